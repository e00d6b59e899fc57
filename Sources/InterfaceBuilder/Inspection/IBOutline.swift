/// A document's outline as `storyboard inspect --json` prints it: the document's facts, its
/// scenes (or top-level objects) with their objects, constraints and variations, and its
/// diagnostics. Absent values are left out of the JSON.
public struct IBOutline: Encodable, Sendable {
    public struct Device: Encodable, Sendable {
        public var id: String
        public var orientation: String
        /// Written as `null` when the document states none.
        public var appearance: String?

        enum CodingKeys: String, CodingKey { case id, orientation, appearance }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(orientation, forKey: .orientation)
            try container.encode(appearance, forKey: .appearance)
        }
    }

    public struct Scene: Encodable, Sendable {
        public var id: String
        public var title: String?
        public var line: Int?
        public var objects: [Object]
    }

    public struct Constraint: Encodable, Sendable {
        public var id: String
        /// The constraint as an equation over the scene's item names.
        public var equation: String
        /// `false` when not installed (left out when installed).
        public var installed: Bool?
        /// `true` for a placeholder constraint (removed at build time).
        public var placeholder: Bool?
    }

    /// A `<variation>`: its key, its masks as `<mask key>.include` / `.exclude` lists of ids,
    /// the attributes and elements it overrides.
    public struct Variation: Encodable, Sendable {
        public var key: String
        public var masks: [String: [String]] = [:]
        public var attributes: [String: String]?
        public var elements: [String]?

        public init(key: String) { self.key = key }

        private struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(_ string: String) { stringValue = string }
            init?(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(key, forKey: Key("key"))
            for (name, ids) in masks { try container.encode(ids, forKey: Key(name)) }
            try container.encodeIfPresent(attributes, forKey: Key("attributes"))
            try container.encodeIfPresent(elements, forKey: Key("elements"))
        }
    }

    public struct Object: Encodable, Sendable {
        public var kind: String
        public var id: String
        public var className: String
        public var customClass: String?
        public var customModule: String?
        public var userLabel: String?
        public var key: String?
        /// x, y, width, height.
        public var frame: [Double]?
        public var line: Int?
        public var column: Int?
        public var misplaced: Bool?
        public var ambiguous: Bool?
        public var installed: Bool?
        public var constraints: [Constraint]?
        public var variations: [Variation]?
        public var children: [Object]?
        public var subviews: [Object]?

        public init(kind: String, id: String, className: String) {
            self.kind = kind
            self.id = id
            self.className = className
        }

        enum CodingKeys: String, CodingKey {
            case kind, id, className = "class", customClass, customModule, userLabel, key, frame, line, column
            case misplaced, ambiguous, installed, constraints, variations, children, subviews
        }
    }

    public struct Diagnostic: Encodable, Sendable {
        public var severity: String
        public var file: String
        public var message: String
        public var code: String
        public var line: Int?
        public var column: Int?
    }

    public var document: String
    public var kind: String
    public var toolsVersion: String?
    public var plugInVersion: String?
    public var targetRuntime: String?
    public var device: Device?
    public var initialViewController: String?
    public var useAutolayout: Bool?
    public var useTraitCollections: Bool?
    public var scenes: [Scene]?
    public var objects: [Object]?
    public var diagnostics: [Diagnostic] = []

    public init(document: String, kind: String) {
        self.document = document
        self.kind = kind
    }
}
