import Foundation

/// The vector image decoder AdaptiveKit has on its own: it measures PDF and SVG documents in Swift
/// and draws none of them.
///
/// - **PDF**: the first page object in the file (`/Type /Page`); its `/CropBox`, else its
///   `/MediaBox`, else the `/MediaBox` of a page tree node (inherited), in points; swapped for a
///   `/Rotate` of 90 or 270. A page stored inside a compressed object stream (PDF 1.5) cannot be
///   read: that is reported, and poppler (`Rendering`'s decoder) reads it.
/// - **SVG**: the root `<svg>` element's `width` and `height` when both are absolute lengths (CSS
///   units: px and unitless = 1 pt, `pt` = 4/3, `pc` = 16, `in` = 96, `cm`, `mm`), else the
///   `viewBox`'s width and height — librsvg's intrinsic size at 96 dpi, so both decoders agree.
/// - ``rasterize(_:format:pixelWidth:pixelHeight:)`` throws an error marked `isUnsupported`.
public struct BuiltInVectorImageDecoder: VectorImageDecoding {
    /// The decoder.
    public init() {}

    /// The document's size in points (see the type's description for the rules).
    public func size(of document: Data, format: VectorImageFormat) throws(VectorImageDecodingError) -> CGSize {
        switch format {
        case .pdf: return try Self.pdfPageSize(document)
        case .svg: return try Self.svgSize(document)
        }
    }

    /// Always throws: drawing PDF and SVG needs the `Rendering` module's decoder.
    public func rasterize(
        _ document: Data, format: VectorImageFormat, pixelWidth: Int, pixelHeight: Int
    ) throws(VectorImageDecodingError) -> DecodedBitmap {
        throw VectorImageDecodingError(
            "drawing \(format.rawValue) images needs the Rendering module's decoder "
                + "(VectorImageDecoder.current = VectorImageRenderer.shared)",
            isUnsupported: true)
    }

    // MARK: PDF

    static func pdfPageSize(_ data: Data) throws(VectorImageDecodingError) -> CGSize {
        guard data.prefix(1024).range(of: Data("%PDF-".utf8)) != nil else {
            throw VectorImageDecodingError("not a PDF document (no %PDF- header)")
        }
        // PDF syntax is bytes; Latin-1 maps each byte to one character.
        let text = String(bytes: data, encoding: .isoLatin1) ?? ""
        let objects = indirectObjects(in: text)
        let pages = objects.filter { isDictionary($0, ofType: "Page") }
        guard let page = pages.first else {
            if text.contains("/ObjStm") {
                throw VectorImageDecodingError(
                    "the PDF's pages are in a compressed object stream, which AdaptiveKit's built-in reader "
                        + "cannot read (Rendering's decoder can)", isUnsupported: true)
            }
            throw VectorImageDecodingError("the PDF has no page")
        }
        let inherited = objects.first { isDictionary($0, ofType: "Pages") && rectangle(named: "MediaBox", in: $0) != nil }
        guard let box = rectangle(named: "CropBox", in: page) ?? rectangle(named: "MediaBox", in: page)
            ?? inherited.flatMap({ rectangle(named: "MediaBox", in: $0) })
        else {
            throw VectorImageDecodingError("the PDF's first page has no media box")
        }
        let width = abs(box.2 - box.0), height = abs(box.3 - box.1)
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw VectorImageDecodingError("the PDF's first page is empty (\(width)×\(height) pt)")
        }
        let rotation = number(named: "Rotate", in: page).map { Int($0) } ?? 0
        let quarterTurns = ((rotation / 90) % 4 + 4) % 4
        return quarterTurns % 2 == 1 ? CGSize(width: height, height: width) : CGSize(width: width, height: height)
    }

    /// The bodies of `N G obj … endobj`, in file order.
    private static func indirectObjects(in text: String) -> [Substring] {
        var result: [Substring] = []
        var searchStart = text.startIndex
        while let open = text.range(of: " obj", range: searchStart..<text.endIndex) {
            guard let close = text.range(of: "endobj", range: open.upperBound..<text.endIndex) else { break }
            result.append(text[open.upperBound..<close.lowerBound])
            searchStart = close.upperBound
        }
        return result
    }

    /// Whether an object's dictionary says `/Type /Page` (not `/Pages`) or `/Type /Pages`.
    private static func isDictionary(_ object: Substring, ofType type: String) -> Bool {
        var searchStart = object.startIndex
        while let key = object.range(of: "/Type", range: searchStart..<object.endIndex) {
            searchStart = key.upperBound
            let rest = object[key.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" }
            guard rest.hasPrefix("/") else { continue }
            let name = rest.dropFirst().prefix { $0.isLetter || $0.isNumber }
            if name == type { return true }
        }
        return false
    }

    /// `/Name [a b c d]` in a dictionary, or `nil`.
    private static func rectangle(named name: String, in object: Substring) -> (Double, Double, Double, Double)? {
        guard let key = object.range(of: "/" + name) else { return nil }
        let rest = object[key.upperBound...].drop { $0.isWhitespace }
        guard rest.hasPrefix("["), let close = rest.firstIndex(of: "]") else { return nil }
        let numbers = rest[rest.index(after: rest.startIndex)..<close]
            .split { $0.isWhitespace }.compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return (numbers[0], numbers[1], numbers[2], numbers[3])
    }

    /// `/Name 90` in a dictionary, or `nil`.
    private static func number(named name: String, in object: Substring) -> Double? {
        guard let key = object.range(of: "/" + name) else { return nil }
        let rest = object[key.upperBound...].drop { $0.isWhitespace }
        return Double(rest.prefix { $0.isNumber || $0 == "-" || $0 == "." })
    }

    // MARK: SVG

    static func svgSize(_ data: Data) throws(VectorImageDecodingError) -> CGSize {
        let text = String(decoding: data, as: UTF8.self)
        guard let attributes = rootAttributes(text) else {
            throw VectorImageDecodingError("not an SVG document (no <svg> root element)")
        }
        if let width = attributes["width"].flatMap(cssPixels), let height = attributes["height"].flatMap(cssPixels),
           width > 0, height > 0
        {
            return CGSize(width: width, height: height)
        }
        if let viewBox = attributes["viewBox"] {
            let numbers = viewBox.split { $0 == " " || $0 == "," || $0.isWhitespace }.compactMap { Double($0) }
            if numbers.count == 4, numbers[2] > 0, numbers[3] > 0, numbers[2].isFinite, numbers[3].isFinite {
                return CGSize(width: numbers[2], height: numbers[3])
            }
            throw VectorImageDecodingError("the SVG's viewBox \"\(viewBox)\" is not four numbers with a positive size")
        }
        throw VectorImageDecodingError("the SVG has no size: neither absolute width and height nor a viewBox")
    }

    /// The attributes of the first element, when it is `<svg …>` (a prolog, comments and a
    /// doctype may precede it).
    private static func rootAttributes(_ text: String) -> [String: String]? {
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            let after = rest[rest.index(after: open)...]
            if after.hasPrefix("?") || after.hasPrefix("!") {
                let terminator = after.hasPrefix("!--") ? "-->" : ">"
                guard let end = after.range(of: terminator) else { return nil }
                rest = after[end.upperBound...]
                continue
            }
            let name = after.prefix { !$0.isWhitespace && $0 != ">" && $0 != "/" }
            guard name == "svg" || name.hasSuffix(":svg") else { return nil }
            guard let close = after.firstIndex(of: ">") else { return nil }
            return attributes(in: after[name.endIndex..<close])
        }
        return nil
    }

    /// `name="value"` and `name='value'` pairs.
    private static func attributes(in tag: Substring) -> [String: String] {
        var result: [String: String] = [:]
        var rest = tag
        while let equals = rest.firstIndex(of: "=") {
            let name = rest[..<equals].split { $0.isWhitespace }.last.map(String.init) ?? ""
            let value = rest[rest.index(after: equals)...].drop { $0.isWhitespace }
            guard let quote = value.first, quote == "\"" || quote == "'" else { break }
            let body = value.dropFirst()
            guard let end = body.firstIndex(of: quote) else { break }
            result[name] = String(body[..<end])
            rest = body[body.index(after: end)...]
        }
        return result
    }

    /// An absolute CSS length in pixels; `nil` for percentages, font-relative units and junk.
    private static func cssPixels(_ value: String) -> Double? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        let numberPart = trimmed.prefix { $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" || $0 == "e" || $0 == "E" }
        guard let number = Double(numberPart), number.isFinite else { return nil }
        let factor: Double
        switch trimmed.dropFirst(numberPart.count).lowercased() {
        case "", "px": factor = 1
        case "pt": factor = 4.0 / 3
        case "pc": factor = 16
        case "in": factor = 96
        case "cm": factor = 96 / 2.54
        case "mm": factor = 96 / 25.4
        default: return nil
        }
        return number * factor
    }
}
