import AdaptiveKit
import Foundation

/// Devices changed for Xcode's canvas: another safe area, status bar or screen size.
extension Device {
    /// The same device with another portrait safe-area top (and status bar no taller than it).
    /// With `statusBar`, the portrait status bar is that tall.
    func withPortraitTopInset(_ top: CGFloat, statusBar: CGFloat? = nil) -> Device {
        let portrait = safeAreaInsets(for: .portrait)
        return withSafeAreaInsets(
            portrait: UIEdgeInsets(top: top, left: portrait.left, bottom: portrait.bottom, right: portrait.right),
            landscape: safeAreaInsets(for: .landscapeLeft), portraitStatusBar: statusBar)
    }

    /// The same device with other safe-area insets (and status bars no taller than their tops).
    func withSafeAreaInsets(_ insets: UIEdgeInsets) -> Device {
        withSafeAreaInsets(portrait: insets, landscape: insets)
    }

    /// The same device with a screen of `size` in `orientation`.
    func withScreenSize(_ size: CGSize, orientation: UIInterfaceOrientation) -> Device {
        guard size != self.size(for: orientation) else { return self }
        let portrait = orientation.isLandscape ? CGSize(width: size.height, height: size.width) : size
        return withSafeAreaInsets(portrait: safeAreaInsets(for: .portrait), landscape: safeAreaInsets(for: .landscapeLeft), portraitSize: portrait)
    }

    func withSafeAreaInsets(
        portrait: UIEdgeInsets, landscape: UIEdgeInsets, portraitSize: CGSize? = nil, portraitStatusBar: CGFloat? = nil
    ) -> Device {
        let device = self
        return Device(
            name: device.name, idiom: device.idiom, year: device.year, screenClass: device.screenClass,
            portraitSize: portraitSize ?? device.portraitSize, scale: device.scale, nativeScale: device.nativeScale,
            nativePixels: device.nativePixels, renderedPixels: device.renderedPixels,
            portraitSizeClasses: device.sizeClasses(for: .portrait), landscapeSizeClasses: device.sizeClasses(for: .landscapeLeft),
            portraitSafeAreaInsets: portrait, landscapeSafeAreaInsets: landscape,
            portraitStatusBarHeight: portraitStatusBar ?? device.statusBarHeight(for: .portrait).map { min($0, portrait.top) },
            landscapeStatusBarHeight: device.statusBarHeight(for: .landscapeLeft).map { min($0, landscape.top) },
            hasHomeIndicator: device.hasHomeIndicator,
            interfaceBuilderID: device.interfaceBuilderID, displayGamut: device.displayGamut,
            forceTouchCapability: device.forceTouchCapability)
    }
}
