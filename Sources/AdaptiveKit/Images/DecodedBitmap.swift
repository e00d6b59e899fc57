/// Decoded pixels: premultiplied BGRA, 8 bits a component, rows `bytesPerRow` apart.
///
/// This is what the renderer draws (Cairo's ARGB32 layout on little-endian machines).
package struct DecodedBitmap: Sendable, Equatable {
    /// The width in pixels.
    package var width: Int
    /// The height in pixels.
    package var height: Int
    /// The distance between rows, in bytes.
    package var bytesPerRow: Int
    /// `bytesPerRow × height` bytes.
    package var pixels: [UInt8]

    package init(width: Int, height: Int, bytesPerRow: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.pixels = pixels
    }

    /// The premultiplied blue, green, red and alpha of one pixel.
    package func pixel(x: Int, y: Int) -> (blue: UInt8, green: UInt8, red: UInt8, alpha: UInt8) {
        let offset = y * bytesPerRow + x * 4
        return (pixels[offset], pixels[offset + 1], pixels[offset + 2], pixels[offset + 3])
    }
}
