import AdaptiveKit
import CPangoCairo
import Foundation

/// The content of each kind of view: what a plain `UIView` does not draw.
@MainActor
enum ViewContent {
    static func draw(_ view: UIView, in context: CairoContext, bounds: CGRect) {
        // Plain views draw only their background (drawn by ViewDrawer).
    }
}
