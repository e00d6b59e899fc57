@testable import AdaptiveKit
import Foundation
@testable import InterfaceBuilder
@testable import Rendering
import Testing
import ImageCodecs

/// Shows a scene of a storyboard given as text, or of a corpus document, as `storyboard render`
/// does, lets the test look at the window, and renders it to a PNG whose pixels it returns.
@MainActor
enum RuntimeDrawing {
    struct Rendered: CustomStringConvertible {
        var description: String { "\(bitmap.width)×\(bitmap.height) picture" }
        let bitmap: DecodedBitmap
        let scale: CGFloat
        let diagnostics: [Diagnostic]

        /// The colour at a point (in points) as 0–255 components.
        func color(at point: CGPoint) -> (red: Int, green: Int, blue: Int) {
            let pixel = bitmap.pixel(x: Int(point.x * scale), y: Int(point.y * scale))
            return (Int(pixel.red), Int(pixel.green), Int(pixel.blue))
        }

        /// Whether the colour at a point is within `tolerance` of an sRGB hex colour.
        func isColor(at point: CGPoint, _ hex: Int, tolerance: Int = 3) -> Bool {
            let found = color(at: point)
            return abs(found.red - (hex >> 16 & 0xFF)) <= tolerance && abs(found.green - (hex >> 8 & 0xFF)) <= tolerance
                && abs(found.blue - (hex & 0xFF)) <= tolerance
        }

        /// Pixels of `rect` (points) darker than `threshold` on every channel.
        func darkPixels(in rect: CGRect, threshold: Int = 100) -> Int {
            var count = 0
            for y in Int(rect.minY * scale)..<Int(rect.maxY * scale) {
                for x in Int(rect.minX * scale)..<Int(rect.maxX * scale) {
                    let pixel = bitmap.pixel(x: x, y: y)
                    if Int(pixel.red) < threshold && Int(pixel.green) < threshold && Int(pixel.blue) < threshold { count += 1 }
                }
            }
            return count
        }

        /// Pixels of `rect` (points) lighter than `threshold` on every channel.
        func lightPixels(in rect: CGRect, threshold: Int = 200) -> Int {
            var count = 0
            for y in Int(rect.minY * scale)..<Int(rect.maxY * scale) {
                for x in Int(rect.minX * scale)..<Int(rect.maxX * scale) {
                    let pixel = bitmap.pixel(x: x, y: y)
                    if Int(pixel.red) > threshold && Int(pixel.green) > threshold && Int(pixel.blue) > threshold { count += 1 }
                }
            }
            return count
        }
    }

    /// Whether two rectangles are equal within a thousandth of a point.
    static func same(_ a: CGRect?, _ b: CGRect) -> Bool {
        guard let a else { return false }
        return abs(a.minX - b.minX) < 0.001 && abs(a.minY - b.minY) < 0.001 && abs(a.width - b.width) < 0.001 && abs(a.height - b.height) < 0.001
    }

    static func document(_ text: String) throws -> IBDocument {
        try IBDocument(data: Data(text.utf8), path: "Test.storyboard")
    }

    static func corpus(_ file: String) throws -> IBDocument {
        try IBDocument(contentsOf: SceneSnapshotTests.corpus.appendingPathComponent(file))
    }

    /// Shows `sceneID` of `document` on `device`, calls `check` with the scene (before drawing;
    /// it may change the window), then draws it.
    static func render(
        _ document: IBDocument, scene sceneID: String, device: String = "iPhone 15", orientation: UIInterfaceOrientation = .portrait,
        style: UIUserInterfaceStyle = .light, keep: String? = nil, check: (IBSceneWindow) throws -> Void = { _ in }
    ) throws -> Rendered {
        let loader = IBStoryboardLoader(name: "Main", document: document, bundle: nil, options: IBSceneWindow.options)
        let url = keep.map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("osb-runtime-\(UUID().uuidString).png")
        defer { if keep == nil { try? FileManager.default.removeItem(at: url) } }
        var scale: CGFloat = 1
        var diagnostics: [Diagnostic] = []
        try TextMeasurement.$taskMeasurer.withValue(PangoTextMeasurer.shared) {
            let scene = try #require(IBSceneWindow.make(
                sceneID: sceneID, loader: loader, device: try Device.named(device), orientation: orientation, userInterfaceStyle: style))
            defer { scene.window.rootViewController = nil }
            diagnostics = scene.diagnostics
            try check(scene)
            scale = scene.window.screen.scale
            var renderer = WindowRenderer(window: scene.window)
            renderer.drawsStatusBar = scene.showsStatusBar
            try renderer.render(to: url, format: .png)
        }
        return Rendered(bitmap: try UIImage.load(contentsOfFile: url.path).decodedBGRA(decoder: BitmapImageCodec.shared), scale: scale, diagnostics: diagnostics)
    }

    /// Draws a window made in code.
    static func render(_ window: UIWindow, keep: String? = nil) throws -> Rendered {
        let url = keep.map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("osb-runtime-\(UUID().uuidString).png")
        defer { if keep == nil { try? FileManager.default.removeItem(at: url) } }
        try TextMeasurement.$taskMeasurer.withValue(PangoTextMeasurer.shared) {
            window.layoutIfNeeded()
            try WindowRenderer(window: window).render(to: url, format: .png)
        }
        return Rendered(bitmap: try UIImage.load(contentsOfFile: url.path).decodedBGRA(decoder: BitmapImageCodec.shared), scale: window.screen.scale, diagnostics: [])
    }

    /// A storyboard in Xcode 13+'s format around `scenes`, starting at `initial`.
    static func storyboard(initial: String, _ scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="\(initial)">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="System colors in document resources" minToolsVersion="11.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
        \(scenes)
            </scenes>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
                <systemColor name="systemRedColor">
                    <color red="1" green="0.23137254901960785" blue="0.18823529411764706" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </systemColor>
                <systemColor name="systemGroupedBackgroundColor">
                    <color red="0.94901960784313721" green="0.94901960784313721" blue="0.96862745098039216" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </systemColor>
            </resources>
        </document>
        """
    }
}
