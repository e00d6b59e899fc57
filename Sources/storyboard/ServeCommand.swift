import ArgumentParser
import Dispatch
import Foundation
import OpenStoryboard
import StoryboardServe

/// `storyboard serve`: the browser designer's server over the documents given.
struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the browser designer: scenes drawn for any device, and a JSON API over the documents given.",
        discussion: """
        Opens the .storyboard and .xib files given (a folder: the documents inside it, links that \
        lead outside it refused) and serves a page that shows each scene as `render` draws it, on \
        any device of the catalog, in either orientation and appearance, with the JSON API under \
        /api (docs/serve.md). Only the documents opened are ever read.

        Prints its URL, then on its own line `token: …`: a random token every write request \
        must carry in the X-Storyboard-Token header. The URL carries the token (`?token=…`): \
        the page opened from it can edit, one opened without it only reads. Binds 127.0.0.1 unless --host says otherwise \
        (with a warning for an address that is not loopback). Stops on Ctrl-C.

        Exit codes: 0 stopped, 2 usage errors (no document could be opened, a bad option).

        Examples:
          storyboard serve Examples/UnifiedStoryboard/Main.storyboard
          storyboard serve Examples --port 8080
          storyboard serve Main.storyboard --open
        """
    )

    @Argument(help: "The .storyboard and .xib files to open, or folders of them.")
    var paths: [String] = []

    @Option(help: "The port to listen on (0: any free port).")
    var port: Int = 8080

    @Option(help: "The address to bind (loopback by default).")
    var host: String = StoryboardServer.defaultHost

    @Flag(help: "Open the page in the desktop's browser (xdg-open) once the server listens.")
    var open = false

    func validate() throws {
        if paths.isEmpty { throw ValidationError("Missing a .storyboard or .xib file (or a folder of them) to serve.") }
        if !(0...65535).contains(port) { throw ValidationError("--port must be between 0 and 65535.") }
    }

    func run() throws {
        if let warning = StoryboardServer.warning(forHost: host) {
            FileHandle.standardError.write(Data((warning + "\n").utf8))
        }
        let documents = ServedDocuments(opening: paths) { path in
            DocumentInput.read(path).mapError { $0 as any Error }
        }
        for refusal in documents.refusals {
            FileHandle.standardError.write(Data("warning: not opened: \(refusal)\n".utf8))
        }
        if documents.documents.isEmpty { throw CommandFailure.usage("no document to serve in \(paths.joined(separator: ", "))") }
        // Unsatisfiable constraints are the scene's, not lines in the server's log.
        MainActor.assumeIsolated { LayoutDiagnostics.shared.printsToStandardError = false }
        var configured = StoryboardServer(documents: documents) { path in
            DocumentInput.read(path).mapError { $0 as any Error }
        }
        configured.clearsLayoutDiagnostics = true
        let server = configured
        let host = host
        let shouldOpen = open
        let application = server.makeApplication(host: host, port: port) { port in
            let lines = server.startupLines(host: host, port: port)
            FileHandle.standardOutput.write(Data((lines.joined(separator: "\n") + "\n").utf8))
            if shouldOpen, let url = lines.first?.split(separator: " ").last.map(String.init) { Self.openInBrowser(url) }
        }
        // The server runs on its own threads; the main thread serves the main actor, where scenes
        // are made and drawn.
        Task {
            do {
                try await application.runService()
                Foundation.exit(0)
            } catch {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                Foundation.exit(2)
            }
        }
        dispatchMain()
    }

    /// Opens `url` with the desktop's `xdg-open`, or says how to open it when there is none.
    static func openInBrowser(_ url: String) {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        guard let opener = paths.map({ "\($0)/xdg-open" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            FileHandle.standardError.write(Data("note: --open found no xdg-open on PATH; open \(url) in a browser\n".utf8))
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: opener)
        process.arguments = [url]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch {
            FileHandle.standardError.write(Data("note: --open could not run \(opener): \(error); open \(url) in a browser\n".utf8))
        }
    }
}
