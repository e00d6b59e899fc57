import Foundation

/// Why a storyboard, nib or controller could not be made.
public enum InstantiationError: Error, CustomStringConvertible, Equatable {
    /// No `NAME.storyboard` / `NAME.xib` in the bundle's folder.
    case missingDocument(name: String, folder: String)
    /// The document could not be read (its diagnostics say why).
    case unreadableDocument(name: String, diagnostics: [Diagnostic])
    /// No controller with this `storyboardIdentifier`.
    case unknownIdentifier(String, storyboard: String)
    /// The storyboard has no initial view controller.
    case noInitialViewController(storyboard: String)
    /// No segue with this identifier starts at the controller.
    case unknownSegue(String, controller: String)

    public var description: String {
        switch self {
        case let .missingDocument(name, folder):
            "Could not find a storyboard or nib named '\(name)' in bundle at \(folder)"
        case let .unreadableDocument(name, diagnostics):
            "Could not read '\(name)': " + (diagnostics.first { $0.severity == .error }?.description ?? "not an Interface Builder document")
        case let .unknownIdentifier(identifier, storyboard):
            "Storyboard (\(storyboard)) doesn't contain a view controller with identifier '\(identifier)'"
        case let .noInitialViewController(storyboard):
            "Storyboard (\(storyboard)) has no initial view controller"
        case let .unknownSegue(identifier, controller):
            "Receiver (\(controller)) has no segue with identifier '\(identifier)'"
        }
    }
}
