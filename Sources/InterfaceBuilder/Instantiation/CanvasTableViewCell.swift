import AdaptiveKit
import Foundation

/// A table view cell as Xcode's canvas shows it: its content view keeps the frame the document
/// stored (Xcode's layout of the cell: accessory, separator, editing insets), so the content's
/// own constraints are measured against the same box. Used only for design-time layout
/// (``IBInstantiator/Options/placesCellsAsOnCanvas``); a normal load makes `UITableViewCell`.
final class CanvasTableViewCell: UITableViewCell {
    var storedContentFrame: CGRect?

    override func layoutSubviews() {
        super.layoutSubviews()
        if let storedContentFrame, contentView.frame != storedContentFrame { contentView.frame = storedContentFrame }
    }
}
