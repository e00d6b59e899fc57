@testable import AdaptiveKit
import Foundation
import Testing

@Suite("UIImage(named:): catalogs linked into a bundle")
struct LinkedCatalogTests {
    @Test("a catalog that is a symbolic link in the bundle is read where it points")
    func symbolicLinkCatalog() throws {
        let target = try TemporaryFolder()
        try target.write("Shared.xcassets/Contents.json", Data(#"{"info":{"version":1,"author":"xcode"}}"#.utf8))
        try target.write("Shared.xcassets/star.imageset/Contents.json", Data(#"""
            {"images":[{"idiom":"universal","filename":"star@2x.png","scale":"2x"}],"info":{"version":1,"author":"xcode"}}
            """#.utf8))
        try target.writePNG("Shared.xcassets/star.imageset/star@2x.png", width: 50, height: 50)
        let app = try TemporaryFolder()
        try FileManager.default.createSymbolicLink(
            at: app.url.appendingPathComponent("Assets.xcassets"),
            withDestinationURL: target.url.appendingPathComponent("Shared.xcassets"))
        let image = try UIImage.load(named: "star", in: app.bundle, compatibleWith: UITraitCollection(displayScale: 2))
        #expect(image.size == CGSize(width: 25, height: 25))
        #expect(image.imageAsset != nil, "from the catalog, not a loose file")
    }
}
