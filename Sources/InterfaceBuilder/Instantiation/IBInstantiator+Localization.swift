import AdaptiveKit
import Foundation

/// Base internationalisation: a storyboard or nib in `Base.lproj` translated by a strings table
/// of the same name in a language's folder (`fr.lproj/Main.strings`), whose keys are an object's
/// IB id and a property: `"abc-de-fgh.text" = "Bonjour";`.
extension IBInstantiator {
    /// The translations of the document `name` (`Main` for `Main.storyboard`) for the preferred
    /// languages: the table `name.strings` of the first `.lproj` folder, in
    /// ``LocalizedResources``' order, that has one, searched up to the folder the document itself
    /// was found in (a document localized as a whole has no table). Empty when there is none.
    static func translations(of name: String, documentFolder: URL, bundleURL: URL) -> [String: String] {
        for folder in LocalizedResources.folders(of: bundleURL).dropFirst() {
            if folder.standardizedFileURL == documentFolder.standardizedFileURL { break }
            guard let data = try? Data(contentsOf: folder.appendingPathComponent(name + ".strings")) else { continue }
            return (try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)) as? [String: String] ?? [:]
        }
        return [:]
    }

    /// Sets the translated text of every object made so far that ``translations`` names:
    /// label, text field and text view `text`, text field `placeholder`, button titles by state
    /// (`normalTitle`, `highlightedTitle`, `selectedTitle`, `disabledTitle`), segment titles
    /// (`segmentTitles[n]`), controller, navigation item and bar item `title`.
    func applyTranslations() {
        guard !translations.isEmpty else { return }
        for (key, value) in translations {
            guard let dot = key.firstIndex(of: ".") else { continue }
            let id = String(key[..<dot]), property = String(key[key.index(after: dot)...])
            guard let object = object(withID: id) else { continue }
            switch (object, property) {
            case let (label as UILabel, "text"): label.text = value
            case let (field as UITextField, "text"): field.text = value
            case let (field as UITextField, "placeholder"): field.placeholder = value
            case let (textView as UITextView, "text"): textView.text = value
            case let (button as UIButton, "normalTitle"): button.setTitle(value, for: .normal)
            case let (button as UIButton, "highlightedTitle"): button.setTitle(value, for: .highlighted)
            case let (button as UIButton, "selectedTitle"): button.setTitle(value, for: .selected)
            case let (button as UIButton, "disabledTitle"): button.setTitle(value, for: .disabled)
            case let (controller as UIViewController, "title"): controller.title = value
            case let (item as UINavigationItem, "title"): item.title = value
            case let (item as UIBarItem, "title"): item.title = value
            case let (control as UISegmentedControl, _) where property.hasPrefix("segmentTitles["):
                if let index = Int(property.dropFirst("segmentTitles[".count).dropLast()) {
                    control.setTitle(value, forSegmentAt: index)
                }
            default:
                continue
            }
        }
    }
}
