import Foundation
import Testing

@Suite("storyboard devices")
struct DevicesCommandTests {
    @Test("lists every catalog device with its size classes in both orientations")
    func listsEveryDevice() throws {
        let result = try StoryboardProcess.run(["devices"])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count == 95 + 2, "header, rule and one line per device")
        let plus = try #require(lines.first { $0.hasPrefix("iPhone 6 Plus ") })
        #expect(plus.contains("retina5_5"))
        #expect(plus.contains("414×736"))
        #expect(plus.contains("@3x"))
        #expect(plus.contains("wC hR     wR hC"), "portrait then landscape size classes: \(plus)")
        let iPhone6 = try #require(lines.first { $0.hasPrefix("iPhone 6 ") })
        #expect(iPhone6.contains("wC hR     wC hC"))
        // The versions of iOS each model ran.
        #expect(iPhone6.hasSuffix(" 8–12"), "\(iPhone6)")
        #expect(try #require(lines.first { $0.hasPrefix("iPhone 15 ") }).hasSuffix(" 17+"))
    }

    @Test("--json gives every device with size classes per orientation")
    func json() throws {
        let result = try StoryboardProcess.run(["devices", "--json"])
        #expect(result.status == 0)
        let devices = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        #expect(devices.count == 95)
        let pad = try #require(devices.first { $0["name"] as? String == "iPad Air 2" })
        let landscape = try #require(pad["landscape"] as? [String: Any])
        #expect(landscape["horizontalSizeClass"] as? String == "regular")
        #expect(landscape["points"] as? [Int] == [1024, 768])
        let windows = try #require(landscape["multitasking"] as? [[String: Any]])
        #expect(windows.map { $0["layout"] as? String } == ["fullScreen", "slideOver", "oneThird", "half", "twoThirds"])
        #expect(pad["systemVersions"] as? [Int] == [8, 15], "the versions of iOS it ran")
    }

    @Test("--idiom pad lists only iPads; --device shows one model and its multitasking windows")
    func filters() throws {
        let pads = try StoryboardProcess.run(["devices", "--idiom", "pad"])
        #expect(pads.status == 0)
        #expect(!pads.standardOutput.contains("iPhone"))
        #expect(pads.standardOutput.contains("iPad Pro (12.9-inch) (1st generation)"))
        let one = try StoryboardProcess.run(["devices", "--device", "iPad Air 2"])
        #expect(one.status == 0)
        let twoThirds = one.standardOutput.split(separator: "\n").filter { $0.hasPrefix("Split View 2/3") }
        #expect(twoThirds.count == 2)
        #expect(twoThirds.first { $0.contains("landscape") && $0.contains("694×768") && $0.contains("wR hR") } != nil)
        #expect(twoThirds.first { $0.contains("portrait") && $0.contains("438×1024") && $0.contains("wC hR") } != nil)
    }

    @Test("an unknown device is a usage error (exit 2) naming the closest models")
    func unknownDevice() throws {
        let result = try StoryboardProcess.run(["devices", "--device", "iPhone 6 Plsu"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("unknown device \"iPhone 6 Plsu\"; did you mean \"iPhone 6 Plus\""))
        #expect(result.standardOutput.isEmpty)
    }

    @Test("an unknown option is a usage error (exit 2); --help shows examples")
    func usage() throws {
        let bad = try StoryboardProcess.run(["devices", "--bogus"])
        #expect(bad.status == 2)
        #expect(bad.standardError.contains("Unknown option '--bogus'"))
        let help = try StoryboardProcess.run(["devices", "--help"])
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("Examples:"))
        let rootHelp = try StoryboardProcess.run(["--help"])
        #expect(rootHelp.standardOutput.contains("devices"))
    }
}
