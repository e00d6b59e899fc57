import AdaptiveKit
import Foundation

extension CanvasRule {
    /// Whether an object id is one Xcode did not write: Xcode's ids are three, two and three
    /// letters or digits joined by hyphens (`Ab1-cD-2ef`), or plain numbers in documents from
    /// before Xcode 5. An object with another id was written by hand, and so were its frames:
    /// Xcode did not lay it out. netnewswire 081's `syncContent-…-id` cell stores its label and
    /// switch at exactly the frames of the Xcode-written cell above it (label at (20, 15.5),
    /// switch at (293, 11.5)) while its own constraints differ (the switch 18 pt from the trailing
    /// edge where that cell has 20, the label 3 pt below the top margin where that cell centres
    /// it): frames copied, never laid out. No other document of the corpus has such ids.
    public static let writtenByHand = CanvasRule(
        name: "written-by-hand",
        summary: "views whose ids Xcode does not write were never laid out by Xcode: left out of the comparison",
        evidence: [
            .init("files/081_netnewswire_Inspector.storyboard", scene: "nCF-Ns-xpY"),
        ])
}

extension IBSceneLayout {
    /// Whether an object id is one Xcode did not write: Xcode's ids are three, two and three
    /// letters or digits joined by hyphens (`Ab1-cD-2ef`), or plain numbers in documents from
    /// before Xcode 5. An object with another id was written by hand, and so were its frames:
    /// Xcode did not lay it out. netnewswire 081's `syncContent-…-id` cell stores its label and
    /// switch at exactly the frames of the Xcode-written cell above it (label at (20, 15.5),
    /// switch at (293, 11.5)) while its own constraints differ (the switch 18 pt from the trailing
    /// edge where that cell has 20, the label 3 pt below the top margin where that cell centres
    /// it): frames copied, never laid out. No other document of the corpus has such ids.
    public static func isWrittenByHand(_ id: String) -> Bool {
        guard !id.isEmpty else { return false }
        // (Read as bytes: asked for every view of every layout.)
        var offset = 0
        var xcodeForm = id.utf8.count == 10
        for byte in id.utf8 where xcodeForm {
            switch offset {
            case 3, 6: xcodeForm = byte == UInt8(ascii: "-")
            default:
                xcodeForm = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                    || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            }
            offset += 1
        }
        return !xcodeForm && !id.allSatisfy(\.isNumber)
    }
}
