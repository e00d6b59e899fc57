import Foundation

// How a slot is chosen for a trait collection (reference: asset-catalogs.md §3).
//
// 1. Slots that are empty (no file, or a file that does not exist) are ignored, and so are slots
//    whose qualifiers contradict the request: a specific idiom other than the request's (watch
//    and marketing idioms never match), a size class, luminosity, high contrast or language
//    direction the request does not have, a display-P3 slot on an sRGB display. An sRGB slot is
//    never a contradiction: it is the fallback on P3 displays.
//    An unspecified gamut in the request counts as sRGB and an unspecified layout direction as
//    left-to-right; an unspecified style, contrast, idiom or size class matches only slots that
//    leave it unspecified too.
// 2. Among the rest, the slot matching the most qualifiers exactly wins (a specific idiom, a size
//    class, a luminosity, high contrast, display-P3 on P3 / sRGB on sRGB, a language direction).
//    Ties go, in order, to the slot that matches the idiom, the width class, the height class,
//    the luminosity, the contrast, the gamut, the direction; then to a slot without a gamut over
//    an sRGB slot on a P3 display; then to a slot *without* memory / graphics-feature-set /
//    subtype / screen-width restrictions (a trait collection cannot say how much memory or which
//    GPU a device has, so a restricted slot is used only when no otherwise-equal unrestricted slot
//    exists); then to the earlier slot in the file.
// 3. The slots that differ from the winner only by scale form its group; the group's slot with
//    the nearest scale is chosen: the exact scale, then a single-scale (vector) slot, then the
//    nearest higher scale, then the nearest lower one.
extension AssetCatalog.Qualifiers {
    /// Whether nothing in these qualifiers contradicts the request (rule 1).
    func isCompatible(with request: UITraitCollection) -> Bool {
        guard idiom.canMatch else { return false }
        if let wanted = idiom.userInterfaceIdiom, wanted != request.userInterfaceIdiom { return false }
        if widthClass != .unspecified, widthClass != request.horizontalSizeClass { return false }
        if heightClass != .unspecified, heightClass != request.verticalSizeClass { return false }
        if userInterfaceStyle != .unspecified, userInterfaceStyle != request.userInterfaceStyle { return false }
        if accessibilityContrast != .unspecified, accessibilityContrast != request.accessibilityContrast { return false }
        if displayGamut == .P3, Self.gamut(of: request) != .P3 { return false }
        if layoutDirection != .unspecified, layoutDirection != Self.direction(of: request) { return false }
        return true
    }

    /// How well a compatible slot matches (rule 2).
    func score(for request: UITraitCollection) -> AssetCatalog.SlotScore {
        let flags = [
            idiom.userInterfaceIdiom != nil,
            widthClass != .unspecified,
            heightClass != .unspecified,
            userInterfaceStyle != .unspecified,
            accessibilityContrast != .unspecified,
            displayGamut != .unspecified && displayGamut == Self.gamut(of: request),
            layoutDirection != .unspecified,
        ]
        return AssetCatalog.SlotScore(
            flags: flags,
            isGamutFallback: displayGamut == .SRGB && Self.gamut(of: request) == .P3,
            isRestricted: !restrictions.isEmpty)
    }

    private static func gamut(of request: UITraitCollection) -> UIDisplayGamut {
        request.displayGamut == .unspecified ? .SRGB : request.displayGamut
    }

    private static func direction(of request: UITraitCollection) -> UITraitEnvironmentLayoutDirection {
        request.layoutDirection == .unspecified ? .leftToRight : request.layoutDirection
    }
}

extension AssetCatalog {
    /// How well a slot's qualifiers match a request; greater is better.
    struct SlotScore: Comparable {
        /// Matched qualifiers in priority order: idiom, width, height, style, contrast, gamut, direction.
        var flags: [Bool]
        var isGamutFallback: Bool
        var isRestricted: Bool

        var matchedCount: Int { flags.filter { $0 }.count }

        static func < (lhs: SlotScore, rhs: SlotScore) -> Bool {
            if lhs.matchedCount != rhs.matchedCount { return lhs.matchedCount < rhs.matchedCount }
            for (left, right) in zip(lhs.flags, rhs.flags) where left != right { return !left }
            if lhs.isGamutFallback != rhs.isGamutFallback { return lhs.isGamutFallback }
            if lhs.isRestricted != rhs.isRestricted { return lhs.isRestricted }
            return false
        }
    }

    /// The index of the slot chosen for a request (the rules above), or `nil` when no usable slot
    /// is compatible.
    ///
    /// - Parameters:
    ///   - qualifiers: The slots' qualifiers, in file order.
    ///   - usable: Whether each slot can be chosen at all (it has a file, or a colour).
    ///   - request: The completed request (its display scale is the wanted scale).
    static func chooseSlot(qualifiers: [Qualifiers], usable: [Bool], for request: UITraitCollection) -> Int? {
        var best: (index: Int, score: SlotScore)?
        for (index, slot) in qualifiers.enumerated() where usable[index] && slot.isCompatible(with: request) {
            let score = slot.score(for: request)
            if best == nil || best!.score < score { best = (index, score) }
        }
        guard let winner = best else { return nil }
        let group = qualifiers[winner.index].ignoringScale
        let wanted = request.displayScale == 0 ? 1 : request.displayScale
        var chosen = winner.index
        var chosenRank = ImageLookupTraits.scaleRank(qualifiers[chosen].scale, wanted: wanted)
        for (index, slot) in qualifiers.enumerated() where usable[index] && slot.ignoringScale == group {
            let rank = ImageLookupTraits.scaleRank(slot.scale, wanted: wanted)
            if ImageLookupTraits.isBetter(rank, than: chosenRank) || (rank == chosenRank && index < chosen) {
                chosen = index
                chosenRank = rank
            }
        }
        return chosen
    }

    /// The index of the least specific usable slot (fewest qualifiers, then file order): what a
    /// dynamic catalog colour falls back to when no slot is compatible.
    static func leastSpecificSlot(qualifiers: [Qualifiers], usable: [Bool]) -> Int? {
        func specificity(_ slot: Qualifiers) -> Int {
            [slot.idiom != .universal, slot.widthClass != .unspecified, slot.heightClass != .unspecified,
             slot.userInterfaceStyle != .unspecified, slot.accessibilityContrast != .unspecified,
             slot.displayGamut != .unspecified, slot.layoutDirection != .unspecified].filter { $0 }.count
                + slot.restrictions.count
        }
        return qualifiers.indices.filter { usable[$0] }.min { specificity(qualifiers[$0]) < specificity(qualifiers[$1]) }
    }
}
