/// Coefficients smaller than this are taken to be zero and dropped from rows.
let nearZeroThreshold = 1.0e-8

/// Whether a coefficient or constant is indistinguishable from zero.
@inline(__always)
func isNearZero(_ value: Double) -> Bool {
    value < nearZeroThreshold && value > -nearZeroThreshold
}

/// A sum of two terms within this fraction of the larger one (about 450 units in the last
/// place) is what is left of their cancellation, not a value.
let cancellationTolerance = 1.0e-13

/// The smallest coefficient a product (`coefficient × scale`, a term new to a row) keeps.
///
/// A product is not round-off: coefficients of 0.125 and 100 chained through a few
/// substitutions make real coefficients of 1e-9 (0.125³ / 100³ is 1.95e-9). Dropped at
/// `nearZeroThreshold`, as sums are, a row loses a dependence that is there, and a value of a
/// million on the other side of it is missed by the whole of it (`docs/cassowary.md`, "Small
/// products kept"). Sums are still dropped at `nearZeroThreshold` or when they cancel
/// (`isCancelled`): that is where round-off comes from.
let productFloor = 1.0e-14

/// Whether `sum`, computed as `held + change`, is zero: near zero, or the round-off of two
/// terms that cancel.
///
/// The absolute test alone keeps the round-off of large terms: a cost computed as the
/// difference of two numbers near a billion keeps their last bit, 1.2e-7, where it should be
/// zero; at a high priority level that sign then hides every cost below it, and the simplex
/// stops short of the optimum (`RoundOffTests.cancelledCostAtHighPriority`).
@inline(__always)
func isCancelled(_ sum: Double, of held: Double, _ change: Double) -> Bool {
    isNearZero(sum) || sum.magnitude <= cancellationTolerance * Swift.max(held.magnitude, change.magnitude)
}

/// One slot of a row's hash table: a symbol, its coefficient, and where this row sits in the
/// symbol's column list (so that leaving the column costs O(1)); or a free slot.
struct Cell {
    /// The symbol's id; negative in a free slot (the table's own encoding: read `symbol`).
    fileprivate var id: Int32
    /// The symbol's entry in the column index (`ColumnIndex.unlinked` outside the tableau).
    var column: Int32
    var coefficient: Double

    /// The symbol, `nil` in a free slot.
    @inline(__always)
    var symbol: Symbol? { id >= 0 ? Symbol(id) : nil }

    @inline(__always)
    fileprivate var isFree: Bool { id < 0 }

    fileprivate static let empty = Cell(id: -1, column: ColumnIndex.unlinked, coefficient: 0)
}

/// A sparse linear row `constant + Σ coefficient·symbol`: an open-addressing hash table keyed
/// by symbol id (linear probing, backward-shift deletion), so that looking up, adding and
/// removing one symbol cost O(1) however long the row grows.
///
/// In the tableau a row gives the value of its basic symbol in terms of parametric symbols;
/// in the objective it gives the cost of each parametric symbol at one priority level.
struct Row {
    /// The constant term: the basic symbol's value while every parametric symbol is zero.
    var constant: Double
    /// The hash table (a free slot's `symbol` is `nil`). The capacity is zero or a power of two.
    private(set) var cells: [Cell] = []
    /// The number of occupied slots.
    private(set) var count = 0
    private var shift: UInt32 = 32

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// The number of slots, occupied or not; iterate `0..<capacity` and skip free slots.
    var capacity: Int { cells.count }

    var isEmpty: Bool { count == 0 }

    /// The slot where a symbol's probe run starts, in a table of `1 << (32 - shift)` slots
    /// (Fibonacci hashing).
    @inline(__always)
    private static func home(_ id: Int32, shift: UInt32) -> Int {
        Int(truncatingIfNeeded: (UInt32(bitPattern: id) &* 0x9E37_79B1) >> shift)
    }

    @inline(__always)
    private func home(_ id: Int32) -> Int {
        Self.home(id, shift: shift)
    }

    /// The slot holding `symbol`, if the row holds it.
    @inline(__always)
    func slot(of symbol: Symbol) -> Int? {
        if count == 0 { return nil }
        let id = symbol.id
        let start = home(id)
        return cells.withUnsafeBufferPointer { buffer in
            let mask = buffer.count - 1
            var index = start
            while true {
                let found = buffer[index].id
                if found == id { return index }
                if found < 0 { return nil }
                index = (index + 1) & mask
            }
        }
    }

    /// Whether the row holds `symbol`.
    @inline(__always)
    func contains(_ symbol: Symbol) -> Bool {
        slot(of: symbol) != nil
    }

    /// The coefficient of `symbol`, zero when absent.
    @inline(__always)
    func coefficient(of symbol: Symbol) -> Double {
        guard let index = slot(of: symbol) else { return 0 }
        return cells[index].coefficient
    }

    @inline(__always)
    func cell(at slot: Int) -> Cell { cells[slot] }

    @inline(__always)
    mutating func setCoefficient(_ coefficient: Double, at slot: Int) {
        cells[slot].coefficient = coefficient
    }

    @inline(__always)
    mutating func setColumn(_ column: Int32, at slot: Int) {
        cells[slot].column = column
    }

    /// Sets the column entry of every cell to `column(symbol)`, in slot order.
    @inline(__always)
    mutating func setColumns(_ column: (Symbol) -> Int32) {
        cells.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices where !buffer[index].isFree {
                buffer[index].column = column(Symbol(buffer[index].id))
            }
        }
    }

    /// Replaces every cell's column entry `c` by `renumbered(c)`.
    @inline(__always)
    mutating func renumberColumns(_ renumbered: (Int32) -> Int32) {
        cells.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices where !buffer[index].isFree {
                buffer[index].column = renumbered(buffer[index].column)
            }
        }
    }

    /// Inserts a symbol known to be absent and returns its slot.
    @discardableResult
    mutating func insertNew(_ symbol: Symbol, coefficient: Double, column: Int32 = ColumnIndex.unlinked) -> Int {
        if (count + 1) * 4 > cells.count * 3 { grow() }
        let start = home(symbol.id)
        count += 1
        return cells.withUnsafeMutableBufferPointer { buffer in
            let mask = buffer.count - 1
            var index = start
            while !buffer[index].isFree { index = (index + 1) & mask }
            buffer[index] = Cell(id: symbol.id, column: column, coefficient: coefficient)
            return index
        }
    }

    /// Removes the cell at `slot`, moving later cells of its probe run back.
    mutating func remove(at slot: Int) {
        let shift = self.shift
        count -= 1
        cells.withUnsafeMutableBufferPointer { buffer in Self.remove(at: slot, in: buffer, shift: shift) }
    }

    /// Empties `slot` of a table, moving later cells of its probe run back (backward-shift
    /// deletion: no tombstones, so a probe still stops at the first free slot).
    @inline(__always)
    private static func remove(at slot: Int, in buffer: UnsafeMutableBufferPointer<Cell>, shift: UInt32) {
        let mask = buffer.count - 1
        var hole = slot
        var next = slot
        while true {
            next = (next + 1) & mask
            let id = buffer[next].id
            if id < 0 { break }
            let ideal = home(id, shift: shift)
            // The cell at `next` may move into the hole unless its home lies cyclically in (hole, next].
            let stays = hole <= next ? (ideal > hole && ideal <= next) : (ideal > hole || ideal <= next)
            if stays { continue }
            buffer[hole] = buffer[next]
            hole = next
        }
        buffer[hole] = .empty
    }

    /// Removes `symbol` if present and returns its coefficient (zero when absent).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        guard let index = slot(of: symbol) else { return 0 }
        let coefficient = cells[index].coefficient
        remove(at: index)
        return coefficient
    }

    /// Adds `coefficient` to the symbol's coefficient, dropping it when the sum is near zero.
    /// For rows outside the tableau (no column bookkeeping).
    mutating func add(_ symbol: Symbol, _ coefficient: Double) {
        if let index = slot(of: symbol) {
            let held = cells[index].coefficient
            let sum = held + coefficient
            if isCancelled(sum, of: held, coefficient) { remove(at: index) } else { cells[index].coefficient = sum }
        } else if coefficient.magnitude >= productFloor {
            insertNew(symbol, coefficient: coefficient)
        }
    }

    /// Adds `scale × other` (constant included). For rows outside the tableau.
    mutating func add(_ other: Row, times scale: Double) {
        add(other, times: scale, linking: { _ in ColumnIndex.unlinked }, unlinking: { _, _ in })
    }

    /// Adds `scale × other` (constant included), dropping the sums within `nearZeroThreshold`
    /// of zero or that cancel (`isCancelled`): `linking(symbol)` gives each new cell's column
    /// entry and `unlinking(symbol, column)` hears of each dropped cell. Room is made first, so the loop runs over the two
    /// tables' buffers with no growth, uniqueness or bounds checks per cell (this is the inner
    /// loop of every substitution and pivot).
    @inline(__always)
    mutating func add(
        _ other: Row, times scale: Double, linking: (Symbol) -> Int32, unlinking: (Symbol, Int32) -> Void
    ) {
        constant += other.constant * scale
        if other.count == 0 { return }
        reserve(count + other.count)
        let shift = self.shift
        var count = self.count
        cells.withUnsafeMutableBufferPointer { target in
            other.cells.withUnsafeBufferPointer { source in
                let mask = target.count - 1
                for cell in source where !cell.isFree {
                    let id = cell.id
                    let change = cell.coefficient * scale
                    var index = Self.home(id, shift: shift)
                    while target[index].id >= 0 && target[index].id != id { index = (index + 1) & mask }
                    if target[index].id == id {
                        let held = target[index].coefficient
                        let sum = held + change
                        if isCancelled(sum, of: held, change) {
                            let column = target[index].column
                            Self.remove(at: index, in: target, shift: shift)
                            count -= 1
                            unlinking(Symbol(id), column)
                        } else {
                            target[index].coefficient = sum
                        }
                    } else if change.magnitude >= productFloor {
                        // The probe stopped at the first free slot, where the symbol goes.
                        target[index] = Cell(id: id, column: linking(Symbol(id)), coefficient: change)
                        count += 1
                    }
                }
            }
        }
        self.count = count
    }

    /// The largest magnitude among the row's coefficients (0 for an empty row).
    var largestCoefficientMagnitude: Double {
        var largest = 0.0
        for cell in cells where !cell.isFree { largest = Swift.max(largest, cell.coefficient.magnitude) }
        return largest
    }

    /// Multiplies the row, constant included, by -1.
    mutating func reverseSign() {
        constant = -constant
        for index in 0..<cells.count where !cells[index].isFree {
            cells[index].coefficient = -cells[index].coefficient
        }
    }

    /// Rewrites `0 = constant + Σ` so that it gives `symbol`: removes the symbol and divides the
    /// rest by minus its coefficient.
    mutating func solve(for symbol: Symbol) {
        let index = slot(of: symbol)!
        let scale = -1.0 / cells[index].coefficient
        remove(at: index)
        constant *= scale
        for index in 0..<cells.count where !cells[index].isFree {
            cells[index].coefficient *= scale
        }
    }

    /// The occupied cells with their symbols, in slot order: `for (symbol, cell) in row.occupied`.
    @inline(__always)
    var occupied: OccupiedCells { OccupiedCells(cells: cells) }

    /// Calls `body` with each occupied cell and its symbol, in slot order, over the row's own
    /// buffer (``occupied`` copies the cell array into its iterator, a retain and a release).
    @inline(__always)
    func forEachOccupied(_ body: (Symbol, Cell) -> Void) {
        cells.withUnsafeBufferPointer { cells in
            for cell in cells where !cell.isFree { body(Symbol(cell.id), cell) }
        }
    }

    /// The occupied cells of a row (free slots skipped).
    struct OccupiedCells: Sequence, IteratorProtocol {
        fileprivate let cells: [Cell]
        fileprivate var index = 0

        @inline(__always)
        mutating func next() -> (symbol: Symbol, cell: Cell)? {
            while index < cells.count {
                let cell = cells[index]
                index += 1
                if !cell.isFree { return (Symbol(cell.id), cell) }
            }
            return nil
        }
    }

    /// The symbols and coefficients, in slot order.
    var entries: [(symbol: Symbol, coefficient: Double)] {
        cells.filter { !$0.isFree }.map { (Symbol($0.id), $0.coefficient) }
    }

    /// Makes room for `count` cells without growing again.
    mutating func reserve(_ count: Int) {
        if count * 4 > cells.count * 3 { grow(minimumCount: count) }
    }

    private mutating func grow(minimumCount: Int = 0) {
        var newCapacity = Swift.max(4, cells.count * 2)
        while minimumCount * 4 > newCapacity * 3 { newCapacity *= 2 }
        // Not `Array(repeating:count:)` nor `init(unsafeUninitializedCapacity:)`: they allocate
        // through a non-inlinable, unspecialised standard library function that looks the
        // buffer's generic metadata up at run time on every call (about 550 instructions, more
        // than the rest of growing a small row); `reserveCapacity` is specialised here.
        var fresh: [Cell] = []
        fresh.reserveCapacity(newCapacity)
        fresh.append(contentsOf: repeatElement(Cell.empty, count: newCapacity))
        let newShift = UInt32(32 - newCapacity.trailingZeroBitCount)
        if count > 0 {
            fresh.withUnsafeMutableBufferPointer { target in
                cells.withUnsafeBufferPointer { source in
                    let mask = newCapacity - 1
                    for cell in source where !cell.isFree {
                        var index = Self.home(cell.id, shift: newShift)
                        while !target[index].isFree { index = (index + 1) & mask }
                        target[index] = cell
                    }
                }
            }
        }
        cells = fresh
        shift = newShift
    }
}

extension Row {
    /// The ways the hash table can be inconsistent, as messages (empty when sound): the count
    /// against the occupied slots, a cell its probe from home does not reach, a symbol held twice,
    /// a capacity that is not a power of two.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        if !cells.isEmpty && (cells.count & (cells.count - 1) != 0 || shift != UInt32(32 - cells.count.trailingZeroBitCount)) {
            problems.append("capacity \(cells.count) with shift \(shift)")
        }
        let occupied = cells.filter { !$0.isFree }
        if occupied.count != count { problems.append("\(occupied.count) cells counted as \(count)") }
        if Set(occupied.map(\.id)).count != occupied.count { problems.append("a symbol is held twice") }
        for cell in occupied {
            guard let symbol = cell.symbol else { continue }
            if slot(of: symbol) == nil { problems.append("\(symbol) is not reached from its home slot") }
        }
        return problems
    }
}
