// The device catalog: every iPhone, iPod touch and iPad model in
// ../shared/reference/devices.json, restated as a Swift table (sources S1… in that folder's SOURCES.md).
// `DeviceCatalogTests` checks every entry against the JSON, so the two cannot drift apart.
import Foundation

extension Device {
    /// Every iPad of the catalog, in release order.
    public static let pads: [Device] = [
        Device(
            name: "iPad 2", idiom: .pad, year: 2011, screenClass: "9.7in-1x",
            portraitSize: CGSize(width: 768, height: 1024), scale: 1, nativeScale: 1,
            nativePixels: PixelSize(width: 768, height: 1024),
            portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            portraitStatusBarHeight: 20, landscapeStatusBarHeight: 20, hasHomeIndicator: false,
            interfaceBuilderID: "ipad9_7", displayGamut: .SRGB, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPad (3rd generation)", idiom: .pad, year: 2012, screenClass: "9.7in",
            portraitSize: CGSize(width: 768, height: 1024), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 1536, height: 2048),
            portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            portraitStatusBarHeight: 20, landscapeStatusBarHeight: 20, hasHomeIndicator: false,
            interfaceBuilderID: "ipad9_7", displayGamut: .SRGB, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPad (4th generation)", idiom: .pad, year: 2012, screenClass: "9.7in",
            portraitSize: CGSize(width: 768, height: 1024), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 1536, height: 2048),
            portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            portraitStatusBarHeight: 20, landscapeStatusBarHeight: 20, hasHomeIndicator: false,
            interfaceBuilderID: "ipad9_7", displayGamut: .SRGB, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPad mini", idiom: .pad, year: 2012, screenClass: "7.9in-1x",
            portraitSize: CGSize(width: 768, height: 1024), scale: 1, nativeScale: 1,
            nativePixels: PixelSize(width: 768, height: 1024),
            portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            portraitStatusBarHeight: 20, landscapeStatusBarHeight: 20, hasHomeIndicator: false,
            interfaceBuilderID: "ipad9_7", displayGamut: .SRGB, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPad Air", idiom: .pad, year: 2013, screenClass: "9.7in",
            portraitSize: CGSize(width: 768, height: 1024), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 1536, height: 2048),
            portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            portraitStatusBarHeight: 20, landscapeStatusBarHeight: 20, hasHomeIndicator: false,
            interfaceBuilderID: "ipad9_7", displayGamut: .SRGB, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPad mini 2", idiom: .pad, year: 2013, screenClass: "7.9in",
            portraitSize: CGSize(width: 768, height: 1024), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 1536, height: 2048),
            portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            portraitStatusBarHeight: 20, landscapeStatusBarHeight: 20, hasHomeIndicator: false,
            interfaceBuilderID: "ipad9_7", displayGamut: .SRGB, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPad Air 2", idiom: .pad, year: 2014, screenClass: "9.7in",
            portraitSize: CGSize(width: 768, height: 1024), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 1536, height: 2048),
            portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            portraitStatusBarHeight: 20, landscapeStatusBarHeight: 20, hasHomeIndicator: false,
            interfaceBuilderID: "ipad9_7", displayGamut: .SRGB, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPad mini 3", idiom: .pad, year: 2014, screenClass: "7.9in",
            portraitSize: CGSize(width: 768, height: 1024), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 1536, height: 2048),
            portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            portraitStatusBarHeight: 20, landscapeStatusBarHeight: 20, hasHomeIndicator: false,
            interfaceBuilderID: "ipad9_7", displayGamut: .SRGB, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPad mini 4", idiom: .pad, year: 2015, screenClass: "7.9in",
            portraitSize: CGSize(width: 768, height: 1024), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 1536, height: 2048),
            portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            portraitStatusBarHeight: 20, landscapeStatusBarHeight: 20, hasHomeIndicator: false,
            interfaceBuilderID: "ipad9_7", displayGamut: .SRGB, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPad Pro (12.9-inch) (1st generation)", idiom: .pad, year: 2015, screenClass: "12.9in-home",
            portraitSize: CGSize(width: 1024, height: 1366), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 2048, height: 2732),
            portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            portraitStatusBarHeight: 20, landscapeStatusBarHeight: 20, hasHomeIndicator: false,
            interfaceBuilderID: "ipad12_9", displayGamut: .SRGB, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPad Pro (9.7-inch)", idiom: .pad, year: 2016, screenClass: "9.7in",
            portraitSize: CGSize(width: 768, height: 1024), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 1536, height: 2048),
            portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            portraitStatusBarHeight: 20, landscapeStatusBarHeight: 20, hasHomeIndicator: false,
            interfaceBuilderID: "ipad9_7", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPad (5th generation)", idiom: .pad, year: 2017, screenClass: "9.7in",
            portraitSize: CGSize(width: 768, height: 1024), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 1536, height: 2048),
            portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            portraitStatusBarHeight: 20, landscapeStatusBarHeight: 20, hasHomeIndicator: false,
            interfaceBuilderID: "ipad9_7", displayGamut: .SRGB, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPad Pro (10.5-inch)", idiom: .pad, year: 2017, screenClass: "10.5in",
            portraitSize: CGSize(width: 834, height: 1112), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 1668, height: 2224),
            portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            portraitStatusBarHeight: 20, landscapeStatusBarHeight: 20, hasHomeIndicator: false,
            interfaceBuilderID: "ipad10_5", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPad Pro (12.9-inch) (2nd generation)", idiom: .pad, year: 2017, screenClass: "12.9in-home",
            portraitSize: CGSize(width: 1024, height: 1366), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 2048, height: 2732),
            portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            portraitStatusBarHeight: 20, landscapeStatusBarHeight: 20, hasHomeIndicator: false,
            interfaceBuilderID: "ipad12_9", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPad (6th generation)", idiom: .pad, year: 2018, screenClass: "9.7in",
            portraitSize: CGSize(width: 768, height: 1024), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 1536, height: 2048),
            portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            portraitStatusBarHeight: 20, landscapeStatusBarHeight: 20, hasHomeIndicator: false,
            interfaceBuilderID: "ipad9_7", displayGamut: .SRGB, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPad Pro (11-inch) (1st generation)", idiom: .pad, year: 2018, screenClass: "11in",
            portraitSize: CGSize(width: 834, height: 1194), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 1668, height: 2388),
            portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
            portraitSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            portraitStatusBarHeight: 24, landscapeStatusBarHeight: 24, hasHomeIndicator: true,
            interfaceBuilderID: "ipad11_0rounded", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPad Pro (12.9-inch) (3rd generation)", idiom: .pad, year: 2018, screenClass: "12.9in",
            portraitSize: CGSize(width: 1024, height: 1366), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 2048, height: 2732),
            portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
            portraitSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            portraitStatusBarHeight: 24, landscapeStatusBarHeight: 24, hasHomeIndicator: true,
            interfaceBuilderID: "ipad12_9rounded", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPad Air (3rd generation)", idiom: .pad, year: 2019, screenClass: "10.5in",
            portraitSize: CGSize(width: 834, height: 1112), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 1668, height: 2224),
            portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            portraitStatusBarHeight: 20, landscapeStatusBarHeight: 20, hasHomeIndicator: false,
            interfaceBuilderID: "ipad10_5", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPad mini (5th generation)", idiom: .pad, year: 2019, screenClass: "7.9in",
            portraitSize: CGSize(width: 768, height: 1024), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 1536, height: 2048),
            portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            portraitStatusBarHeight: 20, landscapeStatusBarHeight: 20, hasHomeIndicator: false,
            interfaceBuilderID: "ipad9_7", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPad (7th generation)", idiom: .pad, year: 2019, screenClass: "10.2in",
            portraitSize: CGSize(width: 810, height: 1080), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 1620, height: 2160),
            portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            portraitStatusBarHeight: 20, landscapeStatusBarHeight: 20, hasHomeIndicator: false,
            interfaceBuilderID: "ipad10_2", displayGamut: .SRGB, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPad Pro (11-inch) (2nd generation)", idiom: .pad, year: 2020, screenClass: "11in",
            portraitSize: CGSize(width: 834, height: 1194), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 1668, height: 2388),
            portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
            portraitSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            portraitStatusBarHeight: 24, landscapeStatusBarHeight: 24, hasHomeIndicator: true,
            interfaceBuilderID: "ipad11_0rounded", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPad Pro (12.9-inch) (4th generation)", idiom: .pad, year: 2020, screenClass: "12.9in",
            portraitSize: CGSize(width: 1024, height: 1366), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 2048, height: 2732),
            portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
            portraitSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            portraitStatusBarHeight: 24, landscapeStatusBarHeight: 24, hasHomeIndicator: true,
            interfaceBuilderID: "ipad12_9rounded", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPad (8th generation)", idiom: .pad, year: 2020, screenClass: "10.2in",
            portraitSize: CGSize(width: 810, height: 1080), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 1620, height: 2160),
            portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            portraitStatusBarHeight: 20, landscapeStatusBarHeight: 20, hasHomeIndicator: false,
            interfaceBuilderID: "ipad10_2", displayGamut: .SRGB, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPad Air (4th generation)", idiom: .pad, year: 2020, screenClass: "10.9in",
            portraitSize: CGSize(width: 820, height: 1180), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 1640, height: 2360),
            portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
            portraitSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            portraitStatusBarHeight: 24, landscapeStatusBarHeight: 24, hasHomeIndicator: true,
            interfaceBuilderID: "ipad10_9rounded", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPad Pro (11-inch) (3rd generation)", idiom: .pad, year: 2021, screenClass: "11in",
            portraitSize: CGSize(width: 834, height: 1194), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 1668, height: 2388),
            portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
            portraitSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            portraitStatusBarHeight: 24, landscapeStatusBarHeight: 24, hasHomeIndicator: true,
            interfaceBuilderID: "ipad11_0rounded", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPad Pro (12.9-inch) (5th generation)", idiom: .pad, year: 2021, screenClass: "12.9in",
            portraitSize: CGSize(width: 1024, height: 1366), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 2048, height: 2732),
            portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
            portraitSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            portraitStatusBarHeight: 24, landscapeStatusBarHeight: 24, hasHomeIndicator: true,
            interfaceBuilderID: "ipad12_9rounded", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPad (9th generation)", idiom: .pad, year: 2021, screenClass: "10.2in",
            portraitSize: CGSize(width: 810, height: 1080), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 1620, height: 2160),
            portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            portraitStatusBarHeight: 20, landscapeStatusBarHeight: 20, hasHomeIndicator: false,
            interfaceBuilderID: "ipad10_2", displayGamut: .SRGB, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPad mini (6th generation)", idiom: .pad, year: 2021, screenClass: "8.3in",
            portraitSize: CGSize(width: 744, height: 1133), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 1488, height: 2266),
            portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
            portraitSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            portraitStatusBarHeight: 24, landscapeStatusBarHeight: 24, hasHomeIndicator: true,
            interfaceBuilderID: nil, displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPad Air (5th generation)", idiom: .pad, year: 2022, screenClass: "10.9in",
            portraitSize: CGSize(width: 820, height: 1180), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 1640, height: 2360),
            portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
            portraitSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            portraitStatusBarHeight: 24, landscapeStatusBarHeight: 24, hasHomeIndicator: true,
            interfaceBuilderID: "ipad10_9rounded", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPad (10th generation)", idiom: .pad, year: 2022, screenClass: "10.9in",
            portraitSize: CGSize(width: 820, height: 1180), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 1640, height: 2360),
            portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
            portraitSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            portraitStatusBarHeight: 24, landscapeStatusBarHeight: 24, hasHomeIndicator: true,
            interfaceBuilderID: "ipad10_9rounded", displayGamut: .SRGB, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPad Pro (11-inch) (4th generation)", idiom: .pad, year: 2022, screenClass: "11in",
            portraitSize: CGSize(width: 834, height: 1194), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 1668, height: 2388),
            portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
            portraitSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            portraitStatusBarHeight: 24, landscapeStatusBarHeight: 24, hasHomeIndicator: true,
            interfaceBuilderID: "ipad11_0rounded", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPad Pro (12.9-inch) (6th generation)", idiom: .pad, year: 2022, screenClass: "12.9in",
            portraitSize: CGSize(width: 1024, height: 1366), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 2048, height: 2732),
            portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
            portraitSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            portraitStatusBarHeight: 24, landscapeStatusBarHeight: 24, hasHomeIndicator: true,
            interfaceBuilderID: "ipad12_9rounded", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPad Air 11-inch (M2)", idiom: .pad, year: 2024, screenClass: "10.9in",
            portraitSize: CGSize(width: 820, height: 1180), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 1640, height: 2360),
            portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
            portraitSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            portraitStatusBarHeight: 24, landscapeStatusBarHeight: 24, hasHomeIndicator: true,
            interfaceBuilderID: "ipad10_9rounded", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPad Air 13-inch (M2)", idiom: .pad, year: 2024, screenClass: "12.9in",
            portraitSize: CGSize(width: 1024, height: 1366), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 2048, height: 2732),
            portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
            portraitSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            portraitStatusBarHeight: 24, landscapeStatusBarHeight: 24, hasHomeIndicator: true,
            interfaceBuilderID: "ipad12_9rounded", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPad Pro 11-inch (M4)", idiom: .pad, year: 2024, screenClass: "11in-m4",
            portraitSize: CGSize(width: 834, height: 1210), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 1668, height: 2420),
            portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
            portraitSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            portraitStatusBarHeight: 24, landscapeStatusBarHeight: 24, hasHomeIndicator: true,
            interfaceBuilderID: nil, displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPad Pro 13-inch (M4)", idiom: .pad, year: 2024, screenClass: "13in-m4",
            portraitSize: CGSize(width: 1032, height: 1376), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 2064, height: 2752),
            portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
            portraitSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            portraitStatusBarHeight: 24, landscapeStatusBarHeight: 24, hasHomeIndicator: true,
            interfaceBuilderID: "ipad13_0rounded", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPad mini (A17 Pro)", idiom: .pad, year: 2024, screenClass: "8.3in",
            portraitSize: CGSize(width: 744, height: 1133), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 1488, height: 2266),
            portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
            portraitSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            portraitStatusBarHeight: 24, landscapeStatusBarHeight: 24, hasHomeIndicator: true,
            interfaceBuilderID: nil, displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPad (A16)", idiom: .pad, year: 2025, screenClass: "10.9in",
            portraitSize: CGSize(width: 820, height: 1180), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 1640, height: 2360),
            portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
            portraitSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            portraitStatusBarHeight: 24, landscapeStatusBarHeight: 24, hasHomeIndicator: true,
            interfaceBuilderID: "ipad10_9rounded", displayGamut: .SRGB, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPad Air 11-inch (M3)", idiom: .pad, year: 2025, screenClass: "10.9in",
            portraitSize: CGSize(width: 820, height: 1180), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 1640, height: 2360),
            portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
            portraitSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            portraitStatusBarHeight: 24, landscapeStatusBarHeight: 24, hasHomeIndicator: true,
            interfaceBuilderID: "ipad10_9rounded", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPad Air 13-inch (M3)", idiom: .pad, year: 2025, screenClass: "12.9in",
            portraitSize: CGSize(width: 1024, height: 1366), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 2048, height: 2732),
            portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
            portraitSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            portraitStatusBarHeight: 24, landscapeStatusBarHeight: 24, hasHomeIndicator: true,
            interfaceBuilderID: "ipad12_9rounded", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPad Pro 11-inch (M5)", idiom: .pad, year: 2025, screenClass: "11in-m4",
            portraitSize: CGSize(width: 834, height: 1210), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 1668, height: 2420),
            portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
            portraitSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            portraitStatusBarHeight: 24, landscapeStatusBarHeight: 24, hasHomeIndicator: true,
            interfaceBuilderID: nil, displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPad Pro 13-inch (M5)", idiom: .pad, year: 2025, screenClass: "13in-m4",
            portraitSize: CGSize(width: 1032, height: 1376), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 2064, height: 2752),
            portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
            portraitSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            portraitStatusBarHeight: 24, landscapeStatusBarHeight: 24, hasHomeIndicator: true,
            interfaceBuilderID: "ipad13_0rounded", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPad Air 11-inch (M4)", idiom: .pad, year: 2026, screenClass: "10.9in",
            portraitSize: CGSize(width: 820, height: 1180), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 1640, height: 2360),
            portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
            portraitSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            portraitStatusBarHeight: 24, landscapeStatusBarHeight: 24, hasHomeIndicator: true,
            interfaceBuilderID: "ipad10_9rounded", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPad Air 13-inch (M4)", idiom: .pad, year: 2026, screenClass: "12.9in",
            portraitSize: CGSize(width: 1024, height: 1366), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 2048, height: 2732),
            portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
            portraitSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            portraitStatusBarHeight: 24, landscapeStatusBarHeight: 24, hasHomeIndicator: true,
            interfaceBuilderID: "ipad12_9rounded", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
    ]
}
