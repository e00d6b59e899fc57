import Foundation

/// Where localized resources are found: `.lproj` folders in the preferred languages, then
/// `Base.lproj`, as a bundle searches on iOS. An OpenStoryboard addition: Foundation on Linux
/// answers `Locale.preferredLanguages == ["en-001"]` whatever the environment, and its
/// `Bundle.localizedString(forKey:value:table:)` reads `Base.lproj` (or the development language)
/// whichever language is preferred (`LocalizedResourceTests` pins both), so the host keeps its own
/// list of languages and reads strings tables itself.
///
/// `UIStoryboard(name:bundle:)`, `UINib(nibName:bundle:)` and `UIImage(named:)` search
/// ``folders(of:)``; ``localizedString(forKey:value:table:bundle:)`` is the strings look-up.
public enum LocalizedResources {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var storedLanguages: [String]?

    /// The languages the host prefers, most preferred first (iOS's Settings ▸ Language), as
    /// BCP 47 tags (`fr-CA`, `en`). By default the POSIX environment's (`LANGUAGE`, a
    /// colon-separated list, then `LC_ALL`, `LC_MESSAGES`, `LANG`; `C` and `POSIX` mean English),
    /// else `["en"]`. Tests and tools set it.
    public static var preferredLanguages: [String] {
        get {
            lock.lock()
            defer { lock.unlock() }
            if let storedLanguages { return storedLanguages }
            let languages = environmentLanguages(ProcessInfo.processInfo.environment)
            storedLanguages = languages
            return languages
        }
        set {
            lock.lock()
            storedLanguages = newValue
            lock.unlock()
        }
    }

    /// The languages a POSIX environment names (see ``preferredLanguages``).
    static func environmentLanguages(_ environment: [String: String]) -> [String] {
        var names: [String] = []
        if let list = environment["LANGUAGE"], !list.isEmpty { names = list.split(separator: ":").map(String.init) }
        if names.isEmpty, let single = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty }) {
            names = [single]
        }
        let tags = names.compactMap { name -> String? in
            // fr_CA.UTF-8@euro → fr-CA
            let bare = name.split(separator: ".").first.map(String.init) ?? name
            let tag = (bare.split(separator: "@").first.map(String.init) ?? bare).replacingOccurrences(of: "_", with: "-")
            return tag == "C" || tag == "POSIX" || tag.isEmpty ? "en" : tag
        }
        return tags.isEmpty ? ["en"] : tags
    }

    /// The `.lproj` folder names to search, in order: for each preferred language its region's
    /// folder then its language's (`fr-CA`, `fr_CA`, `fr`), then `Base`, then English (`en`,
    /// `English`), the usual development language.
    public static func localizationFolderNames(for languages: [String] = preferredLanguages) -> [String] {
        var names: [String] = []
        func add(_ name: String) { if !names.contains(name) { names.append(name) } }
        for language in languages {
            add(language)
            if language.contains("-") {
                add(language.replacingOccurrences(of: "-", with: "_"))
                // zh-Hant-TW → zh-Hant → zh
                var parts = language.split(separator: "-").map(String.init)
                while parts.count > 1 {
                    parts.removeLast()
                    add(parts.joined(separator: "-"))
                }
            }
        }
        add("Base")
        add("en")
        add("English")
        return names.map { $0 + ".lproj" }
    }

    /// The folders of a bundle a resource is searched in, in order: the bundle's folder (global
    /// resources win, as in `Bundle`), then its existing `.lproj` folders in
    /// ``localizationFolderNames(for:)``'s order.
    public static func folders(of bundleURL: URL, languages: [String] = preferredLanguages) -> [URL] {
        var folders = [bundleURL]
        for name in localizationFolderNames(for: languages) {
            let folder = bundleURL.appendingPathComponent(name, isDirectory: true)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue {
                folders.append(folder)
            }
        }
        return folders
    }

    /// The first file named `fileName` in ``folders(of:languages:)``.
    public static func url(forResource fileName: String, in bundleURL: URL, languages: [String] = preferredLanguages) -> URL? {
        folders(of: bundleURL, languages: languages).lazy
            .map { $0.appendingPathComponent(fileName) }
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// The string for `key` in the strings table `table` (`Localizable` when `nil`) of the first
    /// `.lproj` folder, in the preferred order, whose table has the key; else `value` (or the key
    /// when `value` is `nil` or empty), as `Bundle.localizedString(forKey:value:table:)` answers.
    public static func localizedString(forKey key: String, value: String?, table: String?, bundle: Bundle? = nil) -> String {
        let bundleURL = (bundle ?? UIApplication.resourceBundle).bundleURL
        let fileName = (table.flatMap { $0.isEmpty ? nil : $0 } ?? "Localizable") + ".strings"
        for folder in folders(of: bundleURL).dropFirst() {
            let url = folder.appendingPathComponent(fileName)
            guard let data = try? Data(contentsOf: url) else { continue }
            let table = (try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)) as? [String: String]
            if let found = table?[key] { return found }
        }
        if let value, !value.isEmpty { return value }
        return key
    }
}

extension Bundle {
    /// The string for a key in the host's preferred languages (``LocalizedResources``): what
    /// `localizedString(forKey:value:table:)` answers on iOS, which Foundation on Linux cannot
    /// (it ignores the preferred languages). An OpenStoryboard addition.
    public func preferredLocalizedString(forKey key: String, value: String?, table tableName: String?) -> String {
        LocalizedResources.localizedString(forKey: key, value: value, table: tableName, bundle: self)
    }
}
