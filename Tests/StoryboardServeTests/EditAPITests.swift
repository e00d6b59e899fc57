import Foundation
import Synchronization
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import HummingbirdWSTesting
import OpenStoryboard
import StoryboardServe
import Testing
import TestSupport

/// Edits through `POST /api/edit`, `/api/undo` and `/api/redo`, written back into a copy of the
/// bundled example: the file's diff, the picture, the refusals (malformed edits, a file changed
/// on disk, oversized bodies), and live updates over the WebSocket.
@Suite struct EditAPITests {
    /// The title label's top constraint (constant 40) in the Games scene, and its label.
    static let topConstraint = "AtD-Xn-2fR", titleLabel = ServeTests.titleLabel
    static let tokenHeader: HTTPFields = [HTTPField.Name("X-Storyboard-Token")!: ServeTests.token.value]

    /// A copy of the example in a folder of its own, removed after `body`.
    static func withCopy(_ body: (String) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("serve-edit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Main.storyboard").path
        try FileManager.default.copyItem(atPath: ServeTests.example, toPath: path)
        try await body(path)
    }

    static func post(_ client: any TestClientProtocol, _ route: String, _ json: String, token: Bool = true,
                     _ check: @escaping @Sendable (TestResponse) async throws -> Void) async throws {
        try await client.execute(uri: "/api/\(route)", method: .post, headers: token ? tokenHeader : [:], body: ByteBuffer(string: json)) { (response: TestResponse) async throws in
            try await check(response)
        }
    }

    static func picture(_ client: any TestClientProtocol) async throws -> Data {
        try await client.execute(uri: "/api/render?doc=main&scene=\(ServeTests.gamesScene)&device=iPhone+15+Pro", method: .get) { (response: TestResponse) async throws in
            #expect(response.status == .ok)
            return Data(response.body.readableBytesView)
        }
    }

    @Test func aConstantEditWritesOneAttributeAndChangesThePicture() async throws {
        try await Self.withCopy { path in
            let original = try String(contentsOfFile: path, encoding: .utf8)
            try await ServeTests.withClient(ServeTests.server([path])) { client in
                let before = try await Self.picture(client)
                try await Self.post(client, "edit", #"{"doc": "main", "op": "setConstant", "constraint": "\#(Self.topConstraint)", "constant": 120}"#) { (response: TestResponse) async throws in
                    #expect(response.status == .ok)
                    let answer = try ServeTests.json(response.body)
                    #expect(answer["written"] as? Bool == true)
                    #expect(answer["revision"] as? Int == 1)
                    #expect(answer["canUndo"] as? Bool == true)
                    #expect(answer["canRedo"] as? Bool == false)
                    let diff = try #require(answer["diff"] as? String)
                    #expect(diff.split(separator: "\n").filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }.count == 1)
                    #expect(diff.contains("+                            <constraint firstItem=\"Wfm-Ho-9Jp\" firstAttribute=\"top\" secondItem=\"6Tk-OE-BBY\" secondAttribute=\"top\" constant=\"120\" id=\"AtD-Xn-2fR\"/>"))
                    // The answer carries the constraint's new state in every cell of the grid.
                    let state = try #require(answer["state"] as? [String: Any])
                    #expect(state["object"] as? String == Self.topConstraint)
                    #expect((state["values"] as? [String: Any])?["wC hR"] as? String == "120")
                    #expect((state["installed"] as? [String: Bool])?.values.allSatisfy { $0 } == true)
                }
                let written = try String(contentsOfFile: path, encoding: .utf8)
                #expect(written == original.replacingOccurrences(of: #"constant="40" id="AtD-Xn-2fR""#, with: #"constant="120" id="AtD-Xn-2fR""#))
                #expect(try await Self.picture(client) != before, "the picture shows the label lower")
                try await client.execute(uri: "/api/inspect?doc=main&scene=\(ServeTests.gamesScene)&object=\(Self.titleLabel)&device=iPhone+15+Pro", method: .get) { (response: TestResponse) async throws in
                    let frame = try #require(try ServeTests.json(response.body)["frameInWindow"] as? [Double])
                    #expect(frame[1] > 120, "the label sits 120 pt below the safe area's top")
                }

                try await Self.post(client, "undo", #"{"doc": "main"}"#) { (response: TestResponse) async throws in
                    #expect(response.status == .ok)
                    #expect(try ServeTests.json(response.body)["canRedo"] as? Bool == true)
                }
                #expect(try String(contentsOfFile: path, encoding: .utf8) == original, "undo writes back the original bytes")
                #expect(try await Self.picture(client) == before)
                // The document's detail says the same, for a page opened now.
                try await client.execute(uri: "/api/documents/main", method: .get) { (response: TestResponse) async throws in
                    let detail = try ServeTests.json(response.body)
                    #expect(detail["revision"] as? Int == 2)
                    #expect(detail["canUndo"] as? Bool == false && detail["canRedo"] as? Bool == true)
                }
                try await Self.post(client, "redo", #"{"doc": "main"}"#) { (response: TestResponse) async throws in
                    #expect(response.status == .ok)
                    #expect(try ServeTests.json(response.body)["revision"] as? Int == 3)
                }
                #expect(try String(contentsOfFile: path, encoding: .utf8) == written)
            }
        }
    }

    @Test func aPreviewAnswersTheDiffAndWritesNothing() async throws {
        try await Self.withCopy { path in
            let original = try Data(contentsOf: URL(fileURLWithPath: path))
            try await ServeTests.withClient(ServeTests.server([path])) { client in
                try await Self.post(client, "edit", #"{"doc": "main", "op": "setInstalled", "object": "\#(Self.titleLabel)", "installed": false, "sizeClass": "wC hR", "preview": true}"#) { (response: TestResponse) async throws in
                    #expect(response.status == .ok)
                    let answer = try ServeTests.json(response.body)
                    #expect(answer["written"] as? Bool == false)
                    #expect(answer["revision"] as? Int == 0)
                    let diff = try #require(answer["diff"] as? String)
                    #expect(diff.contains("+                        <variation key=\"heightClass=regular-widthClass=compact\">"))
                    #expect(diff.contains("+                                <exclude reference=\"\(Self.titleLabel)\"/>"))
                }
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == original)
        }
    }

    @Test func anExclusionInASizeClassHidesTheViewOnlyThere() async throws {
        try await Self.withCopy { path in
            try await ServeTests.withClient(ServeTests.server([path])) { client in
                try await Self.post(client, "edit", #"{"doc": "main", "op": "setInstalled", "object": "\#(Self.titleLabel)", "installed": false, "sizeClass": "wC hR"}"#) { (response: TestResponse) async throws in
                    #expect(response.status == .ok)
                }
                #expect(try String(contentsOfFile: path, encoding: .utf8).contains("<exclude reference=\"\(Self.titleLabel)\"/>"))
                for (device, shown) in [("iPhone+15+Pro", false), ("iPad+Pro+(12.9-inch)+(6th+generation)", true)] {
                    try await client.execute(uri: "/api/inspect?doc=main&scene=\(ServeTests.gamesScene)&object=\(Self.titleLabel)&device=\(device)", method: .get) { (response: TestResponse) async throws in
                        #expect(response.status == .ok)
                        #expect((try ServeTests.json(response.body)["frameInWindow"] != nil) == shown, "\(device)")
                    }
                }
            }
        }
    }

    @Test func malformedEditsAreRefusedAndChangeNothing() async throws {
        try await Self.withCopy { path in
            let original = try Data(contentsOf: URL(fileURLWithPath: path))
            try await ServeTests.withClient(ServeTests.server([path])) { client in
                let cases: [(String, HTTPResponse.Status, String)] = [
                    ("not json", .badRequest, "the body must be a JSON object"),
                    (#"{"doc": "main", "op": "paint"}"#, .badRequest, "unknown op 'paint'; ops: setConstant, setInstalled, setProperty"),
                    (#"{"doc": "main", "op": "setConstant", "constraint": "AtD-Xn-2fR"}"#, .badRequest, "'constant' must be a finite number"),
                    (#"{"doc": "main", "op": "setConstant", "constraint": "AtD-Xn-2fR", "constant": 1, "sizeClass": "wX hR"}"#, .badRequest, "'sizeClass' must be a cell"),
                    (#"{"doc": "main", "op": "setConstant", "constraint": "\#(Self.titleLabel)", "constant": 1}"#, .badRequest, "'Wfm-Ho-9Jp' is a <label>, not a constraint"),
                    (#"{"doc": "main", "op": "setProperty", "object": "\#(Self.titleLabel)", "key": "numberOfLines", "value": "many"}"#, .badRequest, "numberOfLines=\"many\""),
                    (#"{"doc": "main", "op": "setInstalled", "object": "\#(Self.titleLabel)", "installed": false}"#, .badRequest, "missing 'sizeClass'"),
                    (#"{"doc": "main", "op": "setConstant", "constraint": "nop-e0-000", "constant": 1}"#, .notFound, "no object with id 'nop-e0-000'"),
                    (#"{"doc": "../etc/passwd", "op": "setConstant", "constraint": "AtD-Xn-2fR", "constant": 1}"#, .badRequest, "not a path"),
                    (#"{"doc": "other", "op": "setConstant", "constraint": "AtD-Xn-2fR", "constant": 1}"#, .notFound, "no document 'other'"),
                ]
                for (body, status, message) in cases {
                    try await Self.post(client, "edit", body) { (response: TestResponse) async throws in
                        #expect(response.status == status, "\(body)")
                        #expect(try ServeTests.message(response.body).contains(message), "\(body)")
                    }
                }
                let large = #"{"doc": "main", "op": "setProperty", "object": "Wfm-Ho-9Jp", "key": "text", "value": ""# + String(repeating: "x", count: 70_000) + #""}"#
                try await Self.post(client, "edit", large) { (response: TestResponse) async throws in
                    #expect(response.status == .contentTooLarge)
                }
                try await Self.post(client, "edit", #"{"doc": "main", "op": "setConstant", "constraint": "AtD-Xn-2fR", "constant": 1}"#, token: false) { (response: TestResponse) async throws in
                    #expect(response.status == .forbidden)
                }
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == original)
        }
    }

    @Test func anEditToAFileChangedOnDiskIsRefusedAndTheFileIsReadAgain() async throws {
        try await Self.withCopy { path in
            try await ServeTests.withClient(ServeTests.server([path])) { client in
                let changed = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "Choose a game", with: "Changed elsewhere")
                try changed.write(toFile: path, atomically: true, encoding: .utf8)
                let edit = #"{"doc": "main", "op": "setConstant", "constraint": "\#(Self.topConstraint)", "constant": 60}"#
                try await Self.post(client, "edit", edit) { (response: TestResponse) async throws in
                    #expect(response.status == .conflict)
                    #expect(try ServeTests.message(response.body).contains("changed on disk since the server read it; nothing was written"))
                }
                #expect(try String(contentsOfFile: path, encoding: .utf8) == changed, "the other program's change is kept")
                try await client.execute(uri: "/api/inspect?doc=main&scene=\(ServeTests.gamesScene)&object=\(Self.titleLabel)", method: .get) { (response: TestResponse) async throws in
                    #expect(String(buffer: response.body).contains("Changed elsewhere") || response.status == .ok)
                }
                try await Self.post(client, "edit", edit) { (response: TestResponse) async throws in
                    #expect(response.status == .ok, "the document was read again, so the same edit now lands")
                    #expect(try ServeTests.json(response.body)["canUndo"] as? Bool == true)
                }
                let written = try String(contentsOfFile: path, encoding: .utf8)
                #expect(written.contains("Changed elsewhere") && written.contains(#"constant="60" id="AtD-Xn-2fR""#))
            }
        }
    }

    @Test func filesChangedOnDiskAreReadAgainAndAnnounced() async throws {
        try await Self.withCopy { path in
            let server = ServeTests.server([path])
            let changes = await server.documents.changes()
            #expect(await server.documents.reloadChangedFiles().isEmpty)
            let changed = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "Choose a game", with: "Pick one")
            try changed.write(toFile: path, atomically: true, encoding: .utf8)
            #expect(await server.documents.reloadChangedFiles() == ["main"])
            var iterator = changes.makeAsyncIterator()
            let change = await iterator.next()
            #expect(change?.doc == "main" && change?.revision == 1 && change?.cause == "disk" && change?.error == nil)
            #expect(await server.documents.document("main")?.document.object(withID: Self.titleLabel)?.attribute("text") == "Pick one")
            try "<document".write(toFile: path, atomically: true, encoding: .utf8)
            await server.documents.reloadChangedFiles()
            let broken = await iterator.next()
            #expect(broken?.error != nil, "a file that cannot be read is announced with the reason")
            #expect(await server.documents.document("main")?.document.object(withID: Self.titleLabel)?.attribute("text") == "Pick one", "the last model stays")
        }
    }

    @Test func liveUpdatesReachTheWebSocket() async throws {
        try await Self.withCopy { path in
            let server = ServeTests.server([path])
            let router = server.makeRouter()
            let application = Application(router: router, server: .http1WebSocketUpgrade(webSocketRouter: router), configuration: .init(address: .hostname("localhost", port: 0)))
            try await application.test(.live) { client in
                let received = try await withThrowingTaskGroup(of: String?.self) { group in
                    group.addTask {
                        let message = Mutex<String?>(nil)
                        try await client.ws("/api/live") { inbound, _, _ in
                            for try await frame in inbound.messages(maxSize: 1 << 16) {
                                if case let .text(text) = frame { message.withLock { $0 = text }; break }
                            }
                        }
                        return message.withLock { $0 }
                    }
                    group.addTask {
                        // Edits until the socket hears one (it may connect after the first).
                        for constant in 80..<120 {
                            try await Self.post(client, "edit", #"{"doc": "main", "op": "setConstant", "constraint": "\#(Self.topConstraint)", "constant": \#(constant)}"#) { (response: TestResponse) async throws in
                                #expect(response.status == .ok)
                            }
                            try await Task.sleep(for: .milliseconds(200))
                        }
                        return nil
                    }
                    let message = try await group.next() ?? nil
                    group.cancelAll()
                    return message
                }
                let text = try #require(received)
                #expect(text.hasPrefix(#"{"cause":"edit","doc":"main","revision":"#))
            }
        }
    }

    @Test func anEditThroughALinkWritesTheFileItNamesAndKeepsTheLink() async throws {
        try await Self.withCopy { path in
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            let link = folder.appendingPathComponent("Linked.storyboard").path
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "Main.storyboard")
            try await ServeTests.withClient(ServeTests.server([link])) { client in
                try await Self.post(client, "edit", #"{"doc": "linked", "op": "setConstant", "constraint": "\#(Self.topConstraint)", "constant": 44}"#) { (response: TestResponse) async throws in
                    #expect(response.status == .ok)
                }
            }
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "Main.storyboard")
            #expect(try String(contentsOfFile: path, encoding: .utf8).contains(#"constant="44" id="AtD-Xn-2fR""#))
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }
            #expect(leftovers.isEmpty, "no temporary file is left beside the document")
        }
    }

    @Test func theInspectorSaysWhereAViewIsInstalledAndWhatLintFinds() async throws {
        try await Self.withCopy { path in
            try await ServeTests.withClient(ServeTests.server([path])) { client in
                try await Self.post(client, "edit", #"{"doc": "main", "op": "setInstalled", "object": "\#(Self.titleLabel)", "installed": false, "sizeClass": "wC hAny"}"#) { (response: TestResponse) async throws in
                    #expect(response.status == .ok)
                }
                try await client.execute(uri: "/api/inspect?doc=main&scene=\(ServeTests.gamesScene)&object=\(Self.titleLabel)", method: .get) { (response: TestResponse) async throws in
                    let installed = try #require(try ServeTests.json(response.body)["installed"] as? [String: Bool])
                    #expect(installed.count == 9)
                    #expect(installed["wAny hAny"] == true && installed["wR hR"] == true && installed["wAny hC"] == true)
                    #expect(installed["wC hAny"] == false && installed["wC hR"] == false && installed["wC hC"] == false)
                }
                // The button of the scene is smaller than a touch target.
                try await client.execute(uri: "/api/inspect?doc=main&scene=\(ServeTests.gamesScene)&object=Ndd-sG-Wa3&device=iPhone+15+Pro", method: .get) { (response: TestResponse) async throws in
                    let answer = try ServeTests.json(response.body)
                    let findings = try #require(answer["lint"] as? [[String: Any]])
                    #expect(findings.contains { $0["rule"] as? String == "small-touch-target" })
                    let constraints = try #require(answer["constraintsInstalled"] as? [String: [String: Bool]])
                    #expect(constraints.isEmpty || constraints.values.allSatisfy { $0.count == 9 })
                }
            }
        }
    }

    @Test func aPointOfThePictureNamesTheViewDrawnThere() async throws {
        try await ServeTests.withClient { client in
            // The title label's frame, then a point inside it.
            let frame = try await client.execute(uri: "/api/inspect?doc=main&scene=\(ServeTests.gamesScene)&object=\(Self.titleLabel)", method: .get) { (response: TestResponse) async throws -> [Double] in
                try #require(try ServeTests.json(response.body)["frameInWindow"] as? [Double])
            }
            try await client.execute(uri: "/api/hit?doc=main&scene=\(ServeTests.gamesScene)&x=\(frame[0] + frame[2] / 2)&y=\(frame[1] + frame[3] / 2)", method: .get) { (response: TestResponse) async throws in
                #expect(response.status == .ok)
                #expect(try ServeTests.json(response.body)["object"] as? String == Self.titleLabel)
            }
            // A point on the root view only names the root view.
            try await client.execute(uri: "/api/hit?doc=main&scene=\(ServeTests.gamesScene)&x=2&y=300", method: .get) { (response: TestResponse) async throws in
                #expect(try ServeTests.json(response.body)["object"] as? String == ServeTests.gamesView)
            }
            try await client.execute(uri: "/api/hit?doc=main&scene=\(ServeTests.gamesScene)&x=left&y=3", method: .get) { (response: TestResponse) async throws in
                #expect(response.status == .badRequest)
            }
        }
    }

    @Test func useSizeClassesConvertsALegacyDocumentUndoably() async throws {
        try await Self.withCopy { path in
            // The example as a storyboard from before size classes: no useTraitCollections, a
            // replace segue into the split view's detail.
            let legacy = try String(contentsOfFile: path, encoding: .utf8)
                .replacingOccurrences(of: #" useTraitCollections="YES""#, with: "")
                .replacingOccurrences(of: #"kind="showDetail""#, with: #"kind="replace" splitViewControllerTargetIndex="1""#)
            try legacy.write(toFile: path, atomically: true, encoding: .utf8)
            try await ServeTests.withClient(ServeTests.server([path])) { client in
                try await client.execute(uri: "/api/documents/main", method: .get) { (response: TestResponse) async throws in
                    #expect(try ServeTests.json(response.body)["usesSizeClasses"] as? Bool == false)
                }
                try await Self.post(client, "convert", #"{"doc": "main", "preview": true}"#) { (response: TestResponse) async throws in
                    #expect(response.status == .ok)
                    let diff = try #require(try ServeTests.json(response.body)["diff"] as? String)
                    #expect(diff.contains(#"useTraitCollections="YES""#) && diff.contains(#"+"#))
                    #expect(diff.contains(#"kind="showDetail""#))
                }
                #expect(try String(contentsOfFile: path, encoding: .utf8) == legacy, "a preview writes nothing")
                try await Self.post(client, "convert", #"{"doc": "main"}"#) { (response: TestResponse) async throws in
                    #expect(response.status == .ok)
                    #expect(try ServeTests.json(response.body)["written"] as? Bool == true)
                }
                let converted = try String(contentsOfFile: path, encoding: .utf8)
                #expect(converted.contains(#"useTraitCollections="YES""#) && converted.contains(#"kind="showDetail""#))
                #expect(!converted.contains("splitViewControllerTargetIndex"))
                try await client.execute(uri: "/api/documents/main", method: .get) { (response: TestResponse) async throws in
                    #expect(try ServeTests.json(response.body)["usesSizeClasses"] as? Bool == true)
                }
                // Converting again changes nothing; undo gives the legacy file back.
                try await Self.post(client, "convert", #"{"doc": "main"}"#) { (response: TestResponse) async throws in
                    #expect(try ServeTests.json(response.body)["written"] as? Bool == false)
                }
                try await Self.post(client, "undo", #"{"doc": "main"}"#) { (response: TestResponse) async throws in
                    #expect(response.status == .ok)
                }
                #expect(try String(contentsOfFile: path, encoding: .utf8) == legacy)
            }
        }
    }

    @Test func liveUpdatesRefuseOtherSites() {
        #expect(StoryboardServer.isLoopbackOrigin("http://127.0.0.1:8080"))
        #expect(StoryboardServer.isLoopbackOrigin("http://localhost:9000"))
        #expect(!StoryboardServer.isLoopbackOrigin("https://evil.example"))
        #expect(!StoryboardServer.isLoopbackOrigin("null"))
    }
}
