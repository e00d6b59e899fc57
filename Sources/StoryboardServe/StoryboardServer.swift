import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdWebSocket
import OpenStoryboard

/// The server of `storyboard serve`: the page, the JSON API under `/api` over the documents it
/// opened (docs/serve.md), edits written back into them, live updates over a WebSocket, and the
/// token every write request must carry.
public struct StoryboardServer: Sendable {
    /// The documents requests can read and edit; no other file is ever read or written.
    public let documents: DocumentStore
    /// The token write requests carry in `X-Storyboard-Token`.
    public let token: ServeToken
    /// Whether the layout reports of each scene made are dropped after the request (a server that
    /// runs for hours keeps none; tests running beside others leave the shared list alone).
    public var clearsLayoutDiagnostics = false

    /// A server over the documents opened.
    ///
    /// - Parameter read: reads a document again when its file changes on disk (the command
    ///   line's one loading path).
    public init(documents: ServedDocuments, token: ServeToken = ServeToken(), read: @escaping @Sendable (String) -> Result<IBDocument, any Error> = StoryboardServer.readDocument) {
        self.documents = DocumentStore(documents, read: read)
        self.token = token
    }

    /// Reads a document from its path.
    public static func readDocument(_ path: String) -> Result<IBDocument, any Error> {
        Result { try IBDocument(contentsOf: URL(fileURLWithPath: path), path: path) }
    }

    /// The host `serve` binds by default.
    public static let defaultHost = "127.0.0.1"

    /// Whether `host` is a loopback address or name (reachable from this machine only).
    public static func isLoopback(_ host: String) -> Bool {
        let host = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        return host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }

    /// The warning `serve` prints for a host that is not loopback; `nil` for loopback.
    public static func warning(forHost host: String) -> String? {
        guard !isLoopback(host) else { return nil }
        return "warning: serving on \(host), not loopback: anyone who can reach this machine can read the opened documents"
    }

    /// What `serve` prints once it listens: its URL with the token in the query (the page reads it
    /// from there, as Jupyter's printed URL carries its token), then the token on its own line.
    public func startupLines(host: String, port: Int) -> [String] {
        let shown = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return ["storyboard serve: http://\(shown):\(port)/?token=\(token.value)", "token: \(token.value)"]
    }

    /// The application listening on `host`:`port` (`port` 0: any free port), calling `onRunning`
    /// with the port once it listens.
    /// It watches the opened files and reads changed ones again.
    public func makeApplication(host: String, port: Int, onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) -> some ApplicationProtocol {
        let router = makeRouter(checksHost: Self.isLoopback(host))
        let documents = documents
        return Application(
            router: router,
            server: .http1WebSocketUpgrade(webSocketRouter: router),
            configuration: .init(address: .hostname(host, port: port), serverName: "storyboard serve"),
            onServerRunning: { channel in
                Task { await documents.watchFiles() }
                await onRunning(channel.localAddress?.port ?? port)
            })
    }

    /// The routes: the page, the API, and the middleware guarding them.
    ///
    /// - Parameter checksHost: refuse requests whose `Host` names another machine (a page of
    ///   another site reaching loopback through a DNS name of its own), for servers bound to loopback.
    public func makeRouter(checksHost: Bool = true) -> Router<BasicWebSocketRequestContext> {
        let router = Router(context: BasicWebSocketRequestContext.self)
        if checksHost { router.add(middleware: LoopbackHostMiddleware()) }
        router.add(middleware: TokenMiddleware(token: token))

        router.get("/") { _, _ in try Self.page("index.html") }
        router.get("/page/:file") { _, context in try Self.page(context.parameters.get("file") ?? "") }

        let api = router.group("api")
        api.get("documents") { _, _ in try Self.json(DocumentList(await documents.documents)) }
        api.get("documents/:doc") { _, context in
            let served = try await self.document(context.parameters.get("doc"))
            var detail = DocumentDetail(served)
            (detail.canUndo, detail.canRedo) = await documents.history(of: served.id)
            return try Self.json(detail)
        }
        api.get("devices") { _, _ in try Self.json(DeviceList()) }
        api.get("sizeclasses") { _, _ in try Self.json(SizeClassGrid.catalog) }
        api.get("render") { request, _ in try await self.render(request) }
        api.get("inspect") { request, _ in try await self.inspect(request) }
        api.get("hit") { request, _ in try await self.hit(request) }
        api.post("edit") { request, _ in
            let edit = try Self.decoded(try await Self.body(of: request)) { data throws(ServeError) in try EditRequest(json: data) }
            return try Self.json(try await Self.answer { () throws(ServeError) in try await documents.edit(edit.doc, edit.edit, preview: edit.preview) })
        }
        api.post("convert") { request, _ in
            let asked = try Self.decoded(try await Self.body(of: request)) { data throws(ServeError) in try DocumentRequest(json: data) }
            return try Self.json(try await Self.answer { () throws(ServeError) in try await documents.convertToSizeClasses(asked.doc, preview: asked.preview) })
        }
        api.post("undo") { request, _ in
            let doc = try Self.decoded(try await Self.body(of: request)) { data throws(ServeError) in try DocumentRequest(json: data) }.doc
            return try Self.json(try await Self.answer { () throws(ServeError) in try await documents.undo(doc) })
        }
        api.post("redo") { request, _ in
            let doc = try Self.decoded(try await Self.body(of: request)) { data throws(ServeError) in try DocumentRequest(json: data) }.doc
            return try Self.json(try await Self.answer { () throws(ServeError) in try await documents.redo(doc) })
        }
        addLiveUpdates(to: api)
        return router
    }

    // MARK: Handlers

    private func render(_ request: Request) async throws -> Response {
        let query = Self.query(of: request)
        let served = try await document(query["doc"])
        let scene = try Self.required("scene", in: query)
        let format: RenderFormat
        switch query["format"] ?? "png" {
        case "png", "": format = .png
        case "svg": format = .svg
        case let other: throw Self.httpError(.badRequest("unknown format '\(other)'; formats: png, svg"))
        }
        let viewAs = try Self.viewAs(query, served)
        let clears = clearsLayoutDiagnostics
        let data = try await Self.onMainActor(clearing: clears) { () throws(ServeError) in
            try SceneWork.render(served, sceneID: scene, viewAs: viewAs, format: format)
        }
        let type = format == .png ? "image/png" : "image/svg+xml"
        var headers: HTTPFields = [.contentType: type, .cacheControl: "no-store"]
        // A device that never ran the `os` asked for is drawn as asked, and the answer says so.
        if let warning = viewAs.warning { headers[Self.warningHeader] = warning }
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    private func inspect(_ request: Request) async throws -> Response {
        let query = Self.query(of: request)
        let served = try await document(query["doc"])
        let scene = try Self.required("scene", in: query)
        let object = try Self.required("object", in: query)
        let viewAs = try Self.viewAs(query, served)
        let inspected = try await Self.onMainActor(clearing: clearsLayoutDiagnostics) { () throws(ServeError) in
            try SceneWork.inspect(served, sceneID: scene, objectID: object, viewAs: viewAs)
        }
        return try Self.json(inspected)
    }

    /// `GET /api/hit?doc&scene&x&y` (and View As): the object drawn at a point of the picture, in
    /// points from its top left (`{"object": null}` where no view of the document is).
    private func hit(_ request: Request) async throws -> Response {
        let query = Self.query(of: request)
        let served = try await document(query["doc"])
        let scene = try Self.required("scene", in: query)
        guard let x = Double(try Self.required("x", in: query)), let y = Double(try Self.required("y", in: query)), x.isFinite, y.isFinite else {
            throw Self.httpError(.badRequest("'x' and 'y' must be numbers (points from the picture's top left)"))
        }
        let viewAs = try Self.viewAs(query, served)
        let found = try await Self.onMainActor(clearing: clearsLayoutDiagnostics) { () throws(ServeError) in
            try SceneWork.object(at: CGPoint(x: x, y: y), served, sceneID: scene, viewAs: viewAs)
        }
        struct Nothing: Encodable { var object: String? = nil }
        if let found { return try Self.json(found) }
        return try Self.json(Nothing())
    }

    // MARK: Helpers

    /// The header of a picture drawn in a configuration the device never had (`os`).
    static let warningHeader = HTTPField.Name("X-Storyboard-Warning")!

    /// The opened document named `id`: 400 for a value that is not an id (a path), 404 for an
    /// id no document has.
    private func document(_ id: String?) async throws -> ServedDocument {
        guard let id, !id.isEmpty else { throw Self.httpError(.badRequest("missing parameter 'doc'")) }
        guard ServedDocuments.isWellFormedID(id) else {
            throw Self.httpError(.badRequest("'doc' is a document id from /api/documents, not a path"))
        }
        guard let served = await documents.document(id) else { throw Self.httpError(.notFound("no document '\(id)'")) }
        return served
    }

    /// A write request's body, at most ``EditRequest/maximumBodySize`` bytes (413 beyond).
    private static func body(of request: Request) async throws -> Data {
        var request = request
        let buffer = try await request.collectBody(upTo: EditRequest.maximumBodySize)
        return Data(buffer.readableBytesView)
    }

    /// `read(data)`, its failure as an HTTP error.
    private static func decoded<T>(_ data: Data, _ read: (Data) throws(ServeError) -> T) throws -> T {
        do {
            return try read(data)
        } catch {
            throw httpError(error)
        }
    }

    /// `work`'s result, its failure as an HTTP error.
    private static func answer<T>(_ work: () async throws(ServeError) -> T) async throws -> T {
        do {
            return try await work()
        } catch {
            throw httpError(error)
        }
    }

    private static func viewAs(_ query: [String: String], _ served: ServedDocument) throws -> ViewAs {
        do {
            return try ViewAs(query: query, document: served.document)
        } catch {
            throw httpError(error)
        }
    }

    private static func required(_ name: String, in query: [String: String]) throws -> String {
        guard let value = query[name], !value.isEmpty else { throw httpError(.badRequest("missing parameter '\(name)'")) }
        return value
    }

    /// The query's parameters, decoded as browsers encode forms and `URLSearchParams`
    /// (`+` for a space, then percent escapes); a later value of a name wins.
    static func query(of request: Request) -> [String: String] {
        query(request.uri.query ?? "")
    }

    public static func query(_ text: String) -> [String: String] {
        var query: [String: String] = [:]
        for pair in text.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func decoded(_ part: Substring) -> String {
                let spaced = part.replacingOccurrences(of: "+", with: " ")
                return spaced.removingPercentEncoding ?? spaced
            }
            query[decoded(parts[0])] = parts.count > 1 ? decoded(parts[1]) : ""
        }
        return query
    }

    /// Runs `work` on the main actor with the host's text measurer and image decoders (task
    /// locals: nothing process-wide changes), mapping its failure to an HTTP error.
    private static func onMainActor<T: Sendable>(clearing: Bool, _ work: @escaping @MainActor @Sendable () throws(ServeError) -> T) async throws -> T {
        let result: Result<T, ServeError> = await MainActor.run {
            TextMeasurement.$taskMeasurer.withValue(PangoTextMeasurer.shared) {
                VectorImageDecoder.$taskDecoder.withValue(VectorImageRenderer.shared) {
                    BitmapImageDecoder.$taskDecoder.withValue(BitmapImageCodec.shared) {
                        defer { if clearing { LayoutDiagnostics.shared.removeAll() } }
                        do throws(ServeError) { return .success(try work()) } catch { return .failure(error) }
                    }
                }
            }
        }
        switch result {
        case .success(let value): return value
        case .failure(let error): throw httpError(error)
        }
    }

    static func httpError(_ error: ServeError) -> HTTPError {
        switch error {
        case .badRequest: HTTPError(.badRequest, message: error.description)
        case .notFound: HTTPError(.notFound, message: error.description)
        case .failed: HTTPError(.internalServerError, message: error.description)
        case .conflict: HTTPError(.conflict, message: error.description)
        }
    }

    private static func page(_ name: String) throws -> Response {
        guard let response = PageResources.response(for: name) else { throw HTTPError(.notFound, message: "no page file '\(name)'") }
        return response
    }

    /// A JSON answer, encoded as the command line's JSON is (sorted keys, pretty printed).
    static func json(_ value: some Encodable) throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        return Response(status: .ok, headers: [.contentType: "application/json; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}

/// Refuses a request whose `Host` (HTTP/1's header, HTTP/2's `:authority`) names anything but
/// this machine's loopback names (403).
struct LoopbackHostMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        for host in [request.head.authority, request.headers[HTTPField.Name("Host")!]].compactMap({ $0 }) {
            guard StoryboardServer.isLoopback(Self.name(of: host)) else {
                throw HTTPError(.forbidden, message: "this server answers requests for localhost only, not '\(host)'")
            }
        }
        return try await next(request, context)
    }

    /// The host name of `host:port` (`[::1]:8080` → `[::1]`).
    static func name(of host: String) -> String {
        if host.hasPrefix("["), let end = host.firstIndex(of: "]") { return String(host[...end]) }
        if let colon = host.lastIndex(of: ":") { return String(host[..<colon]) }
        return host
    }
}
