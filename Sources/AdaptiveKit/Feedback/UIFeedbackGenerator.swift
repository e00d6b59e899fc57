import Foundation

/// The base of the haptic feedback generators. A headless host has no Taptic Engine: each
/// feedback a generator gives is recorded in ``UIFeedbackGenerator/occurrences`` (what a test can
/// check) and nothing else happens, as on a device without haptics.
@MainActor
open class UIFeedbackGenerator: NSObject {
    /// One feedback given: the generator's kind and what it was asked for
    /// (`"impact medium 1.0"`, `"selection"`, `"notification success"`).
    package static var occurrences: [String] = []

    /// Readies the generator (recorded as nothing: there is no engine to wake).
    open func prepare() {}

    func record(_ feedback: String) {
        Self.occurrences.append(feedback)
    }
}

/// Feedback for a collision of views (a snap into place).
@MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the objects colliding.
    public enum FeedbackStyle: Int, Sendable, CaseIterable {
        case light, medium, heavy, soft, rigid
    }

    /// The generator's style.
    public let style: FeedbackStyle

    /// A generator of impacts in a style (medium by default, as UIKit's `init()`).
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    public override convenience init() {
        self.init(style: .medium)
    }

    /// Gives an impact at full intensity.
    open func impactOccurred() {
        impactOccurred(intensity: 1)
    }

    /// Gives an impact at an intensity from 0 to 1 (iOS 13).
    open func impactOccurred(intensity: CGFloat) {
        record("impact \(style) \(min(max(intensity, 0), 1))")
    }
}

/// Feedback for a change of selection (a picker's wheel, a segmented control).
@MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Gives the selection feedback.
    open func selectionChanged() {
        record("selection")
    }
}

/// Feedback for the outcome of a task.
@MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome.
    public enum FeedbackType: Int, Sendable, CaseIterable {
        case success, warning, error
    }

    /// Gives the feedback for an outcome.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        record("notification \(notificationType)")
    }
}
