import Foundation
import OpenStoryboard
import StoryboardServe
import Testing

/// The 3×3 size-class grid of `GET /api/sizeclasses` against the facts of the catalog: which
/// devices, orientations and multitasking windows each variation key affects.
@Suite struct SizeClassGridTests {
    let grid = SizeClassGrid.catalog

    func configurations(_ key: String) throws -> [SizeClassGrid.Configuration] {
        try #require(grid.cell(key)).configurations
    }

    func contains(_ key: String, _ device: String, _ orientation: String, layout: String? = nil) throws -> Bool {
        try configurations(key).contains { $0.device == device && $0.orientation == orientation && $0.layout == layout }
    }

    @Test func hasTheNineKeysHeightOutsideWidthInside() {
        #expect(grid.cells.map(\.key) == [
            "wAny hAny", "wC hAny", "wR hAny",
            "wAny hC", "wC hC", "wR hC",
            "wAny hR", "wC hR", "wR hR",
        ])
    }

    @Test func anyAnyAffectsEveryConfigurationAndEachConfigurationIsInFourCells() throws {
        let all = try configurations("wAny hAny")
        let pads = Device.all.filter { $0.idiom == .pad }
        let windows = pads.reduce(0) { $0 + $1.multitaskingWindows(for: .portrait).count - 1 + $1.multitaskingWindows(for: .landscapeLeft).count - 1 }
        #expect(all.count == Device.all.count * 2 + windows)
        #expect(try #require(grid.cell("wAny hAny")).devices == Device.all.map(\.name))
        // Its own key, Any width, Any height, Any/Any.
        for configuration in all {
            let cells = grid.cells.filter { $0.configurations.contains(configuration) }
            #expect(cells.count == 4, "\(configuration)")
            #expect(cells.contains { $0.key == configuration.sizeClass })
        }
    }

    @Test func anIPhoneInPortraitIsCompactWidthRegularHeight() throws {
        for phone in Device.all where phone.idiom == .phone {
            #expect(try contains("wC hR", phone.name, "portrait"), "\(phone.name)")
            #expect(try contains("wC hAny", phone.name, "portrait"))
            #expect(try contains("wAny hR", phone.name, "portrait"))
            #expect(try !contains("wR hR", phone.name, "portrait"))
        }
    }

    @Test func anIPadFullScreenIsRegularRegularInBothOrientations() throws {
        for pad in Device.all where pad.idiom == .pad {
            for orientation in ["portrait", "landscape"] {
                #expect(try contains("wR hR", pad.name, orientation), "\(pad.name) \(orientation)")
                #expect(try !contains("wC hR", pad.name, orientation))
                #expect(try !contains("wAny hC", pad.name, orientation))
            }
        }
        #expect(try #require(grid.cell("wR hR")).devices.contains("iPad Pro 13-inch (M4)"))
    }

    @Test func iPhoneLandscapeIsCompactCompactExceptTheLargePhones() throws {
        for phone in ["iPhone 4s", "iPhone 8", "iPhone 15 Pro", "iPhone 13 mini", "iPod touch (7th generation)"] {
            #expect(try contains("wC hC", phone, "landscape"), "\(phone)")
            #expect(try !contains("wR hC", phone, "landscape"))
        }
        for phone in ["iPhone 6 Plus", "iPhone 8 Plus", "iPhone XS Max", "iPhone XR", "iPhone 11", "iPhone 15 Pro Max", "iPhone 16 Plus"] {
            #expect(try contains("wR hC", phone, "landscape"), "\(phone)")
            #expect(try !contains("wC hC", phone, "landscape"))
        }
        // Every phone in landscape is one or the other; no iPad configuration is compact in height.
        for phone in Device.all where phone.idiom == .phone {
            #expect(try contains("wC hC", phone.name, "landscape") != contains("wR hC", phone.name, "landscape"))
        }
        #expect(try configurations("wAny hC").allSatisfy { configuration in Device.all.first { $0.name == configuration.device }?.idiom == .phone })
    }

    @Test func slideOverAndNarrowSplitViewPanesAreCompactWidth() throws {
        let pad = "iPad Pro (12.9-inch) (6th generation)"
        #expect(try contains("wC hR", pad, "landscape", layout: "slideOver"))
        #expect(try contains("wC hR", pad, "portrait", layout: "oneThird"))
        #expect(try contains("wC hR", pad, "portrait", layout: "twoThirds"))
        // Half of a 12.9-inch screen in landscape (678 pt) and its 2/3 pane are regular.
        #expect(try contains("wR hR", pad, "landscape", layout: "half"))
        #expect(try contains("wR hR", pad, "landscape", layout: "twoThirds"))
        #expect(try configurations("wC hR").contains { $0.device == pad && $0.layout == "slideOver" && $0.width == 375 })
    }
}
