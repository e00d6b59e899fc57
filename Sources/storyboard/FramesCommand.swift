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

        Default device: the document's <device>; a document without one (an Xcode 7 or earlier Any/Any \
        canvas) is laid out on an iPhone 8, with a note.

        --intrinsic-from-document makes every view with an intrinsic size report the size Xcode stored, \
        so differences in text measurement do not move the layout.

        Exit codes: 0 success, 1 the document has errors, 2 usage errors (unknown device or scene, \
        unreadable or unsupported file).

        Examples:
          storyboard frames Main.storyboard
          storyboard frames Main.storyboard --device "iPhone 6 Plus" --orientation landscape --json
          storyboard frames Main.storyboard --scene BYZ-38-t0r --intrinsic-from-document
        """
    )

    @Argument(help: "A .storyboard or .xib file.")
    var file: String

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

    func run() throws {
        try MainActor.assumeIsolated { try runOnMain() }
    }

    @MainActor
    private func runOnMain() throws {
        let document = try IBDocument.commandInput(file)
        let chosenDevice = try device.map(resolveDevice)
        if let scene {
            let ids = document.kind == .storyboard ? document.scenes.map(\.id) : document.objects.filter(\.kind.isView).map(\.id)
            guard ids.contains(scene) else {
                throw CommandFailure.usage("no scene '\(scene)' in \(file); scenes: \(ids.joined(separator: ", "))")
            }
        }
        var options = IBInstantiator.Options.canvas
        options.intrinsicSizesFromDocument = intrinsicFromDocument
        let report = IBSceneLayout.report(
            for: document, device: chosenDevice, orientation: orientation?.interfaceOrientation, sceneID: scene, options: options)
        let diagnostics = document.diagnostics + report.diagnostics
        print(json ? try jsonText(report, diagnostics: diagnostics) : text(report, diagnostics: diagnostics))
        let errors = document.diagnostics.filter { $0.severity == .error }.count
        if errors > 0 {
            throw CommandFailure.findings("\(errors) error\(errors == 1 ? "" : "s") in \(file)")
        }
    }

    private func number(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%g", Double(value))
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
        let root: [String: Any] = [
            "document": file,
            "compared": report.matchCount().compared,
            "matched": report.matchCount().matched,
            "device": report.deviceName,
            "orientation": report.orientation,
            "scenes": report.scenes.map { scene in
                [
                    "id": scene.id,
                    "views": scene.views.map { view -> [String: Any] in
                        var entry: [String: Any] = ["id": view.id, "class": view.className]
                        if let frame = view.frame {
                            entry["frame"] = [frame.minX, frame.minY, frame.width, frame.height].map { Double($0) }
                        } else {
                            entry["frame"] = NSNull()
                        }
                        if let stored = view.storedFrame {
                            entry["stored"] = [stored.minX, stored.minY, stored.width, stored.height].map { Double($0) }
                        }
                        if let exclusion = view.exclusion {
                            entry["excluded"] = exclusion
                        } else {
                            entry["matches"] = view.matches()
                        }
                        return entry
                    },
                ] as [String: Any]
            },
            "diagnostics": diagnostics.map { diagnostic -> [String: Any] in
                var entry: [String: Any] = ["severity": diagnostic.severity.rawValue, "message": diagnostic.message, "code": diagnostic.code.rawValue]
                if let line = diagnostic.line { entry["line"] = line }
                if let column = diagnostic.column { entry["column"] = column }
                return entry
            },
        ]
        let data = try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }
}
