@testable import AdaptiveKit
import Foundation
import Testing

/// A bundle folder's listing is kept while the folder does not change: a catalog added to it,
/// or removed, is seen at the next look-up.
@Suite("UIImage(named:): a folder's listing kept while it does not change")
struct FolderListingTests {
    /// Sets the folder's modification time a minute back, as a folder not touched for a while.
    static func settle(_ folder: URL) throws {
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: folder.path)
    }

    static func writeCatalog(in app: TemporaryFolder) throws {
        try app.write("Assets.xcassets/Contents.json", Data(#"{"info":{"version":1,"author":"xcode"}}"#.utf8))
        try app.write("Assets.xcassets/star.imageset/Contents.json", Data(#"""
            {"images":[{"idiom":"universal","filename":"star.png","scale":"1x"}],"info":{"version":1,"author":"xcode"}}
            """#.utf8))
        try app.writePNG("Assets.xcassets/star.imageset/star.png", width: 30, height: 20)
    }

    @Test("a catalog added to a settled folder whose listing was kept is found")
    func catalogAdded() throws {
        let app = try TemporaryFolder()
        try app.write("Main.storyboard", Data("<document/>".utf8))
        try Self.settle(app.url)
        // Not found, and the folder's listing (one document) kept.
        #expect(throws: ImageError.self) { try UIImage.load(named: "star", in: app.bundle, compatibleWith: nil) }
        #expect(FolderListing.names(at: app.url.path) == ["Main.storyboard"])
        try Self.writeCatalog(in: app)
        #expect(Set(FolderListing.names(at: app.url.path) ?? []) == ["Main.storyboard", "Assets.xcassets"])
        #expect(try UIImage.load(named: "star", in: app.bundle, compatibleWith: nil).size == CGSize(width: 30, height: 20))
    }

    @Test("a catalog removed from a settled folder is no longer found")
    func catalogRemoved() throws {
        let app = try TemporaryFolder()
        try Self.writeCatalog(in: app)
        try Self.settle(app.url)
        #expect(try UIImage.load(named: "star", in: app.bundle, compatibleWith: nil).size == CGSize(width: 30, height: 20))
        try FileManager.default.removeItem(at: app.url.appendingPathComponent("Assets.xcassets"))
        #expect(FolderListing.names(at: app.url.path) == [])
        #expect(throws: ImageError.self) { try UIImage.load(named: "star", in: app.bundle, compatibleWith: nil) }
    }

    @Test("a folder that cannot be read has no listing")
    func missingFolder() {
        #expect(FolderListing.names(at: "/nonexistent-\(UUID().uuidString)") == nil)
    }
}
