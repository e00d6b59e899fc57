import Foundation

/// Why a driver step could not do what it was asked: the view is not in the window, hidden,
/// covered by another view, or does not take touches. The message names the view that would
/// have received the touch.
public struct DrivingError: Error, CustomStringConvertible, Sendable {
    /// What went wrong.
    public let description: String
}

/// The headless driver: a user's taps, presses, drags, swipes and typing, sent as real touches
/// through hit testing, ``UIWindow/sendEvent(_:)``, gesture recognizers and controls, and a
/// finder for views by accessibility identifier, label or title.
///
/// After each step the deferred work is drained (``drainDeferredWork()``): gesture timers due on
/// the host's clock and pending layout (presentations and transitions complete synchronously);
/// blocks the step queued on the main queue run at `await window.drainMainQueue()`.
///
/// ```swift
/// try window.tap(window.button(titled: "Play")!)
/// try window.type("Ada", into: nameField)
/// try window.press(controller.navigationItem.rightBarButtonItem!)
/// try window.selectRow(at: IndexPath(row: 2, section: 0), in: tableView)
/// ```
///
/// Time: a tap holds the finger down 0.05 s; steps advance ``HostClock`` and fire the timers
/// that come due (a single tap waiting for a double tap to fail is recognized at the end of the
/// step).
extension UIWindow {
    // MARK: Taps

    /// Taps the centre of a view's visible part with one finger, as a user would: the touch goes
    /// to whatever is on top there.
    ///
    /// - Throws: ``DrivingError`` when the view is not in this window, is hidden (or an ancestor
    ///   is), or the touch at its centre would go to another view (covering it, or an ancestor
    ///   because the view does not take touches); nothing is sent then.
    public func tap(_ view: UIView, count: Int = 1) throws {
        let point = try touchPoint(for: view)
        tap(at: point, count: count)
    }

    /// Taps a point of the window (`count` taps in quick succession).
    ///
    /// - Returns: The view the touch went to (`nil`: nothing there takes touches).
    @discardableResult
    public func tap(at point: CGPoint, count: Int = 1) -> UIView? {
        layoutIfNeeded()
        var hit: UIView?
        for index in 1...max(1, count) {
            let touch = UITouch(at: point, in: self, tapCount: index)
            sendEvent(UIEvent(touches: [touch]))
            hit = touch.view
            HostClock.shared.advance(by: 0.05)
            touch.end()
            sendEvent(UIEvent(touches: [touch]))
            if index < count { HostClock.shared.advance(by: 0.1) }
        }
        settle()
        return hit
    }

    /// Presses a view's centre for `duration` seconds of the host's clock (long-press
    /// recognizers begin after their minimum duration).
    public func longPress(_ view: UIView, duration: TimeInterval = 1) throws {
        longPress(at: try touchPoint(for: view), duration: duration)
    }

    /// Presses a point for `duration` seconds.
    public func longPress(at point: CGPoint, duration: TimeInterval = 1) {
        layoutIfNeeded()
        let touch = UITouch(at: point, in: self)
        sendEvent(UIEvent(touches: [touch]))
        HostClock.shared.advance(by: duration)
        touch.end()
        sendEvent(UIEvent(touches: [touch]))
        settle()
    }

    // MARK: Drags and swipes

    /// Drags a finger from one point to another in `steps` moves over `duration` seconds.
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.3, steps: Int = 10) {
        layoutIfNeeded()
        let touch = UITouch(at: start, in: self)
        sendEvent(UIEvent(touches: [touch]))
        let count = max(1, steps)
        for step in 1...count {
            HostClock.shared.advance(by: duration / Double(count))
            let fraction = CGFloat(step) / CGFloat(count)
            touch.move(to: CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction))
            sendEvent(UIEvent(touches: [touch]))
        }
        touch.end()
        sendEvent(UIEvent(touches: [touch]))
        settle()
    }

    /// Swipes across a view's centre in a direction: 150 pt (or the view's extent, if less, but
    /// at least 60 pt) in 0.15 s.
    public func swipe(_ direction: UISwipeGestureRecognizer.Direction, on view: UIView) throws {
        let center = try touchPoint(for: view)
        let along = direction.contains(.left) || direction.contains(.right) ? view.bounds.width : view.bounds.height
        let half = max(30, min(75, along / 2 - 1))
        var delta = CGPoint.zero
        if direction.contains(.right) { delta.x = half } else if direction.contains(.left) { delta.x = -half }
        if direction.contains(.down) { delta.y = half } else if direction.contains(.up) { delta.y = -half }
        drag(from: CGPoint(x: center.x - delta.x, y: center.y - delta.y), to: CGPoint(x: center.x + delta.x, y: center.y + delta.y),
             duration: 0.15, steps: 6)
    }

    // MARK: Text

    /// Types text into a field as a user does: taps it (it becomes first responder, editing
    /// begins: `textFieldShouldBeginEditing(_:)`, `.editingDidBegin`…), then types each
    /// character (``UITextField/insertTypedText(_:)``); `"\n"` is the return key.
    ///
    /// - Throws: ``DrivingError`` when the field cannot be tapped or does not begin editing.
    public func type(_ text: String, into field: UITextField) throws {
        if !field.isFirstResponder {
            try tap(field)
            guard field.isFirstResponder else {
                throw DrivingError(description: "\(Self.describe(field)) did not begin editing (disabled, or its delegate refused)")
            }
        }
        field.insertTypedText(text)
        drainDeferredWork()
    }

    // MARK: Bars

    /// Presses a bar button item by tapping its place in the navigation bar or toolbar that
    /// shows it (a custom view item: its view).
    ///
    /// - Throws: ``DrivingError`` when no bar of this window shows the item, or its place is
    ///   covered.
    public func press(_ item: UIBarButtonItem) throws {
        layoutIfNeeded()
        if let customView = item.customView, customView.window === self { return try tap(customView) }
        for bar in allSubviews(of: self) where !bar.isHidden {
            let frame: CGRect?
            if let navigationBar = bar as? UINavigationBar { frame = navigationBar.frame(for: item) }
            else if let toolbar = bar as? UIToolbar { frame = toolbar.frame(for: item) }
            else { continue }
            guard let frame, isEffectivelyVisible(bar) else { continue }
            let point = bar.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
            let hit = hitTest(point, with: nil)
            guard hit === bar else {
                throw DrivingError(description: "the touch at \(point) for bar button item \(Self.describe(item)) would go to \(hit.map(Self.describe) ?? "nothing")")
            }
            tap(at: point)
            return
        }
        throw DrivingError(description: "no visible navigation bar or toolbar in the window shows bar button item \(Self.describe(item))")
    }

    /// Taps the back button of the frontmost navigation bar that shows one, as a user going back
    /// does (the navigation controller pops its top controller).
    ///
    /// - Throws: ``DrivingError`` when no visible navigation bar shows a back button, or its place
    ///   is covered.
    public func tapBackButton() throws {
        layoutIfNeeded()
        let bars = allSubviews(of: self).compactMap { $0 as? UINavigationBar }.filter { !$0.isHidden && isEffectivelyVisible($0) }
        for bar in bars {  // front to back (``allSubviews(of:)``'s order)
            guard let back = bar.backButtonFrame else { continue }
            let point = bar.convert(CGPoint(x: back.midX, y: back.midY), to: nil)
            let hit = hitTest(point, with: nil)
            guard hit === bar else {
                throw DrivingError(description: "the touch at \(point) for the back button would go to \(hit.map(Self.describe) ?? "nothing")")
            }
            tap(at: point)
            return
        }
        throw DrivingError(description: "no visible navigation bar in the window shows a back button")
    }

    /// Chooses an action of the menu a bar button item showed (``presentedMenu``), by title,
    /// as a tap on the menu item does; the menu closes.
    ///
    /// - Throws: ``DrivingError`` when no menu is shown, or it has no enabled action so titled.
    public func chooseMenuItem(titled title: String) throws {
        guard let menu = presentedMenu else { throw DrivingError(description: "no menu is shown") }
        guard let action = menu.allActions.first(where: { $0.title == title }) else {
            throw DrivingError(description: "the menu has no action titled \"\(title)\" (it has: \(menu.allActions.map { "\"\($0.title)\"" }.joined(separator: ", ")))")
        }
        guard !action.attributes.contains(.disabled) else { throw DrivingError(description: "menu action \"\(title)\" is disabled") }
        if !action.attributes.contains(.keepsMenuPresented) { presentedMenu = nil }
        action.perform(sender: nil)
        drainDeferredWork()
    }

    // MARK: Lists

    /// Selects a row as a user does: taps its cell; the table selects the row when the touch
    /// reaches the cell (not a control inside it), in UIKit's order (`UITableView.userSelectRow(at:)`:
    /// highlight, will-select, segues drawn from the cell, `didSelectRowAt`).
    ///
    /// - Throws: ``DrivingError`` when the row has no cell on screen or the cell is covered.
    public func selectRow(at indexPath: IndexPath, in tableView: UITableView) throws {
        layoutIfNeeded()
        guard let cell = tableView.cellForRow(at: indexPath) else {
            throw DrivingError(description: "row \(indexPath) of \(Self.describe(tableView)) has no cell on screen")
        }
        try tap(cell)
    }

    /// Selects an item as a user does: taps its cell (see ``selectRow(at:in:)``).
    public func selectItem(at indexPath: IndexPath, in collectionView: UICollectionView) throws {
        layoutIfNeeded()
        guard let cell = collectionView.cellForItem(at: indexPath) else {
            throw DrivingError(description: "item \(indexPath) of \(Self.describe(collectionView)) has no cell on screen")
        }
        try tap(cell)
    }

    // MARK: Finding views

    /// The first visible view (depth first, front to back) with an accessibility identifier.
    public func view(withAccessibilityIdentifier identifier: String) -> UIView? {
        allSubviews(of: self).first { $0.accessibilityIdentifier == identifier && isEffectivelyVisible($0) }
    }

    /// The visible views with an accessibility label (a button's or label's text by default).
    public func views(withAccessibilityLabel label: String) -> [UIView] {
        allSubviews(of: self).filter { $0.accessibilityLabel == label && isEffectivelyVisible($0) }
    }

    /// The first visible button with a title (its current title).
    public func button(titled title: String) -> UIButton? {
        allSubviews(of: self).lazy.compactMap { $0 as? UIButton }.first { $0.currentTitle == title && isEffectivelyVisible($0) }
    }

    /// The first visible label showing a text.
    public func label(withText text: String) -> UILabel? {
        allSubviews(of: self).lazy.compactMap { $0 as? UILabel }.first { $0.text == text && isEffectivelyVisible($0) }
    }

    /// The bar button items of the visible navigation bars and toolbars with a title or
    /// accessibility label.
    public func barButtonItem(titled title: String) -> UIBarButtonItem? {
        for bar in allSubviews(of: self) where isEffectivelyVisible(bar) {
            var items: [UIBarButtonItem] = []
            if let navigationBar = bar as? UINavigationBar, let top = navigationBar.topItem {
                items = (top.leftBarButtonItems ?? []) + (top.rightBarButtonItems ?? [])
            } else if let toolbar = bar as? UIToolbar {
                items = toolbar.items ?? []
            }
            if let item = items.first(where: { $0.title == title || $0.accessibilityLabel == title || $0.systemItem?.standardTitle == title }) {
                return item
            }
        }
        return nil
    }

    // MARK: Deferred work

    /// Runs the deferred work as the run loop would between events, until none is left (at
    /// most 100 rounds): timers due on the host's clock, pending layout, and — when called on
    /// the main thread outside a main-queue block (a command-line program) — the main run
    /// loop's blocks. Inside a test (a main-queue block) the main queue's blocks run at
    /// ``drainMainQueue()``.
    public func drainDeferredWork() {
        for _ in 0..<100 {
            HostClock.shared.fireDueTimers()
            let ranBlocks = MainQueueDrain.runPending()
            // Animation completions wait for the main queue's next turn, which a synchronous
            // test step never reaches: run them here, as they would have run by now on iOS.
            let ranCompletions = UIView.completePendingAnimations()
            layoutIfNeeded()
            if !ranBlocks && !ranCompletions { break }
        }
    }

    /// Lets the blocks queued on the main queue (`DispatchQueue.main.async`) run, in order,
    /// including the blocks they queue in turn (up to 10 rounds), then drains the other deferred
    /// work (``drainDeferredWork()``).
    ///
    /// A test runs on the main actor, that is inside a main-queue block, where the blocks queued
    /// behind it cannot run until it suspends: this is the suspension point. Under Swift Testing
    /// on Linux the main actor's blocks run off the main thread (`dispatchMain()`), so
    /// `RunLoop.main.perform` blocks do not run there at all.
    public func drainMainQueue() async {
        for _ in 0..<10 {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                DispatchQueue.main.async { continuation.resume() }
            }
        }
        drainDeferredWork()
    }

    /// Ends a step: the gesture recognizers' pending decisions (a double tap's window) are
    /// reached on the clock, then the deferred work is drained.
    func settle() {
        let limit = HostClock.shared.now + 1
        while let next = HostClock.shared.nextFireDate, next <= limit {
            HostClock.shared.advance(by: next - HostClock.shared.now)
        }
        drainDeferredWork()
    }

    // MARK: Helpers

    /// The window point where a tap on `view` lands, checked.
    func touchPoint(for view: UIView) throws -> CGPoint {
        layoutIfNeeded()
        guard view.window === self else { throw DrivingError(description: "\(Self.describe(view)) is not in this window") }
        var current: UIView? = view
        while let ancestor = current {
            if ancestor.isHidden || ancestor.alpha < 0.01 {
                throw DrivingError(description: "\(Self.describe(view)) is not visible (\(ancestor === view ? "it is" : "its ancestor \(Self.describe(ancestor)) is") hidden or transparent)")
            }
            current = ancestor.superview
        }
        // The centre of the part of the view inside the window.
        let frame = view.convert(view.bounds, to: nil).intersection(bounds)
        guard !frame.isNull, frame.width > 0, frame.height > 0 else {
            throw DrivingError(description: "\(Self.describe(view)) is outside the window")
        }
        let point = CGPoint(x: frame.midX, y: frame.midY)
        let hit = hitTest(point, with: nil)
        guard let hit else {
            throw DrivingError(description: "nothing takes the touch at \(point) for \(Self.describe(view)) (user interaction is off on it or an ancestor)")
        }
        if hit === view || hit.isDescendant(of: view) { return point }
        if view.isDescendant(of: hit) {
            throw DrivingError(description: "\(Self.describe(view)) does not take touches (user interaction off or outside its superview's bounds): the touch at \(point) would go to \(Self.describe(hit))")
        }
        throw DrivingError(description: "\(Self.describe(view)) is covered: the touch at \(point) would go to \(Self.describe(hit))")
    }

    private func isEffectivelyVisible(_ view: UIView) -> Bool {
        var current: UIView? = view
        while let ancestor = current {
            if ancestor.isHidden || ancestor.alpha < 0.01 { return false }
            current = ancestor.superview
        }
        return view.window === self
    }

    private func allSubviews(of root: UIView) -> [UIView] {
        var result: [UIView] = []
        func visit(_ view: UIView) {
            for subview in view.subviews.reversed() {
                result.append(subview)
                visit(subview)
            }
        }
        visit(root)
        return result
    }

    static func describe(_ view: UIView) -> String {
        var parts = ["\(Swift.type(of: view))"]
        if let identifier = view.accessibilityIdentifier { parts.append("identifier \"\(identifier)\"") }
        if let label = view.accessibilityLabel { parts.append("\"\(label)\"") }
        let frame = view.convert(view.bounds, to: nil)
        parts.append("at (\(frame.minX), \(frame.minY), \(frame.width), \(frame.height))")
        return parts.joined(separator: " ")
    }

    static func describe(_ item: UIBarButtonItem) -> String {
        item.title.map { "\"\($0)\"" } ?? item.accessibilityLabel ?? item.systemItem.map { "\($0)" } ?? "(untitled)"
    }
}

extension UIView {
    /// Ends editing in the view's subtree: its first responder resigns (`force`: even if it
    /// refuses; here, as the delegate's answer is still asked, a refusal holds).
    ///
    /// - Returns: Whether nothing in the subtree is editing afterwards.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.firstResponder as? UIView, responder === self || responder.isDescendant(of: self) else { return true }
        return responder.resignFirstResponder()
    }
}
