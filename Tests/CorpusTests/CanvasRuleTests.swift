import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// The rules by which ``IBSceneLayout`` reproduces Xcode's canvas (docs/interface-builder-fidelity.md),
/// each pinned on a corpus scene that shows it: the scene's frames, laid out on the document's
/// device with `--intrinsic-from-document`, are Xcode's stored frames.
@Suite("Xcode canvas rules on corpus scenes", .requiresSharedFolder)
@MainActor
struct CanvasRuleTests {
    static let folder = SharedFolder.corpusFiles

    func report(_ file: String, scene: String) throws -> IBFrameReport {
        let document = try IBDocument(contentsOf: Self.folder.appendingPathComponent(file), path: file)
        return IBSceneLayout.report(for: document, sceneID: scene)
    }

    /// Every compared view of the scene matches its stored frame (and there are some).
    /// Views in `known` are differences the scene is known to have for another reason (said where
    /// the test names them).
    func expectSceneMatches(_ report: IBFrameReport, atLeast minimum: Int, except known: Set<String> = [], sourceLocation: SourceLocation = #_sourceLocation) {
        let count = report.matchCount()
        #expect(count.compared >= minimum, sourceLocation: sourceLocation)
        let knownDifferences = report.scenes.flatMap(\.views).filter { known.contains($0.id) && $0.exclusion == nil && !$0.matches() }.count
        #expect(count.matched + knownDifferences == count.compared, "\(count.matched) of \(count.compared) views match", sourceLocation: sourceLocation)
        for view in report.scenes.flatMap(\.views) where view.exclusion == nil && !view.matches() && !known.contains(view.id) {
            Issue.record("\(view.id) \(view.className): solved \(view.frame.map { "\($0)" } ?? "-"), Xcode \(view.storedFrame.map { "\($0)" } ?? "-")", sourceLocation: sourceLocation)
        }
    }

    func frame(_ id: String, in report: IBFrameReport) -> CGRect? {
        report.scenes.flatMap(\.views).first { $0.id == id }?.frame
    }

    @Test("Xcode 10 leaves static cells below the table's visible height with a fresh content view's 8 pt margins")
    func unlaidCellsXcode10() throws {
        let report = try report("151_strongbox_Main_LARGE_xcode10_2.storyboard", scene: "1nk-SD-liu")
        expectSceneMatches(report, atLeast: 40)
        // "Delay", in a cell at y = 890 of an 896 pt table: pinned to the top and bottom margins.
        #expect(frame("895-tp-MSg", in: report) == CGRect(x: 20, y: 8, width: 43, height: 27.5))
    }

    @Test("Xcode 11 gives such cells 11 pt top and bottom and 8 pt side margins")
    func unlaidCellsXcode11() throws {
        let report = try report("153_strongbox_Upgrade.storyboard", scene: "jfE-on-vxW")
        #expect(frame("EOu-U0-iOK", in: report) == CGRect(x: 8, y: 11, width: 398, height: 63))
        expectSceneMatches(report, atLeast: 40)
    }

    @Test("Xcode 16 counts the safe area twice for a scene in no container on a home-indicator phone")
    func doubledSafeArea() throws {
        let report = try report("117_iqkeyboard_SpecialCase.storyboard", scene: "H0c-gk-sJO")
        expectSceneMatches(report, atLeast: 15)
        #expect(frame("Lsj-4F-dUH", in: report)?.minY == 96)  // 2 × 48 on the 414×896 canvas
    }

    @Test("a hidden arranged subview stays uncollapsed after the last visible one")
    func hiddenArrangedSubview() throws {
        let report = try report("043_apple_HLSCatalog2018_Main.storyboard", scene: "SwC-nA-HIj")
        #expect(frame("sXu-qc-Uur", in: report) == CGRect(x: 0, y: 57.5, width: 312, height: 1))
        expectSceneMatches(report, atLeast: 4)
    }

    @Test("an explicit None top bar hides the navigation bar; a simulated toolbar is 49 pt above the home indicator")
    func simulatedBars() throws {
        let report = try report("154_strongbox_AutoFill_MainInterface.storyboard", scene: "HFQ-UK-RJR")
        expectSceneMatches(report, atLeast: 5)
    }

    @Test("sliders and segmented controls are laid out by their alignment rectangles")
    func alignmentRectangles() throws {
        let slider = try report("046_apple_AVSimplePlayer_Main.storyboard", scene: "tne-QT-ifu")
        #expect(frame("zs2-tO-O9K", in: slider) == CGRect(x: 214, y: 617, width: 147, height: 31))
        expectSceneMatches(slider, atLeast: 8)
        let segmented = try report("152_strongbox_Main_LARGE_xcode10_1.storyboard", scene: "IEn-Is-6W8")
        #expect(frame("PGZ-5n-RKv", in: segmented)?.height == 28)  // the stack holds the 28 pt alignment rectangle of a 29 pt control
    }

    @Test("Xcode 11 drew home-button phones without a status bar")
    func xcode11StatusBar() throws {
        let report = try report("040_apple_avTouch_Swift_Main.storyboard", scene: "tne-QT-ifu")
        #expect(frame("H51-C4-dMd", in: report) == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(frame("M7n-j6-v89", in: report) == CGRect(x: 22, y: 60, width: 276, height: 21))
    }

    @Test("a root view narrower than 414 pt has 16 pt minimum margins, even on an iPad")
    func narrowRootMargins() throws {
        let report = try report("031_apple_AVAEMixer_AVAE.storyboard", scene: "lkA-sh-0u5")
        expectSceneMatches(report, atLeast: 3)
    }

    @Test("the retina6_3 canvas is the iPhone 16 Pro")
    func retina63() throws {
        let report = try report("078_netnewswire_Main.storyboard", scene: "NDp-hg-obE")
        #expect(report.deviceName == "iPhone 16 Pro")
        #expect(!report.diagnostics.contains { $0.message.contains("unknown canvas device") })
        // Edf-Sz-AqQ, in a collection view's section header: an SF Symbol image view (`chevron.down`)
        // with a 39 pt height constraint stored 29 pt tall — a symbol image's alignment insets,
        // which AdaptiveKit does not model (as netnewswire 081's `safari` symbol).
        expectSceneMatches(report, atLeast: 6, except: ["Edf-Sz-AqQ"])
    }

    @Test("inset-grouped cells have 15 pt vertical margins from Xcode 16 on")
    func insetGroupedMargins() throws {
        let report = try report("082_netnewswire_Settings.storyboard", scene: "gUB-2F-Iar")
        #expect(frame("c9W-IF-u6i", in: report) == CGRect(x: 20, y: 15, width: 167.5, height: 21.5))
    }

    @Test("a stack view whose alignment is written `top` aligns its views to the leading edge at their own widths")
    func stackAlignmentTop() throws {
        let report = try report("178_ibdecodable_LabelsWithFonts.xib", scene: "iN0-l3-epB")
        #expect(frame("Mna-bb-6HE", in: report) == CGRect(x: 0, y: 41, width: 39.5, height: 19.5))
        expectSceneMatches(report, atLeast: 4)
    }

    @Test("constraints from a scroll view's margins to its content attach to the content area, inset by the margins")
    func scrollViewMargins() throws {
        let report = try report("151_strongbox_Main_LARGE_xcode10_2.storyboard", scene: "9h4-rw-kYq")
        // topMargin / bottomMargin of the scroll view: 8 pt inside the content area, which the
        // content view's own height sizes (it is not stretched to the scroll view).
        #expect(frame("BiC-PW-cUG", in: report) == CGRect(x: 0, y: 8, width: 404, height: 230))
        expectSceneMatches(report, atLeast: 8)
    }

    @Test("a stack view with `spacingType=\"standard\"` puts the system spacing between its views")
    func standardStackSpacing() throws {
        let fields = try report("151_strongbox_Main_LARGE_xcode10_2.storyboard", scene: "mCx-TP-j9x")
        #expect(frame("oDQ-YK-5wR", in: fields) == CGRect(x: 0, y: 0, width: 326, height: 42))  // 8 pt before the 40 pt button
        expectSceneMatches(fields, atLeast: 10)
        let buttons = try report("040_apple_avTouch_Swift_Main.storyboard", scene: "tne-QT-ifu")
        #expect(frame("GsZ-Xc-bRz", in: buttons) == CGRect(x: 109.5, y: 11, width: 101, height: 22))
    }

    @Test("a page sheet is drawn 10 pt shorter than the screen with no status bar and a 56 pt navigation bar")
    func pageSheet() throws {
        let report = try report("121_habitica_Main.storyboard", scene: "Zba-Xk-CFo")
        #expect(frame("e5P-ER-Ol8", in: report) == CGRect(x: 0, y: 56, width: 428, height: 860))
    }

    @Test("a table's footer view sits below its last cell and section footer")
    func tableFooter() throws {
        let report = try report("079_netnewswire_Account.storyboard", scene: "J93-FN-Yey")
        // The last cell ends at 156; the inset-grouped section footer is 18 pt.
        #expect(frame("Vxr-5V-V6R", in: report) == CGRect(x: 0, y: 174, width: 414, height: 150))
        expectSceneMatches(report, atLeast: 2)
    }

    @Test("a freeform xib view wider than the screen is drawn whole, with a root view's 20 pt margins")
    func freeformXibView() throws {
        let report = try report("130_habitica_UserTopHeader.xib", scene: "iN0-l3-epB")
        // 600 pt wide on a 414 pt device: trailing margin ≥ 20 pt beats trailing + 8 at 999.
        #expect(frame("tP1-9i-M3A", in: report) == CGRect(x: 141, y: 0, width: 439, height: 31.5))
    }

    @Test("the 414×896 @2x canvas had a 44 pt status bar through Xcode 13.3")
    func olderXRStatusBar() throws {
        let report = try report("125_habitica_Support.storyboard", scene: "IZ5-ke-Uzz")
        #expect(frame("OnS-dW-9HT", in: report)?.minY == 88)  // 44 + the navigation bar
        expectSceneMatches(report, atLeast: 1)
    }

    @Test("the 375×812 canvas of Xcode 14 on is the iPhone mini: a 50 pt safe-area top")
    func miniCanvas() throws {
        let report = try report("113_iqkeyboard_General.storyboard", scene: "kAr-5b-4Sn")
        // Eight equal rows between the safe area's 50 pt top and its 34 pt bottom.
        #expect(frame("07C-Jx-O92", in: report) == CGRect(x: 0, y: 50, width: 375, height: 91))
        expectSceneMatches(report, atLeast: 8)
    }

    @Test("a showDetail destination inherits its source's navigation bar but not its tab bar")
    func showDetailBars() throws {
        let report = try report("121_habitica_Main.storyboard", scene: "dL9-mT-DcX")
        // 47 pt status bar + 44 pt navigation bar; down to the 34 pt home indicator, no tab bar.
        #expect(frame("S70-Y1-yfR", in: report) == CGRect(x: 0, y: 91, width: 428, height: 801))
        expectSceneMatches(report, atLeast: 4)
    }

    @Test("a placed navigation root is drawn under its navigation controller's stored bar")
    func placedNavigationRoot() throws {
        let report = try report("122_habitica_Social.storyboard", scene: "wQI-5q-dJR")
        // A 375×583 sheet root; the navigation controller stores a 56 pt bar.
        #expect(frame("vH0-3y-TsP", in: report) == CGRect(x: 16, y: 56, width: 343, height: 527))
    }

    @Test("cells of a table narrower than 414 pt have 16 pt side margins on any device")
    func narrowTableCellMargins() throws {
        let report = try report("121_habitica_Main.storyboard", scene: "8q0-MG-Oh7")
        // A 107 pt wide table on the 428 pt canvas.
        #expect(frame("NSe-QF-BRr", in: report) == CGRect(x: 16, y: 11, width: 38, height: 38))
    }

    @Test("a frame value the constraints leave free keeps its stored value")
    func ambiguousKeepsStoredFrame() throws {
        let report = try report("033_apple_QuartzDemo_Main.storyboard", scene: "Zr0-gU-zae")
        // Optional constraints of equal priority that cannot all hold trade the gradient view's
        // height against the segmented control's: every split is optimal, the canvas keeps the
        // stored one.
        #expect(frame("aPM-Ij-oUJ", in: report) == CGRect(x: 0, y: 0, width: 375, height: 533))
        #expect(frame("2jx-2r-dJp", in: report) == CGRect(x: 250, y: 541, width: 105, height: 29))
        let social = try self.report("122_habitica_Social.storyboard", scene: "xxa-gv-2b6")
        // A custom stack sized by nothing else keeps its stored height.
        #expect(frame("2HP-Lk-DqD", in: social)?.height == 182)
    }

    @Test("Xcode 11's phone sheet starts 10 pt below the status bar and keeps the home indicator's inset")
    func xcode11Sheet() throws {
        // 842 pt of the 896 pt canvas (44 pt status bar + 10).
        let chart = try report("153_strongbox_Upgrade.storyboard", scene: "r67-We-SpH")
        #expect(frame("EiU-X1-ZYW", in: chart) == CGRect(x: 0, y: 20, width: 414, height: 788))
        // Shown from a sheet's navigation controller: under its 56 pt bar.
        let answers = try report("153_strongbox_Upgrade.storyboard", scene: "St3-n5-o9L")
        #expect(frame("Sh0-gr-8ed", in: answers) == CGRect(x: 20, y: 104.5, width: 374, height: 703.5))
        expectSceneMatches(answers, atLeast: 2)
    }

    @Test("constraints of priority 501 and below do not move a view from its stored frame")
    func storedFrameBeatsWeakConstraints() throws {
        let report = try report("134_habitica_QuestProgressView.xib", scene: "9xx-zh-xCy")
        // Two views of one class with the same priority-500 height of 66: stored 130 and 216 tall.
        #expect(frame("qXJ-7K-aED", in: report) == CGRect(x: 0, y: 290, width: 409, height: 130))
        #expect(frame("MOx-8G-FqH", in: report) == CGRect(x: 0, y: 436, width: 409, height: 216))
        expectSceneMatches(report, atLeast: 19)
        let intro = try self.report("124_habitica_Intro.storyboard", scene: "sBY-4b-DpZ")
        // A priority-500 height of 40 on a view stored 50 tall.
        #expect(frame("u44-DM-dLI", in: intro) == CGRect(x: 0, y: 0, width: 240, height: 50))
    }

    @Test("a hidden arranged subview between two visible ones starts halfway across their spacing")
    func hiddenArrangedSubviewBetweenVisibleOnes() throws {
        let report = try report("124_habitica_Intro.storyboard", scene: "sBY-4b-DpZ")
        // The button above ends at 293, the view below starts at 305 (12 pt spacing).
        #expect(frame("KQj-IJ-ThB", in: report) == CGRect(x: 0, y: 299, width: 240, height: 0))
    }

    @Test("a stack view with margins of its own arranges its views inside them")
    func stackViewMargins() throws {
        let report = try report("122_habitica_Social.storyboard", scene: "uqi-fp-bWf")
        // 21 pt left and right margins on a 343 pt stack; no attribute says "relative to margins".
        #expect(frame("Yas-h0-Bvk", in: report) == CGRect(x: 21, y: 0, width: 301, height: 96))
        expectSceneMatches(report, atLeast: 5)
    }

    @Test("a navigation controller whose status bar is None draws its scenes without one")
    func navigationControllerWithoutStatusBar() throws {
        let report = try report("036_apple_AVMetadataRecordPlay_Main.storyboard", scene: "mbq-fA-0qG")
        // 8 pt below the top layout guide, which ends at the 44 pt bar (no 20 pt status bar).
        #expect(frame("32C-3r-ZrH", in: report) == CGRect(x: 16, y: 52, width: 343, height: 20))
        expectSceneMatches(report, atLeast: 4)
    }

    @Test("a navigation controller that shows its toolbar shows it under every controller pushed in it")
    func toolbarUnderPushedControllers() throws {
        let report = try report("039_apple_SamplePhotos_ObjC_Storyboard.storyboard", scene: "kWQ-TD-0bM")
        // Pushed twice from the root of a navigation controller with toolbarHidden="NO": 480 pt
        // screen − 64 pt top − 44 pt toolbar.
        #expect(frame("StA-CM-oAy", in: report) == CGRect(x: 0, y: 64, width: 320, height: 372))
        expectSceneMatches(report, atLeast: 1)
    }

    @Test("a scene presented full screen is drawn without a status bar")
    func fullScreenPresentation() throws {
        // A navigation controller presented full screen on the 428×926 canvas: its 44 pt bar at the top.
        let web = try report("121_habitica_Main.storyboard", scene: "7uA-Br-BG8")
        #expect(frame("h5h-f0-DhF", in: web) == CGRect(x: 0, y: 44, width: 428, height: 882))
        // A login scene presented full screen: 12 pt below the top layout guide, at the top.
        let login = try report("124_habitica_Intro.storyboard", scene: "sBY-4b-DpZ")
        #expect(frame("uAN-kx-bnR", in: login) == CGRect(x: 16, y: 12, width: 30, height: 30))
        expectSceneMatches(login, atLeast: 10)
    }

    @Test("a cell's content view has an 8 pt trailing margin beside an accessory")
    func accessoryTrailingMargin() throws {
        // A disclosure indicator cell: content view 348.5 pt wide, the label ends 8 pt from its edge.
        let report = try report("122_habitica_Social.storyboard", scene: "TTR-QM-ipF")
        #expect(frame("e2S-uS-OIt", in: report) == CGRect(x: 60, y: 38, width: 280.5, height: 118))
        expectSceneMatches(report, atLeast: 4)
    }

    @Test("a hidden stack view is stored as long as its content needs")
    func hiddenStackLength() throws {
        let report = try report("121_habitica_Main.storyboard", scene: "Zh2-qW-tnC")
        // 300 pt of content and 23 pt margins, centred in a 96 pt stack with 23 pt margins.
        #expect(frame("cSZ-m2-vLK", in: report) == CGRect(x: -125, y: 0, width: 346, height: 174))
        // Its arranged views are laid out 23 pt inside its margins: the 125 pt it hangs out of the
        // 96 pt stack on each side is no unsafe area (the layout engine's safe-area rule).
        #expect(frame("VLG-qn-A1o", in: report) == CGRect(x: 23, y: 44, width: 300, height: 68))
        #expect(frame("bml-Px-Q0U", in: report)?.minX ?? 0 > 92.5)
        expectSceneMatches(report, atLeast: 10)
    }

    @Test("the ipad9_7 canvas is Retina: half-point frames")
    func retinaIPadCanvas() throws {
        // Xcode 8.2 stores a 0.225 × 988 pt container 222.5 pt tall (222.3 rounded to half points).
        let report = try report("031_apple_AVAEMixer_AVAE.storyboard", scene: "WUL-58-R6M")
        #expect(report.deviceName != "iPad 2")
        #expect(frame("tzy-Kk-Cbs", in: report)?.height == 222.5)
        #expect(frame("VSs-tl-TVD", in: report)?.minY == 262.5)
    }

    @Test("cells below the table's visible height that store a layout for another width are left out")
    func cellsLaidOutForAnotherWidth() throws {
        // strongbox 152 (Xcode 10.1, 414 pt canvas): below y = 848 of the 896 pt table, labels
        // 8 pt from the leading edge and switches ending 47 pt before the trailing one — a 375 pt
        // layout in 414 pt content views.
        let stale = try report("152_strongbox_Main_LARGE_xcode10_1.storyboard", scene: "1nk-SD-liu")
        let views = stale.scenes.flatMap(\.views)
        for id in ["skt-Ka-rkZ", "M5E-PM-pTy", "IZF-YV-e8C", "50v-9v-56I"] {
            #expect(views.first { $0.id == id }?.exclusion == "in a cell laid out for another width", "\(id)")
        }
        // A cell below the visible height with only a label pinned to its leading margin shows no
        // other width: compared.
        #expect(views.first { $0.id == "WQq-ts-Ao6" }?.exclusion == nil)
        // Cells laid out before the cut are compared.
        #expect(views.first { $0.id == "IwG-Nq-2vL" }?.exclusion == nil)
        expectSceneMatches(stale, atLeast: 15)
        // Xcode 10.2's copy (151) stores its cells below the visible height laid out at 414 pt
        // (20 pt margins on both sides): compared, and matched.
        let current = try report("151_strongbox_Main_LARGE_xcode10_2.storyboard", scene: "1nk-SD-liu")
        #expect(current.scenes.flatMap(\.views).first { $0.id == "Ib2-GA-MhM" }?.exclusion == nil)
        #expect(frame("Ib2-GA-MhM", in: current)?.minX == 345)
    }

    @Test("a segmented control's baseline is its titles' baseline")
    func segmentedControlBaseline() throws {
        // Labels baseline-aligned with segmented controls ("Cap:", "Join:") no longer squeeze the
        // controls (17 and 32 pt when the baseline was the control's bottom edge): both 29 pt, and
        // the drawing view above them 527 pt tall.
        let report = try report("033_apple_QuartzDemo_Main.storyboard", scene: "Nja-X9-h1L")
        for (id, top) in [("pvV-Jm-ArC", 535.0), ("7yw-eD-PAO", 571.0)] {
            let solved = try #require(frame(id, in: report))
            #expect(abs(solved.minY - top) <= 0.5 && abs(solved.height - 29) <= 0.5, "\(id): \(solved)")
        }
        expectSceneMatches(report, atLeast: 5)
    }

    @Test("a hidden view with no visible arranged view to align to keeps its own length across")
    func hiddenViewAloneInStack() throws {
        // A fill-equally stack 36 pt tall whose only arranged view, a hidden button, is 30 pt tall.
        let report = try report("122_habitica_Social.storyboard", scene: "R4y-DV-fmp")
        #expect(frame("oXc-S6-Df9", in: report) == CGRect(x: 0, y: 0, width: 0, height: 30))
    }

    @Test("from Xcode 14 a hidden view after the last visible one, with a length of its own, is stored at the stack's start")
    func trailingHiddenViewAtStart() throws {
        // A 50 pt button after a 370 pt container, at y = 0.
        let alert = try report("131_habitica_HabiticaAlertController.xib", scene: "bkQ-it-OYY")
        #expect(frame("TbI-aA-bqR", in: alert) == CGRect(x: 0, y: 0, width: 300, height: 50))
        expectSceneMatches(alert, atLeast: 8)
        // A 61 pt view after a 1 pt separator, at y = 0.
        let party = try report("122_habitica_Social.storyboard", scene: "xxa-gv-2b6")
        #expect(frame("x2u-nW-8ZD", in: party) == CGRect(x: 0, y: 0, width: 343, height: 61))
        // A view whose only length is a priority-500 height of 100 keeps its stored 128 pt (the
        // stored frame wins over constraints of priority 501 and below).
        #expect(frame("hzg-Uh-Mra", in: party) == CGRect(x: 0, y: 0, width: 343, height: 128))
        expectSceneMatches(party, atLeast: 5)
        // With no length of its own (a collapsed activity indicator) it stays at the end.
        let buy = try report("127_habitica_BuyModal.storyboard", scene: "zTC-V5-iZH")
        #expect(frame("fw8-xB-fRi", in: buy)?.minX == 114)
    }

    @Test("views with ids Xcode does not write were written by hand: left out")
    func handWrittenViewsLeftOut() throws {
        let report = try report("081_netnewswire_Inspector.storyboard", scene: "nCF-Ns-xpY")
        let views = report.scenes.flatMap(\.views)
        #expect(views.first { $0.id == "syncContent-switch-id" }?.exclusion == "written by hand")
        #expect(views.first { $0.id == "syncContent-label-id" }?.exclusion == "written by hand")
        // The Xcode-written cell whose frames they copy is compared, and matches.
        #expect(views.first { $0.id == "6YV-K0-yPS" }?.exclusion == nil)
        #expect(frame("6YV-K0-yPS", in: report) == CGRect(x: 293, y: 11.5, width: 63, height: 28))
        expectSceneMatches(report, atLeast: 4)
        #expect(IBSceneLayout.isWrittenByHand("syncContent-cell-id"))
        #expect(!IBSceneLayout.isWrittenByHand("6YV-K0-yPS"))
        #expect(!IBSceneLayout.isWrittenByHand("52"))
    }

    @Test("cells of a phone's table 393 pt wide or wider have 20 pt side margins")
    func wideTableCellMargins() throws {
        // The 393 pt retina6_12 canvas: a label pinned 3 pt outside the leading margin at x = 17.
        let report = try report("123_habitica_User.storyboard", scene: "bx5-7e-vaI")
        #expect(frame("reg-ed-u0h", in: report) == CGRect(x: 17, y: 0, width: 24, height: 24))
        expectSceneMatches(report, atLeast: 5)
    }

    @Test("Xcode 11-12 draw a sheet on a controller's freeform canvas 54 pt shorter than it")
    func freeformSheet() throws {
        // Freeform 414×1300: a 1,246 pt root; the scroll view pinned to its safe area stops at the
        // home indicator's 34 pt.
        let report = try report("153_strongbox_Upgrade.storyboard", scene: "WHX-k8-mbY")
        #expect(frame("MSm-0H-ZL0", in: report) == CGRect(x: 0, y: 0, width: 414, height: 1212))
        expectSceneMatches(report, atLeast: 20)
    }
}
