import AdaptiveKit
import CPangoCairo
import Foundation

/// The fonts text is measured and drawn with, beyond the system's: font files an app ships
/// (`storyboard render --fonts DIR`, the project's font files) are registered with fontconfig as
/// application fonts of the current configuration, and Pango's font maps — the text measurer's
/// and the drawing one — are told, so layout and drawing use the same faces.
///
/// It also answers whether a document's font can be drawn as itself (``availability(of:family:)``),
/// so that a font that falls back to another is reported rather than silently replaced.
public enum FontRegistry {
    /// The file extensions of the font files that are registered: TrueType and OpenType fonts and
    /// collections (what iOS apps ship; Pango draws no Type 1 or bitmap fonts).
    public static let fileExtensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

    /// A font file that was registered, with the families fontconfig found in it.
    public struct RegisteredFont: Hashable, Sendable {
        public var path: String
        public var families: [String]
        /// The PostScript names of its faces (`Inter-Bold`).
        public var postScriptNames: [String]
    }

    /// Why a font file could not be registered.
    public struct RegistrationError: Error, CustomStringConvertible {
        public var path: String
        public var description: String { "\(path): not a font fontconfig can read" }
    }

    /// Whether a font is drawn as itself.
    public enum Availability: Hashable, Sendable {
        /// The system font, drawn in Inter.
        case system
        /// The font (its PostScript name or its family) is installed or registered.
        case available(family: String)
        /// One of Apple's core fonts drawn in a metric-compatible or similar face (Helvetica and
        /// Arial in Nimbus Sans, Times and Georgia in Nimbus Roman, Courier and Menlo in Nimbus
        /// Mono PS): deliberate, not reported.
        case substituted(family: String)
        /// Neither the face nor the family is known: fontconfig draws the text in `fallback`.
        case missing(fallback: String)

        /// Whether the text is drawn in a font that merely stands in for the one asked for.
        public var isMissing: Bool {
            if case .missing = self { return true }
            return false
        }
    }

    /// One face fontconfig knows by PostScript name: its family, weight and slant.
    struct Face: Hashable {
        var family: String
        var weight: PangoWeight
        var isItalic: Bool
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var registeredPaths: [String: RegisteredFont] = [:]
    nonisolated(unsafe) private static var faces: [String: Face?] = [:]
    nonisolated(unsafe) private static var families: [String: Bool] = [:]
    nonisolated(unsafe) private static var fallbacks: [String: String] = [:]
    nonisolated(unsafe) private static var generation = 0

    /// How many times the fonts have changed (measurers compare it to drop what they cached).
    static var fontGeneration: Int { lock.withLock { generation } }

    /// The font files registered so far, in registration order of their paths.
    public static var registered: [RegisteredFont] {
        lock.withLock { registeredPaths.values.sorted { $0.path < $1.path } }
    }

    /// Registers one font file (`.ttf`, `.otf`, `.ttc`, `.otc`) for this process. Registering a
    /// file again does nothing.
    @discardableResult
    public static func register(fontFile url: URL) throws -> RegisteredFont {
        let path = url.standardizedFileURL.path
        if let known = lock.withLock({ registeredPaths[path] }) { return known }
        guard let font = lock.withLock({ addLocked(path) }) else { throw RegistrationError(path: path) }
        fontsChanged()
        return font
    }

    /// Registers every font file under a folder (its subfolders too; hidden ones skipped), in path
    /// order. Files fontconfig cannot read are returned as errors; the others are registered.
    @discardableResult
    public static func register(fontsIn folder: URL) -> (registered: [RegisteredFont], failed: [RegistrationError]) {
        let files = fontFiles(in: folder)
        var registered: [RegisteredFont] = [], failed: [RegistrationError] = []
        lock.withLock {
            for file in files {
                if let known = registeredPaths[file.path] {
                    registered.append(known)
                } else if let font = addLocked(file.path) {
                    registered.append(font)
                } else {
                    failed.append(RegistrationError(path: file.path))
                }
            }
        }
        if !registered.isEmpty { fontsChanged() }
        return (registered, failed)
    }

    /// The font files under a folder, sorted by path, at most `maximumDepth` folders down;
    /// hidden files and folders are skipped.
    public static func fontFiles(in folder: URL, maximumDepth: Int = 8) -> [URL] {
        var found: [URL] = []
        let manager = FileManager.default
        func visit(_ directory: URL, depth: Int) {
            guard let names = try? manager.contentsOfDirectory(atPath: directory.path) else { return }
            for name in names.sorted() where !name.hasPrefix(".") {
                let url = directory.appendingPathComponent(name)
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    if depth < maximumDepth { visit(url, depth: depth + 1) }
                } else if fileExtensions.contains(url.pathExtension.lowercased()) {
                    found.append(url.standardizedFileURL)
                }
            }
        }
        visit(folder, depth: 0)
        return found
    }

    /// Adds a file to fontconfig's application fonts; `nil` when fontconfig cannot read it.
    private static func addLocked(_ path: String) -> RegisteredFont? {
        guard let config = FcConfigGetCurrent() else { return nil }
        // Only what fontconfig reads as a font: it skips other files without failing.
        var count: Int32 = 0
        guard let probe = FcFreeTypeQuery(path, 0, nil, &count) else { return nil }
        FcPatternDestroy(probe)
        guard FcConfigAppFontAddFile(config, path) != 0 else { return nil }
        var families: [String] = [], postScriptNames: [String] = []
        if let set = FcConfigGetFonts(config, FcSetApplication) {
            for index in 0..<Int(set.pointee.nfont) {
                guard let pattern = set.pointee.fonts[index], string(pattern, FC_FILE) == path else { continue }
                if let family = string(pattern, FC_FAMILY), !families.contains(family) { families.append(family) }
                if let name = string(pattern, FC_POSTSCRIPT_NAME), !postScriptNames.contains(name) { postScriptNames.append(name) }
            }
        }
        let font = RegisteredFont(path: path, families: families, postScriptNames: postScriptNames)
        registeredPaths[path] = font
        return font
    }

    /// fontconfig's current configuration was replaced (``FontSetPinning``): the files registered
    /// so far are registered in the new one, and Pango's font maps are told.
    static func configurationReplaced() {
        lock.withLock {
            let paths = registeredPaths.keys.sorted()
            registeredPaths.removeAll()
            for path in paths { _ = addLocked(path) }
        }
        fontsChanged()
    }

    /// Forgets what was looked up and tells Pango's font maps (the measurer's, and this thread's
    /// default one that drawing uses) that fontconfig's fonts changed.
    private static func fontsChanged() {
        lock.withLock {
            faces.removeAll()
            families.removeAll()
            fallbacks.removeAll()
            generation += 1
        }
        if let map = pango_cairo_font_map_get_default() {
            pango_fc_font_map_config_changed(OpaquePointer(map))
        }
        PangoTextMeasurer.shared.fontConfigurationChanged()
    }

    // MARK: Looking fonts up

    /// The face fontconfig knows by this PostScript name (installed or registered), if any.
    static func face(postScriptName name: String) -> Face? {
        lock.withLock {
            if let cached = faces[name] { return cached }
            var face: Face?
            if let pattern = FcPatternCreate() {
                FcPatternAddString(pattern, FC_POSTSCRIPT_NAME, name)
                let objects = FcObjectSetCreate()
                for object in [FC_FAMILY, FC_WEIGHT, FC_SLANT] { FcObjectSetAdd(objects, object) }
                if let set = FcFontList(nil, pattern, objects) {
                    if set.pointee.nfont > 0, let found = set.pointee.fonts[0], let family = string(found, FC_FAMILY) {
                        var weight: Int32 = 0, slant: Int32 = 0
                        FcPatternGetInteger(found, FC_WEIGHT, 0, &weight)
                        FcPatternGetInteger(found, FC_SLANT, 0, &slant)
                        let openType = FcWeightToOpenTypeDouble(Double(weight))
                        face = Face(family: family, weight: PangoWeight(UInt32(max(100, min(1000, openType.rounded())))), isItalic: slant != 0)
                    }
                    FcFontSetDestroy(set)
                }
                FcObjectSetDestroy(objects)
                FcPatternDestroy(pattern)
            }
            faces[name] = face
            return face
        }
    }

    /// Whether fontconfig has a family of this name (case and spaces ignored, as fontconfig
    /// compares families).
    static func hasFamily(_ name: String) -> Bool {
        guard !name.isEmpty else { return false }
        return lock.withLock {
            if let cached = families[name] { return cached }
            var found = false
            if let pattern = FcPatternCreate() {
                FcPatternAddString(pattern, FC_FAMILY, name)
                let objects = FcObjectSetCreate()
                FcObjectSetAdd(objects, FC_FAMILY)
                if let set = FcFontList(nil, pattern, objects) {
                    found = set.pointee.nfont > 0
                    FcFontSetDestroy(set)
                }
                FcObjectSetDestroy(objects)
                FcPatternDestroy(pattern)
            }
            families[name] = found
            return found
        }
    }

    /// The family fontconfig draws a family it does not have in (its best match).
    static func fallbackFamily(for name: String) -> String {
        lock.withLock {
            if let cached = fallbacks[name] { return cached }
            var family = "a fallback font"
            if let pattern = FcPatternCreate() {
                FcPatternAddString(pattern, FC_FAMILY, name)
                FcConfigSubstitute(nil, pattern, FcMatchPattern)
                FcDefaultSubstitute(pattern)
                var result = FcResultNoMatch
                if let match = FcFontMatch(nil, pattern, &result) {
                    family = string(match, FC_FAMILY) ?? family
                    FcPatternDestroy(match)
                }
                FcPatternDestroy(pattern)
            }
            fallbacks[name] = family
            return family
        }
    }

    /// Whether a font is drawn as itself: the system font; a face installed or registered by its
    /// PostScript name (`fontName`), or its family (`family`, as a document's `<fontDescription
    /// family>` gives it, else the font's own family name); one of the core fonts drawn in a
    /// similar face (``FontMapping``); or missing, with the family fontconfig draws it in.
    public static func availability(of font: UIFont, family: String? = nil) -> Availability {
        if font.isSystemFont { return .system }
        if let face = face(postScriptName: font.fontName) { return .available(family: face.family) }
        for name in [family, font.familyName].compactMap({ $0 }) where hasFamily(name) { return .available(family: name) }
        if let substitute = FontMapping.substitute(for: family ?? font.familyName) ?? FontMapping.substitute(for: font.familyName) {
            return .substituted(family: substitute)
        }
        return .missing(fallback: fallbackFamily(for: family ?? font.familyName))
    }

    private static func string(_ pattern: OpaquePointer, _ object: String) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self))
    }
}
