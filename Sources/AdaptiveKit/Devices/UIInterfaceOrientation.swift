import Foundation

/// The orientation of the app's interface.
///
/// Landscape is crossed with the device orientation: `UIInterfaceOrientation.landscapeLeft` (4)
/// is `UIDeviceOrientation.landscapeRight` (4), as in UIKit.
public enum UIInterfaceOrientation: Int, Sendable, CaseIterable, CustomStringConvertible {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeRight = 3
    case landscapeLeft = 4

    /// Whether the orientation is portrait or upside-down portrait.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is one of the two landscapes.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    public var description: String {
        switch self {
        case .unknown: "unknown"
        case .portrait: "portrait"
        case .portraitUpsideDown: "portraitUpsideDown"
        case .landscapeRight: "landscapeRight"
        case .landscapeLeft: "landscapeLeft"
        }
    }
}

/// A set of interface orientations (`supportedInterfaceOrientations`).
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

/// The physical orientation of the device.
public enum UIDeviceOrientation: Int, Sendable, CaseIterable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 3
    case landscapeRight = 4
    case faceUp = 5
    case faceDown = 6

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
