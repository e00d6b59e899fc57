import Foundation

extension UIApplication {
    /// Options for ``open(_:options:completionHandler:)``.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only if an app (not the browser) takes the universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The schemes the headless host has an app for: the web, mail, telephone, messages, maps
    /// and the app's Settings (`app-settings:`), as a device has.
    public static let openableSchemes: Set<String> = ["http", "https", "mailto", "tel", "sms", "maps", "app-settings"]

    /// Whether an app can open a URL: its scheme is one of ``openableSchemes``.
    public func canOpenURL(_ url: URL) -> Bool {
        url.scheme.map { Self.openableSchemes.contains($0.lowercased()) } ?? false
    }

    /// Opens a URL in the app that takes it: headless nothing opens; the URL is recorded in
    /// ``openedURLs`` (where a test checks it) when ``canOpenURL(_:)``, and `completion` gets
    /// whether it was (with ``OpenExternalURLOptionsKey/universalLinksOnly``, web links are not
    /// opened: no app takes them here). The completion runs on the main queue's next turn, as in
    /// UIKit.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        let universalOnly = (options[.universalLinksOnly] as? Bool) ?? false
        let opened = canOpenURL(url) && !(universalOnly && ["http", "https"].contains(url.scheme?.lowercased() ?? ""))
        if opened { openedURLs.append(url) }
        guard let completion else { return }
        DispatchQueue.main.async { MainActor.assumeIsolated { completion(opened) } }
    }

    /// The URLs ``open(_:options:completionHandler:)`` opened, oldest first.
    public var openedURLs: [URL] {
        get { OpenedURLs.urls }
        set { OpenedURLs.urls = newValue }
    }
}

@MainActor
private enum OpenedURLs {
    static var urls: [URL] = []
}

/// The pasteboard apps copy to and paste from: headless, one store in the process, shared by
/// every ``general`` access (named pasteboards are each their own).
@MainActor
open class UIPasteboard: NSObject {
    /// The system pasteboard.
    public static let general = UIPasteboard(name: Name.general)

    /// A pasteboard's name.
    public struct Name: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
    }

    /// The pasteboard's name.
    public let name: Name
    private var items: [Any] = []
    /// Counts the changes of the contents.
    public private(set) var changeCount = 0

    init(name: Name) {
        self.name = name
        super.init()
    }

    /// A pasteboard with a name, made the first time the name is asked for.
    public static func withName(_ pasteboardName: Name, create: Bool) -> UIPasteboard? {
        if pasteboardName == .general { return general }
        if let existing = named[pasteboardName] { return existing }
        guard create else { return nil }
        let made = UIPasteboard(name: pasteboardName)
        named[pasteboardName] = made
        return made
    }

    private static var named: [Name: UIPasteboard] = [:]

    private func set(_ values: [Any]) {
        items = values
        changeCount += 1
    }

    /// The first string (setting it replaces the contents).
    open var string: String? {
        get { strings?.first }
        set { set(newValue.map { [$0] } ?? []) }
    }
    /// Every string.
    open var strings: [String]? {
        get { let found = items.compactMap { $0 as? String }; return found.isEmpty ? nil : found }
        set { set(newValue ?? []) }
    }
    /// The first URL.
    open var url: URL? {
        get { urls?.first }
        set { set(newValue.map { [$0] } ?? []) }
    }
    /// Every URL.
    open var urls: [URL]? {
        get { let found = items.compactMap { $0 as? URL }; return found.isEmpty ? nil : found }
        set { set(newValue ?? []) }
    }
    /// The first image.
    open var image: UIImage? {
        get { images?.first }
        set { set(newValue.map { [$0] } ?? []) }
    }
    /// Every image.
    open var images: [UIImage]? {
        get { let found = items.compactMap { $0 as? UIImage }; return found.isEmpty ? nil : found }
        set { set(newValue ?? []) }
    }
    /// Whether a string is on the pasteboard.
    open var hasStrings: Bool { strings != nil }
    /// Whether a URL is on the pasteboard.
    open var hasURLs: Bool { urls != nil }
    /// Whether an image is on the pasteboard.
    open var hasImages: Bool { images != nil }
    /// The number of items.
    open var numberOfItems: Int { items.count }
}
