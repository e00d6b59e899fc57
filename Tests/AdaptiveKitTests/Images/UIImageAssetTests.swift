@testable import AdaptiveKit
import Foundation
import Testing

@Suite("UIImageAsset: registering and choosing the best image")
struct UIImageAssetTests {
    /// A distinct image per call, recognisable by its pixel width.
    func image(width: Int) -> UIImage {
        UIImage(data: TestPNG.data(width: width, height: 1))!
    }

    func scale(_ value: CGFloat) -> UITraitCollection { UITraitCollection(displayScale: value) }

    @Test("the exact scale, then the nearest higher, then the nearest lower")
    func scaleOrder() {
        let asset = UIImageAsset()
        let one = image(width: 1), two = image(width: 2), three = image(width: 3)
        asset.register(one, with: scale(1))
        asset.register(three, with: scale(3))
        #expect(asset.image(with: scale(1)) === one)
        #expect(asset.image(with: scale(3)) === three)
        // 2x is missing: the nearest higher (3x) before the lower (1x).
        #expect(asset.image(with: scale(2)) === three)
        asset.register(two, with: scale(2))
        #expect(asset.image(with: scale(2)) === two)
        // Above every registration: the nearest lower.
        #expect(asset.image(with: scale(4)) === three)
    }

    @Test("a registration without a scale is at scale 1; a look-up without one uses the environment's")
    func defaultScales() {
        let asset = UIImageAsset()
        let plain = image(width: 1), retina = image(width: 2)
        asset.register(plain, with: UITraitCollection())
        asset.register(retina, with: scale(2))
        #expect(plain.traitCollection.displayScale == 1)
        // No scale in the request and none in the environment: scale 1.
        #expect(asset.image(with: UITraitCollection()) === plain)
        // The environment's scale fills the request.
        scale(2).performAsCurrent {
            #expect(asset.image(with: UITraitCollection()) === retina)
            #expect(asset.image(with: UITraitCollection(userInterfaceStyle: .dark)) === retina)
            // An explicit scale wins over the environment's.
            #expect(asset.image(with: scale(1)) === plain)
        }
    }

    @Test("a look-up without an idiom takes the environment's idiom")
    func environmentIdiom() {
        let asset = UIImageAsset()
        let any = image(width: 1), pad = image(width: 2)
        asset.register(any, with: scale(2))
        asset.register(pad, with: UITraitCollection(traitsFrom: [scale(2), UITraitCollection(userInterfaceIdiom: .pad)]))
        #expect(asset.image(with: scale(2)) === any)
        UITraitCollection(userInterfaceIdiom: .pad).performAsCurrent {
            #expect(asset.image(with: scale(2)) === pad)
        }
        UITraitCollection(userInterfaceIdiom: .phone).performAsCurrent {
            #expect(asset.image(with: scale(2)) === any)
        }
    }

    @Test("registering equal traits replaces; unregistering matches by value")
    func replaceAndUnregister() {
        let asset = UIImageAsset()
        let first = image(width: 1), second = image(width: 2), dark = image(width: 3)
        let darkTraits = UITraitCollection(traitsFrom: [scale(2), UITraitCollection(userInterfaceStyle: .dark)])
        asset.register(first, with: scale(2))
        asset.register(second, with: scale(2))
        asset.register(dark, with: darkTraits)
        #expect(asset.registeredTraitCollections.count == 2)
        #expect(asset.image(with: scale(2)) === second)
        let darkRequest = UITraitCollection(traitsFrom: [scale(2), UITraitCollection(userInterfaceStyle: .dark)])
        #expect(asset.image(with: darkRequest) === dark)
        // A different but equal collection removes the registration.
        asset.unregister(imageWith: UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), scale(2)]))
        #expect(asset.registeredTraitCollections == [scale(2)])
        #expect(asset.image(with: darkRequest) === second)
        // Unregistering without a scale removes the scale-1 registration only.
        asset.unregister(imageWith: UITraitCollection())
        #expect(asset.registeredTraitCollections.count == 1)
    }

    @Test("the most specific contained registration wins over a nearer scale")
    func specificity() {
        let asset = UIImageAsset()
        let generic = image(width: 1), dark = image(width: 2), phoneDark = image(width: 3), tablet = image(width: 4)
        asset.register(generic, with: scale(3))
        asset.register(dark, with: UITraitCollection(traitsFrom: [scale(1), UITraitCollection(userInterfaceStyle: .dark)]))
        asset.register(phoneDark, with: TestTraits.traits {
            $0.displayScale = 2; $0.userInterfaceStyle = .dark; $0.userInterfaceIdiom = .phone
        })
        asset.register(tablet, with: TestTraits.traits { $0.displayScale = 3; $0.userInterfaceIdiom = .pad })

        let darkPhone = TestTraits.traits { $0.displayScale = 3; $0.userInterfaceStyle = .dark; $0.userInterfaceIdiom = .phone }
        #expect(asset.image(with: darkPhone) === phoneDark)
        let darkPad = TestTraits.traits { $0.displayScale = 3; $0.userInterfaceStyle = .dark; $0.userInterfaceIdiom = .pad }
        // pad and dark each specify one trait: the idiom comes first in the priority order.
        #expect(asset.image(with: darkPad) === tablet)
        let lightPhone = TestTraits.traits { $0.displayScale = 3; $0.userInterfaceStyle = .light; $0.userInterfaceIdiom = .phone }
        #expect(asset.image(with: lightPhone) === generic)
    }

    @Test("equal specificity: the horizontal size class wins over the vertical one")
    func sizeClassPriority() {
        let asset = UIImageAsset()
        let compactHeight = image(width: 1), compactWidth = image(width: 2)
        asset.register(compactHeight, with: TestTraits.traits { $0.displayScale = 2; $0.verticalSizeClass = .compact })
        asset.register(compactWidth, with: TestTraits.traits { $0.displayScale = 2; $0.horizontalSizeClass = .compact })
        let compactCompact = TestTraits.traits { $0.displayScale = 2; $0.horizontalSizeClass = .compact; $0.verticalSizeClass = .compact }
        #expect(asset.image(with: compactCompact) === compactWidth)
        let regularCompact = TestTraits.traits { $0.displayScale = 2; $0.horizontalSizeClass = .regular; $0.verticalSizeClass = .compact }
        #expect(asset.image(with: regularCompact) === compactHeight)
    }

    @Test("nothing contained: the least specific registration; an empty asset: an empty image")
    func fallbacks() {
        let asset = UIImageAsset()
        let empty = asset.image(with: scale(2))
        #expect(empty.size == .zero)
        #expect(empty.imageAsset === asset)
        let dark = image(width: 1), darkPad = image(width: 2)
        asset.register(darkPad, with: TestTraits.traits { $0.userInterfaceStyle = .dark; $0.userInterfaceIdiom = .pad })
        asset.register(dark, with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(asset.image(with: UITraitCollection(userInterfaceStyle: .light)) === dark)
    }

    @Test("every registered image knows its asset and registration traits")
    func imagesKnowTheirAsset() {
        let asset = UIImageAsset()
        let picture = image(width: 5)
        let traits = TestTraits.traits { $0.displayScale = 2; $0.horizontalSizeClass = .compact }
        asset.register(picture, with: traits)
        #expect(picture.imageAsset === asset)
        #expect(picture.traitCollection == traits)
        // Derived images keep the asset.
        #expect(picture.withRenderingMode(.alwaysTemplate).imageAsset === asset)
    }

    @Test("registrations from many threads at once are all kept")
    func concurrentRegistration() async {
        let asset = UIImageAsset()
        await withTaskGroup(of: Void.self) { group in
            for index in 1...32 {
                group.addTask {
                    let picture = UIImage(data: TestPNG.data(width: index, height: 1), scale: 1)!
                    asset.register(picture, with: UITraitCollection(traitsFrom: [
                        UITraitCollection(displayScale: CGFloat(index)),
                    ]))
                }
            }
        }
        #expect(asset.registeredTraitCollections.count == 32)
        #expect(asset.image(with: UITraitCollection(displayScale: 7)).content.pixelWidth == 7)
    }
}
