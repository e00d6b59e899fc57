import Foundation

/// Every fixed number the standard views use for their intrinsic sizes, in one place. The
/// reasoning for each is in `docs/standard-views.md`; most are confirmed by the frames Xcode
/// wrote for these controls in `../shared/corpus`.
public enum StandardViewMetrics {
    // Controls with a fixed size.
    /// `UISwitch`: 51 × 31 (iOS 7 and later; 101 of the corpus's switches).
    public static let switchSize = CGSize(width: 51, height: 31)
    /// `UIStepper`: 94 × 32 (iOS 13 and later; 94 × 29 before).
    public static let stepperSize = CGSize(width: 94, height: 32)
    /// `UISlider`: 31 high (the corpus's usual frame); no intrinsic width.
    public static let sliderHeight: CGFloat = 31
    /// `UISegmentedControl`: 32 high (iOS 13 and later; 29 before).
    public static let segmentedControlHeight: CGFloat = 32
    /// `UISegmentedControl`: horizontal padding inside each segment, per side.
    public static let segmentPadding: CGFloat = 12
    /// `UISegmentedControl`: the font of segment titles (13 pt medium since iOS 13).
    public static let segmentFontSize: CGFloat = 13
    /// `UIActivityIndicatorView`: the medium (and old white/gray) style.
    public static let activityIndicatorMediumSize = CGSize(width: 20, height: 20)
    /// `UIActivityIndicatorView`: the large (and old whiteLarge) style.
    public static let activityIndicatorLargeSize = CGSize(width: 37, height: 37)
    /// `UIProgressView`: default style height (iOS 14 and later; 2 before).
    public static let progressDefaultHeight: CGFloat = 4
    /// `UIProgressView`: bar style height.
    public static let progressBarHeight: CGFloat = 2.5
    /// `UIPageControl`: the classic dots: 7 pt dots 9 pt apart, 37 pt high.
    public static let pageDotSize: CGFloat = 7
    public static let pageDotSpacing: CGFloat = 9
    public static let pageControlHeight: CGFloat = 37

    // Buttons and fields.
    /// `UIButton`: the title font of new buttons (system 15 pt).
    public static let buttonFontSize: CGFloat = 15
    /// `UIButton`: space above and below the title line (6 + 6: 30 pt for a 15 pt title).
    public static let buttonVerticalPadding: CGFloat = 12
    /// `UIButton`: the system button's smallest height.
    public static let buttonMinimumHeight: CGFloat = 30
    /// `UITextField`: the font of new fields (system 14 pt; storyboards usually say 17).
    public static let textFieldFontSize: CGFloat = 14
    /// `UITextField` rounded rect: vertical padding (30 pt high at 14 pt, 34 at 17).
    public static let roundedRectFieldVerticalPadding: CGFloat = 13
    /// `UITextField` rounded rect: horizontal padding per side.
    public static let roundedRectFieldHorizontalPadding: CGFloat = 7
    /// `UITextField` line and bezel styles: padding per side.
    public static let borderedFieldPadding: CGFloat = 4

    // Bars.
    /// `UINavigationBar`: 44 in regular height (32 on compact-width phones in compact height:
    /// ``compactBarHeight``, ``navigationBarHeight(for:)``).
    public static let navigationBarHeight: CGFloat = 44
    /// `UIToolbar`: 44 (32 on compact-width phones in compact height).
    public static let toolbarHeight: CGFloat = 44
    /// `UITabBar`: 49, plus the bottom safe-area inset when at the bottom of a notched phone
    /// (see ``UITabBar``); 32 on compact-width phones in compact height (``compactTabBarHeight``).
    public static let tabBarHeight: CGFloat = 49
    /// The font of bar titles: 17 pt semibold.
    public static let barTitleFontSize: CGFloat = 17
    /// The font of bar button items' titles: 17 pt.
    public static let barButtonFontSize: CGFloat = 17
    /// Bars: leading and trailing margin before the first and after the last item.
    public static let barMargin: CGFloat = 16
    /// Bars: space between items.
    public static let barItemSpacing: CGFloat = 8
    /// Bars: the width of an image item or a system item.
    public static let barImageItemWidth: CGFloat = 30

    // Tables and collections.
    /// `UITableView`: the standard row height.
    public static let tableRowHeight: CGFloat = 44
    /// `UITableView`, grouped and inset grouped styles, heights left automatic (iOS 13 and
    /// later): a section header without a title 17.5 (35 above the first section: the gap UIKit
    /// leaves at the top of a grouped table), a header with a title 38, a footer 17.5 (38 with a
    /// title). Plain: 28 with a title, 0 otherwise. See `docs/standard-views.md` (Tables).
    public static let groupedSectionHeaderHeight: CGFloat = 17.5
    public static let groupedFirstSectionHeaderHeight: CGFloat = 35
    public static let groupedTitledSectionHeaderHeight: CGFloat = 38
    public static let groupedSectionFooterHeight: CGFloat = 17.5
    public static let plainSectionHeaderHeight: CGFloat = 28
    /// `UITableView` insetGrouped: the horizontal inset of the sections beyond the safe area: the
    /// table's system margin, 20 on tables at least 390 points wide (and iPads), 16 on narrower ones.
    public static let insetGroupedMargin: CGFloat = 20
    public static let insetGroupedCompactMargin: CGFloat = 16
    /// `UITableView` insetGrouped: the corner radius of the first and last rows of a section.
    public static let insetGroupedCornerRadius: CGFloat = 10
    /// `UITableViewCell`: the leading and trailing content margin.
    public static let cellMargin: CGFloat = 16
    /// `UITableViewCell`: the width the accessory takes (disclosure indicator and checkmark).
    public static let accessoryWidth: CGFloat = 20
    /// `UITableViewCell`: the detail button's width.
    public static let detailButtonWidth: CGFloat = 22
    /// `UITableViewCell`: space between the content and the accessory.
    public static let accessorySpacing: CGFloat = 10
    /// `UITableViewCell`: space between the image and the text.
    public static let cellImageSpacing: CGFloat = 16
    /// `UITableViewCell`: the fonts: title 17, subtitle detail 12, value1/value2 detail 17, value2
    /// title 12 (bold-ish blue in iOS 6; here regular).
    public static let cellTitleFontSize: CGFloat = 17
    public static let cellSubtitleFontSize: CGFloat = 12
    public static let cellValue2TitleFontSize: CGFloat = 12
    /// `UICollectionViewFlowLayout`: the default item size (50 × 50) and spacings (10).
    public static let flowItemSize = CGSize(width: 50, height: 50)
    public static let flowSpacing: CGFloat = 10
}

extension UIView {
    /// Rounds a measured size up to the pixel grid of the view's screen (its display scale, 1
    /// outside a window), as UIKit rounds text sizes.
    func ceilToPixels(_ size: CGSize) -> CGSize {
        CGSize(width: ceilToPixels(size.width), height: ceilToPixels(size.height))
    }

    func ceilToPixels(_ value: CGFloat) -> CGFloat {
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
        // A tiny tolerance keeps 20.0000001 from becoming 20.5.
        return (value * scale - 0.0001).rounded(.up) / scale
    }
}
