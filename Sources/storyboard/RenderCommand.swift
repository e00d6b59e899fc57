import ArgumentParser
import Foundation
import OpenStoryboard

/// `storyboard render`: every scene of storyboards and xibs as pictures, on every device,
/// orientation and appearance asked for, with an `index.html` contact sheet.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render the scenes of .storyboard and .xib files on iPhones and iPads to PNG, PDF or SVG, with a contact sheet.",
        discussion: """
        Each scene's controller is made as the app makes it (navigation, split view and tab bar \
        controllers with their children; a controller the document puts in a navigation or tab bar \
        controller is shown inside one, with its bar) and shown in a window of the device, laid out, \
        and drawn at the device's real pixel size (points × scale). Table prototype cells are drawn \
        where the document places them; a collection view's prototypes are laid out by its flow layout, \
        each once, as Xcode's canvas shows them. A xib's top-level view whose Simulated Size is \
        Inferred fills the device's screen, as Xcode's View As shows it; a freeform view is drawn at \
        its size inside the safe area.

        Defaults: every scene; one device per distinct screen (--device screens: the newest model of \
        each screen size, scale and safe area, as Xcode's device bar offers); both orientations; light; \
        PNG; into ./storyboard-render. Devices with identical screens draw the same picture: it is drawn \
        once and copied.

        --os draws the scenes as a version of iOS shows them: 7 (no size classes: the Any/Any \
        layout on every device; a 20-pt status bar), 8 to 10 (size classes; the safe area is the \
        status bar and bars, no notch or home indicator insets), 11 and later (safe areas), 13 and \
        later (dark mode, system colours, inset-grouped tables; before, --appearance dark is refused \
        and inset-grouped tables draw grouped). A device that never ran the version is drawn with a \
        warning. Without it, the latest.

        --device takes a model name ("iPhone 15") or Interface Builder id ("retina6_12"), or a group: \
        screens, all (every model of the catalog), phones, pads. Repeat it for several.

        The pictures are drawn by --jobs worker processes (default: one per core).

        Fonts: the font files (.ttf, .otf, .ttc) of each document's project (the folder holding \
        its .xcodeproj, up to three folders up, or the document's folder) and of --fonts folders are \
        registered, with the UIAppFonts of the project's Info.plist; a named font that is still not \
        found is drawn in a fallback font with a warning. An image found in no asset catalog and no \
        file is drawn as a crossed placeholder box with a warning naming it.

        Warnings (missing images and fonts, unsupported content, text a picture does not show, \
        unsatisfiable constraints) are \
        printed on standard error once each, counted per picture in a summary line and listed under \
        each picture of the contact sheet; --json prints the run as JSON on standard output: each \
        picture with its warnings.

        Exit codes: 0 every picture rendered; 1 some scenes failed, a document has errors or one of \
        several documents cannot be read (the rest is still rendered; each problem is reported, with \
        file:line:column where there is one); 2 usage errors (unknown option, device or scene; no \
        document that can be read).

        Examples:
          storyboard render Main.storyboard
          storyboard render MyApp   # every .storyboard and .xib under the folder
          storyboard render Main.storyboard --device phones --orientation portrait --out shots
          storyboard render Main.storyboard LaunchScreen.storyboard --device "iPhone 15" --device pads --appearance both
          storyboard render Main.storyboard --scene BYZ-38-t0r --format pdf
          storyboard render Cell.xib --device "iPhone SE (3rd generation)"
          storyboard render Main.storyboard --fonts Resources/Fonts --json
          storyboard render Main.storyboard --os 10 --device "iPhone 7"
        """
    )

    @OptionGroup var configuration: RenderConfiguration

    @Option(help: "png, pdf or svg.")
    var format: RenderFormat = .png

    @Option(help: "The output folder (created if needed).")
    var out: String = "storyboard-render"

    @Flag(help: "Print the run as JSON on standard output: every picture with its file, error and warnings.")
    var json = false

    func run() throws {
        try MainActor.assumeIsolated { try runOnMain() }
    }

    @MainActor
    private func runOnMain() throws {
        let (plan, unreadable) = try configuration.makePlan(format: format)
        // Before anything is measured: the fonts the app ships (workers register them too).
        let fonts = try RenderFonts.register(folders: configuration.fontFolders, documents: plan.documents.map(\.path))
        let outputFolder = URL(fileURLWithPath: out, isDirectory: true)
        let renderer = SceneRenderer(plan: plan, outputFolder: outputFolder)
        if let (shard, count) = try configuration.workerPart() {
            renderer.runWorker(shard: shard, of: count)
            return
        }
        do {
            for document in plan.documents {
                try FileManager.default.createDirectory(at: outputFolder.appendingPathComponent(document.folder), withIntermediateDirectories: true)
            }
        } catch {
            throw CommandFailure.usage("cannot create the output folder \(out): \((error as NSError).localizedDescription)")
        }
        // The documents' own errors (malformed XML, bad values), with their positions, and the
        // documents that could not be read at all.
        let documentErrors = plan.documents.flatMap { $0.document.diagnostics.filter { $0.severity == .error } }.map(\.description)
            + unreadable.map { "error: \($0)" }
        for message in documentErrors {
            FileHandle.standardError.write(Data("\(message)\n".utf8))
        }
        // Devices that never ran the `--os` version are drawn as asked, with a warning.
        for warning in RenderConfiguration.systemVersionWarnings(plan) {
            FileHandle.standardError.write(Data("\(warning)\n".utf8))
        }
        let drawing = plan.drawingJobs.count
        let results = configuration.draw(with: renderer, workerArguments: Array(CommandLine.arguments.dropFirst()))
        let index = outputFolder.appendingPathComponent("index.html")
        do {
            try ContactSheet(plan: plan, results: results).html.write(to: index, atomically: true, encoding: .utf8)
        } catch {
            throw CommandFailure.findings("cannot write \(index.path): \((error as NSError).localizedDescription)")
        }
        let failures = results.filter { $0.error != nil }
        for failure in failures {
            let job = plan.jobs[failure.index]
            let file = plan.documents[job.documentIndex].path
            FileHandle.standardError.write(Data("error: \(file): scene \(job.sceneID) on \(job.device.name), \(job.orientationName), \(job.appearanceName)\(job.contentSizeName.map { ", text \($0)" } ?? ""): \(failure.error!)\n".utf8))
        }
        let documentWarnings = plan.documents.map { document in
            document.fonts.missingFamilies().map {
                DocumentFonts.warning(family: $0.family, uses: $0.uses, fallback: $0.fallback, file: document.path, searched: RenderFonts.searched)
            }
        }
        let report = RenderReport(plan: plan, results: results, outputFolder: out, fonts: fonts, documentWarnings: documentWarnings)
        let sceneCount = plan.documents.map(\.sceneIDs.count).reduce(0, +)
        let written = results.count - failures.count
        if json {
            print(report.json)
        } else {
            for line in report.warningLines { FileHandle.standardError.write(Data("\(line)\n".utf8)) }
            print("Rendered \(written) picture\(written == 1 ? "" : "s") of \(sceneCount) scene\(sceneCount == 1 ? "" : "s") (\(drawing) drawn, \(plan.jobs.count - drawing) copied from identical screens) into \(out)")
            if let summary = report.summaryLine { print(summary) }
            print("Contact sheet: \(index.path)")
        }
        if failures.isEmpty, !documentErrors.isEmpty {
            throw CommandFailure.findings("\(documentErrors.count) error\(documentErrors.count == 1 ? "" : "s") in the documents")
        }
        if !failures.isEmpty {
            let failedScenes = Set(failures.map { "\(plan.jobs[$0.index].documentIndex) \(plan.jobs[$0.index].sceneID)" }).count
            throw CommandFailure.findings("\(failures.count) picture\(failures.count == 1 ? "" : "s") of \(failedScenes) scene\(failedScenes == 1 ? "" : "s") failed")
        }
    }
}
