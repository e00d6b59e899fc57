// The device catalog: every iPhone, iPod touch and iPad model in
// ../shared/reference/devices.json, restated as a Swift table (sources S1… in that folder's SOURCES.md).
// `DeviceCatalogTests` checks every entry against the JSON, so the two cannot drift apart.
import Foundation

extension Device {
    /// Every iPhone and iPod touch of the catalog, in release order.
    public static let phones: [Device] = [
        Device(
            name: "iPhone 4s", idiom: .phone, year: 2011, screenClass: "3.5in",
            portraitSize: CGSize(width: 320, height: 480), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 640, height: 960),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.compact, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            portraitStatusBarHeight: 20, landscapeStatusBarHeight: 0, hasHomeIndicator: false,
            interfaceBuilderID: "retina3_5", displayGamut: .SRGB, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPhone 5", idiom: .phone, year: 2012, screenClass: "4in",
            portraitSize: CGSize(width: 320, height: 568), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 640, height: 1136),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.compact, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            portraitStatusBarHeight: 20, landscapeStatusBarHeight: 0, hasHomeIndicator: false,
            interfaceBuilderID: "retina4_0", displayGamut: .SRGB, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPhone 5c", idiom: .phone, year: 2013, screenClass: "4in",
            portraitSize: CGSize(width: 320, height: 568), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 640, height: 1136),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.compact, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            portraitStatusBarHeight: 20, landscapeStatusBarHeight: 0, hasHomeIndicator: false,
            interfaceBuilderID: "retina4_0", displayGamut: .SRGB, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPhone 5s", idiom: .phone, year: 2013, screenClass: "4in",
            portraitSize: CGSize(width: 320, height: 568), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 640, height: 1136),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.compact, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            portraitStatusBarHeight: 20, landscapeStatusBarHeight: 0, hasHomeIndicator: false,
            interfaceBuilderID: "retina4_0", displayGamut: .SRGB, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPhone 6", idiom: .phone, year: 2014, screenClass: "4.7in",
            portraitSize: CGSize(width: 375, height: 667), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 750, height: 1334),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.compact, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            portraitStatusBarHeight: 20, landscapeStatusBarHeight: 0, hasHomeIndicator: false,
            interfaceBuilderID: "retina4_7", displayGamut: .SRGB, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPhone 6 Plus", idiom: .phone, year: 2014, screenClass: "5.5in",
            portraitSize: CGSize(width: 414, height: 736), scale: 3, nativeScale: 2.608,
            nativePixels: PixelSize(width: 1080, height: 1920), renderedPixels: PixelSize(width: 1242, height: 2208),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.regular, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            portraitStatusBarHeight: 20, landscapeStatusBarHeight: 0, hasHomeIndicator: false,
            interfaceBuilderID: "retina5_5", displayGamut: .SRGB, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPhone 6s", idiom: .phone, year: 2015, screenClass: "4.7in",
            portraitSize: CGSize(width: 375, height: 667), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 750, height: 1334),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.compact, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            portraitStatusBarHeight: 20, landscapeStatusBarHeight: 0, hasHomeIndicator: false,
            interfaceBuilderID: "retina4_7", displayGamut: .SRGB, forceTouchCapability: .available
        ),
        Device(
            name: "iPhone 6s Plus", idiom: .phone, year: 2015, screenClass: "5.5in",
            portraitSize: CGSize(width: 414, height: 736), scale: 3, nativeScale: 2.608,
            nativePixels: PixelSize(width: 1080, height: 1920), renderedPixels: PixelSize(width: 1242, height: 2208),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.regular, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            portraitStatusBarHeight: 20, landscapeStatusBarHeight: 0, hasHomeIndicator: false,
            interfaceBuilderID: "retina5_5", displayGamut: .SRGB, forceTouchCapability: .available
        ),
        Device(
            name: "iPhone SE (1st generation)", idiom: .phone, year: 2016, screenClass: "4in",
            portraitSize: CGSize(width: 320, height: 568), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 640, height: 1136),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.compact, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            portraitStatusBarHeight: 20, landscapeStatusBarHeight: 0, hasHomeIndicator: false,
            interfaceBuilderID: "retina4_0", displayGamut: .SRGB, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPhone 7", idiom: .phone, year: 2016, screenClass: "4.7in",
            portraitSize: CGSize(width: 375, height: 667), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 750, height: 1334),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.compact, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            portraitStatusBarHeight: 20, landscapeStatusBarHeight: 0, hasHomeIndicator: false,
            interfaceBuilderID: "retina4_7", displayGamut: .P3, forceTouchCapability: .available
        ),
        Device(
            name: "iPhone 7 Plus", idiom: .phone, year: 2016, screenClass: "5.5in",
            portraitSize: CGSize(width: 414, height: 736), scale: 3, nativeScale: 2.608,
            nativePixels: PixelSize(width: 1080, height: 1920), renderedPixels: PixelSize(width: 1242, height: 2208),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.regular, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            portraitStatusBarHeight: 20, landscapeStatusBarHeight: 0, hasHomeIndicator: false,
            interfaceBuilderID: "retina5_5", displayGamut: .P3, forceTouchCapability: .available
        ),
        Device(
            name: "iPhone 8", idiom: .phone, year: 2017, screenClass: "4.7in",
            portraitSize: CGSize(width: 375, height: 667), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 750, height: 1334),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.compact, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            portraitStatusBarHeight: 20, landscapeStatusBarHeight: 0, hasHomeIndicator: false,
            interfaceBuilderID: "retina4_7", displayGamut: .P3, forceTouchCapability: .available
        ),
        Device(
            name: "iPhone 8 Plus", idiom: .phone, year: 2017, screenClass: "5.5in",
            portraitSize: CGSize(width: 414, height: 736), scale: 3, nativeScale: 2.608,
            nativePixels: PixelSize(width: 1080, height: 1920), renderedPixels: PixelSize(width: 1242, height: 2208),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.regular, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            portraitStatusBarHeight: 20, landscapeStatusBarHeight: 0, hasHomeIndicator: false,
            interfaceBuilderID: "retina5_5", displayGamut: .P3, forceTouchCapability: .available
        ),
        Device(
            name: "iPhone X", idiom: .phone, year: 2017, screenClass: "5.8in",
            portraitSize: CGSize(width: 375, height: 812), scale: 3, nativeScale: 3,
            nativePixels: PixelSize(width: 1125, height: 2436),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.compact, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44),
            portraitStatusBarHeight: 44, landscapeStatusBarHeight: 0, hasHomeIndicator: true,
            interfaceBuilderID: "retina5_9", displayGamut: .P3, forceTouchCapability: .available
        ),
        Device(
            name: "iPhone XS", idiom: .phone, year: 2018, screenClass: "5.8in",
            portraitSize: CGSize(width: 375, height: 812), scale: 3, nativeScale: 3,
            nativePixels: PixelSize(width: 1125, height: 2436),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.compact, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44),
            portraitStatusBarHeight: 44, landscapeStatusBarHeight: 0, hasHomeIndicator: true,
            interfaceBuilderID: "retina5_9", displayGamut: .P3, forceTouchCapability: .available
        ),
        Device(
            name: "iPhone XS Max", idiom: .phone, year: 2018, screenClass: "6.5in",
            portraitSize: CGSize(width: 414, height: 896), scale: 3, nativeScale: 3,
            nativePixels: PixelSize(width: 1242, height: 2688),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.regular, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44),
            portraitStatusBarHeight: 44, landscapeStatusBarHeight: 0, hasHomeIndicator: true,
            interfaceBuilderID: "retina6_5", displayGamut: .P3, forceTouchCapability: .available
        ),
        Device(
            name: "iPhone XR", idiom: .phone, year: 2018, screenClass: "6.1in-lcd",
            portraitSize: CGSize(width: 414, height: 896), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 828, height: 1792),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.regular, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 48, left: 0, bottom: 34, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 48, bottom: 21, right: 48),
            portraitStatusBarHeight: 48, landscapeStatusBarHeight: 0, hasHomeIndicator: true,
            interfaceBuilderID: "retina6_1", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPhone 11", idiom: .phone, year: 2019, screenClass: "6.1in-lcd",
            portraitSize: CGSize(width: 414, height: 896), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 828, height: 1792),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.regular, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 48, left: 0, bottom: 34, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 48, bottom: 21, right: 48),
            portraitStatusBarHeight: 48, landscapeStatusBarHeight: 0, hasHomeIndicator: true,
            interfaceBuilderID: "retina6_1", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPhone 11 Pro", idiom: .phone, year: 2019, screenClass: "5.8in",
            portraitSize: CGSize(width: 375, height: 812), scale: 3, nativeScale: 3,
            nativePixels: PixelSize(width: 1125, height: 2436),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.compact, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44),
            portraitStatusBarHeight: 44, landscapeStatusBarHeight: 0, hasHomeIndicator: true,
            interfaceBuilderID: "retina5_9", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPhone 11 Pro Max", idiom: .phone, year: 2019, screenClass: "6.5in",
            portraitSize: CGSize(width: 414, height: 896), scale: 3, nativeScale: 3,
            nativePixels: PixelSize(width: 1242, height: 2688),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.regular, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44),
            portraitStatusBarHeight: 44, landscapeStatusBarHeight: 0, hasHomeIndicator: true,
            interfaceBuilderID: "retina6_5", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPhone SE (2nd generation)", idiom: .phone, year: 2020, screenClass: "4.7in",
            portraitSize: CGSize(width: 375, height: 667), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 750, height: 1334),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.compact, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            portraitStatusBarHeight: 20, landscapeStatusBarHeight: 0, hasHomeIndicator: false,
            interfaceBuilderID: "retina4_7", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPhone 12 mini", idiom: .phone, year: 2020, screenClass: "5.4in",
            portraitSize: CGSize(width: 375, height: 812), scale: 3, nativeScale: 2.88,
            nativePixels: PixelSize(width: 1080, height: 2340), renderedPixels: PixelSize(width: 1125, height: 2436),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.compact, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50),
            portraitStatusBarHeight: 44, landscapeStatusBarHeight: 0, hasHomeIndicator: true,
            interfaceBuilderID: "retina5_4", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPhone 12", idiom: .phone, year: 2020, screenClass: "6.1in-notch",
            portraitSize: CGSize(width: 390, height: 844), scale: 3, nativeScale: 3,
            nativePixels: PixelSize(width: 1170, height: 2532),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.compact, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
            portraitStatusBarHeight: 47, landscapeStatusBarHeight: 0, hasHomeIndicator: true,
            interfaceBuilderID: "retina6_0", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPhone 12 Pro", idiom: .phone, year: 2020, screenClass: "6.1in-notch",
            portraitSize: CGSize(width: 390, height: 844), scale: 3, nativeScale: 3,
            nativePixels: PixelSize(width: 1170, height: 2532),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.compact, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
            portraitStatusBarHeight: 47, landscapeStatusBarHeight: 0, hasHomeIndicator: true,
            interfaceBuilderID: "retina6_0", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPhone 12 Pro Max", idiom: .phone, year: 2020, screenClass: "6.7in-notch",
            portraitSize: CGSize(width: 428, height: 926), scale: 3, nativeScale: 3,
            nativePixels: PixelSize(width: 1284, height: 2778),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.regular, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
            portraitStatusBarHeight: 47, landscapeStatusBarHeight: 0, hasHomeIndicator: true,
            interfaceBuilderID: "retina6_7", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPhone 13 mini", idiom: .phone, year: 2021, screenClass: "5.4in",
            portraitSize: CGSize(width: 375, height: 812), scale: 3, nativeScale: 2.88,
            nativePixels: PixelSize(width: 1080, height: 2340), renderedPixels: PixelSize(width: 1125, height: 2436),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.compact, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50),
            portraitStatusBarHeight: 44, landscapeStatusBarHeight: 0, hasHomeIndicator: true,
            interfaceBuilderID: "retina5_4", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPhone 13", idiom: .phone, year: 2021, screenClass: "6.1in-notch",
            portraitSize: CGSize(width: 390, height: 844), scale: 3, nativeScale: 3,
            nativePixels: PixelSize(width: 1170, height: 2532),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.compact, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
            portraitStatusBarHeight: 47, landscapeStatusBarHeight: 0, hasHomeIndicator: true,
            interfaceBuilderID: "retina6_0", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPhone 13 Pro", idiom: .phone, year: 2021, screenClass: "6.1in-notch",
            portraitSize: CGSize(width: 390, height: 844), scale: 3, nativeScale: 3,
            nativePixels: PixelSize(width: 1170, height: 2532),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.compact, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
            portraitStatusBarHeight: 47, landscapeStatusBarHeight: 0, hasHomeIndicator: true,
            interfaceBuilderID: "retina6_0", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPhone 13 Pro Max", idiom: .phone, year: 2021, screenClass: "6.7in-notch",
            portraitSize: CGSize(width: 428, height: 926), scale: 3, nativeScale: 3,
            nativePixels: PixelSize(width: 1284, height: 2778),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.regular, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
            portraitStatusBarHeight: 47, landscapeStatusBarHeight: 0, hasHomeIndicator: true,
            interfaceBuilderID: "retina6_7", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPhone SE (3rd generation)", idiom: .phone, year: 2022, screenClass: "4.7in",
            portraitSize: CGSize(width: 375, height: 667), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 750, height: 1334),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.compact, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            portraitStatusBarHeight: 20, landscapeStatusBarHeight: 0, hasHomeIndicator: false,
            interfaceBuilderID: "retina4_7", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPhone 14", idiom: .phone, year: 2022, screenClass: "6.1in-notch",
            portraitSize: CGSize(width: 390, height: 844), scale: 3, nativeScale: 3,
            nativePixels: PixelSize(width: 1170, height: 2532),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.compact, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
            portraitStatusBarHeight: 47, landscapeStatusBarHeight: 0, hasHomeIndicator: true,
            interfaceBuilderID: "retina6_0", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPhone 14 Plus", idiom: .phone, year: 2022, screenClass: "6.7in-notch",
            portraitSize: CGSize(width: 428, height: 926), scale: 3, nativeScale: 3,
            nativePixels: PixelSize(width: 1284, height: 2778),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.regular, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
            portraitStatusBarHeight: 47, landscapeStatusBarHeight: 0, hasHomeIndicator: true,
            interfaceBuilderID: "retina6_7", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPhone 14 Pro", idiom: .phone, year: 2022, screenClass: "6.1in-island",
            portraitSize: CGSize(width: 393, height: 852), scale: 3, nativeScale: 3,
            nativePixels: PixelSize(width: 1179, height: 2556),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.compact, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
            portraitStatusBarHeight: 54, landscapeStatusBarHeight: 0, hasHomeIndicator: true,
            interfaceBuilderID: "retina6_12", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPhone 14 Pro Max", idiom: .phone, year: 2022, screenClass: "6.7in-island",
            portraitSize: CGSize(width: 430, height: 932), scale: 3, nativeScale: 3,
            nativePixels: PixelSize(width: 1290, height: 2796),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.regular, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
            portraitStatusBarHeight: 54, landscapeStatusBarHeight: 0, hasHomeIndicator: true,
            interfaceBuilderID: "retina6_72", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPhone 15", idiom: .phone, year: 2023, screenClass: "6.1in-island",
            portraitSize: CGSize(width: 393, height: 852), scale: 3, nativeScale: 3,
            nativePixels: PixelSize(width: 1179, height: 2556),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.compact, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
            portraitStatusBarHeight: 54, landscapeStatusBarHeight: 0, hasHomeIndicator: true,
            interfaceBuilderID: "retina6_12", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPhone 15 Plus", idiom: .phone, year: 2023, screenClass: "6.7in-island",
            portraitSize: CGSize(width: 430, height: 932), scale: 3, nativeScale: 3,
            nativePixels: PixelSize(width: 1290, height: 2796),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.regular, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
            portraitStatusBarHeight: 54, landscapeStatusBarHeight: 0, hasHomeIndicator: true,
            interfaceBuilderID: "retina6_72", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPhone 15 Pro", idiom: .phone, year: 2023, screenClass: "6.1in-island",
            portraitSize: CGSize(width: 393, height: 852), scale: 3, nativeScale: 3,
            nativePixels: PixelSize(width: 1179, height: 2556),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.compact, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
            portraitStatusBarHeight: 54, landscapeStatusBarHeight: 0, hasHomeIndicator: true,
            interfaceBuilderID: "retina6_12", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPhone 15 Pro Max", idiom: .phone, year: 2023, screenClass: "6.7in-island",
            portraitSize: CGSize(width: 430, height: 932), scale: 3, nativeScale: 3,
            nativePixels: PixelSize(width: 1290, height: 2796),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.regular, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
            portraitStatusBarHeight: 54, landscapeStatusBarHeight: 0, hasHomeIndicator: true,
            interfaceBuilderID: "retina6_72", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPhone 16", idiom: .phone, year: 2024, screenClass: "6.1in-island",
            portraitSize: CGSize(width: 393, height: 852), scale: 3, nativeScale: 3,
            nativePixels: PixelSize(width: 1179, height: 2556),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.compact, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
            portraitStatusBarHeight: 54, landscapeStatusBarHeight: 0, hasHomeIndicator: true,
            interfaceBuilderID: "retina6_12", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPhone 16 Plus", idiom: .phone, year: 2024, screenClass: "6.7in-island",
            portraitSize: CGSize(width: 430, height: 932), scale: 3, nativeScale: 3,
            nativePixels: PixelSize(width: 1290, height: 2796),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.regular, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
            portraitStatusBarHeight: 54, landscapeStatusBarHeight: 0, hasHomeIndicator: true,
            interfaceBuilderID: "retina6_72", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPhone 16 Pro", idiom: .phone, year: 2024, screenClass: "6.3in-island",
            portraitSize: CGSize(width: 402, height: 874), scale: 3, nativeScale: 3,
            nativePixels: PixelSize(width: 1206, height: 2622),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.compact, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 62, bottom: 21, right: 62),
            portraitStatusBarHeight: nil, landscapeStatusBarHeight: 0, hasHomeIndicator: true,
            interfaceBuilderID: "retina6_3", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPhone 16 Pro Max", idiom: .phone, year: 2024, screenClass: "6.9in-island",
            portraitSize: CGSize(width: 440, height: 956), scale: 3, nativeScale: 3,
            nativePixels: PixelSize(width: 1320, height: 2868),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.regular, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 62, bottom: 21, right: 62),
            portraitStatusBarHeight: nil, landscapeStatusBarHeight: 0, hasHomeIndicator: true,
            interfaceBuilderID: nil, displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPhone 16e", idiom: .phone, year: 2025, screenClass: "6.1in-notch",
            portraitSize: CGSize(width: 390, height: 844), scale: 3, nativeScale: 3,
            nativePixels: PixelSize(width: 1170, height: 2532),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.compact, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
            portraitStatusBarHeight: 47, landscapeStatusBarHeight: 0, hasHomeIndicator: true,
            interfaceBuilderID: "retina6_0", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPhone 17", idiom: .phone, year: 2025, screenClass: "6.3in-island",
            portraitSize: CGSize(width: 402, height: 874), scale: 3, nativeScale: 3,
            nativePixels: PixelSize(width: 1206, height: 2622),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.compact, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 62, bottom: 21, right: 62),
            portraitStatusBarHeight: nil, landscapeStatusBarHeight: 0, hasHomeIndicator: true,
            interfaceBuilderID: nil, displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPhone Air", idiom: .phone, year: 2025, screenClass: "6.5in-air",
            portraitSize: CGSize(width: 420, height: 912), scale: 3, nativeScale: 3,
            nativePixels: PixelSize(width: 1260, height: 2736),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.regular, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 68, left: 0, bottom: 34, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 68, bottom: 20, right: 68),
            portraitStatusBarHeight: nil, landscapeStatusBarHeight: 0, hasHomeIndicator: true,
            interfaceBuilderID: nil, displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPhone 17 Pro", idiom: .phone, year: 2025, screenClass: "6.3in-island",
            portraitSize: CGSize(width: 402, height: 874), scale: 3, nativeScale: 3,
            nativePixels: PixelSize(width: 1206, height: 2622),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.compact, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 62, bottom: 21, right: 62),
            portraitStatusBarHeight: nil, landscapeStatusBarHeight: 0, hasHomeIndicator: true,
            interfaceBuilderID: nil, displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPhone 17 Pro Max", idiom: .phone, year: 2025, screenClass: "6.9in-island",
            portraitSize: CGSize(width: 440, height: 956), scale: 3, nativeScale: 3,
            nativePixels: PixelSize(width: 1320, height: 2868),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.regular, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 62, bottom: 21, right: 62),
            portraitStatusBarHeight: nil, landscapeStatusBarHeight: 0, hasHomeIndicator: true,
            interfaceBuilderID: nil, displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPhone 17e", idiom: .phone, year: 2026, screenClass: "6.1in-notch",
            portraitSize: CGSize(width: 390, height: 844), scale: 3, nativeScale: 3,
            nativePixels: PixelSize(width: 1170, height: 2532),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.compact, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
            portraitStatusBarHeight: 47, landscapeStatusBarHeight: 0, hasHomeIndicator: true,
            interfaceBuilderID: "retina6_0", displayGamut: .P3, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPod touch (5th generation)", idiom: .phone, year: 2012, screenClass: "4in",
            portraitSize: CGSize(width: 320, height: 568), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 640, height: 1136),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.compact, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            portraitStatusBarHeight: 20, landscapeStatusBarHeight: 0, hasHomeIndicator: false,
            interfaceBuilderID: "retina4_0", displayGamut: .SRGB, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPod touch (6th generation)", idiom: .phone, year: 2015, screenClass: "4in",
            portraitSize: CGSize(width: 320, height: 568), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 640, height: 1136),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.compact, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            portraitStatusBarHeight: 20, landscapeStatusBarHeight: 0, hasHomeIndicator: false,
            interfaceBuilderID: "retina4_0", displayGamut: .SRGB, forceTouchCapability: .unavailable
        ),
        Device(
            name: "iPod touch (7th generation)", idiom: .phone, year: 2019, screenClass: "4in",
            portraitSize: CGSize(width: 320, height: 568), scale: 2, nativeScale: 2,
            nativePixels: PixelSize(width: 640, height: 1136),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.compact, .compact),
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            portraitStatusBarHeight: 20, landscapeStatusBarHeight: 0, hasHomeIndicator: false,
            interfaceBuilderID: "retina4_0", displayGamut: .SRGB, forceTouchCapability: .unavailable
        ),
    ]
}
