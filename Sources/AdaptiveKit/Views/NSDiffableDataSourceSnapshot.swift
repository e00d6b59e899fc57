import Foundation

/// The state of a list's data at one moment: sections and their items, each named by a unique
/// identifier (iOS 13). A diffable data source shows a snapshot when it is applied.
///
/// Identifiers must be unique across the snapshot. Where UIKit raises an exception — an
/// identifier added twice, an identifier not in the snapshot named as an anchor or a target, an
/// item appended with no section — the change is refused (the snapshot stays as it was) and
/// reported in `LayoutDiagnostics` with UIKit's message when the snapshot is applied.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var sections: [SectionIdentifierType] = []
    private var items: [SectionIdentifierType: [ItemIdentifierType]] = [:]
    /// The items marked to be reloaded (their cells made again) when the snapshot is applied.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The items marked to be reconfigured (iOS 15).
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// The sections marked to be reloaded.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    /// The number of items in every section.
    public var numberOfItems: Int { sections.reduce(0) { $0 + (items[$1]?.count ?? 0) } }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// Every item, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap { items[$0] ?? [] } }

    /// The items of a section, in order (none for a section not in the snapshot).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        items[identifier] ?? []
    }

    /// The number of items in a section.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        items[identifier]?.count ?? 0
    }

    /// The section an item is in.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        position(of: identifier).map { sections[$0.section] }
    }

    /// An item's position among all the items.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        itemIdentifiers.firstIndex(of: identifier)
    }

    /// A section's position.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex(of: identifier)
    }

    /// The section at a position (the data sources' look-ups by index path).
    func sectionIdentifier(at index: Int) -> SectionIdentifierType? {
        sections.indices.contains(index) ? sections[index] : nil
    }

    /// The item at a position in the section at a position.
    func itemIdentifier(section: Int, index: Int) -> ItemIdentifierType? {
        guard let identifier = sectionIdentifier(at: section), let items = items[identifier], items.indices.contains(index) else { return nil }
        return items[index]
    }

    /// Where an item is: its section's position and its own in the section.
    func position(of item: ItemIdentifierType) -> (section: Int, index: Int)? {
        for (section, identifier) in sections.enumerated() {
            if let index = items[identifier]?.firstIndex(of: item) { return (section, index) }
        }
        return nil
    }

    // MARK: Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        guard acceptsNew(sections: identifiers) else { return }
        sections += identifiers
        for identifier in identifiers { items[identifier] = [] }
    }

    /// Inserts sections before a section.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard acceptsNew(sections: identifiers), let index = sectionIndex(toIdentifier) else { return }
        sections.insert(contentsOf: identifiers, at: index)
        for identifier in identifiers { items[identifier] = [] }
    }

    /// Inserts sections after a section.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard acceptsNew(sections: identifiers), let index = sectionIndex(toIdentifier) else { return }
        sections.insert(contentsOf: identifiers, at: index + 1)
        for identifier in identifiers { items[identifier] = [] }
    }

    /// Deletes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let removed = Set(identifiers)
        sections.removeAll { removed.contains($0) }
        for identifier in identifiers { items[identifier] = nil }
    }

    /// Moves a section before another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        guard identifier != toIdentifier, sectionIndex(identifier) != nil, sectionIndex(toIdentifier) != nil else { return }
        sections.removeAll { $0 == identifier }
        sections.insert(identifier, at: sections.firstIndex(of: toIdentifier)!)
    }

    /// Moves a section after another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        guard identifier != toIdentifier, sectionIndex(identifier) != nil, sectionIndex(toIdentifier) != nil else { return }
        sections.removeAll { $0 == identifier }
        sections.insert(identifier, at: sections.firstIndex(of: toIdentifier)! + 1)
    }

    /// Marks sections to be reloaded.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        guard identifiers.allSatisfy({ sectionIndex($0) != nil }) else { return }
        reloadedSectionIdentifiers += identifiers
    }

    // MARK: Items

    /// Adds items at the end of a section (the last section when `nil`).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let section = sectionIdentifier ?? sections.last else {
            report("There are currently no sections in the data source. Please add a section first.")
            return
        }
        guard sectionIndex(section) != nil, acceptsNew(items: identifiers) else { return }
        items[section, default: []] += identifiers
    }

    /// Inserts items before an item.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        guard acceptsNew(items: identifiers), let (section, index) = place(of: beforeIdentifier) else { return }
        items[section]!.insert(contentsOf: identifiers, at: index)
    }

    /// Inserts items after an item.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        guard acceptsNew(items: identifiers), let (section, index) = place(of: afterIdentifier) else { return }
        items[section]!.insert(contentsOf: identifiers, at: index + 1)
    }

    /// Deletes items.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let removed = Set(identifiers)
        for section in sections { items[section]?.removeAll { removed.contains($0) } }
    }

    /// Deletes every item and section.
    public mutating func deleteAllItems() {
        sections = []
        items = [:]
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
        reloadedSectionIdentifiers = []
    }

    /// Moves an item before another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        guard identifier != toIdentifier, place(of: identifier) != nil, place(of: toIdentifier) != nil else { return }
        deleteItems([identifier])
        let (section, index) = place(of: toIdentifier)!
        items[section]!.insert(identifier, at: index)
    }

    /// Moves an item after another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        guard identifier != toIdentifier, place(of: identifier) != nil, place(of: toIdentifier) != nil else { return }
        deleteItems([identifier])
        let (section, index) = place(of: toIdentifier)!
        items[section]!.insert(identifier, at: index + 1)
    }

    /// Marks items to be reloaded (their cells made again).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        guard identifiers.allSatisfy({ place(of: $0) != nil }) else { return }
        reloadedItemIdentifiers += identifiers
    }

    /// Marks items to be reconfigured (iOS 15; their cells made again here too).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        guard identifiers.allSatisfy({ place(of: $0) != nil }) else { return }
        reconfiguredItemIdentifiers += identifiers
    }

    // MARK: Checks

    private mutating func sectionIndex(_ identifier: SectionIdentifierType) -> Int? {
        guard let index = sections.firstIndex(of: identifier) else {
            report("Invalid section identifier \(identifier): it is not in the snapshot.")
            return nil
        }
        return index
    }

    private mutating func place(of identifier: ItemIdentifierType) -> (SectionIdentifierType, Int)? {
        guard let (section, index) = position(of: identifier) else {
            report("Invalid item identifier \(identifier): it is not in the snapshot.")
            return nil
        }
        return (sections[section], index)
    }

    private mutating func acceptsNew(sections new: [SectionIdentifierType]) -> Bool {
        guard Set(new).count == new.count, Set(new).isDisjoint(with: sections) else {
            report("Fatal: supplied section identifiers are not unique.")
            return false
        }
        return true
    }

    private mutating func acceptsNew(items new: [ItemIdentifierType]) -> Bool {
        guard Set(new).count == new.count, Set(new).isDisjoint(with: itemIdentifiers) else {
            report("Fatal: supplied item identifiers are not unique.")
            return false
        }
        return true
    }

    /// The changes refused so far, reported when the snapshot is applied (a snapshot may be made
    /// off the main actor; the log is the main actor's).
    private(set) var refusals: [String] = []

    private mutating func report(_ message: String) {
        refusals.append(message)
    }
}
