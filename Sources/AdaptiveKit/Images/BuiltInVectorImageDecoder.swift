import CInflate
import Foundation

/// The vector image decoder AdaptiveKit has on its own: it measures PDF and SVG documents in Swift
/// and draws none of them.
///
/// - **PDF**: the first page object in the file (`/Type /Page`), looked for among the plain
///   objects and then inside object streams (PDF 1.5 `/ObjStm`, FlateDecode or unfiltered); its
///   `/CropBox`, else its `/MediaBox`, else the `/MediaBox` of a page tree node (inherited), in
///   points; swapped for a `/Rotate` of 90 or 270. Object streams with other filters are reported
///   as unsupported (poppler, `Rendering`'s decoder, reads them).
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
        let text = latin1(data)
        var objects = indirectObjects(in: text)
        var page = objects.first { isDictionary($0, ofType: "Page") }
        var unreadableStreams = false
        if page == nil {
            let streamed = objectStreamObjects(in: data)
            objects += streamed.objects
            unreadableStreams = streamed.unreadable
            page = objects.first { isDictionary($0, ofType: "Page") }
        }
        guard let page else {
            if unreadableStreams {
                throw VectorImageDecodingError(
                    "the PDF's pages are in an object stream whose filter AdaptiveKit's built-in reader "
                        + "cannot decode (Rendering's decoder can)", isUnsupported: true)
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
        let rotation = integer(named: "Rotate", in: page) ?? 0
        let quarterTurns = ((rotation / 90) % 4 + 4) % 4
        return quarterTurns % 2 == 1 ? CGSize(width: height, height: width) : CGSize(width: width, height: height)
    }

    /// Bytes as text, one character a byte (PDF syntax is ASCII; other bytes only need to survive).
    private static func latin1(_ bytes: Data) -> String {
        String(bytes: bytes, encoding: .isoLatin1) ?? ""
    }

    /// The objects inside the file's object streams (`/Type /ObjStm`), in file order; `unreadable`
    /// when a stream's filter is not FlateDecode or its data does not inflate.
    private static func objectStreamObjects(in data: Data) -> (objects: [Substring], unreadable: Bool) {
        var objects: [Substring] = []
        var unreadable = false
        var searchStart = data.startIndex
        let marker = Data("/ObjStm".utf8), streamKeyword = Data("stream".utf8), end = Data("endstream".utf8)
        while let hit = data.range(of: marker, in: searchStart..<data.endIndex) {
            guard let open = data.range(of: streamKeyword, in: hit.upperBound..<data.endIndex),
                  let close = data.range(of: end, in: open.upperBound..<data.endIndex)
            else { break }
            searchStart = close.upperBound
            let objectKeyword = data.range(of: Data("obj".utf8), options: .backwards, in: data.startIndex..<hit.lowerBound)
            let dictionaryStart = objectKeyword?.upperBound ?? hit.lowerBound
            let dictionary = Substring(latin1(data[dictionaryStart..<open.lowerBound]))
            var start = open.upperBound
            if start < close.lowerBound, data[start] == 0x0D { start += 1 }
            if start < close.lowerBound, data[start] == 0x0A { start += 1 }
            let raw = data[start..<close.lowerBound]
            let decoded: Data
            if dictionary.contains("/Filter") {
                guard dictionary.contains("/FlateDecode"), let inflated = inflate(raw) else {
                    unreadable = true
                    continue
                }
                decoded = inflated
            } else {
                decoded = Data(raw)
            }
            guard let count = integer(named: "N", in: dictionary), let first = integer(named: "First", in: dictionary),
                  count > 0, first >= 0, first <= decoded.count
            else {
                unreadable = true
                continue
            }
            let header = latin1(decoded.prefix(first)).split { $0.isWhitespace }.compactMap { Int($0) }
            let offsets = stride(from: 1, to: min(header.count, count * 2), by: 2)
                .map { header[$0] }.filter { $0 >= 0 && $0 <= decoded.count - first }
            for (index, offset) in offsets.enumerated() {
                let lower = first + offset
                let upper = index + 1 < offsets.count ? first + offsets[index + 1] : decoded.count
                guard lower >= first, lower <= upper, upper <= decoded.count else { continue }
                objects.append(Substring(latin1(decoded[decoded.startIndex + lower..<decoded.startIndex + upper])))
            }
        }
        return (objects, unreadable)
    }

    /// zlib-inflated bytes (at most 16 MB), or `nil`.
    private static func inflate(_ bytes: Data) -> Data? {
        bytes.withUnsafeBytes { raw -> Data? in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress, !raw.isEmpty else { return nil }
            var length = 0
            guard let output = osb_inflate(base, raw.count, 16 << 20, &length) else { return nil }
            defer { osb_inflate_free(output) }
            return Data(bytes: output, count: length)
        }
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

    /// The text after the key `/name` (not a longer name that starts the same way), or `nil`.
    private static func value(after name: String, in object: Substring) -> Substring? {
        var searchStart = object.startIndex
        while let key = object.range(of: "/" + name, range: searchStart..<object.endIndex) {
            searchStart = key.upperBound
            if let next = object[key.upperBound...].first, next.isLetter || next.isNumber { continue }
            return object[key.upperBound...].drop { $0.isWhitespace }
        }
        return nil
    }

    /// `/Name [a b c d]` in a dictionary, or `nil`.
    private static func rectangle(named name: String, in object: Substring) -> (Double, Double, Double, Double)? {
        guard let rest = value(after: name, in: object) else { return nil }
        guard rest.hasPrefix("["), let close = rest.firstIndex(of: "]") else { return nil }
        let numbers = rest[rest.index(after: rest.startIndex)..<close]
            .split { $0.isWhitespace }.compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return (numbers[0], numbers[1], numbers[2], numbers[3])
    }

    /// `/Name 90` in a dictionary as an integer, or `nil` (also for absurd values: nothing traps).
    private static func integer(named name: String, in object: Substring) -> Int? {
        guard let value = number(named: name, in: object), value.isFinite, abs(value) < 1e15 else { return nil }
        return Int(value.rounded())
    }

    /// `/Name 90` in a dictionary, or `nil`.
    private static func number(named name: String, in object: Substring) -> Double? {
        guard let rest = value(after: name, in: object) else { return nil }
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
