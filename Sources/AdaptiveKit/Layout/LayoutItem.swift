import Foundation

/// Something constraints can refer to: a view or a layout guide. Each has a rectangle in the
/// layout engine (four variables: minX, minY, width, height).
@MainActor
protocol LayoutItem: AnyObject {
    /// The view that owns the item: the view itself, or the view a guide was added to.
    var layoutOwnerView: UIView? { get }
    /// A short name for descriptions: `UILabel:0x…` or `UILayoutGuide:0x…'UIViewSafeAreaLayoutGuide'`.
    var layoutItemDescription: String { get }
}

/// `body` when called on the main thread (where the main actor runs), `fallback` elsewhere:
/// descriptions are asked for from any thread (a debugger, a log on a background queue) and
/// must not trap there, but what they describe is main-actor state.
func describedOnMainActor(_ body: @MainActor () -> String, otherwise fallback: () -> String) -> String {
    // The main actor runs on the main thread, or on the main queue's jobs (a test runner's
    // main actor need not be the process's first thread).
    guard Thread.isMainThread || DispatchQueue.getSpecific(key: MainQueueMarker.key) != nil else { return fallback() }
    return MainActor.assumeIsolated(body)
}

/// Marks the main dispatch queue, so code can tell it runs on it whatever the thread.
private enum MainQueueMarker {
    nonisolated(unsafe) static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}

/// A short, stable-per-object address for descriptions, in UIKit's `0x…` style.
func objectAddress(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
}
