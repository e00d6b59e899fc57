import Foundation
import OpenStoryboard
import StoryboardLint

/// What a picture or an inspection is made for ("View As"): the device, its orientation, the
/// appearance, the text size and the version of iOS, read from a request's query (`device`,
/// `orientation`, `appearance`, `contentSize`, `os`). A missing value takes its default: the
/// document's device (else an iPhone 15 Pro), portrait, light, the default text size, the latest iOS.
public struct ViewAs: Sendable, Equatable {
    public var device: Device
    public var orientation: UIInterfaceOrientation
    public var appearance: UIUserInterfaceStyle
    public var contentSize: UIContentSizeCategory?
    /// The version of iOS the scene is shown as (``SystemVersion/latest`` without `os`).
    public var systemVersion: SystemVersion = .latest
    /// Whether the query named the version (`os`), so answers say which.
    public var namesSystemVersion = false

    /// Why the configuration is not one the device had: it never ran the version of iOS asked
    /// for (the scene is still shown, as asked); `nil` otherwise.
    public var warning: String? {
        namesSystemVersion ? device.systemVersionWarning(systemVersion) : nil
    }

    /// The device a document is shown on without a `device` parameter.
    public static func defaultDevice(for document: IBDocument) -> Device {
        if let id = document.device?.id, let device = Device.models(withInterfaceBuilderID: id).first { return device }
        return (try? Device.named("iPhone 15 Pro")) ?? Device.all[0]
    }

    /// Reads the query's values.
    ///
    /// - Throws: ``ServeError/badRequest(_:)`` naming a value that is not known.
    public init(query: [String: String], document: IBDocument) throws(ServeError) {
        if let name = query["device"], !name.isEmpty {
            do {
                device = try Device.named(name)
            } catch {
                throw .badRequest("unknown device '\(name)': \(error)")
            }
        } else {
            device = Self.defaultDevice(for: document)
        }
        switch query["orientation"] ?? "portrait" {
        case "portrait", "": orientation = .portrait
        case "landscape": orientation = .landscapeLeft
        case let other: throw .badRequest("unknown orientation '\(other)'; orientations: portrait, landscape")
        }
        switch query["appearance"] ?? "light" {
        case "light", "": appearance = .light
        case "dark": appearance = .dark
        case let other: throw .badRequest("unknown appearance '\(other)'; appearances: light, dark")
        }
        if let name = query["contentSize"], !name.isEmpty {
            guard let category = LintMatrix.contentSize(named: name) else {
                throw .badRequest("unknown contentSize '\(name)'; sizes: \(LintMatrix.contentSizeNames.map(\.name).joined(separator: ", "))")
            }
            contentSize = category
        }
        if let text = query["os"], !text.isEmpty {
            do {
                systemVersion = try SystemVersion(parsing: text)
            } catch {
                throw .badRequest("os: \(error)")
            }
            namesSystemVersion = true
        }
        if let refusal = SceneDrawing.refusal(of: appearance, on: systemVersion) {
            throw .badRequest("appearance 'dark' with os '\(query["os"] ?? "")': \(refusal)")
        }
    }
}

/// Why a request is answered with an error: the status and a message for the person.
public enum ServeError: Error, Equatable, CustomStringConvertible {
    /// A malformed or unknown parameter value (400).
    case badRequest(String)
    /// No such document, scene or object (404).
    case notFound(String)
    /// The drawing or layout failed, or a file could not be written (500).
    case failed(String)
    /// The file changed on disk since the server read it; nothing was written (409).
    case conflict(String)

    public var description: String {
        switch self {
        case let .badRequest(message), let .notFound(message), let .failed(message), let .conflict(message): message
        }
    }
}
