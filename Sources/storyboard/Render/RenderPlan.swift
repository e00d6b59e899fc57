import ArgumentParser
import Foundation
import OpenStoryboard

/// The appearance choices of `render`.
enum AppearanceOption: String, ExpressibleByArgument, CaseIterable {
    case light, dark, both

    var styles: [UIUserInterfaceStyle] {
        switch self {
        case .light: [.light]
        case .dark: [.dark]
        case .both: [.light, .dark]
        }
    }
}

/// The orientation choices of `render` (both by default).
enum OrientationsOption: String, ExpressibleByArgument, CaseIterable {
    case portrait, landscape, both

    var orientations: [UIInterfaceOrientation] {
        switch self {
        case .portrait: [.portrait]
        case .landscape: [.landscapeLeft]
        case .both: [.portrait, .landscapeLeft]
        }
    }
}

extension RenderFormat: ExpressibleByArgument {}

/// Which devices a `--device` value names: a model or Interface Builder id, or a group.
enum DeviceSelection {
    /// The groups `--device` accepts besides model names.
    static let groups = ["screens", "all", "phones", "pads"]

    /// The devices of one or more `--device` values, in catalog order without repeats. No value
    /// means `screens`: one model of each distinct screen (size, scale, safe area, status bar,
    /// home indicator), the newest, as Xcode's device bar offers them.
    static func resolve(_ values: [String]) throws -> [Device] {
        var chosen: [Device] = []
        for value in values.isEmpty ? ["screens"] : values {
            switch value.lowercased() {
            case "all": chosen += Device.all
            case "phones": chosen += Device.all.filter { $0.idiom == .phone }
            case "pads": chosen += Device.all.filter { $0.idiom == .pad }
            case "screens": chosen += distinctScreens(Device.all)
            default: chosen.append(try resolveDevice(value))
            }
        }
        var seen: Set<String> = []
        return chosen.filter { seen.insert($0.name).inserted }
    }

    /// The newest model of each distinct screen, in catalog order.
    static func distinctScreens(_ devices: [Device]) -> [Device] {
        var newest: [ScreenKey: Device] = [:]
        for device in devices { newest[ScreenKey(device)] = device }
        let kept = Set(newest.values.map(\.name))
        return devices.filter { kept.contains($0.name) }
    }
}

/// Everything about a device that changes a rendering: two devices with the same key draw the
/// same picture, so `render` draws it once and copies it.
struct ScreenKey: Hashable {
    var idiom: Int
    var size: [Double]
    var scale: Double
    var insets: [Double]
    var statusBar: [Double]
    var homeIndicator: Bool
    var sizeClasses: String
    var gamut: String

    init(_ device: Device) {
        idiom = device.idiom.rawValue
        size = [Double(device.portraitSize.width), Double(device.portraitSize.height)]
        scale = Double(device.scale)
        insets = [UIInterfaceOrientation.portrait, .landscapeLeft].flatMap { orientation -> [Double] in
            let inset = device.safeAreaInsets(for: orientation)
            return [inset.top, inset.left, inset.bottom, inset.right].map { Double($0) }
        }
        statusBar = [UIInterfaceOrientation.portrait, .landscapeLeft].map { Double(device.statusBarHeight(for: $0) ?? -1) }
        homeIndicator = device.hasHomeIndicator
        sizeClasses = "\(device.sizeClasses(for: .portrait)) \(device.sizeClasses(for: .landscapeLeft))"
        gamut = device.displayGamut.description
    }
}

/// One picture `render` writes: a scene of a document on a device, orientation, appearance and
/// text size.
struct RenderJob {
    var documentIndex: Int
    var sceneID: String
    var device: Device
    var orientation: UIInterfaceOrientation
    var style: UIUserInterfaceStyle
    /// The Dynamic Type size (`--content-size`); `nil` for the default.
    var contentSize: UIContentSizeCategory? = nil
    /// The version of iOS (`--os`); `nil` for the default, the latest.
    var systemVersion: SystemVersion? = nil
    /// The path of the picture, relative to the output folder.
    var relativePath: String
    /// The job whose picture this one copies (same scene on an identical screen), if any.
    var copies: Int?

    var orientationName: String { orientation.isLandscape ? "landscape" : "portrait" }
    var appearanceName: String { style == .dark ? "dark" : "light" }
    /// The `--content-size` name of the job's text size (`accessibilityLarge`); `nil` for the default.
    var contentSizeName: String? { contentSize.map(ContentSizeSelection.name) }
    /// The size classes the picture is laid out for (`wC hR`; `wAny hAny` before iOS 8).
    var sizeClasses: Device.SizeClasses { device.running(systemVersion ?? .latest).sizeClasses(for: orientation) }
}

/// A document to render, read and checked before anything is drawn.
struct RenderDocument {
    var path: String
    var document: IBDocument
    var sceneIDs: [String]
    /// The folder of pictures inside the output folder (unique per document).
    var folder: String
    /// The named fonts the document uses.
    var fonts: DocumentFonts
    /// The first position of each text the document gives a label, button, or text field
    /// (`text`, a state's `title`, `placeholder`, `<string key="text">`).
    var textPositions: [String: SourcePosition]

    init(path: String, document: IBDocument, sceneIDs: [String], folder: String) {
        self.path = path
        self.document = document
        self.sceneIDs = sceneIDs
        self.folder = folder
        fonts = DocumentFonts(document: document)
        var positions: [String: SourcePosition] = [:]
        document.xml.root?.forEachElement { element in
            guard let position = element.position else { return }
            for key in ["text", "title", "placeholder"] {
                if let value = element[key], positions[value] == nil { positions[value] = position }
            }
            if element.name == "string", element.key == "text", positions[element.text] == nil { positions[element.text] = position }
        }
        textPositions = positions
    }
}

/// Every job of a `render` run, in contact-sheet order (document, scene, device, orientation,
/// appearance). The plan is a pure function of the command's arguments, so worker processes
/// rebuild the same one and take their share by index.
struct RenderPlan {
    var documents: [RenderDocument]
    var jobs: [RenderJob]
    var format: RenderFormat
    /// The version of iOS every picture is drawn as (`--os`); `nil`: the latest, and pictures
    /// named without it.
    var systemVersion: SystemVersion?

    /// The jobs that draw (the others copy one of these).
    var drawingJobs: [Int] { jobs.indices.filter { jobs[$0].copies == nil } }

    init(documents: [RenderDocument], devices: [Device], orientations: [UIInterfaceOrientation], styles: [UIUserInterfaceStyle],
         contentSizes: [UIContentSizeCategory?] = [nil], systemVersion: SystemVersion? = nil, format: RenderFormat,
         copiesIdenticalScreens: Bool = true) {
        self.documents = documents
        self.format = format
        self.systemVersion = systemVersion
        var jobs: [RenderJob] = []
        for (documentIndex, document) in documents.enumerated() {
            for sceneID in document.sceneIDs {
                var drawn: [Identity: Int] = [:]
                for device in devices {
                    // The screen as the version of iOS shows it: under iOS 10 an iPhone X's is an
                    // iPhone XS's, both without their notch.
                    let key = ScreenKey(device.running(systemVersion ?? .latest))
                    for orientation in orientations {
                        for style in styles {
                            for contentSize in contentSizes.isEmpty ? [nil] : contentSizes {
                                let orientationName = orientation.isLandscape ? "landscape" : "portrait"
                                let appearance = style == .dark ? "dark" : "light"
                                // A text size given names its pictures: `…_light_accessibilityLarge.png`.
                                let size = contentSize.map { "_" + ContentSizeSelection.name(of: $0) } ?? ""
                                // So does a version of iOS: `…_light_ios10.png`.
                                let os = systemVersion.map { "_ios\($0.major)" + ($0.minor == 0 ? "" : ".\($0.minor)") } ?? ""
                                let name = "\(Self.slug(sceneID))_\(Self.slug(device.name))_\(orientationName)_\(appearance)\(size)\(os).\(format.rawValue)"
                                let identity = Identity(screen: key, orientation: orientationName, appearance: appearance, contentSize: size)
                                let copies = copiesIdenticalScreens ? drawn[identity].flatMap { jobs[$0].device.name != device.name ? $0 : nil } : nil
                                if copies == nil { drawn[identity] = jobs.count }
                                jobs.append(RenderJob(
                                    documentIndex: documentIndex, sceneID: sceneID, device: device, orientation: orientation, style: style,
                                    contentSize: contentSize, systemVersion: systemVersion, relativePath: "\(document.folder)/\(name)", copies: copies))
                            }
                        }
                    }
                }
            }
        }
        self.jobs = jobs
    }

    private struct Identity: Hashable {
        var screen: ScreenKey
        var orientation: String
        var appearance: String
        var contentSize: String
    }

    /// A file-name-safe form: letters, digits, `-` and `.`; anything else becomes `-`.
    ///
    /// At most ``maximumSlugLength`` characters: a longer one (an id no Xcode writes, from a
    /// damaged document) is cut and ends with a hash of the whole text, so that the picture's
    /// name fits a file name (255 bytes) and two long ids that share their start stay apart.
    static func slug(_ text: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-.")
        var result = ""
        for character in text {
            let kept: Character = allowed.contains(character) ? character : "-"
            if kept == "-", result.last == "-" { continue }
            result.append(kept)
        }
        result = result.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        guard result.count > maximumSlugLength else { return result }
        // FNV-1a over the text's bytes: the same name on every run and machine.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return String(result.prefix(maximumSlugLength - 17)) + "-" + String(hash, radix: 16).leftPadded(to: 16)
    }

    /// The longest slug (see ``slug(_:)``).
    static let maximumSlugLength = 80
}

private extension String {
    func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}

extension RenderPlan {
    /// Part `shard` (0-based) of `count`: the drawing jobs whose position among them is `shard`
    /// modulo `count`, with the jobs that copy them, so a copy and its drawing stay together.
    func shard(_ shard: Int, of count: Int) -> RenderPlan {
        let kept = Set(drawingJobs.enumerated().filter { $0.offset % count == shard }.map(\.element))
        var part = self
        var newIndex: [Int: Int] = [:]
        part.jobs = []
        for (index, job) in jobs.enumerated() where kept.contains(job.copies ?? index) {
            var job = job
            job.copies = job.copies.map { newIndex[$0]! }
            newIndex[index] = part.jobs.count
            part.jobs.append(job)
        }
        return part
    }
}
