import AdaptiveKit
import Foundation

/// Sizes of Xcode's canvas a scene is drawn on.
extension IBSceneLayout {
    /// A controller's simulated freeform size (`<size key="freeformSize">`, the inspector's
    /// "Simulated Size: Freeform").
    static func freeformSize(of controller: IBObject) -> CGSize? {
        guard let element = controller.simulatedMetrics.first(where: { $0.name == "size" && $0.key == "freeformSize" }),
              let width = element["width"].flatMap(Double.init), let height = element["height"].flatMap(Double.init) else { return nil }
        return CGSize(width: width, height: height)
    }

    /// Whether a xib's top-level view takes the screen of whatever device it is shown on, as
    /// Xcode's View As resizes it: a plain or scroll view whose Simulated Size is Inferred (no
    /// `freeformSimulatedSizeMetrics`) and whose stored frame is the canvas's screen. Every
    /// such view without freeform metrics is stored at its canvas's screen size (47 in the
    /// corpus, 11 in 40 xibs of other apps), and none of the freeform ones is (46 and 9); cells,
    /// reusable views and stack views keep their own sizes.
    static func fillsScreen(_ object: IBObject, in document: IBDocument) -> Bool {
        guard object.kind == .view || object.kind == .scrollView,
              !object.simulatedMetrics.contains(where: { $0.name == "freeformSimulatedSizeMetrics" || ($0.name == "size" && $0.key == "freeformSize") }),
              let frame = object.frame, let canvas = canvasSize(of: document) else { return false }
        return abs(CGFloat(frame.width) - canvas.width) < 0.5 && abs(CGFloat(frame.height) - canvas.height) < 0.5
    }

    /// The size of the document's canvas device in the document's orientation.
    static func canvasSize(of document: IBDocument) -> CGSize? {
        guard let id = document.device?.id, let device = Device.models(withInterfaceBuilderID: id).first else { return nil }
        return device.size(for: document.device?.orientation == "landscape" ? .landscapeLeft : .portrait)
    }

    /// Whether a root is as wide as the canvas and shorter than it by exactly the status and
    /// navigation bars (64 pt), the tab bar (49 pt) or both (113 pt): Xcode laid it out between
    /// those bars (opaque, as UIKit lays out a root under opaque bars), so its safe area has none
    /// of them. xlpager 566, rocketchat 384, ibanimatable 505 (Xcode 10), packt10 556 (Xcode 8:
    /// 375×603 and 375×554 navigation roots whose collection and table views pinned to the top
    /// layout guide are stored at y = 0).
    static func isLaidOutBetweenBars(_ root: CGRect, canvasSize: CGSize) -> Bool {
        let shortening = canvasSize.height - root.height
        return root.minX == 0 && root.minY == 0 && abs(root.width - canvasSize.width) < 0.5
            && [49, 64, 113].contains(where: { abs(shortening - $0) < 0.5 })
    }
}
