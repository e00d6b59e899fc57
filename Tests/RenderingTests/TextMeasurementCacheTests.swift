@testable import AdaptiveKit
import Foundation
@testable import Rendering
import Testing

/// `PangoTextMeasurer` keeps its results by their arguments; a kept result is the one Pango gives.
@Suite("Text measurement cache")
struct TextMeasurementCacheTests {
    @Test("kept widths, line metrics and layouts equal fresh ones, and differ where their arguments do")
    func cachedEqualsFresh() {
        let measurer = PangoTextMeasurer.shared
        let text = "Settings Password Backup Sync Storage Share"
        let body = UIFont.systemFont(ofSize: 17), bold = UIFont.boldSystemFont(ofSize: 17), helvetica = UIFont(name: "Helvetica", size: 17)!
        measurer.removeCachedMeasurements()
        let width = measurer.width(of: text, font: body)
        let wrapped = measurer.layout(of: text, font: body, maxWidth: 120, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        let metrics = measurer.lineMetrics(for: body)
        // Again, from the cache.
        #expect(measurer.width(of: text, font: body) == width)
        #expect(measurer.layout(of: text, font: body, maxWidth: 120, numberOfLines: 0, lineBreakMode: .byWordWrapping).size == wrapped.size)
        #expect(measurer.lineMetrics(for: body).lineHeight == metrics.lineHeight)
        // Fresh again after forgetting.
        measurer.removeCachedMeasurements()
        #expect(measurer.width(of: text, font: body) == width)
        #expect(measurer.layout(of: text, font: body, maxWidth: 120, numberOfLines: 0, lineBreakMode: .byWordWrapping).lines.map(\.text)
                == wrapped.lines.map(\.text))
        // Different arguments, different results: the font's weight and family, the width, the lines.
        #expect(measurer.width(of: text, font: bold) > width)
        #expect(measurer.width(of: text, font: helvetica) != width)
        #expect(wrapped.lines.count > 1)
        let wider = measurer.layout(of: text, font: body, maxWidth: 240, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        #expect(wider.lines.count < wrapped.lines.count)
        let oneLine = measurer.layout(of: text, font: body, maxWidth: 120, numberOfLines: 1, lineBreakMode: .byWordWrapping)
        #expect(oneLine.lines.count == 1 && oneLine.isTruncated)
    }
}
