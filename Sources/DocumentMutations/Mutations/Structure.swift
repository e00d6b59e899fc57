import Foundation

/// Mutations of the element tree: duplicated, multiplied, deeply nested, renamed, misplaced and
/// removed elements.
extension MutationContext {
    mutating func duplicateElement() -> String? {
        let kinds: [Set<String>] = [["scene"], Vocabulary.views, ["constraint"], ["segue", "outlet", "action"], ["rect"], ["variation"], ["resources", "image", "namedColor"], Vocabulary.controllers, ["subviews", "constraints", "connections"]]
        guard let index = pickElement(named: variant(kinds), where: { $0.depth > 0 }) ?? pickElement(where: { $0.depth > 1 }) else { return nil }
        let element = elements[index]
        insert(text(element.range), at: element.end)
        return "\(describe(index)) duplicated"
    }

    mutating func manySiblings() -> String? {
        let count = variant([10_000, 30_000, 100_000])
        let kinds: [Set<String>] = [["constraint"], ["label", "view", "button", "imageView"], ["segue", "outlet"], ["include", "exclude"], ["color", "image"], ["userDefinedRuntimeAttribute"], ["scene"]]
        let wanted = random.pick(kinds)
        guard let index = pickElement(named: wanted, where: { $0.depth > 1 && $0.end - $0.start < 600 })
            ?? pickElement(named: ["constraint", "label", "rect", "color", "segue"], where: { $0.depth > 1 && $0.end - $0.start < 600 }) else { return nil }
        let element = elements[index]
        let original = text(element.range)
        let uniqueIDs = random.chance(1, in: 2)
        var copies = ""
        copies.reserveCapacity((original.utf8.count + 8) * count)
        for n in 0..<count {
            copies += uniqueIDs ? original.replacingOccurrences(of: " id=\"", with: " id=\"m\(n)-") : original
        }
        insert(copies, at: element.end)
        return "\(describe(index)) repeated \(count) times\(uniqueIDs ? " with new ids" : ", ids and all")"
    }

    mutating func deepNesting() -> String? {
        let levels = variant([500, 1_000, 2_000, 5_000])
        switch random.int(below: 3) {
        case 0:
            // Views inside views, as Xcode would write them.
            guard let index = pickElement(named: ["subviews"]) else { return nil }
            var opening = "", closing = ""
            for n in 0..<levels {
                opening += "<view contentMode=\"scaleToFill\" id=\"nest-\(n)\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"100\" height=\"100\"/><subviews>"
                closing += "</subviews></view>"
            }
            insert(opening + closing, at: elements[index].startTagEnd)
            return "\(levels) nested views in \(describe(index))"
        case 1:
            guard let index = pickElement(where: { !$0.isSelfClosing && $0.depth > 0 }) else { return nil }
            insert(String(repeating: "<nested>", count: levels) + String(repeating: "</nested>", count: levels), at: elements[index].startTagEnd)
            return "\(levels) nested unknown elements in \(describe(index))"
        default:
            guard let index = pickElement(named: Vocabulary.views, where: { $0.depth > 1 }) else { return nil }
            let element = elements[index]
            insert(String(repeating: "<subviews><view contentMode=\"scaleToFill\">", count: levels), at: element.start)
            insert(String(repeating: "</view></subviews>", count: levels), at: element.end)
            return "\(describe(index)) wrapped in \(levels) levels of views without ids"
        }
    }

    mutating func elementKindSwap() -> String? {
        let viewNames = ["tableView", "stackView", "scrollView", "collectionView", "label", "imageView", "button", "textView", "tableViewCell", "navigationBar", "somethingUnknown", "view"]
        let controllerNames = ["navigationController", "tabBarController", "splitViewController", "pageViewController", "tableViewController", "collectionViewController", "viewControllerPlaceholder", "viewController"]
        let swapsController = variant(2) == 1
        guard let index = pickElement(named: swapsController ? Vocabulary.controllers : Vocabulary.views) else { return nil }
        let element = elements[index]
        let newName = random.pick((swapsController ? controllerNames : viewNames).filter { $0 != element.name })
        replace((element.start + 1)..<(element.start + 1 + element.name.utf8.count), with: newName)
        if !element.isSelfClosing, element.endTagStart < element.end {
            replace((element.endTagStart + 2)..<(element.endTagStart + 2 + element.name.utf8.count), with: newName)
        }
        return "\(describe(index)) renamed <\(newName)>"
    }

    mutating func misplacedElement() -> String? {
        switch variant(9) {
        case 0:
            guard let scene = pickElement(named: ["scene"]), let subviews = pickElement(named: ["subviews"]) else { return nil }
            insert(text(elements[scene].range), at: elements[subviews].startTagEnd)
            return "\(describe(scene)) copied into \(describe(subviews))"
        case 1:
            guard let constraint = pickElement(named: ["constraint"]), let root = outline.indices(named: ["document"]).first else { return nil }
            insert(text(elements[constraint].range), at: elements[root].endTagStart)
            return "\(describe(constraint)) copied into <document>"
        case 2:
            guard let view = pickElement(named: Vocabulary.views, where: { !$0.isSelfClosing }) else { return nil }
            prependChild("<rect key=\"frame\" x=\"1\" y=\"2\" width=\"3\" height=\"4\"/>", to: view)
            return "a second frame in \(describe(view))"
        case 3:
            guard let leaf = pickElement(named: ["label", "button", "imageView", "switch", "slider", "textField"]), let other = pickElement(named: Vocabulary.views, where: { $0.depth > 2 }) else { return nil }
            appendChild("<subviews>\(text(elements[other].range))</subviews>", to: leaf)
            return "\(describe(other)) copied into the subviews of \(describe(leaf))"
        case 4:
            guard let objects = pickElement(named: ["objects"]) else { return nil }
            insert("<objects>\(text(elements[objects].contentRange))</objects>", at: elements[objects].startTagEnd)
            return "<objects> copied into \(describe(objects))"
        case 5:
            guard let scenes = pickElement(named: ["scenes", "objects"]) else { return nil }
            insert(text(0..<source.count).replacingFirst("<?xml version=\"1.0\" encoding=\"UTF-8\"?>", with: ""), at: elements[scenes].startTagEnd)
            return "the whole document copied into \(describe(scenes))"
        case 6:
            guard let root = pickElement(where: { $0["key"] == "view" }), let subviews = pickElement(named: ["subviews"]) else { return nil }
            insert(text(elements[root].range), at: elements[subviews].startTagEnd)
            return "the root view \(describe(root)) copied into \(describe(subviews))"
        case 7:
            guard let controller = pickElement(named: Vocabulary.controllers), let subviews = pickElement(named: ["subviews"]) else { return nil }
            insert(text(elements[controller].range), at: elements[subviews].startTagEnd)
            return "\(describe(controller)) copied into \(describe(subviews))"
        default:
            guard let constraints = pickElement(named: ["constraints", "connections"]), let target = pickElement(named: ["rect", "color", "fontDescription", "scene", "segue"]) else { return nil }
            appendChild(text(elements[constraints].range), to: target)
            return "\(describe(constraints)) copied into \(describe(target))"
        }
    }

    mutating func removeElement() -> String? {
        let kinds: [Set<String>] = [["subviews"], ["objects"], ["scene"], ["constraints"], ["rect"], ["resources"], ["connections"], ["layoutGuides", "viewLayoutGuide"], ["navigationItem"], ["device"], ["scenes"], ["placeholder"], ["fontDescription"], ["color"], ["segue"]]
        let wanted = variant(kinds)
        let index: Int?
        if wanted == ["rect"] || wanted == ["subviews"] {
            index = pickElement(where: { $0["key"] == "view" }).flatMap { view in outline.children(of: view).first { wanted.contains(elements[$0].name) } }
                ?? pickElement(named: wanted)
        } else {
            index = pickElement(named: wanted) ?? pickElement(named: ["view"], where: { $0.depth > 2 })
        }
        guard let index else { return nil }
        replace(elements[index].range, with: "")
        return "\(describe(index)) removed"
    }
}
