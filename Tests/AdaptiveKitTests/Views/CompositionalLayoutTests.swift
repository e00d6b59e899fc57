@testable import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("Compositional layouts, list layouts and cell registrations")
struct CompositionalLayoutTests {
    /// A collection view of `counts` items per section with `layout`, laid out 320 wide.
    private func collection(_ layout: UICollectionViewLayout, counts: [Int]) -> (UICollectionView, UICollectionViewDiffableDataSource<Int, Int>) {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Item \(item)"
            cell.contentConfiguration = content
        }
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        var next = 0
        for (section, count) in counts.enumerated() {
            snapshot.appendSections([section])
            snapshot.appendItems(Array(next..<(next + count)), toSection: section)
            next += count
        }
        source.apply(snapshot)
        view.layoutIfNeeded()
        return (view, source)
    }

    private func frame(_ view: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test("a two-column grid: fractional widths, a square group height, item insets, spacing between groups, section insets")
    func grid() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.5)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        let (view, _) = collection(UICollectionViewCompositionalLayout(section: section), counts: [5])
        // 300 pt inside the insets: two 150-pt columns, 150-pt rows.
        #expect(frame(view, 0) == CGRect(x: 12, y: 7, width: 146, height: 146))
        #expect(frame(view, 1) == CGRect(x: 162, y: 7, width: 146, height: 146))
        #expect(frame(view, 2) == CGRect(x: 12, y: 167, width: 146, height: 146))
        #expect(frame(view, 4)?.minY == 327)
        let expected: CGFloat = 5 + 150 * 3 + 10 * 2 + 5
        #expect(view.collectionViewLayout.collectionViewContentSize.height == expected)
        #expect(view.cellForItem(at: IndexPath(item: 4, section: 0)) != nil)
    }

    @Test("count groups share their width; nested groups; an orthogonal section puts its groups in one row; headers take their height")
    func groupsAndHeaders() {
        let leaf = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)), subitem: leaf, count: 2)
        let big = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)), subitems: [big, column])
        let first = NSCollectionLayoutSection(group: row)
        first.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        let card = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let cards = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(80)), subitem: card, count: 1)
        let second = NSCollectionLayoutSection(group: cards)
        second.orthogonalScrollingBehavior = .continuous
        second.interGroupSpacing = 8
        let layout = UICollectionViewCompositionalLayout { index, _ in index == 0 ? first : second }
        let (view, _) = collection(layout, counts: [3, 3])
        #expect(view.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(frame(view, 0) == CGRect(x: 0, y: 30, width: 160, height: 200))
        #expect(frame(view, 1) == CGRect(x: 160, y: 30, width: 160, height: 100))
        #expect(frame(view, 2) == CGRect(x: 160, y: 130, width: 160, height: 100))
        #expect(frame(view, 0, 1) == CGRect(x: 0, y: 230, width: 100, height: 80))
        #expect(frame(view, 2, 1) == CGRect(x: 216, y: 230, width: 100, height: 80))
        #expect(view.collectionViewLayout.collectionViewContentSize.height == 310)
    }

    @Test("a list layout: full-width 44 pt rows, inset-grouped margins; list cells show their content configuration")
    func list() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let (view, source) = collection(UICollectionViewCompositionalLayout.list(using: configuration), counts: [2])
        let top: CGFloat = 38
        #expect(frame(view, 0) == CGRect(x: 16, y: top, width: 288, height: 44))
        #expect(frame(view, 1)?.minY == top + 44)
        let cell = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Item 1")
        #expect(source.itemIdentifier(for: IndexPath(item: 1, section: 0)) == 1)
    }
}
