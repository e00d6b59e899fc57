import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// The rules by which ``IBSceneLayout`` draws the top-level objects of `.xib` documents as Xcode's
/// canvas does (docs/interface-builder-fidelity.md), each pinned on corpus documents that show
/// it, from more than one repository where the corpus has them: with the rule the views match
/// the frames Xcode stored.
@Suite("Xcode canvas rules for xib documents", .requiresSharedFolder)
@MainActor
struct XibCanvasRuleTests {
    static let corpus = SharedFolder.corpus

    func report(_ file: String) throws -> IBFrameReport {
        let document = try IBDocument(contentsOf: Self.corpus.appendingPathComponent(file), path: file)
        var options = IBInstantiator.Options.canvas
        options.intrinsicSizesFromDocument = true
        return IBSceneLayout.report(for: document, options: options)
    }

    /// Every compared view matches its stored frame (and there are at least `minimum`).
    func expectMatches(_ file: String, atLeast minimum: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let report = try report(file)
        let count = report.matchCount()
        #expect(count.compared >= minimum, "\(file): \(count.compared) views compared", sourceLocation: sourceLocation)
        for view in report.scenes.flatMap(\.views) where view.exclusion == nil && !view.matches() {
            Issue.record("\(file) \(view.id) \(view.className): solved \(view.frame.map { "\($0)" } ?? "-"), Xcode \(view.storedFrame.map { "\($0)" } ?? "-")", sourceLocation: sourceLocation)
        }
    }

    func frame(_ id: String, in file: String) throws -> CGRect? {
        try report(file).scenes.flatMap(\.views).first { $0.id == id }?.frame
    }

    @Test("a cell's content view stored shorter than its cell is laid out at the cell's size")
    func staleCellContentFrame() throws {
        // Xcode 6.4 kept its template's 320 × 43 content view in a 320 × 111 cell: the image view
        // centred in the content view is stored 15 pt down, centred in the whole cell.
        #expect(try frame("BYf-3F-hYs", in: "wide/546_pagemenu_RecentsTableViewCell.xib") == CGRect(x: 20, y: 15, width: 64, height: 64))
        try expectMatches("wide/546_pagemenu_RecentsTableViewCell.xib", atLeast: 4)
        try expectMatches("wide/545_pagemenu_FriendTableViewCell.xib", atLeast: 4)
        // A document of my own: a 400 × 100 cell of Xcode 7 whose content view is stored
        // 320 × 43, with a view pinned 10 pt inside each edge of the content view.
        let text = xib(objects: """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="100" id="cel-st-001">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-st-001" id="cnt-st-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="43"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vie-st-001">
                                <rect key="frame" x="10" y="10" width="380" height="79.5"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="vie-st-001" firstAttribute="leading" secondItem="cnt-st-001" secondAttribute="leading" constant="10" id="con-st-001"/>
                            <constraint firstItem="vie-st-001" firstAttribute="top" secondItem="cnt-st-001" secondAttribute="top" constant="10" id="con-st-002"/>
                            <constraint firstAttribute="trailing" secondItem="vie-st-001" secondAttribute="trailing" constant="10" id="con-st-003"/>
                            <constraint firstAttribute="bottom" secondItem="vie-st-001" secondAttribute="bottom" constant="10" id="con-st-004"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            """).replacingOccurrences(of: #"toolsVersion="14113""#, with: #"toolsVersion="9531""#)
        let document = try IBDocument(data: Data(text.utf8), path: "cell.xib")
        let view = try #require(IBSceneLayout.report(for: document).scenes.flatMap(\.views).first { $0.id == "vie-st-001" })
        #expect(view.frame == CGRect(x: 10, y: 10, width: 380, height: 79.5))
        let without = IBSceneLayout.report(for: document, rules: CanvasRuleSet.all.disabling(.staleCellContentFrame))
        #expect(without.scenes.flatMap(\.views).first { $0.id == "vie-st-001" }?.frame == CGRect(x: 10, y: 10, width: 300, height: 23))
    }

    @Test("a designable label's baselines follow the line height Xcode recorded for it")
    func designableLabelBaselines() throws {
        // Corona-Warn-App's `ENALabel`s set a text style in code; a chevron sits on each title's
        // first baseline (18, 21 and 25 pt down for 23, 26.5 and 31.5 pt lines).
        #expect(try frame("bAX-5v-5eU", in: "wide/368_cwa_ExposureDetectionSurveyTableViewCell.xib")?.minY == 9)
        #expect(try frame("E2G-eI-N45", in: "wide/375_cwa_HomeShownPositiveTestResultTableViewCell.xib")?.minY == 13)
        for file in ["wide/368_cwa_ExposureDetectionSurveyTableViewCell.xib", "wide/370_cwa_FamilyMemberCoronaTestTableViewCell.xib",
                     "wide/375_cwa_HomeShownPositiveTestResultTableViewCell.xib", "wide/376_cwa_HomeTestResultTableViewCell.xib",
                     "wide/377_cwa_HomeTraceLocationsTableViewCell.xib"] {
            try expectMatches(file, atLeast: 13)
        }
    }

    @Test("a xib's top-level view has the canvas device's safe area, whatever its size")
    func topLevelSafeArea() throws {
        // A 468×360 card on the 390×844 canvas (47 / 34 pt), pinned to its safe area.
        #expect(try frame("ti7-5A-dGL", in: "wide/373_cwa_HomeLinkCardView.xib") == CGRect(x: 4, y: 71, width: 459, height: 255))
        try expectMatches("wide/373_cwa_HomeLinkCardView.xib", atLeast: 16)
        // A 600×154 view without safe-area guides: its root margins are the safe area (44 / 34 pt).
        #expect(try frame("Nx9-Zd-fca", in: "wide/522_swiftmessages_MessageView.xib") == CGRect(x: 20, y: 44, width: 560, height: 76))
        try expectMatches("wide/522_swiftmessages_MessageView.xib", atLeast: 7)
        // A view controller's 414×896 view (Xcode 13: 44 / 34 pt): a scroll view pinned to the safe area.
        #expect(try frame("lQK-F5-RWF", in: "wide/365_cwa_TraceLocationCheckinViewController.xib") == CGRect(x: 0, y: 44, width: 414, height: 743))
        #expect(try frame("OHV-KQ-Ww0", in: "wide/334_element_AuthenticationViewController.xib") == CGRect(x: 0, y: 44, width: 375, height: 768))
        try expectMatches("wide/420_vlc_VideoPlayerControls.xib", atLeast: 18)  // Xcode 15, home-button phone: 20 pt
    }

    @Test("home-button phones: a 20 pt status bar up to Xcode 10, none when wider than the screen or from Xcode 11")
    func homeButtonStatusBar() throws {
        try expectMatches("wide/465_edx_OEXLoginSplashViewController.xib", atLeast: 8)  // Xcode 10: 20 pt
        try expectMatches("wide/396_rocketchat_DirectoryFiltersView.xib", atLeast: 12)  // Xcode 10, 375×570: 20 pt
        try expectMatches("files/136_habitica_MenuNavigationBarView.xib", atLeast: 11)  // 561 pt wide: none
        // 600 pt wide: no status bar, top margin 0, side margins 20 (the width of its own screen).
        #expect(try frame("dp3-Ae-zep", in: "wide/519_swiftmessages_TacoDialogView.xib") == CGRect(x: 30, y: 10, width: 540, height: 289))
        try expectMatches("wide/519_swiftmessages_TacoDialogView.xib", atLeast: 14)
        try expectMatches("wide/462_edx_DiscussionNewPostViewController.xib", atLeast: 1)  // Xcode 11: none
        try expectMatches("wide/374_cwa_HomeStatisticsCardView.xib", atLeast: 1)  // Xcode 13: none
    }

    @Test("Xcode 16 counts a xib top-level view's safe area twice")
    func xcode16TopLevel() throws {
        try expectMatches("wide/412_vlc_VLCDonationNagScreenViewController.xib", atLeast: 7)
    }

    @Test("a landscape phone document's top-level view has the portrait safe area without a status bar")
    func landscapeTopLevel() throws {
        #expect(try frame("5qW-HU-Ng6", in: "wide/598_utm_VMDisplayMetalViewInputAccessory.xib") == CGRect(x: 8, y: 4, width: 144, height: 26))
    }

    @Test("the 414×896 and 375×812 canvases keep a 44 pt status bar up to Xcode 13")
    func xcode13StatusBar() throws {
        try expectMatches("wide/577_instructions_Basic_Examples.storyboard", atLeast: 59)
        try expectMatches("wide/587_brave_iOS_LaunchScreen.storyboard", atLeast: 7)
        try expectMatches("wide/371_cwa_HTMLViewController.xib", atLeast: 5)
    }

    @Test("a cell drawn on its own takes its side margins from its own width")
    func ownCellWidth() throws {
        // 320 pt cells on the 393 and 414 pt canvases: 16 pt, not the wide phone's 20.
        try expectMatches("wide/430_nrfmesh_HealthServer.xib", atLeast: 50)
        try expectMatches("wide/431_nrfmesh_VendorModel.xib", atLeast: 28)
        try expectMatches("wide/428_nrfmesh_GenericLevel.xib", atLeast: 28)  // Xcode 15.4 sliders: alignment insets
        try expectMatches("wide/407_seafile_SeafCell.xib", atLeast: 11)
    }

    @Test("Xcode 11 draws a cell on its own with 15 pt side margins")
    func fifteenPointCells() throws {
        try expectMatches("wide/511_loopkit_GlucoseRangeOverrideTableViewCell.xib", atLeast: 10)
        try expectMatches("wide/513_loopkit_RepeatingScheduleValueTableViewCell.xib", atLeast: 5)
        try expectMatches("wide/536_passforios_PasswordDetailTitleTableViewCell.xib", atLeast: 3)
        // Xcode 10.1: 16 pt.
        try expectMatches("wide/535_passforios_FillPasswordTableViewCell.xib", atLeast: 4)
    }

    @Test("a cell's content view written <view key=\"contentView\"> is laid out and reported with everything in it")
    func plainContentView() throws {
        for (file, minimum) in [("wide/414_vlc_MovieCollectionViewCell.xib", 21), ("wide/390_rocketchat_AudioMessageCell.xib", 10),
                                ("wide/478_matrixkit_MXKMediaCollectionViewCell.xib", 6)] {
            try expectMatches(file, atLeast: minimum)
        }
    }

    @Test("a visual effect view's content and a xib's controllers are reported")
    func effectContentAndControllers() throws {
        let ids = Set(try report("wide/378_cwa_OnboardingInfoViewController.xib").scenes.flatMap(\.views).map(\.id))
        #expect(ids.isSuperset(of: ["41w-4n-AM8", "hOL-Zb-P9t", "vo8-Zn-enn", "9f7-Oe-AOV"]))
        try expectMatches("wide/378_cwa_OnboardingInfoViewController.xib", atLeast: 22)
        try expectMatches("files/139_habitica_LaunchScreen.xib", atLeast: 3)
    }

    @Test("a collection view's section headers and footers are reported with their views")
    func sectionHeaders() throws {
        let views = try report("files/121_habitica_Main.storyboard").scenes.flatMap(\.views)
        let ids = Set(views.map(\.id))
        // A section header's stack and labels, a section footer's image views and button.
        #expect(ids.isSuperset(of: ["s7W-cO-Mih", "xhA-8b-NmG", "xmc-Sz-mph", "JcU-dL-l4V", "Lhc-vl-WcB"]))
        for id in ["s7W-cO-Mih", "xhA-8b-NmG", "xmc-Sz-mph"] {
            let view = try #require(views.first { $0.id == id })
            #expect(view.exclusion == nil && view.matches(), "\(id): solved \(view.frame.map { "\($0)" } ?? "-"), Xcode \(view.storedFrame.map { "\($0)" } ?? "-")")
        }
    }

    @Test("every view with a stored frame of a collection view cell xib appears in the report")
    func noViewMissing() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="cel-l0-001">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vie-w0-001">
                                <rect key="frame" x="10" y="10" width="180" height="80"/>
                            </view>
                        </subviews>
                    </view>
                    <constraints>
                        <constraint firstItem="vie-w0-001" firstAttribute="leading" secondItem="cel-l0-001" secondAttribute="leading" constant="10" id="con-s0-001"/>
                        <constraint firstItem="vie-w0-001" firstAttribute="top" secondItem="cel-l0-001" secondAttribute="top" constant="10" id="con-s0-002"/>
                        <constraint firstAttribute="trailing" secondItem="vie-w0-001" secondAttribute="trailing" constant="10" id="con-s0-003"/>
                        <constraint firstAttribute="bottom" secondItem="vie-w0-001" secondAttribute="bottom" constant="10" id="con-s0-004"/>
                    </constraints>
                </collectionViewCell>
            </objects>
        </document>
        """
        let document = try IBDocument(data: Data(text.utf8), path: "cell.xib")
        let views = IBSceneLayout.report(for: document).scenes.flatMap(\.views)
        let view = try #require(views.first { $0.id == "vie-w0-001" })
        #expect(view.exclusion == nil)
        #expect(view.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
    }
}
