import Foundation

/// A compositional layout section that looks like a table (iOS 14).
///
/// Rows are the section's full width (inset-grouped: 20 pt inside each side on containers at
/// least 390 pt wide, 16 on narrower ones, as inset-grouped tables), 44 pt tall (UIKit's
/// estimate; cells do not size themselves headless); grouped appearances leave 17.5 pt above and
/// below each section; a supplementary header is 38 pt tall in grouped appearances and 28 in
/// plain ones (the table's section header heights), and stands for the space above the rows.
public struct UICollectionLayoutListConfiguration: Sendable {
    /// The list's look.
    public enum Appearance: Int, Sendable, CaseIterable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    /// Whether sections have headers, and what they are.
    public enum HeaderMode: Int, Sendable, CaseIterable {
        case none, supplementary, firstItemInSection
    }

    /// Whether sections have footers.
    public enum FooterMode: Int, Sendable, CaseIterable {
        case none, supplementary
    }

    public var appearance: Appearance
    public var showsSeparators = true
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    public var headerTopPadding: CGFloat?

    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped }
}

extension NSCollectionLayoutSection {
    /// A list section for a configuration, in an environment (its container's width).
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(StandardViewMetrics.tableRowHeight))
        let item = NSCollectionLayoutItem(layoutSize: rowSize)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: rowSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let width = layoutEnvironment.container.contentSize.width
        let side: CGFloat = configuration.appearance == .insetGrouped
            ? (width >= 390 ? StandardViewMetrics.insetGroupedMargin : StandardViewMetrics.insetGroupedCompactMargin) : 0
        let vertical: CGFloat = configuration.isGrouped ? StandardViewMetrics.groupedSectionFooterHeight : 0
        // A header's height holds the space above the rows (as a titled table header's does).
        let top = configuration.headerMode == .supplementary ? 0 : vertical
        section.contentInsets = NSDirectionalEdgeInsets(top: top, leading: side, bottom: vertical, trailing: side)
        let headerHeight = configuration.isGrouped ? StandardViewMetrics.groupedTitledSectionHeaderHeight : StandardViewMetrics.plainSectionHeaderHeight
        var boundaries: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if configuration.headerMode == .supplementary {
            boundaries.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(headerHeight)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if configuration.footerMode == .supplementary {
            boundaries.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(headerHeight)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundaries
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list (iOS 14).
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}

/// A collection view cell for lists (iOS 14): its default content is a list cell's
/// (``UIListContentConfiguration/cell()``).
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The content as a list cell lays it out, to fill in and set as ``contentConfiguration``.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}

extension UICollectionView {
    /// A cell class and how to configure it for an item (iOS 14), registered on first use.
    @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a cell for an item.
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let handler: Handler
        let identifier = "CellRegistration-\(UUID().uuidString)"

        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }

    /// A cell of a registration, configured for an item (iOS 14).
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?) -> Cell {
        if !registeredIdentifiers.contains(registration.identifier) {
            register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
        }
        guard let cell = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath) as? Cell else {
            preconditionFailure("the cell registered for \(Cell.self) is of another class")
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }
}
