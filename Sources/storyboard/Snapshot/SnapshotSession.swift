import Foundation
import OpenStoryboard

/// What `snapshot record` and `snapshot verify` share: the plan (`render`'s, cut to a `--shard`),
/// the fonts, and drawing the pictures with their laid-out trees into a folder, in this process
/// or in `render`'s worker processes.
@MainActor
struct SnapshotSession {
    let configuration: RenderConfiguration
    let plan: RenderPlan
    /// The documents that could not be read (each is a failure of the run).
    let unreadable: [String]
    let fonts: RenderFonts
    /// The project's font set fontconfig is pinned to (``FontSetPinning``).
    let pinnedFonts: FontSetPinning.PinnedSet
    /// What the manifest says the pictures are drawn with (``fontSet(pinned:registered:)``).
    let fontSet: [String]
    /// `(i, n)` of `--shard i/n`, 0-based.
    let shard: (index: Int, count: Int)?
    /// Every picture of the run before it was cut to a shard.
    let allPictures: Set<String>
    /// The recorded fingerprints of the pixels of the pictures to verify (``SceneRenderer/recordedPixels``).
    var recordedPixels: [String: String] = [:]

    init(configuration: RenderConfiguration, shard text: String?) throws {
        self.configuration = configuration
        // Before any text is measured or drawn, and before the app's fonts are added to it.
        do {
            pinnedFonts = try FontSetPinning.pin()
        } catch {
            throw CommandFailure.usage("\(error)")
        }
        var shard: (Int, Int)?
        if let text {
            let parts = text.split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
            guard parts.count == 2, let index = parts[0], let count = parts[1], count > 0, index >= 1, index <= count else {
                throw CommandFailure.usage("--shard \(text): expected I/N with 1 ≤ I ≤ N (2/4: the second of four parts)")
            }
            shard = (index - 1, count)
        }
        self.shard = shard
        let (whole, unreadable) = try configuration.makePlan(format: .png)
        plan = shard.map { whole.shard($0.0, of: $0.1) } ?? whole
        allPictures = Set(whole.jobs.map(\.relativePath))
        self.unreadable = unreadable
        // Before anything is measured: the fonts the app ships (workers register them too).
        fonts = try RenderFonts.register(folders: configuration.fontFolders, documents: plan.documents.map(\.path))
        fontSet = Self.fontSet(pinned: pinnedFonts, registered: fonts)
    }

    /// A renderer into `folder` that writes each picture's ``SceneStructure`` beside it.
    func renderer(into folder: URL) -> SceneRenderer {
        var renderer = SceneRenderer(plan: plan, outputFolder: folder)
        renderer.recordsStructure = true
        renderer.recordedPixels = recordedPixels
        return renderer
    }

    /// When this process is a worker of a parent run, draws its share into `folder` and returns
    /// `true`.
    func runAsWorker(into folder: URL) throws -> Bool {
        guard let (index, count) = try configuration.workerPart() else { return false }
        renderer(into: folder).runWorker(shard: index, of: count)
        return true
    }

    /// The pixel fingerprints of `manifest`'s pictures of this run whose file in `folder` is the
    /// one recorded (its bytes have the manifest's fingerprint): only those can pass unread.
    func recordedPixels(of manifest: SnapshotManifest, in folder: URL) -> [String: String] {
        let pictures = Set(plan.jobs.map(\.relativePath))
        var result: [String: String] = [:]
        for entry in manifest.pictures where pictures.contains(entry.file) {
            guard let pixels = entry.pixelFingerprint,
                  Fingerprint.of(file: folder.appendingPathComponent(entry.file).path) == entry.pictureFingerprint else { continue }
            result[entry.file] = pixels
        }
        return result
    }

    /// Draws every picture into `folder` (its document folders created); workers are given the
    /// command's arguments, `--render-folder` and `workerArguments`.
    func draw(into folder: URL, workerArguments: [String] = []) throws -> [RenderOutcome] {
        do {
            for document in plan.documents {
                try FileManager.default.createDirectory(at: folder.appendingPathComponent(document.folder), withIntermediateDirectories: true)
            }
        } catch {
            throw CommandFailure.usage("cannot create the folder \(folder.path): \((error as NSError).localizedDescription)")
        }
        let arguments = Array(CommandLine.arguments.dropFirst()) + ["--render-folder", folder.standardizedFileURL.path] + workerArguments
        return configuration.draw(with: renderer(into: folder), workerArguments: arguments)
    }

    /// The manifest entry of a drawn job whose picture is in `folder`.
    func manifestEntry(for outcome: RenderOutcome, in folder: URL) -> SnapshotManifest.Picture {
        let job = plan.jobs[outcome.index]
        let document = plan.documents[job.documentIndex]
        return SnapshotManifest.Picture(
            file: job.relativePath, document: document.path, scene: job.sceneID, device: job.device.name,
            orientation: job.orientationName, appearance: job.appearanceName, contentSize: job.contentSizeName,
            os: job.systemVersion?.description, documentFingerprint: Fingerprint.of(file: document.path) ?? "unreadable", toolFingerprint: Fingerprint.tool,
            pictureFingerprint: Fingerprint.of(file: folder.appendingPathComponent(job.relativePath).path) ?? "unreadable",
            pixelFingerprint: outcome.pixels, fonts: fontSet)
    }

    /// The fonts the pictures are drawn with: the system font's family, the pinned set (its
    /// folders, how many files, a fingerprint of their names and sizes) and its settings, and
    /// every font file the run registered, with its families.
    static func fontSet(pinned pinnedFonts: FontSetPinning.PinnedSet, registered fonts: RenderFonts) -> [String] {
        var files = ""
        for file in pinnedFonts.files {
            let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? -1
            files += "\(URL(fileURLWithPath: file).lastPathComponent) \(size)\n"
        }
        return ["system: Inter",
                "pinned: \(pinnedFonts.files.count) files in \(pinnedFonts.folders.joined(separator: ", ")) (\(Fingerprint.of(Data(files.utf8))))",
                "fontconfig: \(FontSetPinning.PinnedSet.settings)"]
            + fonts.registered.map { "\(URL(fileURLWithPath: $0.path).lastPathComponent): \($0.families.joined(separator: ", "))" }
    }

    /// Whether a recorded picture is one this run would make or check: its document is in the
    /// run and its scene, device, orientation, appearance and text size are chosen.
    func covers(_ entry: SnapshotManifest.Picture) -> Bool {
        guard let document = plan.documents.first(where: { $0.path == entry.document }) else { return false }
        let devices = Set(((try? DeviceSelection.resolve(configuration.devices)) ?? []).map(\.name))
        let orientations = Set(configuration.orientation.orientations.map { $0.isLandscape ? "landscape" : "portrait" })
        let appearances = Set(configuration.appearance.styles.map { $0 == .dark ? "dark" : "light" })
        let sizes = Set(((try? configuration.contentSizeCategories()) ?? [nil]).map { $0.map(ContentSizeSelection.name) })
        let sceneChosen = configuration.scenes.isEmpty || configuration.scenes.contains("all") || document.sceneIDs.contains(entry.scene)
        return sceneChosen && devices.contains(entry.device) && orientations.contains(entry.orientation) && appearances.contains(entry.appearance)
            && sizes.contains(entry.contentSize)
    }

    /// Whether a recorded picture is missing: this run covers it and no part of the run draws
    /// it. With `--shard`, the first part reports the missing pictures.
    func isMissing(_ entry: SnapshotManifest.Picture) -> Bool {
        (shard == nil || shard!.index == 0) && covers(entry) && !allPictures.contains(entry.file)
    }

    /// Prints the documents' own errors and the unreadable documents on standard error; returns
    /// how many there were.
    func reportDocumentErrors() -> Int {
        let errors = plan.documents.flatMap { $0.document.diagnostics.filter { $0.severity == .error } }.map(\.description)
            + unreadable.map { "error: \($0)" }
        for message in errors { FileHandle.standardError.write(Data("\(message)\n".utf8)) }
        return errors.count
    }
}
