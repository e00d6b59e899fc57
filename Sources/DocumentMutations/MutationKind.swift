/// What a mutation does to a document: each kind is one way a hostile or damaged file differs
/// from one Xcode wrote.
public enum MutationKind: String, CaseIterable, Sendable, Comparable {
    // Bytes and encodings.
    case truncate = "truncate"
    case truncateInsideTag = "truncate-inside-tag"
    case emptyOrGarbage = "empty-or-garbage"
    case brokenUTF8 = "broken-utf8"
    case byteOrderMark = "byte-order-mark"
    case utf16 = "utf16"
    case controlCharacters = "control-characters"
    case commentsAndCDATA = "comments-and-cdata"
    // Entities.
    case entityBomb = "entity-bomb"
    case externalEntity = "external-entity"
    // Attributes.
    case deleteAttribute = "delete-attribute"
    case deleteKeyAttribute = "delete-key-attribute"
    case duplicateAttribute = "duplicate-attribute"
    case wrongValueType = "wrong-value-type"
    case unknownEnumValue = "unknown-enum-value"
    case hugeAttributeValue = "huge-attribute-value"
    // Numbers.
    case hugeNumber = "huge-number"
    case negativeNumber = "negative-number"
    case nanOrInfinity = "nan-or-infinity"
    case zeroOrTiny = "zero-or-tiny"
    // Geometry, fonts and metrics.
    case hugeRect = "huge-rect"
    case negativeSize = "negative-size"
    case giganticCanvas = "gigantic-canvas"
    case hugeFont = "huge-font"
    case layoutMetrics = "layout-metrics"
    // Structure.
    case duplicateElement = "duplicate-element"
    case manySiblings = "many-siblings"
    case deepNesting = "deep-nesting"
    case elementKindSwap = "element-kind-swap"
    case misplacedElement = "misplaced-element"
    case removeElement = "remove-element"
    // Ids and references.
    case swapIDs = "swap-ids"
    case duplicateID = "duplicate-id"
    case danglingReference = "dangling-reference"
    case referenceKindConfusion = "reference-kind-confusion"
    case segueCycle = "segue-cycle"
    case placeholderSelfReference = "placeholder-self-reference"
    // Constraints.
    case constraintSelfReference = "constraint-self-reference"
    case constraintMultiplier = "constraint-multiplier"
    case constraintConstant = "constraint-constant"
    case constraintPriority = "constraint-priority"
    case constraintConflict = "constraint-conflict"
    // Variations, resources, header.
    case variationNonsense = "variation-nonsense"
    case invalidColor = "invalid-color"
    case imagePathTraversal = "image-path-traversal"
    case resourceNonsense = "resource-nonsense"
    case runtimeAttributes = "runtime-attributes"
    case documentHeader = "document-header"

    /// One line: what the mutation does.
    public var summary: String {
        switch self {
        case .truncate: "cut the file at a random byte"
        case .truncateInsideTag: "cut the file inside a start tag or an attribute value"
        case .emptyOrGarbage: "an empty, blank or binary file, an XML declaration alone, another root element"
        case .brokenUTF8: "invalid UTF-8 (stray continuation bytes, overlong forms, surrogates, cut sequences) in a value or text"
        case .byteOrderMark: "UTF-8, doubled, UTF-16 and UTF-32 byte order marks before or inside UTF-8 text"
        case .utf16: "the document in UTF-16 (little or big endian, with or without a byte order mark and declaration)"
        case .controlCharacters: "NUL and control characters, character references to non-characters, surrogates and beyond U+10FFFF, undefined entities"
        case .commentsAndCDATA: "comments, CDATA sections and processing instructions in odd places, unterminated or malformed"
        case .entityBomb: "exponential and quadratic internal entity expansion"
        case .externalEntity: "external entities and DTDs (local files, devices, unreachable URLs, parameter entities)"
        case .deleteAttribute: "one attribute removed"
        case .deleteKeyAttribute: "an id, key, destination, item, attribute or type removed"
        case .duplicateAttribute: "an attribute repeated with another value"
        case .wrongValueType: "a number, boolean or reference replaced by a value of another type"
        case .unknownEnumValue: "an enumerated attribute (content mode, axis, relation, style, kind…) with an unknown value"
        case .hugeAttributeValue: "a text, title or id of megabytes"
        case .hugeNumber: "a number replaced by 1e308, 1e400, 2^63 or 2^64"
        case .negativeNumber: "a number negated or replaced by -1, -1e9, -0"
        case .nanOrInfinity: "a number replaced by nan, inf, -inf, Infinity"
        case .zeroOrTiny: "a number replaced by 0, -0 or a subnormal"
        case .hugeRect: "a frame or size of 1e308, 1e15 or 3.4e38 points"
        case .negativeSize: "a frame or size with a negative width or height"
        case .giganticCanvas: "a freeform simulated size or top-level view of 1e5 to 1e308 points (a gigantic picture)"
        case .hugeFont: "a font size of 1e308, 1e6, 0, negative or nan"
        case .layoutMetrics: "row heights, item sizes, spacings, insets and line counts of 0, negative, huge or nan"
        case .duplicateElement: "an element duplicated next to itself, ids and all"
        case .manySiblings: "a small element repeated 10,000 to 100,000 times"
        case .deepNesting: "an element wrapped in 500 to 5,000 levels of views"
        case .elementKindSwap: "an element renamed to another kind (view to table view, controller to navigation controller…)"
        case .misplacedElement: "an element where it does not belong (a scene among subviews, a constraint in the document…)"
        case .removeElement: "an element removed with its content"
        case .swapIDs: "two elements exchange their ids"
        case .duplicateID: "an element takes another element's id"
        case .danglingReference: "a reference (destination, item, initial controller, include) to an id that does not exist"
        case .referenceKindConfusion: "a reference to an element of the wrong kind (a constraint to a controller, a segue to a view)"
        case .segueCycle: "cycles through embed and relationship segues, a controller embedding itself"
        case .placeholderSelfReference: "a storyboard reference to its own scene, its own document, or a path outside the project"
        case .constraintSelfReference: "a constraint relating a view to itself, or to the constraint's own id"
        case .constraintMultiplier: "a multiplier of 0, 0:0, 1:0, nan, 1e308, negative, malformed"
        case .constraintConstant: "a constant of ±inf, ±1e308 or nan"
        case .constraintPriority: "a priority of 0, 1001, negative, 1e9, nan or fractional"
        case .constraintConflict: "required constraints that contradict each other or the view itself"
        case .variationNonsense: "size-class variations with unknown keys, includes of missing ids, excludes of the root view"
        case .invalidColor: "colour components out of range or nan, unknown colour spaces and system colours, empty colours"
        case .imagePathTraversal: "image names that climb out of the project or name devices (/dev/zero, /proc/self/mem)"
        case .resourceNonsense: "resources of huge or nan sizes, duplicated and self-referencing named colours"
        case .runtimeAttributes: "user-defined runtime attributes of wrong or unknown types and odd key paths"
        case .documentHeader: "unknown document types, versions, runtimes and devices"
        }
    }

    public static func < (lhs: MutationKind, rhs: MutationKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
