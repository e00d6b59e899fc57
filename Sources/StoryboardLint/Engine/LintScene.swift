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

    /// The frames the document stores, by view id, found once.
    private lazy var storedFrames: [String: CGRect] = Dictionary(
        views.compactMap { view in view.storedFrame.map { (view.id, $0) } }, uniquingKeysWith: { first, _ in first })

    /// The frame the document stores for a view (in its superview), as resolved for the
    /// configuration's size classes.
    public func storedFrame(of id: String) -> CGRect? { storedFrames[id] }

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
        // Xcode's canvas keeps sizes at zero or more: a size that only a negative value could
        // move is decided (`343_element`: a view whose `height == 0` at priority 250 ties, over
        // negative heights, with its superview's own `height == 0` at 250). UIKit's engine has no
        // such bound, so the probe adds one, below required, for each view laid out by constraints.
        var nonNegative: [NSLayoutConstraint] = []
        func visit(_ view: UIView) {
            holds += view.constraints.filter { $0.identifier == "IB-canvas-stored-frame" && $0.isActive }
            if !view.translatesAutoresizingMaskIntoConstraints {
                for bound in [view.widthAnchor.constraint(greaterThanOrEqualToConstant: 0),
                              view.heightAnchor.constraint(greaterThanOrEqualToConstant: 0)] {
                    bound.priority = UILayoutPriority(rawValue: 999)
                    bound.identifier = "lint-probe-size-at-least-zero"
                    nonNegative.append(bound)
                }
            }
            if let stack = view as? UIStackView, stack.breaksPriorityTiesByIndex {
                stack.breaksPriorityTiesByIndex = false
                stacks.append(stack)
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(laidOut.window)
        NSLayoutConstraint.deactivate(holds)
        NSLayoutConstraint.activate(nonNegative)
        var free: [String: [String]] = [:]
        laidOut.withStretchedTextMeasured {
            laidOut.window.layoutIfNeeded()
            for view in views {
                guard let live = liveView(view.id), live.window != nil else { continue }
                guard !live.translatesAutoresizingMaskIntoConstraints else {
                    // A scroll view placed by its frame still has content its constraints may not
                    // size: Xcode asks a xib's top-level scroll view (175_ibdecodable, saved
                    // ambiguous), never a view the document lays out by its autoresizing mask
                    // (`fixedFrame`: none of the corpus's 1,091 is saved ambiguous).
                    if let scrollView = live as? UIScrollView, object(view.id)?.attribute("fixedFrame") != "YES" {
                        let content = scrollView.ambiguousContentSizeAttributes
                        if !content.isEmpty { free[view.id] = content.map { $0 == "width" ? "contentWidth" : "contentHeight" } }
                    }
                    continue
                }
                var attributes = live.ambiguousAttributesInSuperview
                if let scrollView = live as? UIScrollView {
                    attributes += scrollView.ambiguousContentSizeAttributes.map { $0 == "width" ? "contentWidth" : "contentHeight" }
                    if attributes.isEmpty, contentPlacedByFramesOnly(scrollView, object(view.id)) {
                        attributes = ["contentWidth", "contentHeight"]
                    }
                }
                if !attributes.isEmpty { free[view.id] = attributes }
            }
        }
        freeAttributesByID = free
        NSLayoutConstraint.deactivate(nonNegative)
        NSLayoutConstraint.activate(holds)
        for stack in stacks { stack.breaksPriorityTiesByIndex = true }
        laidOut.window.layoutIfNeeded()
    }

    /// Whether a scroll view laid out by constraints has content but no constraint could size
    /// it: subviews, every one placed by its frame (`fixedFrame`, autoresizing), and no content
    /// layout guide in the document (the scroll view of Xcode 8 and before, whose content is sized
    /// by constraints between its subviews and its edges). Xcode finds such a scroll view's
    /// scrollable content size ambiguous in both dimensions (`121_habitica_Main`, Xcode 15, saved
    /// ambiguous), as Apple's Auto Layout Guide says ("Working with Scroll Views": the content's
    /// constraints must define the content size); an empty one has no content to size (none of the
    /// corpus's 14 empty scroll views without a content guide is saved ambiguous, where all 4 with
    /// one are, which `UIScrollView.ambiguousContentSizeAttributes` finds).
    func contentPlacedByFramesOnly(_ scrollView: UIScrollView, _ object: IBObject?) -> Bool {
        guard !scrollView.sizesItsOwnContent,
              let object, !object.layoutGuides.contains(where: { $0.kind == .content }) else { return false }
        return !scrollView.subviews.isEmpty && scrollView.subviews.allSatisfy(\.translatesAutoresizingMaskIntoConstraints)
    }

    /// The table cells whose content does not fit them, by the id of their content view, with the
    /// reason. Two kinds, both saved ambiguous by Xcode's canvas before Xcode 14:
    ///
    /// - a view inside (laid out by constraints) that the solver squeezed below zero height or
    ///   width, only its compression resistance giving way. Xcode's canvas keeps sizes at zero or
    ///   more, finds the content view's height in conflict with its cell's, and saves the content
    ///   view ambiguous: four cells of `331_esri_Animate3DGraphic` (Xcode 12, a slider and labels
    ///   60 pt tall at the least in 44 pt rows), none of the cells around them whose content fits;
    /// - required constraints of the content that conflict with the cell's height (the content
    ///   view's autoresizing height, in one unsatisfiable set with a constraint of the content
    ///   view's own): `491_synthone_Presets` (Xcode 10.1: a 22 pt label between the margins of a
    ///   43.5 pt content view), and outside the corpus Stepik's certificate cell (Xcode 13.2:
    ///   90 + 31 + 31 pt of fixed heights and gaps in 196), two cells of Gnosis Safe (Xcode 10.1
    ///   and 10.2: a 40 pt image 15 pt from the top and bottom of a 75 pt or 69.5 pt content view)
    ///   and two of Santander's Bizum (Xcode 12 and 12.5: a 58 or 66 pt view pinned above an 8 pt
    ///   gap in 71). A conflict that goes through a stack view's arrangement (`UISV-` constraints)
    ///   does not count: the three such cells of the corpus (cwa 369, inaturalist 525 and 528, Xcode
    ///   12.5 to 13.4: images of 32 to 50 pt in stacks taller than their cells) are saved without
    ///   the flag.
    public var cellsWhoseContentDoesNotFit: [String: String] {
        if let cellsWhoseContentDoesNotFitByID { return cellsWhoseContentDoesNotFitByID }
        var result: [String: String] = [:]
        // Xcode 15 lays such content out with the squeezed views at zero and flags nothing
        // (habitica 121: two cells); the canvas's handling of cells changed in Xcode 14
        // (``IBLaidOutScene/viewsOfUnlaidCells``), the change taken to be there.
        guard IBToolsVersion.of(document.document) < IBToolsVersion.xcode14 else {
            cellsWhoseContentDoesNotFitByID = result
            return result
        }
        for view in views {
            guard let content = liveView(view.id), let cell = content.superview as? UITableViewCell,
                  cell.contentView === content, content.window != nil else { continue }
            var squeezed: String?
            func visit(_ subview: UIView) {
                guard squeezed == nil, !subview.isHidden else { return }
                if !subview.translatesAutoresizingMaskIntoConstraints, subview.hasNegativeSolvedSize {
                    squeezed = documentID(of: subview) ?? ""
                    return
                }
                for child in subview.subviews { visit(child) }
            }
            for subview in content.subviews { visit(subview) }
            if let squeezed {
                result[view.id] = "\(squeezed.isEmpty ? "a view" : squeezed) would be less than nothing tall or wide"
            } else if conflictsWithCellHeight(contentID: view.id) {
                result[view.id] = "its required constraints conflict with the cell's height"
            }
        }
        cellsWhoseContentDoesNotFitByID = result
        return result
    }

    private var cellsWhoseContentDoesNotFitByID: [String: String]?

    /// Whether an unsatisfiable set of the scene's layout holds the content view's autoresizing
    /// height (its cell's) and a constraint of the content view's own naming it or one of its
    /// layout guides, and no stack view arrangement constraint, and the conflict is still there
    /// once the cell has its final height (``cellsWhoseContentDoesNotFit``).
    private func conflictsWithCellHeight(contentID: String) -> Bool {
        guard let content = object(contentID) else { return false }
        // The content view or one of its layout guides (its safe area: Stepik's cell).
        let edges = Set([contentID] + content.layoutGuides.map(\.id))
        let own = Set(content.constraints.filter { edges.contains($0.firstItem) || $0.secondItem.map(edges.contains) == true }.map(\.id))
        guard !own.isEmpty, let live = liveView(contentID) else { return false }
        // Still in conflict once the cell has its final height: a conflict met while the cell was
        // being sized (its content view taller for a moment) is not the document's.
        let broken = live.documentIDsOfConstraintsBrokenByConflict
        guard !broken.isEmpty else { return false }
        return layoutReports.contains { report in
            report.kind == .unsatisfiable
                && report.constraints.contains { $0.contains("NSAutoresizingMaskLayoutConstraint") && $0.contains(".height ==") }
                && !report.constraintIdentities.contains { $0.identifier?.hasPrefix("UISV-") ?? false }
                && report.constraintIdentities.contains { $0.documentID.map(own.contains) ?? false }
                && report.constraintIdentities.contains { $0.documentID.map(broken.contains) ?? false }
        }
    }

    /// Whether a view is inside a cell whose content does not fit it
    /// (``cellsWhoseContentDoesNotFit``).
    public func isInsideCellWhoseContentDoesNotFit(_ id: String) -> Bool {
        guard !cellsWhoseContentDoesNotFit.isEmpty, var ancestor = liveView(id)?.superview else { return false }
        while true {
            if let ancestorID = documentID(of: ancestor), cellsWhoseContentDoesNotFit[ancestorID] != nil { return true }
            guard let next = ancestor.superview else { return false }
            ancestor = next
        }
    }

    /// The IB id of a live view the scene made from the document.
    func documentID(of view: UIView) -> String? {
        if madeViews == nil {
            var made = IBMadeViews()
            made.record(laidOut.instantiator)
            madeViews = made
        }
        return madeViews?.id(of: view)
    }

    private var madeViews: IBMadeViews?

    /// A window that changed its text size keeps the reports of the sizes before: a text size
    /// changes no constraint, so what was broken stays broken.
    public var layoutReports: [LayoutDiagnostics.Report] { laidOut.window.layoutReports }
}
