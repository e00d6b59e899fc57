import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// Canvas rules found on the wide corpus (`shared/corpus/wide`: documents of many repositories
/// nobody tuned for), each pinned on the scenes that show it: the scene's frames, laid out on the
/// document's device with `--intrinsic-from-document`, are Xcode's stored frames, and the frame the
/// rule decides is asserted on its own (docs/interface-builder-fidelity.md).
@Suite("Xcode canvas rules on wide-corpus scenes", .requiresSharedFolder)
@MainActor
struct WideCanvasRuleTests {
    static let folder = SharedFolder.wideCorpus

    func report(_ file: String, scene: String?) throws -> IBFrameReport {
        let document = try IBDocument(contentsOf: Self.folder.appendingPathComponent(file), path: file)
        return IBSceneLayout.report(for: document, sceneID: scene)
    }

    /// Every compared view of the scene matches its stored frame (and there are some).
    func expectSceneMatches(_ report: IBFrameReport, atLeast minimum: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let count = report.matchCount()
        #expect(count.compared >= minimum, sourceLocation: sourceLocation)
        #expect(count.matched == count.compared, "\(count.matched) of \(count.compared) views match", sourceLocation: sourceLocation)
        for view in report.scenes.flatMap(\.views) where view.exclusion == nil && !view.matches() {
            Issue.record("\(view.id) \(view.className): solved \(view.frame.map { "\($0)" } ?? "-"), Xcode \(view.storedFrame.map { "\($0)" } ?? "-")", sourceLocation: sourceLocation)
        }
    }

    /// The canvas rule applied to the report's scenes (and names its file under `Canvas/`).
    func expectApplies(_ rule: CanvasRule, in report: IBFrameReport, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(report.scenes.contains { $0.rules.contains(rule) }, "\(rule.name) did not apply", sourceLocation: sourceLocation)
    }

    func frame(_ id: String, in report: IBFrameReport) -> CGRect? {
        report.scenes.flatMap(\.views).first { $0.id == id }?.frame
    }

    @Test("a controller's own None status bar leaves its top layout guide 0 pt long; its safe area keeps the status bar")
    func controllerStatusBarNone() throws {
        // ibanimatable 504 (Xcode 8, iPhone 8): a label 40 pt below the top layout guide, stored at y = 40.
        let phone = try report("504_ibanimatable_DemoApp_LARGE.storyboard", scene: "XnI-Ym-alh")
        #expect(frame("YgQ-5t-TJG", in: phone)?.minY == 40)
        expectSceneMatches(phone, atLeast: 5)
        expectApplies(.controllerStatusBarNone, in: phone)
        // eidolon 575 (Xcode 8, iPad in landscape): a separator pinned to the guide from y = 90.
        let pad = try report("575_eidolon_Auction.storyboard", scene: "YCn-HC-vE3")
        #expect(frame("ecj-6U-eYB", in: pad) == CGRect(x: 643, y: 90, width: 1, height: 678))
        expectApplies(.controllerStatusBarNone, in: pad)
        // AVCam 044 (Xcode 9) is laid out by its safe area: 8 pt below it stays at y = 28.
        let document = try IBDocument(contentsOf: SharedFolder.corpusFiles.appendingPathComponent("044_apple_AVCam_Swift_Main.storyboard"), path: "044")
        let avCam = IBSceneLayout.report(for: document, sceneID: "tne-QT-ifu")
        #expect(!avCam.scenes.contains { $0.rules.contains(.controllerStatusBarNone) })
    }

    @Test("cells of a phone canvas 390 pt wide or wider have 20 pt side margins, whatever the table's width")
    func cellMarginsFollowTheCanvas() throws {
        // A 375 pt table (a popover's root) on the 414 pt canvas: labels pinned to the leading
        // margin at x = 20, to the trailing margin 20 pt from the edge.
        let esri = try report("310_esri_ViewshedLocation.storyboard", scene: "PtI-bC-RnP")
        #expect(frame("XYJ-NR-IfE", in: esri)?.minX == 20)
        expectSceneMatches(esri, atLeast: 20)
        expectApplies(.cellMargins, in: esri)
        // A 390 pt table on the 390 pt canvas (iPhone 12).
        let pass = try report("534_passforios_pass_Main.storyboard", scene: "pc3-11-f5B")
        #expect(frame("8Dc-U9-AVf", in: pass)?.minX == 20)
        expectSceneMatches(pass, atLeast: 3)
    }

    @Test("grouped cells have 15 pt vertical margins from Xcode 16 on, as inset-grouped ones")
    func groupedCellMargins() throws {
        let report = try report("424_nrfmesh_Network.storyboard", scene: "lXM-vc-FyC")
        // A label between the top and bottom margins of a 51.5 pt cell.
        #expect(frame("Mg0-0v-t3c", in: report) == CGRect(x: 20, y: 15, width: 33, height: 21.5))
        expectApplies(.cellMargins, in: report)
        expectSceneMatches(report, atLeast: 2)
    }

    @Test("Xcode 12 to 14.1 drew home-button phones without a status bar, as Xcode 11 did")
    func xcode12StatusBar() throws {
        let report = try report("338_element_DialpadViewController.storyboard", scene: "EyC-m5-6uM")
        // Pinned 16 pt below the safe area's top.
        #expect(frame("ObS-Bw-Z12", in: report)?.minY == 16)
        expectApplies(.xcode11HomeButtonStatusBar, in: report)
        expectSceneMatches(report, atLeast: 20)
        // Xcode 14.0: a navigation root's map view pinned to the safe area's top at 44 pt, under
        // the navigation bar alone.
        let packt = try self.report("514_packt16_ch17_LetsEat_Main.storyboard", scene: "tap-NJ-kGG")
        #expect(frame("GJa-q1-EeR", in: packt)?.minY == 44)
        expectSceneMatches(packt, atLeast: 1)
    }

    @Test("a 600×600 root in a document with a device is drawn at 600×600")
    func anyAnyRootWithDevice() throws {
        let report = try report("475_artsyenergy_ARSettings.storyboard", scene: "abj-9B-mjj")
        #expect(frame("UVZ-xW-oJP", in: report) == CGRect(x: 15, y: 22, width: 570, height: 32))
        expectApplies(.placedRoot, in: report)
        expectSceneMatches(report, atLeast: 3)
    }

    @Test("the 414×896 canvas keeps iOS 13's 44 pt status bar through Xcode 13.3")
    func xcode13XRStatusBar() throws {
        let report = try report("577_instructions_Basic_Examples.storyboard", scene: "WBD-GZ-Xaa")
        #expect(frame("93p-mV-MOh", in: report)?.minY == 44)
        expectApplies(.olderXRStatusBar, in: report)
        expectSceneMatches(report, atLeast: 3)
    }

    @Test("an opaque navigation bar puts the root view below it, without its inset")
    func opaqueNavigationBar() throws {
        // Xcode 14: a 375×623 root under an opaque bar, its image view at the top.
        let packt = try report("518_packt16_ch21_PhotoFilter.storyboard", scene: "OpZ-G3-rg9")
        #expect(frame("0N4-0n-ut3", in: packt) == CGRect(x: 0, y: 0, width: 375, height: 300))
        expectApplies(.opaqueBars, in: packt)
        expectSceneMatches(packt, atLeast: 2)
        // Xcode 10: a 375×603 navigation root under an opaque bar.
        let xlpager = try report("566_xlpager_Storyboard.storyboard", scene: "4ea-9j-0wV")
        #expect(frame("mzt-Sj-o9z", in: xlpager) == CGRect(x: 0, y: 0, width: 375, height: 40))
        expectSceneMatches(xlpager, atLeast: 2)
    }

    @Test("a root between opaque bars fills any device between them, as UIKit's extended layout puts it")
    func opaqueBarsOnOtherDevices() throws {
        let file = "566_xlpager_Storyboard.storyboard"
        let document = try IBDocument(contentsOf: Self.folder.appendingPathComponent(file), path: file)
        // Xcode 10 stored this navigation root 375×603 under an opaque bar on its iPhone 6 canvas.
        let canvas = IBSceneLayout.report(for: document, sceneID: "9xA-v7-4VD")
        #expect(frame("yGV-Lf-LC4", in: canvas) == CGRect(x: 0, y: 0, width: 375, height: 603))
        expectApplies(.opaqueBars, in: canvas)
        expectSceneMatches(canvas, atLeast: 4)
        // On an iPhone 15 it is as tall as the screen below the 59-pt status bar and the 44-pt
        // bar, its scroll view pinned to its bottom; it no longer keeps the canvas's size.
        let phone = IBSceneLayout.report(for: document, device: try Device.named("iPhone 15"), sceneID: "9xA-v7-4VD")
        #expect(frame("yGV-Lf-LC4", in: phone) == CGRect(x: 0, y: 0, width: 393, height: 852 - 103))
        #expect(frame("KX5-0N-ToU", in: phone) == CGRect(x: 0, y: 50, width: 393, height: 852 - 103 - 50))
        // An iPhone 4s in landscape: no status bar, a 32-pt bar.
        let small = IBSceneLayout.report(for: document, device: try Device.named("iPhone 4s"), orientation: .landscapeLeft, sceneID: "9xA-v7-4VD")
        #expect(frame("yGV-Lf-LC4", in: small) == CGRect(x: 0, y: 0, width: 480, height: 288))
        // A tab of an opaque tab bar and under an opaque navigation bar: 375×554 on the canvas.
        let tab = IBSceneLayout.report(for: document, device: try Device.named("iPhone 15"), sceneID: "Zfp-Dk-WxL")
        #expect(frame("Eak-dg-otx", in: tab) == CGRect(x: 0, y: 0, width: 393, height: 852 - 103 - 83))
    }

    @Test("on another screen, a root the canvas kept at its stored size fills it; an embedded child keeps its size")
    func otherScreens() throws {
        // Udacity 597 (Xcode 8, no device: drawn on the iPhone 8 screen it stands for): a 375×667
        // root fills an iPhone 15, its button centred there.
        let file = "597_udacitypersist_PickYourPitch_Main.storyboard"
        let document = try IBDocument(contentsOf: Self.folder.appendingPathComponent(file), path: file)
        let phone = IBSceneLayout.report(for: document, device: try Device.named("iPhone 15"), sceneID: "ufC-wZ-h7g")
        #expect(frame("kh9-bI-dsS", in: phone) == CGRect(x: 0, y: 0, width: 393, height: 852))
        let button = try #require(frame("EUe-cl-9yR", in: phone))
        #expect(abs(button.midX - 393 / 2) < 0.5)
        let canvas = IBSceneLayout.report(for: document, sceneID: "ufC-wZ-h7g")
        #expect(frame("kh9-bI-dsS", in: canvas) == CGRect(x: 0, y: 0, width: 375, height: 667))
        // xlpager 566: a child embedded in a container view keeps its 375×497 on any phone.
        let xlpager = "566_xlpager_Storyboard.storyboard"
        let embedded = IBSceneLayout.report(
            for: try IBDocument(contentsOf: Self.folder.appendingPathComponent(xlpager), path: xlpager),
            device: try Device.named("iPhone 15"), sceneID: "Ufs-nK-0Io")
        #expect(frame("fnu-Fx-A6b", in: embedded) == CGRect(x: 0, y: 0, width: 375, height: 497))
    }

    @Test("an opaque tab bar shortens the roots of its tabs and of their navigation controllers, not of scenes pushed there")
    func opaqueTabBarTabsOnly() throws {
        let file = "526_inaturalist_User_Interface_MainStoryboard.storyboard"
        let document = try IBDocument(contentsOf: Self.folder.appendingPathComponent(file), path: file)
        // Xcode 15 on an iPhone 8 Plus: the navigation root of a tab is stored 414×687 above the
        // opaque tab bar, a table view controller pushed in that tab 414×736, under it.
        let root = IBSceneLayout.report(for: document, sceneID: "5")
        #expect(frame("1W6-6t-1lE", in: root) == CGRect(x: 0, y: 0, width: 414, height: 687))
        let pushed = IBSceneLayout.report(for: document, sceneID: "PP3-HD-gqT")
        #expect(frame("VB3-46-pYv", in: pushed) == CGRect(x: 0, y: 0, width: 414, height: 736))
    }

    @Test("a root above an opaque tab bar keeps the status bar")
    func opaqueTabBar() throws {
        // A 375×618 tab root: a label pinned 30 pt below the safe area's top.
        let report = try report("566_xlpager_Storyboard.storyboard", scene: "sWd-rV-F4O")
        #expect(frame("cZN-qT-VUq", in: report)?.minY == 50)
        expectApplies(.opaqueBars, in: report)
        expectSceneMatches(report, atLeast: 4)
    }

    @Test("before Xcode 11 a phone scene of another size is drawn on a screen of its own size, with the status bar")
    func ownScreen() throws {
        // Xcode 9: an 815×660 navigation root (bar hidden) embedded in a container: 20 pt status
        // bar, 20 pt root margins (the root is 815 pt wide).
        let eidolon = try report("576_eidolon_Fulfillment.storyboard", scene: "zYP-eY-rqW")
        #expect(frame("rpc-fW-Rbb", in: eidolon) == CGRect(x: 65, y: 80, width: 315, height: 40))
        expectApplies(.ownScreenRoot, in: eidolon)
        expectSceneMatches(eidolon, atLeast: 15)
        // Xcode 10: a 1024×768 initial scene has the status bar, a 667×375 one (compact height)
        // has none.
        let synth = try report("487_synthone_MailingList.storyboard", scene: nil)
        let count = synth.matchCount()
        #expect(count.matched == count.compared && count.compared >= 70)
    }

    @Test("Xcode 10 gives the cells of a table that is not a root view 15 pt side margins")
    func xcode10SubviewTableCells() throws {
        let report = try report("386_rocketchat_Subscriptions.storyboard", scene: "aTu-g1-T0C")
        #expect(frame("MFe-Al-bKv", in: report)?.minX == 15)
        expectApplies(.subviewTableCellMargins, in: report)
        expectSceneMatches(report, atLeast: 10)
    }

    @Test("before Xcode 11 a controller whose navigation item has bar button items is drawn under a navigation bar, and so is what it pushes")
    func inferredNavigationBar() throws {
        // Pushed from the storyboard's initial table view controller (a back button item, no
        // navigation controller in the document): a stack pinned to the top layout guide at 64 pt.
        let report = try report("508_ibanimatable_UserInterface.storyboard", scene: "8Aq-1E-j6W")
        #expect(frame("Eb4-7r-Usj", in: report) == CGRect(x: 0, y: 64, width: 375, height: 603))
        expectApplies(.navigationItemBar, in: report)
        expectSceneMatches(report, atLeast: 4)
    }

    @Test("a navigation bar with large titles ends where the document stores it")
    func largeTitleBar() throws {
        // Xcode 16: a 106 pt large-title bar stored at y = 96 (the doubled status bar).
        let nrf = try report("422_nrfmesh_DFU.storyboard", scene: "S88-6k-aG4")
        #expect(frame("hp8-VT-AzX", in: nrf)?.minY == 202)
        expectApplies(.largeTitleBar, in: nrf)
        expectApplies(.doubledSafeArea, in: nrf)
        // Xcode 9: a 96 pt bar at y = 20.
        let hero = try report("503_hero_Navigation.storyboard", scene: nil)
        let count = hero.matchCount()
        #expect(count.matched == count.compared && count.compared >= 8)
    }

    @Test("the 390×844 canvas had a 44 pt status bar before Xcode 14")
    func iPhone12StatusBar() throws {
        let report = try report("316_esri_ExportTiles.storyboard", scene: "sGv-DJ-KGA")
        #expect(frame("4Ax-yA-Gum", in: report)?.minY == 44)
        expectApplies(.olderIPhone12StatusBar, in: report)
        expectSceneMatches(report, atLeast: 3)
    }

    @Test("a navigation root stored below its bar is under none of it")
    func rootBelowNavigationBar() throws {
        // Xcode 8: a 375×603 root stored at y = 64; its table view pinned to the top layout guide.
        let report = try report("556_packt10_ch9_letseat_Explore.storyboard", scene: "dDO-mw-Fpg")
        #expect(frame("y5H-P9-Eg3", in: report) == CGRect(x: 0, y: 0, width: 375, height: 603))
        #expect(!report.scenes.contains { $0.rules.contains(.placedNavigationRoot) })
    }

    @Test("an inset-grouped table's cells stored at its full width are laid out in the inset row")
    func insetGroupedRows() throws {
        // Tools version 23504: 390 pt cells of a 390 pt inset-grouped table whose text fields, pinned to
        // the content view's margins, end 20 pt before the 350 pt row's edge (x = 330).
        let report = try report("534_passforios_pass_Main.storyboard", scene: "Obl-ql-ILG")
        let field = try #require(frame("VVI-gJ-e37", in: report))
        #expect(field.minX == 20 && field.width == 310)
        expectApplies(.insetGroupedRows, in: report)
        #expect(frame("TMg-Gk-7nG", in: report)?.width == 310)
        #expect(frame("LfQ-Af-j2O", in: report)?.width == 256)
        // Labels and text fields of the key-import scenes, 303 pt wide in the 350 pt row.
        let keys = try self.report("534_passforios_pass_Main.storyboard", scene: "8Hi-tl-elT")
        #expect(frame("Rb8-zs-TGa", in: keys)?.width == 303)
        expectSceneMatches(keys, atLeast: 6)
    }

    @Test("a navigation controller shown from a scene in a tab bar controller is in that tab bar controller")
    func navigationControllerShownFromATab() throws {
        // A scene pushed inside a navigation controller that a tab's scene shows: its label,
        // 80 pt above the bottom layout guide, is above the tab bar (49 pt) and the home indicator.
        let report = try report("534_passforios_pass_Main.storyboard", scene: "AuR-rQ-G3V")
        #expect(frame("lOI-p4-BGb", in: report)?.minY == 636)
        expectApplies(.inferredContainers, in: report)
        expectSceneMatches(report, atLeast: 1)
    }
}
