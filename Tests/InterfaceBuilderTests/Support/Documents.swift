import Foundation
import InterfaceBuilder
import TestSupport

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

/// The scene of a navigation controller with id `nav-co-ntr` (a storyboard's
/// `initialViewController`, usually) whose root is the controller `rootID`, to interpolate into
/// ``storyboard(scenes:extraRoot:head:tail:)``'s body at the start of a line.
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
