import Foundation
import Testing

/// `storyboard serve` as a user starts it; the server itself is tested in-process
/// (`StoryboardServeTests`), so these runs stop before it listens.
@Suite("storyboard serve")
struct ServeCommandTests {
    @Test("without a document it is a usage error")
    func needsADocument() throws {
        let result = try StoryboardProcess.run(["serve"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("Missing a .storyboard or .xib file"))
    }

    @Test("a path that cannot be opened is named, and with nothing to serve it exits 2")
    func nothingToServe() throws {
        let result = try StoryboardProcess.run(["serve", "Nope.storyboard"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("warning: not opened: Nope.storyboard: no such file or folder"))
        #expect(result.standardError.contains("error: no document to serve in Nope.storyboard"))
    }

    @Test("a host that is not loopback is warned about")
    func warnsAboutAHostThatIsNotLoopback() throws {
        let result = try StoryboardProcess.run(["serve", "Nope.storyboard", "--host", "0.0.0.0"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("warning: serving on 0.0.0.0, not loopback"))
        let loopback = try StoryboardProcess.run(["serve", "Nope.storyboard"])
        #expect(!loopback.standardError.contains("not loopback"))
    }

    @Test("a port out of range is a usage error")
    func badPort() throws {
        let result = try StoryboardProcess.run(["serve", "Examples/UnifiedStoryboard/Main.storyboard", "--port", "70000"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("--port must be between 0 and 65535"))
    }
}
