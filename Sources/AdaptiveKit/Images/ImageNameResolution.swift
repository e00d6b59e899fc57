import Foundation

/// The loose image files of a bundle folder that answer to one name, and UIKit's file-name rules
/// for choosing among them.
///
/// A file name is `<base>[@<scale>x][~iphone|~ipad].<extension>`: the scale part comes before the
/// device part (`Button@2x~ipad.png`; `Button~ipad@2x.png` is not found). Without an extension the
/// name means PNG; a JPEG needs its extension (`"photo.jpg"`).
///
/// ## Resolution order
/// For a request with scale `s` on a device:
/// - scales are tried in the order: `s` itself, then the higher scales ascending, then the lower
///   scales descending (for `s` = 2: 2, 3, 1);
/// - at each scale, the file for the device (`~iphone` on a phone, `~ipad` on a pad) comes before
///   the generic file;
/// - a file for the other device is never chosen, and neither is any device file when the request
///   has no phone or pad idiom.
///
/// On an iPad at 2x the order is: `name@2x~ipad.png`, `name@2x.png`, `name@3x~ipad.png`,
/// `name@3x.png`, `name~ipad.png`, `name.png`.
struct LooseImageVariants: ImageVariantResolver {
    /// One file found.
    struct Variant: Equatable {
        let url: URL
        let scale: CGFloat
        /// `.phone` for `~iphone`, `.pad` for `~ipad`, `.unspecified` for a generic file.
        let device: UIUserInterfaceIdiom
    }

    let name: String
    let variants: [Variant]

    /// The scales whose files are looked for.
    static let scales: [CGFloat] = [1, 2, 3]

    /// Finds the files for `name` in the folders, earlier folders first (a file name found in an
    /// earlier folder hides the same name in later ones); `nil` when there are none.
    static func find(_ name: String, in folders: [URL]) -> LooseImageVariants? {
        let (base, fileExtension) = split(name)
        guard !base.isEmpty else { return nil }
        var found: [Variant] = []
        var seen: Set<String> = []
        for folder in folders {
            for scale in scales {
                for device in [UIUserInterfaceIdiom.unspecified, .phone, .pad] {
                    let fileName = self.fileName(base: base, scale: scale, device: device, fileExtension: fileExtension)
                    guard !seen.contains(fileName) else { continue }
                    let url = folder.appendingPathComponent(fileName)
                    var isDirectory: ObjCBool = false
                    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                        seen.insert(fileName)
                        found.append(Variant(url: url, scale: scale, device: device))
                    }
                }
            }
        }
        return found.isEmpty ? nil : LooseImageVariants(name: name, variants: found)
    }

    /// The base name and extension: `"icon"` → (`icon`, `png`); `"photo.jpg"` → (`photo`, `jpg`).
    static func split(_ name: String) -> (base: String, fileExtension: String) {
        let ext = (name as NSString).pathExtension
        let known = ["png", "jpg", "jpeg", "pdf", "svg", "heic", "gif", "tif", "tiff", "bmp"]
        if !ext.isEmpty, known.contains(ext.lowercased()) {
            return ((name as NSString).deletingPathExtension, ext)
        }
        return (name, "png")
    }

    /// `base@2x~ipad.png`.
    static func fileName(base: String, scale: CGFloat, device: UIUserInterfaceIdiom, fileExtension: String) -> String {
        let scalePart = scale == 1 ? "" : "@\(Int(scale))x"
        let devicePart = device == .phone ? "~iphone" : device == .pad ? "~ipad" : ""
        return base + scalePart + devicePart + "." + fileExtension
    }

    /// The file chosen for a completed request (the order above), or `nil`.
    func chosenVariant(for request: UITraitCollection) -> Variant? {
        let wanted = request.displayScale == 0 ? 1 : request.displayScale
        let device: UIUserInterfaceIdiom = request.userInterfaceIdiom == .phone || request.userInterfaceIdiom == .pad
            ? request.userInterfaceIdiom : .unspecified
        let candidates = variants.filter { $0.device == .unspecified || $0.device == device }
        return candidates.min { lhs, rhs in
            let left = ImageLookupTraits.scaleRank(lhs.scale, wanted: wanted)
            let right = ImageLookupTraits.scaleRank(rhs.scale, wanted: wanted)
            if left != right { return ImageLookupTraits.isBetter(left, than: right) }
            return lhs.device != .unspecified && rhs.device == .unspecified
        }
    }

    func image(for request: UITraitCollection, asset: UIImageAsset) throws(ImageError) -> UIImage {
        guard let variant = chosenVariant(for: request) else {
            let names = variants.map(\.url.lastPathComponent).joined(separator: ", ")
            throw .imageNotFound(
                name: name, searched: [variants.first?.url.deletingLastPathComponent().path ?? ""],
                notes: ["only \(names) exist, none for idiom \(request.userInterfaceIdiom)"])
        }
        let content = try ImageContent.load(contentsOfFile: variant.url.path)
        // A PDF or SVG without `@2x` / `@3x` in its name serves every scale (drawn as vectors).
        let requested = request.displayScale.isFinite && request.displayScale > 0 ? request.displayScale : 1
        let scale = content.vectorSize != nil && variant.scale == 1 ? requested : variant.scale
        let traits = UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: scale), UITraitCollection(userInterfaceIdiom: variant.device),
        ])
        return UIImage(content: content, scale: scale, traitCollection: traits, asset: asset)
    }
}

extension UIImage {
    /// The scale a file name announces: `icon@2x.png` and `icon@2x~ipad.png` → 2, `icon.png` → 1.
    static func scale(fromFileName path: String) -> CGFloat {
        var stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        for device in ["~iphone", "~ipad"] where stem.hasSuffix(device) {
            stem.removeLast(device.count)
        }
        guard let at = stem.lastIndex(of: "@"), stem.hasSuffix("x") else { return 1 }
        let digits = stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]
        guard let value = Int(digits), value > 0, value <= 16 else { return 1 }
        return CGFloat(value)
    }
}
