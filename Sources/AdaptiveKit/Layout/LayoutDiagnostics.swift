import Foundation

/// What the layout engine reports instead of crashing: unsatisfiable constraints (in UIKit's own
/// words), constraints that cannot be activated, refused priority changes.
///
/// Reports are kept (for tests and tools) and printed to standard error like UIKit's console log
/// unless `printsToStandardError` is off.
@MainActor
public final class LayoutDiagnostics {
    /// One report.
    public struct Report: Sendable, Equatable, CustomStringConvertible {
        public enum Kind: String, Sendable {
            /// Required constraints that cannot all hold; one was broken.
            case unsatisfiable
            /// A constraint whose items share no view tree.
            case noCommonAncestor
            /// A constraint item that is not a view or layout guide.
            case invalidItem
            /// A priority change between required and optional on an active constraint.
            case invalidPriorityChange
            /// A constraint with a NaN or infinite constant or multiplier, or one beyond 1e15 in magnitude.
            case invalidNumber
        }

        /// Who a constraint is, for tools: the id of the document element it was made from and
        /// its `identifier`, when it has them.
        public struct ConstraintIdentity: Sendable, Hashable, Codable {
            /// The id of the Interface Builder element the constraint was made from
            /// (``NSLayoutConstraint/documentID``).
            public var documentID: String?
            /// The constraint's ``NSLayoutConstraint/identifier``.
            public var identifier: String?

            public init(documentID: String?, identifier: String?) {
                self.documentID = documentID
                self.identifier = identifier
            }
        }

        public var kind: Kind
        /// The descriptions of the constraints involved (for `unsatisfiable`: the conflicting set).
        public var constraints: [String]
        /// The broken constraint's description (for `unsatisfiable`).
        public var brokenConstraint: String?
        /// The identities of the constraints involved, in the order of ``constraints``.
        public var constraintIdentities: [ConstraintIdentity]
        /// The broken constraint's identity (for `unsatisfiable`).
        public var brokenConstraintIdentity: ConstraintIdentity?
        /// The full message, as UIKit prints it.
        public var message: String

        public init(
            kind: Kind, constraints: [String], brokenConstraint: String? = nil,
            constraintIdentities: [ConstraintIdentity] = [], brokenConstraintIdentity: ConstraintIdentity? = nil, message: String
        ) {
            self.kind = kind
            self.constraints = constraints
            self.brokenConstraint = brokenConstraint
            self.constraintIdentities = constraintIdentities
            self.brokenConstraintIdentity = brokenConstraintIdentity
            self.message = message
        }

        public var description: String { message }
    }

    /// The process-wide log (the layout runs on the main actor).
    public static let shared = LayoutDiagnostics()

    /// Every report so far, oldest first.
    public private(set) var reports: [Report] = []

    /// Whether reports are also printed to standard error (default: yes, as UIKit logs them).
    public var printsToStandardError = true

    /// Removes every report (tests call this before a scenario).
    public func removeAll() {
        reports.removeAll()
    }

    func record(_ report: Report) {
        reports.append(report)
        if printsToStandardError {
            FileHandle.standardError.write(Data(("[LayoutConstraints] " + report.message + "\n").utf8))
        }
    }
}
