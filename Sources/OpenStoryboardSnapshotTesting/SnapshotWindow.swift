import Foundation
import OpenStoryboard
import SnapshotDiffing

/// Draws a window of a device as `storyboard render` does and returns the PNG.
enum SnapshotWindow {
    /// A window of `device` set up by `install`, laid out and drawn; the PNG's bytes (a picture
    /// naming the error when it cannot be drawn, so the comparison fails instead of crashing).
    @MainActor
    static func png(device: Device, orientation: UIInterfaceOrientation, style: UIUserInterfaceStyle, install: (UIWindow) -> Void) -> Data {
        TextMeasurement.$taskMeasurer.withValue(PangoTextMeasurer.shared) {
            BitmapImageDecoder.$taskDecoder.withValue(BitmapImageCodec.shared) {
                let window = UIWindow(device: device, orientation: orientation)
                install(window)
                window.makeKeyAndVisible()
                if style == .dark { window.setUserInterfaceStyle(.dark) }
                window.layoutIfNeeded()
                defer { window.rootViewController = nil }
                do {
                    let bitmap = try WindowRenderer(window: window).bitmap()
                    guard let buffer = PixelBuffer(width: bitmap.width, height: bitmap.height, bytesPerRow: bitmap.bytesPerRow, pixels: bitmap.pixels) else {
                        return Data("the drawn picture has fewer bytes than its size".utf8)
                    }
                    return try SnapshotPNG.encode(buffer)
                } catch {
                    return Data("cannot draw the window: \(error)".utf8)
                }
            }
        }
    }
}

/// PNG bytes in and out, through the codec `storyboard` uses (libpng; no metadata).
enum SnapshotPNG {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func decode(_ data: Data) throws -> PixelBuffer {
        let bitmap: DecodedBitmap
        do {
            bitmap = try BitmapImageCodec.shared.decodeBGRA(data)
        } catch {
            throw Failure(description: "not a PNG that can be read: \(error)")
        }
        guard let buffer = PixelBuffer(width: bitmap.width, height: bitmap.height, bytesPerRow: bitmap.bytesPerRow, pixels: bitmap.pixels) else {
            throw Failure(description: "the decoded picture has fewer bytes than its size")
        }
        return buffer
    }

    static func encode(_ buffer: PixelBuffer) throws -> Data {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("osb-snapshot-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        try BitmapImageCodec.writePNG(bgra: buffer.pixels, width: buffer.width, height: buffer.height, bytesPerRow: buffer.bytesPerRow, to: file.path)
        return try Data(contentsOf: file)
    }
}
