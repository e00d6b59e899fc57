import Foundation
import Testing

/// `bench app` runs its scenario to the end on a phone and an iPad (every step of the ten taps
/// succeeds, or the command fails naming the step), and reports the rounds and taps it made.
@Suite("bench app")
struct BenchAppTests {
    @Test("the ten-tap scenario completes on a phone and an iPad", arguments: [("iPhone 8", 10), ("iPad Air 2", 11)])
    func scenario(device: String, taps: Int) throws {
        let result = try StoryboardProcess.run(["bench", "app", "--rounds", "2", "--device", device, "--json"])
        #expect(result.status == 0, "\(result.standardError)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(report["rounds"] as? Int == 2)
        #expect(report["taps"] as? Int == taps)
        let total = try #require((report["launchAndTapsMilliseconds"] as? [String: Double])?["best"])
        let launch = try #require((report["launchMilliseconds"] as? [String: Double])?["best"])
        #expect(total > launch && launch > 0)
    }

    @Test("an unknown device is a usage error")
    func unknownDevice() throws {
        let result = try StoryboardProcess.run(["bench", "app", "--device", "iPhone 99"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("iPhone 99"))
    }
}
