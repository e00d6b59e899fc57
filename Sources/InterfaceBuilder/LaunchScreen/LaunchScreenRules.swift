import Foundation

/// The rules a launch screen document must follow (iOS shows it before the app runs, so it
/// may hold nothing that needs the app's code): only UIKit classes, a single root view or view
/// controller, no outlets or actions, no web views, no custom classes, no user-defined runtime
/// attributes. One error ``Diagnostic`` per violation, at the offending element.
///
/// ```swift
/// let findings = LaunchScreenRules.check(try IBDocument(contentsOf: url))
/// ```
public enum LaunchScreenRules {
    /// Diagnostic codes, one per rule.
    public static let customClass: Diagnostic.Code = .launchCustomClass
    public static let multipleRoots: Diagnostic.Code = .launchMultipleRoots
    public static let connection: Diagnostic.Code = .launchConnection
    public static let webView: Diagnostic.Code = .launchWebView
    public static let runtimeAttribute: Diagnostic.Code = .launchRuntimeAttribute
    public static let nonUIKitClass: Diagnostic.Code = .launchNonUIKitClass

    /// Checks `document` as a launch screen (whether or not it is marked `launchScreen="YES"`).
    public static func check(_ document: IBDocument) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        func report(_ code: Diagnostic.Code, _ position: SourcePosition?, _ message: String) {
            findings.append(Diagnostic(.error, code, file: document.path, at: position, message: "launch screen: " + message))
        }
        // A single root.
        let roots: [IBObject]
        if document.kind == .storyboard {
            roots = document.scenes.compactMap(\.controller)
        } else {
            roots = document.objects.filter { $0.kind.isView || $0.kind.isController }
        }
        if roots.count > 1 {
            for extra in roots.dropFirst() {
                report(multipleRoots, extra.position,
                       "more than one root \(document.kind == .storyboard ? "view controller" : "view") (\(extra.className) \(extra.id)); a launch screen has a single root")
            }
        }
        document.forEachObject { object in
            if object.kind == .placeholder || object.kind == .exit { return }
            if let name = object.customClass, !(object.kind == .placeholder) {
                report(customClass, object.position, "custom class \(name) on \(object.id); only UIKit classes can be used")
            } else if object.kind.uiKitClassName == nil || ["webView", "wkWebView"].contains(object.kind.rawValue) {
                if object.kind == .webView || object.kind == .wkWebView {
                    report(webView, object.position, "\(object.className) \(object.id); web views cannot be used")
                } else if object.kind.isView && object.element.name != "tableViewCellContentView" && object.kind.uiKitClassName == nil {
                    report(nonUIKitClass, object.position, "<\(object.kind.rawValue)> \(object.id) is not a UIKit view")
                }
            }
            for connection in object.connections where connection.kind != .segue {
                report(self.connection, connection.position,
                       "\(connection.kind.rawValue) '\(connection.property ?? connection.selector ?? "")' on \(object.id); launch screens cannot have outlets or actions")
            }
            for attribute in object.runtimeAttributes {
                report(runtimeAttribute, attribute.position,
                       "user-defined runtime attribute '\(attribute.keyPath)' on \(object.id); launch screens cannot have them")
            }
        }
        // Placeholders (File's Owner) with connections.
        for placeholder in document.objects where placeholder.kind == .placeholder {
            for connection in placeholder.connections where connection.kind != .segue {
                report(self.connection, connection.position,
                       "\(connection.kind.rawValue) '\(connection.property ?? connection.selector ?? "")' on File's Owner; launch screens cannot have outlets or actions")
            }
        }
        return findings
    }
}
