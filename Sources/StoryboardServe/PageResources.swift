import Foundation
import Hummingbird

/// The page's files, shipped in the package (`Page/`): served by name from a fixed list, so
/// no request path ever reaches the file system.
enum PageResources {
    /// The files the page is made of, with their content types.
    static let files: [(name: String, contentType: String)] = [
        ("index.html", "text/html; charset=utf-8"),
        ("app.js", "text/javascript; charset=utf-8"),
        ("style.css", "text/css; charset=utf-8"),
    ]

    /// The response for page file `name`, or `nil` when it is not one of ``files``.
    static func response(for name: String) -> Response? {
        guard let file = files.first(where: { $0.name == name }),
              let url = Bundle.module.url(forResource: (file.name as NSString).deletingPathExtension,
                                          withExtension: (file.name as NSString).pathExtension, subdirectory: "Page"),
              let data = try? Data(contentsOf: url)
        else { return nil }
        return Response(
            status: .ok, headers: [.contentType: file.contentType, .cacheControl: "no-cache"],
            body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}
