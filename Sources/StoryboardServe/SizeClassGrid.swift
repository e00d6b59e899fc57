import Foundation
import OpenStoryboard

/// Interface Builder's 3×3 size-class grid ("Vary for Traits"): the nine keys a variation can be
/// made for, `wAny hAny` (the base values every configuration inherits) to `wR hR`, each with the
/// configurations it affects. A cell affects a configuration when its key matches the
/// configuration's size classes, Any matching every class: `wC hAny` affects an iPhone in
/// portrait (wC hR) and in landscape (wC hC), not an iPad (wR hR). The configurations are every
/// catalog device in both orientations, and every iPad's Slide Over and Split View windows.
/// `GET /api/sizeclasses` answers it.
public struct SizeClassGrid: Encodable, Sendable {
    /// One configuration a cell affects.
    public struct Configuration: Encodable, Sendable, Equatable {
        public var device: String
        /// `portrait` or `landscape`.
        public var orientation: String
        /// The multitasking window (`slideOver`, `oneThird`, `half`, `twoThirds`), absent for the full screen.
        public var layout: String?
        /// The window's width in points (the screen's for the full screen).
        public var width: Double
        /// The configuration's size classes, `wC hR`.
        public var sizeClass: String
    }

    /// One of the nine cells.
    public struct Cell: Encodable, Sendable {
        /// The variation key, as Interface Builder writes it: `wC hR`, `wAny hAny`.
        public var key: String
        /// `any`, `compact` or `regular`.
        public var width: String
        public var height: String
        /// The configurations whose size classes the key matches.
        public var configurations: [Configuration]
        /// The catalog devices among them, in catalog order.
        public var devices: [String]
    }

    /// The nine cells, height outside and width inside, each Any, compact, regular: `wAny hAny`,
    /// `wC hAny`, `wR hAny`, `wAny hC`, … `wR hR`.
    public var cells: [Cell]

    /// The grid over the catalog (computed once: the catalog does not change).
    public static let catalog = SizeClassGrid(devices: Device.all)

    /// The grid over `devices`.
    public init(devices: [Device]) {
        let configurations = Self.configurations(of: devices)
        cells = IBSizeClassCell.all.map { cell in
            let affected = configurations.filter { cell.matches(horizontal: $0.classes.horizontal, vertical: $0.classes.vertical) }.map(\.configuration)
            var devices: [String] = []
            for configuration in affected where !devices.contains(configuration.device) {
                devices.append(configuration.device)
            }
            return Cell(key: cell.description, width: Self.word(cell.width), height: Self.word(cell.height), configurations: affected, devices: devices)
        }
    }

    /// The cell of `key` (`wC hR`).
    public func cell(_ key: String) -> Cell? {
        cells.first { $0.key == key }
    }

    /// Every device in both orientations, full screen, then each iPad's multitasking windows.
    static func configurations(of devices: [Device]) -> [(configuration: Configuration, classes: Device.SizeClasses)] {
        devices.flatMap { device in
            [UIInterfaceOrientation.portrait, .landscapeLeft].flatMap { orientation in
                let name = orientation.isLandscape ? "landscape" : "portrait"
                let fullScreen = device.sizeClasses(for: orientation)
                var all = [(Configuration(device: device.name, orientation: name, layout: nil,
                                          width: Double(device.size(for: orientation).width), sizeClass: fullScreen.description), fullScreen)]
                if device.idiom == .pad {
                    for window in device.multitaskingWindows(for: orientation) where window.layout != .fullScreen {
                        all.append((Configuration(device: device.name, orientation: name, layout: window.layout.rawValue,
                                                  width: Double(window.size.width), sizeClass: window.sizeClasses.description), window.sizeClasses))
                    }
                }
                return all
            }
        }
    }

    private static func word(_ sizeClass: UIUserInterfaceSizeClass) -> String {
        switch sizeClass {
        case .compact: "compact"
        case .regular: "regular"
        case .unspecified: "any"
        }
    }
}
