import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// Laying a document out on many devices by moving each scene's window from device to device
/// (`IBSceneLayout.layOut(_:on:)`) gives the frames a scene made on each device gives.
@Suite("Scene placements: one scene moved across devices", .requiresSharedFolder)
@MainActor
struct ScenePlacementTests {
    /// Phones and pads of every shape: home button and notch, compact and regular widths in
    /// landscape, with a multitasking window.
    static let placements: [IBScenePlacement] = {
        let names = ["iPhone SE (3rd generation)", "iPhone 15 Pro", "iPhone 15 Pro Max", "iPhone 16e", "iPad (10th generation)", "iPad Pro 13-inch (M4)"]
        var placements: [IBScenePlacement] = []
        for name in names {
            guard let device = try? Device.named(name) else { continue }
            for orientation in [UIInterfaceOrientation.portrait, .landscapeLeft] {
                placements.append(IBScenePlacement(device: device, orientation: orientation))
            }
            if device.idiom == .pad {
                placements.append(IBScenePlacement(device: device, orientation: .portrait, environment: IBLayoutEnvironment(windowWidth: 320)))
            }
        }
        return placements
    }()

    /// Every twelfth document of the corpus (all of them with
    /// `OPENSTORYBOARD_PLACEMENT_SAMPLE=all`, those whose names contain it otherwise).
    static var documents: [URL] {
        let sample = ProcessInfo.processInfo.environment["OPENSTORYBOARD_PLACEMENT_SAMPLE"]
        let all = sample == "all"
        var found: [URL] = []
        for folder in [SharedFolder.corpusFiles, SharedFolder.wideCorpus] {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
            for (index, name) in names.enumerated() where all || (sample.map { name.contains($0) } ?? (index % 12 == 0)) {
                found.append(folder.appendingPathComponent(name))
            }
        }
        return found
    }

    @Test("frames of scenes moved across devices are those of scenes made on each device")
    func movedScenesMatchMadeOnes() {
        #expect(Self.placements.count == 14)
        LayoutDiagnostics.shared.printsToStandardError = false
        defer {
            LayoutDiagnostics.shared.printsToStandardError = true
            LayoutDiagnostics.shared.removeAll()
        }
        var compared = 0
        var differences: [String] = []
        var ambiguous = 0
        var scrolled = 0
        var conflicting = 0
        for url in Self.documents {
            // (Documents that cannot be read, such as Interface Builder 3 archives, are left out.)
            guard let document = try? IBDocument(contentsOf: url) else { continue }
            var moved: [Int: [String: [String: CGRect]]] = [:]
            var movedOffsets: [Int: [String: CGPoint]] = [:]
            IBSceneLayout.layOut(document, on: Self.placements) { scene, index in
                moved[index, default: [:]][scene.id] = Self.frames(scene.views)
                movedOffsets[index, default: [:]].merge(Self.scrollOffsets(scene)) { $1 }
            }
            for (index, placement) in Self.placements.enumerated() {
                var differing: [String: (made: CGRect, moved: CGRect?)] = [:]
                let made = IBSceneLayout.report(
                    for: document, device: placement.device, orientation: placement.orientation, environment: placement.environment
                ) { scene in
                    // Where constraints conflict, which one breaks depends on the order the engine
                    // met them (UIKit does not say which it breaks, and a rotation changes it
                    // there too): a moved scene may break another one than a scene made there.
                    let conflicts = scene.window.layoutReports.contains { $0.kind == .unsatisfiable }
                    for (id, frame) in Self.frames(scene.views) {
                        compared += 1
                        let other = moved[index]?[scene.id]?[id]
                        if let other, Self.close(frame, other) { continue }
                        // Where the constraints leave a view free, any frame is a solution: a
                        // moved scene keeps the one it had, as a window that changes size does.
                        if other != nil, conflicts {
                            conflicting += 1
                            continue
                        }
                        if other != nil, let view = scene.instantiator.view(withID: id), Self.isFree(view) {
                            ambiguous += 1
                            continue
                        }
                        // A scroll view keeps its content offset when its window changes size, as
                        // in UIKit: what is laid out against its visible area may move with it.
                        let offsets = Self.scrollOffsets(scene)
                        if other != nil, offsets.contains(where: { movedOffsets[index]?[$0.key] != $0.value }),
                           let view = scene.instantiator.view(withID: id), Self.scrolls(view) {
                            scrolled += 1
                            continue
                        }
                        differing["\(scene.id) \(id)"] = (frame, other)
                    }
                }
                _ = made
                for (key, frames) in differing.sorted(by: { $0.key < $1.key }) {
                    let name = "\(placement.device.name) \(placement.orientation)\(placement.environment.windowWidth.map { " \($0) pt" } ?? "")"
                    differences.append("\(url.lastPathComponent) \(key) on \(name): made \(frames.made), moved \(frames.moved.map { "\($0)" } ?? "missing")")
                }
            }
        }
        #expect(compared > (ProcessInfo.processInfo.environment["OPENSTORYBOARD_PLACEMENT_SAMPLE"] == nil ? 1000 : 0))
        #expect(differences.isEmpty, "\(differences.count) of \(compared) frames differ (\(ambiguous) more in ambiguous layouts, \(scrolled) in scroll views scrolled elsewhere, \(conflicting) in scenes whose constraints conflict):\n\(differences.prefix(40).joined(separator: "\n"))")
    }

    /// The content offset of each scroll view of a laid-out scene, by IB id.
    static func scrollOffsets(_ scene: IBLaidOutScene) -> [String: CGPoint] {
        var offsets: [String: CGPoint] = [:]
        for view in scene.views {
            if let scroll = scene.instantiator.view(withID: view.id) as? UIScrollView { offsets[view.id] = scroll.contentOffset }
        }
        return offsets
    }

    /// Whether the view is inside a scroll view.
    static func scrolls(_ view: UIView) -> Bool {
        var current = view.superview
        while let candidate = current {
            if candidate is UIScrollView { return true }
            current = candidate.superview
        }
        return false
    }

    /// Whether the view or one of its ancestors has an ambiguous layout.
    static func isFree(_ view: UIView) -> Bool {
        var current: UIView? = view
        while let candidate = current {
            if candidate.hasAmbiguousLayout { return true }
            current = candidate.superview
        }
        return false
    }

    static func frames(_ views: [IBFrameReport.View]) -> [String: CGRect] {
        var frames: [String: CGRect] = [:]
        for view in views { if let frame = view.frame { frames[view.id] = frame } }
        return frames
    }

    /// Within a point: a value on a half pixel (a centred view) rounds either way with the last
    /// bit of a solution reached by another path, and a frame a view's superview sets in code (a
    /// table's footer) is rounded to each device's pixels in turn (two pixels apart at most).
    static func close(_ a: CGRect, _ b: CGRect) -> Bool {
        let tolerance: CGFloat = 1
        return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }
}
