import AdaptiveKit
import Foundation
import Testing
import TestSupport

/// The device catalog against `../shared/reference/devices.json`, entry by entry.
@Suite("Device catalog")
struct DeviceCatalogTests {
    nonisolated(unsafe) static let reference: [[String: Any]] = {
        let root = (try? SharedReference.json("reference/devices.json")) as? [String: Any]
        return root?["devices"] as? [[String: Any]] ?? []
    }()

    /// Interface Builder ids the reference leaves unknown that the corpus settles: an Xcode 16
    /// document (`078_netnewswire_Main.storyboard`) saved on `retina6_3` has 402 × 874 pt root
    /// views, the iPhone 16 Pro's screen (see docs/traits-and-devices.md).
    static let identifiedFromCorpus = ["iPhone 16 Pro": "retina6_3"]

    private func number(_ value: Any?) -> Double? {
        (value as? NSNumber)?.doubleValue
    }

    @Test("every model of the reference is in the catalog, in the same order, with the same facts", .requiresSharedFolder)
    func catalogMatchesReference() throws {
        let reference = Self.reference
        try #require(reference.count == 95, "devices.json not found or changed under \(SharedReference.root.path)")
        #expect(Device.all.map(\.name) == reference.map { $0["name"] as? String ?? "" })
        for (device, entry) in zip(Device.all, reference) {
            let points = entry["portraitPoints"] as! [String: Any]
            #expect(Double(device.portraitSize.width) == number(points["width"]), "\(device)")
            #expect(Double(device.portraitSize.height) == number(points["height"]), "\(device)")
            #expect(Double(device.scale) == number(entry["scale"]), "\(device)")
            #expect(Double(device.nativeScale) == number(entry["nativeScale"]), "\(device)")
            let pixels = entry["nativePixels"] as! [String: Any]
            #expect(device.nativePixels.width == pixels["width"] as? Int, "\(device)")
            #expect(device.nativePixels.height == pixels["height"] as? Int, "\(device)")
            #expect(device.idiom.description == entry["idiom"] as? String, "\(device)")
            #expect(device.interfaceBuilderID == (entry["interfaceBuilderDeviceId"] as? String ?? Self.identifiedFromCorpus[device.name]), "\(device)")
            #expect(device.hasHomeIndicator == entry["homeIndicator"] as? Bool, "\(device)")
            let traits = entry["screenTraits"] as! [String: Any]
            #expect(device.displayGamut.description == traits["displayGamut"] as? String, "\(device)")
            #expect(device.forceTouchCapability.description == traits["forceTouchCapability"] as? String, "\(device)")
            let classes = entry["sizeClasses"] as! [String: [String: String]]
            let insets = entry["safeAreaInsets"] as! [String: [String: Any]]
            let statusBar = entry["statusBarHeight"] as! [String: Any]
            for (key, orientation) in [("portrait", UIInterfaceOrientation.portrait), ("landscape", .landscapeLeft)] {
                let sizeClasses = device.sizeClasses(for: orientation)
                #expect(sizeClasses.horizontal.description == classes[key]?["horizontal"], "\(device) \(key)")
                #expect(sizeClasses.vertical.description == classes[key]?["vertical"], "\(device) \(key)")
                let safeArea = device.safeAreaInsets(for: orientation)
                #expect(Double(safeArea.top) == number(insets[key]?["top"]), "\(device) \(key)")
                #expect(Double(safeArea.left) == number(insets[key]?["left"]), "\(device) \(key)")
                #expect(Double(safeArea.bottom) == number(insets[key]?["bottom"]), "\(device) \(key)")
                #expect(Double(safeArea.right) == number(insets[key]?["right"]), "\(device) \(key)")
                #expect(device.statusBarHeight(for: orientation).map(Double.init) == number(statusBar[key]), "\(device) \(key)")
            }
        }
    }

    @Test("the Unified Storyboards guide's size-class facts hold for every catalog device")
    func sourceDocumentFacts() throws {
        for device in Device.all {
            let portrait = device.traitCollection(for: .portrait)
            let landscape = device.traitCollection(for: .landscapeLeft)
            switch device.idiom {
            case .pad:
                // iPad: regular width and regular height in both orientations.
                #expect(portrait.horizontalSizeClass == .regular && portrait.verticalSizeClass == .regular, "\(device)")
                #expect(landscape.horizontalSizeClass == .regular && landscape.verticalSizeClass == .regular, "\(device)")
            default:
                // iPhone: compact width, regular height in portrait.
                #expect(portrait.horizontalSizeClass == .compact && portrait.verticalSizeClass == .regular, "\(device)")
                // Landscape: compact height; width regular on the Plus and Max-size phones only.
                #expect(landscape.verticalSizeClass == .compact, "\(device)")
                let largePhone = device.portraitSize.width >= 414
                #expect(landscape.horizontalSizeClass == (largePhone ? .regular : .compact), "\(device)")
            }
        }
        let plus = try Device.named("iPhone 6 Plus")
        #expect(plus.traitCollection(for: .portrait).displayScale == 3)
        #expect(plus.sizeClasses(for: .landscapeRight) == Device.SizeClasses(.regular, .compact))
        #expect(try Device.named("iPhone 6").sizeClasses(for: .landscapeLeft) == Device.SizeClasses(.compact, .compact))
    }

    @Test("screen traits carry idiom, scale, size classes, gamut and the system defaults")
    func screenTraits() throws {
        let iPhoneX = try Device.named("iPhone X")
        let traits = iPhoneX.traitCollection(for: .portrait)
        #expect(traits.userInterfaceIdiom == .phone)
        #expect(traits.displayScale == 3)
        #expect(traits.displayGamut == .P3)
        #expect(traits.forceTouchCapability == .available)
        #expect(traits.userInterfaceStyle == .light)
        #expect(traits.preferredContentSizeCategory == .large)
        #expect(traits.layoutDirection == .leftToRight)
        #expect(traits.accessibilityContrast == .normal)
        let dark = iPhoneX.traitCollection(for: .portrait, userInterfaceStyle: .dark, preferredContentSizeCategory: .extraLarge)
        #expect(dark.userInterfaceStyle == .dark)
        #expect(dark.preferredContentSizeCategory == .extraLarge)
        #expect(try Device.named("iPad 2").traitCollection(for: .portrait).displayScale == 1)
    }

    @Test("landscape swaps the points; rendered pixels are points × scale")
    func geometry() throws {
        let plus = try Device.named("iPhone 8 Plus")
        #expect(plus.size(for: .landscapeLeft) == CGSize(width: 736, height: 414))
        #expect(plus.size(for: .portraitUpsideDown) == CGSize(width: 414, height: 736))
        #expect(plus.renderedPixelSize(for: .portrait) == Device.PixelSize(width: 1242, height: 2208))
        #expect(plus.renderedPixels == Device.PixelSize(width: 1242, height: 2208))
        #expect(plus.nativePixels == Device.PixelSize(width: 1080, height: 1920))
        let iPhoneX = try Device.named("iPhone X")
        #expect(iPhoneX.safeAreaInsets(for: .portrait) == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(iPhoneX.safeAreaInsets(for: .landscapeRight) == UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    }

    @Test("Device.named finds models by name in any case and by Interface Builder id")
    func lookUp() throws {
        #expect(try Device.named("iPhone 6 Plus").name == "iPhone 6 Plus")
        #expect(try Device.named("iphone 6 plus").name == "iPhone 6 Plus")
        #expect(try Device.named("retina5_5").name == "iPhone 6 Plus")
        #expect(try Device.named("retina4_7").name == "iPhone 6")
        #expect(try Device.named("ipad12_9rounded").name == "iPad Pro (12.9-inch) (3rd generation)")
        #expect(Device.models(withInterfaceBuilderID: "retina5_5").count == 4)
        #expect(Device.phones.count + Device.pads.count == Device.all.count)
    }

    @Test("an unknown name throws an error that suggests the closest models")
    func unknownDevice() {
        #expect(throws: DeviceError.self) { try Device.named("iPhone 6 Plsu") }
        do {
            _ = try Device.named("iPhone 6 Plsu")
        } catch let DeviceError.unknownDevice(name, suggestions) {
            #expect(name == "iPhone 6 Plsu")
            #expect(suggestions.first == "iPhone 6 Plus")
            #expect(DeviceError.unknownDevice(name, suggestions: suggestions).description.contains("did you mean \"iPhone 6 Plus\""))
        } catch {
            Issue.record("unexpected error \(error)")
        }
        do {
            _ = try Device.named("Nokia 3310")
        } catch let error as DeviceError {
            #expect(error.description.hasPrefix("unknown device \"Nokia 3310\""))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}
