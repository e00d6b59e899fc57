/// Decoded pixels: premultiplied BGRA, 8 bits a component, rows `bytesPerRow` apart.
///
/// This is what the renderer draws (Cairo's ARGB32 layout on little-endian machines), and what a
/// ``VectorImageDecoding`` rasterizes to.
public struct DecodedBitmap: Sendable, Equatable {
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int
    /// The distance between rows, in bytes.
    public var bytesPerRow: Int
    /// `bytesPerRow × height` bytes.
    public var pixels: [UInt8]

    /// Pixels as they are laid out in memory.
    public init(width: Int, height: Int, bytesPerRow: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.pixels = pixels
    }

    /// The premultiplied blue, green, red and alpha of one pixel.
    public func pixel(x: Int, y: Int) -> (blue: UInt8, green: UInt8, red: UInt8, alpha: UInt8) {
        let offset = y * bytesPerRow + x * 4
        return (pixels[offset], pixels[offset + 1], pixels[offset + 2], pixels[offset + 3])
    }
}
