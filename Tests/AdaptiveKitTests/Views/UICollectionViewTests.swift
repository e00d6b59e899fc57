@testable import AdaptiveKit
import Foundation
import Testing

@MainActor
final class ItemsDataSource: NSObject, UICollectionViewDataSource {
    let counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
    }
}

@MainActor
@Suite("UICollectionView with a flow layout")
struct UICollectionViewTests {
    private func collection(_ layout: UICollectionViewFlowLayout, counts: [Int], size: CGSize) throws -> (UICollectionView, ItemsDataSource) {
        let window = try ViewFixtures.window()
        let view = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Item")
        let source = ItemsDataSource(counts)
        view.dataSource = source
        window.addSubview(view)
        window.layoutIfNeeded()
        return (view, source)
    }

    @Test("vertical flow of itemSize items: full lines are justified, the last line keeps their spacing from the left, lines 10 apart")
    func verticalFlow() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let (view, source) = try collection(layout, counts: [5], size: CGSize(width: 320, height: 480))
        // 300 points between the insets: two items a line (a third would need 320).
        #expect(view.visibleCells.map(\.frame) == [
            CGRect(x: 10, y: 10, width: 100, height: 50), CGRect(x: 210, y: 10, width: 100, height: 50),
            CGRect(x: 10, y: 70, width: 100, height: 50), CGRect(x: 210, y: 70, width: 100, height: 50),
            CGRect(x: 10, y: 130, width: 100, height: 50),
        ])
        #expect(view.contentSize == CGSize(width: 320, height: 190))
        #expect(view.visibleCells.allSatisfy { $0.reuseIdentifier == "Item" })
        _ = source
    }

    @Test("sections stack with headers; items of different heights centre in their line")
    func sectionsAndHeaders() throws {
        final class Sizes: NSObject, UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                indexPath.item == 0 ? CGSize(width: 50, height: 80) : CGSize(width: 50, height: 40)
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.minimumInteritemSpacing = 10
        let sizes = Sizes()
        let window = try ViewFixtures.window()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 600), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Item")
        let source = ItemsDataSource([2, 1])
        view.dataSource = source
        view.delegate = sizes
        window.addSubview(view)
        window.layoutIfNeeded()
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 30, width: 50, height: 80))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 150, y: 50, width: 50, height: 40))
        // Section 1: header after the 80-high line, then its single (centred) item.
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 75, y: 140, width: 50, height: 80))
        #expect(view.contentSize == CGSize(width: 200, height: 220))
    }

    @Test("itemSize items: a short last line keeps the full lines' spacing; an item alone in its line is centred")
    func fixedSizeLines() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        // Six would fit in 375 pt, 15 pt apart: two items are at 0 and 65 (Xcode's canvas stores these).
        let (view, _) = try collection(layout, counts: [2], size: CGSize(width: 375, height: 200))
        #expect(view.visibleCells.map(\.frame.minX) == [0, 65])
        let wide = UICollectionViewFlowLayout()
        wide.itemSize = CGSize(width: 300, height: 50)
        let (single, _) = try collection(wide, counts: [2], size: CGSize(width: 414, height: 200))
        #expect(single.visibleCells.map(\.frame) == [CGRect(x: 57, y: 0, width: 300, height: 50), CGRect(x: 57, y: 60, width: 300, height: 50)])
    }

    @Test("section headers and footers come from the data source, placed by the layout")
    func supplementaryViews() throws {
        final class Source: NSObject, UICollectionViewDataSource {
            let header = UICollectionReusableView(frame: .zero)
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
            }
            func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
                kind == UICollectionView.elementKindSectionHeader
                    ? header
                    : collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Footer", for: indexPath)
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.headerReferenceSize = CGSize(width: 50, height: 40)
        layout.footerReferenceSize = CGSize(width: 50, height: 30)
        layout.sectionInset = UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
        let window = try ViewFixtures.window()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 120, height: 400), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Item")
        view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "Footer")
        let source = Source()
        view.dataSource = source
        window.addSubview(view)
        window.layoutIfNeeded()
        // Two 50-pt items a line (20 pt apart), the third alone on the second line, from the left.
        #expect(view.visibleCells.map(\.frame) == [
            CGRect(x: 0, y: 45, width: 50, height: 50), CGRect(x: 70, y: 45, width: 50, height: 50), CGRect(x: 0, y: 105, width: 50, height: 50),
        ])
        #expect(view.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).map(\.frame) == [CGRect(x: 0, y: 0, width: 120, height: 40)])
        #expect(source.header.superview === view)
        let footers = view.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionFooter)
        #expect(footers.map(\.frame) == [CGRect(x: 0, y: 160, width: 120, height: 30)])
        #expect(footers.first?.reuseIdentifier == "Footer")
        #expect(view.contentSize == CGSize(width: 120, height: 190))
    }

    @Test("horizontal flow fills columns")
    func horizontalFlow() throws {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 60, height: 60)
        let (view, _) = try collection(layout, counts: [3], size: CGSize(width: 300, height: 130))
        #expect(view.visibleCells.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 60, height: 60), CGRect(x: 0, y: 70, width: 60, height: 60),
            CGRect(x: 70, y: 0, width: 60, height: 60),
        ])
        #expect(view.contentSize == CGSize(width: 130, height: 130))
    }
}
