import Foundation

/// Every rule of `storyboard lint`, in the order of `--list-rules` and `docs/lint.md`.
@MainActor
public enum LintRegistry {
    /// One value of each rule (in the order of ``LintRuleInfo/all``).
    public static var all: [any LintRule] {
        [
            UnsatisfiableConstraints(), AmbiguousLayout(), MisplacedView(),
            ViewClipped(), ViewOffscreen(), OutsideSafeArea(), SmallTouchTarget(), TextTruncated(), TextClipped(), ViewsOverlap(),
            UnreachableScene(), MissingReuseIdentifier(), UnknownClass(), ConstraintToUninstalledItem(),
            MissingImage(), MissingColor(), LaunchScreenRule(), VariationWithoutEffect(),
        ]
    }

    /// The rule with this id.
    public static func rule(_ id: String) -> (any LintRule)? {
        all.first { $0.info.id == id }
    }

    /// The info of every rule.
    public static var infos: [LintRuleInfo] { all.map(\.info) }
}
