import AdaptiveKit
import Foundation
import InterfaceBuilder

/// Runs rules over documents: the document rules once, the layout rules on each scene laid out
/// in each configuration of the matrix (the document's canvas for the rules that compare with
/// Xcode), and merges a finding found in several configurations into one that lists them.
@MainActor
public struct Linter {
    /// The rules that run, each with the severity it reports at.
    public var rules: [any LintRule]
    public var matrix: LintMatrix

    public init(rules: [any LintRule] = LintRegistry.all, matrix: LintMatrix = .documentOnly) {
        self.rules = rules
        self.matrix = matrix
    }

    /// The findings of every rule on one document, merged across configurations and in
    /// document order.
    public func lint(_ document: IBDocument, path: String? = nil) -> [LintFinding] {
        let lintDocument = LintDocument(document, path: path)
        var found: [LintFinding] = []
        for rule in rules where rule.info.scope == .document {
            var findings = LintFindings(info: rule.info, document: lintDocument, configuration: nil, sceneID: nil)
            rule.check(document: lintDocument, into: &findings)
            found += findings.all
        }
        let layoutRules = rules.filter { $0.info.scope != .document }
        if !layoutRules.isEmpty, document.kind == .xib || !document.scenes.isEmpty {
            let logged = LayoutDiagnostics.shared.printsToStandardError
            LayoutDiagnostics.shared.printsToStandardError = false
            defer {
                LayoutDiagnostics.shared.printsToStandardError = logged
                LayoutDiagnostics.shared.removeAll()
            }
            // Devices that lay out alike (same points, safe area, status bar, size classes) share
            // one layout: its findings are copied under each one's name.
            var laidOut: [LayoutKey: [LintFinding]] = [:]
            for group in Self.groups(matrix.configurations(for: document)) {
                let active = layoutRules.filter { $0.info.scope == .everyConfiguration || group.base.isDocumentCanvas }
                guard !active.isEmpty else { continue }
                let all = [group.base] + group.textSizes
                if let key = LayoutKey(group.base), laidOut[key] != nil {
                    for configuration in all {
                        found += (LayoutKey(configuration).flatMap { laidOut[$0] } ?? []).map { finding in
                            var copy = finding
                            copy.configurations = [configuration.name]
                            return copy
                        }
                    }
                    continue
                }
                let byConfiguration = layOut(lintDocument, group: group, rules: active)
                for configuration in all {
                    let findings = byConfiguration[configuration.name] ?? []
                    if let key = LayoutKey(configuration) { laidOut[key] = findings }
                    found += findings
                }
            }
        }
        return Self.merged(found).sorted(by: LintFinding.ordered)
    }

    /// The options every lint layout uses: Xcode's canvas, without reading the verdicts Xcode
    /// saved; off the document's canvas, text is measured rather than taken from the document
    /// (a larger text size or a narrower window changes it).
    public static func options(for configuration: LintConfiguration) -> IBInstantiator.Options {
        var options = IBInstantiator.Options.canvas
        options.ignoresSavedLayoutVerdicts = true
        options.intrinsicSizesFromDocument = configuration.isDocumentCanvas
        return options
    }

    /// Configurations laid out on one window: the first, then each further text size by
    /// changing the window's preferred content size category (the scene and its solver stay;
    /// text sizes change no size class, so the document's variations stay resolved).
    struct Group {
        var base: LintConfiguration
        var textSizes: [LintConfiguration] = []
    }

    /// The configurations in groups: consecutive ones that differ only in their text size share
    /// a window.
    static func groups(_ configurations: [LintConfiguration]) -> [Group] {
        var groups: [Group] = []
        for configuration in configurations {
            if let last = groups.last, !last.base.isDocumentCanvas, !configuration.isDocumentCanvas,
               last.base.device == configuration.device, last.base.orientation == configuration.orientation,
               last.base.environment.windowWidth == configuration.environment.windowWidth,
               last.base.environment.userInterfaceStyle == configuration.environment.userInterfaceStyle,
               last.base.environment.contentSizeCategory != nil, configuration.environment.contentSizeCategory != nil {
                groups[groups.count - 1].textSizes.append(configuration)
            } else {
                groups.append(Group(base: configuration))
            }
        }
        return groups
    }

    /// Lays a group's configurations out (one instantiation per scene) and runs the rules on
    /// each; the findings by configuration name.
    private func layOut(_ document: LintDocument, group: Group, rules: [any LintRule]) -> [String: [LintFinding]] {
        var found: [String: [LintFinding]] = [:]
        func run(_ scene: LintScene) {
            for rule in rules {
                var findings = LintFindings(info: rule.info, document: document, configuration: scene.configuration, sceneID: scene.id)
                rule.check(scene: scene, into: &findings)
                found[scene.configuration.name, default: []] += findings.all
            }
        }
        let base = group.base
        _ = IBSceneLayout.report(
            for: document.document, device: base.device, orientation: base.orientation,
            options: Self.options(for: base), environment: base.environment
        ) { laidOut in
            run(LintScene(laidOut, document: document, configuration: base))
            for configuration in group.textSizes {
                guard let category = configuration.environment.contentSizeCategory else { continue }
                laidOut.window.setPreferredContentSizeCategory(category)
                laidOut.window.layoutIfNeeded()
                run(LintScene(laidOut, document: document, configuration: configuration))
            }
        }
        return found
    }

    /// What decides a layout besides the document: two configurations with the same key lay
    /// every scene out alike.
    struct LayoutKey: Hashable {
        var idiom: Int
        var size: [Double]
        var insets: [Double]
        var statusBar: Double
        var sizeClasses: String
        var environment: IBLayoutEnvironment

        /// `nil` for the document's canvas (laid out as Xcode drew it, never shared).
        init?(_ configuration: LintConfiguration) {
            guard let device = configuration.device, let orientation = configuration.orientation else { return nil }
            idiom = device.idiom.rawValue
            let screen = device.size(for: orientation)
            size = [Double(screen.width), Double(screen.height)]
            let inset = device.safeAreaInsets(for: orientation)
            insets = [inset.top, inset.left, inset.bottom, inset.right].map { Double($0) }
            statusBar = Double(device.statusBarHeight(for: orientation) ?? -1)
            sizeClasses = "\(device.sizeClasses(for: orientation))"
            environment = configuration.environment
        }
    }

    /// One finding per identity, with the configurations of every copy in the order met.
    static func merged(_ findings: [LintFinding]) -> [LintFinding] {
        var order: [String] = []
        var byIdentity: [String: LintFinding] = [:]
        for finding in findings {
            if var known = byIdentity[finding.identity] {
                for configuration in finding.configurations where !known.configurations.contains(configuration) {
                    known.configurations.append(configuration)
                }
                byIdentity[finding.identity] = known
            } else {
                order.append(finding.identity)
                byIdentity[finding.identity] = finding
            }
        }
        return order.compactMap { byIdentity[$0] }
    }
}
