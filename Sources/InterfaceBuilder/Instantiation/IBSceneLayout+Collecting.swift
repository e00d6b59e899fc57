import AdaptiveKit
import Foundation

/// Collecting the laid-out frames of a scene into ``IBFrameReport`` views.
extension IBSceneLayout {
    static func collect(
        _ object: IBObject, instantiator: IBInstantiator, canvas: CanvasSession, placedIDs: Set<String>, excludedAbove: String?, depth: Int,
        into views: inout [IBFrameReport.View]
    ) {
        guard object.kind.isView else { return }
        let live = instantiator.view(withID: object.id)
        var exclusion: String?
        if let excludedAbove { exclusion = excludedAbove.hasPrefix("in ") ? excludedAbove : "inside a \(excludedAbove) view" }
        if object.isMisplaced { exclusion = "misplaced" }
        if object.isAmbiguous { exclusion = "ambiguous" }
        let writtenByHand = isWrittenByHand(object.id) && canvas.applies(.writtenByHand)
        if writtenByHand { exclusion = "written by hand" }
        if placedIDs.contains(object.id) || object.kind == .tableViewCell || object.kind == .collectionViewCell
            || object.kind == .collectionReusableView || object.kind == .tableViewCellContentView
            || object.kind == .collectionViewCellContentView { exclusion = exclusion ?? "placed" }
        if object.key == "navigationBar" || object.key == "toolbar" || object.key == "tabBar" { exclusion = exclusion ?? "container bar" }
        if object.frame == nil { exclusion = exclusion ?? "no stored frame" }
        let inHierarchy = live.map { $0.window != nil } ?? false
        if !inHierarchy { exclusion = exclusion ?? (live == nil ? "not made" : "uninstalled") }
        if let live, live.window != nil, object.key == nil || object.key == "view" || object.key == "contentView",
           live.superview == nil, !placedIDs.contains(object.id) {
            exclusion = exclusion ?? "not in the hierarchy"
        }
        var solved = inHierarchy ? live?.frame : nil
        // A view laid out by constraints is placed by its alignment rectangle; one that keeps its
        // frame through its autoresizing mask is placed by its frame.
        if let frame = solved, let outset = live as? any CanvasAlignmentOutset, (live as? any DocumentSized)?.documentSize != nil,
           !outset.translatesAutoresizingMaskIntoConstraints {
            let insets = outset.canvasAlignmentInsets
            solved = CGRect(x: frame.minX - insets.left, y: frame.minY - insets.top,
                            width: frame.width + insets.left + insets.right, height: frame.height + insets.top + insets.bottom)
        }
        views.append(IBFrameReport.View(
            id: object.id, className: object.className, frame: solved,
            storedFrame: object.frame.map(IBValueConversions.rect), exclusion: exclusion, depth: depth))
        var passDown = object.isMisplaced ? "misplaced" : object.isAmbiguous ? "ambiguous" : writtenByHand ? "in a view written by hand" : excludedAbove
        if passDown == nil, object.kind == .tableViewCell, isLaidOutForAnotherWidth(object, instantiator: instantiator, canvas: canvas) {
            passDown = "in a cell laid out for another width"
        }
        for child in object.children where child.kind.isView {
            if child.kind == .tableViewCellContentView || child.kind == .collectionViewCellContentView || child.kind == .tableViewCell
                || child.kind == .collectionViewCell || child.key == "tableHeaderView" || child.key == "tableFooterView" {
                collect(child, instantiator: instantiator, canvas: canvas, placedIDs: placedIDs, excludedAbove: passDown, depth: depth + 1, into: &views)
            }
        }
        for section in object.children where section.kind == .tableViewSection {
            for cell in section.children where cell.kind == .tableViewCell {
                collect(cell, instantiator: instantiator, canvas: canvas, placedIDs: placedIDs, excludedAbove: passDown, depth: depth + 1, into: &views)
            }
        }
        for subview in object.subviews {
            collect(subview, instantiator: instantiator, canvas: canvas, placedIDs: placedIDs, excludedAbove: passDown, depth: depth + 1, into: &views)
        }
    }
}
