import Foundation
import OpenStoryboard

/// What became of one job of a plan.
struct RenderOutcome: Codable, Sendable {
    var index: Int
    /// Why the picture could not be made; `nil` when it was written.
    var error: String?
    /// What the picture shows that the app would not: instantiation warnings of the scene
    /// (missing images, unknown classes, unsupported views…), fonts drawn in a fallback,
    /// unsatisfiable constraints.
    var warnings: [RenderWarning] = []
    /// The placeholder picture written in place of one that failed (relative path).
    var placeholder: String?
    /// The fingerprint of the drawn pixels (``Fingerprint/of(pixels:)``), for `snapshot`.
    var pixels: String?
    /// Whether the picture was not written because its pixels, and those of every copy of it,
    /// are the recorded ones (`snapshot verify`).
    var matchesBaseline: Bool?
}

/// Draws the jobs of a plan in this process: each scene made fresh from its document by a new
/// loader, shown in a window of the device, laid out and written.
@MainActor
struct SceneRenderer {
    let plan: RenderPlan
    let outputFolder: URL
    /// Writes each drawn picture's laid-out views beside it (`snapshot`: ``SceneStructure``) and
    /// reports the fingerprint of its pixels.
    var recordsStructure = false
    /// The recorded fingerprints of the pixels, by picture (`snapshot verify`): a picture whose
    /// pixels match, and those of every copy of it, is neither encoded nor written.
    var recordedPixels: [String: String] = [:]

    /// The jobs that copy each drawing job's picture.
    private let copies: [Int: [Int]]

    init(plan: RenderPlan, outputFolder: URL) {
        self.plan = plan
        self.outputFolder = outputFolder
        var copies: [Int: [Int]] = [:]
        for (index, job) in plan.jobs.enumerated() {
            if let source = job.copies { copies[source, default: []].append(index) }
        }
        self.copies = copies
        // Real text sizes for labels and buttons, as the pictures draw them.
        TextMeasurement.current = PangoTextMeasurer.shared
        // Unsatisfiable constraints become warnings of their scene, not lines across the progress.
        LayoutDiagnostics.shared.printsToStandardError = false
    }

    /// Draws one job.
    func render(_ index: Int) -> RenderOutcome {
        let job = plan.jobs[index]
        let document = plan.documents[job.documentIndex]
        let loader = SceneDrawing.loader(for: document.document, at: URL(fileURLWithPath: document.path), systemVersion: plan.systemVersion ?? .latest)
        guard let scene = IBSceneWindow.make(
            sceneID: job.sceneID, loader: loader, device: job.device, orientation: job.orientation, userInterfaceStyle: job.style,
            contentSizeCategory: job.contentSize)
        else {
            return failed(index, reason: "the scene has no controller or view to show")
        }
        defer {
            scene.window.rootViewController = nil
            LayoutDiagnostics.shared.removeAll()
        }
        scene.window.layoutIfNeeded()
        var warnings = scene.diagnostics.filter { $0.severity <= .warning }.map(RenderWarning.init)
        warnings += LayoutDiagnostics.shared.reports.map { RenderWarning($0, file: document.path) }
        warnings += missingFonts(in: scene.window, document: document)
        do {
            // The scene's simulated status bar, as Xcode's canvas draws it.
            let renderer = SceneDrawing.renderer(for: scene)
            let url = outputFolder.appendingPathComponent(job.relativePath)
            guard recordsStructure, plan.format == .png else {
                if let bitmap = try renderer.render(to: url, format: plan.format) {
                    warnings += invisibleTexts(in: scene.window, bitmap: bitmap, document: document)
                }
                return RenderOutcome(index: index, error: nil, warnings: warnings)
            }
            // A snapshot: the pixels' fingerprint first; a picture that matches the recording is
            // done (most of a picture's time is encoding it).
            let bitmap: RenderedBitmap
            do {
                bitmap = try renderer.bitmap()
            } catch let RenderError.cairo(message, _) {
                throw RenderError.cairo(message, path: url.path)
            }
            warnings += invisibleTexts(in: scene.window, bitmap: bitmap, document: document)
            let pixels = Fingerprint.of(pixels: bitmap)
            let pictures = [job.relativePath] + (copies[index] ?? []).map { plan.jobs[$0].relativePath }
            if pictures.allSatisfy({ recordedPixels[$0] == pixels }) {
                return RenderOutcome(index: index, error: nil, warnings: warnings, pixels: pixels, matchesBaseline: true)
            }
            try WindowRenderer.writePNG(bitmap, to: url)
            try SceneStructure(scene: scene, document: document.document).write(to: outputFolder.appendingPathComponent(SceneStructure.path(of: job.relativePath)))
            return RenderOutcome(index: index, error: nil, warnings: warnings, pixels: pixels)
        } catch {
            var outcome = failed(index, reason: "\(error)")
            outcome.warnings = warnings + outcome.warnings
            return outcome
        }
    }

    /// The outcome of a job whose scene cannot be drawn: a placeholder picture in its place
    /// (the device's screen, grey, naming the scene and the reason), so the run goes on and the
    /// contact sheet shows the failure where the picture would be. The job still fails.
    private func failed(_ index: Int, reason: String) -> RenderOutcome {
        let job = plan.jobs[index]
        let window = UIWindow(device: job.device, orientation: job.orientation)
        let controller = UIViewController()
        controller.view.backgroundColor = UIColor(red: 0.92, green: 0.92, blue: 0.93, alpha: 1)
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.numberOfLines = 0
        label.textAlignment = .center
        label.textColor = UIColor(red: 0.55, green: 0.1, blue: 0.1, alpha: 1)
        label.font = UIFont.systemFont(ofSize: 15)
        label.text = "Scene \(job.sceneID) cannot be drawn\n\n\(reason)"
        controller.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerYAnchor.constraint(equalTo: controller.view.centerYAnchor),
            label.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 24),
            label.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor, constant: -24),
        ])
        window.rootViewController = controller
        window.isHidden = false
        window.layoutIfNeeded()
        defer { window.rootViewController = nil }
        let path = outputFolder.appendingPathComponent(job.relativePath)
        do {
            _ = try WindowRenderer(window: window).render(to: path, format: plan.format)
            return RenderOutcome(index: index, error: reason, placeholder: job.relativePath)
        } catch {
            return RenderOutcome(index: index, error: reason + " (and the placeholder picture could not be written: \(error))")
        }
    }

    /// A warning for each font family the window's text is drawn in a fallback for, at the
    /// family's first use in the document.
    private func missingFonts(in window: UIWindow, document: RenderDocument) -> [RenderWarning] {
        var order: [String] = []
        var byFamily: [String: (uses: [DocumentFonts.Use], fallback: String)] = [:]
        for font in DrawnText.fonts(in: window) where !font.isSystemFont {
            let use = document.fonts.use(named: font.fontName)
                ?? DocumentFonts.Use(postScriptName: font.fontName, family: nil, file: nil, position: nil)
            guard case let .missing(fallback) = FontRegistry.availability(of: font, family: use.family) else { continue }
            let family = DocumentFonts.family(of: use)
            if byFamily[family] == nil { order.append(family) }
            byFamily[family, default: ([], fallback)].uses.append(use)
        }
        return order.map { family in
            DocumentFonts.warning(family: family, uses: byFamily[family]!.uses, fallback: byFamily[family]!.fallback,
                                  file: document.path, searched: RenderFonts.searched)
        }
    }

    /// A warning for each visible text whose rectangle in the picture is one colour, with the
    /// reason found (``TextVisibility``), at the element that gives the text when it is found.
    private func invisibleTexts(in window: UIWindow, bitmap: RenderedBitmap, document: RenderDocument) -> [RenderWarning] {
        TextVisibility.blankTexts(in: window, bitmap: bitmap).map { blank in
            let position = document.textPositions[blank.item.text]
            return RenderWarning(
                code: .renderInvisibleText, file: document.path, line: position?.line, column: position?.column,
                message: "the \(blank.item.description) cannot be seen in the picture: \(blank.reason ?? "its rectangle is all one colour")")
        }
    }

    /// Draws every drawing job here, one after the other.
    func runAll(progress: Progress) -> [RenderOutcome] {
        plan.drawingJobs.map { index in
            let outcome = render(index)
            progress.advance(label: plan.jobs[index].relativePath)
            return outcome
        }
    }

    /// A worker's share: the drawing jobs whose position is `shard` modulo `count`; each outcome
    /// goes to standard output as a JSON line as soon as it is known.
    func runWorker(shard: Int, of count: Int) {
        let encoder = JSONEncoder()
        for (position, index) in plan.drawingJobs.enumerated() where position % count == shard {
            let outcome = render(index)
            if let line = try? encoder.encode(outcome) {
                FileHandle.standardOutput.write(line + Data("\n".utf8))
            }
        }
    }

    /// The outcome of every job: drawn ones as reported, the others by copying the picture of
    /// their identical screen (a hard link when the file system allows).
    func completeCopies(_ drawn: [RenderOutcome]) -> [RenderOutcome] {
        var byIndex: [Int: RenderOutcome] = [:]
        for outcome in drawn { byIndex[outcome.index] = outcome }
        let manager = FileManager.default
        for (index, job) in plan.jobs.enumerated() {
            if job.copies == nil {
                if byIndex[index] == nil { byIndex[index] = RenderOutcome(index: index, error: "not rendered: its worker stopped before it") }
                continue
            }
            let source = byIndex[job.copies!]!
            if source.matchesBaseline == true {
                byIndex[index] = RenderOutcome(index: index, error: nil, warnings: source.warnings, pixels: source.pixels, matchesBaseline: true)
                continue
            }
            if source.error != nil, source.placeholder == nil {
                byIndex[index] = RenderOutcome(index: index, error: source.error, warnings: source.warnings)
                continue
            }
            // The picture, or the placeholder of a failed one (the copy fails the same way).
            var files = [(plan.jobs[job.copies!].relativePath, job.relativePath)]
            if recordsStructure, source.error == nil {
                files.append((SceneStructure.path(of: plan.jobs[job.copies!].relativePath), SceneStructure.path(of: job.relativePath)))
            }
            let from = outputFolder.appendingPathComponent(plan.jobs[job.copies!].relativePath)
            do {
                for (source, destination) in files {
                    let from = outputFolder.appendingPathComponent(source), to = outputFolder.appendingPathComponent(destination)
                    try? manager.removeItem(at: to)
                    do { try manager.linkItem(at: from, to: to) } catch { try manager.copyItem(at: from, to: to) }
                }
                byIndex[index] = RenderOutcome(index: index, error: source.error, warnings: source.warnings,
                                               placeholder: source.placeholder == nil ? nil : job.relativePath, pixels: source.pixels)
            } catch {
                byIndex[index] = RenderOutcome(index: index, error: "cannot copy \(from.path): \((error as NSError).localizedDescription)")
            }
        }
        return plan.jobs.indices.map { byIndex[$0]! }
    }
}
