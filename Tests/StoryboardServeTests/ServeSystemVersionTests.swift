import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import OpenStoryboard
import StoryboardServe
import Testing
import TestSupport

/// The `os` parameter of `/api/render` and `/api/inspect`: the example storyboard's Games scene as
/// iOS 7 (its Any/Any layout), iOS 10 (20-pt status bar) and the latest, the refusal of dark before
/// iOS 13, and the warning for a device that never ran the version.
@Suite struct ServeSystemVersionTests {
    /// The Games scene's "iPad Hint" label: in the Any/Any layout, left out in compact width.
    static let padHint = "hNT-6r-a9K"

    /// The answer of `/api/inspect` for `object` of the Games scene with `query` added.
    private func inspect(_ client: any TestClientProtocol, _ object: String, _ query: String) async throws -> [String: Any] {
        try await client.execute(uri: "/api/inspect?doc=main&scene=\(ServeTests.gamesScene)&object=\(object)&\(query)", method: .get) { response in
            #expect(response.status == .ok, "\(String(buffer: response.body))")
            return try ServeTests.json(response.body)
        }
    }

    @Test func iOS7ShowsTheAnyAnyLayoutAndIOS10TheCompactWidthVariation() async throws {
        try await ServeTests.withClient { client in
            let seven = try await inspect(client, Self.padHint, "device=iPhone+5s&os=7")
            #expect(seven["frameInWindow"] is [Double], "the Any/Any label is on screen")
            #expect((seven["configuration"] as? [String: Any])?["sizeClass"] as? String == "wAny hAny")
            #expect((seven["configuration"] as? [String: Any])?["os"] as? String == "iOS 7")
            let ten = try await inspect(client, Self.padHint, "device=iPhone+5s&os=10")
            #expect(ten["frameInWindow"] == nil, "compact width leaves the label out")
            #expect((ten["configuration"] as? [String: Any])?["sizeClass"] as? String == "wC hR")
        }
    }

    @Test func aTitleUnderTheSafeAreaMovesUpUnderIOS10sStatusBarOnAnIPhoneX() async throws {
        try await ServeTests.withClient { client in
            func top(_ os: String) async throws -> Double {
                let body = try await inspect(client, ServeTests.titleLabel, "device=iPhone+X&os=\(os)")
                return try #require(body["frameInWindow"] as? [Double])[1]
            }
            let ten = try await top("10"), eleven = try await top("11"), latest = try await top("latest")
            #expect(eleven - ten == 24, "the 44-pt notch inset against iOS 10's 20-pt status bar")
            #expect(latest == eleven)
            let body = try await inspect(client, ServeTests.titleLabel, "device=iPhone+X")
            #expect(try #require(body["frameInWindow"] as? [Double])[1] == latest, "without os: the latest")
            #expect((body["configuration"] as? [String: Any])?["os"] == nil)
        }
    }

    @Test func darkBeforeIOS13Is400NamingTheVersion() async throws {
        try await ServeTests.withClient { client in
            for path in ["render", "inspect"] {
                let uri = "/api/\(path)?doc=main&scene=\(ServeTests.gamesScene)&object=\(ServeTests.titleLabel)&appearance=dark&os=12"
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == .badRequest)
                    let message = try ServeTests.message(response.body)
                    #expect(message.contains("iOS 12 has no dark appearance"), "\(message)")
                }
            }
            try await client.execute(uri: "/api/render?doc=main&scene=\(ServeTests.gamesScene)&appearance=dark&os=13", method: .get) { response in
                #expect(response.status == .ok)
            }
        }
    }

    @Test func aBadOSIs400ListingTheValidForms() async throws {
        try await ServeTests.withClient { client in
            for value in ["6", "twelve", "19"] {
                try await client.execute(uri: "/api/render?doc=main&scene=\(ServeTests.gamesScene)&os=\(value)", method: .get) { response in
                    #expect(response.status == .badRequest)
                    let message = try ServeTests.message(response.body)
                    #expect(message.hasPrefix("os: "), "\(message)")
                    #expect(message.contains("major.minor (\"13.4\")"), "\(message)")
                }
            }
        }
    }

    @Test func aDeviceThatNeverRanTheVersionIsDrawnWithAWarning() async throws {
        try await ServeTests.withClient { client in
            try await client.execute(uri: "/api/render?doc=main&scene=\(ServeTests.gamesScene)&device=iPhone+X&os=10", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "image/png")
                #expect(response.headers[HTTPField.Name("X-Storyboard-Warning")!]?.contains("the iPhone X never ran iOS 10") == true)
            }
            try await client.execute(uri: "/api/render?doc=main&scene=\(ServeTests.gamesScene)&device=iPhone+7&os=10", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[HTTPField.Name("X-Storyboard-Warning")!] == nil)
            }
            let body = try await inspect(client, ServeTests.titleLabel, "device=iPhone+X&os=10")
            #expect(((body["configuration"] as? [String: Any])?["warning"] as? String)?.contains("never ran iOS 10") == true)
        }
    }
}
