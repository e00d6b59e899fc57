import Foundation

/// A version of iOS (iPadOS on iPads) that a scene is shown as: what decides the adaptive
/// features a window has — size classes (iOS 8), safe areas beyond the status bar and bars
/// (iOS 11), dark mode, the system colours and inset-grouped tables (iOS 13).
///
/// UIKit reports the running version as `UIDevice.systemVersion` (a string) and Foundation as
/// `ProcessInfo.operatingSystemVersion` (an `OperatingSystemVersion`); this value is the typed
/// version a preview is made for (``operatingSystemVersion`` converts). The host's windows are
/// ``latest`` unless a tool asks for another (`storyboard render --os 10`).
///
/// ```swift
/// let old = try SystemVersion(parsing: "10")       // iOS 10: size classes, no safe areas
/// old.hasSafeAreaInsets                              // false
/// Device.named("iPhone X").running(old)              // a 20-pt status bar, no notch inset
/// ```
public struct SystemVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The major version: 7 … 18, then 26 (Apple numbers releases by year from 2025).
    public let major: Int
    /// The minor version (`13.4` → 4); the features follow the major version alone.
    public let minor: Int

    /// A version; `major` must be one of ``supportedMajors``.
    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// The newest version the catalog knows, the host's default: iOS 26.
    public static let latest = SystemVersion(26)

    /// The major versions a preview can be made for: iOS 7 (the first with Auto Layout's layout
    /// guides and the flat status bar drawn over the content) to 18, and 26. There were no iOS
    /// 19 to 25: after iOS 18 (2024) came iOS 26 (2025).
    public static let supportedMajors: [Int] = Array(7...18) + [26]

    /// `iOS 10`, `iOS 13.4`.
    public var description: String { minor == 0 ? "iOS \(major)" : "iOS \(major).\(minor)" }

    /// Foundation's form of the version (patch 0).
    public var operatingSystemVersion: OperatingSystemVersion {
        OperatingSystemVersion(majorVersion: major, minorVersion: minor, patchVersion: 0)
    }

    public static func < (lhs: SystemVersion, rhs: SystemVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    // MARK: What the version has

    /// Size classes and trait collections (iOS 8). Before, a storyboard's Any/Any layout is used
    /// whatever the device, and a window's size classes are unspecified.
    public var hasSizeClasses: Bool { major >= 8 }

    /// Safe-area insets from the screen's shape: the sensor housing and the home indicator
    /// (iOS 11). Before, the safe area (the layout guides) is the status bar and the bars only.
    public var hasSafeAreaInsets: Bool { major >= 11 }

    /// Dark mode, the dynamic system colours (`systemBackground`, `label`, …) and inset-grouped
    /// tables (iOS 13).
    public var hasDarkMode: Bool { major >= 13 }

    /// Whether a phone hides the status bar in compact height (landscape): from iOS 8, with size
    /// classes; iOS 7 showed it in both orientations.
    public var hidesPhoneStatusBarInLandscape: Bool { major >= 8 }

    // MARK: Parsing

    /// Reads a version as the tools take it: a major version (`7`, `10`, `26`), or major and
    /// minor (`13.0`, `13.4`), optionally with a patch (`12.1.4`, ignored) and an `iOS` prefix
    /// (`iOS 13`, `ios13`), or `latest`.
    ///
    /// - Throws: ``SystemVersionError/invalid(_:)`` for text that is not a version, or
    ///   ``SystemVersionError/unsupported(_:)`` for a version outside ``supportedMajors``; both
    ///   describe the valid forms.
    public init(parsing text: String) throws(SystemVersionError) {
        var rest = text.trimmingCharacters(in: .whitespaces)
        if rest.lowercased() == "latest" {
            self = .latest
            return
        }
        if rest.lowercased().hasPrefix("ios") { rest = String(rest.dropFirst(3)).trimmingCharacters(in: .whitespaces) }
        let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.count <= 3 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let major = Int(parts[0]), let minor = parts.count > 1 ? Int(parts[1]) : 0
        else { throw .invalid(text) }
        guard Self.supportedMajors.contains(major) else { throw .unsupported(text) }
        self.init(major, minor)
    }
}

/// Why a text is not a ``SystemVersion`` a preview can be made for.
public enum SystemVersionError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// Not a version (`ten`, `13.x`).
    case invalid(String)
    /// A version no preview is made for (`6`, `19`, `27`).
    case unsupported(String)

    /// The forms a version is written in, for error messages and help.
    public static let validForms = "a major version from 7 to 18 or 26 (\"10\"), major.minor (\"13.4\"), optionally prefixed \"iOS\", or \"latest\""

    public var description: String {
        switch self {
        case let .invalid(text):
            return "'\(text)' is not an iOS version; write \(Self.validForms)"
        case let .unsupported(text):
            let major = Int(text.lowercased().replacingOccurrences(of: "ios", with: "").trimmingCharacters(in: .whitespaces)
                .split(separator: ".").first ?? "") ?? 0
            let reason = (19...25).contains(major) ? "there was no iOS 19 to 25 (iOS 26 followed iOS 18)" : "previews are made for iOS 7 to 18 and 26"
            return "iOS '\(text)' cannot be previewed: \(reason); write \(Self.validForms)"
        }
    }

    public var errorDescription: String? { description }
}
