/// The lexicographic objective: one cost row per priority level, highest priority first.
///
/// Level `i` prices the errors of the constraints (and edit variables) whose priority is
/// `priorities[i]`, each error at weight 1. The solver minimises the levels in order: a
/// parametric symbol is worth entering the basis when the first level that prices it at all
/// prices it negatively. So no amount of improvement at one priority pays for a worsening at
/// any higher one.
struct Objective {
    /// The priority of each level, strictly descending.
    private(set) var priorities: [Double] = []
    /// The cost rows, parallel to `priorities`.
    var levels: [Row] = []

    /// The level of `priority`, if one exists.
    func level(of priority: Double) -> Int? {
        priorities.firstIndex(of: priority)
    }

    /// The level of `priority`, created (empty) if needed.
    mutating func makeLevel(for priority: Double) -> Int {
        if let existing = level(of: priority) { return existing }
        let index = priorities.firstIndex { $0 < priority } ?? priorities.count
        priorities.insert(priority, at: index)
        levels.insert(Row(), at: index)
        return index
    }

    /// -1, 0 or 1: the sign of the first level that prices `symbol`.
    @inline(__always)
    func sign(of symbol: Int32) -> Int {
        for index in 0..<levels.count {
            let cost = levels[index].coefficient(of: symbol)
            if cost < 0 { return -1 }
            if cost > 0 { return 1 }
        }
        return 0
    }
}
