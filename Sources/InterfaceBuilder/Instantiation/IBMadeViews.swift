import AdaptiveKit

/// The document ids of the views an instantiation made, held weakly: a tool that finds a view in
/// a window it drew (a cell's label, a stack view's arranged subview, an embedded controller's
/// view) names it by its Interface Builder id without laying the scene out again.
@MainActor
public struct IBMadeViews {
    private final class Entry {
        weak var view: UIView?
        let id: String

        init(view: UIView, id: String) {
            self.view = view
            self.id = id
        }
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// An empty record.
    public init() {}

    /// Records every view `instantiator` made (a cell's content view by its content object's id),
    /// and forgets the views that are gone. A view recorded under two ids keeps the first in id
    /// order, so the answer does not depend on dictionary order.
    public mutating func record(_ instantiator: IBInstantiator) {
        entries = entries.filter { $0.value.view != nil }
        for (id, object) in instantiator.objects.sorted(by: { $0.key < $1.key }) {
            guard let view = object as? UIView, !id.isEmpty else { continue }
            let key = ObjectIdentifier(view)
            if let known = entries[key], known.view === view { continue }
            entries[key] = Entry(view: view, id: id)
        }
    }

    /// The id of the document object `view` was made from, while it lives; `nil` for views the
    /// document does not describe (a container's bars, views code added).
    public func id(of view: UIView) -> String? {
        guard let entry = entries[ObjectIdentifier(view)], entry.view === view else { return nil }
        return entry.id
    }
}
