import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// Resources in `.lproj` folders: the preferred languages', then `Base.lproj`.
@MainActor
@Suite("Localized resources", .isolatedClassRegistry)
struct LocalizedResourceTests {
    @Test("UIStoryboard(name:bundle:) finds a storyboard in Base.lproj")
    func storyboardInBase() throws {
        AppFixtures.register(log: CallbackLog())
        let storyboard = UIStoryboard(name: "Main", bundle: AppFixtures.masterDetail)
        #expect(storyboard.instantiateInitialViewController() is UISplitViewController)
        #expect(storyboard.documentLoader?.document.path.hasSuffix("Base.lproj/Main.storyboard") == true)
    }

    @Test("UINib(nibName:bundle:) finds a nib in Base.lproj, and the preferred language's copy first", .requiresSharedFolder)
    func nibInLproj() throws {
        let saved = LocalizedResources.preferredLanguages
        defer { LocalizedResources.preferredLanguages = saved }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lproj-nibs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for language in ["Base", "de"] {
            let lproj = folder.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Corpus.folder.appendingPathComponent("061_apress1_NameAndColorCell.xib"), to: lproj.appendingPathComponent("Cell.xib"))
        }
        let bundle = Bundle(path: folder.path)
        LocalizedResources.preferredLanguages = ["fr"]
        #expect(try UINib.load(nibName: "Cell", bundle: bundle).document.path.contains("Base.lproj"))
        LocalizedResources.preferredLanguages = ["de-AT"]
        #expect(try UINib.load(nibName: "Cell", bundle: bundle).document.path.contains("de.lproj"))
    }

    @Test("Base internationalisation: fr.lproj/Main.strings translates Base.lproj/Main.storyboard's titles and texts")
    func storyboardTranslations() throws {
        let saved = LocalizedResources.preferredLanguages
        defer { LocalizedResources.preferredLanguages = saved }
        AppFixtures.register(log: CallbackLog())
        LocalizedResources.preferredLanguages = ["fr"]
        let split = try #require(try UIStoryboard.load(name: "Main", bundle: AppFixtures.masterDetail).instantiateInitialViewController() as? UISplitViewController)
        let master = try #require((split.viewControllers.first as? UINavigationController)?.topViewController as? MasterViewController)
        let detail = try #require((split.viewControllers.last as? UINavigationController)?.topViewController as? DetailViewController)
        #expect(master.navigationItem.title == "Éléments")
        #expect(detail.title == "Détail")
        #expect(master.view.subviews.compactMap { $0 as? UIButton }.first?.title(for: .normal) == "Pomme")
        _ = detail.view
        #expect(detail.detailLabel?.text == "Aucune sélection")
        LocalizedResources.preferredLanguages = ["en"]
        let english = try #require(try UIStoryboard.load(name: "Main", bundle: AppFixtures.masterDetail).instantiateInitialViewController() as? UISplitViewController)
        #expect((english.viewControllers.first as? UINavigationController)?.topViewController?.navigationItem.title == "Items")
    }

    @Test("a string from fr.lproj when French is preferred, from Base.lproj otherwise; the value or key when missing")
    func strings() {
        let saved = LocalizedResources.preferredLanguages
        defer { LocalizedResources.preferredLanguages = saved }
        let bundle = AppFixtures.masterDetail
        LocalizedResources.preferredLanguages = ["fr-CA", "en"]
        #expect(bundle.preferredLocalizedString(forKey: "Hello", value: nil, table: nil) == "Bonjour")
        #expect(LocalizedResources.localizedString(forKey: "Items", value: nil, table: "Localizable", bundle: bundle) == "Éléments")
        #expect(bundle.preferredLocalizedString(forKey: "Missing", value: "Fallback", table: nil) == "Fallback")
        #expect(bundle.preferredLocalizedString(forKey: "Missing", value: nil, table: nil) == "Missing")
        LocalizedResources.preferredLanguages = ["de"]
        #expect(bundle.preferredLocalizedString(forKey: "Hello", value: nil, table: nil) == "Hello")
    }

    @Test("what Foundation on Linux gives: no preferred language, Base.lproj's strings whatever is preferred")
    func foundationOnLinux() {
        let bundle = AppFixtures.masterDetail
        #if os(Linux)
        #expect(bundle.localizedString(forKey: "Hello", value: nil, table: nil) == "Hello")
        #endif
        #expect(bundle.localizations.contains("fr"))
    }

    @Test("UIImage(named:in:compatibleWith:) finds a loose image in the preferred language's folder before Base.lproj")
    func looseImages() throws {
        let saved = LocalizedResources.preferredLanguages
        defer { LocalizedResources.preferredLanguages = saved }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lproj-images-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixtures = AppFixtures.folder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("AdaptiveKitTests/Fixtures")
        for (language, file) in [("Base", "red-4x3.png"), ("fr", "gray-5x5.png")] {
            let lproj = folder.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(file), to: lproj.appendingPathComponent("flag.png"))
        }
        let bundle = Bundle(path: folder.path)
        LocalizedResources.preferredLanguages = ["en"]
        #expect(UIImage(named: "flag", in: bundle, compatibleWith: nil)?.size == CGSize(width: 4, height: 3))
        LocalizedResources.preferredLanguages = ["fr"]
        #expect(UIImage(named: "flag", in: bundle, compatibleWith: nil)?.size == CGSize(width: 5, height: 5))
    }

    @Test("search order: region, language, Base, English; POSIX environments read")
    func searchOrder() {
        #expect(LocalizedResources.localizationFolderNames(for: ["fr-CA", "de"]) == [
            "fr-CA.lproj", "fr_CA.lproj", "fr.lproj", "de.lproj", "Base.lproj", "en.lproj", "English.lproj",
        ])
        #expect(LocalizedResources.folders(of: AppFixtures.masterDetail.bundleURL, languages: ["fr"]).map(\.lastPathComponent)
            == ["MasterDetailApp", "fr.lproj", "Base.lproj"])
    }
}
