import Foundation
import OpenStoryboard

/// Five stars; touching or dragging across them sets the rating and sends `.valueChanged`.
final class RatingControl: UIControl {
    static let minimumRating = 0
    static let maximumRating = 5

    var rating = 0 {
        didSet { updateStars() }
    }

    private var starViews: [UIImageView] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        for _ in 0..<Self.maximumRating {
            let star = UIImageView()
            star.translatesAutoresizingMaskIntoConstraints = false
            starViews.append(star)
        }
        let stack = UIStackView(arrangedSubviews: starViews)
        stack.axis = .horizontal
        stack.distribution = .fillEqually
        stack.isUserInteractionEnabled = false
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor),
            stack.topAnchor.constraint(equalTo: topAnchor),
            stack.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
        updateStars()
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: 200, height: 40)
    }

    private func updateStars() {
        for (index, star) in starViews.enumerated() {
            star.tintColor = index < rating ? .systemOrange : .systemGray
            star.image = UIImage(systemName: index < rating ? "star.fill" : "star")
        }
    }

    // MARK: Touches

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        updateRating(for: touch)
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        updateRating(for: touch)
        return true
    }

    private func updateRating(for touch: UITouch) {
        let x = touch.location(in: self).x
        let width = bounds.width / CGFloat(Self.maximumRating)
        let newRating = min(Self.maximumRating, max(Self.minimumRating, Int(x / width) + 1))
        if newRating != rating {
            rating = newRating
            sendActions(for: .valueChanged)
        }
    }
}

/// A translucent band over the photo with its comment.
final class OverlayView: UIView {
    private let label = UILabel()

    var text: String? {
        get { label.text }
        set { label.text = newValue; invalidateIntrinsicContentSize() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = UIColor(white: 1, alpha: 0.7)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = UIFont.preferredFont(forTextStyle: .body)
        addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: centerXAnchor),
            label.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
        layer.cornerRadius = 4
    }

    override var intrinsicContentSize: CGSize {
        let size = label.intrinsicContentSize
        return CGSize(width: size.width + 20, height: size.height + 20)
    }
}
