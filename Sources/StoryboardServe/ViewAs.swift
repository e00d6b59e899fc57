import Foundation
import OpenStoryboard
import StoryboardLint

/// What a picture or an inspection is made for ("View As"): the device, its orientation, the
/// appearance, the text size, the version of iOS and an iPad multitasking window's width, read
/// from a request's query (`device`, `orientation`, `appearance`, `contentSize`, `os`, `width`).
/// A missing value takes its default: the document's device (else an iPhone 15 Pro), portrait,
/// light, the default text size, the latest iOS, the full screen.
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

    /// The width of an iPad's Slide Over or Split View window in points, `nil` for the full screen.
    public var windowWidth: CGFloat?

    /// The devices View As offers: the catalog, then Xcode's generic 600 × 600 Any/Any canvas.
    public static var devices: [Device] { Device.all + [.anyAnyCanvas] }

    /// The catalog device named `name` (any case) or with that Interface Builder id, or the Any/Any
    /// canvas by its name (``Device/anyAnyCanvas``).
    public static func device(named name: String) throws -> Device {
        let wanted = name.trimmingCharacters(in: .whitespaces)
        if wanted.lowercased() == Device.anyAnyCanvas.name.lowercased() { return .anyAnyCanvas }
        return try Device.named(wanted)
    }

    /// The narrowest and widest window `device` gives an app in `orientation`, `nil` for a device
    /// without multitasking windows (phones, the first iPads): from Slide Over's to the full screen.
    public static func windowWidths(of device: Device, orientation: UIInterfaceOrientation) -> ClosedRange<CGFloat>? {
        guard device.idiom == .pad else { return nil }
        let widths = device.multitaskingWindows(for: orientation).map(\.size.width)
        guard widths.count > 1, let narrowest = widths.min(), let widest = widths.max() else { return nil }
        return narrowest...widest
    }

    /// The size classes of the configuration: the device's in the orientation, or for a
    /// multitasking window the ones its width gives (``Device/horizontalSizeClass(forPadWindowWidth:)``).
    public var sizeClasses: Device.SizeClasses {
        guard let windowWidth else { return device.running(systemVersion).sizeClasses(for: orientation) }
        return Device.SizeClasses(Device.horizontalSizeClass(forPadWindowWidth: windowWidth), .regular)
    }

    /// The environment a scene is laid out in for this configuration.
    public var environment: IBLayoutEnvironment {
        IBLayoutEnvironment(windowWidth: windowWidth, contentSizeCategory: contentSize, userInterfaceStyle: appearance)
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
                device = try Self.device(named: name)
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
        if let text = query["width"], !text.isEmpty {
            guard let width = Double(text), width.isFinite else {
                throw .badRequest("'width' is a window width in points, not '\(text)'")
            }
            guard systemVersion.major >= 9 else {
                throw .badRequest("'width' with os '\(query["os"] ?? "")': \(systemVersion) has no Slide Over or Split View (they came with iOS 9)")
            }
            guard let range = Self.windowWidths(of: device, orientation: orientation) else {
                throw .badRequest("'width' is an iPad multitasking window's width; \(device.name) has no Slide Over or Split View")
            }
            guard range.contains(CGFloat(width)) else {
                throw .badRequest("'width' \(text) is outside \(Int(range.lowerBound))...\(Int(range.upperBound)), the windows \(device.name) gives an app in \(orientation.isLandscape ? "landscape" : "portrait")")
            }
            // The full screen's width is the full screen.
            windowWidth = CGFloat(width) < range.upperBound ? CGFloat(width) : nil
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
