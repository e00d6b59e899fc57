import AdaptiveKit
import Foundation

/// Devices changed for Xcode's canvas: another safe area, status bar or screen size.
extension Device {
    /// Xcode 6 and 7's canvas for a document with size classes and no `<device>`: a square of
    /// 600 × 600 points of any width and any height (wAny hAny: no size class, so only the
    /// document's base values apply), below a 20 pt status bar. Xcode 8 replaced it with the
    /// device bar; documents it saves name their device.
    public static let anyAnyCanvas = Device(
        name: "Any/Any canvas (600 × 600)", idiom: .phone, year: 2014, screenClass: "Any/Any",
        portraitSize: CGSize(width: 600, height: 600), scale: 2, nativeScale: 2,
        nativePixels: PixelSize(width: 1200, height: 1200),
        portraitSizeClasses: SizeClasses(.unspecified, .unspecified), landscapeSizeClasses: SizeClasses(.unspecified, .unspecified),
        portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        landscapeSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        portraitStatusBarHeight: 20, landscapeStatusBarHeight: 20, hasHomeIndicator: false,
        interfaceBuilderID: nil, displayGamut: .SRGB, forceTouchCapability: .unavailable)

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
