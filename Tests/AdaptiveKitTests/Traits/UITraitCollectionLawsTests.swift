import AdaptiveKit
import Foundation
import PropertyBased
import Testing

/// The laws every trait collection obeys, checked on many generated collections.
@Suite("UITraitCollection laws")
struct UITraitCollectionLawsTests {
    @Test("combining is associative")
    func combiningIsAssociative() async {
        await propertyCheck(count: 300, input: TraitGen.collection, TraitGen.collection, TraitGen.collection) { a, b, c in
            let left = UITraitCollection(traitsFrom: [UITraitCollection(traitsFrom: [a, b]), c])
            let right = UITraitCollection(traitsFrom: [a, UITraitCollection(traitsFrom: [b, c])])
            #expect(left == right)
            #expect(left == UITraitCollection(traitsFrom: [a, b, c]))
        }
    }

    @Test("the later collection wins for every trait it specifies")
    func laterWins() async {
        await propertyCheck(count: 300, input: TraitGen.collection, TraitGen.collection) { a, b in
            let combined = UITraitCollection(traitsFrom: [a, b])
            #expect(combined.containsTraits(in: b))
            // A trait b leaves unspecified keeps a's value.
            if b.horizontalSizeClass == .unspecified {
                #expect(combined.horizontalSizeClass == a.horizontalSizeClass)
            }
            if b.displayScale == 0 {
                #expect(combined.displayScale == a.displayScale)
            }
        }
    }

    @Test("containsTraits(in:) is reflexive")
    func containsIsReflexive() async {
        await propertyCheck(count: 300, input: TraitGen.collection) { a in
            #expect(a.containsTraits(in: a))
        }
    }

    @Test("an all-unspecified collection is contained in every collection")
    func emptyIsContainedEverywhere() async {
        await propertyCheck(count: 300, input: TraitGen.collection) { a in
            #expect(a.containsTraits(in: UITraitCollection()))
            #expect(a.containsTraits(in: UITraitCollection(traitsFrom: [])))
            #expect(a.containsTraits(in: nil))
        }
    }

    @Test("containment is transitive and combining contains its parts' last values")
    func containmentIsTransitive() async {
        await propertyCheck(count: 300, input: TraitGen.collection, TraitGen.collection) { a, b in
            let ab = UITraitCollection(traitsFrom: [a, b])
            let abb = UITraitCollection(traitsFrom: [ab, b])
            #expect(abb == ab)  // combining is idempotent on the right
            if ab.containsTraits(in: b) && b.containsTraits(in: UITraitCollection()) {
                #expect(ab.containsTraits(in: UITraitCollection()))
            }
        }
    }

    @Test("equality agrees with hashing")
    func equalityAgreesWithHashing() async {
        await propertyCheck(count: 300, input: TraitGen.collection, TraitGen.collection) { a, b in
            // Rebuild the same collection another way: equal values must hash alike.
            let rebuilt = UITraitCollection(traitsFrom: [UITraitCollection(), a])
            #expect(rebuilt == a)
            #expect(rebuilt.hash == a.hash)
            #expect(rebuilt.hashValue == a.hashValue)
            if a == b {
                #expect(a.hashValue == b.hashValue)
            }
            // Equality is mutual containment.
            #expect((a == b) == (a.containsTraits(in: b) && b.containsTraits(in: a) && a.changedTraits(from: b).isEmpty))
        }
    }
}
