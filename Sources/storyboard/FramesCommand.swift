import ArgumentParser
import Foundation
import OpenStoryboard

/// `storyboard frames`: every view of every scene with its Interface Builder id, class and the
/// frame Auto Layout solves for a device, in superview coordinates.
struct Frames: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Lay out the scenes of a .storyboard or .xib on a device and print every view's frame.",
        discussion: """
        Each scene is instantiated on a window of the device and laid out as Xcode's canvas does \
        (a controller inside a navigation or tab bar controller in the document gets the bar; design-time \
        intrinsic sizes are honoured). Frames are in the superview's coordinates, as the document stores them.

        Default device: the document's <device>; a document without one is laid out on the canvas Xcode 6 \
        and 7 drew it on (600 × 600 Any/Any) when it uses size classes and predates Xcode 8, and on an \
        iPhone 8, with a note, otherwise.

        --intrinsic-from-document makes every view with an intrinsic size report the size Xcode stored, \
        so differences in text measurement do not move the layout.

        --explain VIEW prints one view: its frame, the frame Xcode stored, the canvas rules that applied \
        to its scene, and each rule that moved it with where it would be without that rule. \
        --list-rules prints every canvas rule; --without-rule NAME lays out without one.

        Exit codes: 0 success, 1 the document has errors, 2 usage errors (unknown device or scene, \
        unreadable or unsupported file).

        Examples:
          storyboard frames Main.storyboard
          storyboard frames Main.storyboard --device "iPhone 6 Plus" --orientation landscape --json
          storyboard frames Main.storyboard --scene BYZ-38-t0r --intrinsic-from-document
          storyboard frames Main.storyboard --explain 8bC-Xf-vdC --intrinsic-from-document
        """
    )

    @Argument(help: "A .storyboard or .xib file.")
    var file: String = ""

    @Option(help: "Only the scene with this id (a storyboard scene id, or a xib top-level view id).")
    var scene: String?

    @Option(help: "A device model (\"iPhone 6 Plus\") or Interface Builder id (\"retina5_5\"); default: the document's.")
    var device: String?

    @Option(help: "The interface orientation; default: the document's.")
    var orientation: OrientationOption?

    @Flag(help: "Views with an intrinsic size report the size stored in the document.")
    var intrinsicFromDocument = false

    @Flag(help: "Print JSON instead of text.")
    var json = false

    @Option(name: .customLong("explain"), help: ArgumentHelp("Explain one view: which canvas rules moved it and from where.", valueName: "view-id"))
    var explainedView: String?

    @Flag(help: "List the canvas rules (name and what Xcode's canvas does) and exit.")
    var listRules = false

    @Option(name: .customLong("without-rule"), help: ArgumentHelp("Lay out without this canvas rule (repeatable; see --list-rules).", valueName: "rule"))
    var disabledRules: [String] = []

    func validate() throws {
        if file.isEmpty && !listRules { throw ValidationError("Missing expected argument '<file>'") }
    }

    func run() throws {
        try MainActor.assumeIsolated { try runOnMain() }
    }

    @MainActor
    private func runOnMain() throws {
        if listRules {
            print(CanvasRule.all.map { "\($0.name)\n    \($0.summary)" }.joined(separator: "\n"))
            return
        }
        let document = try DocumentInput.load(file)
        let chosenDevice = try device.map(resolveDevice)
        if let scene {
            let ids = document.kind == .storyboard ? document.scenes.map(\.id) : document.objects.filter(\.kind.isView).map(\.id)
            guard ids.contains(scene) else {
                throw CommandFailure.usage("no scene '\(scene)' in \(file); scenes: \(ids.joined(separator: ", "))")
            }
        }
        var options = IBInstantiator.Options.canvas
        options.intrinsicSizesFromDocument = intrinsicFromDocument
        var rules = CanvasRuleSet.all
        for name in disabledRules {
            guard let rule = CanvasRule.named(name) else {
                throw CommandFailure.usage("no canvas rule '\(name)'; rules: \(CanvasRule.all.map(\.name).joined(separator: ", "))")
            }
            rules = rules.disabling(rule)
        }
        if let explainedView {
            guard let explanation = IBSceneLayout.explain(
                viewID: explainedView, in: document, device: chosenDevice, orientation: orientation?.interfaceOrientation, options: options)
            else {
                throw CommandFailure.usage("no view '\(explainedView)' laid out in \(file) (scene roots, subviews and cells have ids; `storyboard frames \(file)` lists them)")
            }
            print(json ? try explanationJSON(explanation) : explanationText(explanation))
            return
        }
        let report = IBSceneLayout.report(
            for: document, device: chosenDevice, orientation: orientation?.interfaceOrientation, sceneID: scene, options: options, rules: rules)
        let diagnostics = document.diagnostics + report.diagnostics
        print(json ? try jsonText(report, diagnostics: diagnostics) : text(report, diagnostics: diagnostics))
        let errors = document.diagnostics.filter { $0.severity == .error }.count
        if errors > 0 {
            throw CommandFailure.findings("\(errors) error\(errors == 1 ? "" : "s") in \(file)")
        }
    }

    /// A coordinate: whole numbers as integers, others (and those too large for an `Int`,
    /// infinities, NaN) as `%g`.
    private func number(_ value: CGFloat) -> String {
        abs(value) < 1e15 && value == value.rounded() ? String(Int(value)) : String(format: "%g", Double(value))
    }

    @MainActor
    private func text(_ report: IBFrameReport, diagnostics: [Diagnostic]) -> String {
        var lines = ["\(file) on \(report.deviceName), \(report.orientation)"]
        for scene in report.scenes {
            lines.append("")
            lines.append("scene \(scene.id)")
            for view in scene.views {
                let indent = String(repeating: "  ", count: view.depth + 1)
                let frame = view.frame.map { "(\(number($0.minX)), \(number($0.minY)), \(number($0.width)), \(number($0.height)))" } ?? "(not installed)"
                lines.append("\(indent)\(view.id)  \(view.className)  \(frame)")
            }
        }
        if !diagnostics.isEmpty {
            lines.append("")
            lines += diagnostics.map(\.description)
        }
        return lines.joined(separator: "\n")
    }

    @MainActor
    private func jsonText(_ report: IBFrameReport, diagnostics: [Diagnostic]) throws -> String {
        let count = report.matchCount()
        func rect(_ frame: CGRect) -> [Double] { [frame.minX, frame.minY, frame.width, frame.height].map { Double($0) } }
        let output = FramesOutput(
            document: file, compared: count.compared, matched: count.matched, device: report.deviceName, orientation: report.orientation,
            scenes: report.scenes.map { scene in
                FramesOutput.Scene(id: scene.id, rules: scene.rules.map(\.name), views: scene.views.map { view in
                    FramesOutput.View(
                        id: view.id, className: view.className, frame: Nullable(view.frame.map(rect)), stored: view.storedFrame.map(rect),
                        excluded: view.exclusion, matches: view.exclusion == nil ? view.matches() : nil)
                })
            },
            diagnostics: diagnostics.map { DiagnosticOutput($0) })
        return try JSONOutput.text(output)
    }

    private func frameText(_ frame: CGRect?) -> String {
        frame.map { "(\(number($0.minX)), \(number($0.minY)), \(number($0.width)), \(number($0.height)))" } ?? "(not in the hierarchy)"
    }

    private func explanationText(_ explanation: CanvasExplanation) -> String {
        let view = explanation.view
        var lines = ["\(view.id)  \(view.className)  in scene \(explanation.sceneID)"]
        lines.append("  laid out   \(frameText(view.frame))")
        lines.append("  Xcode      \(view.storedFrame.map { frameText($0) } ?? "(no stored frame)")")
        if let exclusion = view.exclusion {
            lines.append("  not compared: \(exclusion)")
        } else {
            lines.append(view.matches() ? "  matches Xcode within 0.5 pt" : "  differs from Xcode by more than 0.5 pt")
        }
        lines.append("")
        lines.append("rules applied to the scene: " + (explanation.appliedRules.isEmpty ? "none" : explanation.appliedRules.map(\.name).joined(separator: ", ")))
        if explanation.moves.isEmpty {
            lines.append("no rule moved this view: its frame is the constraints' (or its autoresizing mask's) alone")
        } else {
            lines.append("moved by:")
            for move in explanation.moves {
                var line = "  \(move.rule.name): from \(frameText(move.frameWithoutRule))"
                if move.exclusionWithoutRule != view.exclusion {
                    line += move.exclusionWithoutRule.map { " (then not compared: \($0))" } ?? " (then compared)"
                }
                lines.append(line)
                lines.append("      \(move.rule.summary)")
            }
        }
        return lines.joined(separator: "\n")
    }

    private func explanationJSON(_ explanation: CanvasExplanation) throws -> String {
        func rect(_ frame: CGRect?) -> Nullable<[Double]> { Nullable(frame.map { [$0.minX, $0.minY, $0.width, $0.height].map { Double($0) } }) }
        let view = explanation.view
        let output = ExplanationOutput(
            document: file, scene: explanation.sceneID, id: view.id, className: view.className,
            frame: rect(view.frame), stored: rect(view.storedFrame), excluded: Nullable(view.exclusion),
            rules: explanation.appliedRules.map(\.name),
            moves: explanation.moves.map { move in
                ExplanationOutput.Move(rule: move.rule.name, summary: move.rule.summary, frameWithoutRule: rect(move.frameWithoutRule),
                                       excludedWithoutRule: Nullable(move.exclusionWithoutRule))
            })
        return try JSONOutput.text(output)
    }
}

/// `frames --json`: the solved frames of every scene against the frames Xcode stored.
private struct FramesOutput: Encodable {
    struct View: Encodable {
        var id: String
        var className: String
        /// x, y, width, height; null when the view is not in the hierarchy.
        var frame: Nullable<[Double]>
        var stored: [Double]?
        var excluded: String?
        var matches: Bool?

        enum CodingKeys: String, CodingKey {
            case id, className = "class", frame, stored, excluded, matches
        }
    }

    struct Scene: Encodable {
        var id: String
        var rules: [String]
        var views: [View]
    }

    var document: String
    var compared: Int
    var matched: Int
    var device: String
    var orientation: String
    var scenes: [Scene]
    var diagnostics: [DiagnosticOutput]
}

/// `frames --explain ID --json`: what moved one view.
private struct ExplanationOutput: Encodable {
    struct Move: Encodable {
        var rule: String
        var summary: String
        var frameWithoutRule: Nullable<[Double]>
        var excludedWithoutRule: Nullable<String>
    }

    var document: String
    var scene: String
    var id: String
    var className: String
    var frame: Nullable<[Double]>
    var stored: Nullable<[Double]>
    var excluded: Nullable<String>
    var rules: [String]
    var moves: [Move]

    enum CodingKeys: String, CodingKey {
        case document, scene, id, className = "class", frame, stored, excluded, rules, moves
    }
}
