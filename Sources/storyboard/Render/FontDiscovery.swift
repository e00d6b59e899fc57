import Foundation
import OpenStoryboard

/// Finds the fonts an app ships, to register them before a document is drawn, as Xcode's canvas
/// draws the fonts of the project:
///
/// - the project: from the document's folder, up to three folders up, the first folder that holds
///   an `.xcodeproj` or `.xcworkspace` (or, with none, the document's folder — the folder above a
///   localization folder such as `Base.lproj`);
/// - every font file (`.ttf`, `.otf`, `.ttc`, `.otc`) in that folder and its subfolders (eight
///   deep at most; hidden folders, build products and `.xcassets` are skipped, and at most 20,000
///   entries are looked at), whether or not the app's `Info.plist` lists it: Xcode's canvas draws
///   any font of the project;
/// - the `UIAppFonts` of each `Info.plist` there (`Info.plist`, `*-Info.plist`), read with
///   `PropertyListSerialization`: each entry is found relative to the plist's folder or the
///   project's, or by its file name among the project's font files; an entry found nowhere is a
///   warning.
struct FontDiscovery {
    /// The folders that are never searched (build products, dependencies' checkouts).
    static let skippedFolders: Set<String> = ["build", "DerivedData", "node_modules", ".build", "Carthage"]
    static let maximumDepth = 8
    static let maximumEntries = 20_000

    /// What was found for one project.
    struct Project {
        var root: URL
        var fontFiles: [URL] = []
        var infoPlists: [URL] = []
        /// `UIAppFonts` entries found nowhere, with the plist that lists them.
        var missingAppFonts: [(entry: String, plist: URL)] = []
    }

    /// The folder a document's project is in (see the type's description).
    static func projectRoot(of document: URL) -> URL {
        var folder = document.standardizedFileURL.deletingLastPathComponent()
        let manager = FileManager.default
        for _ in 0...3 {
            let names = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
            if names.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) { return folder }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        let own = document.standardizedFileURL.deletingLastPathComponent()
        return own.pathExtension == "lproj" ? own.deletingLastPathComponent() : own
    }

    /// The font files and `Info.plist`s of a project folder, and the `UIAppFonts` entries found
    /// nowhere.
    static func scan(_ root: URL) -> Project {
        var project = Project(root: root)
        let manager = FileManager.default
        var entries = 0
        func visit(_ folder: URL, depth: Int) {
            guard let names = try? manager.contentsOfDirectory(atPath: folder.path) else { return }
            for name in names.sorted() where !name.hasPrefix(".") {
                entries += 1
                if entries > maximumEntries { return }
                let url = folder.appendingPathComponent(name)
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    let ext = url.pathExtension
                    guard depth < maximumDepth, !skippedFolders.contains(name), ext != "xcassets", ext != "xcodeproj", ext != "xcworkspace" else { continue }
                    visit(url, depth: depth + 1)
                } else if FontRegistry.fileExtensions.contains(url.pathExtension.lowercased()) {
                    project.fontFiles.append(url.standardizedFileURL)
                } else if name == "Info.plist" || name.hasSuffix("-Info.plist") {
                    project.infoPlists.append(url)
                }
            }
        }
        visit(root, depth: 0)
        let byName = Dictionary(project.fontFiles.map { ($0.lastPathComponent.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        for plist in project.infoPlists {
            for entry in appFonts(in: plist) {
                let candidates = [plist.deletingLastPathComponent(), root].map { $0.appendingPathComponent(entry).standardizedFileURL }
                if let file = candidates.first(where: { manager.fileExists(atPath: $0.path) }) {
                    if !project.fontFiles.contains(file) { project.fontFiles.append(file) }
                } else if byName[(entry as NSString).lastPathComponent.lowercased()] == nil {
                    project.missingAppFonts.append((entry, plist))
                }
            }
        }
        return project
    }

    /// The `UIAppFonts` of an `Info.plist` (XML or binary); none when it cannot be read.
    static func appFonts(in plist: URL) -> [String] {
        guard let data = try? Data(contentsOf: plist),
              let object = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil),
              let dictionary = object as? [String: Any],
              let fonts = dictionary["UIAppFonts"] as? [Any]
        else { return [] }
        return fonts.compactMap { $0 as? String }.filter { !$0.isEmpty }
    }
}

/// The fonts a `render` run registers: the `--fonts` folders' and each document's project's.
struct RenderFonts {
    /// Where fonts are looked for, as warnings say it.
    static let searched = "the --fonts folders or the document's project"

    /// The font files registered, with their families.
    var registered: [FontRegistry.RegisteredFont] = []
    /// Problems with them: files fontconfig cannot read, `UIAppFonts` entries found nowhere.
    var warnings: [RenderWarning] = []

    /// Registers the fonts of `--fonts` folders (a missing folder is a usage error) and of the
    /// documents' projects.
    static func register(folders: [String], documents: [String]) throws -> RenderFonts {
        var result = RenderFonts()
        let manager = FileManager.default
        var files: [URL] = []
        for folder in folders {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: folder, isDirectory: &isDirectory) else {
                throw CommandFailure.usage("--fonts \(folder): no such folder or font file")
            }
            let url = URL(fileURLWithPath: folder)
            files += isDirectory.boolValue ? FontRegistry.fontFiles(in: url) : [url.standardizedFileURL]
        }
        var roots: [URL] = []
        for document in documents {
            let root = FontDiscovery.projectRoot(of: URL(fileURLWithPath: document))
            if !roots.contains(root) { roots.append(root) }
        }
        for root in roots {
            let project = FontDiscovery.scan(root)
            files += project.fontFiles
            for (entry, plist) in project.missingAppFonts {
                result.warnings.append(RenderWarning(
                    code: .renderMissingFontFile, file: plist.path,
                    message: "UIAppFonts lists '\(entry)', which is not in the project (\(root.path))"))
            }
        }
        var seen: Set<String> = []
        for file in files where seen.insert(file.path).inserted {
            do {
                result.registered.append(try FontRegistry.register(fontFile: file))
            } catch {
                result.warnings.append(RenderWarning(code: .renderUnreadableFont, file: file.path, message: "not a font file fontconfig can read: it is not used"))
            }
        }
        return result
    }
}
