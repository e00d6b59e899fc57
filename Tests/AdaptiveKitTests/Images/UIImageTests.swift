@testable import AdaptiveKit
import Foundation
import ImageCodecs
import Testing

@Suite("UIImage: files, data, decoding and bad input")
struct UIImageTests {
    @Test("a zlib-compressed RGBA PNG: size in points equals pixels at scale 1")
    func pngFromFile() throws {
        let image = try #require(UIImage(contentsOfFile: ImageFixtures.path("red-4x3.png")))
        #expect(image.size == CGSize(width: 4, height: 3))
        #expect(image.scale == 1)
        #expect(image.traitCollection.displayScale == 1)
        #expect(image.renderingMode == .automatic)
        #expect(image.imageAsset == nil)
    }

    @Test("a JPEG and a greyscale PNG are decoded by libjpeg and libpng")
    func jpegAndGrey() throws {
        let jpeg = try UIImage.load(contentsOfFile: ImageFixtures.path("gradient-16x8.jpg"))
        #expect(jpeg.size == CGSize(width: 16, height: 8))
        #expect(jpeg.content.format == .jpeg)
        let bitmap = try jpeg.decodedBGRA(decoder: BitmapImageCodec.shared)
        #expect(bitmap.width == 16 && bitmap.height == 8)
        // The gradient's first column is pure red (JPEG is lossy: allow a few levels).
        let first = bitmap.pixel(x: 0, y: 0)
        #expect(first.red > 240 && first.green < 16 && first.blue < 16 && first.alpha == 255)

        let grey = try UIImage.load(contentsOfFile: ImageFixtures.path("gray-5x5.png"))
        #expect(grey.size == CGSize(width: 5, height: 5))
        let pixel = try grey.decodedBGRA(decoder: BitmapImageCodec.shared).pixel(x: 2, y: 2)
        #expect(pixel.red == 128 && pixel.green == 128 && pixel.blue == 128 && pixel.alpha == 255)
    }

    @Test("decoded pixels are premultiplied BGRA")
    func premultipliedPixels() throws {
        let image = try UIImage.load(contentsOfFile: ImageFixtures.path("red-4x3.png"))
        let bitmap = try image.decodedBGRA(decoder: BitmapImageCodec.shared)
        #expect(bitmap.bytesPerRow >= 16)
        let red = bitmap.pixel(x: 0, y: 0)
        #expect(red.blue == 0 && red.green == 0 && red.red == 255 && red.alpha == 255)
        // Green at alpha 128 premultiplies to 128.
        let translucent = bitmap.pixel(x: 3, y: 2)
        #expect(translucent.green == 128 && translucent.alpha == 128 && translucent.red == 0)
    }

    @Test("@2x and @3x in the file name set the scale; ~ipad after the scale is allowed",
          arguments: [("icon.png", 1.0), ("icon@2x.png", 2.0), ("icon@3x.png", 3.0), ("icon@2x~ipad.png", 2.0),
                      ("icon~iphone.png", 1.0), ("icon@3x~iphone.png", 3.0), ("email@home.png", 1.0)])
    func scaleFromFileName(name: String, scale: Double) throws {
        let folder = try TemporaryFolder()
        let url = try folder.writePNG(name, width: 60, height: 30)
        let image = try #require(UIImage(contentsOfFile: url.path))
        #expect(image.scale == CGFloat(scale))
        #expect(image.size == CGSize(width: 60 / scale, height: 30 / scale))
        #expect(image.traitCollection.displayScale == CGFloat(scale))
    }

    @Test("data: scale 1 by default, the given scale otherwise; a bad scale counts as 1")
    func fromData() throws {
        let data = TestPNG.data(width: 30, height: 12)
        #expect(UIImage(data: data)?.size == CGSize(width: 30, height: 12))
        let retina = try #require(UIImage(data: data, scale: 3))
        #expect(retina.size == CGSize(width: 10, height: 4))
        #expect(retina.scale == 3)
        #expect(UIImage(data: data, scale: 0)?.scale == 1)
        #expect(UIImage(data: data, scale: .nan)?.scale == 1)
        #expect(retina.filePath == nil)
        #expect(try retina.decodedBGRA(decoder: BitmapImageCodec.shared).width == 30)
    }

    @Test("with… copies keep pixels, scale and traits and change only what they say")
    func derivedImages() throws {
        let image = try #require(UIImage(data: TestPNG.data(width: 8, height: 8), scale: 2))
        let template = image.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate)
        #expect(image.renderingMode == .automatic)
        #expect(template.size == image.size && template.scale == 2)
        #expect(template.content === image.content)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 1, right: 2)
        #expect(image.withAlignmentRectInsets(insets).alignmentRectInsets == insets)
        let stretchy = image.resizableImage(withCapInsets: insets, resizingMode: .stretch)
        #expect(stretchy.capInsets == insets && stretchy.resizingMode == .stretch)
        #expect(image.resizableImage(withCapInsets: insets).resizingMode == .tile)
    }

    @Test("an empty image has size zero and no pixels")
    func emptyImage() throws {
        let image = UIImage()
        #expect(image.size == .zero)
        #expect(try image.decodedBGRA().pixels.isEmpty)
    }

    // MARK: Bad input

    @Test("a missing file: nil from the initializer, an error naming the path from load")
    func missingFile() {
        let path = "/nonexistent/folder/icon@2x.png"
        #expect(UIImage(contentsOfFile: path) == nil)
        #expect(throws: ImageError.fileNotFound(path)) { try UIImage.load(contentsOfFile: path) }
    }

    @Test("a text file named .png is not an image: the error names the file and the decoder's reason")
    func textFileNamedPNG() throws {
        let folder = try TemporaryFolder()
        let url = try folder.write("notes.png", Data("these are not pixels\n".utf8))
        #expect(UIImage(contentsOfFile: url.path) == nil)
        do {
            _ = try UIImage.load(contentsOfFile: url.path)
            Issue.record("loading a text file succeeded")
        } catch {
            guard case let .notAnImage(path, message) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(path == url.path)
            #expect(message.contains("not a PNG or JPEG"))
            #expect(error.description.hasPrefix(url.path))
        }
    }

    @Test("a PNG cut inside its header is rejected; one cut after its header fails when decoded")
    func truncatedPNG() throws {
        let whole = TestPNG.data(width: 40, height: 40)
        let folder = try TemporaryFolder()
        let cutEarly = try folder.write("early.png", whole.prefix(20))
        #expect(UIImage(contentsOfFile: cutEarly.path) == nil)
        #expect(UIImage(data: whole.prefix(20)) == nil)
        #expect(throws: ImageError.self) { try UIImage.load(contentsOfFile: cutEarly.path) }

        let cutLate = try folder.write("late.png", whole.prefix(whole.count / 2))
        let image = try UIImage.load(contentsOfFile: cutLate.path)
        #expect(image.size == CGSize(width: 40, height: 40))
        do {
            _ = try image.decodedBGRA(decoder: BitmapImageCodec.shared)
            Issue.record("a truncated PNG decoded")
        } catch {
            guard case let .notAnImage(path, _) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(path == cutLate.path)
        }
    }

    @Test("empty data, a folder, and a truncated PDF each give a clear error")
    func otherBadInput() throws {
        #expect(UIImage(data: Data()) == nil)
        #expect(throws: ImageError.self) { try UIImage.load(data: Data()) }
        let folder = try TemporaryFolder()
        #expect(throws: ImageError.unreadable(folder.url.path, reason: "it is a folder")) {
            try UIImage.load(contentsOfFile: folder.url.path)
        }
        let pdf = try folder.write("vector.pdf", Data("%PDF-1.4\n".utf8))
        #expect(UIImage(contentsOfFile: pdf.path) == nil)
        #expect(throws: ImageError.invalidVectorImage(format: "PDF", path: pdf.path, message: "the PDF has no page")) {
            try UIImage.load(contentsOfFile: pdf.path)
        }
    }

    @Test("a file removed after loading fails at decoding with the path")
    func fileRemovedBeforeDecoding() throws {
        let folder = try TemporaryFolder()
        let url = try folder.writePNG("gone.png", width: 2, height: 2)
        let image = try UIImage.load(contentsOfFile: url.path)
        try FileManager.default.removeItem(at: url)
        #expect(throws: ImageError.fileNotFound(url.path)) { try image.decodedBGRA() }
    }
}
