import AdaptiveKit

/// The traits size-class variations are resolved for: the horizontal and vertical size
/// classes and the idiom. `.unspecified` is Interface Builder's "Any".
public struct IBTraits: Hashable, Sendable, CustomStringConvertible {
    public var horizontalSizeClass: UIUserInterfaceSizeClass
    public var verticalSizeClass: UIUserInterfaceSizeClass
    public var idiom: UIUserInterfaceIdiom

    public init(horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass, idiom: UIUserInterfaceIdiom = .unspecified) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.idiom = idiom
    }

    /// Any width, any height, any idiom: the base configuration (only `default` variations apply).
    public static let any = IBTraits(horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified)

    /// The traits of a trait collection.
    public init(_ traitCollection: UITraitCollection) {
        self.init(horizontalSizeClass: traitCollection.horizontalSizeClass, verticalSizeClass: traitCollection.verticalSizeClass, idiom: traitCollection.userInterfaceIdiom)
    }

    /// `wC hR` (with the idiom when there is one), `wAny hAny` for the base.
    public var description: String {
        func letter(_ sizeClass: UIUserInterfaceSizeClass) -> String {
            switch sizeClass {
            case .compact: "C"
            case .regular: "R"
            case .unspecified: "Any"
            }
        }
        return "w\(letter(horizontalSizeClass)) h\(letter(verticalSizeClass))" + (idiom == .unspecified ? "" : " \(idiom)")
    }
}
