import Foundation
import Testing

/// `storyboard serve` as a user starts it; the server itself is tested in-process
/// (`StoryboardServeTests`), so these runs stop before it listens, but one.
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

    @Test("--open hands the page's URL to xdg-open once the server listens")
    func opensTheBrowser() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("serve-open-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let opened = folder.appendingPathComponent("opened.txt")
        let fake = folder.appendingPathComponent("xdg-open")
        try "#!/bin/sh\necho \"$1\" > '\(opened.path)'\n".write(to: fake, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        let process = Process()
        process.executableURL = StoryboardProcess.executable
        process.arguments = ["serve", "Examples/UnifiedStoryboard/Main.storyboard", "--port", "0", "--open"]
        process.currentDirectoryURL = StoryboardProcess.packageRoot
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = folder.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { process.terminate(); process.waitUntilExit() }
        var url: String?
        for _ in 0..<100 where url == nil {
            try await Task.sleep(for: .milliseconds(100))
            url = (try? String(contentsOf: opened, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let opener = try #require(url, "xdg-open was not run")
        #expect(opener.hasPrefix("http://127.0.0.1:"))
        process.terminate()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(printed.contains(opener), "the URL opened is the one printed")
    }

    @Test("once it listens it prints its URL with the token, then the token on its own line")
    func printsTheURLWithTheToken() throws {
        // Killed after a few seconds: what it printed by then is read.
        let result = try StoryboardProcess.run(["serve", "Examples/UnifiedStoryboard/Main.storyboard", "--port", "0"], timeout: .seconds(8))
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count >= 2, "\(result.standardError)")
        guard lines.count >= 2 else { return }
        let token = String(lines[1].dropFirst("token: ".count))
        #expect(lines[1].hasPrefix("token: ") && token.count == 64)
        #expect(lines[0].hasPrefix("storyboard serve: http://127.0.0.1:"))
        #expect(lines[0].hasSuffix("/?token=\(token)"))
    }

    @Test("a port out of range is a usage error")
    func badPort() throws {
        let result = try StoryboardProcess.run(["serve", "Examples/UnifiedStoryboard/Main.storyboard", "--port", "70000"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("--port must be between 0 and 65535"))
    }
}
