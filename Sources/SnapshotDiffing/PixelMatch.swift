import Foundation

/// Compares two images pixel by pixel as mapbox's pixelmatch does: each pair of pixels is
/// blended over white and measured in YIQ space (the perceived difference: luma weighs most);
/// a pixel further apart than the threshold allows is a difference unless it looks like
/// anti-aliasing — an edge pixel whose neighbours are on both sides of it in brightness, one of
/// them in a flat region of both images — which shifts when text or a curve moves by less than a
/// pixel.
///
/// Identical images are recognised with one `memcmp` per row and rows that are the same in both
/// are never looked at pixel by pixel, so a comparison costs about what reading the two images
/// costs.
public enum PixelMatch {
    /// How to compare.
    public struct Options: Sendable, Equatable {
        /// 0 (every change counts) to 1 (only black against white): the largest YIQ distance,
        /// as a fraction of the largest possible, that is still the same colour. pixelmatch's
        /// default, 0.1.
        public var threshold: Double = 0.1
        /// Count anti-aliased pixels as differences too.
        public var includesAntialiasing = false
        /// Regions not compared (in pixels); their pixels are drawn tinted blue in the diff image.
        public var ignoredRegions: [PixelRect] = []

        public init(threshold: Double = 0.1, includesAntialiasing: Bool = false, ignoredRegions: [PixelRect] = []) {
            self.threshold = threshold
            self.includesAntialiasing = includesAntialiasing
            self.ignoredRegions = ignoredRegions
        }
    }

    /// What a comparison found.
    public struct Result: Sendable {
        /// The pixels that differ (not counting anti-aliasing nor ignored regions).
        public var differentPixels: Int
        /// The pixels that differ only as anti-aliasing does (not counted as differences).
        public var antialiasedPixels: Int
        /// Every pixel of the image.
        public var totalPixels: Int
        /// Whether the two buffers hold the same bytes (no pixel was compared).
        public var identical: Bool
        /// The smallest rectangle holding every different pixel; `nil` when none is.
        public var changedBounds: PixelRect?
        /// The diff image, when asked for: the expected image faded to grey, different pixels in
        /// red (green where the actual one is darker), anti-aliasing in yellow, ignored regions
        /// tinted blue; opaque.
        public var diffImage: PixelBuffer?

        /// `differentPixels` as a fraction of every pixel.
        public var differentRatio: Double { totalPixels == 0 ? 0 : Double(differentPixels) / Double(totalPixels) }
    }

    /// Why two images cannot be compared pixel by pixel.
    public struct SizeMismatch: Error, CustomStringConvertible, Sendable {
        public var expected: (width: Int, height: Int)
        public var actual: (width: Int, height: Int)

        public var description: String {
            "the picture is \(actual.width)×\(actual.height) pixels where \(expected.width)×\(expected.height) were expected"
        }
    }

    /// Compares `actual` with `expected`.
    ///
    /// - Parameters:
    ///   - drawsDiffImage: make ``Result/diffImage`` (when the images are not identical).
    /// - Throws: ``SizeMismatch`` when the images have different sizes.
    public static func compare(
        expected: PixelBuffer, actual: PixelBuffer, options: Options = Options(), drawsDiffImage: Bool = false
    ) throws(SizeMismatch) -> Result {
        guard expected.width == actual.width, expected.height == actual.height else {
            throw SizeMismatch(expected: (expected.width, expected.height), actual: (actual.width, actual.height))
        }
        let width = expected.width, height = expected.height
        let differentRows = rowsThatDiffer(expected, actual)
        var result = Result(differentPixels: 0, antialiasedPixels: 0, totalPixels: width * height, identical: differentRows.isEmpty)
        if result.identical { return result }
        var minX = width, minY = height, maxX = -1, maxY = -1
        expected.pixels.withUnsafeBytes { expectedBytes in
            actual.pixels.withUnsafeBytes { actualBytes in
                let a = Image(bytes: expectedBytes, bytesPerRow: expected.bytesPerRow, width: width, height: height)
                let b = Image(bytes: actualBytes, bytesPerRow: actual.bytesPerRow, width: width, height: height)
                var diff = drawsDiffImage ? PixelBuffer(width: width, height: height, color: 0xFFFF_FFFF) : nil
                if var image = diff {
                    for y in 0..<height { for x in 0..<width { image.setPixel(x: x, y: y, faded(a, x, y)) } }
                    diff = image
                }
                // Squared YIQ distance of white against black is 35215.
                let maxDelta = 35215 * options.threshold * options.threshold
                for y in differentRows {
                    for x in 0..<width where a.word(x, y) != b.word(x, y) {
                        if options.ignoredRegions.contains(where: { $0.contains(x: x, y: y) }) { continue }
                        let delta = colorDelta(a, b, x, y, x, y, yOnly: false)
                        guard abs(delta) > maxDelta else { continue }
                        if !options.includesAntialiasing && (antialiased(a, x, y, other: b) || antialiased(b, x, y, other: a)) {
                            result.antialiasedPixels += 1
                            diff?.setPixel(x: x, y: y, 0xFFFF_FF00)
                        } else {
                            result.differentPixels += 1
                            diff?.setPixel(x: x, y: y, delta < 0 ? 0xFF00_B400 : 0xFFFF_0000)
                            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                        }
                    }
                }
                if var image = diff {
                    for region in options.ignoredRegions {
                        for y in max(0, region.y)..<max(0, min(height, region.y + region.height)) {
                            for x in max(0, region.x)..<max(0, min(width, region.x + region.width)) {
                                let grey = image.pixel(x: x, y: y) & 0xFF
                                image.setPixel(x: x, y: y, 0xFF00_0000 | (grey * 3 / 4) << 16 | (grey * 3 / 4) << 8 | 0xFF)
                            }
                        }
                    }
                    result.diffImage = image
                }
            }
        }
        if maxX >= 0 { result.changedBounds = PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1) }
        return result
    }

    /// The rows whose bytes differ, found with `memcmp`.
    static func rowsThatDiffer(_ a: PixelBuffer, _ b: PixelBuffer) -> [Int] {
        let length = a.width * 4
        return a.pixels.withUnsafeBytes { first in
            b.pixels.withUnsafeBytes { second in
                if a.bytesPerRow == b.bytesPerRow, a.bytesPerRow == length,
                   memcmp(first.baseAddress!, second.baseAddress!, length * a.height) == 0 {
                    return []
                }
                return (0..<a.height).filter { y in
                    memcmp(first.baseAddress! + y * a.bytesPerRow, second.baseAddress! + y * b.bytesPerRow, length) != 0
                }
            }
        }
    }

    /// An image read as pixelmatch reads it, in place: a word of four bytes per pixel
    /// (0xAARRGGBB: BGRA read little-endian), colours blended over white.
    struct Image {
        let bytes: UnsafeRawBufferPointer
        let bytesPerRow: Int
        let width: Int
        let height: Int

        @inline(__always) func word(_ x: Int, _ y: Int) -> UInt32 {
            UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: y &* bytesPerRow &+ x &* 4, as: UInt32.self))
        }

        /// Red, green and blue over white: a premultiplied channel plus what the alpha leaves of white.
        @inline(__always) func blended(_ x: Int, _ y: Int) -> (r: Double, g: Double, b: Double) {
            let pixel = word(x, y)
            let white = Double(255 - (pixel >> 24))
            return (Double((pixel >> 16) & 0xFF) + white, Double((pixel >> 8) & 0xFF) + white, Double(pixel & 0xFF) + white)
        }
    }

    @inline(__always) static func luma(_ c: (r: Double, g: Double, b: Double)) -> Double { c.r * 0.29889531 + c.g * 0.58662247 + c.b * 0.11448223 }
    @inline(__always) static func inPhase(_ c: (r: Double, g: Double, b: Double)) -> Double { c.r * 0.59597799 - c.g * 0.27417610 - c.b * 0.32180189 }
    @inline(__always) static func quadrature(_ c: (r: Double, g: Double, b: Double)) -> Double { c.r * 0.21147017 - c.g * 0.52261711 + c.b * 0.31114694 }

    /// The squared YIQ distance of two pixels, negative when the first is brighter (or, with
    /// `yOnly`, the luma difference alone).
    static func colorDelta(_ a: Image, _ b: Image, _ x1: Int, _ y1: Int, _ x2: Int, _ y2: Int, yOnly: Bool) -> Double {
        if a.word(x1, y1) == b.word(x2, y2) { return 0 }
        let first = a.blended(x1, y1), second = b.blended(x2, y2)
        let y1 = luma(first), y2 = luma(second), y = y1 - y2
        if yOnly { return y }
        let i = inPhase(first) - inPhase(second), q = quadrature(first) - quadrature(second)
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y1 > y2 ? -delta : delta
    }

    /// Whether the pixel looks like anti-aliasing in `image`: at most two neighbours of its
    /// colour, and both its darkest and brightest neighbours differ from it, one of them sitting
    /// in a flat patch (three or more equal neighbours) in both images.
    static func antialiased(_ image: Image, _ x1: Int, _ y1: Int, other: Image) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, image.width - 1), y2 = min(y1 + 1, image.height - 1)
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var minimum = 0.0, maximum = 0.0
        var darkest = (x: 0, y: 0), brightest = (x: 0, y: 0)
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                let delta = colorDelta(image, image, x1, y1, x, y, yOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minimum {
                    minimum = delta
                    darkest = (x, y)
                } else if delta > maximum {
                    maximum = delta
                    brightest = (x, y)
                }
            }
        }
        if minimum == 0 || maximum == 0 { return false }
        return (hasManySiblings(image, darkest.x, darkest.y) && hasManySiblings(other, darkest.x, darkest.y))
            || (hasManySiblings(image, brightest.x, brightest.y) && hasManySiblings(other, brightest.x, brightest.y))
    }

    /// Whether three or more of the pixel's neighbours (the image's edge counting as one) have
    /// exactly its colour.
    static func hasManySiblings(_ image: Image, _ x1: Int, _ y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, image.width - 1), y2 = min(y1 + 1, image.height - 1)
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        let center = image.word(x1, y1)
        for x in x0...x2 {
            for y in y0...y2 where (x != x1 || y != y1) && image.word(x, y) == center {
                zeroes += 1
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    /// The expected pixel's luma at 10 % over white: the faded background of the diff image.
    static func faded(_ image: Image, _ x: Int, _ y: Int) -> UInt32 {
        let value = UInt32(max(0, min(255, 255 + (luma(image.blended(x, y)) - 255) * 0.1)).rounded())
        return 0xFF00_0000 | value << 16 | value << 8 | value
    }
}
