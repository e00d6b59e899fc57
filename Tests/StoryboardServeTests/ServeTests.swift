import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import OpenStoryboard
import StoryboardServe
import Testing
import TestSupport

/// The API of `storyboard serve` through Hummingbird's in-process client: the documents, a
/// scene drawn as `render` draws it, an object inspected, and the refusals (bad parameters,
/// unknown documents, paths, missing tokens, other hosts).
@Suite struct ServeTests {
    /// The bundled example storyboard (device `retina6_12`).
    static let example = SharedFolder.packageRoot.appendingPathComponent("Examples/UnifiedStoryboard/Main.storyboard").path
    /// Its "Games" scene, and objects of it.
    static let gamesScene = "tne-QT-ifu", gamesView = "8bC-Xf-vdC", titleLabel = "Wfm-Ho-9Jp"
    static let token = ServeToken(value: "0123456789abcdef")

    static func read(_ path: String) -> Result<IBDocument, any Error> {
        Result { try IBDocument(contentsOf: URL(fileURLWithPath: path), path: path) }
    }

    static func server(_ paths: [String] = [example]) -> StoryboardServer {
        StoryboardServer(documents: ServedDocuments(opening: paths, read: read), token: token)
    }

    static func application(_ server: StoryboardServer = ServeTests.server()) -> some ApplicationProtocol {
        Application(router: server.makeRouter())
    }

    /// Runs `body` with a client of the example's server.
    static func withClient(_ server: StoryboardServer = ServeTests.server(), _ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        try await application(server).test(.router) { client in try await body(client) }
    }

    static func json(_ buffer: ByteBuffer) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(buffer.readableBytesView)) as? [String: Any])
    }

    /// The error message of an error answer.
    static func message(_ buffer: ByteBuffer) throws -> String {
        let error = try #require(try json(buffer)["error"] as? [String: Any])
        return try #require(error["message"] as? String)
    }

    @Test func listsTheOpenedDocumentsByID() async throws {
        try await Self.withClient { client in
            try await client.execute(uri: "/api/documents", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
                let documents = try #require(try Self.json(response.body)["documents"] as? [[String: Any]])
                #expect(documents.count == 1)
                #expect(documents.first?["doc"] as? String == "main")
                #expect(documents.first?["kind"] as? String == "storyboard")
                #expect(documents.first?["scenes"] as? Int == 5)
            }
        }
    }

    @Test func documentIDsAreStableAndDistinct() throws {
        var documents = ServedDocuments()
        let document = try Self.read(Self.example).get()
        documents.add(path: "a/Main.storyboard", document: document)
        documents.add(path: "b/Main.storyboard", document: document)
        documents.add(path: "c/My Cell.xib", document: document)
        #expect(documents.documents.map(\.id) == ["main", "main-2", "my-cell"])
    }

    @Test func aDocumentHasItsScenesAndOutline() async throws {
        try await Self.withClient { client in
            try await client.execute(uri: "/api/documents/main", method: .get) { response in
                #expect(response.status == .ok)
                let body = try Self.json(response.body)
                let scenes = try #require(body["scenes"] as? [[String: Any]])
                let games = try #require(scenes.first { $0["id"] as? String == Self.gamesScene })
                #expect(games["name"] as? String == "Games")
                // The document's canvas, retina6_12, is first the iPhone 14 Pro's screen.
                #expect(body["device"] as? String == Device.models(withInterfaceBuilderID: "retina6_12").first?.name)
                let outline = try #require(body["outline"] as? [String: Any])
                let outlineScenes = try #require(outline["scenes"] as? [[String: Any]])
                #expect(outlineScenes.contains { $0["id"] as? String == Self.gamesScene })
                // Nothing changed yet: the page's Undo and Redo start disabled.
                #expect(body["revision"] as? Int == 0)
                #expect(body["canUndo"] as? Bool == false && body["canRedo"] as? Bool == false)
            }
        }
    }

    @Test func rendersAPNGAtTheDevicesPixelSize() async throws {
        let device = try Device.named("iPhone 15 Pro")
        try await Self.withClient { client in
            for orientation in ["portrait", "landscape"] {
                let uri = "/api/render?doc=main&scene=\(Self.gamesScene)&device=iPhone%2015%20Pro&orientation=\(orientation)&appearance=dark"
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == .ok)
                    #expect(response.headers[.contentType] == "image/png")
                    let bytes = [UInt8](Data(response.body.readableBytesView))
                    #expect(bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
                    #expect(bytes.count > 24)
                    guard bytes.count > 24 else { return }
                    func bigEndian(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
                    let size = device.size(for: orientation == "portrait" ? .portrait : .landscapeLeft)
                    #expect(bigEndian(16) == Int((size.width * device.scale).rounded()))
                    #expect(bigEndian(20) == Int((size.height * device.scale).rounded()))
                }
            }
        }
    }

    @Test func queriesAreDecodedAsBrowsersEncodeThem() async throws {
        #expect(StoryboardServer.query("device=iPhone+15+Pro&scene=a%2Bb&orientation=") == ["device": "iPhone 15 Pro", "scene": "a+b", "orientation": ""])
        #expect(StoryboardServer.query("device=iPhone%2015%20Pro&device=iPad+Air+2") == ["device": "iPad Air 2"])
        try await Self.withClient { client in
            // The page's `URLSearchParams` writes spaces as `+`.
            try await client.execute(uri: "/api/render?doc=main&scene=\(Self.gamesScene)&device=iPad+Air+2", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "image/png")
            }
        }
    }

    @Test func rendersSVG() async throws {
        try await Self.withClient { client in
            try await client.execute(uri: "/api/render?doc=main&scene=\(Self.gamesScene)&format=svg", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "image/svg+xml")
                #expect(String(buffer: response.body).contains("<svg"))
            }
        }
    }

    @Test func inspectsAnObjectAsLaidOut() async throws {
        try await Self.withClient { client in
            try await client.execute(uri: "/api/inspect?doc=main&scene=\(Self.gamesScene)&object=\(Self.gamesView)&device=iPhone%2015%20Pro", method: .get) { response in
                #expect(response.status == .ok)
                let body = try Self.json(response.body)
                #expect(body["class"] as? String == "UIView")
                #expect(body["id"] as? String == Self.gamesView)
                #expect((body["constraints"] as? [[String: Any]])?.count == 7)
                let frame = try #require(body["frameInWindow"] as? [Double])
                #expect(frame[2] == 393)
                let configuration = try #require(body["configuration"] as? [String: Any])
                #expect(configuration["sizeClass"] as? String == "wC hR")
            }
            try await client.execute(uri: "/api/inspect?doc=main&scene=\(Self.gamesScene)&object=\(Self.titleLabel)", method: .get) { response in
                #expect(response.status == .ok)
                let body = try Self.json(response.body)
                #expect(body["class"] as? String == "UILabel")
                #expect(body["runtimeClass"] as? String == "UILabel")
                let frame = try #require(body["frame"] as? [Double])
                #expect(frame[2] > 0 && frame[3] > 0)
            }
        }
    }

    /// The size of a PNG answer in pixels.
    static func pixelSize(_ buffer: ByteBuffer) -> (width: Int, height: Int)? {
        let bytes = [UInt8](Data(buffer.readableBytesView))
        guard bytes.count > 24, bytes.prefix(4) == [0x89, 0x50, 0x4E, 0x47] else { return nil }
        func bigEndian(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (bigEndian(16), bigEndian(20))
    }

    @Test func aMultitaskingWidthNarrowsTheWindowAndItsSizeClass() async throws {
        let pad = "iPad+Pro+(12.9-inch)+(6th+generation)"
        try await Self.withClient { client in
            // Slide Over on a 12.9-inch iPad in landscape: 375 pt, compact width.
            try await client.execute(uri: "/api/render?doc=main&scene=\(Self.gamesScene)&device=\(pad)&orientation=landscape&width=375", method: .get) { response in
                #expect(response.status == .ok)
                let size = try #require(Self.pixelSize(response.body))
                #expect(size.width == 375 * 2 && size.height == 1024 * 2)
            }
            for (width, sizeClass) in [("375", "wC hR"), ("677", "wC hR"), ("678", "wR hR"), ("1366", "wR hR")] {
                try await client.execute(uri: "/api/inspect?doc=main&scene=\(Self.gamesScene)&object=\(Self.gamesView)&device=\(pad)&orientation=landscape&width=\(width)", method: .get) { response in
                    #expect(response.status == .ok)
                    let body = try Self.json(response.body)
                    let configuration = try #require(body["configuration"] as? [String: Any])
                    #expect(configuration["sizeClass"] as? String == sizeClass, "\(width)")
                    // The full screen's width is the full screen.
                    #expect(configuration["width"] as? Double == (width == "1366" ? nil : Double(width)))
                    let frame = try #require(body["frameInWindow"] as? [Double])
                    #expect(frame[2] == Double(width))
                }
            }
        }
    }

    @Test func theAnyAnyCanvasIsADeviceOfViewAs() async throws {
        try await Self.withClient { client in
            try await client.execute(uri: "/api/devices", method: .get) { response in
                let devices = try #require(try Self.json(response.body)["devices"] as? [[String: Any]])
                let canvas = try #require(devices.first { $0["generic"] as? Bool == true })
                #expect(canvas["name"] as? String == Device.anyAnyCanvas.name)
                #expect(canvas["portraitSizeClass"] as? String == "wAny hAny")
                #expect(canvas["width"] as? Double == 600)
                let pad = try #require(devices.first { $0["name"] as? String == "iPad Air 2" })
                let windows = try #require(pad["multitasking"] as? [[String: Any]])
                #expect(windows.contains { $0["layout"] as? String == "slideOver" && $0["width"] as? Double == 320 && $0["sizeClass"] as? String == "wC hR" })
                #expect(devices.first { $0["name"] as? String == "iPhone 15 Pro" }?["multitasking"] == nil)
            }
            let name = Device.anyAnyCanvas.name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            try await client.execute(uri: "/api/render?doc=main&scene=\(Self.gamesScene)&device=\(name)", method: .get) { response in
                #expect(response.status == .ok)
                let size = try #require(Self.pixelSize(response.body))
                #expect(size.width == 1200 && size.height == 1200)
            }
            try await client.execute(uri: "/api/inspect?doc=main&scene=\(Self.gamesScene)&object=\(Self.gamesView)&device=\(name)", method: .get) { response in
                #expect(response.status == .ok)
                let configuration = try #require(try Self.json(response.body)["configuration"] as? [String: Any])
                #expect(configuration["sizeClass"] as? String == "wAny hAny")
            }
        }
    }

    @Test func theSizeClassGridIsServed() async throws {
        try await Self.withClient { client in
            try await client.execute(uri: "/api/sizeclasses", method: .get) { response in
                #expect(response.status == .ok)
                let cells = try #require(try Self.json(response.body)["cells"] as? [[String: Any]])
                #expect(cells.count == 9)
                let compactRegular = try #require(cells.first { $0["key"] as? String == "wC hR" })
                #expect((compactRegular["devices"] as? [String])?.contains("iPhone 15 Pro") == true)
            }
        }
    }

    @Test(arguments: [
        ("/api/render?doc=main&scene=tne-QT-ifu&device=iPhone+15+Pro&width=320", "'width' is an iPad multitasking window's width; iPhone 15 Pro has no Slide Over"),
        ("/api/render?doc=main&scene=tne-QT-ifu&device=iPad+2&width=320", "'width' is an iPad multitasking window's width; iPad 2 has no"),
        ("/api/render?doc=main&scene=tne-QT-ifu&device=iPad+Air+2&width=200", "'width' 200 is outside 320...768"),
        ("/api/render?doc=main&scene=tne-QT-ifu&device=iPad+Air+2&orientation=landscape&width=1025", "'width' 1025 is outside 320...1024"),
        ("/api/inspect?doc=main&scene=tne-QT-ifu&object=8bC-Xf-vdC&device=iPad+Air+2&width=wide", "'width' is a window width in points, not 'wide'"),
        ("/api/render?doc=main&scene=tne-QT-ifu&device=iPad+Air+2&os=8&width=320", "'width' with os '8': iOS 8 has no Slide Over or Split View"),
    ])
    func badWidthsAre400(uri: String, message: String) async throws {
        try await Self.withClient { client in
            try await client.execute(uri: uri, method: .get) { response in
                #expect(response.status == .badRequest)
                let text = try Self.message(response.body)
                #expect(text.hasPrefix(message), "\(text)")
            }
        }
    }

    @Test(arguments: [
        ("/api/render?scene=tne-QT-ifu", "missing parameter 'doc'"),
        ("/api/render?doc=main", "missing parameter 'scene'"),
        ("/api/render?doc=main&scene=tne-QT-ifu&device=iPhone%2099", "unknown device 'iPhone 99'"),
        ("/api/render?doc=main&scene=tne-QT-ifu&orientation=sideways", "unknown orientation 'sideways'"),
        ("/api/render?doc=main&scene=tne-QT-ifu&appearance=blue", "unknown appearance 'blue'"),
        ("/api/render?doc=main&scene=tne-QT-ifu&contentSize=huge", "unknown contentSize 'huge'"),
        ("/api/render?doc=main&scene=tne-QT-ifu&format=gif", "unknown format 'gif'"),
        ("/api/inspect?doc=main&scene=tne-QT-ifu", "missing parameter 'object'"),
    ])
    func badParametersAre400(uri: String, message: String) async throws {
        try await Self.withClient { client in
            try await client.execute(uri: uri, method: .get) { response in
                #expect(response.status == .badRequest)
                let text = try Self.message(response.body)
                #expect(text.hasPrefix(message))
            }
        }
    }

    @Test(arguments: [
        "/api/documents/nothing",
        "/api/render?doc=nothing&scene=tne-QT-ifu",
        "/api/render?doc=main&scene=no-such-scene",
        "/api/inspect?doc=main&scene=tne-QT-ifu&object=no-such-object",
    ])
    func unknownDocumentsScenesAndObjectsAre404(uri: String) async throws {
        try await Self.withClient { client in
            try await client.execute(uri: uri, method: .get) { response in
                #expect(response.status == .notFound)
                let message = try Self.message(response.body)
                #expect(!message.isEmpty)
            }
        }
    }

    @Test(arguments: [
        "/api/render?doc=../Main&scene=tne-QT-ifu",
        "/api/render?doc=%2Fetc%2Fpasswd&scene=x",
        "/api/inspect?doc=..%2F..%2FPackage.swift&scene=x&object=y",
        "/api/documents/..%2FMain.storyboard",
    ])
    func pathsAreNotDocuments(uri: String) async throws {
        try await Self.withClient { client in
            try await client.execute(uri: uri, method: .get) { response in
                #expect(response.status == .badRequest)
                let text = try Self.message(response.body)
                #expect(text.contains("not a path"))
            }
        }
    }

    @Test func pageFilesAreServedByNameOnly() async throws {
        try await Self.withClient { client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType]?.hasPrefix("text/html") == true)
                #expect(String(buffer: response.body).contains("/page/app.js"))
            }
            for file in ["app.js", "style.css"] {
                try await client.execute(uri: "/page/\(file)", method: .get) { response in
                    #expect(response.status == .ok)
                }
            }
            for uri in ["/page/..%2F..%2FPackage.swift", "/page/%2Fetc%2Fpasswd", "/page/ServeToken.swift"] {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == .notFound)
                }
            }
        }
    }

    @Test func aFolderOpensOnlyTheDocumentsInsideIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("serve-tests-\(UUID().uuidString)")
        let outside = folder.appendingPathComponent("outside"), served = folder.appendingPathComponent("served")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: served.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try String(contentsOfFile: Self.example, encoding: .utf8)
        try text.write(to: outside.appendingPathComponent("Secret.storyboard"), atomically: true, encoding: .utf8)
        try text.write(to: served.appendingPathComponent("Base.lproj/Main.storyboard"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            at: served.appendingPathComponent("Linked.storyboard"), withDestinationURL: outside.appendingPathComponent("Secret.storyboard"))
        let documents = ServedDocuments(opening: [served.path], read: Self.read)
        #expect(documents.documents.map(\.id) == ["main"])
        #expect(documents.refusals.count == 1)
        #expect(documents.refusals.first?.path.hasSuffix("Linked.storyboard") == true)
        #expect(documents.refusals.first?.reason.contains("outside") == true)
        #expect(ServedDocuments(opening: [folder.appendingPathComponent("missing.storyboard").path], read: Self.read).refusals.count == 1)
    }

    @Test func writeRequestsNeedTheToken() async throws {
        try await Self.withClient { client in
            try await client.execute(uri: "/api/edit", method: .post, body: ByteBuffer(string: "{}")) { response in
                #expect(response.status == .forbidden)
                let text = try Self.message(response.body)
                #expect(text.contains("X-Storyboard-Token"))
            }
            try await client.execute(uri: "/api/edit", method: .post, headers: [HTTPField.Name("X-Storyboard-Token")!: "wrong"]) { response in
                #expect(response.status == .forbidden)
            }
            // With the token the request reaches the route, which finds nothing to undo.
            try await client.execute(uri: "/api/undo", method: .post, headers: [HTTPField.Name("X-Storyboard-Token")!: Self.token.value],
                                     body: ByteBuffer(string: #"{"doc": "main"}"#)) { (response: TestResponse) async throws in
                #expect(response.status == .badRequest)
                #expect(try Self.message(response.body) == "nothing to undo in main")
            }
            // Reading needs no token.
            try await client.execute(uri: "/api/documents", method: .get) { response in
                #expect(response.status == .ok)
            }
        }
    }

    @Test func requestsForAnotherHostAreRefused() async throws {
        try await Self.withClient { client in
            try await client.execute(uri: "/api/documents", method: .get, headers: [HTTPField.Name("Host")!: "attacker.example:8080"]) { response in
                #expect(response.status == .forbidden)
            }
            for host in ["localhost:8080", "127.0.0.1:8080", "[::1]:8080"] {
                try await client.execute(uri: "/api/documents", method: .get, headers: [HTTPField.Name("Host")!: host]) { response in
                    #expect(response.status == .ok)
                }
            }
        }
    }

    @Test func aHostThatIsNotLoopbackIsWarnedAbout() {
        #expect(StoryboardServer.warning(forHost: "127.0.0.1") == nil)
        #expect(StoryboardServer.warning(forHost: "localhost") == nil)
        #expect(StoryboardServer.warning(forHost: "::1") == nil)
        #expect(StoryboardServer.warning(forHost: "0.0.0.0")?.hasPrefix("warning:") == true)
        #expect(StoryboardServer.warning(forHost: "192.0.2.7")?.contains("not loopback") == true)
    }

    @Test func printsItsURLAndTheTokenOnItsOwnLine() {
        let server = StoryboardServer(documents: ServedDocuments())
        let lines = server.startupLines(host: "127.0.0.1", port: 8080)
        // The URL carries the token for the page to read; the token has its own line too.
        #expect(lines == ["storyboard serve: http://127.0.0.1:8080/?token=\(server.token.value)", "token: \(server.token.value)"])
        #expect(server.token.value.count == 64)
        #expect(server.token != ServeToken())
        #expect(server.token.matches(server.token.value))
        #expect(!server.token.matches(String(server.token.value.dropLast()) + "x"))
    }
}
