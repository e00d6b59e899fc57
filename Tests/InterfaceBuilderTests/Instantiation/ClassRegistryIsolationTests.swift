import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// Class registrations made inside `IBClassRegistry.withIsolatedRegistrations` are seen only
/// there: other code in the process loads the same document with its own classes (or none).
@MainActor
@Suite("Class registrations isolated to a task")
struct ClassRegistryIsolationTests {
    final class ProbeController: UIViewController {}

    static let text = storyboard(scenes: """
            <scene sceneID="s1">
                <objects>
                    <viewController id="probe" customClass="IsolationProbeController" customModule="SomeApp" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
    """, extraRoot: #" initialViewController="probe""#)

    private func initialController() throws -> UIViewController? {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ClassRegistryIsolation-\(UUID().uuidString).storyboard")
        try Self.text.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        return try UIStoryboard.load(contentsOf: url).instantiateInitialViewController()
    }

    @Test("a class registered in an isolated scope is made there, and unknown outside it")
    func isolatedRegistration() throws {
        let inside = try IBClassRegistry.withIsolatedRegistrations {
            UIStoryboard.register(forClassNamed: "IsolationProbeController") { ProbeController() }
            return try initialController()
        }
        #expect(inside is ProbeController)
        let outside = try initialController()
        #expect(outside != nil)
        #expect(!(outside is ProbeController), "the registration ended with its scope")
        let otherScope = try IBClassRegistry.withIsolatedRegistrations { try initialController() }
        #expect(!(otherScope is ProbeController), "another isolated scope starts empty")
    }

    @Test("a process-wide registration is not seen inside an isolated scope")
    func processWideNotSeenInside() throws {
        try IBClassRegistry.withIsolatedRegistrations {
            // Registered in a scope of its own and checked from a nested one: the nested scope
            // sees nothing of it, as it would see nothing of the process's registrations.
            UIStoryboard.register(forClassNamed: "IsolationProbeController") { ProbeController() }
            #expect(try initialController() is ProbeController)
            let nested = try IBClassRegistry.withIsolatedRegistrations { try initialController() }
            #expect(!(nested is ProbeController))
        }
    }
}
