import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdWebSocket

extension StoryboardServer {
    /// `GET /api/live` upgraded to a WebSocket: one text message per change of any opened
    /// document, `{"cause": "edit", "doc": "main", "revision": 3}` (`cause`: `edit`, `undo`,
    /// `redo` or `disk`; `error` when a file changed on disk cannot be read), so a page redraws
    /// what changed, whoever changed it.
    ///
    /// Browsers let any page open a WebSocket to any address, so besides the loopback `Host`
    /// check the upgrade is refused (403) when the request's `Origin` is another site's.
    func addLiveUpdates(to api: RouterGroup<BasicWebSocketRequestContext>) {
        let documents = documents
        api.ws("live", shouldUpgrade: { request, _ in
            if let origin = request.headers[HTTPField.Name("Origin")!], !Self.isLoopbackOrigin(origin) {
                throw HTTPError(.forbidden, message: "live updates are for pages of this server, not '\(origin)'")
            }
            return .upgrade([:])
        }, onUpgrade: { inbound, outbound, _ in
            let changes = await documents.changes()
            try await withThrowingTaskGroup(of: Void.self) { group in
                // The page closing the connection ends the inbound stream, and so the updates.
                group.addTask { for try await _ in inbound {} }
                group.addTask {
                    let encoder = JSONEncoder()
                    encoder.outputFormatting = [.sortedKeys]
                    for await change in changes {
                        try await outbound.write(.text(String(decoding: try encoder.encode(change), as: UTF8.self)))
                    }
                }
                try await group.next()
                group.cancelAll()
            }
        })
    }

    /// Whether an `Origin` (`http://127.0.0.1:8080`) is a page served from this machine's loopback.
    public static func isLoopbackOrigin(_ origin: String) -> Bool {
        guard let url = URL(string: origin), let host = url.host, ["http", "https", "ws", "wss"].contains(url.scheme ?? "") else { return false }
        return isLoopback(host)
    }
}
