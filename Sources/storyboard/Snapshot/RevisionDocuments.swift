import Foundation

/// The documents of a run as they were at a git revision (`--against REV`), read with
/// `git show REV:PATH` (no checkout) into a temporary folder. Each old document sits in a folder
/// of its own beside links to everything else in the current document's folder, so both sides
/// find the same asset catalogs, images and fonts.
struct RevisionDocuments {
    /// The temporary folder holding them.
    let folder: URL
    /// The documents read, in the run's order (the files given and those found in folders).
    let documents: [String]
    /// Each document's old copy, by the path the user gave.
    let paths: [String: String]

    /// Reads every document of `documents` at `revision`.
    ///
    /// - Throws: ``CommandFailure/usage(_:)`` when a document is in no git repository, the
    ///   revision is unknown or the document is not in it.
    static func read(_ documents: [String], at revision: String) throws -> RevisionDocuments {
        let manager = FileManager.default
        let folder = manager.temporaryDirectory.appendingPathComponent("storyboard-against-\(ProcessInfo.processInfo.processIdentifier)")
        try? manager.removeItem(at: folder)
        var paths: [String: String] = [:]
        for (index, document) in documents.enumerated() {
            let url = URL(fileURLWithPath: document).standardizedFileURL.resolvingSymlinksInPath()
            let directory = url.deletingLastPathComponent()
            let root = try git(["rev-parse", "--show-toplevel"], in: directory).trimmingCharacters(in: .whitespacesAndNewlines)
            let rootPath = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
            guard url.path.hasPrefix(rootPath + "/") else { throw CommandFailure.usage("\(document) is not inside the git repository \(root)") }
            let relative = String(url.path.dropFirst(rootPath.count + 1))
            let contents = try gitData(["show", "\(revision):\(relative)"], in: directory)
            let side = folder.appendingPathComponent("\(index)")
            do {
                try manager.createDirectory(at: side, withIntermediateDirectories: true)
                for sibling in (try? manager.contentsOfDirectory(atPath: directory.path)) ?? [] where sibling != url.lastPathComponent {
                    try manager.createSymbolicLink(at: side.appendingPathComponent(sibling), withDestinationURL: directory.appendingPathComponent(sibling))
                }
                let old = side.appendingPathComponent(url.lastPathComponent)
                try contents.write(to: old)
                paths[document] = old.path
            } catch {
                throw CommandFailure.usage("cannot write \(document) at \(revision) into \(side.path): \((error as NSError).localizedDescription)")
            }
        }
        return RevisionDocuments(folder: folder, documents: documents, paths: paths)
    }

    private static func git(_ arguments: [String], in directory: URL) throws -> String {
        String(decoding: try gitData(arguments, in: directory), as: UTF8.self)
    }

    /// Runs git in `directory`; its standard error becomes the usage error when it fails.
    private static func gitData(_ arguments: [String], in directory: URL) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = directory
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw CommandFailure.usage("--against needs git: \((error as NSError).localizedDescription)")
        }
        // git's messages are a line or two: standard output first cannot block on a full error pipe.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errorData, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw CommandFailure.usage("git \(arguments.joined(separator: " ")): \(message.isEmpty ? "failed" : message)")
        }
        return data
    }

    /// Records the old documents into `baseline` with a child `storyboard snapshot record` given
    /// the run's configuration, then names each picture's document by the path the user gave,
    /// so the verification treats them as the same documents.
    func record(into baseline: URL, configuration: RenderConfiguration, shard: String?) throws {
        var arguments = ["snapshot", "record"] + documents.map { paths[$0] ?? $0 } + ["--baseline", baseline.path]
        arguments += configuration.scenes.flatMap { ["--scene", $0] } + configuration.devices.flatMap { ["--device", $0] }
        arguments += ["--orientation", configuration.orientation.rawValue, "--appearance", configuration.appearance.rawValue]
        arguments += configuration.fontFolders.flatMap { ["--fonts", $0] }
        if let jobs = configuration.jobs { arguments += ["--jobs", "\(jobs)"] }
        if configuration.drawIdenticalScreens { arguments.append("--draw-identical-screens") }
        if let shard { arguments += ["--shard", shard] }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.standardError
        do {
            try process.run()
        } catch {
            throw CommandFailure.usage("cannot run storyboard to draw the documents at the revision: \((error as NSError).localizedDescription)")
        }
        process.waitUntilExit()
        // 1: some old pictures could not be drawn; they are not recorded and count as new.
        guard process.terminationStatus <= 1 else { throw CommandFailure.usage("the documents at the revision cannot be drawn") }
        var manifest = try SnapshotManifest.read(in: baseline)
        let originals = Dictionary(paths.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        for index in manifest.pictures.indices {
            manifest.pictures[index].document = originals[manifest.pictures[index].document] ?? manifest.pictures[index].document
        }
        try manifest.write(in: baseline)
    }
}
