import AdaptiveKit
import Foundation

/// The solved frames of a document's scenes on one device, next to the frames Xcode stored
/// (what `storyboard frames` prints and the corpus fidelity test measures).
public struct IBFrameReport: Sendable {
    /// One view of a scene.
    public struct View: Sendable {
        /// The IB id.
        public var id: String
        /// The class made (`UILabel`; the custom class name when one was registered or written).
        public var className: String
        /// The solved frame in the superview's coordinates; `nil` when the view is not in the
        /// hierarchy (uninstalled for these size classes).
        public var frame: CGRect?
        /// The frame Xcode stored (superview-relative).
        public var storedFrame: CGRect?
        /// Why the view is left out of the fidelity comparison (`misplaced`, `ambiguous`, inside a
        /// misplaced or ambiguous view, `placed` for a scene root or cell placed at its stored
        /// frame, `uninstalled`, `no stored frame`); `nil` when it is compared.
        public var exclusion: String?
        /// Why the view's stored frame cannot be compared with a layout, leaving out Xcode's saved
        /// verdicts (`misplaced`, `ambiguous`): what `storyboard lint` skips, as it computes
        /// those verdicts itself; `nil` when the view's frame is Xcode's layout of it.
        public var layoutExclusion: String? = nil
        /// Depth below the scene root (for indentation).
        public var depth: Int

        /// Whether the solved frame is within `tolerance` of the stored one on every edge and size.
        public func matches(tolerance: CGFloat = 0.5) -> Bool {
            guard let frame, let storedFrame else { return false }
            return abs(frame.minX - storedFrame.minX) <= tolerance && abs(frame.minY - storedFrame.minY) <= tolerance
                && abs(frame.width - storedFrame.width) <= tolerance && abs(frame.height - storedFrame.height) <= tolerance
        }
    }

    /// One scene (a storyboard scene, or a top-level view of a xib).
    public struct Scene: Sendable {
        public var id: String
        public var views: [View]
        /// The canvas rules that applied to the scene's layout, in the order they first did.
        public var rules: [CanvasRule] = []
    }

    public var documentPath: String
    /// The device laid out on.
    public var deviceName: String
    /// `portrait` or `landscape`.
    public var orientation: String
    public var scenes: [Scene]
    /// Instantiation diagnostics (unknown classes, unsupported kinds) and notes (device chosen).
    public var diagnostics: [Diagnostic]

    /// The compared views and how many of them match.
    public func matchCount(tolerance: CGFloat = 0.5) -> (matched: Int, compared: Int) {
        var matched = 0, compared = 0
        for scene in scenes {
            for view in scene.views where view.exclusion == nil {
                compared += 1
                if view.matches(tolerance: tolerance) { matched += 1 }
            }
        }
        return (matched, compared)
    }
}
