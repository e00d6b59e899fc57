import Foundation
import OpenStoryboard
import Testing
import UnifiedStoryboard

/// Xamarin's Unified Storyboards guide's unified storyboard game menu, from `Examples/UnifiedStoryboard/Main.storyboard`:
/// "Select Game" pushes on an iPhone and fills the detail column on an iPad; the iPad hint is
/// excluded from the compact-width size class. A picture of each state is written to
/// `.build/examples/UnifiedStoryboard/` with an `index.html`.
@MainActor
@Suite("Unified storyboard game menu", .serialized)
struct UnifiedStoryboardTests {
    static let pictures = ScenarioPictures("UnifiedStoryboard", title: "Unified Storyboard")

    private func launch(_ device: String, _ orientation: UIInterfaceOrientation = .portrait) throws -> (UIWindow, GameMenuApp) {
        let app = try GameMenuApp.launch()
        let window = UIWindow(device: try Device.named(device), orientation: orientation)
        window.rootViewController = app.split
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, app)
    }

    /// A tap on "Select Game" through the headless driver: a real touch at the button's centre,
    /// whose touch-up-inside action performs its segue.
    private func tapSelectGame(_ window: UIWindow, _ app: GameMenuApp) throws {
        let button = try #require(app.selectGameButton)
        #expect(window.button(titled: button.currentTitle ?? "") === button)
        try window.tap(button)
    }

    private func snapshot(_ window: UIWindow, _ name: String) throws {
        try Self.pictures.take(window, name)
    }

    /// The hint is installed: in the menu's view, laid out below the button, inside the column.
    private func expectHintShown(_ app: GameMenuApp, _ context: String) throws {
        let hint = try #require(app.installedHint, "\(context): the hint is installed")
        let button = try #require(app.selectGameButton)
        #expect(hint.frame.minY == button.frame.maxY + 24, "\(context): 24 pt below the button")
        #expect(hint.frame.width > 0 && hint.frame.maxX <= app.menu.view.bounds.width, "\(context): inside the menu column")
        #expect(hint.frame.height >= 2 * hint.font.pointSize, "\(context): wrapped on two lines in the 320 pt column: \(hint.frame)")
    }

    @Test("iPhone: collapsed on the menu without the hint; Select Game pushes the game")
    func iPhone() throws {
        try TextMeasurement.$taskMeasurer.withValue(PangoTextMeasurer.shared) {
            let (window, app) = try launch("iPhone 14 Pro")
            #expect(app.split.isCollapsed)
            #expect(app.navigation.viewControllers == [app.menu], "the placeholder detail was discarded on collapse")
            #expect(app.menu.traitCollection.horizontalSizeClass == .compact)
            #expect(app.installedHint == nil, "excluded from the compact width class")
            try snapshot(window, "iphone-menu")

            try tapSelectGame(window, app)
            #expect(app.navigation.viewControllers.count == 2, "pushed onto the navigation stack")
            #expect(app.navigation.topViewController?.title == "Game")
            #expect(app.split.viewControllers.count == 1)
            window.layoutIfNeeded()
            try snapshot(window, "iphone-game-pushed")
        }
    }

    @Test("iPad landscape: the menu beside the placeholder, with the hint; Select Game fills the detail column")
    func iPadLandscape() throws {
        try TextMeasurement.$taskMeasurer.withValue(PangoTextMeasurer.shared) {
            let (window, app) = try launch("iPad Air 2", .landscapeLeft)
            #expect(!app.split.isCollapsed)
            #expect(app.split.viewControllers.count == 2)
            #expect(app.split.viewControllers.last is NoGameViewController)
            try expectHintShown(app, "iPad landscape")
            try snapshot(window, "ipad-landscape-menu")

            try tapSelectGame(window, app)
            let game = try #require(app.split.viewControllers.last)
            #expect(game.title == "Game", "shown in the detail column")
            #expect(app.navigation.viewControllers == [app.menu], "nothing pushed on the menu")
            #expect(game.view.frame.minX >= app.navigation.view.frame.maxX, "the detail column is right of the menu")
            window.layoutIfNeeded()
            try snapshot(window, "ipad-landscape-game-detail")
        }
    }

    @Test("iPad: the hint goes at a compact multitasking width and comes back at full width, with the game or the placeholder beside it")
    func iPadMultitasking() throws {
        try TextMeasurement.$taskMeasurer.withValue(PangoTextMeasurer.shared) {
            let (window, app) = try launch("iPad Air 2", .landscapeLeft)
            try expectHintShown(app, "full screen")
            try tapSelectGame(window, app)

            // Split View at 1/3: compact, collapsed; the game is pushed onto the menu.
            window.resize(to: CGSize(width: 320, height: 768))
            window.layoutIfNeeded()
            #expect(app.split.traitCollection.horizontalSizeClass == .compact)
            #expect(app.split.isCollapsed)
            #expect(app.installedHint == nil, "compact width: excluded")
            #expect(app.navigation.topViewController?.title == "Game", "the game was kept and pushed onto the menu")
            try snapshot(window, "ipad-split-one-third-game")

            // Full screen again: the game goes back to the detail column, the hint comes back.
            window.resize(to: CGSize(width: 1024, height: 768))
            window.layoutIfNeeded()
            #expect(!app.split.isCollapsed)
            #expect(app.navigation.viewControllers == [app.menu])
            #expect(app.split.viewControllers.last?.title == "Game")
            #expect(app.navigation.view.frame.width == 320, "the menu is back in its column")
            try expectHintShown(app, "back to full screen with the game")
            try snapshot(window, "ipad-full-width-game")

            // At 1/3 again, back to the menu; at full screen there is no game: the placeholder.
            window.resize(to: CGSize(width: 320, height: 768))
            app.navigation.popViewController(animated: false)
            window.layoutIfNeeded()
            #expect(app.installedHint == nil)
            try snapshot(window, "ipad-split-one-third-menu")
            window.resize(to: CGSize(width: 1024, height: 768))
            window.layoutIfNeeded()
            #expect(!app.split.isCollapsed)
            #expect(app.split.viewControllers.last is NoGameViewController, "the delegate puts the placeholder back")
            try expectHintShown(app, "back to full screen without a game")
            try snapshot(window, "ipad-full-width-placeholder")
        }
    }

    @Test("Main.storyboard is in Xcode's form: canonical XML, Xcode-shaped unique ids, resolving references, sorted constraints")
    func xcodeForm() throws {
        let text = try String(contentsOf: GameMenuApp.storyboardURL, encoding: .utf8)
        let xml = IBXMLDocument.parse(text, path: "Main.storyboard")
        #expect(xml.diagnostics.isEmpty)
        #expect(xml.xmlString() == text, "written back byte for byte, as Xcode writes it")
        let document = try IBDocument(contentsOf: GameMenuApp.storyboardURL)
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
        #expect(document.kind == .storyboard && document.usesSafeAreas)
        #expect(document.device?.id == "retina6_12")

        func values(_ attribute: String) throws -> [String] {
            let pattern = try NSRegularExpression(pattern: " \(attribute)=\"([^\"]*)\"")
            return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
                String(text[Range($0.range(at: 1), in: text)!])
            }
        }
        let ids = try values("id").filter { $0 != "retina6_12" } + values("sceneID")  // all but the canvas device's
        #expect(Set(ids).count == ids.count, "ids are unique")
        let shape = try NSRegularExpression(pattern: "^[A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3}$")
        #expect(ids.filter { shape.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) == nil } == [], "Xcode's XXX-XX-XXX ids")
        let references = try values("destination") + values("reference") + values("firstItem") + values("secondItem") + values("initialViewController")
        #expect(references.filter { !ids.contains($0) } == [], "every reference names an object")

        // Xcode lists each view's constraints sorted by id.
        let lists = text.components(separatedBy: "<constraints>").dropFirst().map { $0.components(separatedBy: "</constraints>")[0] }
        for list in lists {
            let listed = try NSRegularExpression(pattern: "<constraint [^>]* id=\"([^\"]*)\"").matches(in: list, range: NSRange(list.startIndex..., in: list))
                .map { String(list[Range($0.range(at: 1), in: list)!]) }
            #expect(listed == listed.sorted(), "constraints sorted by id")
        }
        // The exclusion: the hint and its constraints are not installed for compact widths.
        let exclusion = """
                        <variation key="widthClass=compact">
                            <mask key="subviews">
                                <exclude reference="hNT-6r-a9K"/>
                            </mask>

"""
        #expect(text.contains(exclusion))
        let compact = document.resolution(for: IBTraits(horizontalSizeClass: .compact, verticalSizeClass: .regular, idiom: .phone))
        let regular = document.resolution(for: IBTraits(horizontalSizeClass: .regular, verticalSizeClass: .regular, idiom: .pad))
        #expect(!compact.isInstalled("hNT-6r-a9K") && !compact.isInstalled("Ufh-tC-dI0"))
        #expect(regular.isInstalled("hNT-6r-a9K") && regular.isInstalled("Ufh-tC-dI0"))
    }
}
