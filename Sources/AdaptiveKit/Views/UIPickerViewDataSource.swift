import Foundation

/// What a picker view shows: its number of components (wheels) and of rows in each.
@MainActor
public protocol UIPickerViewDataSource: AnyObject {
    /// The number of components.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows in a component.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// How a picker view's rows look and what happens when one is picked. Every method is optional
/// (the defaults are UIKit's: components share the width, rows are ``UIPickerView/defaultRowHeight``
/// tall, a row without a title or view is empty).
@MainActor
public protocol UIPickerViewDelegate: AnyObject {
    /// A component's width (the default shares the picker's width between the components).
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// A component's row height (default ``UIPickerView/defaultRowHeight``).
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// A row's title, drawn in the picker's font.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// A row's title with attributes (its foreground colour and font are used); it wins over
    /// the plain title.
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    /// A row's own view, which wins over both titles. `view` is a view this method returned
    /// before, to reuse, or `nil`.
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    /// The user picked a row (by spinning the wheel or tapping a row), not called for
    /// ``UIPickerView/selectRow(_:inComponent:animated:)``.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { UIPickerView.automaticWidth }
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { UIPickerView.defaultRowHeight }
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? { nil }
    /// Without its own implementation the picker draws the row's title (this default returns a
    /// marker view the picker recognises).
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        UIPickerView.titleRowMarker
    }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
