import Foundation

/// Mutations of variations, colours, images, resources, runtime attributes and the document's
/// header.
extension MutationContext {
    mutating func variationNonsense() -> String? {
        guard let view = pickElement(named: Vocabulary.views, where: { !$0.isSelfClosing && $0["id"] != nil }) else { return nil }
        let id = elements[view]["id"]!
        let rootID = pickElement(where: { $0["key"] == "view" }).flatMap { elements[$0]["id"] } ?? id
        switch variant(8) {
        case 0:
            appendChild("<variation key=\"widthClass=huge\"><mask key=\"constraints\"><include reference=\"missing-id\"/></mask></variation>", to: view)
            return "a variation for widthClass=huge including a missing id in \(describe(view))"
        case 1:
            appendChild("<variation key=\"default\"><mask key=\"subviews\"><exclude reference=\"\(rootID)\"/></mask></variation><variation key=\"heightClass=compact\"><mask key=\"subviews\"><include reference=\"\(rootID)\"/></mask></variation>", to: view)
            return "the root view \(rootID) excluded from and included in the subviews of \(describe(view))"
        case 2:
            guard let variation = pickElement(named: ["variation"]) else { return nil }
            let key = random.pick(["heightClass=compact-widthClass=compact-heightClass=regular", "", "widthClass=", "=", "widthClass=compact-", "heightClass=regular-widthClass=regular-horizontalOnly=YES"])
            set("key", to: key, of: variation)
            return "key of \(describe(variation)) = \"\(key)\""
        case 3:
            appendChild("<variation key=\"heightClass=compact\"><mask key=\"subviews\"><include reference=\"\(id)\"/></mask><mask key=\"constraints\"><include reference=\"\(id)\"/></mask></variation>", to: view)
            return "\(describe(view)) includes itself among its subviews and constraints"
        case 4:
            appendChild("<variation key=\"heightClass=compact\"><variation key=\"widthClass=compact\"><rect key=\"frame\" x=\"nan\" y=\"0\" width=\"-1\" height=\"1e308\"/></variation></variation>", to: view)
            return "a variation inside a variation with a degenerate frame in \(describe(view))"
        case 5:
            appendChild("<variation key=\"widthClass=compact\"><mask key=\"bogus\"><exclude reference=\"\(id)\"/></mask><mask/><include reference=\"\(id)\"/></variation>", to: view)
            return "masks with unknown and missing keys in \(describe(view))"
        case 6:
            // An include of a constraint from another scene.
            let scenes = outline.indices(named: ["scene"])
            guard let here = outline.ancestor(of: view, named: ["scene"]),
                  let foreign = outline.indices(named: ["constraint"]).first(where: { c in outline.ancestor(of: c, named: ["scene"]) != here && scenes.count > 1 }),
                  let foreignID = elements[foreign]["id"] else { return nil }
            appendChild("<variation key=\"heightClass=compact\"><mask key=\"constraints\"><include reference=\"\(foreignID)\"/></mask></variation>", to: view)
            return "\(describe(view)) includes the constraint \(foreignID) of another scene"
        default:
            guard let reference = pickElement(named: ["include", "exclude"]) else { return nil }
            let mask = elements[reference].parent!
            appendChild("<exclude reference=\"\(elements[reference]["reference"] ?? "")\"/><include reference=\"\(elements[reference]["reference"] ?? "")\"/>", to: mask)
            return "\(describe(reference)) also included and excluded again"
        }
    }

    mutating func invalidColor() -> String? {
        guard let color = pickElement(named: ["color"]) else { return nil }
        let element = elements[color]
        let options: [(String, String)] = [("red", "2"), ("red", "-1"), ("green", "nan"), ("alpha", "1e308"), ("colorSpace", "bogus"),
                                           ("customColorSpace", "bogus"), ("systemColor", "noSuchColor"), ("white", "nan"),
                                           ("name", "missingNamedColor"), ("cocoaTouchSystemColor", "bogus"), ("", "")]
        let (name, value) = variant(options)
        if name.isEmpty {
            let keep = element["key"].map { " key=\"\($0)\"" } ?? ""
            replace(element.start..<(element.isSelfClosing ? element.end : element.startTagEnd), with: "<color\(keep)\(element.isSelfClosing ? "/>" : ">")")
            return "\(describe(color)) emptied of components"
        }
        set(name, to: value, of: color)
        return "\(name) of \(describe(color)) = \(value)"
    }

    mutating func imagePathTraversal() -> String? {
        let value = variant([
            "../../../../../../../../etc/passwd", "/dev/zero", "/dev/urandom", "/proc/self/mem", "/proc/self/fd/0",
            "../../../../../../../../dev/zero.png", "/", "", "..", String(repeating: "a", count: 10_000),
            "%2e%2e/%2e%2e/etc/passwd", "file:///dev/zero", "/proc/self/cwd/../../../../dev/zero", "/dev/zero.pdf",
        ])
        let attributes: Set<String> = ["image", "backgroundImage", "highlightedImage", "selectedImage", "landscapeImage", "largeContentSizeImage"]
        if let (index, attribute) = pickAttribute(where: { _, a in attributes.contains(a.name) }) {
            replace(attribute.valueRange, with: value)
            // The resource declaring the old name, renamed too, so that its size stays known.
            for resource in outline.indices(named: ["image"]) where elements[resource]["name"] == attribute.value {
                set("name", to: value, of: resource)
            }
            return "\(attribute.name) of \(describe(index)) = \"\(value.prefix(40))\""
        }
        guard let subviews = pickElement(named: ["subviews"]) else { return nil }
        prependChild("<imageView userInteractionEnabled=\"NO\" contentMode=\"scaleToFill\" image=\"\(value)\" id=\"\(freshID("img"))\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"100\" height=\"100\"/></imageView>", to: subviews)
        return "an image view of \"\(value.prefix(40))\" in \(describe(subviews))"
    }

    mutating func resourceNonsense() -> String? {
        let options: [(String, String)] = [
            ("an image resource of 1e308 × nan", "<image name=\"mut-huge\" width=\"1e308\" height=\"nan\"/>"),
            ("a self-referencing named colour", "<namedColor name=\"mutLoop\"><color name=\"mutLoop\"/></namedColor>"),
            ("two named colours referring to each other", "<namedColor name=\"mutA\"><color name=\"mutB\"/></namedColor><namedColor name=\"mutB\"><color name=\"mutA\"/></namedColor>"),
            ("an unknown system colour resource", "<systemColor name=\"noSuchSystemColor\"><color red=\"nan\" green=\"2\" blue=\"-1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"bogus\"/></systemColor>"),
            ("an image resource of negative size", "<image name=\"mut-negative\" width=\"-10\" height=\"-1e308\"/>"),
            ("10,000 image resources", (0..<10_000).map { "<image name=\"mut-\($0)\" width=\"16\" height=\"16\"/>" }.joined()),
        ]
        let (change, resources) = variant(options)
        var target = ""
        // Images and colours that use the new resources.
        if change.contains("image"), let (index, attribute) = pickAttribute(where: { _, a in a.name == "image" }) {
            replace(attribute.valueRange, with: change.contains("negative") ? "mut-negative" : "mut-huge")
            target = ", used by \(describe(index))"
        } else if change.contains("colour"), let color = pickElement(named: ["color"]) {
            replace(elements[color].range, with: "<color\(elements[color]["key"].map { " key=\"\($0)\"" } ?? "") name=\"\(change.contains("each other") ? "mutA" : change.contains("unknown") ? "noSuchSystemColor" : "mutLoop")\"/>")
            target = ", used by \(describe(color))"
        }
        if let existing = outline.indices(named: ["resources"]).first {
            appendChild(resources, to: existing)
        } else if let root = outline.indices(named: ["document"]).first {
            appendChild("<resources>\(resources)</resources>", to: root)
        } else {
            return nil
        }
        return change + target
    }

    mutating func runtimeAttributes() -> String? {
        guard let view = pickElement(named: Vocabulary.views, where: { !$0.isSelfClosing }) else { return nil }
        let options: [(String, String)] = [
            ("layer.cornerRadius = nan", "<userDefinedRuntimeAttribute type=\"number\" keyPath=\"layer.cornerRadius\"><real key=\"value\" value=\"nan\"/></userDefinedRuntimeAttribute>"),
            ("layer.borderWidth = -1e308", "<userDefinedRuntimeAttribute type=\"number\" keyPath=\"layer.borderWidth\"><real key=\"value\" value=\"-1e308\"/></userDefinedRuntimeAttribute>"),
            ("a rect without fields", "<userDefinedRuntimeAttribute type=\"rect\" keyPath=\"frame\"><rect key=\"value\"/></userDefinedRuntimeAttribute>"),
            ("an unknown type", "<userDefinedRuntimeAttribute type=\"bogus\" keyPath=\"alpha\" value=\"nan\"/>"),
            ("an empty key path", "<userDefinedRuntimeAttribute type=\"boolean\" keyPath=\"\" value=\"YES\"/>"),
            ("a key path of 200 components", "<userDefinedRuntimeAttribute type=\"string\" keyPath=\"\(Array(repeating: "layer", count: 200).joined(separator: "."))\" value=\"x\"/>"),
            ("a colour without components", "<userDefinedRuntimeAttribute type=\"color\" keyPath=\"layer.borderColor\"/>"),
            ("an image of /dev/zero", "<userDefinedRuntimeAttribute type=\"image\" keyPath=\"image\" value=\"/dev/zero\"/>"),
            ("a size of nan × 1e308", "<userDefinedRuntimeAttribute type=\"size\" keyPath=\"layer.shadowOffset\"><size key=\"value\" width=\"nan\" height=\"1e308\"/></userDefinedRuntimeAttribute>"),
            ("alpha, frame and bounds of 1e308", "<userDefinedRuntimeAttribute type=\"number\" keyPath=\"alpha\"><real key=\"value\" value=\"1e308\"/></userDefinedRuntimeAttribute><userDefinedRuntimeAttribute type=\"rect\" keyPath=\"bounds\"><rect key=\"value\" x=\"0\" y=\"0\" width=\"1e308\" height=\"1e308\"/></userDefinedRuntimeAttribute>"),
            ("layer.shadowRadius and layer.borderWidth of 1e6", "<userDefinedRuntimeAttribute type=\"number\" keyPath=\"layer.shadowRadius\"><real key=\"value\" value=\"1000000\"/></userDefinedRuntimeAttribute><userDefinedRuntimeAttribute type=\"number\" keyPath=\"layer.borderWidth\"><real key=\"value\" value=\"1000000\"/></userDefinedRuntimeAttribute>"),
        ]
        let (change, attribute) = variant(options)
        if let existing = outline.children(of: view).first(where: { elements[$0].name == "userDefinedRuntimeAttributes" }) {
            appendChild(attribute, to: existing)
        } else {
            appendChild("<userDefinedRuntimeAttributes>\(attribute)</userDefinedRuntimeAttributes>", to: view)
        }
        return "\(change) on \(describe(view))"
    }

    mutating func documentHeader() -> String? {
        guard let root = outline.indices(named: ["document"]).first else { return nil }
        let options: [(String, String)] = [
            ("type", isStoryboard ? "com.apple.InterfaceBuilder3.CocoaTouch.XIB" : "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"),
            ("type", "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB"), ("type", "bogus"),
            ("version", "1.0"), ("version", "99"), ("toolsVersion", "1e308"), ("toolsVersion", "abc"),
            ("targetRuntime", "MacOSX.Cocoa"), ("targetRuntime", "AppleTV"), ("targetRuntime", "bogus"),
            ("useAutolayout", "maybe"), ("launchScreen", "YES"), ("useTraitCollections", "NO"),
            ("device", "bogus"), ("device", "removed"), ("orientation", "upsideDown"), ("appearance", "purple"),
            ("capability", "1e308"),
        ]
        let (name, value) = variant(options)
        switch name {
        case "device", "orientation", "appearance":
            guard let device = pickElement(named: ["device"]) else { return nil }
            if value == "removed" {
                replace(elements[device].range, with: "")
            } else {
                set(name == "device" ? "id" : name, to: value, of: device)
            }
            return "\(name) of \(describe(device)) = \(value)"
        case "capability":
            guard let dependencies = pickElement(named: ["dependencies"]) else { return nil }
            appendChild("<capability name=\"Safe area layout guides\" minToolsVersion=\"\(value)\"/><plugIn identifier=\"com.apple.InterfaceBuilder.IBCocoaTouchPlugin\" version=\"nan\"/>", to: dependencies)
            return "a capability of minimum tools version 1e308 and a plug-in of version nan"
        default:
            set(name, to: value, of: root)
            return "\(name) of the document = \(value)"
        }
    }
}
