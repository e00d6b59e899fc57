@testable import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("Opening URLs and the pasteboard")
struct OpeningURLsAndPasteboardTests {
    @Test("web, mail and telephone links open (recorded), unknown schemes do not; the completion waits for the main queue")
    func openingURLs() async throws {
        let application = UIApplication.shared
        application.openedURLs = []
        let web = try #require(URL(string: "https://www.apple.com"))
        let custom = try #require(URL(string: "myapp://item/3"))
        #expect(application.canOpenURL(web))
        #expect(application.canOpenURL(try #require(URL(string: "tel:+15550100"))))
        #expect(!application.canOpenURL(custom))
        var results: [Bool] = []
        application.open(web) { results.append($0) }
        application.open(custom) { results.append($0) }
        application.open(web, options: [.universalLinksOnly: true]) { results.append($0) }
        #expect(results.isEmpty, "not yet: on the main queue's next turn")
        for _ in 0..<100 where results.count < 3 { try await Task.sleep(nanoseconds: 1_000_000) }
        #expect(results == [true, false, false])
        #expect(application.openedURLs == [web])
    }

    @Test("the general pasteboard keeps what is copied, by kind, and counts changes; named pasteboards are their own")
    func pasteboard() {
        let board = UIPasteboard.general
        let start = board.changeCount
        board.string = "Hello"
        #expect(board.string == "Hello" && board.hasStrings && !board.hasURLs)
        board.url = URL(string: "https://example.com")
        #expect(board.string == nil && board.url?.host == "example.com")
        #expect(board.changeCount == start + 2)
        #expect(UIPasteboard.withName(.general, create: false) === board)
        let named = UIPasteboard.withName(UIPasteboard.Name(rawValue: "drafts"), create: true)
        named?.strings = ["a", "b"]
        #expect(UIPasteboard.withName(UIPasteboard.Name(rawValue: "drafts"), create: false)?.strings == ["a", "b"])
        #expect(UIPasteboard.withName(UIPasteboard.Name(rawValue: "other"), create: false) == nil)
    }
}
