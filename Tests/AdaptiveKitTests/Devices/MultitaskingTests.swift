import AdaptiveKit
import Foundation
import Testing
import TestSupport

@Suite("iPad multitasking")
struct MultitaskingTests {
    private static let layoutNames: [String: MultitaskingLayout] = [
        "1/3": .oneThird, "1/3 (also Slide Over)": .oneThird, "1/2": .half, "2/3": .twoThirds, "full": .fullScreen,
    ]

    @Test("every measured Split View window of the reference is reproduced, size and size classes", .requiresSharedFolder)
    func measuredWindows() throws {
        let root = try #require(try SharedReference.json("reference/devices.json") as? [String: Any])
        let splits = try #require((root["multitasking"] as? [String: Any])?["splits"] as? [[String: Any]])
        #expect(splits.count == 5)
        for split in splits {
            let label = split["device"] as! String
            // The label ends with "(WxH)": the portrait points of the screens it covers.
            let sizeText = label.split(separator: "(").last!.dropLast()
            let parts = sizeText.split(separator: "x").map { Double($0)! }
            let devices = Device.pads.filter { Double($0.portraitSize.width) == parts[0] && Double($0.portraitSize.height) == parts[1] && $0.supportsSplitView }
            try #require(!devices.isEmpty, "no Split View iPad for \(label)")
            for device in devices {
                for (key, orientation) in [("landscape", UIInterfaceOrientation.landscapeLeft), ("portrait", .portrait)] {
                    for window in split[key] as! [[String: Any]] {
                        let layout = try #require(Self.layoutNames[window["split"] as! String])
                        let ours = try #require(device.multitaskingWindow(layout, orientation: orientation), "\(device) \(layout)")
                        #expect(Double(ours.size.width) == (window["width"] as! NSNumber).doubleValue, "\(device) \(key) \(layout)")
                        #expect(Double(ours.size.height) == (window["height"] as! NSNumber).doubleValue, "\(device) \(key) \(layout)")
                        #expect(ours.sizeClasses.horizontal.description == window["horizontal"] as? String, "\(device) \(key) \(layout)")
                        #expect(ours.sizeClasses.vertical.description == window["vertical"] as? String, "\(device) \(key) \(layout)")
                        #expect(ours.isMeasured)
                    }
                }
            }
        }
    }

    @Test("Slide Over is as wide as the narrow pane; there is no 1/2 split in portrait")
    func slideOverAndPortrait() throws {
        let air2 = try Device.named("iPad Air 2")
        #expect(air2.multitaskingWindow(.slideOver, orientation: .landscapeLeft)?.size == CGSize(width: 320, height: 768))
        #expect(air2.multitaskingWindow(.half, orientation: .portrait) == nil)
        #expect(air2.multitaskingWindows(for: .portrait).map(\.layout) == [.fullScreen, .slideOver, .oneThird, .twoThirds])
        #expect(air2.multitaskingWindows(for: .landscapeLeft).map(\.layout) == [.fullScreen, .slideOver, .oneThird, .half, .twoThirds])
    }

    @Test("unmeasured iPads follow the rule and say so")
    func derivedWindows() throws {
        let pro13 = try Device.named("iPad Pro 13-inch (M4)")
        let half = try #require(pro13.multitaskingWindow(.half, orientation: .landscapeLeft))
        #expect(half.size == CGSize(width: 683, height: 1032))
        #expect(half.sizeClasses == Device.SizeClasses(.regular, .regular))
        #expect(!half.isMeasured)
        let portraitTwoThirds = try #require(pro13.multitaskingWindow(.twoThirds, orientation: .portrait))
        #expect(portraitTwoThirds.size.width == 647)
        #expect(portraitTwoThirds.sizeClasses.horizontal == .compact)
    }

    @Test("older iPads offer no Split View; phones no multitasking at all")
    func availability() throws {
        #expect(try Device.named("iPad 2").multitaskingWindows(for: .landscapeLeft).map(\.layout) == [.fullScreen])
        #expect(try Device.named("iPad mini 2").multitaskingWindows(for: .landscapeLeft).map(\.layout) == [.fullScreen, .slideOver])
        #expect(try Device.named("iPad Air").supportsSlideOver)
        #expect(try !Device.named("iPad mini 3").supportsSplitView)
        #expect(try Device.named("iPad mini 4").supportsSplitView)
        #expect(try Device.named("iPhone 6 Plus").multitaskingWindows(for: .landscapeLeft).map(\.layout) == [.fullScreen])
    }

    @Test("the width rule: regular from 678 pt")
    func widthRule() {
        #expect(Device.horizontalSizeClass(forPadWindowWidth: 639) == .compact)
        #expect(Device.horizontalSizeClass(forPadWindowWidth: 677) == .compact)
        #expect(Device.horizontalSizeClass(forPadWindowWidth: 678) == .regular)
        #expect(Device.horizontalSizeClass(forPadWindowWidth: 1024) == .regular)
    }
}
