extension IBConstraint {
    /// The constraint as an equation, `label.leading = superview.leadingMargin + 20 @750`.
    ///
    /// - Parameter name: How to name an item id (a view, a layout guide) in the equation.
    /// - Returns: `first.attribute relation second.attribute * multiplier + constant @priority`,
    ///   leaving out a multiplier of 1, a constant of 0 and a priority of 1000; `(standard)`
    ///   follows a standard-spacing constant.
    public func equation(naming name: (String) -> String) -> String {
        var text = "\(name(firstItem)).\(firstAttribute) \(relation.symbol) "
        if let secondItem {
            text += "\(name(secondItem)).\(secondAttribute.map(\.description) ?? firstAttribute.description)"
            if let multiplierText, multiplier != 1 || multiplierText.contains(":") || multiplierText.contains("/") {
                text += " * " + (multiplierText.contains(":") || multiplierText.contains("/") ? multiplierText : IBNumber.format(multiplier))
            }
            if constant != 0 {
                text += (constant < 0 ? " - " : " + ") + IBNumber.format(abs(constant))
            }
        } else {
            text += IBNumber.format(constant)
        }
        if isStandardSpacing { text += " (standard)" }
        if priority != 1000 { text += " @" + IBNumber.format(priority) }
        return text
    }
}
