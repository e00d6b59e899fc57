import AdaptiveKit
import Foundation
import InterfaceBuilder

/// One scene of a document laid out in one configuration, as the layout rules see it: the frames
/// of the report, the live views and their layout engine.
@MainActor
public final class LintScene {
    /// The scene's id.
    public var id: String { laidOut.id }
    public let document: LintDocument
    public let configuration: LintConfiguration
    /// The frames solved and stored, with why a view cannot be compared.
    public var views: [IBFrameReport.View] { laidOut.views }
    /// The scene as laid out (its window is up while the rules run).
    public let laidOut: IBLaidOutScene
    /// The free frame values of each view that has any, once asked.
    private var freeAttributesByID: [String: [String]]?
    /// The views shown on the screen, found once for the rules that look at them.
    lazy var shownViews: [SceneGeometry.Placed] = SceneGeometry.shownViews(self)

    init(_ laidOut: IBLaidOutScene, document: LintDocument, configuration: LintConfiguration) {
        self.laidOut = laidOut
        self.document = document
        self.configuration = configuration
    }

    /// The live view made for an IB id.
    public func liveView(_ id: String) -> UIView? { laidOut.instantiator.view(withID: id) }

    /// The object (resolved for the configuration's size classes) the scene made for an IB id.
    public func object(_ id: String) -> IBObject? { laidOut.instantiator.document.object(withID: id) }

    /// The frame values of a view that its constraints leave free relative to its superview
    /// (`minX`, `minY`, `width`, `height`; for a scroll view also `contentWidth` and
    /// `contentHeight`, its scrollable content's), computed on the constraints alone: the canvas's holds
    /// at the stored frames are taken away while every view is asked (so a frame value only the
    /// stored frame decides is free, as Xcode sees it), then put back, so the rules after see the
    /// layout as it was.
    public func freeAttributes(of id: String) -> [String] {
        if freeAttributesByID == nil { computeFreeAttributes() }
        return freeAttributesByID?[id] ?? []
    }

    private func computeFreeAttributes() {
        var holds: [NSLayoutConstraint] = []
        // Xcode reports ties between equally hugging arranged views as ambiguity, where UIKit
        // breaks them by index: the stack views leave them to the solver while the views are asked.
        var stacks: [UIStackView] = []
        func visit(_ view: UIView) {
            holds += view.constraints.filter { $0.identifier == "IB-canvas-stored-frame" && $0.isActive }
            if let stack = view as? UIStackView, stack.breaksPriorityTiesByIndex {
                stack.breaksPriorityTiesByIndex = false
                stacks.append(stack)
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(laidOut.window)
        NSLayoutConstraint.deactivate(holds)
        var free: [String: [String]] = [:]
        laidOut.withStretchedTextMeasured {
            laidOut.window.layoutIfNeeded()
            for view in views {
                guard let live = liveView(view.id), live.window != nil, !live.translatesAutoresizingMaskIntoConstraints else { continue }
                var attributes = live.ambiguousAttributesInSuperview
                if let scrollView = live as? UIScrollView {
                    attributes += scrollView.ambiguousContentSizeAttributes.map { $0 == "width" ? "contentWidth" : "contentHeight" }
                }
                if !attributes.isEmpty { free[view.id] = attributes }
            }
        }
        freeAttributesByID = free
        NSLayoutConstraint.activate(holds)
        for stack in stacks { stack.breaksPriorityTiesByIndex = true }
        laidOut.window.layoutIfNeeded()
    }

    /// A window that changed its text size keeps the reports of the sizes before: a text size
    /// changes no constraint, so what was broken stays broken.
    public var layoutReports: [LayoutDiagnostics.Report] { laidOut.window.layoutReports }
}
