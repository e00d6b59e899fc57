import Foundation

/// A row of dots, one per page, the current one highlighted.
///
/// Its intrinsic size is ``size(forNumberOfPages:)`` of its page count: 7-point dots 9 points
/// apart, 37 points high (the classic control; iOS 14 draws wider, 26-point-high pills).
@MainActor
open class UIPageControl: UIControl {
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The number of pages (dots).
    open var numberOfPages = 0 {
        didSet {
            nonAppearanceSetter("numberOfPages")
            if numberOfPages < 0 { numberOfPages = 0 }
            if currentPage >= numberOfPages { currentPage = max(0, numberOfPages - 1) }
            if oldValue != numberOfPages { invalidateIntrinsicContentSize() }
        }
    }

    /// The highlighted page, kept in `0..<numberOfPages`.
    open var currentPage = 0 {
        didSet {
            nonAppearanceSetter("currentPage")
            let clamped = min(max(currentPage, 0), max(0, numberOfPages - 1))
            if clamped != currentPage { currentPage = clamped }
        }
    }

    /// Whether the control hides itself when there is only one page.
    open var hidesForSinglePage = false

    private var storedPageIndicatorTintColor: UIColor?
    /// The colour of the other pages' dots. An appearance property.
    open var pageIndicatorTintColor: UIColor? {
        get { storedPageIndicatorTintColor }
        set {
            appearanceSetter(\UIPageControl.pageIndicatorTintColor, "pageIndicatorTintColor", newValue)
            storedPageIndicatorTintColor = newValue
        }
    }

    private var storedCurrentPageIndicatorTintColor: UIColor?
    /// The colour of the current page's dot. An appearance property.
    open var currentPageIndicatorTintColor: UIColor? {
        get { storedCurrentPageIndicatorTintColor }
        set {
            appearanceSetter(\UIPageControl.currentPageIndicatorTintColor, "currentPageIndicatorTintColor", newValue)
            storedCurrentPageIndicatorTintColor = newValue
        }
    }

    /// The size that shows a number of pages: `16 × pages − 9` wide, 37 high (zero width for
    /// none).
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = CGFloat(max(0, pageCount))
        let width = count > 0 ? count * StandardViewMetrics.pageDotSize + (count - 1) * StandardViewMetrics.pageDotSpacing : 0
        return CGSize(width: width, height: StandardViewMetrics.pageControlHeight)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
}
