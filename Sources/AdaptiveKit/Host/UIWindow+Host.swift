import Foundation

/// The headless host's controls: rotate the device, resize the window (iPad multitasking),
/// change the appearance or the text size. Transitions complete synchronously.
///
/// The order of callbacks of a transition (pinned by golden-log tests, see
/// `docs/transitions.md`):
/// 1. `willTransition(to:with:)`, top down, on each controller whose traits will change;
/// 2. `viewWillTransition(to:with:)`, top down, when the size changes;
/// 3. the new state applies: the screen and window change, then `traitCollectionDidChange(_:)`
///    on every controller and view whose traits changed (controllers before their views,
///    parents before children);
/// 4. the alongside-animation blocks, in the order they were registered;
/// 5. layout (`viewWillLayoutSubviews`, `layoutSubviews`, `viewDidLayoutSubviews`);
/// 6. the completion blocks.
extension UIWindow {
    /// Makes this window's screen ``UIScreen/main`` before the window is shown, as it is on a
    /// device whose one screen it is, and its traits `UITraitCollection.current`: what is made
    /// for the window before `makeKeyAndVisible()` (which does the same) — a controller's default
    /// view at the main screen's size, a font of a text style at the screen's text size — sees
    /// this device, orientation and text size, not those of the window shown before.
    public func makeScreenMain() {
        UIScreen.setMain(screen)
        UITraitCollection.current = traitCollection
    }

    /// Rotates the device: a size transition, and a trait transition when the size classes change
    /// (iPhone; the Plus and Max phones change their width class too; iPads keep regular/regular).
    /// A multitasking window keeps its width and takes the new screen height.
    public func rotate(to orientation: UIInterfaceOrientation) {
        let screenSize = screen.device.size(for: orientation)
        let filledScreen = bounds.size == screen.bounds.size
        let newSize = filledScreen ? screenSize : CGSize(width: bounds.width, height: screenSize.height)
        transition(to: newSize, orientation: orientation, style: nil, category: nil)
    }

    /// Resizes the window, as iPad Slide Over and Split View do; the horizontal size class follows
    /// the width (see `Device.horizontalSizeClass(forPadWindowWidth:)`).
    public func resize(to size: CGSize) {
        transition(to: size, orientation: nil, style: nil, category: nil)
    }

    /// Moves the window to the screen of another device, full screen in `orientation`: what running
    /// the same app on that device would show, reached as a transition (the callbacks of
    /// ``rotate(to:)``: a size transition when the size changes, a trait transition when the size
    /// classes, idiom or scale change). The appearance stays; so does the text size unless
    /// `preferredContentSizeCategory` is given. An OpenStoryboard addition, for tools that lay one
    /// scene out on many devices without making it again.
    ///
    /// - Parameters:
    ///   - windowWidth: a multitasking window's width on the new screen (Slide Over, Split View;
    ///     at most the screen's width), `nil` for the full screen: the window arrives at that
    ///     width in the same transition, rather than full screen and then resized.
    ///   - preferredContentSizeCategory: the text size on the new screen, in the same transition.
    public func move(
        to device: Device, orientation: UIInterfaceOrientation, windowWidth: CGFloat? = nil,
        preferredContentSizeCategory: UIContentSizeCategory? = nil
    ) {
        var size = device.size(for: orientation)
        if let windowWidth { size.width = min(size.width, windowWidth) }
        transition(to: size, orientation: orientation, style: nil, category: preferredContentSizeCategory, device: device)
    }

    /// Switches the screen between light and dark.
    public func setUserInterfaceStyle(_ style: UIUserInterfaceStyle) {
        transition(to: bounds.size, orientation: nil, style: style, category: nil)
    }

    /// Changes the preferred text size.
    public func setPreferredContentSizeCategory(_ category: UIContentSizeCategory) {
        transition(to: bounds.size, orientation: nil, style: nil, category: category)
    }

    private func transition(
        to newSize: CGSize, orientation: UIInterfaceOrientation?, style: UIUserInterfaceStyle?, category: UIContentSizeCategory?,
        device newDevice: Device? = nil
    ) {
        let coordinator = HostTransitionCoordinator(containerView: self)
        let sizeChanges = newSize != bounds.size
        let newOrientation = orientation ?? screen.interfaceOrientation
        let device = newDevice ?? screen.device
        if let root = rootViewController {
            let screenTraits = device.traitCollection(
                for: newOrientation, userInterfaceStyle: style ?? screen.userInterfaceStyle,
                preferredContentSizeCategory: category ?? screen.preferredContentSizeCategory
            )
            let windowTraits = Self.windowTraits(
                screenTraits: screenTraits, device: device,
                windowSize: newSize, screenSize: device.size(for: newOrientation)
            ).applying(storedTraitOverrides)
            let rootTraits = windowTraits.applying(root.storedTraitOverrides)
            if rootTraits != root.traitCollection {
                root.willTransition(to: rootTraits, with: coordinator)
            }
            if sizeChanges {
                root.viewWillTransition(to: newSize, with: coordinator)
            }
            // Presentations whose adaptive style changes tell their delegates (before the state
            // changes, so the delegate's alongside animations join this transition).
            for presentation in presentations {
                presentation.adaptiveStyleWillChange(to: windowTraits, with: coordinator)
            }
        }
        if sizeChanges {
            for presentation in presentations {
                presentation.viewWillTransition(to: newSize, with: coordinator)
            }
        }
        // The new state.
        if let newDevice {
            // The size first, so the traits the new screen gives are those of the window's new
            // size (not a multitasking window's for a moment).
            if sizeChanges {
                frame = CGRect(origin: .zero, size: newSize)
            }
            let moved = UIScreen(
                device: newDevice, orientation: newOrientation, userInterfaceStyle: style ?? screen.userInterfaceStyle,
                preferredContentSizeCategory: category ?? screen.preferredContentSizeCategory)
            if UIScreen.main === screen { UIScreen.setMain(moved) }
            // (Setting the screen brings the tree's traits up to date, at the new size.)
            screen = moved
            // The safe area and the pixel grid are the new device's even where the size is not new.
            existingLayoutEngine?.markGuidesChanged()
            setNeedsLayout()
        } else {
            screen.update(orientation: orientation, userInterfaceStyle: style, preferredContentSizeCategory: category)
            if sizeChanges {
                frame = CGRect(origin: .zero, size: newSize)
            }
            updateTraitCollectionsInSubtree()
        }
        // Presentations adapt to the new environment: style, frame and the presented traits.
        for presentation in presentations {
            presentation.presentedViewController.refreshTraitCollection()
            presentation.updateAdaptedController()
            presentation.adaptedViewController?.refreshTraitCollection()
            presentation.layoutPresentedView()
            (presentation.adaptedViewController ?? presentation.presentedViewController).viewIfLoaded?.updateTraitCollectionsInSubtree()
        }
        UITraitCollection.current = traitCollection
        coordinator.runAnimations()
        layoutIfNeeded()
        coordinator.runCompletions()
    }
}

extension UIWindow {
    /// A window's traits: the screen's, with the size classes of the window's width when an iPad
    /// window is narrower than the screen (Slide Over, Split View).
    static func windowTraits(screenTraits: UITraitCollection, device: Device, windowSize: CGSize, screenSize: CGSize) -> UITraitCollection {
        guard device.idiom == .pad, windowSize != screenSize else { return screenTraits }
        return screenTraits.modifyingTraits {
            $0.horizontalSizeClass = Device.horizontalSizeClass(forPadWindowWidth: windowSize.width)
            $0.verticalSizeClass = .regular
        }
    }
}
