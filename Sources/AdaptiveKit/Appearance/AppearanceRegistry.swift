import Foundation

/// The appearance proxies and what was set on them, and the bookkeeping per view that decides
/// which values apply (see `docs/appearance.md`).
@MainActor
enum AppearanceRegistry {
    // MARK: Proxies

    /// One proxy: the instance handed out, and what selects the views it customises.
    @MainActor
    final class Proxy {
        let instance: UIView
        let className: String
        /// `view is T` for the proxy's class `T`.
        let matchesClass: (UIView) -> Bool
        /// The depth of the proxy's class below `NSObject` (a subclass's proxy is more specific).
        let classDepth: Int
        let traits: UITraitCollection?
        /// The number of traits `traits` specifies.
        let traitCount: Int
        /// Innermost first; each tests an object of the ancestor chain.
        let containers: [(AnyObject) -> Bool]
        /// The `UIView`-level values last seen on the instance (see ``harvest()``).
        var harvested: HarvestedValues

        init(instance: UIView, className: String, matchesClass: @escaping (UIView) -> Bool, classDepth: Int,
             traits: UITraitCollection?, containers: [(AnyObject) -> Bool]) {
            self.instance = instance
            self.className = className
            self.matchesClass = matchesClass
            self.classDepth = classDepth
            self.traits = traits
            self.traitCount = traits.map(AppearanceRegistry.specifiedTraitCount) ?? 0
            self.containers = containers
            self.harvested = HarvestedValues(instance)
        }
    }

    struct ProxyKey: Hashable {
        let viewClass: ObjectIdentifier
        let traits: UITraitCollection?
        let containers: [ObjectIdentifier]
    }

    private static var proxies: [ProxyKey: Proxy] = [:]
    /// Proxies in creation order (harvesting follows it).
    private static var proxyOrder: [Proxy] = []
    private static var proxyIDs: [ObjectIdentifier: Proxy] = [:]

    /// The proxy for a class, traits and containment, made on first use.
    static func proxy<T: UIView>(for type: T.Type, traits: UITraitCollection?, containers: [any UIAppearanceContainer.Type]) -> T {
        harvest()
        let key = ProxyKey(
            viewClass: ObjectIdentifier(type), traits: traits, containers: containers.map { ObjectIdentifier($0) }
        )
        if let existing = proxies[key] { return existing.instance as! T }
        let instance = makeInstance(of: type)
        let proxy = Proxy(
            instance: instance, className: String(describing: type), matchesClass: { $0 is T },
            classDepth: classDepth(of: type), traits: traits, containers: containers.map(containerMatcher)
        )
        proxies[key] = proxy
        proxyOrder.append(proxy)
        proxyIDs[ObjectIdentifier(instance)] = proxy
        return instance
    }

    private static func containerMatcher(_ type: any UIAppearanceContainer.Type) -> (AnyObject) -> Bool {
        func matcher<C: UIAppearanceContainer>(_: C.Type) -> (AnyObject) -> Bool { { $0 is C } }
        return matcher(type)
    }

    private static func makeInstance<T: UIView>(of type: T.Type) -> T {
        if let initializable = type as? any UIAppearanceProxyInitializable.Type,
           let made = initializable.init(coder: AppearanceProxyCoder()) as? T {
            return made
        }
        // Classes without `init?(coder:)` whose exact type we can make.
        if type == UIView.self { return UIView(frame: .zero) as! T }
        if type == UIStackView.self { return UIStackView(frame: .zero) as! T }
        fatalError("""
            \(type).appearance(): cannot make an appearance proxy of \(type): it needs `required init?(coder:)` \
            and `extension \(type): UIAppearanceProxyInitializable {}` (the conformance says its \
            `init?(coder:)` makes a view rather than calling fatalError(); see docs/appearance.md)
            """)
    }

    static func isProxy(_ view: UIView) -> Bool {
        !proxyIDs.isEmpty && proxyIDs[ObjectIdentifier(view)] != nil
    }

    static func proxyRecord(of view: UIView) -> Proxy? {
        proxyIDs.isEmpty ? nil : proxyIDs[ObjectIdentifier(view)]
    }

    private static func classDepth(of type: AnyClass) -> Int {
        var depth = 0
        var current: AnyClass? = type
        while let cls = current {
            depth += 1
            current = _getSuperclass(cls)
        }
        return depth
    }

    static func specifiedTraitCount(_ traits: UITraitCollection) -> Int {
        let empty = UITraitCollection()
        var count = 0
        if traits.horizontalSizeClass != empty.horizontalSizeClass { count += 1 }
        if traits.verticalSizeClass != empty.verticalSizeClass { count += 1 }
        if traits.userInterfaceIdiom != empty.userInterfaceIdiom { count += 1 }
        if traits.userInterfaceStyle != empty.userInterfaceStyle { count += 1 }
        if traits.displayScale != empty.displayScale { count += 1 }
        if traits.preferredContentSizeCategory != empty.preferredContentSizeCategory { count += 1 }
        if traits.layoutDirection != empty.layoutDirection { count += 1 }
        if traits.accessibilityContrast != empty.accessibilityContrast { count += 1 }
        if traits.legibilityWeight != empty.legibilityWeight { count += 1 }
        if traits.userInterfaceLevel != empty.userInterfaceLevel { count += 1 }
        if traits.displayGamut != empty.displayGamut { count += 1 }
        return count
    }

    // MARK: Settings

    /// One value set on a proxy.
    struct Setting {
        let proxy: Proxy
        /// The property and its arguments: `textColor`, `titleColor(for:1)`.
        let property: String
        /// When it was set (later wins among equally specific settings).
        let sequence: Int
        /// Sets the value on a view (the proxy's class or a subclass).
        let apply: @MainActor (UIView) -> Void
        /// Reads the view's current value and returns a closure that puts it back.
        let capture: @MainActor (UIView) -> (@MainActor (UIView) -> Void)
        /// For `UIView`-level properties, whose setters cannot tell an explicit set: the value's
        /// identity, compared with the view's value to see whether the app changed it since.
        let identity: (@MainActor (UIView) -> Bool)?
    }

    /// Settings by property, in the order they were made; a proxy's new value for a property
    /// replaces its old one.
    private static var settings: [String: [Setting]] = [:]
    private static var sequence = 0
    /// Properties set on proxies that are not appearance properties.
    static var reports: [UIAppearanceReport] = []
    /// Set while values are being applied, so setters do not take them for explicit sets.
    static var isApplying = false

    static func record(_ proxy: Proxy, _ property: String, apply: @escaping @MainActor (UIView) -> Void,
                       capture: @escaping @MainActor (UIView) -> (@MainActor (UIView) -> Void),
                       identity: (@MainActor (UIView) -> Bool)? = nil) {
        sequence += 1
        var list = settings[property, default: []]
        list.removeAll { $0.proxy === proxy }
        list.append(Setting(proxy: proxy, property: property, sequence: sequence, apply: apply, capture: capture, identity: identity))
        settings[property] = list
    }

    static func reportUnsupported(_ proxy: Proxy, _ property: String) {
        let report = UIAppearanceReport(kind: .unsupportedProperty, className: proxy.className, property: property)
        guard !reports.contains(report) else { return }
        reports.append(report)
        FileHandle.standardError.write(Data(("OpenStoryboard: " + report.description + "\n").utf8))
    }

    /// Forgets every proxy, setting and report (for tests and tools that run scenes one after
    /// another). Views keep the values already applied to them.
    static func reset() {
        proxies = [:]
        proxyOrder = []
        proxyIDs = [:]
        settings = [:]
        reports = []
        generation += 1
    }

    // MARK: UIView-level properties

    /// `UIView`'s own properties have no setter hook: what was set on a proxy is found by
    /// comparing the proxy's values with those last seen. Runs before a proxy is handed out and
    /// before values are applied, so the order of settings is kept.
    struct HarvestedValues {
        var backgroundColor: UIColor?
        var tintColor: UIColor?
        var alpha: CGFloat
        var isHidden: Bool
        var clipsToBounds: Bool
        var tag: Int
        var contentMode: UIView.ContentMode
        var bounds: CGRect

        @MainActor init(_ view: UIView) {
            backgroundColor = view.backgroundColor
            tintColor = view.storedTintColor
            alpha = view.alpha
            isHidden = view.isHidden
            clipsToBounds = view.clipsToBounds
            tag = view.tag
            contentMode = view.contentMode
            bounds = view.bounds
        }
    }

    static func harvest() {
        for proxy in proxyOrder {
            let now = HarvestedValues(proxy.instance)
            let before = proxy.harvested
            guard now.backgroundColor !== before.backgroundColor || now.tintColor !== before.tintColor
                || now.alpha != before.alpha || now.isHidden != before.isHidden || now.clipsToBounds != before.clipsToBounds
                || now.tag != before.tag || now.contentMode != before.contentMode || now.bounds != before.bounds
            else { continue }
            proxy.harvested = now
            if now.backgroundColor !== before.backgroundColor {
                let color = now.backgroundColor
                record(proxy, "backgroundColor",
                       apply: { $0.backgroundColor = color },
                       capture: { view in let old = view.backgroundColor; return { $0.backgroundColor = old } },
                       identity: { $0.backgroundColor === color })
            }
            if now.tintColor !== before.tintColor {
                let color = now.tintColor
                record(proxy, "tintColor",
                       apply: { $0.tintColor = color },
                       capture: { view in let old = view.storedTintColor; return { $0.tintColor = old } },
                       identity: { $0.storedTintColor === color })
            }
            if now.alpha != before.alpha { reportUnsupported(proxy, "alpha") }
            if now.isHidden != before.isHidden { reportUnsupported(proxy, "isHidden") }
            if now.clipsToBounds != before.clipsToBounds { reportUnsupported(proxy, "clipsToBounds") }
            if now.tag != before.tag { reportUnsupported(proxy, "tag") }
            if now.contentMode != before.contentMode { reportUnsupported(proxy, "contentMode") }
            if now.bounds != before.bounds { reportUnsupported(proxy, "frame") }
        }
    }

    // MARK: Per-view state

    /// What the appearance system did to one view.
    @MainActor
    final class ViewState {
        /// The `generation` the state belongs to: `reset()` starts a new one, which makes every
        /// older state count as absent.
        let generation: Int
        /// Properties the app set on the view itself: never touched again.
        var explicit: Set<String> = []
        /// Properties the appearance system set, with the closure that restores the view's value
        /// from before, and (UIView-level properties) the check that the value is still ours.
        var applied: [String: (restore: @MainActor (UIView) -> Void, stillOurs: (@MainActor (UIView) -> Bool)?)] = [:]

        init(generation: Int) { self.generation = generation }
    }

    /// Bumped by `reset()`.
    private static var generation = 0

    /// The view's state, kept on the view itself (no global table to look up or prune).
    static func state(of view: UIView, creating: Bool) -> ViewState? {
        if let state = view.appearanceState, state.generation == generation { return state }
        guard creating else { return nil }
        let state = ViewState(generation: generation)
        view.appearanceState = state
        return state
    }

    /// A setter of an appearance property ran on a real view (not while applying): the app's value
    /// wins from now on.
    static func noteExplicitSet(_ view: UIView, _ property: String) {
        guard !isApplying else { return }
        // Tracked even before any proxy exists: a proxy made later must not override it.
        guard let state = state(of: view, creating: true) else { return }
        state.explicit.insert(property)
        state.applied[property] = nil
    }

    // MARK: Applying

    /// Applies the matching settings to a view in a window: for each property the most specific
    /// matching setting (later wins among equals), unless the app set the property itself; a
    /// property whose setting no longer matches gets its earlier value back.
    static func apply(to view: UIView) {
        // No proxy was used since the last reset, so no setting exists and no value was applied
        // in this generation: nothing to apply or restore (the usual case, and this runs for
        // every view whose traits change).
        if proxyOrder.isEmpty { return }
        guard view.window != nil, !isProxy(view) else { return }
        harvest()
        let existing = state(of: view, creating: false)
        guard !settings.isEmpty || existing != nil else { return }
        let chain = containerChain(of: view)
        let traits = view.traitCollection
        var winners: [String: Setting] = [:]
        var ranks: [String: Rank] = [:]
        for (property, list) in settings {
            for setting in list {
                guard setting.proxy.matchesClass(view) else { continue }
                if let required = setting.proxy.traits, !traits.containsTraits(in: required) { continue }
                guard let containment = match(setting.proxy.containers, in: chain) else { continue }
                let rank = Rank(containment: containment, traitCount: setting.proxy.traitCount,
                                classDepth: setting.proxy.classDepth, sequence: setting.sequence)
                if let best = ranks[property], !(best < rank) { continue }
                ranks[property] = rank
                winners[property] = setting
            }
        }
        guard !winners.isEmpty || !(existing?.applied.isEmpty ?? true) else { return }
        let state = existing ?? state(of: view, creating: true)!
        isApplying = true
        defer { isApplying = false }
        // Properties applied before whose settings no longer match: restore.
        for (property, entry) in state.applied where winners[property] == nil {
            state.applied[property] = nil
            if let stillOurs = entry.stillOurs, !stillOurs(view) {
                state.explicit.insert(property)
                continue
            }
            entry.restore(view)
        }
        for property in winners.keys.sorted() {
            let setting = winners[property]!
            guard !state.explicit.contains(property) else { continue }
            if let entry = state.applied[property] {
                if let stillOurs = entry.stillOurs, !stillOurs(view) {
                    // The app replaced the value we set: it is explicit now.
                    state.explicit.insert(property)
                    state.applied[property] = nil
                    continue
                }
            } else if setting.identity != nil, !isPristine(view, property) {
                // A UIView-level property the app set before any appearance value reached it.
                state.explicit.insert(property)
                continue
            }
            let restore = state.applied[property]?.restore ?? setting.capture(view)
            setting.apply(view)
            state.applied[property] = (restore, setting.identity)
        }
    }

    /// Whether a `UIView`-level property still has the value every view starts with.
    private static func isPristine(_ view: UIView, _ property: String) -> Bool {
        switch property {
        case "backgroundColor": view.backgroundColor == nil
        case "tintColor": view.storedTintColor == nil
        default: true
        }
    }

    // MARK: Precedence

    /// How specific a matching setting is; the greatest wins.
    struct Rank: Comparable {
        let containment: Containment
        let traitCount: Int
        let classDepth: Int
        let sequence: Int

        static func < (lhs: Rank, rhs: Rank) -> Bool {
            if lhs.containment != rhs.containment { return lhs.containment < rhs.containment }
            if lhs.traitCount != rhs.traitCount { return lhs.traitCount < rhs.traitCount }
            if lhs.classDepth != rhs.classDepth { return lhs.classDepth < rhs.classDepth }
            return lhs.sequence < rhs.sequence
        }
    }

    /// How a containment rule matched: the outermost matched container's distance from the top
    /// of the chain (smaller: further out, which wins, as UIKit documents), then the rule's
    /// length (longer wins). A rule without containers is below every rule with some.
    struct Containment: Comparable {
        /// `Int.max` for no containment.
        let distanceFromTop: Int
        let depth: Int

        static let none = Containment(distanceFromTop: .max, depth: 0)

        static func < (lhs: Containment, rhs: Containment) -> Bool {
            if lhs.distanceFromTop != rhs.distanceFromTop { return lhs.distanceFromTop > rhs.distanceFromTop }
            return lhs.depth < rhs.depth
        }
    }

    /// The containers of a view, innermost first: the controller whose view it is, then each
    /// superview followed by the controller that owns it, up to the window.
    static func containerChain(of view: UIView) -> [AnyObject] {
        var chain: [AnyObject] = []
        if let controller = view.owningViewController { chain.append(controller) }
        var current = view.superview
        while let ancestor = current {
            chain.append(ancestor)
            if let controller = ancestor.owningViewController { chain.append(controller) }
            current = ancestor.superview
        }
        return chain
    }

    /// Matches containers (innermost first) as a subsequence of the chain, choosing the
    /// outermost occurrences; `nil` when they do not all occur in order.
    static func match(_ containers: [(AnyObject) -> Bool], in chain: [AnyObject]) -> Containment? {
        guard !containers.isEmpty else { return Containment.none }
        var upperBound = chain.count
        var outermost: Int?
        for matches in containers.reversed() {
            guard let index = chain[..<upperBound].lastIndex(where: matches) else { return nil }
            if outermost == nil { outermost = index }
            upperBound = index
        }
        return Containment(distanceFromTop: chain.count - 1 - outermost!, depth: containers.count)
    }
}
