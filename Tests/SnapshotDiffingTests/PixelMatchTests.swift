import SnapshotDiffing
import Testing

/// The pixel comparison: identical buffers, single pixels, anti-aliased edges, the threshold's
/// edge, ignored regions, transparency and the diff image.
@Suite struct PixelMatchTests {
    /// An opaque grey of `level`, as 0xAARRGGBB.
    static func grey(_ level: UInt32) -> UInt32 { 0xFF00_0000 | level << 16 | level << 8 | level }

    /// A `width` × `height` image whose left `edge` columns are black and the rest white.
    static func edgeImage(width: Int, height: Int, edge: Int) -> PixelBuffer {
        var image = PixelBuffer(width: width, height: height, color: grey(255))
        for y in 0..<height { for x in 0..<edge { image.setPixel(x: x, y: y, grey(0)) } }
        return image
    }

    /// The smallest grey step pixelmatch's formula counts at `threshold`: a grey has no I or Q,
    /// so its squared distance is 0.5053 × step², against 35215 × threshold².
    static func countedGreyStep(threshold: Double) -> Int {
        Int((threshold * (35215 / 0.5053).squareRoot()).rounded(.down)) + 1
    }

    @Test func identicalBuffersAreRecognisedWithoutAPixelPass() throws {
        let image = Self.edgeImage(width: 40, height: 30, edge: 13)
        let result = try PixelMatch.compare(expected: image, actual: image, drawsDiffImage: true)
        #expect(result.identical)
        #expect(result.differentPixels == 0)
        #expect(result.diffImage == nil)
        #expect(result.totalPixels == 1200)
    }

    @Test func rowPaddingIsNotCompared() throws {
        let plain = Self.edgeImage(width: 3, height: 2, edge: 1)
        var padded = [UInt8]()
        for y in 0..<2 {
            padded += plain.pixels[(y * 12)..<(y * 12 + 12)] + [UInt8](repeating: UInt8(7 + y), count: 4)
        }
        let other = try #require(PixelBuffer(width: 3, height: 2, bytesPerRow: 16, pixels: padded))
        let result = try PixelMatch.compare(expected: plain, actual: other)
        #expect(result.identical)
    }

    @Test func onePixelIsOneDifference() throws {
        let expected = PixelBuffer(width: 20, height: 10, color: Self.grey(240))
        var actual = expected
        actual.setPixel(x: 7, y: 4, 0xFFFF_0000)
        let result = try PixelMatch.compare(expected: expected, actual: actual, drawsDiffImage: true)
        #expect(!result.identical)
        #expect(result.differentPixels == 1)
        #expect(result.antialiasedPixels == 0)
        #expect(result.changedBounds == PixelRect(x: 7, y: 4, width: 1, height: 1))
        #expect(result.differentRatio == 1.0 / 200)
        let diff = try #require(result.diffImage)
        #expect(diff.pixel(x: 7, y: 4) == 0xFF00_B400, "red on light grey is darker: drawn green")
        // The rest is the expected picture faded towards white.
        let faded = diff.pixel(x: 0, y: 0) & 0xFF
        #expect(faded > 240 && faded < 255)
    }

    @Test func aDarkerPixelIsDrawnInTheOtherColour() throws {
        let expected = PixelBuffer(width: 5, height: 5, color: Self.grey(250))
        var darker = expected, lighter = PixelBuffer(width: 5, height: 5, color: Self.grey(20))
        darker.setPixel(x: 2, y: 2, Self.grey(20))
        let lighterExpected = lighter
        lighter.setPixel(x: 2, y: 2, Self.grey(250))
        let toDarker = try #require(try PixelMatch.compare(expected: expected, actual: darker, drawsDiffImage: true).diffImage)
        let toLighter = try #require(try PixelMatch.compare(expected: lighterExpected, actual: lighter, drawsDiffImage: true).diffImage)
        #expect(toDarker.pixel(x: 2, y: 2) != toLighter.pixel(x: 2, y: 2))
    }

    @Test func aShiftedAntialiasedEdgeIsNotADifference() throws {
        let expected = Self.edgeImage(width: 10, height: 8, edge: 4)
        var actual = expected
        for y in 0..<8 { actual.setPixel(x: 4, y: y, Self.grey(128)) }
        let result = try PixelMatch.compare(expected: expected, actual: actual, drawsDiffImage: true)
        #expect(result.differentPixels == 0)
        #expect(result.antialiasedPixels == 8)
        #expect(result.diffImage?.pixel(x: 4, y: 3) == 0xFFFF_FF00)

        let counted = try PixelMatch.compare(expected: expected, actual: actual, options: .init(includesAntialiasing: true))
        #expect(counted.differentPixels == 8)
        #expect(counted.antialiasedPixels == 0)
    }

    @Test func aGreyPixelInAFlatRegionIsNotAntialiasing() throws {
        let expected = PixelBuffer(width: 9, height: 9, color: Self.grey(255))
        var actual = expected
        actual.setPixel(x: 4, y: 4, Self.grey(128))
        let result = try PixelMatch.compare(expected: expected, actual: actual)
        #expect(result.differentPixels == 1)
        #expect(result.antialiasedPixels == 0)
    }

    @Test(arguments: [0.05, 0.1, 0.2, 0.5])
    func theThresholdSeparatesSteps(threshold: Double) throws {
        let step = Self.countedGreyStep(threshold: threshold)
        let expected = PixelBuffer(width: 9, height: 9, color: Self.grey(0))
        var below = expected, at = expected
        below.setPixel(x: 4, y: 4, Self.grey(UInt32(step - 1)))
        at.setPixel(x: 4, y: 4, Self.grey(UInt32(step)))
        let options = PixelMatch.Options(threshold: threshold)
        #expect(try PixelMatch.compare(expected: expected, actual: below, options: options).differentPixels == 0)
        #expect(try PixelMatch.compare(expected: expected, actual: at, options: options).differentPixels == 1)
    }

    @Test func thresholdZeroCountsTheSmallestChange() throws {
        let expected = PixelBuffer(width: 4, height: 4, color: Self.grey(100))
        var actual = expected
        actual.setPixel(x: 1, y: 1, Self.grey(101))
        #expect(try PixelMatch.compare(expected: expected, actual: actual, options: .init(threshold: 0)).differentPixels == 1)
        #expect(try PixelMatch.compare(expected: expected, actual: actual).differentPixels == 0)
    }

    @Test func ignoredRegionsAreNotCounted() throws {
        let expected = PixelBuffer(width: 20, height: 20, color: Self.grey(255))
        var actual = expected
        for (x, y) in [(3, 3), (4, 3), (15, 15)] { actual.setPixel(x: x, y: y, 0xFF00_00FF) }
        let region = PixelRect(x: 2, y: 2, width: 4, height: 4)
        let result = try PixelMatch.compare(expected: expected, actual: actual, options: .init(ignoredRegions: [region]), drawsDiffImage: true)
        #expect(result.differentPixels == 1)
        #expect(result.changedBounds == PixelRect(x: 15, y: 15, width: 1, height: 1))
        // The ignored region is tinted blue in the diff image.
        let tinted = try #require(result.diffImage).pixel(x: 3, y: 3)
        #expect(tinted & 0xFF > (tinted >> 16) & 0xFF)
    }

    @Test func transparencyIsComparedOverWhite() throws {
        let clear = PixelBuffer(width: 3, height: 3, color: 0)
        let white = PixelBuffer(width: 3, height: 3, color: 0xFFFF_FFFF)
        let halfBlack = PixelBuffer(width: 3, height: 3, color: 0x8000_0000)
        let result = try PixelMatch.compare(expected: clear, actual: white)
        #expect(!result.identical)
        #expect(result.differentPixels == 0)
        #expect(try PixelMatch.compare(expected: white, actual: halfBlack).differentPixels == 9)
    }

    @Test func differentSizesAreAnError() {
        let small = PixelBuffer(width: 2, height: 3, color: 0), large = PixelBuffer(width: 3, height: 2, color: 0)
        #expect(throws: PixelMatch.SizeMismatch.self) { try PixelMatch.compare(expected: small, actual: large) }
    }

    @Test func buffersTooShortForTheirSizeAreRefused() {
        #expect(PixelBuffer(width: 4, height: 4, bytesPerRow: 16, pixels: [UInt8](repeating: 0, count: 60)) == nil)
        #expect(PixelBuffer(width: 4, height: 4, bytesPerRow: 8, pixels: [UInt8](repeating: 0, count: 64)) == nil)
    }
}
