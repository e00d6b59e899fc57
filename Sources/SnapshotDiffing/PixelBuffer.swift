/// An image as the comparison reads it: rows of premultiplied BGRA pixels, four bytes each
/// (Cairo's ARGB32 on little-endian machines, and what `BitmapImageCodec` decodes PNGs into).
public struct PixelBuffer: Sendable, Equatable {
    public var width: Int
    public var height: Int
    /// Bytes from one row to the next (at least `width * 4`).
    public var bytesPerRow: Int
    public var pixels: [UInt8]

    /// An image over `pixels`; `nil` when the sizes do not fit the bytes.
    public init?(width: Int, height: Int, bytesPerRow: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0, bytesPerRow >= width * 4, pixels.count >= bytesPerRow * height else { return nil }
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.pixels = pixels
    }

    /// An image of `width` × `height` pixels, all `color` (0xAARRGGBB, premultiplied).
    public init(width: Int, height: Int, color: UInt32) {
        self.width = max(0, width)
        self.height = max(0, height)
        bytesPerRow = self.width * 4
        pixels = [UInt8](repeating: 0, count: bytesPerRow * self.height)
        for index in 0..<(self.width * self.height) { setPixel(at: index * 4, color) }
    }

    /// The pixel at `x`, `y` as 0xAARRGGBB (premultiplied).
    public func pixel(x: Int, y: Int) -> UInt32 {
        let offset = y * bytesPerRow + x * 4
        return UInt32(pixels[offset]) | UInt32(pixels[offset + 1]) << 8 | UInt32(pixels[offset + 2]) << 16 | UInt32(pixels[offset + 3]) << 24
    }

    /// Sets the pixel at `x`, `y` to 0xAARRGGBB (premultiplied).
    public mutating func setPixel(x: Int, y: Int, _ color: UInt32) {
        setPixel(at: y * bytesPerRow + x * 4, color)
    }

    private mutating func setPixel(at offset: Int, _ color: UInt32) {
        pixels[offset] = UInt8(truncatingIfNeeded: color)
        pixels[offset + 1] = UInt8(truncatingIfNeeded: color >> 8)
        pixels[offset + 2] = UInt8(truncatingIfNeeded: color >> 16)
        pixels[offset + 3] = UInt8(truncatingIfNeeded: color >> 24)
    }
}

/// A rectangle of pixels (a region the comparison ignores, or the box of what changed).
public struct PixelRect: Sendable, Hashable, Codable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < x + width && py >= y && py < y + height
    }
}
