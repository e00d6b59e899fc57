/// A small, fast, seeded pseudo-random generator (Steele, Lea and Flood's SplitMix64): the same
/// seed gives the same numbers on every platform and in every run.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    /// A generator seeded by a text (its 64-bit FNV-1a hash), so that names make seeds.
    public init(seed text: String) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        self.init(seed: hash)
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (`bound` > 0).
    public mutating func int(below bound: Int) -> Int {
        precondition(bound > 0)
        return Int(next() % UInt64(bound))
    }

    /// A number in `range`.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + int(below: range.count)
    }

    /// One element of a non-empty collection.
    public mutating func pick<C: Collection>(_ collection: C) -> C.Element where C.Index == Int {
        collection[collection.startIndex + int(below: collection.count)]
    }

    /// `true` with probability `numerator / denominator`.
    public mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
        int(below: denominator) < numerator
    }
}
