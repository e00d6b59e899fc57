import Foundation
import InterfaceBuilder

/// `missing-reuse-identifier`: a prototype table or collection view cell without a reuse
/// identifier — no code can dequeue it.
///
/// Cells of a static table (`dataMode="static"`) are made as they are and need none; every other
/// cell in a table or collection view of a storyboard is a prototype.
///
/// Fix: set the cell's Identifier in the Attributes inspector (`reuseIdentifier`) to the string
/// the data source dequeues.
public struct MissingReuseIdentifier: LintRule {
    public nonisolated static let info = LintRuleInfo(
        "missing-reuse-identifier", .warning, scope: .document,
        summary: "A prototype cell without a reuse identifier: it cannot be dequeued.",
        explanation: """
        Xcode warns "Prototype table cells must have reuse identifiers": a data source dequeues prototype \
        cells by identifier, and a prototype without one can never be used. Cells of static tables are \
        exempt; cells in a xib are registered with a nib and dequeued by the identifier given at registration.
        """,
        fix: "Give the cell a reuse identifier (Attributes inspector › Identifier).")

    public var info: LintRuleInfo { Self.info }

    public init() {}

    public func check(document: LintDocument, into findings: inout LintFindings) {
        guard document.document.kind == .storyboard else { return }
        document.forEachObject { object in
            guard object.kind == .tableView || object.kind == .collectionView, object.attribute("dataMode") != "static" else { return }
            var cells: [IBObject] = []
            func collect(_ parent: IBObject) {
                for child in parent.children {
                    if child.kind == .tableViewCell || child.kind == .collectionViewCell { cells.append(child) }
                    else if child.kind == .tableViewSection || child.key == "cells" { collect(child) }
                }
            }
            collect(object)
            for cell in cells where (cell.reuseIdentifier ?? "").isEmpty {
                findings.report("\(cell.className) \(cell.id) is a prototype cell without a reuse identifier", objectID: cell.id)
            }
        }
    }
}
