import AdaptiveKit
import Foundation

/// A scene just laid out by ``IBSceneLayout/report(for:device:orientation:sceneID:options:rules:environment:inspector:)``,
/// as a tool sees it before its window is taken down: the live views and their layout engine,
/// for questions a frame report does not answer (which frame values the constraints leave free,
/// which constraints conflicted).
@MainActor
public struct IBLaidOutScene {
    /// The scene's id (a storyboard scene id, or a xib top-level object's id).
    public var id: String
    /// The controller or top-level view the scene was made from.
    public var object: IBObject
    /// The frames collected for the report.
    public var views: [IBFrameReport.View]
    /// The window the scene was laid out in (still showing it).
    public var window: UIWindow
    /// What was made, by IB id (``IBInstantiator/view(withID:)``, ``IBInstantiator/constraints``).
    public var instantiator: IBInstantiator
    /// The canvas rules a controller's scene was laid out with; `nil` for a top-level view, for
    /// which ``viewsOfUnlaidCells`` is empty.
    var canvasRules: CanvasRuleSet?

    /// The views Xcode's canvas reports ambiguous because it does not lay out the table cells they
    /// are in (a static or prototype cell that starts below the table's visible height, in a
    /// document of Xcode 14 or later), by id, each with its cell's id; empty when the layout ran
    /// without ``CanvasRule/unlaidCells``, and for a top-level view. Found each time it is asked
    /// (from the document's stored frames), so a caller asks once per scene.
    public var viewsOfUnlaidCells: [String: String] {
        canvasRules.map { IBSceneLayout.viewsOfUnlaidCells(instantiator, rules: $0) } ?? [:]
    }
}

/// What a layout runs under besides the device and orientation: an iPad multitasking window's
/// width, the text size, the appearance. The default is the device's full screen, its default
/// text size and light appearance.
public struct IBLayoutEnvironment: Hashable, Sendable {
    /// The window's width (iPad Slide Over and Split View), `nil` for the full screen; the
    /// horizontal size class follows it (``Device/horizontalSizeClass(forPadWindowWidth:)``).
    public var windowWidth: CGFloat?
    /// The preferred text size (Dynamic Type), `nil` for the default.
    public var contentSizeCategory: UIContentSizeCategory?
    /// Light or dark, `nil` for the default.
    public var userInterfaceStyle: UIUserInterfaceStyle?

    public init(windowWidth: CGFloat? = nil, contentSizeCategory: UIContentSizeCategory? = nil, userInterfaceStyle: UIUserInterfaceStyle? = nil) {
        self.windowWidth = windowWidth
        self.contentSizeCategory = contentSizeCategory
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// Puts a new window (before its controllers are shown) into this environment.
    @MainActor
    func apply(to window: UIWindow) {
        if let userInterfaceStyle { window.setUserInterfaceStyle(userInterfaceStyle) }
        if let contentSizeCategory { window.setPreferredContentSizeCategory(contentSizeCategory) }
        applyWindowWidth(to: window)
    }

    /// Moves a window that a scene was laid out in to another device's screen in this
    /// environment, in one transition: its multitasking width and its text size (which the caller
    /// may have changed since, as `lint` does for its further text sizes) arrive with the screen,
    /// rather than in a transition and a layout each. The appearance is the window's already.
    @MainActor
    func move(_ window: UIWindow, to device: Device, orientation: UIInterfaceOrientation) {
        window.move(to: device, orientation: orientation, windowWidth: windowWidth, preferredContentSizeCategory: contentSizeCategory)
    }

    /// Narrows a full-screen window to the multitasking width, if there is one.
    @MainActor
    func applyWindowWidth(to window: UIWindow) {
        if let windowWidth, windowWidth < window.bounds.width {
            window.resize(to: CGSize(width: windowWidth, height: window.bounds.height))
        }
    }
}

extension IBSceneLayout {
    /// What one report hands each scene's layout: the environment and the inspector to call.
    @MainActor
    struct SceneContext {
        var environment = IBLayoutEnvironment()
        var inspector: ((IBLaidOutScene) -> Void)?
        var sceneID = ""

        func `for`(sceneID: String) -> SceneContext {
            var context = self
            context.sceneID = sceneID
            return context
        }

        func inspect(_ scene: IBLaidOutScene) {
            inspector?(scene)
        }
    }
}

extension IBLaidOutScene {
    /// Whether `view` is asked at its measured size where that is clearly shorter than its
    /// stored one (``withStretchedTextMeasured(_:)``): a text field wherever it is (the view
    /// constraints stretch most often outside stacks, a field between a label and the margin),
    /// and an arranged single-line label or button with text, or an empty label, in a stack that
    /// does not distribute proportionally to those sizes.
    @MainActor
    static func isMeasuredWhenStretched(_ view: UIView) -> Bool {
        if view is UITextField { return true }
        guard let stack = view.superview as? UIStackView, stack.distribution != .fillProportionally,
              stack.arrangedSubviews.contains(where: { $0 === view }) else { return false }
        if let label = view as? UILabel {
            // An empty label has no text to measure: it is 0 × 0, as in UIKit, whatever its
            // number of lines.
            return label.numberOfLines == 1 || (label.text ?? "").isEmpty
        }
        if let button = view as? UIButton { return !(button.title(for: .normal) ?? "").isEmpty }
        return false
    }

    /// Runs `body` with the labels, buttons and text fields that the document stores stretched
    /// reporting the size of their text instead of the stored one, then puts the stored sizes back.
    ///
    /// On the document's canvas a view with text reports the size Xcode stored as its intrinsic
    /// size (``IBInstantiator/Options/intrinsicSizesFromDocument``), which is right for text Xcode
    /// measured with Apple's fonts, but a view that a stack view or a constraint of higher priority
    /// stretched is stored at the stretched size: asked which values are free, such views would
    /// have no room to share. An arranged single-line label or button with text, or an empty label
    /// (0 × 0, as in UIKit), in a stack that does not distribute proportionally to those sizes,
    /// and a text field wherever it is, whose measured size is clearly shorter than its stored
    /// frame along an axis (by 4 pt and a sixth of the length, more than the fonts differ by)
    /// reports the measured length there while `body` runs. A text field stretched between a
    /// label and the margin, in a document stored in whole points before Xcode 8, otherwise
    /// makes a row want a point more than it has, and the point's compression a tie with the
    /// label (Apple's Auto Layout Cookbook, "Simple Label and Text Field": Xcode flagged
    /// nothing).
    @MainActor
    public func withStretchedTextMeasured<T>(_ body: () -> T) -> T {
        var changed: [(any DocumentSized, CGSize)] = []
        for placement in instantiator.placements.values.sorted(by: { $0.object.id < $1.object.id }) {
            guard let sized = placement.view as? any DocumentSized, let stored = sized.documentSize, !sized.isHidden,
                  Self.isMeasuredWhenStretched(sized) else { continue }
            sized.documentSize = nil
            let measured = sized.intrinsicContentSize
            sized.documentSize = stored
            func length(_ measured: CGFloat, _ stored: CGFloat) -> CGFloat {
                measured >= 0 && measured < stored - max(4, stored / 6) ? measured : stored
            }
            let size = CGSize(width: length(measured.width, stored.width), height: length(measured.height, stored.height))
            guard size != stored else { continue }
            sized.documentSize = size
            sized.invalidateIntrinsicContentSize()
            changed.append((sized, stored))
        }
        defer {
            for (sized, stored) in changed {
                sized.documentSize = stored
                sized.invalidateIntrinsicContentSize()
            }
        }
        return body()
    }
}
