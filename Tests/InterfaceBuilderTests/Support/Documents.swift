import Foundation
import InterfaceBuilder

/// Every corpus document read into the typed model once per test run (the IB3 archive is the
/// one that throws).
enum CorpusDocuments {
    static let results: [(name: String, result: Result<IBDocument, IBDocumentError>)] = Corpus.entries.map { entry in
        do throws(IBDocumentError) {
            return (entry.name, .success(try IBDocument(xml: entry.xml)))
        } catch {
            return (entry.name, .failure(error))
        }
    }

    static func document(_ name: String) throws -> IBDocument {
        guard let found = results.first(where: { $0.name == name }) else { throw CorpusError.missing(name) }
        return try found.result.get()
    }

    enum CorpusError: Error { case missing(String) }
}

/// A small storyboard around `body` (the `<objects>` of one scene).
func storyboard(scenes body: String, extraRoot: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14113" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES"\(extraRoot)>
        <scenes>
    \(body)
        </scenes>
    </document>

    """
}

/// The scene of a navigation controller with id `nav-co-ntr` (a storyboard's
/// `initialViewController`, usually) whose root is the controller `rootID`, to interpolate into
/// ``storyboard(scenes:extraRoot:)``'s body at the start of a line.
func navigationScene(root rootID: String) -> String {
    """
    <scene sceneID="nav-sc-ene">
        <objects>
            <navigationController id="nav-co-ntr" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-ba-r01">
                    <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                </navigationBar>
                <connections>
                    <segue destination="\(rootID)" kind="relationship" relationship="rootViewController" id="roo-tS-egu"/>
                </connections>
            </navigationController>
        </objects>
    </scene>
    """
}

/// The 1-based line and column where `needle` starts in `text` (columns count characters):
/// the position marker of a test input.
func location(of needle: String, in text: String, occurrence: Int = 1) -> (line: Int, column: Int) {
    var searchStart = text.startIndex
    var range = text.range(of: needle)!
    for _ in 1..<occurrence {
        searchStart = range.upperBound
        range = text.range(of: needle, range: searchStart..<text.endIndex)!
    }
    let before = text[..<range.lowerBound]
    let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
    return (line, before[lineStart...].unicodeScalars.count + 1)
}

/// `file:line:column` of `needle` in `text`.
func at(_ file: String, _ needle: String, in text: String, occurrence: Int = 1) -> String {
    let (line, column) = location(of: needle, in: text, occurrence: occurrence)
    return "\(file):\(line):\(column)"
}
