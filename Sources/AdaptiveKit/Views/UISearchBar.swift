import Foundation

/// What a search bar's delegate may decide and hear. Every method is optional (the defaults are
/// UIKit's answers).
@MainActor
public protocol UISearchBarDelegate: AnyObject {
    /// Whether editing may begin (default `true`).
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing began.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Whether editing may end (default `true`).
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing ended.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The user changed the text (not called when code sets ``UISearchBar/text``).
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether the characters in `range` (UTF-16) may be replaced by `text` (default `true`).
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The keyboard's Search key was pressed (the driver types `"\n"`).
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The bookmark button was tapped.
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    /// The Cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// The search results button was tapped.
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    /// The user picked another scope button.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

/// The text field of a search bar (iOS 13): a rounded grey field with a magnifying glass before
/// its text, 17 pt text, "Search" as its placeholder until one is set.
@MainActor
open class UISearchTextField: UITextField {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        placeholder = "Search"
        font = .systemFont(ofSize: 17)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Where the text starts: after the magnifying glass (28 pt), 8 pt from the trailing edge.
    package static let textInsets = UIEdgeInsets(top: 0, left: 28, bottom: 0, right: 8)
}

/// A search field on a bar, with an optional prompt above it, Cancel button beside it and scope
/// buttons below it.
///
/// Intrinsic size: no width; 56 pt tall, as iOS 11 and later draw it, plus 44 pt when the scope
/// bar shows (UIKit does not publish it; a choice). The field is 36 pt tall, 8 pt inside the
/// bar's sides, in the bar's lowest 56 points (a prompt above it is drawn in what is left of a
/// taller bar). Typing into ``searchTextField`` (the driver's `type(_:into:)`) calls the
/// delegate as UIKit does: `searchBar(_:shouldChangeTextIn:replacementText:)`, then
/// `searchBar(_:textDidChange:)`; the return key is the Search key
/// (`searchBarSearchButtonClicked(_:)`). The Cancel button is a real button
/// (`searchBarCancelButtonClicked(_:)`), and the scope bar a segmented control
/// (`searchBar(_:selectedScopeButtonIndexDidChange:)`).
@MainActor
open class UISearchBar: UIView {
    /// The look of the bar around the field.
    public enum Style: UInt, Sendable, CaseIterable {
        /// The system's (prominent, iOS 13 on).
        case `default`
        /// A bar background behind the field.
        case prominent
        /// No background: the field alone.
        case minimal
    }

    /// The bar's text field.
    public let searchTextField: UISearchTextField
    private let relay = SearchFieldRelay()
    private var cancelButton: UIButton?
    private var scopeBar: UISegmentedControl?

    public override init(frame: CGRect) {
        searchTextField = UISearchTextField(frame: .zero)
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        searchTextField = UISearchTextField(frame: .zero)
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        relay.searchBar = self
        searchTextField.delegate = relay
        // Each change the user types (not one set in code) is the bar's text change.
        searchTextField.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.delegate?.searchBar(self, textDidChange: self.searchTextField.text ?? "")
            self.searchController?.searchBarTextDidChange()
        }, for: .editingChanged)
        addSubview(searchTextField)
    }

    /// The delegate.
    open weak var delegate: (any UISearchBarDelegate)?
    /// The search controller that owns the bar, told of its events after the delegate.
    weak var searchController: UISearchController?

    /// The text in the field.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    /// The text shown while the field is empty ("Search" until set).
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    /// A line of text above the field.
    open var prompt: String? {
        didSet { setNeedsLayout() }
    }
    /// The look of the bar (``Style/default``).
    open var searchBarStyle: Style = .default
    /// The bar's style (a black bar draws dark).
    open var barStyle: UIBarStyle = .default
    /// The colour of the bar's background.
    open var barTintColor: UIColor?
    /// Whether the bar is translucent.
    open var isTranslucent = true

    /// Whether the Cancel button shows beside the field.
    open var showsCancelButton = false {
        didSet { if oldValue != showsCancelButton { updateCancelButton() } }
    }
    /// Shows or hides the Cancel button; `animated` is accepted.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }
    /// Whether the bookmark button shows (recorded; not drawn).
    open var showsBookmarkButton = false
    /// Whether the search results button shows (recorded; not drawn).
    open var showsSearchResultsButton = false

    /// The titles of the scope buttons.
    open var scopeButtonTitles: [String]? {
        didSet { updateScopeBar() }
    }
    /// The selected scope button (0 by default).
    open var selectedScopeButtonIndex = 0 {
        didSet { scopeBar?.selectedSegmentIndex = selectedScopeButtonIndex }
    }
    /// Whether the scope bar shows below the field.
    open var showsScopeBar = false {
        didSet { updateScopeBar() }
    }

    static let fieldAreaHeight: CGFloat = 56
    static let fieldHeight: CGFloat = 36
    static let scopeBarHeight: CGFloat = 44

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.fieldAreaHeight + (scopeBar != nil ? Self.scopeBarHeight : 0))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: intrinsicContentSize.height)
    }

    /// The part of the bar above the field, where the prompt is drawn (empty for a bar of its
    /// intrinsic height).
    package var promptFrame: CGRect {
        let fieldAreaTop = max(0, bounds.height - Self.fieldAreaHeight - (scopeBar != nil ? Self.scopeBarHeight : 0))
        return CGRect(x: 0, y: 0, width: bounds.width, height: fieldAreaTop)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let top = promptFrame.height
        var fieldWidth = bounds.width - 16
        if let cancelButton {
            let size = cancelButton.intrinsicContentSize
            let width = max(0, size.width)
            cancelButton.frame = CGRect(x: bounds.width - 8 - width, y: top + (Self.fieldAreaHeight - size.height) / 2, width: width, height: size.height)
            fieldWidth -= width + 8
        }
        searchTextField.frame = CGRect(x: 8, y: top + (Self.fieldAreaHeight - Self.fieldHeight) / 2, width: max(0, fieldWidth), height: Self.fieldHeight)
        if let scopeBar {
            let height = StandardViewMetrics.segmentedControlHeight
            scopeBar.frame = CGRect(x: 8, y: top + Self.fieldAreaHeight + (Self.scopeBarHeight - height) / 2 - 4, width: max(0, bounds.width - 16), height: height)
        }
    }

    private func updateCancelButton() {
        if showsCancelButton, cancelButton == nil {
            let button = UIButton(type: .system)
            button.setTitle("Cancel", for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 17)
            button.addAction(UIAction { [weak self] _ in
                guard let self else { return }
                self.delegate?.searchBarCancelButtonClicked(self)
                self.searchController?.searchBarCancelled()
            }, for: .touchUpInside)
            addSubview(button)
            cancelButton = button
        } else if !showsCancelButton, let button = cancelButton {
            button.removeFromSuperview()
            cancelButton = nil
        }
        setNeedsLayout()
    }

    private func updateScopeBar() {
        let titles = scopeButtonTitles ?? []
        scopeBar?.removeFromSuperview()
        scopeBar = nil
        if showsScopeBar, !titles.isEmpty {
            let control = UISegmentedControl(frame: .zero)
            for (index, title) in titles.enumerated() { control.insertSegment(withTitle: title, at: index, animated: false) }
            control.selectedSegmentIndex = min(max(selectedScopeButtonIndex, 0), titles.count - 1)
            control.addAction(UIAction { [weak self, weak control] _ in
                guard let self, let control else { return }
                self.selectedScopeButtonIndex = control.selectedSegmentIndex
                self.delegate?.searchBar(self, selectedScopeButtonIndexDidChange: control.selectedSegmentIndex)
            }, for: .valueChanged)
            addSubview(control)
            scopeBar = control
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The Cancel button, while it shows.
    package var cancelButtonView: UIButton? { cancelButton }

    // MARK: Editing

    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }
}

/// The search field's delegate: passes each question and event on to the search bar's
/// delegate, in UIKit's words.
@MainActor
private final class SearchFieldRelay: UITextFieldDelegate {
    weak var searchBar: UISearchBar?

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        guard let searchBar else { return true }
        return searchBar.delegate?.searchBarShouldBeginEditing(searchBar) ?? true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        guard let searchBar else { return }
        searchBar.delegate?.searchBarTextDidBeginEditing(searchBar)
        searchBar.searchController?.searchBarDidBeginEditing()
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        guard let searchBar else { return true }
        return searchBar.delegate?.searchBarShouldEndEditing(searchBar) ?? true
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        guard let searchBar else { return }
        searchBar.delegate?.searchBarTextDidEndEditing(searchBar)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard let searchBar else { return true }
        return searchBar.delegate?.searchBar(searchBar, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    /// The return key is the Search key; the field keeps editing, as UIKit's does.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        guard let searchBar else { return false }
        searchBar.delegate?.searchBarSearchButtonClicked(searchBar)
        return false
    }
}
