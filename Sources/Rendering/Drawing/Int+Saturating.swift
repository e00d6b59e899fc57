import Foundation

extension Int {
    /// `value` rounded toward zero, with NaN as 0 and values beyond `Int`'s range (infinities
    /// too) as its bounds: pixel arithmetic on frames that a document's numbers made huge,
    /// infinite or NaN must not trap.
    init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= 9.2e18 {
            self = .max
        } else if value <= -9.2e18 {
            self = .min
        } else {
            self.init(value)
        }
    }
}
