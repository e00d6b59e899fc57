import AdaptiveKit
import Foundation
@testable import InterfaceBuilder
import Testing

/// What a headless `@main` app delegate launches with.
@Suite("@main launch arguments", .isolatedClassRegistry)
struct MainEntryTests {
    @Test("defaults: iPhone 15 in portrait, Bundle.main")
    func defaults() {
        let arguments = LaunchArguments(["App"], environment: [:])
        #expect(arguments.device == "iPhone 15")
        #expect(arguments.orientation == .portrait)
        #expect(arguments.bundlePath == nil)
    }

    @Test("the environment, then the arguments, choose the device, the orientation and the bundle")
    func chosen() {
        let environment = ["STORYBOARD_DEVICE": "iPad Air 2", "STORYBOARD_ORIENTATION": "landscape", "STORYBOARD_BUNDLE": "/app"]
        let fromEnvironment = LaunchArguments(["App"], environment: environment)
        #expect(fromEnvironment.device == "iPad Air 2")
        #expect(fromEnvironment.orientation == .landscapeLeft)
        #expect(fromEnvironment.bundlePath == "/app")
        let fromArguments = LaunchArguments(["App", "--device", "iPhone SE (3rd generation)", "--orientation", "portrait", "--bundle", "/other"], environment: environment)
        #expect(fromArguments.device == "iPhone SE (3rd generation)")
        #expect(fromArguments.orientation == .portrait)
        #expect(fromArguments.bundlePath == "/other")
    }
}

/// A delegate `@main` could start (compiles: `main()` is there for it).
final class MainCapableDelegate: UIResponder, UIApplicationMainDelegate {
    var window: UIWindow?
}

@MainActor
@Test("a UIApplicationMainDelegate has the static main() @main needs")
func mainIsAvailable() {
    let entry: () -> Void = MainCapableDelegate.main
    _ = entry
}

/// An app delegate as iOS apps declare it: `@main` needs no other line.
final class PlainAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var launches = 0
    let name = "plain"
}

@MainActor
@Test("@main on a plain UIResponder delegate: main() exists and makes the delegate with its stored properties' defaults")
func plainDelegateMain() throws {
    let entry: () -> Void = PlainAppDelegate.main
    _ = entry
    let delegate = try #require(PlainAppDelegate.madeForMain())
    #expect(delegate.window == nil && delegate.launches == 0 && delegate.name == "plain")
    let application = try UIApplication.launch(delegate: delegate, device: try Device.named("iPhone 15"))
    #expect(application.delegate === delegate)
}
