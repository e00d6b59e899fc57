import Foundation
import InterfaceBuilder
import Testing

/// Every unreadable number, boolean or word of a closed set is reported at its element, with
/// the line and column asserted through markers in the input (`1️⃣` before the element).
@Suite("Attribute values")
struct AttributeReaderTests {
    /// The text without its markers, and where each marker was (line and column from 1,
    /// columns counting characters).
    static func markers(_ marked: String) -> (text: String, positions: [String: (line: Int, column: Int)]) {
        let names = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣"]
        var text = "", positions: [String: (line: Int, column: Int)] = [:]
        var line = 1, column = 1
        for character in marked {
            if names.contains(String(character)) {
                positions[String(character)] = (line, column)
                continue
            }
            text.append(character)
            if character == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return (text, positions)
    }

    static let marked = """
    <?xml version="1.0" encoding="UTF-8"?>
    1️⃣<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="maybe" initialViewController="c1">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="c1" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v1">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                2️⃣<stackView axis="diagonal" spacing="eight" id="st1">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                </stackView>
                                3️⃣<label numberOfLines="two" text="a" id="l1">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                                </label>
                                4️⃣<switch on="sometimes" id="sw1">
                                    <rect key="frame" x="0.0" y="0.0" width="51" height="31"/>
                                </switch>
                            </subviews>
                        </view>
                        <connections>
                            5️⃣<segue destination="c2" kind="teleport" id="g1"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <tableViewController id="c2" sceneMemberID="viewController">
                        6️⃣<tableView key="view" style="sidebar" rowHeight="tall" id="t1"/>
                    </tableViewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    @Test("each unreadable value is one diagnostic at its element, errors for numbers and booleans, warnings for words")
    func positioned() throws {
        let (text, at) = Self.markers(Self.marked)
        let document = try IBDocument(data: Data(text.utf8), path: "Values.storyboard")
        let found = document.diagnostics.filter { $0.code == .invalidValue }
        func expect(_ marker: String, _ severity: Diagnostic.Severity, _ fragment: String, sourceLocation: SourceLocation = #_sourceLocation) {
            let position = at[marker]!
            let matches = found.filter { $0.message.contains(fragment) }
            #expect(matches.count == 1, "\(fragment): \(found)", sourceLocation: sourceLocation)
            guard let diagnostic = matches.first else { return }
            #expect(diagnostic.severity == severity, sourceLocation: sourceLocation)
            #expect(diagnostic.line == position.line && diagnostic.column == position.column,
                    "\(fragment) at \(diagnostic.line ?? 0):\(diagnostic.column ?? 0), not \(position.line):\(position.column)",
                    sourceLocation: sourceLocation)
        }
        expect("1️⃣", .error, #"useAutolayout="maybe" is not YES or NO"#)
        expect("2️⃣", .warning, #"axis="diagonal" is not one of horizontal, vertical"#)
        expect("2️⃣", .error, #"spacing="eight" is not a finite number"#)
        expect("3️⃣", .error, #"numberOfLines="two" is not an integer"#)
        expect("4️⃣", .error, #"on="sometimes" is not YES or NO"#)
        expect("5️⃣", .warning, #"kind="teleport""#)
        expect("6️⃣", .warning, #"style="sidebar""#)
        expect("6️⃣", .error, #"rowHeight="tall" is not a finite number"#)
        #expect(found.count == 8, "\(found)")
    }

    @Test("a value that cannot be read takes the default its accessor documents")
    func defaults() throws {
        let (text, _) = Self.markers(Self.marked)
        let document = try IBDocument(data: Data(text.utf8), path: "Values.storyboard")
        let label = try #require(document.object(withID: "l1"))
        #expect(label.numberOfLines == 1)
        #expect(document.object(withID: "st1")?.spacing == 0)
        #expect(document.object(withID: "sw1")?.isOn == false)
        #expect(document.usesAutolayout == false)
    }

    @Test("a good document has no value diagnostics")
    func clean() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
            <objects>
                <stackView axis="vertical" distribution="fillEqually" alignment="center" spacing="8" id="st1">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                </stackView>
            </objects>
        </document>
        """
        let document = try IBDocument(data: Data(text.utf8), path: "Good.xib")
        #expect(!document.diagnostics.contains { $0.code == .invalidValue }, "\(document.diagnostics)")
    }
}
