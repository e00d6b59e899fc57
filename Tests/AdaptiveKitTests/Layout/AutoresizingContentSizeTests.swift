@testable import AdaptiveKit
import Foundation
import Testing

@Suite("Views placed by their autoresizing masks")
@MainActor
struct AutoresizingContentSizeTests {
    @Test("a label placed in code has no content-size constraints; its frame holds when its text changes, and it sizes to its text once it uses Auto Layout")
    func translatingLabel() throws {
        let window = try LayoutFixtures.window()
        let label = UILabel(frame: CGRect(x: 20, y: 40, width: 50, height: 30))
        label.text = "Hello"
        window.addSubview(label)
        window.layoutIfNeeded()
        let engine = try #require(window.existingLayoutEngine)
        #expect(engine.systemConstraints[ObjectIdentifier(label)]?.contentSize.isEmpty == true)
        label.text = "A much longer text than fits in fifty points"
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 20, y: 40, width: 50, height: 30))

        label.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
        ])
        window.layoutIfNeeded()
        #expect(window.existingLayoutEngine?.systemConstraints[ObjectIdentifier(label)]?.contentSize.count == 4)
        #expect(label.frame.size == label.intrinsicContentSize)
        #expect(label.frame.width > 50)
    }
}
