@testable import AdaptiveKit
import Foundation
import InterfaceBuilder
@testable import Rendering
import Testing
import ImageCodecs
import TestSupport

/// Our approximations of SF Symbols: every known name draws a glyph in the tint colour inside its
/// box, glyphs differ from each other, weights and fills show, and bars draw system items.
///
/// Set `SYMBOL_SHEET=/path/sheet.png` to keep the sheet of every glyph with its name, and
/// `SYMBOL_MODES=/path/modes.png` to keep the picture of the rendering-mode probes.
@MainActor
@Suite("Symbol glyphs")
struct SymbolGlyphTests {
    /// One glyph per cell: 128 × 64 pt cells, the glyph in a 40 × 40 box at the top.
    static let columns = 8
    static let cell = CGSize(width: 128, height: 64)
    static let box = CGSize(width: 40, height: 40)
    static let top: CGFloat = 24

    private func render(_ window: UIWindow, keepingAt path: String? = nil) throws -> DecodedBitmap {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("osb-symbols-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try TextMeasurement.$taskMeasurer.withValue(PangoTextMeasurer.shared) {
            try WindowRenderer(window: window).render(to: url, format: .png)
        }
        if let path {
            try? FileManager.default.removeItem(atPath: path)
            try FileManager.default.copyItem(at: url, to: URL(fileURLWithPath: path))
        }
        return try UIImage.load(contentsOfFile: url.path).decodedBGRA(decoder: BitmapImageCodec.shared)
    }

    /// The pixels of `rect` (in points, at `scale`) that are not the white background, and how
    /// many of them are mostly the tint colour (red).
    private func ink(_ bitmap: DecodedBitmap, in rect: CGRect, scale: CGFloat) -> (count: Int, red: Int, mask: [Bool]) {
        var count = 0, red = 0, mask: [Bool] = []
        for y in Int(rect.minY * scale)..<Int(rect.maxY * scale) {
            for x in Int(rect.minX * scale)..<Int(rect.maxX * scale) {
                let pixel = bitmap.pixel(x: x, y: y)
                let inked = Int(pixel.red) + Int(pixel.green) + Int(pixel.blue) < 700
                mask.append(inked)
                guard inked else { continue }
                count += 1
                if pixel.red > 200 && Int(pixel.green) < Int(pixel.red) - 60 && Int(pixel.blue) < Int(pixel.red) - 60 { red += 1 }
            }
        }
        return (count, red, mask)
    }

    /// A mask packed 64 pixels a word.
    private static func bits(_ mask: [Bool]) -> [UInt64] {
        stride(from: 0, to: mask.count, by: 64).map { start in
            mask[start..<min(start + 64, mask.count)].enumerated().reduce(UInt64(0)) { $1.element ? $0 | (1 << UInt64($1.offset)) : $0 }
        }
    }

    private func frame(at index: Int) -> CGRect {
        let column = index % Self.columns, row = index / Self.columns
        return CGRect(x: CGFloat(column) * Self.cell.width + (Self.cell.width - Self.box.width) / 2,
                      y: Self.top + CGFloat(row) * Self.cell.height, width: Self.box.width, height: Self.box.height)
    }

    @Test("every known symbol draws a tinted glyph inside its box, and different glyphs differ")
    func sheet() throws {
        let names = SystemSymbols.names
        let window = UIWindow(device: try Device.named("iPad Pro (12.9-inch) (6th generation)"), orientation: .portrait)
        window.backgroundColor = .white
        let configuration = UIImage.SymbolConfiguration(pointSize: 28)
        for (index, name) in names.enumerated() {
            let imageView = UIImageView(frame: frame(at: index))
            imageView.image = try #require(UIImage(systemName: name, withConfiguration: configuration))
            imageView.contentMode = .center
            imageView.tintColor = .systemRed
            window.addSubview(imageView)
            let label = UILabel(frame: CGRect(x: imageView.frame.midX - Self.cell.width / 2, y: imageView.frame.maxY,
                                              width: Self.cell.width, height: 20))
            label.text = name
            label.font = .systemFont(ofSize: 10)
            label.textAlignment = .center
            label.textColor = .darkGray
            window.addSubview(label)
        }
        window.makeKeyAndVisible()
        let bitmap = try render(window, keepingAt: ProcessInfo.processInfo.environment["SYMBOL_SHEET"])
        let scale: CGFloat = 2

        var masks: [String: [UInt64]] = [:], counts: [String: Int] = [:]
        for (index, name) in names.enumerated() {
            let box = frame(at: index)
            let size = try #require(UIImage(systemName: name, withConfiguration: configuration)).size
            let glyphBox = CGRect(x: box.midX - size.width / 2, y: box.midY - size.height / 2, width: size.width, height: size.height)
            let inside = ink(bitmap, in: glyphBox.insetBy(dx: -1, dy: -1).integral, scale: scale)
            // The cell above the name's label, with a margin around the box.
            let around = CGRect(x: box.midX - Self.cell.width / 2, y: box.minY - 3, width: Self.cell.width, height: box.height + 3)
            let whole = ink(bitmap, in: around, scale: scale)
            #expect(SymbolGlyphs.hasGlyph(name), "\(name) has a glyph")
            #expect(inside.count > 40, "\(name) draws something: \(inside.count) pixels")
            #expect(whole.count - inside.count < 8, "\(name) stays in its box: \(whole.count - inside.count) pixels outside")
            #expect(inside.red * 10 > inside.count * 7, "\(name) is drawn in the tint colour: \(inside.red) of \(inside.count)")
            let glyph = SystemSymbols.glyph(for: name)!
            masks[glyph] = Self.bits(ink(bitmap, in: box, scale: scale).mask)
            counts[glyph] = inside.count
        }
        // Glyphs (aliases share one) differ by more than anti-aliasing.
        let glyphs = masks.keys.sorted()
        for (i, first) in glyphs.enumerated() {
            for second in glyphs[(i + 1)...] {
                let differing = zip(masks[first]!, masks[second]!).reduce(0) { $0 + ($1.0 ^ $1.1).nonzeroBitCount }
                #expect(differing > 60, "\(first) and \(second) look alike: \(differing) pixels differ")
            }
        }
        // A filled variant has more ink than the outline.
        for name in names where name.hasSuffix(".fill") {
            let outline = String(name.dropLast(5))
            guard let filled = counts[SystemSymbols.glyph(for: name)!], let plain = counts[SystemSymbols.glyph(for: outline) ?? ""] else { continue }
            #expect(filled > plain, "\(name) is fuller than \(outline): \(filled) against \(plain) pixels")
        }
    }

    @Test("heavier weights draw thicker strokes; alwaysOriginal symbols are black")
    func weightsAndModes() throws {
        let window = UIWindow(device: try Device.named("iPhone 8"), orientation: .portrait)
        window.backgroundColor = .white
        let weights: [UIImage.SymbolWeight] = [.ultraLight, .regular, .black]
        for (index, weight) in weights.enumerated() {
            let view = UIImageView(frame: CGRect(x: 20 + CGFloat(index) * 60, y: 100, width: 40, height: 40))
            view.image = UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30, weight: weight))
            view.contentMode = .center
            view.tintColor = .systemRed
            window.addSubview(view)
        }
        let original = UIImageView(frame: CGRect(x: 20, y: 200, width: 40, height: 40))
        original.image = UIImage(systemName: "heart.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30))?
            .withRenderingMode(.alwaysOriginal)
        original.tintColor = .systemRed
        original.contentMode = .center
        window.addSubview(original)
        window.makeKeyAndVisible()
        let bitmap = try render(window)
        let counts = weights.indices.map { ink(bitmap, in: CGRect(x: 20 + CGFloat($0) * 60, y: 100, width: 40, height: 40), scale: 2).count }
        #expect(counts[0] < counts[1] && counts[1] < counts[2], "ink by weight: \(counts)")
        let heart = ink(bitmap, in: CGRect(x: 20, y: 200, width: 40, height: 40), scale: 2)
        #expect(heart.count > 400 && heart.red == 0, "drawn, not in the tint: \(heart)")
        let centre = bitmap.pixel(x: 80, y: 440)
        #expect(centre.red < 40 && centre.green < 40 && centre.blue < 40, "black: \(centre)")
    }

    @Test("hierarchical and palette colours (iOS 15): a two-layer glyph's circle at half opacity or in the second colour, its mark in the first; monochrome unchanged")
    func renderingModes() throws {
        let window = UIWindow(device: try Device.named("iPhone 8"), orientation: .portrait)
        window.backgroundColor = .white
        let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1), blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        let size = UIImage.SymbolConfiguration(pointSize: 50)
        // One 80 × 80 pt image view a column, at y 100; each glyph centred in its view.
        let columns: [(String, UIImage.SymbolConfiguration?, UIImage.RenderingMode)] = [
            ("xmark.circle.fill", nil, .automatic),
            ("xmark.circle.fill", UIImage.SymbolConfiguration(hierarchicalColor: red), .automatic),
            ("xmark.circle.fill", UIImage.SymbolConfiguration(paletteColors: [blue, green]), .automatic),
            ("xmark.circle", UIImage.SymbolConfiguration(hierarchicalColor: red), .automatic),
            ("heart.fill", UIImage.SymbolConfiguration(hierarchicalColor: red), .automatic),
            ("xmark.circle.fill", UIImage.SymbolConfiguration(paletteColors: [blue]), .automatic),
            ("xmark.circle.fill", UIImage.SymbolConfiguration(hierarchicalColor: blue), .alwaysOriginal),
            ("exclamationmark.triangle.fill", UIImage.SymbolConfiguration(paletteColors: [blue, green]), .automatic),
        ]
        for (index, column) in columns.enumerated() {
            let view = UIImageView(frame: CGRect(x: CGFloat(index % 4) * 90, y: 100 + CGFloat(index / 4) * 100, width: 80, height: 80))
            var configuration = size
            if let colors = column.1 { configuration = configuration.applying(colors) }
            view.image = UIImage(systemName: column.0, withConfiguration: configuration)?.withRenderingMode(column.2)
            view.contentMode = .center
            view.tintColor = .systemRed
            window.addSubview(view)
        }
        window.makeKeyAndVisible()
        let bitmap = try render(window, keepingAt: ProcessInfo.processInfo.environment["SYMBOL_MODES"])
        // Pixels (scale 2) of a view's centre (the xmark's crossing) and of the circle below it
        // (0.35 em down, clear of the xmark's arms).
        func probe(_ index: Int, dy: CGFloat = 0) -> (red: Int, green: Int, blue: Int) {
            let x = (CGFloat(index % 4) * 90 + 40) * 2, y = (100 + CGFloat(index / 4) * 100 + 40 + dy) * 2
            let pixel = bitmap.pixel(x: Int(x), y: Int(y))
            return (Int(pixel.red), Int(pixel.green), Int(pixel.blue))
        }
        let circle: CGFloat = 17.5
        // Monochrome, as before: the disc in the tint, the xmark cut out (white).
        let mono = (probe(0), probe(0, dy: circle))
        #expect(mono.0.red > 240 && mono.0.green > 240 && mono.0.blue > 240, "cut out: \(mono.0)")
        #expect(mono.1.red > 200 && mono.1.green < 110 && mono.1.blue < 110, "tint: \(mono.1)")
        // Hierarchical: the xmark solid red, the disc red at half opacity over white (pink).
        let hierarchical = (probe(1), probe(1, dy: circle))
        #expect(hierarchical.0.red > 240 && hierarchical.0.green < 20 && hierarchical.0.blue < 20, "primary: \(hierarchical.0)")
        #expect(hierarchical.1.red > 240 && (100...155).contains(hierarchical.1.green) && (100...155).contains(hierarchical.1.blue),
                "secondary at ½: \(hierarchical.1)")
        // Palette: the xmark in the first colour, the disc in the second.
        let palette = (probe(2), probe(2, dy: circle))
        #expect(palette.0.blue > 240 && palette.0.red < 20 && palette.0.green < 20, "first colour: \(palette.0)")
        #expect(palette.1.green > 240 && palette.1.red < 20 && palette.1.blue < 20, "second colour: \(palette.1)")
        // An outlined circle: the ring pink, the xmark red.
        let ring = (probe(3), probe(3, dy: 27))
        #expect(ring.0.red > 240 && ring.0.green < 20, "primary: \(ring.0)")
        #expect(ring.1.red > 240 && (100...170).contains(ring.1.green), "ring at ½: \(ring.1)")
        // A single-layer glyph is all primary: the heart solid red.
        let heart = probe(4)
        #expect(heart.red > 240 && heart.green < 20 && heart.blue < 20, "one layer: \(heart)")
        // One palette colour repeats for every layer: disc and xmark both blue.
        let single = (probe(5), probe(5, dy: circle))
        #expect(single.0.blue > 240 && single.0.red < 20 && single.1.blue > 240 && single.1.red < 20, "repeated: \(single)")
        // alwaysOriginal ignores colour configurations: black monochrome, the xmark cut out.
        let original = (probe(6), probe(6, dy: circle))
        #expect(original.0.red > 240 && original.0.blue > 240, "cut out: \(original.0)")
        #expect(original.1.red < 40 && original.1.green < 40 && original.1.blue < 40, "black: \(original.1)")
        // The warning triangle: the mark's stem (above the centre) blue, the triangle beside it green.
        let triangle = (probe(7, dy: -3), ())
        let side = bitmap.pixel(x: Int((90 * 3 + 40 + 12) * 2), y: Int((200 + 40 + 12) * 2))
        #expect(triangle.0.blue > 240 && triangle.0.green < 20, "mark in the first colour: \(triangle.0)")
        #expect(side.green > 240 && side.blue < 20 && side.red < 20, "triangle in the second: \(side)")
    }

    @Test("toolbars and navigation bars draw system items and symbol images as glyphs in the tint")
    func barItems() throws {
        let window = UIWindow(device: try Device.named("iPhone 8"), orientation: .portrait)
        window.backgroundColor = .white
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 300, width: 375, height: 44))
        toolbar.tintColor = .systemRed
        let systems: [UIBarButtonItem.SystemItem] = [.add, .compose, .trash, .action, .search, .refresh, .camera, .play]
        var items: [UIBarButtonItem] = []
        for system in systems {
            items.append(UIBarButtonItem(barButtonSystemItem: system, target: nil, action: nil))
            items.append(.flexibleSpace())
        }
        let gear = UIBarButtonItem()
        gear.image = UIImage(systemName: "gear")
        items.append(gear)
        toolbar.items = items
        window.addSubview(toolbar)
        let tabBar = UITabBar(frame: CGRect(x: 0, y: 400, width: 375, height: 49))
        tabBar.tintColor = .systemRed
        tabBar.items = [UITabBarItem(tabBarSystemItem: .favorites, tag: 0), UITabBarItem(tabBarSystemItem: .more, tag: 1)]
        tabBar.selectedItem = tabBar.items?.first
        window.addSubview(tabBar)
        window.makeKeyAndVisible()
        toolbar.layoutIfNeeded()
        let bitmap = try render(window, keepingAt: ProcessInfo.processInfo.environment["SYMBOL_BARS"])
        for item in items where item.systemItem != .flexibleSpace {
            let frame = try #require(toolbar.frame(for: item)).offsetBy(dx: 0, dy: 300)
            let drawn = ink(bitmap, in: frame.insetBy(dx: 0, dy: 6), scale: 2)
            #expect(drawn.red > 60, "\(item.systemItem.map { "\($0)" } ?? "gear"): \(drawn.red) tinted pixels")
        }
        let favorites = try #require(tabBar.frameForItem(at: 0)).offsetBy(dx: 0, dy: 400)
        #expect(ink(bitmap, in: CGRect(x: favorites.minX, y: favorites.minY + 2, width: favorites.width, height: 32), scale: 2).red > 150,
                "the selected tab's star is in the tint")
    }

    /// A corpus scene rendered as `storyboard render` draws it, and the window it was drawn from.
    private func renderScene(_ file: String, _ sceneID: String, keepingAt path: String? = nil,
                             check: (UIWindow) throws -> Void) throws -> DecodedBitmap {
        let document = try IBDocument(contentsOf: SceneSnapshotTests.corpus.appendingPathComponent(file))
        let loader = IBStoryboardLoader(name: "Main", document: document, bundle: nil, options: IBSceneWindow.options)
        return try TextMeasurement.$taskMeasurer.withValue(PangoTextMeasurer.shared) {
            let scene = try #require(IBSceneWindow.make(
                sceneID: sceneID, loader: loader, device: try Device.named("iPhone 15"), orientation: .portrait,
                userInterfaceStyle: .light))
            defer { scene.window.rootViewController = nil }
            try check(scene.window)
            return try render(scene.window, keepingAt: path)
        }
    }

    private func subviews(of view: UIView) -> [UIView] {
        view.subviews + view.subviews.flatMap(subviews(of:))
    }

    @Test("corpus scenes: NetNewsWire's safari image view in its tint, a navigation bar's add item, a configured button's chevron", .requiresSharedFolder)
    func corpusScenes() throws {
        // 081: an image view with image="safari" catalog="system", tinted with a named colour.
        var safariFrame = CGRect.zero
        let inspector = try renderScene("081_netnewswire_Inspector.storyboard", "fZt-Nz-Jvk") { window in
            let view = try #require(subviews(of: window).compactMap { $0 as? UIImageView }.first { $0.image?.symbolName == "safari" })
            safariFrame = view.convert(view.bounds, to: window)
        }
        var accent = 0
        for y in Int(safariFrame.minY * 3)..<Int(safariFrame.maxY * 3) {
            for x in Int(safariFrame.minX * 3)..<Int(safariFrame.maxX * 3) {
                let pixel = inspector.pixel(x: x, y: y)
                if pixel.blue > 200 && pixel.red < 60 && pixel.green > 80 && pixel.green < 130 { accent += 1 }
            }
        }
        #expect(accent > 300, "the compass is drawn in primaryAccentColor: \(accent) pixels")

        // 039: a navigation bar's systemItem="add" is a plus in the bar's tint.
        var addFrame = CGRect.zero
        let photos = try renderScene("039_apple_SamplePhotos_ObjC_Storyboard.storyboard", "mUr-pn-Lqf") { window in
            let bar = try #require(subviews(of: window).compactMap { $0 as? UINavigationBar }.first)
            let add = try #require(bar.topItem?.rightBarButtonItem)
            #expect(add.systemItem == .add)
            addFrame = try #require(bar.frame(for: add)).offsetBy(dx: bar.frame.minX, dy: bar.frame.minY)
        }
        var blue = 0
        for y in Int(addFrame.minY * 3)..<Int(addFrame.maxY * 3) {
            for x in Int(addFrame.minX * 3)..<Int(addFrame.maxX * 3) {
                let pixel = photos.pixel(x: x, y: y)
                if pixel.blue > 200 && pixel.red < 80 { blue += 1 }
            }
        }
        #expect(blue > 150, "a plus in the tint: \(blue) pixels")

        // 078: a button whose configuration shows chevron.down at the small scale and no title.
        _ = try renderScene("078_netnewswire_Main.storyboard", "NDp-hg-obE") { window in
            let button = try #require(subviews(of: window).compactMap { $0 as? UIButton }.first { $0.currentImage?.isSymbolImage == true })
            #expect(button.currentImage?.symbolName == "chevron.down")
            #expect(button.currentImage?.symbolConfiguration?.scale == .small)
            #expect(button.currentTitle == nil, "the configuration has no title: the state's \"Button\" is not shown")
            let header = try #require(subviews(of: window).compactMap { $0 as? UIImageView }
                .first { $0.image?.symbolName == "chevron.down" && !($0.superview is UIButton) })
            #expect(header.preferredSymbolConfiguration?.scale == .small)
            #expect(header.displayedImage?.symbolConfiguration?.scale == .small)
        }
    }

    @Test("a tab bar placed in a view gets the document's items: favorites and more drawn as a star and an ellipsis", .requiresSharedFolder)
    func standaloneTabBar() throws {
        var frames: [CGRect] = []
        let bitmap = try renderScene("173_ibdecodable_StoryboardConnections.storyboard", "fyT-pB-NOl") { window in
            let bar = try #require(subviews(of: window).compactMap { $0 as? UITabBar }.first)
            #expect(bar.items?.map(\.systemItem) == [.favorites, .more])
            #expect(bar.selectedItem == nil)
            frames = (0..<2).compactMap { bar.frameForItem(at: $0).map { bar.convert($0, to: window) } }
        }
        #expect(frames.count == 2)
        for frame in frames {
            // The icon above the title, in the unselected grey.
            var grey = 0
            for y in Int(frame.minY * 3)..<Int((frame.minY + 30) * 3) {
                for x in Int(frame.minX * 3)..<Int(frame.maxX * 3) {
                    let pixel = bitmap.pixel(x: x, y: y)
                    if pixel.red < 160 && abs(Int(pixel.red) - Int(pixel.blue)) < 20 { grey += 1 }
                }
            }
            #expect(grey > 100, "an icon at \(frame): \(grey) grey pixels")
        }
    }

    @Test("a navigation controller's toolbar shows the top controller's toolbarItems: NetNewsWire's article toolbar, the disabled item grey", .requiresSharedFolder)
    func navigationToolbarItems() throws {
        // 078: the split view collapses on an iPhone; the article (its toolbar a simulated bottom
        // bar) is the top, with circle, star, a flexible space, chevron.down.circle (disabled), a
        // flexible space and square.and.arrow.up.
        var frames: [CGRect] = []
        var toolbarFrame = CGRect.zero
        let bitmap = try renderScene("078_netnewswire_Main.storyboard", "FfI-oe-67h") { window in
            let navigation = try #require(subviews(of: window).compactMap { $0 as? UIToolbar }.first { !$0.isHidden }?.superview?.next as? UINavigationController)
            let toolbar = navigation.toolbar!
            let items = try #require(toolbar.items)
            #expect(items.map(ObjectIdentifier.init) == (navigation.topViewController?.toolbarItems ?? []).map(ObjectIdentifier.init))
            #expect(items.map { $0.image?.symbolName ?? "" } == ["circle", "star", "", "chevron.down.circle", "", "square.and.arrow.up"])
            #expect(items[3].isEnabled == false)
            toolbarFrame = toolbar.convert(toolbar.bounds, to: window)
            frames = [items[0], items[1], items[3], items[5]].compactMap { toolbar.frame(for: $0).map { toolbar.convert($0, to: window) } }
        }
        // Above the home indicator, the items spread across it by the flexible spaces.
        #expect(toolbarFrame == CGRect(x: 0, y: 852 - 34 - 49, width: 393, height: 49))
        #expect(frames.count == 4)
        #expect(frames[0].minX < 30 && frames[3].maxX > 393 - 30 && abs(frames[2].midX - 393 / 2) < 40)
        for (index, frame) in frames.enumerated() {
            var tint = 0, grey = 0
            // Below the toolbar's hairline.
            for y in Int((frame.minY + 1) * 3)..<Int(frame.maxY * 3) {
                for x in Int(frame.minX * 3)..<Int(frame.maxX * 3) {
                    let pixel = bitmap.pixel(x: x, y: y)
                    if pixel.blue > 200 && pixel.red < 80 { tint += 1 }
                    if pixel.red < 215 && abs(Int(pixel.red) - Int(pixel.blue)) < 20 && abs(Int(pixel.red) - Int(pixel.green)) < 20 { grey += 1 }
                }
            }
            if index == 2 {
                #expect(tint == 0 && grey > 100, "the disabled next-unread item is grey: \(tint) tint, \(grey) grey pixels")
            } else {
                #expect(tint > 100, "item \(index) is drawn in the tint: \(tint) pixels")
            }
        }
    }

    @Test("an unknown symbol name: the instantiator warns and keeps the fallback")
    func unknownSymbol() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <imageView contentMode="scaleAspectFit" image="no.such.symbol" catalog="system" id="i1">
                                        <rect key="frame" x="10" y="100" width="30" height="30"/>
                                    </imageView>
                                    <imageView contentMode="scaleAspectFit" image="heart.fill" catalog="system" id="i2">
                                        <rect key="frame" x="60" y="100" width="30" height="30"/>
                                        <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="30" weight="bold"/>
                                    </imageView>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            <resources>
                <image name="heart.fill" catalog="system" width="128" height="109"/>
            </resources>
        </document>
        """
        let document = try IBDocument(data: Data(xml.utf8), path: "Symbols.storyboard")
        let instantiator = IBInstantiator(document: document)
        let controller = instantiator.makeController(try #require(document.object(withID: "vc1")))
        let views = controller.view.subviews.compactMap { $0 as? UIImageView }
        #expect(views.count == 2)
        #expect(views[0].image == nil, "an unknown symbol leaves the image view empty")
        #expect(instantiator.diagnostics.contains { $0.code == .unknownSymbol && $0.message.contains("no.such.symbol") })
        #expect(views[1].displayedImage?.symbolConfiguration?.pointSize == 30)
        #expect(views[1].displayedImage?.symbolConfiguration?.weight == .bold)
    }
}
