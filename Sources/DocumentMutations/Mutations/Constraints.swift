import Foundation

/// Mutations of constraints: relating a view to itself, degenerate multipliers, constants and
/// priorities, contradictions.
extension MutationContext {
    /// The id of the view whose `<constraints>` holds a constraint.
    private func owner(of constraint: Int) -> String? {
        outline.ancestor(of: constraint, named: Vocabulary.views).flatMap { elements[$0]["id"] }
    }

    mutating func constraintSelfReference() -> String? {
        guard let index = pickElement(named: ["constraint"]), let owner = owner(of: index) else { return nil }
        let constraint = elements[index]
        switch variant(5) {
        case 0:
            set("firstItem", to: owner, of: index)
            set("secondItem", to: owner, of: index)
            return "\(describe(index)) relates its view \(owner) to itself"
        case 1:
            guard let id = constraint["id"] else { return nil }
            set("firstItem", to: id, of: index)
            return "\(describe(index)) names itself as first item"
        case 2:
            guard let id = constraint["id"] else { return nil }
            set("secondItem", to: id, of: index)
            if constraint["secondAttribute"] == nil { set("secondAttribute", to: "width", of: index) }
            return "\(describe(index)) names itself as second item"
        case 3:
            set("firstItem", to: owner, of: index)
            set("secondItem", to: owner, of: index)
            set("secondAttribute", to: constraint["firstAttribute"] ?? "width", of: index)
            set("constant", to: "8", of: index)
            return "\(describe(index)) says x = x + 8 of view \(owner)"
        default:
            guard let controller = outline.ancestor(of: index, named: Vocabulary.controllers), let id = elements[controller]["id"] else { return nil }
            set("firstItem", to: id, of: index)
            set("secondItem", to: id, of: index)
            return "\(describe(index)) relates its controller \(id) to itself"
        }
    }

    mutating func constraintAttribute(_ name: String, values: [String]) -> String? {
        guard let index = pickElement(named: ["constraint"], where: { name != "multiplier" || $0["secondItem"] != nil }) ?? pickElement(named: ["constraint"]) else { return nil }
        let value = variant(values)
        set(name, to: value, of: index)
        return "\(name) of \(describe(index)) = \(value)"
    }

    mutating func constraintConflict() -> String? {
        guard let view = pickElement(named: Vocabulary.views, where: { !$0.isSelfClosing && $0["id"] != nil && $0.depth > 2 }) else { return nil }
        let id = elements[view]["id"]!
        let base = freshID("c")
        let c = { (n: Int) in "\(base)\(n)" }
        let constraints: String
        let change: String
        switch variant(6) {
        case 0:
            constraints = "<constraint firstAttribute=\"width\" constant=\"100\" id=\"\(c(0))\"/><constraint firstAttribute=\"width\" constant=\"200\" id=\"\(c(1))\"/>"
            change = "width = 100 and width = 200"
        case 1:
            constraints = "<constraint firstItem=\"\(id)\" firstAttribute=\"width\" secondItem=\"\(id)\" secondAttribute=\"width\" multiplier=\"2\" constant=\"10\" id=\"\(c(0))\"/>"
            change = "width = 2 × width + 10"
        case 2:
            constraints = "<constraint firstAttribute=\"width\" constant=\"-100\" id=\"\(c(0))\"/><constraint firstAttribute=\"height\" relation=\"greaterThanOrEqual\" constant=\"1e308\" id=\"\(c(1))\"/>"
            change = "width = -100 and height ≥ 1e308"
        case 3:
            constraints = (0..<200).map { "<constraint firstItem=\"\(id)\" firstAttribute=\"width\" secondItem=\"\(id)\" secondAttribute=\"height\" multiplier=\"\($0 % 2 == 0 ? "2" : "0.25")\" id=\"\(c($0))\"/>" }.joined()
            change = "200 contradicting width-to-height ratios"
        case 4:
            constraints = "<constraint firstItem=\"\(id)\" firstAttribute=\"centerX\" secondItem=\"\(id)\" secondAttribute=\"width\" multiplier=\"1e308\" id=\"\(c(0))\"/><constraint firstItem=\"\(id)\" firstAttribute=\"top\" secondItem=\"\(id)\" secondAttribute=\"bottom\" constant=\"1\" id=\"\(c(1))\"/>"
            change = "centerX = 1e308 × width and top = bottom + 1"
        default:
            constraints = "<constraint firstItem=\"\(id)\" firstAttribute=\"leading\" secondItem=\"\(id)\" secondAttribute=\"top\" id=\"\(c(0))\"/><constraint firstItem=\"\(id)\" firstAttribute=\"width\" secondItem=\"\(id)\" secondAttribute=\"centerY\" id=\"\(c(1))\"/>"
            change = "axes mixed: leading = top, width = centerY"
        }
        if let existing = outline.children(of: view).first(where: { elements[$0].name == "constraints" }) {
            appendChild(constraints, to: existing)
        } else {
            appendChild("<constraints>\(constraints)</constraints>", to: view)
        }
        return "\(change) on \(describe(view))"
    }
}
