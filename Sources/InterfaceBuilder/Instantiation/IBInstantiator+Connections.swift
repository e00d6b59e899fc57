import AdaptiveKit
import Foundation

/// Outlets and actions.
extension IBInstantiator {
    /// Connects the outlets and actions recorded so far. `owner` stands for File's Owner (`-1`)
    /// in a nib; First Responder (`-2`) targets become `nil` targets (the responder chain).
    ///
    /// Actions reach app code: a control's through ``UIControl/addTarget(_:action:for:)``, a bar
    /// button item's through its `target` and `action`, a gesture recognizer's through
    /// ``UIGestureRecognizer/addTarget(_:action:)``; the selector is found in the target class's
    /// ``UIResponder/actionMethods``. Gesture recognizers (scene objects beside the controller)
    /// are made when a view's `gestureRecognizers` outlet collection names them.
    public func connectPendingConnections(owner: AnyObject? = nil) {
        var queue = pendingConnections
        pendingConnections = []
        var index = 0
        while index < queue.count {
            let connection = queue[index]
            index += 1
            if object(withID: connection.sourceID) == nil, let made = makeGestureRecognizerIfNeeded(connection.sourceID) {
                queue += made
            }
            if let destinationID = connection.destination, object(withID: destinationID) == nil,
               let made = makeGestureRecognizerIfNeeded(destinationID) {
                queue += made
            }
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
                    warn(.unsetOutlet, at: connection.position,
                         "outlet '\(name)' of \(connection.sourceID) not set: \(source.map { "\(type(of: $0))" } ?? "?") declares no @Outlet var \(name) of a matching type, nor sets it through IBOutletSettable (recorded only)")
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
                } else if let item = source as? UIBarButtonItem {
                    item.target = destination
                    item.action = Selector(selector)
                    connected = true
                } else if let recognizer = source as? UIGestureRecognizer {
                    recognizer.addTarget(destination ?? NSNull(), action: Selector(selector))
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
        document.filesOwnerPlaceholderIDs.contains(id)
    }

    private func resolve(_ id: String, owner: AnyObject?) -> AnyObject? {
        if id == "-1" || isFilesOwnerPlaceholder(id) { return owner }
        return object(withID: id)
    }

    /// Sets built-in outlets, then `@Outlet` properties (``Outlet``, found by name), then asks
    /// ``IBOutletSettable``.
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
        case let ("gestureRecognizers", view as UIView, recognizer as UIGestureRecognizer):
            view.addGestureRecognizer(recognizer)
            return true
        case let ("delegate", recognizer as UIGestureRecognizer, delegate as any UIGestureRecognizerDelegate):
            recognizer.delegate = delegate
            return true
        case let ("delegate", field as UITextField, delegate as any UITextFieldDelegate):
            field.delegate = delegate
            return true
        // On the canvas the prototypes stay the collection view's data source and delegate
        // whatever the document connects (Xcode's canvas runs no app code: a collection view
        // controller's cells are its prototypes, as `placePrototypes` lays them out).
        case let ("dataSource", collectionView as UICollectionView, dataSource as any UICollectionViewDataSource):
            if !(collectionView.dataSource is CanvasCollectionViewPrototypes) { collectionView.dataSource = dataSource }
            return true
        case let ("delegate", collectionView as UICollectionView, delegate as any UICollectionViewDelegate):
            if !(collectionView.delegate is CanvasCollectionViewPrototypes) { collectionView.delegate = delegate }
            return true
        default:
            if OutletConnections.set(name, of: source, to: value) { return true }
            return (source as? any IBOutletSettable)?.setOutlet(name, to: value) ?? false
        }
    }

    /// Makes the gesture recognizer with IB id `id` (tap, long press, pan, swipe; others are
    /// warned about) if the document has one and it is not made yet.
    ///
    /// - Returns: Its connections, to be made, or `nil` when `id` is no gesture recognizer.
    private func makeGestureRecognizerIfNeeded(_ id: String) -> [IBConnection]? {
        guard let object = document.object(withID: id), object.kind.rawValue.hasSuffix("GestureRecognizer") else { return nil }
        let recognizer: UIGestureRecognizer
        func int(_ name: String) -> Int? { object.attribute(name).flatMap(IBValueReader.integer) }
        func double(_ name: String) -> Double? { object.attribute(name).flatMap(IBValueReader.number) }
        switch object.kind.rawValue {
        case "tapGestureRecognizer":
            let tap = UITapGestureRecognizer()
            if let taps = int("numberOfTapsRequired") { tap.numberOfTapsRequired = taps }
            if let touches = int("numberOfTouchesRequired") { tap.numberOfTouchesRequired = touches }
            recognizer = tap
        case "longPressGestureRecognizer", "pongPressGestureRecognizer":  // Xcode's old spelling
            let press = UILongPressGestureRecognizer()
            if let duration = double("minimumPressDuration") { press.minimumPressDuration = duration }
            if let movement = double("allowableMovement") { press.allowableMovement = CGFloat(movement) }
            recognizer = press
        case "panGestureRecognizer":
            let pan = UIPanGestureRecognizer()
            if let touches = int("minimumNumberOfTouches") { pan.minimumNumberOfTouches = touches }
            if let touches = int("maximumNumberOfTouches") { pan.maximumNumberOfTouches = touches }
            recognizer = pan
        case "swipeGestureRecognizer":
            let swipe = UISwipeGestureRecognizer()
            switch object.attribute("direction") {
            case "left": swipe.direction = .left
            case "up": swipe.direction = .up
            case "down": swipe.direction = .down
            default: swipe.direction = .right
            }
            if let touches = int("numberOfTouchesRequired") { swipe.numberOfTouchesRequired = touches }
            recognizer = swipe
        default:
            warn(.unsupportedClass, at: object.position,
                 "\(object.kind.uiKitClassName ?? object.kind.rawValue) is not in AdaptiveKit: the view gets no recognizer for it")
            return nil
        }
        if let value = object.attribute("cancelsTouchesInView") { recognizer.cancelsTouchesInView = value == "YES" }
        if let value = object.attribute("delaysTouchesBegan") { recognizer.delaysTouchesBegan = value == "YES" }
        if let value = object.attribute("delaysTouchesEnded") { recognizer.delaysTouchesEnded = value == "YES" }
        if let value = object.attribute("enabled") { recognizer.isEnabled = value == "YES" }
        objects[id] = recognizer
        return object.connections.filter { $0.kind != .segue }
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
