import Foundation
import OpenStoryboard

/// The body of `POST /api/edit`: one operation as JSON (docs/serve.md).
///
/// ```json
/// {"doc": "main", "op": "setConstant", "constraint": "abc-de-fgh", "constant": 20, "sizeClass": "wC hR"}
/// {"doc": "main", "op": "setInstalled", "object": "abc-de-fgh", "installed": false, "sizeClass": "wAny hAny"}
/// {"doc": "main", "op": "setProperty", "object": "abc-de-fgh", "key": "text", "value": "Hello", "sizeClass": "wR hAny"}
/// ```
/// `sizeClass` is the cell of the size-class grid (`wAny hAny`, the base, when absent); a
/// `setProperty` with `"value": null` removes the attribute (or the cell's override);
/// `"preview": true` answers the diff without writing.
struct EditRequest: Sendable {
    var doc: String
    var edit: IBEdit
    var preview: Bool

    /// The largest body an edit request may have.
    static let maximumBodySize = 64 * 1024

    private static let operations = ["setConstant", "setInstalled", "setProperty"]

    /// Reads a request body.
    ///
    /// - Throws: ``ServeError/badRequest(_:)`` naming what is missing or malformed.
    init(json data: Data) throws(ServeError) {
        let object = try JSONValue.object(from: data)
        func string(_ name: String) throws(ServeError) -> String {
            guard let value = object[name], value != .null else { throw .badRequest("missing '\(name)'") }
            guard case let .string(text) = value, !text.isEmpty else { throw .badRequest("'\(name)' must be a non-empty string") }
            return text
        }
        doc = try string("doc")
        guard ServedDocuments.isWellFormedID(doc) else { throw .badRequest("'doc' is a document id from /api/documents, not a path") }
        preview = try JSONValue.flag("preview", in: object)
        let cell: IBSizeClassCell
        switch object["sizeClass"] ?? .null {
        case .null: cell = .base
        case let .string(text) where IBSizeClassCell(text) != nil: cell = IBSizeClassCell(text)!
        default: throw .badRequest("'sizeClass' must be a cell of the size-class grid: \(IBSizeClassCell.all.map { "'\($0)'" }.joined(separator: ", "))")
        }
        switch try string("op") {
        case "setConstant":
            guard case let .number(constant) = object["constant"] ?? .null, constant.isFinite else {
                throw .badRequest("'constant' must be a finite number")
            }
            edit = .setConstant(constraint: try string("constraint"), constant: constant, in: cell)
        case "setInstalled":
            guard case let .bool(installed) = object["installed"] ?? .null else { throw .badRequest("'installed' must be true or false") }
            guard object["sizeClass"] != nil else { throw .badRequest("missing 'sizeClass' (\"wAny hAny\" is the base)") }
            edit = .setInstalled(object: try string("object"), installed: installed, in: cell)
        case "setProperty":
            let text: String?
            switch object["value"] {
            case nil: throw .badRequest("missing 'value' (null removes the attribute)")
            case .null?: text = nil
            case let .string(string)?: text = string
            case let .bool(flag)?: text = flag ? "YES" : "NO"
            case let .number(number)?: text = IBNumber.written(number)
            default: throw .badRequest("'value' must be a string, a number, a boolean or null")
            }
            edit = .setProperty(object: try string("object"), key: try string("key"), value: text, in: cell)
        case let other:
            throw .badRequest("unknown op '\(other)'; ops: \(Self.operations.joined(separator: ", "))")
        }
    }
}

/// A JSON value as a request body holds it.
enum JSONValue: Decodable, Equatable, Sendable {
    case null, bool(Bool), number(Double), string(String), array, object

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let flag = try? container.decode(Bool.self) { self = .bool(flag) }
        else if let number = try? container.decode(Double.self) { self = .number(number) }
        else if let text = try? container.decode(String.self) { self = .string(text) }
        else if (try? container.decode([JSONValue].self)) != nil { self = .array }
        else { _ = try container.decode([String: JSONValue].self); self = .object }
    }

    /// The boolean member `name` (`false` when absent or null).
    static func flag(_ name: String, in object: [String: JSONValue]) throws(ServeError) -> Bool {
        switch object[name] ?? .null {
        case .null: return false
        case let .bool(flag): return flag
        default: throw .badRequest("'\(name)' must be true or false")
        }
    }

    /// The members of a body that must be a JSON object.
    static func object(from data: Data) throws(ServeError) -> [String: JSONValue] {
        do {
            return try JSONDecoder().decode([String: JSONValue].self, from: data)
        } catch {
            throw .badRequest("the body must be a JSON object (\(error is DecodingError ? "not JSON, or not an object" : "\(error)"))")
        }
    }
}

/// The body of `POST /api/undo` and `/api/redo`: `{"doc": "main"}`.
struct DocumentRequest: Sendable {
    var doc: String
    /// `"preview": true` (for `/api/convert`): answer the diff without writing.
    var preview: Bool

    init(json data: Data) throws(ServeError) {
        let object = try JSONValue.object(from: data)
        guard case let .string(doc)? = object["doc"], !doc.isEmpty else { throw .badRequest("missing 'doc'") }
        guard ServedDocuments.isWellFormedID(doc) else { throw .badRequest("'doc' is a document id from /api/documents, not a path") }
        self.doc = doc
        preview = try JSONValue.flag("preview", in: object)
    }
}
