@testable import AdaptiveKit
import Foundation
import Testing

/// `SystemVersion`: the forms it is written in, what each version has, which versions each
/// catalog model ran, and a model's screen as an older iOS shows it.
@Suite("Versions of iOS")
struct SystemVersionTests {
    @Test("reads major versions, major.minor, an iOS prefix and latest")
    func parsing() throws {
        #expect(try SystemVersion(parsing: "7") == SystemVersion(7))
        #expect(try SystemVersion(parsing: "10") == SystemVersion(10))
        #expect(try SystemVersion(parsing: "13.0") == SystemVersion(13))
        #expect(try SystemVersion(parsing: "13.4") == SystemVersion(13, 4))
        #expect(try SystemVersion(parsing: "12.1.4") == SystemVersion(12, 1))
        #expect(try SystemVersion(parsing: "iOS 13") == SystemVersion(13))
        #expect(try SystemVersion(parsing: "ios26") == SystemVersion(26))
        #expect(try SystemVersion(parsing: "latest") == .latest)
        #expect(SystemVersion(13, 4).description == "iOS 13.4")
        #expect(SystemVersion(13, 4).operatingSystemVersion.majorVersion == 13)
    }

    @Test("refuses what is not a version, and versions no preview is made for, listing the valid forms")
    func refusals() {
        for text in ["", "ten", "13.x", "13.", "-1", "1e3", "7.0.0.0"] {
            #expect(throws: SystemVersionError.invalid(text)) { try SystemVersion(parsing: text) }
        }
        for text in ["6", "19", "25", "27", "100"] {
            #expect(throws: SystemVersionError.unsupported(text)) { try SystemVersion(parsing: text) }
        }
        #expect(SystemVersionError.unsupported("19").description.contains("there was no iOS 19 to 25"))
        #expect(SystemVersionError.invalid("ten").description.contains("\"13.4\""))
    }

    @Test("size classes from iOS 8, safe areas from iOS 11, dark mode from iOS 13")
    func features() {
        #expect(!SystemVersion(7).hasSizeClasses && SystemVersion(8).hasSizeClasses)
        #expect(!SystemVersion(10).hasSafeAreaInsets && SystemVersion(11).hasSafeAreaInsets)
        #expect(!SystemVersion(12).hasDarkMode && SystemVersion(13).hasDarkMode)
        #expect(SystemVersion(12, 4) < SystemVersion(13))
    }

    @Test("every catalog model has the versions it ran, agreeing with its year and the reference's notes")
    func versionsOfEveryModel() throws {
        for device in Device.all {
            #expect(Device.systemVersionTable[device.name] != nil, "\(device.name) has no entry")
            let first = device.systemVersions.lowerBound
            // Shipped with that autumn's iOS, or (released in the spring) the year before's.
            let autumn = Device.estimatedFirstMajor(year: device.year)
            let spring = autumn == 26 ? 18 : autumn - 1
            #expect(first == autumn || first == spring, "\(device.name) (\(device.year)) shipped with iOS \(first)")
        }
        // The reference's "Last iOS" notes.
        #expect(try Device.named("iPhone 4s").systemVersions == 5...9)
        #expect(try Device.named("iPhone 5").systemVersions.upperBound == 10)
        #expect(try Device.named("iPad 2").systemVersions.upperBound == 9)
        #expect(try Device.named("iPhone 15").systemVersions == 17...26)
    }

    @Test("a model that never ran a version gets a warning naming the versions it ran")
    func warnings() throws {
        let x = try Device.named("iPhone X")
        #expect(x.systemVersionWarning(SystemVersion(11)) == nil)
        #expect(x.systemVersionWarning(SystemVersion(10)) == "the iPhone X never ran iOS 10 (it ran iOS 11 to 16): drawn as iOS 10 would draw it on its screen")
        #expect(try Device.named("iPhone 15").systemVersionWarning(SystemVersion(7))?.contains("it ran iOS 17 and later") == true)
        #expect(try Device.named("iPhone 4s").systemVersionWarning(SystemVersion(7)) == nil)
    }

    @Test("a screen as iOS 7–10 shows it: a 20-pt status bar, no notch or home indicator; no size classes on iOS 7")
    func screensOfOlderVersions() throws {
        let x = try Device.named("iPhone X")
        #expect(x.running(SystemVersion(11)) == x)
        #expect(x.running(.latest) == x)
        let ten = x.running(SystemVersion(10))
        #expect(ten.safeAreaInsets(for: .portrait) == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(ten.safeAreaInsets(for: .landscapeLeft) == .zero)
        #expect(ten.statusBarHeight(for: .portrait) == 20)
        #expect(!ten.hasHomeIndicator)
        #expect(ten.sizeClasses(for: .portrait) == x.sizeClasses(for: .portrait))
        let seven = try Device.named("iPhone 5s").running(SystemVersion(7))
        #expect(seven.sizeClasses(for: .portrait) == Device.SizeClasses(.unspecified, .unspecified))
        #expect(seven.safeAreaInsets(for: .landscapeLeft).top == 20)
        #expect(seven.traitCollection(for: .portrait).horizontalSizeClass == .unspecified)
        let pad = try Device.named("iPad Pro (11-inch) (1st generation)").running(SystemVersion(10))
        #expect(pad.safeAreaInsets(for: .landscapeLeft) == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }
}
