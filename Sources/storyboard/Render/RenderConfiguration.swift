import ArgumentParser
import Foundation
import OpenStoryboard

/// What `render` and `snapshot` draw: the documents, scenes, devices, orientations, appearances
/// and text sizes, the fonts, and how many worker processes draw them. Both commands build their
/// ``RenderPlan`` here, so worker processes (which parse the same arguments) rebuild the same one.
struct RenderConfiguration: ParsableArguments {
    @Argument(help: "One or more .storyboard or .xib files, or folders to search for them.")
    var files: [String] = []

    @Option(name: .customLong("scene"), help: "A scene: its id, its controller's id or storyboard identifier, a xib top-level view's id; or 'all' (default). Repeatable.")
    var scenes: [String] = []

    @Option(name: .customLong("device"), help: "A device name or IB id, or screens (default), all, phones, pads. Repeatable.")
    var devices: [String] = []

    @Option(help: "portrait, landscape or both.")
    var orientation: OrientationsOption = .both

    @Option(help: "light, dark or both.")
    var appearance: AppearanceOption = .light

    @Option(name: .customLong("content-size"), help: "Dynamic Type sizes, comma-separated (large, accessibilityExtraExtraExtraLarge, …); the default size when not given.")
    var contentSizes: [String] = []

    @Option(name: .customLong("os"), help: "The version of iOS to draw as: 7 … 18 or 26 (13.4 and iOS 13 too); the latest when not given.")
    var systemVersion: String?

    @Option(help: "Worker processes drawing in parallel (default: the number of cores).")
    var jobs: Int?

    @Option(name: .customLong("fonts"), help: "A folder of font files (.ttf, .otf, .ttc) the app ships, or one font file. Repeatable.")
    var fontFolders: [String] = []

    /// Draws every picture, even of devices whose screens are identical (for checking and timing).
    @Flag(help: .hidden)
    var drawIdenticalScreens = false

    /// `i/n`: this process is worker `i` of `n` of a parent run (internal).
    @Option(help: .hidden)
    var workerShard: String?

    func validate() throws {
        if files.isEmpty { throw ValidationError("Missing a .storyboard or .xib file to render.") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1.") }
    }

    /// The worker's share, `(i, n)`, when this process is a worker.
    func workerPart() throws -> (shard: Int, count: Int)? {
        guard let workerShard else { return nil }
        let parts = workerShard.split(separator: "/").compactMap { Int($0) }
        guard parts.count == 2, parts[1] > 0, parts[0] >= 0, parts[0] < parts[1] else { throw CommandFailure.usage("bad --worker-shard \(workerShard)") }
        return (parts[0], parts[1])
    }

    /// Reads the documents and resolves the options; anything wrong is a usage error. The
    /// documents that cannot be read are returned as messages (a usage error when none can).
    @MainActor
    func makePlan(format: RenderFormat) throws -> (RenderPlan, unreadable: [String]) {
        var documents: [RenderDocument] = []
        var folders: Set<String> = []
        var unreadable: [String] = []
        for file in DocumentPaths.expandingFolders(files) {
            let url = URL(fileURLWithPath: file)
            let document: IBDocument
            switch DocumentInput.read(file) {
            case .success(let read): document = read
            case .failure(let failure):
                unreadable.append(failure.description)
                continue
            }
            let available = IBSceneWindow.sceneIDs(in: document)
            var chosen = available
            if !scenes.isEmpty, !scenes.contains("all") {
                chosen = available.filter { id in scenes.contains { Self.names($0, sceneID: id, in: document) } }
            }
            var folder = RenderPlan.slug(url.deletingPathExtension().lastPathComponent)
            if folder.isEmpty { folder = "document" }
            var candidate = folder, suffix = 2
            while !folders.insert(candidate).inserted {
                candidate = "\(folder)-\(suffix)"
                suffix += 1
            }
            documents.append(RenderDocument(path: file, document: document, sceneIDs: chosen, folder: candidate))
        }
        if !scenes.isEmpty, !scenes.contains("all") {
            let known = documents.flatMap { document in document.sceneIDs.map { (document.document, $0) } }
            if let missing = scenes.first(where: { value in !known.contains { Self.names(value, sceneID: $0.1, in: $0.0) } }) {
                let all = documents.map { "\($0.path): \(IBSceneWindow.sceneIDs(in: $0.document).joined(separator: ", "))" }
                throw CommandFailure.usage("no scene '\(missing)'; scenes: \(all.joined(separator: "; "))")
            }
        }
        // Nothing to render is a usage error; with other documents to render, an unreadable one
        // is reported and the run goes on (exit 1).
        if documents.isEmpty, !unreadable.isEmpty {
            throw CommandFailure.usage(unreadable.joined(separator: "\nerror: "))
        }
        let version = try parsedSystemVersion()
        if let version, let refusal = appearance.styles.lazy.compactMap({ SceneDrawing.refusal(of: $0, on: version) }).first {
            throw CommandFailure.usage("--appearance \(appearance.rawValue) with --os \(systemVersion ?? ""): \(refusal)")
        }
        let plan = RenderPlan(
            documents: documents, devices: try DeviceSelection.resolve(devices),
            orientations: orientation.orientations, styles: appearance.styles, contentSizes: try contentSizeCategories(),
            systemVersion: version, format: format, copiesIdenticalScreens: !drawIdenticalScreens)
        return (plan, unreadable)
    }

    /// The version of iOS of `--os`; `nil` without it.
    func parsedSystemVersion() throws -> SystemVersion? {
        guard let systemVersion else { return nil }
        do {
            return try SystemVersion(parsing: systemVersion)
        } catch {
            throw CommandFailure.usage("--os: \(error)")
        }
    }

    /// Warnings for the devices of `plan` that never ran its version of iOS (each is still drawn):
    /// one line per device for up to three, else one line naming them all.
    static func systemVersionWarnings(_ plan: RenderPlan) -> [String] {
        guard let version = plan.systemVersion else { return [] }
        var seen: Set<String> = []
        let devices = plan.jobs.map(\.device).filter { !$0.ran(version) && seen.insert($0.name).inserted }
        guard devices.count > 3 else { return devices.compactMap { $0.systemVersionWarning(version) }.map { "warning: \($0)" } }
        let names = devices.map { "\($0.name) (\($0.systemVersionsDescription))" }.joined(separator: ", ")
        return ["warning: \(devices.count) devices never ran iOS \(version.major), drawn as iOS \(version.major) would draw them on their screens: \(names)"]
    }

    /// The text sizes of `--content-size`; `[nil]` (the default size) without it.
    func contentSizeCategories() throws -> [UIContentSizeCategory?] {
        let sizes = try ContentSizeSelection.resolve(contentSizes)
        return sizes.isEmpty ? [nil] : sizes
    }

    /// Draws every drawing job of `renderer`'s plan, in this process or in worker processes
    /// (`arguments`: the command's own, which workers parse again), with a progress bar on
    /// standard error, then completes the copies of identical screens.
    @MainActor
    func draw(with renderer: SceneRenderer, workerArguments arguments: [String]) -> [RenderOutcome] {
        let plan = renderer.plan
        let drawing = plan.drawingJobs.count
        let workers = min(jobs ?? ProcessInfo.processInfo.activeProcessorCount, max(1, drawing / 2))
        let progress = Progress(total: drawing, interactive: isatty(2) == 1)
        let outcomes = workers > 1
            ? WorkerPool(count: workers, arguments: arguments).run(plan: plan, progress: progress)
            : renderer.runAll(progress: progress)
        progress.finish()
        return renderer.completeCopies(outcomes)
    }

    /// Whether a `--scene` value names a scene: its id, its controller's id or storyboard
    /// identifier (a xib's top-level view by its id).
    static func names(_ value: String, sceneID: String, in document: IBDocument) -> Bool {
        if value == sceneID { return true }
        guard let controller = document.scenes.first(where: { $0.id == sceneID })?.controller else { return false }
        return value == controller.id || value == controller.storyboardIdentifier
    }
}
