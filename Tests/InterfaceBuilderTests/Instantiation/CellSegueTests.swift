import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// A list whose rows come from the storyboard's prototype cell; it logs the segue callbacks and
/// the selection in the order UIKit makes them.
final class CellListController: UITableViewController {
    var log: [String] = []
    var senders: [UITableViewCell] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        cell.textLabel?.text = "Item \(indexPath.row)"
        return cell
    }
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        log.append("shouldPerform \(identifier) sender:\((sender as? UITableViewCell)?.textLabel?.text ?? "?")")
        return true
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let cell = sender as? UITableViewCell { senders.append(cell) }
        let row = (sender as? UITableViewCell).flatMap { tableView.indexPath(for: $0) }?.row
        segue.destination.title = "Detail of \(row.map(String.init) ?? "?")"
        log.append("prepare \(segue.identifier ?? "") row:\(row.map(String.init) ?? "?")")
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.row)")
    }
    override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        log.append("accessoryButtonTapped \(indexPath.row)")
    }
}

/// A grid whose items come from the storyboard's prototype cell.
final class GridController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    var prepared: [(identifier: String?, sender: Any?)] = []
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: indexPath.item == 3 ? "Badge" : "Tile", for: indexPath)
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append((segue.identifier, sender))
    }
}

/// A settings screen with the storyboard's static cells.
final class SettingsController: UITableViewController {
    var prepared: [(identifier: String?, sender: Any?)] = []
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append((segue.identifier, sender))
    }
}

/// A menu whose popover segue's destination is configured in `prepare(for:sender:)`.
final class PopoverSourceController: UIViewController, UIPopoverPresentationControllerDelegate {
    var adaptiveAsked = 0
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let popover = segue.destination.popoverPresentationController else { return }
        popover.delegate = self
        popover.sourceRect = CGRect(x: 0, y: 0, width: 10, height: 10)
        popover.permittedArrowDirections = .up
    }
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptiveAsked += 1
        return .none
    }
}

/// Segues drawn from table and collection view cells fire when the user selects the row or item
/// (or taps the accessory), from every cell made from the prototype, the cell as sender.
@Suite("Segues from cells and popover segues", .isolatedClassRegistry)
@MainActor
struct CellSegueTests {
    static let text = storyboard(scenes: """
        \(navigationScene(root: "lis-tC-trl"))
        <scene sceneID="lis-tS-cne">
            <objects>
                <tableViewController id="lis-tC-trl" customClass="CellListController" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="22" sectionFooterHeight="22" id="lis-tT-abl">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <prototypes>
                            <tableViewCell contentMode="scaleToFill" selectionStyle="default" accessoryType="detailDisclosureButton" indentationWidth="10" reuseIdentifier="Item" textLabel="ite-mL-abl" style="IBUITableViewCellStyleDefault" id="ite-mC-ell">
                                <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="ite-mC-ell" id="ite-mC-vie">
                                    <rect key="frame" x="0.0" y="0.0" width="308" height="43.5"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <subviews>
                                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="ite-mL-abl">
                                            <rect key="frame" x="16" y="0.0" width="284" height="43.5"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            <nil key="textColor"/>
                                            <nil key="highlightedColor"/>
                                        </label>
                                    </subviews>
                                </tableViewCellContentView>
                                <connections>
                                    <segue destination="det-aC-trl" kind="show" identifier="ShowDetail" id="sho-wD-seg"/>
                                    <segue destination="det-aC-trl" kind="show" identifier="ShowInfo" trigger="accessoryAction" id="sho-wI-seg"/>
                                </connections>
                            </tableViewCell>
                        </prototypes>
                        <connections>
                            <outlet property="dataSource" destination="lis-tC-trl" id="lis-tD-src"/>
                            <outlet property="delegate" destination="lis-tC-trl" id="lis-tD-del"/>
                        </connections>
                    </tableView>
                </tableViewController>
            </objects>
        </scene>
        <scene sceneID="det-aS-cne">
            <objects>
                <viewController id="det-aC-trl" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="det-aV-iew">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    </view>
                </viewController>
            </objects>
        </scene>
        <scene sceneID="gri-dS-cne">
            <objects>
                <viewController storyboardIdentifier="Grid" id="gri-dC-trl" customClass="GridController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="gri-dV-iew">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="gri-dC-olv">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="gri-dF-low">
                                    <size key="itemSize" width="100" height="100"/>
                                    <size key="headerReferenceSize" width="0.0" height="0.0"/>
                                    <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                    <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                                </collectionViewFlowLayout>
                                <cells>
                                    <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Tile" id="til-eC-ell">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="til-eC-vie">
                                            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                        </view>
                                        <connections>
                                            <segue destination="det-aC-trl" kind="presentation" identifier="OpenTile" modalPresentationStyle="fullScreen" id="ope-nT-seg"/>
                                        </connections>
                                    </collectionViewCell>
                                    <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Badge" id="bad-gC-ell">
                                        <rect key="frame" x="110" y="0.0" width="100" height="100"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="bad-gC-vie">
                                            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                        </view>
                                        <connections>
                                            <segue destination="det-aC-trl" kind="popoverPresentation" identifier="BadgeInfo" popoverAnchorView="bad-gC-ell" id="bad-gS-egu">
                                                <popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES" left="YES" right="YES"/>
                                            </segue>
                                        </connections>
                                    </collectionViewCell>
                                </cells>
                                <connections>
                                    <outlet property="dataSource" destination="gri-dC-trl" id="gri-dD-src"/>
                                    <outlet property="delegate" destination="gri-dC-trl" id="gri-dD-del"/>
                                </connections>
                            </collectionView>
                        </subviews>
                    </view>
                </viewController>
            </objects>
        </scene>
        <scene sceneID="set-tS-cne">
            <objects>
                <tableViewController storyboardIdentifier="Settings" id="set-tC-trl" customClass="SettingsController" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" id="set-tT-abl">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <sections>
                            <tableViewSection headerTitle="Account" id="set-tS-ec1">
                                <cells>
                                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" textLabel="pro-fL-abl" style="IBUITableViewCellStyleDefault" id="pro-fC-ell">
                                        <rect key="frame" x="0.0" y="55.5" width="375" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="pro-fC-ell" id="pro-fC-vie">
                                            <rect key="frame" x="0.0" y="0.0" width="342" height="43.5"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Profile" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="pro-fL-abl">
                                                    <rect key="frame" x="16" y="0.0" width="318" height="43.5"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    <nil key="textColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                            </subviews>
                                        </tableViewCellContentView>
                                        <connections>
                                            <segue destination="det-aC-trl" kind="show" identifier="ShowProfile" id="sho-wP-seg"/>
                                        </connections>
                                    </tableViewCell>
                                </cells>
                            </tableViewSection>
                            <tableViewSection headerTitle="About" id="set-tS-ec2">
                                <cells>
                                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="60" id="ver-sC-ell">
                                        <rect key="frame" x="0.0" y="135.5" width="375" height="60"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="ver-sC-ell" id="ver-sC-vie">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="59.5"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </cells>
                            </tableViewSection>
                        </sections>
                        <connections>
                            <outlet property="dataSource" destination="set-tC-trl" id="set-tD-src"/>
                            <outlet property="delegate" destination="set-tC-trl" id="set-tD-del"/>
                        </connections>
                    </tableView>
                </tableViewController>
            </objects>
        </scene>
        <scene sceneID="pop-sS-cne">
            <objects>
                <viewController storyboardIdentifier="PopoverSource" id="pop-sC-trl" customClass="PopoverSourceController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="pop-sV-iew">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="pop-sB-ttn">
                                <rect key="frame" x="100" y="100" width="100" height="30"/>
                                <state key="normal" title="Options"/>
                                <connections>
                                    <segue destination="det-aC-trl" kind="popoverPresentation" identifier="Options" popoverAnchorView="pop-sB-ttn" id="pop-sS-egu">
                                        <popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES" left="YES" right="YES"/>
                                    </segue>
                                </connections>
                            </button>
                        </subviews>
                    </view>
                </viewController>
            </objects>
        </scene>
        """, extraRoot: #" initialViewController="nav-co-ntr""#)

    private func load() throws -> UIStoryboard {
        UIStoryboard.register(forClassNamed: "SettingsController") { SettingsController(style: .grouped) }
        UIStoryboard.register(forClassNamed: "CellListController") { CellListController(style: .plain) }
        UIStoryboard.register(forClassNamed: "GridController") { GridController() }
        UIStoryboard.register(forClassNamed: "PopoverSourceController") { PopoverSourceController() }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("CellSegueTests-\(UUID().uuidString).storyboard")
        try Self.text.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        return try UIStoryboard.load(contentsOf: url)
    }

    private func show(_ controller: UIViewController) throws -> UIWindow {
        let window = UIWindow(device: try Device.named("iPhone 8"), orientation: .portrait)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return window
    }

    @Test("selecting a row made from the prototype performs its segue with the cell as sender, before didSelectRowAt")
    func rowSelectionPerformsSegue() throws {
        let storyboard = try load()
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let window = try show(navigation)
        defer { withExtendedLifetime(window) {} }
        let list = try #require(navigation.viewControllers.first as? CellListController)
        let table = try #require(list.tableView)
        #expect(table.visibleCells.count == 3)
        table.userSelectRow(at: IndexPath(row: 2, section: 0))
        #expect(list.log == ["shouldPerform ShowDetail sender:Item 2", "prepare ShowDetail row:2", "didSelect 2"])
        #expect(list.senders.first === table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController?.title == "Detail of 2")
        navigation.popViewController(animated: true)
        #expect(table.indexPathForSelectedRow == nil, "cleared when the list appears again")
        list.log = []
        table.userSelectRow(at: IndexPath(row: 0, section: 0))
        #expect(list.log.first == "shouldPerform ShowDetail sender:Item 0", "every cell made from the prototype carries the segue")
        #expect(navigation.topViewController?.title == "Detail of 0")
    }

    @Test("the accessory button fires the accessoryAction segue, not the selection one")
    func accessoryActionSegue() throws {
        let storyboard = try load()
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let window = try show(navigation)
        defer { withExtendedLifetime(window) {} }
        let list = try #require(navigation.viewControllers.first as? CellListController)
        list.tableView.userTapAccessoryButton(at: IndexPath(row: 1, section: 0))
        #expect(list.log == ["shouldPerform ShowInfo sender:Item 1", "prepare ShowInfo row:1", "accessoryButtonTapped 1"])
        #expect(navigation.viewControllers.count == 2)
    }

    @Test("selecting a collection view item made from the prototype performs its segue with the cell as sender")
    func itemSelectionPerformsSegue() throws {
        let storyboard = try load()
        let grid = try #require(storyboard.instantiateViewController(withIdentifier: "Grid") as? GridController)
        let window = try show(grid)
        defer { withExtendedLifetime(window) {} }
        let collection = try #require(grid.view.subviews.first as? UICollectionView)
        #expect(collection.visibleCells.count == 4)
        collection.userSelectItem(at: IndexPath(item: 2, section: 0))
        #expect(grid.prepared.map(\.identifier) == ["OpenTile"])
        #expect((grid.prepared.first?.sender as? UICollectionViewCell) === collection.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(grid.presentedViewController != nil)
    }

    @Test("a popover segue anchored at a prototype cell points at the cell the user selected")
    func popoverFromPrototypeCell() throws {
        let storyboard = try load()
        let grid = try #require(storyboard.instantiateViewController(withIdentifier: "Grid") as? GridController)
        let window = UIWindow(device: try Device.named("iPad Air 2"), orientation: .portrait)
        window.rootViewController = grid
        window.makeKeyAndVisible()
        defer { withExtendedLifetime(window) {} }
        let collection = try #require(grid.view.subviews.first as? UICollectionView)
        let badge = try #require(collection.cellForItem(at: IndexPath(item: 3, section: 0)))
        collection.userSelectItem(at: IndexPath(item: 3, section: 0))
        #expect(grid.prepared.map(\.identifier) == ["BadgeInfo"])
        let popover = try #require(grid.presentedViewController?.popoverPresentationController)
        #expect(popover.sourceView === badge)
        #expect(popover.adaptivePresentationStyle == .popover)
    }

    @Test("a static table shows the document's sections and cells; selecting a static cell performs its segue")
    func staticCells() throws {
        let storyboard = try load()
        let settings = try #require(storyboard.instantiateViewController(withIdentifier: "Settings") as? SettingsController)
        let navigation = UINavigationController(rootViewController: settings)
        let window = try show(navigation)
        defer { withExtendedLifetime(window) {} }
        let table = try #require(settings.tableView)
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 1 && table.numberOfRows(inSection: 1) == 1)
        #expect(settings.tableView(table, titleForHeaderInSection: 1) == "About")
        let profile = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(profile.textLabel?.text == "Profile")
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).height == 60)
        table.userSelectRow(at: IndexPath(row: 0, section: 0))
        #expect(settings.prepared.map(\.identifier) == ["ShowProfile"])
        #expect((settings.prepared.first?.sender as? UITableViewCell) === profile)
        #expect(navigation.viewControllers.count == 2)
        table.userSelectRow(at: IndexPath(row: 0, section: 1))
        #expect(settings.prepared.count == 1, "a cell without a segue performs none")
    }

    @Test("a popover's delegate, source rectangle and arrows set in prepare(for:sender:) survive the segue")
    func popoverConfiguredInPrepare() throws {
        let storyboard = try load()
        let source = try #require(storyboard.instantiateViewController(withIdentifier: "PopoverSource") as? PopoverSourceController)
        let window = try show(source)
        defer { withExtendedLifetime(window) {} }
        let button = try #require(source.view.subviews.first as? UIButton)
        button.sendActions(for: .touchUpInside)
        let presented = try #require(source.presentedViewController)
        let popover = try #require(presented.popoverPresentationController)
        #expect(popover.delegate === source)
        #expect(popover.sourceView === button, "the document's anchor")
        #expect(popover.sourceRect == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(popover.permittedArrowDirections == .up)
        #expect(source.adaptiveAsked > 0)
        #expect(popover.adaptivePresentationStyle == .popover, "the delegate kept the popover on an iPhone")
    }
}
