import AdaptiveKit
import Foundation

/// Collecting the laid-out frames of a scene into ``IBFrameReport`` views.
extension IBSceneLayout {
    static func collect(
        _ object: IBObject, instantiator: IBInstantiator, canvas: CanvasSession, placedIDs: Set<String>, excludedAbove: String?, depth: Int,
        layoutExcludedAbove: String? = nil, isCellContentView: Bool = false, into views: inout [IBFrameReport.View]
    ) {
        guard object.kind.isView else { return }
        let live = instantiator.view(withID: object.id)
        var exclusion: String?
        if let excludedAbove { exclusion = excludedAbove.hasPrefix("in ") ? excludedAbove : "inside a \(excludedAbove) view" }
        if object.isMisplaced { exclusion = "misplaced" }
        if object.isAmbiguous { exclusion = "ambiguous" }
        let writtenByHand = isWrittenByHand(object.id) && canvas.applies(.writtenByHand)
        if writtenByHand { exclusion = "written by hand" }
        // The same reasons without Xcode's saved verdicts (`storyboard lint` computes those): the
        // reasons that come from the view's place, kept apart so that a saved flag never hides one.
        var layoutExclusion = writtenByHand ? "written by hand" : layoutExcludedAbove
        var placement: String?
        if placedIDs.contains(object.id) || object.kind == .tableViewCell || object.kind == .collectionViewCell
            || object.kind == .collectionReusableView || object.kind == .tableViewCellContentView
            || object.kind == .collectionViewCellContentView || isCellContentView {
            placement = "placed"
        }
        if object.key == "navigationBar" || object.key == "toolbar" || object.key == "tabBar" { placement = placement ?? "container bar" }
        if object.frame == nil { placement = placement ?? "no stored frame" }
        let inHierarchy = live.map { $0.window != nil } ?? false
        if !inHierarchy { placement = placement ?? (live == nil ? "not made" : "uninstalled") }
        if let live, live.window != nil, object.key == nil || object.key == "view" || object.key == "contentView",
           live.superview == nil, !placedIDs.contains(object.id) {
            placement = placement ?? "not in the hierarchy"
        }
        exclusion = exclusion ?? placement
        layoutExclusion = layoutExclusion ?? placement
        var solved = inHierarchy ? live?.frame : nil
        // A view laid out by constraints is placed by its alignment rectangle; one that keeps its
        // frame through its autoresizing mask is placed by its frame.
        if let frame = solved, let outset = live as? any CanvasAlignmentOutset, (live as? any DocumentSized)?.documentSize != nil,
           !outset.translatesAutoresizingMaskIntoConstraints {
            let insets = outset.canvasAlignmentInsets
            solved = CGRect(x: frame.minX - insets.left, y: frame.minY - insets.top,
                            width: frame.width + insets.left + insets.right, height: frame.height + insets.top + insets.bottom)
        }
        // A content view written `<view key="contentView">` often has no id: nothing to report
        // for it, but its subviews are.
        if !object.id.isEmpty { views.append(IBFrameReport.View(
            id: object.id, className: object.className, frame: solved,
            storedFrame: object.frame.map(IBValueConversions.rect), exclusion: exclusion, layoutExclusion: layoutExclusion, depth: depth)) }
        var passDown = object.isMisplaced ? "misplaced" : object.isAmbiguous ? "ambiguous" : writtenByHand ? "in a view written by hand" : excludedAbove
        var layoutPassDown = writtenByHand ? "in a view written by hand" : layoutExcludedAbove
        if object.kind == .tableViewCell, passDown == nil || layoutPassDown == nil,
           isLaidOutForAnotherWidth(object, instantiator: instantiator, canvas: canvas) {
            passDown = passDown ?? "in a cell laid out for another width"
            layoutPassDown = layoutPassDown ?? "in a cell laid out for another width"
        }
        for child in object.children where child.kind.isView {
            // A visual effect view's content view (`<view key="contentView">`) holds its subviews.
            if object.kind == .visualEffectView, child.key == "contentView" {
                collect(child, instantiator: instantiator, canvas: canvas, placedIDs: placedIDs, excludedAbove: passDown, depth: depth + 1, layoutExcludedAbove: layoutPassDown, into: &views)
            } else if object.isCellContentView(child) || child.kind == .tableViewCell
                || child.kind == .collectionViewCell || child.kind == .collectionReusableView
                || child.key == "tableHeaderView" || child.key == "tableFooterView" {
                collect(child, instantiator: instantiator, canvas: canvas, placedIDs: placedIDs, excludedAbove: passDown, depth: depth + 1, layoutExcludedAbove: layoutPassDown,
                        isCellContentView: object.isCellContentView(child), into: &views)
            }
        }
        for section in object.children where section.kind == .tableViewSection {
            for cell in section.children where cell.kind == .tableViewCell {
                collect(cell, instantiator: instantiator, canvas: canvas, placedIDs: placedIDs, excludedAbove: passDown, depth: depth + 1, layoutExcludedAbove: layoutPassDown, into: &views)
            }
        }
        for subview in object.subviews {
            collect(subview, instantiator: instantiator, canvas: canvas, placedIDs: placedIDs, excludedAbove: passDown, depth: depth + 1, layoutExcludedAbove: layoutPassDown, into: &views)
        }
    }
}
