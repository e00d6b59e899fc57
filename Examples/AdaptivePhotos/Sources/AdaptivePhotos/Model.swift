import Foundation

/// A photo of a conversation.
public struct Photo: Decodable, Equatable, Sendable {
    /// The name of the image in the example's asset catalog.
    public let image: String
    public let comment: String
    public let rating: Int
}

/// A conversation: a named list of photos.
public struct Conversation: Decodable, Equatable, Sendable {
    public let name: String
    public let photos: [Photo]
}

/// The user whose conversations the app shows.
public struct User: Decodable, Equatable, Sendable {
    public let name: String
    public let conversations: [Conversation]

    /// The example's folder (its data file and asset catalog).
    public static let exampleFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The user of the bundled data file, `Data/User.json`.
    public static func bundled() throws -> User {
        let data = try Data(contentsOf: exampleFolder.appendingPathComponent("Data/User.json"))
        return try JSONDecoder().decode(User.self, from: data)
    }
}
