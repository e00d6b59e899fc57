import AdaptiveKit
import Foundation

// Views whose intrinsic content size is the one Interface Builder used, for fidelity checks and
// design-time layout (`storyboard frames --intrinsic-from-document`, `placeholderIntrinsicWidth`).
//
// AdaptiveKit cannot measure text as Xcode does without Apple's fonts, so the instantiator can
// make each standard view as a private subclass whose `intrinsicContentSize` reports, on every
// axis where the real view has an intrinsic size, the size Xcode stored in the document. No
// hook in AdaptiveKit is needed: the standard views are `open` and the layout engine reads
// `intrinsicContentSize`. The subclasses are used only when the caller asks for them
// (``IBInstantiator/Options``); a normal load makes the plain UIKit classes.

/// A view whose intrinsic size can be replaced per axis.
@MainActor
protocol DocumentSized: UIView {
    /// The size to report on the axes that have an intrinsic size (`nil`: the real one).
    var documentSize: CGSize? { get set }
    /// Axes forced to report `documentSize` even when the real view has no intrinsic size there
    /// (image views whose image is not loaded, placeholders for kinds AdaptiveKit lacks).
    var forcedAxes: (width: Bool, height: Bool) { get set }
}

extension DocumentSized {
    func documentIntrinsicSize(_ real: CGSize) -> CGSize {
        guard let documentSize else { return real }
        return CGSize(
            width: real.width >= 0 || forcedAxes.width ? documentSize.width : real.width,
            height: real.height >= 0 || forcedAxes.height ? documentSize.height : real.height
        )
    }
}

final class DocumentSizedView: UIView, DocumentSized {
    var documentSize: CGSize?
    var forcedAxes = (width: false, height: false)
    override var intrinsicContentSize: CGSize { documentIntrinsicSize(super.intrinsicContentSize) }
}

/// The view made for a kind AdaptiveKit lacks: drawn as a placeholder box naming the class, with
/// the intrinsic size UIKit's class has, so that the layout around it is the one UIKit makes.
final class UnsupportedKindView: UIView, DocumentSized, UnsupportedViewPlaceholder {
    var documentSize: CGSize?
    var forcedAxes = (width: false, height: false)
    let unsupportedClassName: String
    /// UIKit's intrinsic size for the class (`noIntrinsicMetric` on an axis without one).
    let uiKitIntrinsicSize: CGSize
    override var intrinsicContentSize: CGSize { documentIntrinsicSize(uiKitIntrinsicSize) }

    /// A placeholder has no intrinsic size of its own (maps and web views have none in UIKit).
    init(frame: CGRect, className: String) {
        unsupportedClassName = className
        uiKitIntrinsicSize = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        unsupportedClassName = "UIView"
        uiKitIntrinsicSize = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        super.init(coder: coder)
    }
}

final class DocumentSizedLabel: UILabel, DocumentSized {
    var documentSize: CGSize?
    var forcedAxes = (width: false, height: false)
    override var intrinsicContentSize: CGSize { documentIntrinsicSize(super.intrinsicContentSize) }

    /// A designable label's code may set a font other than the one the document names (a text
    /// style applied in `prepareForInterfaceBuilder` or a setter), which the document records
    /// only through the height Xcode measured (its `<designables>`): the label takes the
    /// document's font at the size whose line is that tall, so that its baselines are where
    /// Xcode's canvas had them. Xcode measures a designable without a width limit, so for text
    /// without line breaks the recorded height is one line's.
    func scaleFont(toDesignableLineHeight designableLineHeight: CGFloat) {
        guard designableLineHeight > 0, !(text ?? "").contains(where: \.isNewline) else { return }
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 2
        let lineHeight = (font.lineHeight * scale).rounded(.up) / scale
        // A record far from the document's font (a mutated file's) is not taken for a font size.
        guard lineHeight > 0, designableLineHeight.isFinite, abs(designableLineHeight - lineHeight) >= 0.5,
              (0.25...4).contains(designableLineHeight / lineHeight) else { return }
        font = font.withSize(font.pointSize * designableLineHeight / lineHeight)
    }
}

final class DocumentSizedButton: UIButton, DocumentSized {
    var documentSize: CGSize?
    var forcedAxes = (width: false, height: false)
    override var intrinsicContentSize: CGSize { documentIntrinsicSize(super.intrinsicContentSize) }
}

final class DocumentSizedImageView: UIImageView, DocumentSized {
    var documentSize: CGSize?
    var forcedAxes = (width: false, height: false)
    override var intrinsicContentSize: CGSize { documentIntrinsicSize(super.intrinsicContentSize) }
}

final class DocumentSizedTextField: UITextField, DocumentSized {
    var documentSize: CGSize?
    var forcedAxes = (width: false, height: false)
    override var intrinsicContentSize: CGSize { documentIntrinsicSize(super.intrinsicContentSize) }
}

/// A view laid out by its alignment rectangle on the canvas: the layout engine places the
/// alignment rectangle (AdaptiveKit's engine does not apply `alignmentRectInsets` yet), and the
/// canvas reports the frame outset by ``canvasAlignmentInsets``, as UIKit's frame would be.
@MainActor
protocol CanvasAlignmentOutset: UIView {
    var canvasAlignmentInsets: UIEdgeInsets { get }
}

extension CanvasAlignmentOutset where Self: DocumentSized {
    /// The intrinsic size on the canvas: the document's size reduced to the alignment
    /// rectangle when the document gives one, else the view's own.
    func alignedDocumentIntrinsicSize(_ real: CGSize) -> CGSize {
        let size = documentIntrinsicSize(real)
        return documentSize == nil ? size : alignmentRectSize(size)
    }
}

extension CanvasAlignmentOutset {
    /// A document-given intrinsic size reduced to the alignment rectangle on each axis that has
    /// one (an axis with no intrinsic metric, -1, is left alone).
    func alignmentRectSize(_ size: CGSize) -> CGSize {
        let insets = canvasAlignmentInsets
        return CGSize(
            width: size.width >= 0 ? size.width - insets.left - insets.right : size.width,
            height: size.height >= 0 ? size.height - insets.top - insets.bottom : size.height)
    }
}

/// Xcode lays out a switch by a 49 pt alignment rectangle inside its 51 pt frame (2 pt on the
/// trailing side), as the corpus frames show: a switch pinned to a stack view's trailing edge
/// sticks out 2 pt.
final class DocumentSizedSwitch: UISwitch, DocumentSized, CanvasAlignmentOutset {
    var documentSize: CGSize?
    var forcedAxes = (width: false, height: false)
    let canvasAlignmentInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
    override var intrinsicContentSize: CGSize { alignedDocumentIntrinsicSize(super.intrinsicContentSize) }
}

/// Xcode lays out a slider by its alignment rectangle: 2 pt inside its frame on the leading and
/// trailing sides and 1 pt above the bottom, as the corpus frames show (a slider pinned to a
/// margin has its frame 2 pt beyond it; a 30 pt height constraint gives a 31 pt frame) up to
/// Xcode 15.4 (tools version 23727). Xcode 16's slider (iOS 18) has none: ``IBSceneLayout``
/// clears them for documents from tools version 24000 on.
final class DocumentSizedSlider: UISlider, DocumentSized, CanvasAlignmentOutset {
    var documentSize: CGSize?
    var forcedAxes = (width: false, height: false)
    var canvasAlignmentInsets = UIEdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
    override var intrinsicContentSize: CGSize { alignedDocumentIntrinsicSize(super.intrinsicContentSize) }
}

/// Xcode lays out a segmented control by its alignment rectangle, 1 pt above the bottom of its
/// frame (a 29 pt control in a stack view 28 pt tall).
final class DocumentSizedSegmentedControl: UISegmentedControl, DocumentSized, CanvasAlignmentOutset {
    var documentSize: CGSize?
    var forcedAxes = (width: false, height: false)
    var canvasAlignmentInsets = UIEdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
    override var intrinsicContentSize: CGSize { alignedDocumentIntrinsicSize(super.intrinsicContentSize) }
}

final class DocumentSizedStepper: UIStepper, DocumentSized {
    var documentSize: CGSize?
    var forcedAxes = (width: false, height: false)
    override var intrinsicContentSize: CGSize { documentIntrinsicSize(super.intrinsicContentSize) }
}

final class DocumentSizedProgressView: UIProgressView, DocumentSized {
    var documentSize: CGSize?
    var forcedAxes = (width: false, height: false)
    override var intrinsicContentSize: CGSize { documentIntrinsicSize(super.intrinsicContentSize) }
}

final class DocumentSizedActivityIndicatorView: UIActivityIndicatorView, DocumentSized {
    var documentSize: CGSize?
    var forcedAxes = (width: false, height: false)
    override var intrinsicContentSize: CGSize { documentIntrinsicSize(super.intrinsicContentSize) }
}

final class DocumentSizedPageControl: UIPageControl, DocumentSized {
    var documentSize: CGSize?
    var forcedAxes = (width: false, height: false)
    override var intrinsicContentSize: CGSize { documentIntrinsicSize(super.intrinsicContentSize) }
}

final class DocumentSizedNavigationBar: UINavigationBar, DocumentSized {
    var documentSize: CGSize?
    var forcedAxes = (width: false, height: false)
    override var intrinsicContentSize: CGSize { documentIntrinsicSize(super.intrinsicContentSize) }
}

final class DocumentSizedToolbar: UIToolbar, DocumentSized {
    var documentSize: CGSize?
    var forcedAxes = (width: false, height: false)
    override var intrinsicContentSize: CGSize { documentIntrinsicSize(super.intrinsicContentSize) }
}

final class DocumentSizedTabBar: UITabBar, DocumentSized {
    var documentSize: CGSize?
    var forcedAxes = (width: false, height: false)
    override var intrinsicContentSize: CGSize { documentIntrinsicSize(super.intrinsicContentSize) }
}

final class DocumentSizedTextView: UITextView, DocumentSized {
    var documentSize: CGSize?
    var forcedAxes = (width: false, height: false)
    override var intrinsicContentSize: CGSize { documentIntrinsicSize(super.intrinsicContentSize) }
}

final class DocumentSizedPickerView: UIPickerView, DocumentSized {
    var documentSize: CGSize?
    var forcedAxes = (width: false, height: false)
    override var intrinsicContentSize: CGSize { documentIntrinsicSize(super.intrinsicContentSize) }
}

final class DocumentSizedDatePicker: UIDatePicker, DocumentSized {
    var documentSize: CGSize?
    var forcedAxes = (width: false, height: false)
    override var intrinsicContentSize: CGSize { documentIntrinsicSize(super.intrinsicContentSize) }
}

final class DocumentSizedSearchBar: UISearchBar, DocumentSized {
    var documentSize: CGSize?
    var forcedAxes = (width: false, height: false)
    override var intrinsicContentSize: CGSize { documentIntrinsicSize(super.intrinsicContentSize) }
}
