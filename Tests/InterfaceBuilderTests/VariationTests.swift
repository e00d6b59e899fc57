import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing
import TestSupport

@Suite("Size-class variations: installed sets and overrides")
struct VariationTests {
    static let anyAny = IBTraits.any
    static let wCompactHRegular = IBTraits(horizontalSizeClass: .compact, verticalSizeClass: .regular, idiom: .phone)
    static let wCompactHCompact = IBTraits(horizontalSizeClass: .compact, verticalSizeClass: .compact, idiom: .phone)
    static let wRegularHCompact = IBTraits(horizontalSizeClass: .regular, verticalSizeClass: .compact, idiom: .phone)
    static let wRegularHRegular = IBTraits(horizontalSizeClass: .regular, verticalSizeClass: .regular, idiom: .pad)

    /// A storyboard of one scene: controller `vc`, its 600 × 600 root view `root` holding
    /// `content` (verbatim, after the frame).
    static func rootViewStoryboard(_ content: String) -> String {
        storyboard(scenes: """
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
        \(content)
                            </view>
                        </viewController>
                    </objects>
                </scene>
        """)
    }

    static func installed(_ document: IBDocument, owner: String) -> Set<String> {
        Set(document.object(withID: owner)?.constraints.filter(\.isInstalled).map(\.id) ?? [])
    }

    @Test("keys: default, one class, both classes height first, idiom")
    func keys() {
        #expect(IBVariationKey("default").isDefault)
        let both = IBVariationKey("heightClass=compact-widthClass=regular")
        #expect(both.heightClass == .compact)
        #expect(both.widthClass == .regular)
        #expect(both.matches(Self.wRegularHCompact))
        #expect(!both.matches(Self.wCompactHCompact))
        #expect(IBVariationKey("heightClass=compact").matches(Self.wCompactHCompact))
        #expect(!IBVariationKey("heightClass=compact").matches(Self.anyAny))
        #expect(IBVariationKey("userInterfaceIdiom=mac").idiom == .mac)
        #expect(!IBVariationKey("userInterfaceIdiom=mac").matches(Self.wRegularHRegular))
        #expect(IBVariationKey("widthClass=huge").unknownParts == ["widthClass=huge"])
        #expect(both.specificity > IBVariationKey("widthClass=regular").specificity)
        #expect(IBVariationKey("widthClass=regular").specificity > IBVariationKey("heightClass=compact").specificity)
    }

    @Test("AdaptivePhotos profile: default excludes, heightClass=compact swaps the layout", .requiresSharedFolder)
    func adaptivePhotosProfile() throws {
        let document = try CorpusDocuments.document("001_apple_AdaptivePhotos_iOS8_Main.storyboard")
        let all: Set<String> = ["1KS-f3-MGb", "3ow-u5-Be7", "9dJ-ca-nsU", "De7-bs-azu", "FpL-81-X9D", "JDX-vy-vbl", "LFO-iI-wuZ", "Lea-cm-wnx", "Sm2-UJ-c7z",
                                "Ubi-1d-6bL", "VNM-G1-Sog", "ZDl-RZ-yPn", "d2D-4h-ERv", "g48-F0-ChK", "ite-zU-MTi", "tIR-Tm-Ar0", "tVL-xR-idT", "yiX-eX-H4D"]
        let base = all.subtracting(["9dJ-ca-nsU", "d2D-4h-ERv", "VNM-G1-Sog", "LFO-iI-wuZ", "ZDl-RZ-yPn"])
        let compactHeight = all.subtracting(["3ow-u5-Be7", "Lea-cm-wnx", "ite-zU-MTi", "De7-bs-azu", "FpL-81-X9D"])
        #expect(Self.installed(document, owner: "qg4-Pc-6OK") == base, "the file as read is Any/Any")
        #expect(Self.installed(document.resolved(for: Self.anyAny), owner: "qg4-Pc-6OK") == base)
        #expect(Self.installed(document.resolved(for: Self.wCompactHRegular), owner: "qg4-Pc-6OK") == base)
        #expect(Self.installed(document.resolved(for: Self.wRegularHRegular), owner: "qg4-Pc-6OK") == base)
        #expect(Self.installed(document.resolved(for: Self.wCompactHCompact), owner: "qg4-Pc-6OK") == compactHeight)
        #expect(Self.installed(document.resolved(for: Self.wRegularHCompact), owner: "qg4-Pc-6OK") == compactHeight)
        let resolution = document.resolution(for: Self.wCompactHCompact)
        #expect(resolution.isInstalled("ZDl-RZ-yPn"))
        #expect(!resolution.isInstalled("FpL-81-X9D"))
    }

    @Test("AdaptivePhotos rating views: frames stored per size class (Xcode 6)", .requiresSharedFolder)
    func perClassFrames() throws {
        let document = try CorpusDocuments.document("001_apple_AdaptivePhotos_iOS8_Main.storyboard")
        let base = try #require(document.object(withID: "zwg-1c-0zH"))
        #expect(base.frame == IBRect(x: 380, y: 530, width: 200, height: 50))
        #expect(!base.isMisplaced)
        let compact = try #require(document.resolved(for: Self.wCompactHCompact).object(withID: "zwg-1c-0zH"))
        #expect(compact.frame == IBRect(x: 8, y: 542, width: 384, height: 50))
        #expect(compact.isMisplaced && compact.isAmbiguous)
        let regularHeight = try #require(document.resolved(for: Self.wCompactHRegular).object(withID: "1wQ-0Y-ahR"))
        #expect(regularHeight.frame == IBRect(x: 380, y: 462, width: 200, height: 60))
        #expect(document.xmlString() == String(decoding: Corpus.entry("001_apple_AdaptivePhotos_iOS8_Main.storyboard")!.data, as: UTF8.self), "resolution leaves the XML alone")
    }

    @Test("FunWithSizeClasses: a subview and its constraints exist only in wR hR", .requiresSharedFolder)
    func subviewMask() throws {
        let document = try CorpusDocuments.document("181_funwithsizeclasses_CustomView.xib")
        let base = try #require(document.object(withID: "2Fd-X4-Na5"))
        #expect(!base.isInstalled)
        let regular = try #require(document.resolved(for: Self.wRegularHRegular).object(withID: "2Fd-X4-Na5"))
        #expect(regular.isInstalled)
        #expect(document.resolved(for: Self.wRegularHCompact).object(withID: "2Fd-X4-Na5")?.isInstalled == false)
        let regularConstraints = Self.installed(document.resolved(for: Self.wRegularHRegular), owner: "iN0-l3-epB")
        #expect(regularConstraints.isSuperset(of: ["S4T-Ih-3Sq", "ckE-Lp-BTn"]))
        #expect(!regularConstraints.contains("wro-hL-qaF"), "excluded in wR hR too")
        #expect(Self.installed(document, owner: "iN0-l3-epB").isDisjoint(with: ["S4T-Ih-3Sq", "ckE-Lp-BTn", "wro-hL-qaF"]))
        #expect(Self.installed(document, owner: "2Fd-X4-Na5").isEmpty)
        #expect(Self.installed(document.resolved(for: Self.wRegularHRegular), owner: "2Fd-X4-Na5") == ["cpd-bE-LCb", "jmh-Fa-wxc"])
    }

    @Test("AVCamFilter: constraint constants overridden for compact height", .requiresSharedFolder)
    func constantOverrides() throws {
        let document = try CorpusDocuments.document("037_apple_AVCamFilter_Main.storyboard")
        func constant(_ traits: IBTraits, _ id: String) -> Double? {
            var found: Double?
            document.resolved(for: traits).forEachObject { object in
                if let constraint = object.constraints.first(where: { $0.id == id }) { found = constraint.constant }
            }
            return found
        }
        #expect(constant(Self.anyAny, "QS6-A0-FaY") == 20)
        #expect(constant(Self.wCompactHRegular, "QS6-A0-FaY") == 20)
        #expect(constant(Self.wCompactHCompact, "QS6-A0-FaY") == -3.5527136788005009e-15)
        #expect(constant(Self.wRegularHCompact, "QS6-A0-FaY") == -3.5527136788005009e-15)
    }

    @Test("Restructure: button fonts overridden in wR hR only", .requiresSharedFolder)
    func fontOverride() throws {
        let document = try CorpusDocuments.document("055_apress1_Restructure_Main.storyboard")
        let base = try #require(document.object(withID: "o2F-45-5wp"))
        #expect(base.font == nil)
        #expect(base.state("normal")?.title == "Action One")
        let regular = try #require(document.resolved(for: Self.wRegularHRegular).object(withID: "o2F-45-5wp"))
        #expect(regular.font == IBFont(key: "fontDescription", kind: .system(weight: nil), pointSize: 20))
        #expect(document.resolved(for: Self.wCompactHRegular).object(withID: "o2F-45-5wp")?.font == nil)
    }

    @Test("stack view axis overrides: both classes (Adapt1) and width only (Habitica)", .requiresSharedFolder)
    func axisOverrides() throws {
        let adapt = try CorpusDocuments.document("072_apress3_Adapt1_Main_frameInset.storyboard")
        #expect(adapt.object(withID: "PRF-I5-u2b")?.axis == "vertical")
        #expect(adapt.resolved(for: Self.wCompactHCompact).object(withID: "PRF-I5-u2b")?.axis == "horizontal")
        #expect(adapt.resolved(for: Self.wRegularHCompact).object(withID: "PRF-I5-u2b")?.axis == "vertical")
        let habitica = try CorpusDocuments.document("123_habitica_User.storyboard")
        #expect(habitica.object(withID: "ZqI-FF-2Rc")?.axis == "vertical")
        #expect(habitica.resolved(for: Self.wRegularHCompact).object(withID: "ZqI-FF-2Rc")?.axis == "horizontal")
        #expect(habitica.resolved(for: Self.wRegularHRegular).object(withID: "ZqI-FF-2Rc")?.axis == "horizontal")
        #expect(habitica.resolved(for: Self.wCompactHRegular).object(withID: "ZqI-FF-2Rc")?.axis == "vertical")
    }

    @Test("the most specific matching variation wins, then width over height, back to Any")
    func specificity() throws {
        let text = Self.rootViewStoryboard("""
                                <constraints>
                                    <constraint firstAttribute="width" constant="1" id="c">
                                        <variation key="heightClass=compact" constant="2"/>
                                        <variation key="widthClass=compact" constant="3"/>
                                        <variation key="heightClass=compact-widthClass=compact" constant="4"/>
                                        <variation key="userInterfaceIdiom=mac" constant="5"/>
                                    </constraint>
                                    <constraint firstAttribute="height" constant="1" id="d"/>
                                </constraints>
                                <variation key="default">
                                    <mask key="constraints">
                                        <exclude reference="d"/>
                                    </mask>
                                </variation>
                                <variation key="widthClass=regular">
                                    <mask key="constraints">
                                        <include reference="d"/>
                                    </mask>
                                </variation>
                                <variation key="heightClass=regular-widthClass=regular">
                                    <mask key="constraints">
                                        <exclude reference="d"/>
                                    </mask>
                                </variation>
        """)
        let document = try IBDocument(data: Data(text.utf8), path: "specific.storyboard")
        func constraint(_ traits: IBTraits, _ id: String) -> IBConstraint? {
            document.resolved(for: traits).object(withID: "root")?.constraints.first { $0.id == id }
        }
        #expect(constraint(Self.anyAny, "c")?.constant == 1)
        #expect(constraint(Self.wRegularHCompact, "c")?.constant == 2)
        #expect(constraint(Self.wCompactHRegular, "c")?.constant == 3)
        #expect(constraint(Self.wCompactHCompact, "c")?.constant == 4)
        #expect(constraint(IBTraits(horizontalSizeClass: .compact, verticalSizeClass: .unspecified), "c")?.constant == 3)
        #expect(constraint(IBTraits(horizontalSizeClass: .regular, verticalSizeClass: .regular, idiom: .mac), "c")?.constant == 5)
        #expect(constraint(Self.anyAny, "d")?.isInstalled == false)
        #expect(constraint(Self.wCompactHRegular, "d")?.isInstalled == false)
        #expect(constraint(Self.wRegularHCompact, "d")?.isInstalled == true)
        #expect(constraint(Self.wRegularHRegular, "d")?.isInstalled == false)
    }

    @Test("a variation overrides attributes, never the id its object is found by")
    func variationDoesNotRename() throws {
        let text = Self.rootViewStoryboard("""
                                <subviews>
                                    <view alpha="1" contentMode="scaleToFill" id="box">
                                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                        <variation key="widthClass=compact" alpha="0.5" id="root"/>
                                    </view>
                                </subviews>
        """)
        let document = try IBDocument(data: Data(text.utf8), path: "rename.storyboard")
        let compact = document.resolved(for: Self.wCompactHRegular)
        #expect(compact.object(withID: "box")?.alpha == 0.5)
        #expect(compact.object(withID: "root")?.subviews.map(\.id) == ["box"])
    }

    @Test("every corpus file with variations resolves for all nine classes without diagnostics", .requiresSharedFolder)
    func corpusVariations() throws {
        let classes: [UIUserInterfaceSizeClass] = [.unspecified, .compact, .regular]
        var files = 0
        for entry in Corpus.entries where String(decoding: entry.data, as: UTF8.self).contains("<variation") {
            let document = try CorpusDocuments.document(entry.name)
            files += 1
            for horizontal in classes {
                for vertical in classes {
                    let resolution = document.resolution(for: IBTraits(horizontalSizeClass: horizontal, verticalSizeClass: vertical))
                    // Every mask reference names an object or constraint of the document.
                    for id in resolution.decisions.keys {
                        var exists = document.object(withID: id) != nil
                        if !exists { document.forEachObject { if $0.constraints.contains(where: { $0.id == id }) { exists = true } } }
                        #expect(exists, "\(entry.name): \(id)")
                    }
                }
            }
        }
        #expect(files == 26)
    }
}
