import CPangoCairo
import Foundation

/// The project's font set, pinned: fontconfig's current configuration replaced by one of our own
/// that knows only the fonts the README installs (Inter, the system font's stand-in, and the URW
/// base 35 fonts in OpenType, the stand-ins of Apple's core fonts), with hinting off, grey
/// anti-aliasing and no subpixel order, whatever the machine's `/etc/fonts`, `~/.config/fontconfig`
/// or `FONTCONFIG_FILE` say. Other installed fonts (DejaVu, Noto, a Type 1 copy of Nimbus Sans)
/// are not seen, so text falls back within the set (`sans-serif` is Inter, `serif` Nimbus Roman,
/// `monospace` Nimbus Mono PS) and draws the same on every machine with those packages. Font
/// files an app ships (``FontRegistry/register(fontsIn:)``) are added to it as before.
///
/// `storyboard snapshot` pins the set before anything is measured or drawn.
public enum FontSetPinning {
    /// The families whose folders make the set: the system font's face and the core fonts' faces
    /// (``FontMapping``).
    public static let families = ["Inter", "Nimbus Sans", "Nimbus Roman", "Nimbus Mono PS"]

    /// What was pinned.
    public struct PinnedSet: Hashable, Sendable {
        /// The folders of the set (one per package), sorted.
        public var folders: [String]
        /// The font files of the set, sorted by path.
        public var files: [String]
        /// The fontconfig settings every face gets.
        public static let settings = "hinting off, hint style none, grey anti-aliasing, no subpixel order, no LCD filter, no embedded bitmaps"
    }

    /// Why the set cannot be pinned.
    public struct PinningError: Error, CustomStringConvertible {
        public var missingFamilies: [String]
        public var description: String {
            "the fonts that pictures are pinned to are not installed (\(missingFamilies.joined(separator: ", ")) not found): apt-get install fonts-inter fonts-urw-base35"
        }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var pinned: PinnedSet?

    /// The set pinned in this process, if any.
    public static var current: PinnedSet? { lock.withLock { pinned } }

    /// Replaces fontconfig's current configuration with the project's font set (once a process;
    /// again returns the same set). Call it before the first text is measured or drawn.
    ///
    /// - Throws: ``PinningError`` when a family of ``families`` is installed in no OpenType or
    ///   TrueType file.
    @discardableResult
    public static func pin() throws -> PinnedSet {
        let (set, isNew) = try lock.withLock { () throws -> (PinnedSet, Bool) in
            if let pinned { return (pinned, false) }
            // Where the packages put their fonts, asked of the machine's configuration.
            var folders: Set<String> = []
            var missing: [String] = []
            for family in families {
                let found = files(ofFamily: family)
                if found.isEmpty { missing.append(family) }
                for file in found { folders.insert((file as NSString).deletingLastPathComponent) }
            }
            guard missing.isEmpty else { throw PinningError(missingFamilies: missing) }
            let sortedFolders = folders.sorted()
            guard let config = FcConfigCreate() else { throw PinningError(missingFamilies: families) }
            // Not destroyed: the current configuration stays for the life of the process.
            guard FcConfigParseAndLoadFromMemory(config, configuration(folders: sortedFolders), 1) != 0,
                  FcConfigBuildFonts(config) != 0, FcConfigSetCurrent(config) != 0 else {
                throw PinningError(missingFamilies: families)
            }
            let files = sortedFolders.flatMap { FontRegistry.fontFiles(in: URL(fileURLWithPath: $0), maximumDepth: 0).map(\.path) }
            let set = PinnedSet(folders: sortedFolders, files: files)
            pinned = set
            return (set, true)
        }
        if isNew { FontRegistry.configurationReplaced() }
        return set
    }

    /// The configuration: the folders, the generic families, the settings of every face.
    static func configuration(folders: [String]) -> String {
        func escape(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        }
        let alias = { (generic: String, family: String) in
            "<alias binding=\"same\"><family>\(generic)</family><prefer><family>\(family)</family></prefer></alias>"
        }
        return """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
        \(folders.map { "<dir>\(escape($0))</dir>" }.joined(separator: "\n"))
        <cachedir>/var/cache/fontconfig</cachedir>
        <cachedir prefix="xdg">fontconfig</cachedir>
        <selectfont><rejectfont><glob>*.pfb</glob><glob>*.pfa</glob><glob>*.afm</glob><glob>*.t1</glob></rejectfont></selectfont>
        \(alias("sans-serif", "Inter"))
        \(alias("system-ui", "Inter"))
        \(alias("serif", "Nimbus Roman"))
        \(alias("monospace", "Nimbus Mono PS"))
        <match target="pattern"><edit name="family" mode="append_last"><string>Inter</string></edit></match>
        <match target="font">
        <edit name="hinting" mode="assign"><bool>false</bool></edit>
        <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>
        <edit name="autohint" mode="assign"><bool>false</bool></edit>
        <edit name="antialias" mode="assign"><bool>true</bool></edit>
        <edit name="rgba" mode="assign"><const>none</const></edit>
        <edit name="lcdfilter" mode="assign"><const>lcdnone</const></edit>
        <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
        </match>
        </fontconfig>
        """
    }

    /// The OpenType and TrueType files of a family in the machine's configuration, sorted.
    private static func files(ofFamily family: String) -> [String] {
        var files: [String] = []
        guard let pattern = FcPatternCreate() else { return [] }
        FcPatternAddString(pattern, FC_FAMILY, family)
        let objects = FcObjectSetCreate()
        FcObjectSetAdd(objects, FC_FILE)
        if let set = FcFontList(nil, pattern, objects) {
            for index in 0..<Int(set.pointee.nfont) {
                var value: UnsafeMutablePointer<FcChar8>?
                guard let font = set.pointee.fonts[index], FcPatternGetString(font, FC_FILE, 0, &value) == FcResultMatch, let value else { continue }
                let path = String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self))
                if FontRegistry.fileExtensions.contains((path as NSString).pathExtension.lowercased()) { files.append(path) }
            }
            FcFontSetDestroy(set)
        }
        FcObjectSetDestroy(objects)
        FcPatternDestroy(pattern)
        return files.sorted()
    }
}
