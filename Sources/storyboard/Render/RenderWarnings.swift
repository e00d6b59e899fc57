import Foundation
import OpenStoryboard

/// A warning about a picture (or a document, or the run): what the picture shows that is not
/// what the app would show, with the position of the element it comes from when there is one.
struct RenderWarning: Codable, Hashable, Sendable, CustomStringConvertible {
    /// A stable kind: `ib.missingImage`, `render.missingFont`, `ib.unsupportedView`,
    /// `layout.unsatisfiable`…
    var code: Diagnostic.Code
    var file: String?
    var line: Int?
    var column: Int?
    var message: String
    /// Layout warnings: the constraints involved, by document id and identifier (the message
    /// names them in UIKit's words).
    var constraints: [LayoutDiagnostics.Report.ConstraintIdentity]?
    /// Unsatisfiable constraints: the one broken.
    var brokenConstraint: LayoutDiagnostics.Report.ConstraintIdentity?

    init(code: Diagnostic.Code, file: String? = nil, line: Int? = nil, column: Int? = nil, message: String) {
        self.code = code
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// The warning of a layout engine report: its first line, and the constraints by identity.
    init(_ report: LayoutDiagnostics.Report, file: String) {
        self.init(code: .layout(report.kind), file: file, message: String(report.message.split(separator: "\n").first ?? ""))
        let identities = report.constraintIdentities.filter { $0.documentID != nil || $0.identifier != nil }
        constraints = identities.isEmpty ? nil : report.constraintIdentities
        brokenConstraint = report.brokenConstraintIdentity.flatMap { $0.documentID != nil || $0.identifier != nil ? $0 : nil }
    }

    init(_ diagnostic: Diagnostic) {
        self.init(code: diagnostic.code, file: diagnostic.file, line: diagnostic.line, column: diagnostic.column, message: diagnostic.message)
    }

    /// `file:line:column: warning: message`, as compilers print.
    var description: String {
        var location = file ?? ""
        if let line, !location.isEmpty {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        return (location.isEmpty ? "" : location + ": ") + "warning: " + message
    }

    /// What kind of trouble the warning is, for the summary line.
    var category: Category {
        switch code {
        case .missingImage: .missingImage
        case .renderMissingFont: .missingFont
        case .unsupportedView, .unsupportedClass, .unknownSymbol, .unsupportedGuide: .unsupported
        case .renderInvisibleText: .invisibleText
        // About the app's code, which no picture runs (Xcode's canvas neither): a custom class
        // is drawn as its UIKit class.
        case .unknownClass, .unsetOutlet: .code
        default: code.rawValue.hasPrefix("layout.") ? .layout : .other
        }
    }

    /// Whether the warning is about what the picture shows (not only about the app's code).
    var affectsPicture: Bool { category != .code }

    enum Category: String, CaseIterable {
        case code = "custom code"
        case missingImage = "missing images"
        case missingFont = "missing fonts"
        case unsupported = "unsupported or unknown content"
        case invisibleText = "text that cannot be seen"
        case layout = "layout"
        case other = "other"
    }
}

/// The named fonts a document uses: every `<fontDescription name=… family=…>` (and an attributed
/// string's `<font name=…>`), and the faces its `<customFonts>` lists with the file that holds
/// them, each with the position of its first use.
struct DocumentFonts {
    struct Use {
        var postScriptName: String
        /// The family the document gives (`family="Avenir Next"`), if any.
        var family: String?
        /// The font file `<customFonts>` names for the face (`OpenSans-Regular.ttf`), if any.
        var file: String?
        var position: SourcePosition?
    }

    /// Uses by PostScript name, in document order.
    private(set) var uses: [Use] = []
    private var index: [String: Int] = [:]

    init(document: IBDocument) {
        var files: [String: String] = [:]
        var found: [Use] = []
        document.xml.root?.forEachElement { element in
            switch element.name {
            case "fontDescription", "font":
                guard let name = element["name"], !name.isEmpty else { return }
                found.append(Use(postScriptName: name, family: element["family"], file: nil, position: element.position))
            case "customFonts":
                for array in element.elements(named: "array") {
                    for string in array.elements(named: "string") {
                        let name = string.text.trimmingCharacters(in: .whitespacesAndNewlines)
                        guard !name.isEmpty else { continue }
                        if let file = array.key { files[name] = file }
                        found.append(Use(postScriptName: name, family: nil, file: array.key, position: string.position))
                    }
                }
            default:
                break
            }
        }
        for use in found { add(use) }
        for (name, file) in files { if let at = index[name] { uses[at].file = file } }
    }

    private mutating func add(_ use: Use) {
        if let at = index[use.postScriptName] {
            if uses[at].family == nil { uses[at].family = use.family }
            return
        }
        index[use.postScriptName] = uses.count
        uses.append(use)
    }

    func use(named name: String) -> Use? { index[name].map { uses[$0] } }

    /// The family a face belongs to as the document says it (its `family`, else the part of the
    /// PostScript name before the style).
    static func family(of use: Use) -> String {
        use.family ?? String(use.postScriptName.split(separator: "-", maxSplits: 1).first ?? Substring(use.postScriptName))
    }

    /// The families whose faces are drawn in another font, each with its faces' uses (first use
    /// first) and the family fontconfig draws them in.
    @MainActor
    func missingFamilies() -> [(family: String, uses: [Use], fallback: String)] {
        var order: [String] = []
        var byFamily: [String: (uses: [Use], fallback: String)] = [:]
        for use in uses {
            guard let font = UIFont(name: use.postScriptName, size: 17),
                  case let .missing(fallback) = FontRegistry.availability(of: font, family: use.family) else { continue }
            let family = Self.family(of: use)
            if byFamily[family] == nil { order.append(family) }
            byFamily[family, default: ([], fallback)].uses.append(use)
        }
        return order.map { ($0, byFamily[$0]!.uses, byFamily[$0]!.fallback) }
    }

    /// The warning for a family drawn in another font, at its first use.
    static func warning(family: String, uses: [Use], fallback: String, file: String, searched: String) -> RenderWarning {
        let faces = uses.map(\.postScriptName).joined(separator: ", ")
        let files = Array(Set(uses.compactMap(\.file))).sorted()
        let shipped = files.isEmpty ? "" : " (the app ships \(files.joined(separator: ", ")))"
        return RenderWarning(
            code: .renderMissingFont, file: file, line: uses.first?.position?.line, column: uses.first?.position?.column,
            message: "the font family '\(family)' (\(faces))\(shipped) is not installed and not in \(searched): its text is drawn in \(fallback); pass --fonts DIR with the font files")
    }
}

@MainActor
enum DrawnText {
    /// The fonts of the text a window shows: visible labels (buttons' and cells' titles are
    /// labels), text fields and text views with text, distinct by PostScript name, in tree order.
    static func fonts(in window: UIWindow) -> [UIFont] {
        var fonts: [UIFont] = []
        var seen: Set<String> = []
        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha > 0.004 else { return }
            var font: UIFont?
            switch view {
            case let label as UILabel where !(label.text ?? "").isEmpty: font = label.font
            case let field as UITextField where !(field.text ?? "").isEmpty || !(field.placeholder ?? "").isEmpty: font = field.font
            case let textView as UITextView where !(textView.text ?? "").isEmpty: font = textView.font
            case let button as UIButton where !(button.currentTitle ?? "").isEmpty: font = button.titleLabel?.font
            default: break
            }
            if let font, seen.insert(font.fontName).inserted { fonts.append(font) }
            for subview in view.subviews { visit(subview) }
        }
        visit(window)
        return fonts
    }
}
