import ArgumentParser
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import OpenStoryboard

/// `storyboard bench serve`: how soon `storyboard serve`'s page is usable after it starts, and
/// how long an edit takes to come back as a new picture on the largest corpus scene.
struct BenchServe: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Time serve's start until its page is usable, and an edit answered with its new picture.",
        discussion: """
        Start: `storyboard serve` on the bundled example (Examples/UnifiedStoryboard/Main.storyboard) as a \
        child process, timed from its launch until the page is usable: the page, the document list, the \
        document and the picture of its initial scene have all been answered (what the page asks for \
        when it opens). Repeated --rounds times.

        Edit: the largest scene of the corpus (the most elements; a scene with a constraint to edit), \
        copied to a temporary folder and served; each round changes a constraint's constant \
        (POST /api/edit, the file written back) and fetches the scene's new picture (GET /api/render, \
        PNG at the device's pixels). --document and --scene choose another scene. Build with -c release.

        Examples:
          storyboard bench serve
          storyboard bench serve --rounds 100 --document Main.storyboard --scene abc-de-fgh
        """
    )

    @Option(help: "Rounds of each measurement.")
    var rounds = 50

    @Option(help: "The document to edit (default: the one holding the corpus's largest scene).")
    var document: String?

    @Option(help: "The scene to edit, with --document.")
    var scene: String?

    @Option(help: "Folders searched for the largest scene (default: the shared corpus's files/ and wide/).")
    var corpus: [String] = []

    func run() throws {
        guard rounds > 0 else { throw CommandFailure.usage("--rounds must be at least 1") }
        try start()
        try edit()
    }

    // MARK: Start

    private func start() throws {
        var times: [Double] = []
        for _ in 0..<max(3, rounds / 10) {
            let begin = DispatchTime.now().uptimeNanoseconds
            let server = try ServerProcess(paths: ["Examples/UnifiedStoryboard/Main.storyboard"])
            defer { server.stop() }
            _ = try server.get("/")
            let detail = try server.json("/api/documents/main")
            let scenes = detail["scenes"] as? [[String: Any]] ?? []
            let initial = scenes.first { $0["initial"] as? Bool == true } ?? scenes.first
            _ = try server.get("/api/documents")
            _ = try server.get("/api/render?doc=main&scene=\(initial?["id"] as? String ?? "")")
            times.append(Double(DispatchTime.now().uptimeNanoseconds - begin) / 1e6)
        }
        times.sort()
        print("Start to a usable page (the bundled example), \(times.count) runs: median \(Self.ms(times[times.count / 2])), max \(Self.ms(times.last!))")
    }

    // MARK: Edit

    private func edit() throws {
        let (path, sceneID) = try chosenScene()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyboard-bench-serve-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent(URL(fileURLWithPath: path).lastPathComponent)
        try FileManager.default.copyItem(at: URL(fileURLWithPath: path), to: copy)
        let document = try DocumentInput.load(copy.path)
        guard let (constraint, constant) = Self.constraint(in: document, scene: sceneID) else {
            throw CommandFailure.usage("scene \(sceneID) of \(path) has no constraint with a constant to edit")
        }
        let elements = Self.elementCount(of: sceneID, in: document)
        let server = try ServerProcess(paths: [copy.path])
        defer { server.stop() }
        let list = try server.json("/api/documents")
        guard let doc = (list["documents"] as? [[String: Any]])?.first?["doc"] as? String else { throw CommandFailure.usage("the server opened no document") }
        _ = try server.get("/api/render?doc=\(doc)&scene=\(sceneID)")  // the first picture, as the page shows it before any edit
        var times: [Double] = [], edits: [Double] = []
        var pictureBytes = 0
        for round in 0..<rounds {
            let value = constant + Double(round % 2 == 0 ? 8 : 0)
            let begin = DispatchTime.now().uptimeNanoseconds
            let answer = try server.post("/api/edit", #"{"doc": "\#(doc)", "op": "setConstant", "constraint": "\#(constraint)", "constant": \#(value)}"#)
            guard answer.status == 200 else { throw CommandFailure.findings("the edit was refused (\(answer.status)): \(String(decoding: answer.body, as: UTF8.self))") }
            edits.append(Double(DispatchTime.now().uptimeNanoseconds - begin) / 1e6)
            let picture = try server.get("/api/render?doc=\(doc)&scene=\(sceneID)")
            times.append(Double(DispatchTime.now().uptimeNanoseconds - begin) / 1e6)
            pictureBytes = picture.count
        }
        times.sort()
        edits.sort()
        let p95 = times[min(times.count - 1, Int((Double(times.count) * 0.95).rounded(.up)) - 1)]
        print("Edit answered with its new picture: \(URL(fileURLWithPath: path).lastPathComponent) scene \(sceneID) (\(elements) elements), \(rounds) edits of constraint \(constraint)")
        print("  median \(Self.ms(times[times.count / 2])), p95 \(Self.ms(p95)), max \(Self.ms(times.last!)) (PNG of \(pictureBytes / 1024) KiB each)")
        print("  of which the edit (made, written, answered): median \(Self.ms(edits[edits.count / 2])), the picture: median \(Self.ms(times[times.count / 2] - edits[edits.count / 2]))")
    }

    /// `--document`/`--scene`, or the corpus's scene with the most elements that has a constraint
    /// with a constant.
    private func chosenScene() throws -> (path: String, scene: String) {
        if let document {
            let model = try DocumentInput.load(document)
            guard let scene = scene ?? IBSceneWindow.sceneIDs(in: model).max(by: { Self.elementCount(of: $0, in: model) < Self.elementCount(of: $1, in: model) }) else {
                throw CommandFailure.usage("\(document) has no scene to draw")
            }
            return (document, scene)
        }
        var best: (path: String, scene: String, count: Int)?
        for folder in corpus.isEmpty ? ["../shared/corpus/files", "../shared/corpus/wide"] : corpus {
            let names = ((try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }
            for name in names.sorted() {
                let path = (folder as NSString).appendingPathComponent(name)
                guard case .success(let model) = DocumentInput.read(path) else { continue }
                for scene in IBSceneWindow.sceneIDs(in: model) where Self.constraint(in: model, scene: scene) != nil {
                    let count = Self.elementCount(of: scene, in: model)
                    if count > best?.count ?? 0 { best = (path, scene, count) }
                }
            }
        }
        guard let best else { throw CommandFailure.usage("no corpus found (give --document, or --corpus folders)") }
        return (best.path, best.scene)
    }

    /// The element of scene (or xib top-level object) `id`.
    private static func sceneElement(_ id: String, in document: IBDocument) -> IBElement? {
        var found: IBElement?
        document.xml.root?.forEachElement { element in
            if found == nil, element["sceneID"] == id || (document.kind == .xib && element.id == id) { found = element }
        }
        return found
    }

    private static func elementCount(of scene: String, in document: IBDocument) -> Int {
        sceneElement(scene, in: document)?.elementCount ?? 0
    }

    /// The first constraint of the scene with a written constant.
    private static func constraint(in document: IBDocument, scene: String) -> (id: String, constant: Double)? {
        var found: (String, Double)?
        sceneElement(scene, in: document)?.forEachElement { element in
            if found == nil, element.name == "constraint", let id = element.id, let text = element["constant"], let value = Double(text) { found = (id, value) }
        }
        return found
    }

    private static func ms(_ value: Double) -> String { String(format: "%.1f ms", value) }
}

/// `storyboard serve` as a child process on a free port, and a small HTTP client for it.
private final class ServerProcess {
    let process = Process()
    let port: Int
    let token: String
    private let output = Pipe()

    init(paths: [String]) throws {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["serve"] + paths + ["--port", "0"]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The URL line, then the token line.
        var text = ""
        let handle = output.fileHandleForReading
        while !(text.contains("\ntoken: ") && text.hasSuffix("\n")) {
            let chunk = handle.availableData
            guard !chunk.isEmpty else { throw CommandFailure.usage("storyboard serve stopped before listening") }
            text += String(decoding: chunk, as: UTF8.self)
        }
        guard let urlLine = text.split(separator: "\n").first(where: { $0.hasPrefix("storyboard serve: http://") }),
              let portText = urlLine.split(separator: ":").last?.split(separator: "/").first, let port = Int(portText),
              let tokenLine = text.split(separator: "\n").first(where: { $0.hasPrefix("token: ") }) else {
            throw CommandFailure.usage("cannot read serve's URL and token from: \(text)")
        }
        self.port = port
        token = String(tokenLine.dropFirst("token: ".count))
    }

    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    func get(_ path: String) throws -> Data {
        let answer = try request(path, method: "GET", body: nil)
        guard answer.status == 200 else { throw CommandFailure.findings("GET \(path): \(answer.status)") }
        return answer.body
    }

    func json(_ path: String) throws -> [String: Any] {
        (try JSONSerialization.jsonObject(with: try get(path)) as? [String: Any]) ?? [:]
    }

    func post(_ path: String, _ json: String) throws -> (status: Int, body: Data) {
        try request(path, method: "POST", body: Data(json.utf8))
    }

    private func request(_ path: String, method: String, body: Data?) throws -> (status: Int, body: Data) {
        var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)\(path)")!)
        request.httpMethod = method
        request.httpBody = body
        if body != nil {
            request.setValue(token, forHTTPHeaderField: "X-Storyboard-Token")
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: Result<(Int, Data), any Error> = .failure(CommandFailure.usage("no answer"))
        URLSession.shared.dataTask(with: request) { data, response, error in
            if let error { result = .failure(error) } else { result = .success(((response as? HTTPURLResponse)?.statusCode ?? 0, data ?? Data())) }
            done.signal()
        }.resume()
        done.wait()
        return try result.get()
    }
}
