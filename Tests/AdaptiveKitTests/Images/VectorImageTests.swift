@testable import AdaptiveKit
import Foundation
import Testing

/// PDF and SVG images with AdaptiveKit alone: sizes from the built-in reader, catalog and loose
/// file semantics, bad input. Drawing them is tested in RenderingTests (poppler and librsvg).
@Suite("Vector images: sizes, catalogs and bad input (built-in decoder)")
struct VectorImageTests {
    static func vector(_ name: String) -> String { ImageFixtures.path("Vector/" + name) }

    @Test("a PDF's size is its first page in points: media box, crop box, /Rotate, object streams")
    func pdfSizes() throws {
        let star = try UIImage.load(contentsOfFile: Self.vector("half-red-25pt.pdf"))
        #expect(star.size == CGSize(width: 25, height: 25))
        #expect(star.scale == 1)
        #expect(star.vectorFormat == .pdf)
        #expect(star.preservesVectorData)
        #expect(try UIImage.load(contentsOfFile: Self.vector("cropped-50x30pt.pdf")).size == CGSize(width: 50, height: 30))
        #expect(try UIImage.load(contentsOfFile: Self.vector("rotated-20x40pt.pdf")).size == CGSize(width: 20, height: 40))
        // PDF 1.5: the page dictionary inside a FlateDecode object stream (zlib's inflate).
        #expect(try UIImage.load(contentsOfFile: Self.vector("object-stream-25pt.pdf")).size == CGSize(width: 25, height: 25))
        // The scale still comes from the file name; the size in points does not change with it.
        let folder = try TemporaryFolder()
        let doubled = try folder.write("icon@2x.pdf", Data(contentsOf: URL(fileURLWithPath: Self.vector("half-red-25pt.pdf"))))
        let image = try #require(UIImage(contentsOfFile: doubled.path))
        #expect(image.scale == 2)
        #expect(image.size == CGSize(width: 25, height: 25))
    }

    @Test("an SVG's size: absolute width and height in CSS pixels win; else the viewBox")
    func svgSizes() throws {
        #expect(try UIImage.load(contentsOfFile: Self.vector("viewbox-30x20.svg")).size == CGSize(width: 30, height: 20))
        // width="24pt" is 32 px = 32 pt; height="12" is 12.
        #expect(try UIImage.load(contentsOfFile: Self.vector("sized-32x12.svg")).size == CGSize(width: 32, height: 12))
        let decoder = BuiltInVectorImageDecoder()
        func size(_ text: String) throws -> CGSize { try decoder.size(of: Data(text.utf8), format: .svg) }
        #expect(try size(#"<svg width="1in" height="2.54cm"/>"#) == CGSize(width: 96, height: 96))
        // A percentage falls back to the viewBox (librsvg's rule).
        #expect(try size(#"<svg width="100%" height="50" viewBox="0,0,10,20"/>"#) == CGSize(width: 10, height: 20))
        #expect(try size("<!-- made by hand --><!DOCTYPE svg><svg:svg viewBox='0 0 7 9'/>") == CGSize(width: 7, height: 9))
    }

    @Test("data: PDF and SVG bytes are recognised and measured, at the scale given")
    func fromData() throws {
        let pdf = try Data(contentsOf: URL(fileURLWithPath: Self.vector("half-red-25pt.pdf")))
        let image = try #require(UIImage(data: pdf, scale: 3))
        #expect(image.size == CGSize(width: 25, height: 25))
        #expect(image.scale == 3)
        let svg = try Data(contentsOf: URL(fileURLWithPath: Self.vector("viewbox-30x20.svg")))
        #expect(try UIImage.load(data: svg).size == CGSize(width: 30, height: 20))
    }

    @Test("a catalog: single-scale PDFs take the scale asked for; preserve vector data, template, SVG sets")
    func catalogSets() throws {
        let catalog = try AssetCatalog(contentsOf: URL(fileURLWithPath: Self.vector("Icons.xcassets")))
        #expect(catalog.diagnostics.isEmpty)
        guard case let .imageSet(set)? = catalog.asset(named: "halfRed")?.kind else {
            Issue.record("halfRed is not an image set")
            return
        }
        #expect(set.slots.map(\.file) == [.vector(format: "PDF", size: CGSize(width: 25, height: 25))])
        #expect(!set.preservesVectorRepresentation)
        for scale in [1.0, 2, 3] as [CGFloat] {
            let image = try catalog.image(named: "halfRed", compatibleWith: UITraitCollection(displayScale: scale))
            #expect(image.scale == scale)
            #expect(image.traitCollection.displayScale == scale)
            #expect(image.size == CGSize(width: 25, height: 25))
            #expect(!image.preservesVectorData)
        }
        let vector = try catalog.image(named: "halfRedVector", compatibleWith: UITraitCollection(displayScale: 3))
        #expect(vector.preservesVectorData)
        let star = try catalog.image(named: "star", compatibleWith: UITraitCollection(displayScale: 2))
        #expect(star.renderingMode == .alwaysTemplate)
        #expect(star.size == CGSize(width: 25, height: 25))
        let badge = try catalog.image(named: "badge", compatibleWith: UITraitCollection(displayScale: 2))
        #expect(badge.vectorFormat == .svg)
        #expect(badge.size == CGSize(width: 30, height: 20))
    }

    @Test("loose PDF files by name: the extension is needed, the scale is the one asked for")
    func looseFiles() throws {
        let folder = try TemporaryFolder()
        try folder.write("tab.pdf", Data(contentsOf: URL(fileURLWithPath: Self.vector("half-red-25pt.pdf"))))
        let traits = UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 3), UITraitCollection(userInterfaceIdiom: .phone)])
        let image = try #require(UIImage(named: "tab.pdf", in: folder.bundle, compatibleWith: traits))
        #expect(image.size == CGSize(width: 25, height: 25))
        #expect(image.scale == 3)
        #expect(UIImage(named: "tab", in: folder.bundle, compatibleWith: traits) == nil)  // no extension means PNG
    }

    @Test("malformed PDFs and SVGs give clear errors naming the file; the failable initializers return nil")
    func badInput() throws {
        let folder = try TemporaryFolder()
        let cases: [(String, String, String)] = [
            ("garbage.pdf", "not a PDF at all", "not a PDF document (no %PDF- header)"),
            ("pageless.pdf", "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n", "the PDF has no page"),
            ("boxless.pdf", "%PDF-1.4\n1 0 obj << /Type /Page >> endobj\n", "the PDF's first page has no media box"),
            ("empty.pdf", "%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [0 0 0 10] >> endobj\n", "the PDF's first page is empty (0.0×10.0 pt)"),
            ("html.svg", "<html><body/></html>", "not an SVG document (no <svg> root element)"),
            ("sizeless.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>", "the SVG has no size: neither absolute width and height nor a viewBox"),
            ("badbox.svg", "<svg viewBox='0 0 -3 4'/>", "the SVG's viewBox \"0 0 -3 4\" is not four numbers with a positive size"),
        ]
        for (name, text, message) in cases {
            let url = try folder.write(name, Data(text.utf8))
            let format = name.hasSuffix(".pdf") ? "PDF" : "SVG"
            #expect(throws: ImageError.invalidVectorImage(format: format, path: url.path, message: message)) {
                try UIImage.load(contentsOfFile: url.path)
            }
            #expect(UIImage(contentsOfFile: url.path) == nil)
        }
        // Absurd numbers: no trap, a clear error.
        let huge = String(repeating: "9", count: 400)
        let absurd: [(String, String)] = [
            ("huge.svg", "<svg width='1e307in' height='2'/>"),
            ("hugebox.pdf", "%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [0 0 \(huge) 5] /Rotate \(huge) >> endobj\n"),
            ("hugestream.pdf", "%PDF-1.5\n5 0 obj << /Type /ObjStm /N \(huge) /First \(huge) >> stream\n1 \(huge)\nendstream endobj\n"),
        ]
        for (name, text) in absurd {
            let url = try folder.write(name, Data(text.utf8))
            #expect(throws: ImageError.self) { try UIImage.load(contentsOfFile: url.path) }
        }
        let wide = try folder.write("wide.svg", Data("<svg width='90000' height='10'/>".utf8))
        let image = try UIImage.load(contentsOfFile: wide.path)
        #expect(image.size == CGSize(width: 90000, height: 10))
        #expect(throws: ImageError.self) { try image.decodedBGRA() }
        let description = ImageError.invalidVectorImage(format: "PDF", path: "/x/a.pdf", message: "the PDF has no page").description
        #expect(description == "/x/a.pdf: not a valid PDF image: the PDF has no page")
        // Object streams whose filter the built-in reader lacks (or whose data does not inflate): said so.
        for (name, filter) in [("lzw.pdf", "/LZWDecode"), ("corrupt.pdf", "/FlateDecode")] {
            let stream = "%PDF-1.5\n5 0 obj << /Type /ObjStm /N 1 /First 4 /Filter \(filter) >> stream\nnot compressed\nendstream endobj\n"
            let url = try folder.write(name, Data(stream.utf8))
            let error = #expect(throws: ImageError.self) { try UIImage.load(contentsOfFile: url.path) }
            #expect(error?.description.contains("an object stream whose filter AdaptiveKit's built-in reader cannot decode") == true)
        }
    }

    @Test("a malformed PDF in a catalog is an error diagnostic on its slot; look-ups report it")
    func catalogBadInput() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.xcassets/Contents.json", Data(#"{"info":{"version":1,"author":"xcode"}}"#.utf8))
        try folder.write("A.xcassets/broken.imageset/Contents.json", Data(#"{"images":[{"idiom":"universal","filename":"b.pdf"}],"info":{"version":1,"author":"xcode"}}"#.utf8))
        let pdf = try folder.write("A.xcassets/broken.imageset/b.pdf", Data("%PDF-1.4\n".utf8))
        let catalog = try AssetCatalog(contentsOf: folder.url.appendingPathComponent("A.xcassets"))
        let expected = ImageError.invalidVectorImage(format: "PDF", path: pdf.path, message: "the PDF has no page")
        #expect(catalog.diagnostics.map(\.message) == ["not a valid PDF image: the PDF has no page"])
        #expect(catalog.diagnostics.first?.severity == .error)
        #expect(throws: expected) { try UIImage.load(named: "broken", in: folder.bundle, compatibleWith: nil) }
    }

    @Test("without Rendering's decoder, pixels of a vector image are unavailable, with a clear error")
    func pixelsNeedRendering() throws {
        let path = Self.vector("half-red-25pt.pdf")
        let image = try UIImage.load(contentsOfFile: path)
        #expect(throws: ImageError.vectorDrawingUnavailable(format: "PDF", path: path)) { try image.decodedBGRA() }
        #expect(ImageError.vectorDrawingUnavailable(format: "PDF", path: path).description.contains("VectorImageRenderer"))
    }
}
