import AdaptiveKit
import Foundation
import InterfaceBuilder

/// `unsatisfiable-constraints`: required constraints that cannot all hold in a configuration —
/// which ones conflict, which one UIKit breaks, and in which configurations.
///
/// Each scene is laid out in every configuration of the run; the layout engine reports each
/// required constraint it cannot add with the smallest conflicting set it finds (as UIKit logs
/// "Unable to simultaneously satisfy constraints" and breaks one). The finding points at the
/// broken constraint's element and lists the set.
///
/// Fix: lower the priority of the constraint that should give way (below 1000), or remove the
/// one that contradicts the others; a conflict in one size class only often wants a variation.
public struct UnsatisfiableConstraints: LintRule {
    public nonisolated static let info = LintRuleInfo(
        "unsatisfiable-constraints", .error, scope: .everyConfiguration,
        summary: "Required constraints that cannot all hold: UIKit breaks one at run time.",
        explanation: """
        When required constraints contradict each other, UIKit logs "Unable to simultaneously satisfy \
        constraints" and breaks one of them, and the layout is whatever is left. The rule lays each scene out \
        in every configuration of the run and reports each conflict with the constraints involved (by \
        document id and equation), the one broken and the configurations it happens in.
        """,
        fix: "Lower the priority of the constraint that should give way, or remove the contradicting one (a variation when it is one size class only).")

    public var info: LintRuleInfo { Self.info }

    public init() {}

    public func check(scene: LintScene, into findings: inout LintFindings) {
        for report in scene.layoutReports where report.kind == .unsatisfiable {
            /// A constraint as the document names it (`id: equation`), else its identifier, else
            /// UIKit's description without addresses; `system` is set for the last, a constraint
            /// UIKit makes (layout margins, safe area, autoresizing).
            func describe(_ identity: LayoutDiagnostics.Report.ConstraintIdentity?, _ fallback: String) -> (text: String, system: Bool) {
                if let id = identity?.documentID, let constraint = scene.document.constraints[id] {
                    return ("\(id): \(constraint.equation { scene.document.name(of: $0) })", false)
                }
                if let identifier = identity?.identifier { return ("'\(identifier)'", false) }
                return (Self.withoutAddresses(fallback), true)
            }
            let broken = describe(report.brokenConstraintIdentity, report.brokenConstraint ?? "")
            // The conflict's constraints sorted: the order the engine met them changes with the
            // documents a process laid out before (hash seeds, object identities), and a report
            // must read the same from one run to the next and with any --jobs.
            let conflicting = report.constraints.enumerated().map { index, description in
                describe(index < report.constraintIdentities.count ? report.constraintIdentities[index] : nil, description)
            }
            // A constraint UIKit makes has constants that change with the device: the message
            // leaves them out, so that one conflict is one finding listing every configuration,
            // and the notes give them as laid out in the first configuration, which they name.
            let varies = (conflicting + [broken]).contains { $0.system && Self.withoutConstants($0.text) != $0.text }
            let heading = varies ? "conflicting constraints, in \(scene.configuration.name):" : "conflicting constraints:"
            let notes = [heading] + conflicting.map { "  " + $0.text }.sorted() + ["broken: " + broken.text]
            let brokenID = report.brokenConstraintIdentity?.documentID
            findings.report(
                "\(report.constraints.count) required constraints conflict; UIKit breaks \(broken.system ? Self.withoutConstants(broken.text) : broken.text)",
                objectID: brokenID.flatMap { scene.document.constraints[$0]?.ownerID } ?? scene.laidOut.object.view?.id ?? scene.laidOut.object.id,
                position: brokenID.flatMap { scene.document.position(of: $0) }, notes: notes)
        }
    }

    /// A constraint's description with its constant written `…`: `UIView.left + 20` becomes
    /// `UIView.left + …`, `UIView.width == 320` becomes `UIView.width == …`.
    ///
    /// A constant is a number (`-?digits`, an optional fraction and exponent) after a relation
    /// or a sign and one space, ending the text or followed by a space or `>`. Scanned by hand
    /// rather than with a regular expression: Foundation compiles one on every call, and this
    /// runs for every constraint of every conflict in every configuration.
    public static func withoutConstants(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if let (operatorLength, end) = constant(in: bytes, at: index) {
                result += bytes[index..<index + operatorLength]
                result += Array(" …".utf8)
                index = end
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The operator's length and the end of the constant when a relation or sign, one space and
    /// a constant start at `start`.
    private static func constant(in bytes: [UInt8], at start: Int) -> (operatorLength: Int, end: Int)? {
        func byte(_ index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }
        func isDigit(_ index: Int) -> Bool { byte(index).map { $0 >= 0x30 && $0 <= 0x39 } ?? false }
        func digits(from index: Int) -> Int {
            var end = index
            while isDigit(end) { end += 1 }
            return end
        }
        let first = bytes[start]
        let operatorLength: Int
        if (first == UInt8(ascii: "=") || first == UInt8(ascii: "<") || first == UInt8(ascii: ">")) && byte(start + 1) == UInt8(ascii: "=") {
            operatorLength = 2
        } else if first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            operatorLength = 1
        } else {
            return nil
        }
        var index = start + operatorLength
        guard byte(index) == UInt8(ascii: " ") else { return nil }
        index += 1
        if byte(index) == UInt8(ascii: "-") { index += 1 }
        guard isDigit(index) else { return nil }
        index = digits(from: index)
        if byte(index) == UInt8(ascii: "."), isDigit(index + 1) { index = digits(from: index + 1) }
        if byte(index) == UInt8(ascii: "e") {
            var exponent = index + 1
            if byte(exponent) == UInt8(ascii: "+") || byte(exponent) == UInt8(ascii: "-") { exponent += 1 }
            if isDigit(exponent) { index = digits(from: exponent) }
        }
        // What follows: the end, white space or `>`.
        guard let next = byte(index) else { return (operatorLength, index) }
        let follows: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, UInt8(ascii: ">")]
        return follows.contains(next) ? (operatorLength, index) : nil
    }

    /// A description without the objects' addresses (`:0x` and hexadecimal digits), which
    /// change from run to run.
    public static func withoutAddresses(_ text: String) -> String {
        let bytes = Array(text.utf8)
        func isHex(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
        }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: ":"), index + 3 < bytes.count, bytes[index + 1] == UInt8(ascii: "0"),
               bytes[index + 2] == UInt8(ascii: "x"), isHex(bytes[index + 3]) {
                index += 3
                while index < bytes.count, isHex(bytes[index]) { index += 1 }
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
