import Foundation

/// Findings as a SARIF 2.1.0 log, the format GitHub code scanning takes
/// (`github/codeql-action/upload-sarif`): the rules with their help in `tool.driver.rules`, each
/// finding a result with its rule, level, message, the element's file (relative to the working
/// directory), line and column, and the IB object id, scene id and configurations as
/// properties. No `partialFingerprints`: the uploader computes them from the file.
public struct SARIFLog: Codable, Hashable, Sendable {
    public struct Run: Codable, Hashable, Sendable {
        public var tool: Tool
        public var results: [Result]
    }

    public struct Tool: Codable, Hashable, Sendable {
        public var driver: Driver
    }

    public struct Driver: Codable, Hashable, Sendable {
        public var name: String
        public var informationUri: String
        public var rules: [Rule]
    }

    public struct Text: Codable, Hashable, Sendable {
        public var text: String
        public var markdown: String?
    }

    public struct Rule: Codable, Hashable, Sendable {
        public struct Configuration: Codable, Hashable, Sendable {
            public var level: String
        }

        public var id: String
        public var name: String
        public var shortDescription: Text
        public var fullDescription: Text
        public var help: Text
        public var defaultConfiguration: Configuration
    }

    public struct Result: Codable, Hashable, Sendable {
        public struct Location: Codable, Hashable, Sendable {
            public var physicalLocation: PhysicalLocation
        }

        public struct PhysicalLocation: Codable, Hashable, Sendable {
            public var artifactLocation: ArtifactLocation
            public var region: Region?
        }

        public struct ArtifactLocation: Codable, Hashable, Sendable {
            public var uri: String
        }

        public struct Region: Codable, Hashable, Sendable {
            public var startLine: Int
            public var startColumn: Int?
        }

        public struct Properties: Codable, Hashable, Sendable {
            public var objectId: String?
            public var scene: String?
            public var configurations: [String]
        }

        public var ruleId: String
        public var ruleIndex: Int?
        public var level: String
        public var message: Text
        public var locations: [Location]
        public var properties: Properties
    }

    public var schema: String
    public var version: String
    public var runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema", version, runs
    }

    /// The log of a report.
    ///
    /// - Parameters:
    ///   - rules: The rules of the run (every rule a result names is among them).
    ///   - workingDirectory: Paths are written relative to it when they are inside it.
    public init(report: LintReport, rules: [LintRuleInfo], workingDirectory: String) {
        schema = "https://json.schemastore.org/sarif-2.1.0.json"
        version = "2.1.0"
        let driverRules = rules.map { info in
            Rule(
                id: info.id, name: Self.pascalCase(info.id), shortDescription: Text(text: info.summary), fullDescription: Text(text: info.explanation),
                help: Text(text: "\(info.explanation)\n\nFix: \(info.fix)", markdown: "\(info.explanation)\n\n**Fix:** \(info.fix)"),
                defaultConfiguration: .init(level: Self.level(info.severity)))
        }
        let indexByID = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let results = report.findings.map { finding in
            Result(
                ruleId: finding.ruleID, ruleIndex: indexByID[finding.ruleID], level: Self.level(finding.severity),
                message: Text(text: finding.message),
                locations: [Result.Location(physicalLocation: .init(
                    artifactLocation: .init(uri: Self.uri(finding.file, relativeTo: workingDirectory)),
                    region: finding.line.map { Result.Region(startLine: $0, startColumn: finding.column) }))],
                properties: .init(objectId: finding.objectID, scene: finding.sceneID, configurations: finding.configurations))
        }
        runs = [Run(tool: Tool(driver: Driver(
            name: "storyboard lint", informationUri: "https://github.com/openstoryboard/openstoryboard/blob/main/docs/lint.md", rules: driverRules)),
            results: results)]
    }

    /// The log as JSON.
    public func text() throws -> String { try LintJSON.text(self) }

    /// SARIF's level for a severity.
    static func level(_ severity: LintSeverity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// A path as a URI relative to the working directory (`Sources/App/Main.storyboard`), with
    /// each segment percent-encoded; a path outside it stays absolute (`file://`).
    static func uri(_ path: String, relativeTo workingDirectory: String) -> String {
        let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: workingDirectory, isDirectory: true)).standardizedFileURL.path
        let base = URL(fileURLWithPath: workingDirectory, isDirectory: true).standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        let allowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: ":"))
        if absolute.hasPrefix(prefix) {
            let relative = String(absolute.dropFirst(prefix.count))
            return relative.split(separator: "/").map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0) }.joined(separator: "/")
        }
        return "file://" + (absolute.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? absolute)
    }

    /// `ambiguous-layout` → `AmbiguousLayout`.
    static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
