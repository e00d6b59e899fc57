@testable import AdaptiveKit
import Foundation
import Testing

/// `@Outlet`: outlets declared once, set by name.
@MainActor
@Suite("@Outlet")
struct OutletTests {
    class Base: UIViewController {
        @Outlet var titleLabel: UILabel!
    }

    final class Profile: Base {
        @Outlet var avatar: UIImageView?
        @Outlet var stars: [UIButton]
        @Outlet var extras: [UIView]!
    }

    @Test("outlets, a superclass's outlet and collections are set by name; wrong types and unknown names are refused")
    func setByName() {
        let profile = Profile()
        let label = UILabel()
        #expect(OutletConnections.set("titleLabel", of: profile, to: label))
        #expect(profile.titleLabel === label)
        #expect(OutletConnections.set("avatar", of: profile, to: UIImageView(image: nil)))
        #expect(profile.avatar != nil)
        let first = UIButton(type: .system), second = UIButton(type: .system)
        #expect(OutletConnections.set("stars", of: profile, to: first))
        #expect(OutletConnections.set("stars", of: profile, to: second))
        #expect(profile.stars.count == 2 && profile.stars[0] === first && profile.stars[1] === second)
        #expect(OutletConnections.set("extras", of: profile, to: UIView()))
        #expect(profile.extras.count == 1)
        #expect(!OutletConnections.set("avatar", of: profile, to: UILabel()), "a label is no image view")
        #expect(!OutletConnections.set("missing", of: profile, to: label))
        profile.titleLabel = nil
        #expect(profile.titleLabel == nil, "the property stays settable from code")
    }
}
