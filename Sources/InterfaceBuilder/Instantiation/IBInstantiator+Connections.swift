import AdaptiveKit
import Foundation

/// Outlets and actions.
extension IBInstantiator {
    /// Connects the outlets and actions recorded so far. `owner` stands for File's Owner (`-1`)
    /// in a nib; First Responder (`-2`) targets become `nil` targets (the responder chain).
    public func connectPendingConnections(owner: AnyObject? = nil) {
        let pending = pendingConnections
        pendingConnections = []
        for connection in pending {
            let source = resolve(connection.sourceID, owner: owner)
            let destination = connection.destination.flatMap { resolve($0, owner: owner) }
            switch connection.kind {
            case .outlet, .outletCollection:
                let name = connection.property ?? ""
                var set = false
                if let source, let destination {
                    set = setOutlet(name, of: source, to: destination, collection: connection.kind == .outletCollection)
                }
                if source != nil, destination != nil, !set {
                    warn("ib.unsetOutlet", at: connection.position,
                         "outlet '\(name)' of \(connection.sourceID) not set: \(source.map { "\(type(of: $0))" } ?? "?") does not implement IBOutletSettable for it (recorded only)")
                }
                connections.append(IBConnectionRecord(
                    kind: connection.kind == .outlet ? .outlet : .outletCollection, id: connection.id,
                    source: source, destination: destination, name: name, eventType: nil, isConnected: set))
            case .action:
                let selector = connection.selector ?? ""
                var connected = false
                if let control = source as? UIControl, let event = Self.controlEvent(connection.eventType) {
                    control.addTarget(destination, action: Selector(selector), for: event)
                    connected = true
                }
                connections.append(IBConnectionRecord(
                    kind: .action, id: connection.id, source: source, destination: destination,
                    name: selector, eventType: connection.eventType, isConnected: connected))
            case .segue:
                break
            }
        }
    }

    /// `document.object(withID: id)?.placeholderIdentifier == "IBFilesOwner"`, from one walk of the
    /// document in the same order (the first object with an id decides) instead of one per call.
    private func isFilesOwnerPlaceholder(_ id: String) -> Bool {
        if filesOwnerByID == nil {
            var index: [String: Bool] = [:]
            func visit(_ object: IBObject) {
                if index[object.id] == nil { index[object.id] = object.placeholderIdentifier == "IBFilesOwner" }
                for child in object.children { visit(child) }
                for subview in object.subviews { visit(subview) }
            }
            for object in document.topLevelObjects { visit(object) }
            filesOwnerByID = index
        }
        return filesOwnerByID?[id] ?? false
    }

    private func resolve(_ id: String, owner: AnyObject?) -> AnyObject? {
        if id == "-1" || isFilesOwnerPlaceholder(id) { return owner }
        return object(withID: id)
    }

    /// Sets built-in outlets, then asks ``IBOutletSettable``.
    private func setOutlet(_ name: String, of source: AnyObject, to value: AnyObject, collection: Bool) -> Bool {
        switch (name, source, value) {
        case let ("view", controller as UIViewController, view as UIView) where !collection:
            if controller.viewIfLoaded !== view { controller.view = view }
            return true
        case let ("tableView", controller as UITableViewController, table as UITableView):
            controller.tableView = table
            return true
        case let ("dataSource", table as UITableView, dataSource as any UITableViewDataSource):
            table.dataSource = dataSource
            return true
        case let ("delegate", table as UITableView, delegate as any UITableViewDelegate):
            table.delegate = delegate
            return true
        case let ("dataSource", collectionView as UICollectionView, dataSource as any UICollectionViewDataSource):
            collectionView.dataSource = dataSource
            return true
        case let ("delegate", collectionView as UICollectionView, delegate as any UICollectionViewDelegate):
            collectionView.delegate = delegate
            return true
        default:
            return (source as? any IBOutletSettable)?.setOutlet(name, to: value) ?? false
        }
    }

    static func controlEvent(_ name: String?) -> UIControl.Event? {
        switch name {
        case "touchDown"?: .touchDown
        case "touchDownRepeat"?: .touchDownRepeat
        case "touchDragInside"?: .touchDragInside
        case "touchDragOutside"?: .touchDragOutside
        case "touchDragEnter"?: .touchDragEnter
        case "touchDragExit"?: .touchDragExit
        case "touchUpInside"?, nil: .touchUpInside
        case "touchUpOutside"?: .touchUpOutside
        case "touchCancel"?: .touchCancel
        case "valueChanged"?: .valueChanged
        case "primaryActionTriggered"?: .primaryActionTriggered
        case "editingDidBegin"?: .editingDidBegin
        case "editingChanged"?: .editingChanged
        case "editingDidEnd"?: .editingDidEnd
        case "editingDidEndOnExit"?: .editingDidEndOnExit
        default: nil
        }
    }
}
