import AdaptiveKit
import Foundation

/// One static launch image of the set apps shipped before launch screen files (iOS 7 and
/// earlier, plus the iOS 8 names for the iPhone 6 and 6 Plus that an app without a launch file
/// needs): its file name, pixel size, and the `UILaunchImages` Info.plist entry that names it.
///
/// | file | pixels | entry |
/// |---|---|---|
/// | `Default.png` | 320 × 480 | iPhone, iOS 6 and earlier at 1x (covered by the `Default` entry) |
/// | `Default@2x.png` | 640 × 960 | `Default`, 7.0, Portrait, {320, 480} |
/// | `Default-568h@2x.png` | 640 × 1136 | `Default-568h`, 7.0, Portrait, {320, 568} |
/// | `Default-667h@2x.png` | 750 × 1334 | `Default-667h`, 8.0, Portrait, {375, 667} |
/// | `Default-736h@3x.png` | 1242 × 2208 | `Default-736h`, 8.0, Portrait, {414, 736} |
/// | `Default-Landscape-736h@3x.png` | 2208 × 1242 | `Default-Landscape-736h`, 8.0, Landscape, {414, 736} |
/// | `Default-Portrait~ipad.png` | 768 × 1024 | `Default-Portrait`, 7.0, Portrait, {768, 1024} (`UILaunchImages~ipad`) |
/// | `Default-Landscape~ipad.png` | 1024 × 768 | `Default-Landscape`, 7.0, Landscape, {768, 1024} (`UILaunchImages~ipad`) |
/// | `Default-Portrait@2x~ipad.png` | 1536 × 2048 | the 2x file of `Default-Portrait` |
/// | `Default-Landscape@2x~ipad.png` | 2048 × 1536 | the 2x file of `Default-Landscape` |
///
/// Names follow Apple's launch image naming (`<basename><usage modifiers><scale modifier><device
/// modifier>.png`); `UILaunchImageName` leaves out the scale and device modifiers, and
/// `UILaunchImageSize` is the portrait size in points whatever the orientation, as Xcode writes it.
/// iOS 7 and later draw the status bar over a full-screen launch image, so the images have the
/// screen's full size.
public struct LegacyLaunchImage: Hashable, Sendable {
    /// The file name in the app bundle (`Default-568h@2x.png`).
    public let fileName: String
    /// `UILaunchImageName`: the name without scale and device modifiers (`Default-568h`).
    public let name: String
    /// `.phone` or `.pad` (`UILaunchImages` or `UILaunchImages~ipad`).
    public let idiom: UIUserInterfaceIdiom
    /// `.portrait` or `.landscapeLeft`.
    public let orientation: UIInterfaceOrientation
    /// The screen's size in points in portrait (`UILaunchImageSize`).
    public let portraitPointSize: CGSize
    /// Pixels per point (the `@2x`, `@3x` modifier).
    public let scale: CGFloat
    /// `UILaunchImageMinimumOSVersion` of the entry naming the image.
    public let minimumOSVersion: String
    /// The catalog device whose screen this is (the 1x iPhone is drawn as an iPhone 4s at 1x).
    public let deviceName: String

    /// The image's size in pixels, in its orientation.
    public var pixelSize: Device.PixelSize {
        let width = Int((portraitPointSize.width * scale).rounded()), height = Int((portraitPointSize.height * scale).rounded())
        return orientation.isLandscape ? Device.PixelSize(width: height, height: width) : Device.PixelSize(width: width, height: height)
    }

    /// Whether the image appears in `UILaunchImages` (the 1x iPhone image is only found by its
    /// name on iOS 6 and earlier; the `Default` entry covers it and its 2x file).
    public var hasOwnEntry: Bool { !(idiom == .phone && scale == 1) }

    /// The whole set, iPhone then iPad.
    public static let all: [LegacyLaunchImage] = [
        .init(fileName: "Default.png", name: "Default", idiom: .phone, orientation: .portrait,
              portraitPointSize: CGSize(width: 320, height: 480), scale: 1, minimumOSVersion: "7.0", deviceName: "iPhone 4s"),
        .init(fileName: "Default@2x.png", name: "Default", idiom: .phone, orientation: .portrait,
              portraitPointSize: CGSize(width: 320, height: 480), scale: 2, minimumOSVersion: "7.0", deviceName: "iPhone 4s"),
        .init(fileName: "Default-568h@2x.png", name: "Default-568h", idiom: .phone, orientation: .portrait,
              portraitPointSize: CGSize(width: 320, height: 568), scale: 2, minimumOSVersion: "7.0", deviceName: "iPhone 5s"),
        .init(fileName: "Default-667h@2x.png", name: "Default-667h", idiom: .phone, orientation: .portrait,
              portraitPointSize: CGSize(width: 375, height: 667), scale: 2, minimumOSVersion: "8.0", deviceName: "iPhone 6"),
        .init(fileName: "Default-736h@3x.png", name: "Default-736h", idiom: .phone, orientation: .portrait,
              portraitPointSize: CGSize(width: 414, height: 736), scale: 3, minimumOSVersion: "8.0", deviceName: "iPhone 6 Plus"),
        .init(fileName: "Default-Landscape-736h@3x.png", name: "Default-Landscape-736h", idiom: .phone, orientation: .landscapeLeft,
              portraitPointSize: CGSize(width: 414, height: 736), scale: 3, minimumOSVersion: "8.0", deviceName: "iPhone 6 Plus"),
        .init(fileName: "Default-Portrait~ipad.png", name: "Default-Portrait", idiom: .pad, orientation: .portrait,
              portraitPointSize: CGSize(width: 768, height: 1024), scale: 1, minimumOSVersion: "7.0", deviceName: "iPad 2"),
        .init(fileName: "Default-Landscape~ipad.png", name: "Default-Landscape", idiom: .pad, orientation: .landscapeLeft,
              portraitPointSize: CGSize(width: 768, height: 1024), scale: 1, minimumOSVersion: "7.0", deviceName: "iPad 2"),
        .init(fileName: "Default-Portrait@2x~ipad.png", name: "Default-Portrait", idiom: .pad, orientation: .portrait,
              portraitPointSize: CGSize(width: 768, height: 1024), scale: 2, minimumOSVersion: "7.0", deviceName: "iPad Air"),
        .init(fileName: "Default-Landscape@2x~ipad.png", name: "Default-Landscape", idiom: .pad, orientation: .landscapeLeft,
              portraitPointSize: CGSize(width: 768, height: 1024), scale: 2, minimumOSVersion: "7.0", deviceName: "iPad Air"),
    ]

    /// The device to draw the image on: the catalog device, at the image's scale.
    public func device() throws -> Device {
        let base = try Device.named(deviceName)
        guard base.scale != scale else { return base }
        let pixels = Device.PixelSize(width: Int(portraitPointSize.width * scale), height: Int(portraitPointSize.height * scale))
        return Device(
            name: "\(base.name) at \(Int(scale))x", idiom: base.idiom, year: base.year, screenClass: base.screenClass,
            portraitSize: portraitPointSize, scale: scale, nativeScale: scale, nativePixels: pixels,
            portraitSizeClasses: base.sizeClasses(for: .portrait), landscapeSizeClasses: base.sizeClasses(for: .landscapeLeft),
            portraitSafeAreaInsets: base.safeAreaInsets(for: .portrait), landscapeSafeAreaInsets: base.safeAreaInsets(for: .landscapeLeft),
            portraitStatusBarHeight: base.statusBarHeight(for: .portrait), landscapeStatusBarHeight: base.statusBarHeight(for: .landscapeLeft),
            hasHomeIndicator: base.hasHomeIndicator, interfaceBuilderID: nil, displayGamut: base.displayGamut,
            forceTouchCapability: base.forceTouchCapability)
    }

    /// The `UILaunchImages` (iPhone) and `UILaunchImages~ipad` entries naming `images`, one per
    /// name and orientation, as Info.plist values.
    public static func infoPlistEntries(for images: [LegacyLaunchImage] = all) -> [String: [[String: String]]] {
        var result: [String: [[String: String]]] = [:]
        var seen: Set<String> = []
        for image in images where image.hasOwnEntry {
            let key = image.idiom == .pad ? "UILaunchImages~ipad" : "UILaunchImages"
            guard seen.insert(key + "/" + image.name).inserted else { continue }
            result[key, default: []].append([
                "UILaunchImageMinimumOSVersion": image.minimumOSVersion,
                "UILaunchImageName": image.name,
                "UILaunchImageOrientation": image.orientation.isLandscape ? "Landscape" : "Portrait",
                "UILaunchImageSize": "{\(Int(image.portraitPointSize.width)), \(Int(image.portraitPointSize.height))}",
            ])
        }
        return result
    }

    /// The entries as an XML property list whose two keys can be copied into an Info.plist.
    public static func infoPlistXML(for images: [LegacyLaunchImage] = all) -> String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#,
            #"<plist version="1.0">"#,
            "<dict>",
        ]
        let entries = infoPlistEntries(for: images)
        for key in ["UILaunchImages", "UILaunchImages~ipad"] {
            guard let list = entries[key] else { continue }
            lines.append("\t<key>\(key)</key>")
            lines.append("\t<array>")
            for entry in list {
                lines.append("\t\t<dict>")
                for field in entry.keys.sorted() {
                    lines.append("\t\t\t<key>\(field)</key>")
                    lines.append("\t\t\t<string>\(entry[field]!)</string>")
                }
                lines.append("\t\t</dict>")
            }
            lines.append("\t</array>")
        }
        lines += ["</dict>", "</plist>", ""]
        return lines.joined(separator: "\n")
    }
}
