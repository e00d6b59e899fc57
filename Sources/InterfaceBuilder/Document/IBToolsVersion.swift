/// Which Xcode wrote a document, from its tools version: the project's one table of Xcode
/// releases and the tools versions they write.
///
/// Interface Builder writes its build number as `toolsVersion` (`14490.70`); from Xcode 15 it
/// writes the constant `32700.99.1234` there and the real number as the Cocoa Touch plug-in's
/// version. The canvas rules (``CanvasRule``) that changed with an Xcode release compare against
/// the release's first tools version here; the point releases some rules changed with are here
/// too (``xcode11_4``, ``xcode14_2``), each with the corpus evidence that places it.
public enum IBToolsVersion {
    /// One Xcode release and the first tools version counted as it.
    public struct Release: Hashable, Sendable {
        /// `Xcode 16`.
        public let xcode: String
        /// The first tools version written by that release.
        public let firstToolsVersion: Double
    }

    /// Xcode 7: tools versions 7000 on (Xcode 6 writes 6xxx, up to 6254 for 6.4; Xcode 7.0 8173
    /// and later, its betas 7xxx). The root margins of the Any/Any canvas changed here.
    public static let xcode7: Double = 7000
    /// Xcode 8: tools versions 11000 on (Xcode 7.3 writes 10116–10117, Xcode 8.0 11129 and
    /// later). Xcode 8 brought the device bar: the Any/Any canvas of 600 × 600 points, on which
    /// Xcode 6 and 7 laid out documents with size classes, is older.
    public static let xcode8: Double = 11000
    /// Xcode 9: tools versions 13000 on (Xcode 8.3 writes 12118–12121, Xcode 9.0 13196 and later).
    public static let xcode9: Double = 13000
    /// Xcode 10: tools versions 14000 on.
    public static let xcode10: Double = 14000
    /// Xcode 11: tools versions 14800 on. Its betas wrote 14835–14868 (all nine of the corpus's
    /// documents of those versions, and vgruiz/Modern-Auto-Layout's outside it, have Xcode 11's
    /// `appearance` on `<device>`, and most iOS 13's system colours, which no Xcode 10 wrote),
    /// Xcode 11.0 15400 and later; Xcode 10.2 wrote 14490 (strongbox 151, which its author named
    /// for Xcode 10.2). The boundary is a choice in the gap between 14490 and 14835.
    public static let xcode11: Double = 14800
    /// Xcode 11.4: tools versions 16000 on (it writes 16096 and 16097; Xcode 11.0 to 11.3 wrote
    /// 15400–15705). Date pickers without a style are wheels before it (iOS 13.4 added styles).
    public static let xcode11_4: Double = 16000
    /// Xcode 12: tools versions 17000 on.
    public static let xcode12: Double = 17000
    /// Xcode 13: tools versions 19000 on.
    public static let xcode13: Double = 19000
    /// Xcode 14: tools versions 21000 on.
    public static let xcode14: Double = 21000
    /// Xcode 14.2: tools versions 21600 on (the corpus has Xcode 14.1 at 21507 and 14.2 at 21701;
    /// the boundary is a choice in that gap).
    public static let xcode14_2: Double = 21600
    /// Xcode 15: tools versions 22000 on.
    public static let xcode15: Double = 22000
    /// Xcode 16: tools versions 24000 on (Xcode 15.4 documents of the corpus have 23727).
    public static let xcode16: Double = 24000
    /// The first tools version whose canvas counts a home-indicator phone's safe area twice for a
    /// storyboard scene (``CanvasRule/doubledSafeArea``): 23727 does (seafile 403: navigation bars
    /// of a tab bar controller's children stored at y = 118 on the 393×852 canvas), 23504 does not
    /// (passforios 534: bars at y = 47 on the 390×844 one); the boundary is a choice in that gap.
    public static let doubledStoryboardSafeArea: Double = 23600

    /// The releases, oldest first.
    public static let releases: [Release] = [
        Release(xcode: "Xcode 10", firstToolsVersion: xcode10),
        Release(xcode: "Xcode 11", firstToolsVersion: xcode11),
        Release(xcode: "Xcode 12", firstToolsVersion: xcode12),
        Release(xcode: "Xcode 13", firstToolsVersion: xcode13),
        Release(xcode: "Xcode 14", firstToolsVersion: xcode14),
        Release(xcode: "Xcode 15", firstToolsVersion: xcode15),
        Release(xcode: "Xcode 16", firstToolsVersion: xcode16),
    ]

    /// The release that wrote a tools version (nil before Xcode 10).
    public static func release(of toolsVersion: Double) -> Release? {
        releases.last { $0.firstToolsVersion <= toolsVersion }
    }

    /// The tools version that wrote the document (`14490.70` → 14490; for `32700.99.1234`, the
    /// plug-in version); 0 when it writes none.
    public static func of(_ document: IBDocument) -> Double {
        // (Read for every view the canvas rules place: the part before the first dot, with no
        // array of parts made.)
        func major(_ text: String?) -> Double? {
            guard let text else { return nil }
            return Double(text[..<(text.firstIndex(of: ".") ?? text.endIndex)])
        }
        let tools = major(document.toolsVersion) ?? 0
        if tools == 32700 { return major(document.plugInVersion) ?? tools }
        return tools
    }
}
