import HTTPTypes
import Hummingbird

/// Refuses every request that can change something (any method but GET, HEAD and OPTIONS) unless
/// its `X-Storyboard-Token` header carries the server's token: 403, before any route sees it.
/// A page on another site can make a browser send a POST to loopback; it cannot read the token.
struct TokenMiddleware<Context: RequestContext>: RouterMiddleware {
    let token: ServeToken

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        switch request.method {
        case .get, .head, .options:
            return try await next(request, context)
        default:
            guard token.matches(request.headers[HTTPField.Name(ServeToken.header)!]) else {
                throw HTTPError(.forbidden, message: "a write request needs the server's token in the \(ServeToken.header) header")
            }
            return try await next(request, context)
        }
    }
}
