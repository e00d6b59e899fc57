import Foundation

/// A storyboard with one ~200-view scene for `bench render`, the shape of the solver benchmark's
/// `scene-200` workload (`../shared/bench/gen_workloads.py`, `build_tree`) written as Interface
/// Builder writes it, so it goes through the whole pipeline (parsing, instantiation, text
/// measurement, the layout engine): 7 sections, each a header label and up to 4 cards (27 in all);
/// a card is a title label, a body label and a row of 3 buttons. In `scene-200` the root's height
/// follows its content (the last section's bottom is tied to it by an equality); on a phone that is
/// a scroll view's content view, which is how an iOS developer builds a screen taller than the
/// display: the controller's view holds a scroll view pinned to the safe area, whose content view
/// (pinned to the content layout guide, as wide as the frame layout guide) holds the sections.
/// 2 + 7 × 2 + 27 × 7 = 205 views under the controller's view. Deterministic: the same text every time.
enum SyntheticScene {
    static let controllerID = "syn-vc-000"
    static let sceneID = "syn-sc-000"
    static let cards = 27
    static let cardsPerSection = 4

    static func storyboard() -> String {
        var random = Lcg(seed: 1)
        var next = 0
        func id() -> String {
            next += 1
            return String(format: "syn-%02d-%03d", next / 1000, next % 1000)
        }
        let words = ["Account", "Settings", "Password", "Notes", "Sync", "Backup", "Security", "Storage", "Share", "Export"]
        func text(_ count: Int) -> String {
            (0..<count).map { _ in words[random.next(0, words.count - 1)] }.joined(separator: " ")
        }
        let rootID = id(), safeAreaID = id()
        let scrollID = id(), contentGuideID = id(), frameGuideID = id(), contentID = id()
        var sections: [String] = []
        var rootConstraints: [String] = []
        var contentConstraints: [String] = []
        var previousSection: String?
        var remaining = cards
        let sectionCount = (cards + cardsPerSection - 1) / cardsPerSection
        func constraint(_ first: String?, _ firstAttribute: String, _ relation: String?, _ second: String?, _ secondAttribute: String,
                        constant: Double = 0, priority: Int? = nil) -> String {
            var attributes = ""
            if let first { attributes += " firstItem=\"\(first)\"" }
            attributes += " firstAttribute=\"\(firstAttribute)\""
            if let relation { attributes += " relation=\"\(relation)\"" }
            if let second { attributes += " secondItem=\"\(second)\" secondAttribute=\"\(secondAttribute)\"" }
            if constant != 0 { attributes += " constant=\"\(constant)\"" }
            if let priority { attributes += " priority=\"\(priority)\"" }
            return "<constraint\(attributes) id=\"\(id())\"/>"
        }
        func label(_ labelID: String, _ text: String) -> String {
            """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(text)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(labelID)">
                <rect key="frame" x="16" y="8" width="120" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <nil key="textColor"/>
                <nil key="highlightedColor"/>
            </label>
            """
        }
        func view(_ viewID: String, subviews: [String], constraints: [String]) -> String {
            """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(viewID)">
                <rect key="frame" x="16" y="8" width="343" height="100"/>
                <subviews>
            \(subviews.joined(separator: "\n"))
                </subviews>
                <color key="backgroundColor" white="0.94999999999999996" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                <constraints>
            \(constraints.joined(separator: "\n"))
                </constraints>
            </view>
            """
        }
        for _ in 0..<sectionCount {
            let sectionID = id(), headerID = id()
            var subviews = [label(headerID, text(2))]
            var constraints = [
                constraint(headerID, "leading", nil, sectionID, "leading", constant: 16),
                constraint(sectionID, "trailing", "greaterThanOrEqual", headerID, "trailing", constant: 16),
                constraint(headerID, "top", nil, sectionID, "top", constant: 8),
            ]
            var previous = headerID
            for _ in 0..<min(cardsPerSection, remaining) {
                let cardID = id(), titleID = id(), bodyID = id(), rowID = id()
                let buttons = [id(), id(), id()]
                // One title in ten is long enough to be truncated on narrow screens.
                let title = text(random.next(0, 9) == 0 ? 7 : 2)
                var rowConstraints = [constraint(rowID, "height", nil, nil, "", priority: 50)]
                var buttonViews: [String] = []
                for (index, button) in buttons.enumerated() {
                    buttonViews.append("""
                    <button opaque="NO" contentMode="scaleToFill" horizontalCompressionResistancePriority="\(750 - index)" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(button)">
                        <rect key="frame" x="16" y="8" width="60" height="30"/>
                        <state key="normal" title="\(words[random.next(0, words.count - 1)])"/>
                    </button>
                    """)
                    rowConstraints.append(index == 0 ? constraint(button, "leading", nil, rowID, "leading", constant: 16)
                                                     : constraint(button, "leading", nil, buttons[index - 1], "trailing", constant: 8))
                    rowConstraints.append(constraint(button, "top", nil, rowID, "top", constant: 8))
                    rowConstraints.append(constraint(rowID, "bottom", "greaterThanOrEqual", button, "bottom", constant: 8))
                }
                rowConstraints.append(constraint(rowID, "trailing", "greaterThanOrEqual", buttons[2], "trailing", constant: 16))
                let row = view(rowID, subviews: buttonViews, constraints: rowConstraints)
                let card = view(cardID, subviews: [label(titleID, title), label(bodyID, text(random.next(3, 6))), row], constraints: [
                    constraint(titleID, "leading", nil, cardID, "leading", constant: 16),
                    constraint(cardID, "trailing", "greaterThanOrEqual", titleID, "trailing", constant: 16),
                    constraint(titleID, "top", nil, cardID, "top", constant: 8),
                    constraint(bodyID, "leading", nil, cardID, "leading", constant: 16),
                    constraint(cardID, "trailing", nil, bodyID, "trailing", constant: 16),
                    constraint(bodyID, "top", nil, titleID, "bottom", constant: 8),
                    constraint(rowID, "leading", nil, cardID, "leading"),
                    constraint(rowID, "trailing", nil, cardID, "trailing"),
                    constraint(rowID, "top", nil, bodyID, "bottom", constant: 8),
                    constraint(cardID, "bottom", nil, rowID, "bottom", constant: 8),
                ])
                subviews.append(card)
                constraints += [
                    constraint(cardID, "leading", nil, sectionID, "leading", constant: 16),
                    constraint(sectionID, "trailing", nil, cardID, "trailing", constant: 16),
                    constraint(cardID, "top", nil, previous, "bottom", constant: 8),
                ]
                previous = cardID
            }
            remaining -= cardsPerSection
            constraints.append(constraint(sectionID, "bottom", nil, previous, "bottom", constant: 8))
            sections.append(view(sectionID, subviews: subviews, constraints: constraints))
            contentConstraints += [
                constraint(sectionID, "leading", nil, contentID, "leading", constant: 16),
                constraint(contentID, "trailing", nil, sectionID, "trailing", constant: 16),
                previousSection.map { constraint(sectionID, "top", nil, $0, "bottom", constant: 8) }
                    ?? constraint(sectionID, "top", nil, contentID, "top", constant: 8),
            ]
            previousSection = sectionID
        }
        if let previousSection {
            contentConstraints.append(constraint(contentID, "bottom", nil, previousSection, "bottom", constant: 8))
        }
        let content = view(contentID, subviews: sections, constraints: contentConstraints)
        let scrollConstraints = [
            constraint(contentID, "leading", nil, contentGuideID, "leading"),
            constraint(contentID, "trailing", nil, contentGuideID, "trailing"),
            constraint(contentID, "top", nil, contentGuideID, "top"),
            constraint(contentID, "bottom", nil, contentGuideID, "bottom"),
            constraint(contentID, "width", nil, frameGuideID, "width"),
        ]
        let scroll = """
            <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(scrollID)">
                <rect key="frame" x="0.0" y="48" width="414" height="814"/>
                <subviews>
            \(content)
                </subviews>
                <constraints>
            \(scrollConstraints.joined(separator: "\n"))
                </constraints>
                <viewLayoutGuide key="contentLayoutGuide" id="\(contentGuideID)"/>
                <viewLayoutGuide key="frameLayoutGuide" id="\(frameGuideID)"/>
            </scrollView>
            """
        rootConstraints = [
            constraint(scrollID, "leading", nil, safeAreaID, "leading"),
            constraint(safeAreaID, "trailing", nil, scrollID, "trailing"),
            constraint(scrollID, "top", nil, safeAreaID, "top"),
            constraint(rootID, "bottom", nil, scrollID, "bottom"),
        ]
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="\(controllerID)">
            <device id="retina6_1" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="14490.49"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
                <scene sceneID="\(sceneID)">
                    <objects>
                        <viewController id="\(controllerID)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="\(rootID)">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
        \(scroll)
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                <constraints>
        \(rootConstraints.joined(separator: "\n"))
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="\(safeAreaID)"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="syn-fr-000" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="0.0" y="0.0"/>
                </scene>
            </scenes>
        </document>
        """
    }

    /// The generator's deterministic sequence (`Lcg` in gen_workloads.py).
    struct Lcg {
        var state: UInt32
        init(seed: UInt32) { state = seed }
        mutating func next(_ low: Int, _ high: Int) -> Int {
            state = (1_103_515_245 &* state &+ 12345) & 0x7FFF_FFFF
            return low + Int(state) % (high - low + 1)
        }
    }
}
