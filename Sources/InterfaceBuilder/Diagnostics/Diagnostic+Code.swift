import AdaptiveKit
import Foundation

extension Diagnostic {
    /// A stable identifier of the kind of problem (for filtering, tests and SARIF rule ids), with
    /// its default severity, a one-line summary and the documentation that explains it.
    ///
    /// Every code is a constant declared here and listed in ``all``; there is no other way to
    /// make one (``init(rawValue:)`` finds a declared code). `docs/diagnostics.md` is the table
    /// printed as Markdown (``markdownTable``), checked by a test.
    public struct Code: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
        /// The identifier (`ib.invalidValue`), `area.name`.
        public let rawValue: String
        /// The severity a diagnostic of this code has unless the reporter says otherwise.
        public let severity: Severity
        /// What the code means, in one line.
        public let summary: String
        /// Where it is explained: a path under `docs/` and a heading anchor
        /// (`hardening.md#limits`).
        public let documentation: String

        private init(_ rawValue: String, _ severity: Severity, _ summary: String, _ documentation: String) {
            self.rawValue = rawValue
            self.severity = severity
            self.summary = summary
            self.documentation = documentation
        }

        /// The declared code with this identifier, or nil.
        public init?(rawValue: String) {
            guard let code = Code.all.first(where: { $0.rawValue == rawValue }) else { return nil }
            self = code
        }

        public var description: String { rawValue }

        public static func == (lhs: Code, rhs: Code) -> Bool { lhs.rawValue == rhs.rawValue }
        public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

        /// Encoded as its identifier.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }

        /// Decodes a declared code's identifier.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            let rawValue = try container.decode(String.self)
            guard let code = Code(rawValue: rawValue) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown diagnostic code \(rawValue)")
            }
            self = code
        }

        // MARK: Reading files and XML

        /// The file could not be read.
        public static let unreadableFile = Code("io.unreadable", .error,
            "The file could not be read.", "hardening.md#hardening-what-happens-to-input-that-is-not-a-good-document")
        /// The file is larger than a document may be (``IBXMLDocument/maximumSize``).
        public static let fileTooLarge = Code("io.tooLarge", .error,
            "The file is larger than a document may be.", "hardening.md#limits")
        /// The file is not XML at all (a binary file, or text that does not start with `<`).
        public static let notXML = Code("xml.notXML", .error,
            "The file is not XML (a binary file, or text that does not start with `<`).", "hardening.md#hardening-what-happens-to-input-that-is-not-a-good-document")
        /// The file's bytes are not valid in its encoding, or the encoding is not one read.
        public static let invalidEncoding = Code("xml.invalidEncoding", .error,
            "The bytes are not valid in the file's encoding, or the encoding is not one read.", "hardening.md#encodings")
        /// Elements nest deeper than a document may (``IBXMLDocument/maximumDepth``).
        public static let nestingTooDeep = Code("xml.tooDeep", .error,
            "Elements nest deeper than a document may.", "hardening.md#limits")
        /// The XML is not well formed (the parser's own error).
        public static let malformedXML = Code("xml.malformed", .error,
            "The XML is not well formed.", "interface-builder-format.md#diagnostics-and-bad-input")
        /// The document declares an external entity; it is not resolved.
        public static let externalEntity = Code("xml.externalEntity", .error,
            "The document declares an external entity; it is not resolved.", "hardening.md#hardening-what-happens-to-input-that-is-not-a-good-document")
        /// The document's entities would expand beyond the limit; the document is not read.
        public static let entityExpansion = Code("xml.entityExpansion", .error,
            "Entities would expand beyond the limit; the document is not read.", "hardening.md#limits")
        /// The document declares entities (Interface Builder never writes a DTD).
        public static let entityDeclaration = Code("xml.entityDeclaration", .warning,
            "The document declares entities (Interface Builder never writes a DTD).", "hardening.md#hardening-what-happens-to-input-that-is-not-a-good-document")

        // MARK: The document

        /// A format the project does not read (the Interface Builder 3 `<archive>`).
        public static let unsupportedFormat = Code("ib.unsupportedFormat", .error,
            "A format that is not read (the Interface Builder 3 `<archive>`).", "interface-builder-format.md#diagnostics-and-bad-input")
        /// The file is XML but not an Interface Builder document.
        public static let notADocument = Code("ib.notADocument", .error,
            "The file is XML but not an Interface Builder document.", "interface-builder-format.md#diagnostics-and-bad-input")
        /// An element name outside Interface Builder's known vocabulary (kept in the tree).
        public static let unknownElement = Code("ib.unknownElement", .warning,
            "An element outside Interface Builder's known vocabulary (kept in the tree).", "interface-builder-format.md#diagnostics-and-bad-input")
        /// An attribute name outside Interface Builder's known vocabulary (kept in the tree).
        public static let unknownAttribute = Code("ib.unknownAttribute", .warning,
            "An attribute outside Interface Builder's known vocabulary (kept in the tree).", "interface-builder-format.md#diagnostics-and-bad-input")
        /// An attribute value that cannot be read as the type it must have.
        public static let invalidValue = Code("ib.invalidValue", .error,
            "An attribute value that cannot be read as the type it must have.", "interface-builder-format.md#diagnostics-and-bad-input")
        /// A reference (outlet, action, segue destination, constraint item, variation mask) to an
        /// id that no object in the document has.
        public static let missingReference = Code("ib.missingReference", .error,
            "A reference (outlet, action, segue destination, constraint item) to an id no object has.", "interface-builder-format.md#diagnostics-and-bad-input")
        /// The same id on two objects.
        public static let duplicateID = Code("ib.duplicateID", .error,
            "The same id on two objects.", "interface-builder-format.md#diagnostics-and-bad-input")
        /// A constraint whose items are in a different scene from the constraint.
        public static let crossSceneConstraint = Code("ib.crossSceneConstraint", .error,
            "A constraint whose items are in a different scene from the constraint.", "interface-builder-format.md#diagnostics-and-bad-input")
        /// A `<variation key>` with a part that is not a known trait.
        public static let unknownVariationKey = Code("ib.unknownVariationKey", .warning,
            "A `<variation key>` with a part that is not a known trait.", "interface-builder-format.md#size-class-variation-resolution")
        /// Storyboard references (and the relationship segues instantiated with them) that lead
        /// back to where they started.
        public static let referenceCycle = Code("ib.referenceCycle", .error,
            "Storyboard references that lead back to where they started.", "instantiation.md#segues")
        /// A storyboard reference to a storyboard file or identifier that does not exist.
        public static let missingStoryboard = Code("ib.missingStoryboard", .error,
            "A storyboard reference to a storyboard file or identifier that does not exist.", "instantiation.md#segues")

        // MARK: Instantiation

        /// A segue kind or relationship that is not performed.
        public static let unsupportedSegue = Code("ib.unsupportedSegue", .warning,
            "A segue kind or relationship that is not performed.", "instantiation.md#segues")
        /// A custom class (of a controller, view or segue) that is not registered: its UIKit class is made.
        public static let unknownClass = Code("ib.unknownClass", .warning,
            "A custom class that is not registered: the UIKit class is made instead.", "instantiation.md#custom-classes")
        /// A UIKit class that is not modelled.
        public static let unsupportedClass = Code("ib.unsupportedClass", .warning,
            "A UIKit class that is not modelled.", "instantiation.md#custom-classes")
        /// A view element that is not modelled: a plain view stands in for it.
        public static let unsupportedView = Code("ib.unsupportedView", .warning,
            "A view that is not modelled: a plain view stands in for it.", "instantiation.md#what-is-configured")
        /// A layout guide that is not supported: its constraints are left out.
        public static let unsupportedGuide = Code("ib.unsupportedGuide", .warning,
            "A layout guide that is not supported: its constraints are left out.", "instantiation.md#constraints")
        /// A constraint item that was not made: the constraint is left out.
        public static let unresolvedItem = Code("ib.unresolvedItem", .warning,
            "A constraint item that was not made: the constraint is left out.", "instantiation.md#constraints")
        /// An outlet whose object has no property of that name.
        public static let unsetOutlet = Code("ib.unsetOutlet", .warning,
            "An outlet that could not be set on its object.", "instantiation.md#outlets-and-actions")
        /// A value of a known attribute that is not one configured.
        public static let unknownValue = Code("ib.unknownValue", .warning,
            "An attribute value that is not one configured.", "instantiation.md#what-is-configured")
        /// A named or system color that is not mapped to a color.
        public static let unmappedColor = Code("ib.unmappedColor", .warning,
            "A named or system color that is not mapped.", "instantiation.md#what-is-configured")
        /// A user-defined runtime attribute that is not applied.
        public static let unsupportedRuntimeAttribute = Code("ib.unsupportedRuntimeAttribute", .warning,
            "A user-defined runtime attribute that is not applied.", "instantiation.md#what-is-configured")
        /// An image in no asset catalog and no image file.
        public static let missingImage = Code("ib.missingImage", .warning,
            "An image in no asset catalog and no image file: a placeholder is drawn.", "render.md#missing-images")
        /// A system symbol that is not drawn.
        public static let unknownSymbol = Code("ib.unknownSymbol", .warning,
            "A system symbol that is not one drawn: a fallback is drawn.", "render.md#system-symbols")
        /// A note about the device a scene's frames were solved on.
        public static let framesDevice = Code("frames.device", .note,
            "The device a scene's frames were solved on, when it is not the document's.", "instantiation.md#live-resolution")

        // MARK: Launch screens

        /// A launch screen object with a custom class.
        public static let launchCustomClass = Code("launch.customClass", .error,
            "A launch screen object with a custom class.", "instantiation.md#launch-screens")
        /// A launch screen with more than one root.
        public static let launchMultipleRoots = Code("launch.multipleRoots", .error,
            "A launch screen with more than one root view or view controller.", "instantiation.md#launch-screens")
        /// A launch screen with an outlet or action.
        public static let launchConnection = Code("launch.connection", .error,
            "A launch screen with an outlet or action.", "instantiation.md#launch-screens")
        /// A launch screen with a web view.
        public static let launchWebView = Code("launch.webView", .error,
            "A launch screen with a web view.", "instantiation.md#launch-screens")
        /// A launch screen with a user-defined runtime attribute.
        public static let launchRuntimeAttribute = Code("launch.runtimeAttribute", .error,
            "A launch screen with a user-defined runtime attribute.", "instantiation.md#launch-screens")
        /// A launch screen with a class that is not UIKit's.
        public static let launchNonUIKitClass = Code("launch.nonUIKitClass", .error,
            "A launch screen with a class that is not UIKit's.", "instantiation.md#launch-screens")

        // MARK: Layout (reports of the layout engine, `LayoutDiagnostics.Report.Kind`)

        /// Required constraints that cannot all hold; one was broken.
        public static let layoutUnsatisfiable = Code("layout.unsatisfiable", .warning,
            "Required constraints that cannot all hold; one was broken.", "autolayout.md#when-constraints-cannot-all-hold")
        /// A constraint whose items share no view tree.
        public static let layoutNoCommonAncestor = Code("layout.noCommonAncestor", .warning,
            "A constraint whose items share no view tree.", "autolayout.md#when-constraints-cannot-all-hold")
        /// A constraint item that is not a view or layout guide.
        public static let layoutInvalidItem = Code("layout.invalidItem", .warning,
            "A constraint item that is not a view or layout guide.", "autolayout.md#when-constraints-cannot-all-hold")
        /// A priority change between required and optional on an active constraint.
        public static let layoutInvalidPriorityChange = Code("layout.invalidPriorityChange", .warning,
            "A priority change between required and optional on an active constraint.", "autolayout.md#when-constraints-cannot-all-hold")
        /// A constraint with a NaN or infinite constant or multiplier.
        public static let layoutInvalidNumber = Code("layout.invalidNumber", .warning,
            "A constraint with a NaN or infinite constant or multiplier.", "autolayout.md#when-constraints-cannot-all-hold")

        // MARK: Rendering (the `storyboard render` tool)

        /// A font that is not installed: a fallback is drawn.
        public static let renderMissingFont = Code("render.missingFont", .warning,
            "A font that is not installed: a fallback is drawn.", "render.md#fonts")
        /// A font file an app's Info.plist names that does not exist.
        public static let renderMissingFontFile = Code("render.missingFontFile", .warning,
            "A font file the app's Info.plist names that does not exist.", "render.md#fonts")
        /// A font file fontconfig cannot read.
        public static let renderUnreadableFont = Code("render.unreadableFont", .warning,
            "A font file fontconfig cannot read: it is not used.", "render.md#fonts")
        /// Text drawn in the color of what is behind it.
        public static let renderInvisibleText = Code("render.invisibleText", .warning,
            "Text that cannot be seen (the color of what is behind it).", "render.md#no-silent-blank")

        /// Every code, in the order of the table.
        public static let all: [Code] = [
            unreadableFile, fileTooLarge, notXML, invalidEncoding, nestingTooDeep, malformedXML, externalEntity,
            entityExpansion, entityDeclaration,
            unsupportedFormat, notADocument, unknownElement, unknownAttribute, invalidValue, missingReference,
            duplicateID, crossSceneConstraint, unknownVariationKey, referenceCycle, missingStoryboard,
            unsupportedSegue, unknownClass, unsupportedClass, unsupportedView, unsupportedGuide, unresolvedItem,
            unsetOutlet, unknownValue, unmappedColor, unsupportedRuntimeAttribute, missingImage, unknownSymbol,
            framesDevice,
            launchCustomClass, launchMultipleRoots, launchConnection, launchWebView, launchRuntimeAttribute,
            launchNonUIKitClass,
            layoutUnsatisfiable, layoutNoCommonAncestor, layoutInvalidItem, layoutInvalidPriorityChange,
            layoutInvalidNumber,
            renderMissingFont, renderMissingFontFile, renderUnreadableFont, renderInvisibleText,
        ]

        /// The code of a layout engine report.
        public static func layout(_ kind: LayoutDiagnostics.Report.Kind) -> Code {
            switch kind {
            case .unsatisfiable: layoutUnsatisfiable
            case .noCommonAncestor: layoutNoCommonAncestor
            case .invalidItem: layoutInvalidItem
            case .invalidPriorityChange: layoutInvalidPriorityChange
            case .invalidNumber: layoutInvalidNumber
            }
        }

        /// The table as Markdown: `docs/diagnostics.md` is this text.
        public static var markdownTable: String {
            var text = """
            # Diagnostic codes

            Every problem the readers, the instantiator, the layout engine and `storyboard render`
            report has one of these codes. The table is `Diagnostic.Code.all`
            (`Sources/InterfaceBuilder/Diagnostics/Diagnostic+Code.swift`); a test checks that this
            file is that table, that every code is unique and that every link leads to a heading.

            | Code | Default severity | Summary | Explained in |
            | --- | --- | --- | --- |

            """
            for code in all {
                let summary = code.summary.replacingOccurrences(of: "|", with: "\\|")
                text += "| `\(code.rawValue)` | \(code.severity.rawValue) | \(summary) | [\(code.documentation)](\(code.documentation)) |\n"
            }
            return text
        }
    }
}
