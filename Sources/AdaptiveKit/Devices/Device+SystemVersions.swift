import Foundation

// Which versions of iOS each catalog model ran, and a model's screen as an older iOS shows it.
//
// `../shared/reference/devices.json` gives each model's release year and, for a few, its last iOS
// ("Last iOS: 9.x" for the iPhone 4s, "10.x" for the iPhone 5 and 5c, "9.x" for the iPad 2 and
// iPad mini); it has no field for the iOS a model shipped with. The table below restates Apple's
// release history (the iOS version each model shipped with, from its launch announcement, and the
// last major version Apple's compatibility lists include), checked against the reference where it
// says something: the first version agrees with the release year (a model released in the autumn
// ships with that autumn's iOS, one released in the spring with the previous one) and the last
// versions agree with the reference's notes. `DeviceSystemVersionTests` checks every catalog model
// has an entry and that it agrees with its year.

extension Device {
    /// The major versions of iOS this model ran: from the one it shipped with to the last Apple
    /// released for it (``SystemVersion/latest`` for models still supported).
    public var systemVersions: ClosedRange<Int> {
        let (first, last) = Self.systemVersionTable[name] ?? (Self.estimatedFirstMajor(year: year), nil)
        return first...(last ?? SystemVersion.latest.major)
    }

    /// Whether this model ever ran `version` (its major version).
    public func ran(_ version: SystemVersion) -> Bool {
        systemVersions.contains(version.major)
    }

    /// Why this model never ran `version`, as a warning for a picture drawn anyway (`nil` when it
    /// did): "the iPhone X never ran iOS 10 (it ran iOS 11 to 16)".
    public func systemVersionWarning(_ version: SystemVersion) -> String? {
        guard !ran(version) else { return nil }
        return "the \(name) never ran iOS \(version.major) (it ran \(systemVersionsDescription)): drawn as iOS \(version.major) would draw it on its screen"
    }

    /// The versions this model ran, in words: `iOS 11 to 16`, `iOS 17 and later`.
    public var systemVersionsDescription: String {
        let range = systemVersions
        return range.lowerBound == range.upperBound ? "iOS \(range.lowerBound)"
            : range.upperBound == SystemVersion.latest.major ? "iOS \(range.lowerBound) and later" : "iOS \(range.lowerBound) to \(range.upperBound)"
    }

    /// The major iOS version released in the autumn of `year` (iOS 7 in 2013 … iOS 18 in 2024,
    /// iOS 26 in 2025), for a device outside the table.
    static func estimatedFirstMajor(year: Int) -> Int {
        year >= 2025 ? 26 : max(1, year - 2006)
    }

    /// The first and last major versions by model name (`nil` last: still supported).
    static let systemVersionTable: [String: (first: Int, last: Int?)] = [
        "iPhone 4s": (5, 9), "iPhone 5": (6, 10), "iPhone 5c": (7, 10), "iPhone 5s": (7, 12),
        "iPhone 6": (8, 12), "iPhone 6 Plus": (8, 12), "iPhone 6s": (9, 15), "iPhone 6s Plus": (9, 15),
        "iPhone SE (1st generation)": (9, 15), "iPhone 7": (10, 15), "iPhone 7 Plus": (10, 15),
        "iPhone 8": (11, 16), "iPhone 8 Plus": (11, 16), "iPhone X": (11, 16),
        "iPhone XS": (12, 18), "iPhone XS Max": (12, 18), "iPhone XR": (12, 18),
        "iPhone 11": (13, nil), "iPhone 11 Pro": (13, nil), "iPhone 11 Pro Max": (13, nil),
        "iPhone SE (2nd generation)": (13, nil),
        "iPhone 12 mini": (14, nil), "iPhone 12": (14, nil), "iPhone 12 Pro": (14, nil), "iPhone 12 Pro Max": (14, nil),
        "iPhone 13 mini": (15, nil), "iPhone 13": (15, nil), "iPhone 13 Pro": (15, nil), "iPhone 13 Pro Max": (15, nil),
        "iPhone SE (3rd generation)": (15, nil),
        "iPhone 14": (16, nil), "iPhone 14 Plus": (16, nil), "iPhone 14 Pro": (16, nil), "iPhone 14 Pro Max": (16, nil),
        "iPhone 15": (17, nil), "iPhone 15 Plus": (17, nil), "iPhone 15 Pro": (17, nil), "iPhone 15 Pro Max": (17, nil),
        "iPhone 16": (18, nil), "iPhone 16 Plus": (18, nil), "iPhone 16 Pro": (18, nil), "iPhone 16 Pro Max": (18, nil),
        "iPhone 16e": (18, nil),
        "iPhone 17": (26, nil), "iPhone Air": (26, nil), "iPhone 17 Pro": (26, nil), "iPhone 17 Pro Max": (26, nil),
        "iPhone 17e": (26, nil),
        "iPod touch (5th generation)": (6, 9), "iPod touch (6th generation)": (8, 12), "iPod touch (7th generation)": (12, 15),
        "iPad 2": (4, 9), "iPad (3rd generation)": (5, 9), "iPad (4th generation)": (6, 10), "iPad mini": (6, 9),
        "iPad Air": (7, 12), "iPad mini 2": (7, 12), "iPad Air 2": (8, 15), "iPad mini 3": (8, 12), "iPad mini 4": (9, 15),
        "iPad Pro (12.9-inch) (1st generation)": (9, 16), "iPad Pro (9.7-inch)": (9, 16),
        "iPad (5th generation)": (10, 16), "iPad Pro (10.5-inch)": (10, 17), "iPad Pro (12.9-inch) (2nd generation)": (10, 17),
        "iPad (6th generation)": (11, 17),
        "iPad Pro (11-inch) (1st generation)": (12, nil), "iPad Pro (12.9-inch) (3rd generation)": (12, nil),
        "iPad Air (3rd generation)": (12, nil), "iPad mini (5th generation)": (12, nil), "iPad (7th generation)": (13, 18),
        "iPad Pro (11-inch) (2nd generation)": (13, nil), "iPad Pro (12.9-inch) (4th generation)": (13, nil),
        "iPad (8th generation)": (14, nil), "iPad Air (4th generation)": (14, nil),
        "iPad Pro (11-inch) (3rd generation)": (14, nil), "iPad Pro (12.9-inch) (5th generation)": (14, nil),
        "iPad (9th generation)": (15, nil), "iPad mini (6th generation)": (15, nil), "iPad Air (5th generation)": (15, nil),
        "iPad (10th generation)": (16, nil), "iPad Pro (11-inch) (4th generation)": (16, nil), "iPad Pro (12.9-inch) (6th generation)": (16, nil),
        "iPad Air 11-inch (M2)": (17, nil), "iPad Air 13-inch (M2)": (17, nil),
        "iPad Pro 11-inch (M4)": (17, nil), "iPad Pro 13-inch (M4)": (17, nil),
        "iPad mini (A17 Pro)": (18, nil), "iPad (A16)": (18, nil), "iPad Air 11-inch (M3)": (18, nil), "iPad Air 13-inch (M3)": (18, nil),
        "iPad Pro 11-inch (M5)": (26, nil), "iPad Pro 13-inch (M5)": (26, nil),
        "iPad Air 11-inch (M4)": (26, nil), "iPad Air 13-inch (M4)": (26, nil),
    ]

    /// This model's screen as `version` shows it:
    ///
    /// - iOS 11 and later: the catalog's (iOS 11–18 values): the model itself;
    /// - iOS 8–10: the safe area is the status bar alone (20 pt at the top where it shows: phones
    ///   in portrait, iPads in both orientations; phones hide it in landscape), nothing at the
    ///   bottom or the sides, no home indicator — what `topLayoutGuide` and `bottomLayoutGuide`
    ///   gave before bars are counted; UIKit drew the 20-pt status bar of those versions on every
    ///   screen, whatever the notch of a model that never ran them;
    /// - iOS 7: the same, the status bar also in a phone's landscape (iOS 7 did not hide it), and
    ///   no size classes: both unspecified in every orientation, so a storyboard's Any/Any layout is
    ///   used whatever the device.
    public func running(_ version: SystemVersion) -> Device {
        guard !version.hasSafeAreaInsets else { return self }
        let statusBar: CGFloat = 20
        let landscapeTop: CGFloat = idiom == .phone && version.hidesPhoneStatusBarInLandscape ? 0 : statusBar
        let unspecified = SizeClasses(.unspecified, .unspecified)
        return Device(
            name: name, idiom: idiom, year: year, screenClass: screenClass,
            portraitSize: portraitSize, scale: scale, nativeScale: nativeScale,
            nativePixels: nativePixels, renderedPixels: renderedPixels,
            portraitSizeClasses: version.hasSizeClasses ? portraitSizeClasses : unspecified,
            landscapeSizeClasses: version.hasSizeClasses ? landscapeSizeClasses : unspecified,
            portraitSafeAreaInsets: UIEdgeInsets(top: statusBar, left: 0, bottom: 0, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: landscapeTop, left: 0, bottom: 0, right: 0),
            portraitStatusBarHeight: statusBar, landscapeStatusBarHeight: landscapeTop, hasHomeIndicator: false,
            interfaceBuilderID: interfaceBuilderID, displayGamut: displayGamut, forceTouchCapability: forceTouchCapability)
    }
}
