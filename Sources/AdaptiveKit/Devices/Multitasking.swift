import Foundation

/// An iPad multitasking arrangement that gives an app a window narrower than the screen.
public enum MultitaskingLayout: String, Sendable, CaseIterable, CustomStringConvertible {
    /// The app has the whole screen.
    case fullScreen
    /// A Slide Over window floating over another app (as wide as the 1/3 Split View pane).
    case slideOver
    /// The narrow pane of Split View.
    case oneThird
    /// Half of Split View (landscape only).
    case half
    /// The wide pane of Split View.
    case twoThirds

    public var description: String {
        switch self {
        case .fullScreen: "full screen"
        case .slideOver: "Slide Over"
        case .oneThird: "Split View 1/3"
        case .half: "Split View 1/2"
        case .twoThirds: "Split View 2/3"
        }
    }
}

/// The window an app gets in one multitasking arrangement on one iPad and orientation.
public struct MultitaskingWindow: Hashable, Sendable, CustomStringConvertible {
    /// The arrangement.
    public let layout: MultitaskingLayout
    /// The interface orientation of the iPad.
    public let orientation: UIInterfaceOrientation
    /// The window's size in points.
    public let size: CGSize
    /// The window's size classes.
    public let sizeClasses: Device.SizeClasses
    /// Whether this iPad's screen size has measured (sourced) multitasking widths; otherwise the
    /// widths come from the rule the measured ones follow (see ``Device/multitaskingWindow(_:orientation:)``).
    public let isMeasured: Bool

    public var description: String {
        "\(layout) \(Int(size.width))×\(Int(size.height)) \(sizeClasses)"
    }
}

extension Device {
    /// The iPad screens (portrait points) whose Split View widths were measured; every measured
    /// width follows the rule of ``multitaskingWindow(_:orientation:)``.
    static let measuredMultitaskingScreens: Set<CGSize.Key> = [
        CGSize.Key(768, 1024), CGSize.Key(810, 1080), CGSize.Key(834, 1112), CGSize.Key(834, 1194), CGSize.Key(1024, 1366),
    ]

    /// The narrowest width that has a regular horizontal size class in an iPad window.
    ///
    /// The exact threshold is not documented. The widest compact window measured is 639 pt
    /// (12.9-inch portrait 2/3) and the narrowest regular one 678 pt (12.9-inch landscape 1/2), so
    /// every width from 678 pt up is regular and everything narrower compact. iPad windows
    /// always have a regular vertical size class.
    public static let regularPadWindowWidth: CGFloat = 678

    /// The horizontal size class UIKit gives an iPad window of the given width.
    public static func horizontalSizeClass(forPadWindowWidth width: CGFloat) -> UIUserInterfaceSizeClass {
        width >= regularPadWindowWidth ? .regular : .compact
    }

    /// Whether this iPad offers Slide Over (iPad Air, iPad mini 2 and later; iOS 9).
    public var supportsSlideOver: Bool {
        idiom == .pad && year >= 2013 && name != "iPad (4th generation)"
    }

    /// Whether this iPad offers Split View (iPad Air 2, iPad mini 4, every iPad Pro and later; iOS 9).
    public var supportsSplitView: Bool {
        guard idiom == .pad else { return false }
        if ["iPad mini 2", "iPad mini 3", "iPad Air"].contains(name) { return false }
        return year >= 2014
    }

    /// The window of one multitasking arrangement, or `nil` when this device does not offer it in
    /// that orientation (phones, older iPads, the 1/2 split in portrait).
    ///
    /// Widths: the narrow pane (and Slide Over) is 375 pt on screens at least 1,194 pt long in
    /// landscape or 1,024 pt wide in portrait, otherwise 320 pt; the 1/2 split is
    /// (screen width − 10) / 2; the 2/3 pane is screen width − 10 − the narrow pane (10 pt is the
    /// divider). The rule reproduces every measured width; heights are the screen's.
    public func multitaskingWindow(_ layout: MultitaskingLayout, orientation: UIInterfaceOrientation) -> MultitaskingWindow? {
        let screen = size(for: orientation)
        let width: CGFloat
        switch layout {
        case .fullScreen:
            return MultitaskingWindow(
                layout: .fullScreen, orientation: orientation, size: screen,
                sizeClasses: sizeClasses(for: orientation), isMeasured: true
            )
        case .slideOver:
            guard supportsSlideOver else { return nil }
            width = narrowPaneWidth(for: orientation)
        case .oneThird:
            guard supportsSplitView else { return nil }
            width = narrowPaneWidth(for: orientation)
        case .half:
            guard supportsSplitView, orientation.isLandscape else { return nil }
            width = ((screen.width - 10) / 2).rounded(.down)
        case .twoThirds:
            guard supportsSplitView else { return nil }
            width = screen.width - 10 - narrowPaneWidth(for: orientation)
        }
        return MultitaskingWindow(
            layout: layout, orientation: orientation,
            size: CGSize(width: width, height: screen.height),
            sizeClasses: SizeClasses(Self.horizontalSizeClass(forPadWindowWidth: width), .regular),
            isMeasured: Self.measuredMultitaskingScreens.contains(CGSize.Key(portraitSize))
        )
    }

    /// Every window this device offers in the orientation: full screen first, then Slide Over and
    /// the Split View panes it supports.
    public func multitaskingWindows(for orientation: UIInterfaceOrientation) -> [MultitaskingWindow] {
        MultitaskingLayout.allCases.compactMap { multitaskingWindow($0, orientation: orientation) }
    }

    private func narrowPaneWidth(for orientation: UIInterfaceOrientation) -> CGFloat {
        let large = orientation.isLandscape ? portraitSize.height >= 1194 : portraitSize.width >= 1024
        return large ? 375 : 320
    }
}

extension CGSize {
    /// A hashable stand-in for a size (CGSize is not Hashable on every platform).
    struct Key: Hashable, Sendable {
        let width: Double
        let height: Double
        init(_ width: Double, _ height: Double) {
            self.width = width
            self.height = height
        }
        init(_ size: CGSize) {
            self.init(Double(size.width), Double(size.height))
        }
    }
}
