import AdaptiveKit
import Foundation
import InterfaceBuilder
@testable import StoryboardLint
import Testing
import TestSupport

@MainActor
@Suite struct LintMatrixTests {
    @Test func theDocumentCanvasComesFirstThenEveryCombination() throws {
        let document = try LintFixture.document(storyboard(scenes: "", head: phoneCanvas))
        let phone = try Device.named("iPhone 8"), pad = try Device.named("iPad Air (5th generation)")
        let plain = LintMatrix(devices: [phone, pad]).configurations(for: document)
        let canvas = IBSceneLayout.defaultDevice(for: document).0.name
        #expect(plain.map(\.name) == [
            "document canvas (\(canvas), portrait)", "iPhone 8, portrait", "iPhone 8, landscape",
            "iPad Air (5th generation), portrait", "iPad Air (5th generation), landscape",
        ])
        #expect(plain[0].isDocumentCanvas && !plain[1].isDocumentCanvas)
        let sizes: [UIContentSizeCategory?] = [.large, .accessibilityExtraExtraExtraLarge]
        let wide = LintMatrix(devices: [phone, pad], multitasking: true, contentSizes: sizes).configurations(for: document)
        // Distinct window widths per orientation (Slide Over is as wide as the narrow pane; the
        // full screen is among the windows).
        let padWindows = [UIInterfaceOrientation.portrait, .landscapeLeft].map { Set(pad.multitaskingWindows(for: $0).map(\.size.width)).count }.reduce(0, +)
        // The phone has no multitasking windows.
        #expect(wide.count == 1 + (2 + padWindows) * sizes.count)
        #expect(wide.contains { $0.name.contains("Slide Over or Split View 1/3") && $0.name.hasSuffix("text accessibilityExtraExtraExtraLarge") })
        #expect(wide.allSatisfy { $0.device?.idiom != .phone || $0.environment.windowWidth == nil })
    }

    @Test func contentSizeNamesRoundTrip() {
        for (name, category) in LintMatrix.contentSizeNames {
            #expect(LintMatrix.contentSize(named: name) == category)
            #expect(LintMatrix.name(of: category) == name)
        }
        #expect(LintMatrix.contentSize(named: "huge") == nil)
    }
}

extension LintMatrixTests {
    @Test func textSizesOfOneWindowAreLaidOutTogether() throws {
        let document = try LintFixture.document(storyboard(scenes: "", head: phoneCanvas))
        let matrix = LintMatrix(
            devices: [try Device.named("iPhone 8")], orientations: [.portrait, .landscapeLeft],
            contentSizes: [.large, .extraExtraExtraLarge, .accessibilityLarge], appearances: [.light, .dark])
        let groups = Linter.groups(matrix.configurations(for: document))
        // The canvas alone, then one window per orientation and appearance with three sizes.
        #expect(groups.count == 1 + 2 * 2)
        #expect(groups[0].base.isDocumentCanvas && groups[0].textSizes.isEmpty)
        #expect(groups.dropFirst().allSatisfy { $0.textSizes.count == 2 })
    }
}
