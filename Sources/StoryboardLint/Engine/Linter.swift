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
            // one layout: its findings are copied under each one's name. The document's canvas is
            // laid out on its own; every other group is laid out in one pass over the scenes
            // (each scene made once and moved from device to device).
            let groups = Self.groups(matrix.configurations(for: document))
            var byConfiguration: [String: [LintFinding]] = [:]
            var movable: [Group] = []
            var keys: Set<LayoutKey> = []
            for group in groups {
                if group.base.isDocumentCanvas {
                    byConfiguration.merge(layOut(lintDocument, group: group, rules: layoutRules)) { $0 + $1 }
                } else if let key = LayoutKey(group.base) {
                    if keys.insert(key).inserted { movable.append(group) }
                } else {
                    movable.append(group)
                }
            }
            let everyConfiguration = layoutRules.filter { $0.info.scope == .everyConfiguration }
            if !everyConfiguration.isEmpty {
                byConfiguration.merge(layOut(lintDocument, groups: movable, rules: everyConfiguration)) { $0 + $1 }
            }
            var laidOut: [LayoutKey: [LintFinding]] = [:]
            for group in groups {
                for configuration in [group.base] + group.textSizes {
                    if let findings = byConfiguration[configuration.name] {
                        if let key = LayoutKey(configuration), laidOut[key] == nil { laidOut[key] = findings }
                        found += findings
                    } else if let key = LayoutKey(configuration), let findings = laidOut[key] {
                        found += findings.map { finding in
                            var copy = finding
                            copy.configurations = [configuration.name]
                            return copy
                        }
                    }
                }
            }
        }
        return Self.merged(found).sorted(by: LintFinding.ordered)
    }

    /// The options every lint layout uses: Xcode's canvas, without reading the verdicts Xcode
    /// saved; off the document's canvas, text is measured rather than taken from the document
    /// (a larger text size or a narrower window changes it).
    public static func options(for configuration: LintConfiguration) -> IBInstantiator.Options {
        options(onDocumentCanvas: configuration.isDocumentCanvas)
    }

    static func options(onDocumentCanvas: Bool) -> IBInstantiator.Options {
        var options = IBInstantiator.Options.canvas
        options.ignoresSavedLayoutVerdicts = true
        options.intrinsicSizesFromDocument = onDocumentCanvas
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

    /// Lays the document's canvas out (one instantiation per scene) and runs the rules on it; the
    /// findings by configuration name.
    private func layOut(_ document: LintDocument, group: Group, rules: [any LintRule]) -> [String: [LintFinding]] {
        var found: [String: [LintFinding]] = [:]
        let base = group.base
        _ = IBSceneLayout.report(
            for: document.document, device: base.device, orientation: base.orientation,
            options: Self.options(for: base), environment: base.environment
        ) { laidOut in
            check(laidOut, group: group, document: document, rules: rules, into: &found)
        }
        return found
    }

    /// Lays the groups out in one pass over the scenes (``IBSceneLayout/layOut(_:on:options:rules:inspector:)``:
    /// each scene is made once for the groups that resolve its variations alike and its window
    /// moves from device to device), and runs the rules on each; the findings by configuration
    /// name.
    private func layOut(_ document: LintDocument, groups: [Group], rules: [any LintRule]) -> [String: [LintFinding]] {
        var found: [String: [LintFinding]] = [:]
        let placed = groups.compactMap { group -> (group: Group, placement: IBScenePlacement)? in
            guard let device = group.base.device, let orientation = group.base.orientation else { return nil }
            return (group, IBScenePlacement(device: device, orientation: orientation, environment: group.base.environment))
        }
        IBSceneLayout.layOut(document.document, on: placed.map(\.placement), options: Self.options(onDocumentCanvas: false)) { laidOut, index in
            check(laidOut, group: placed[index].group, document: document, rules: rules, into: &found)
        }
        return found
    }

    /// Runs the rules on a scene laid out for a group's first configuration, then on it at each of
    /// the group's further text sizes (the window's text size changes).
    private func check(
        _ laidOut: IBLaidOutScene, group: Group, document: LintDocument, rules: [any LintRule], into found: inout [String: [LintFinding]]
    ) {
        func run(_ configuration: LintConfiguration) {
            let scene = LintScene(laidOut, document: document, configuration: configuration)
            for rule in rules {
                var findings = LintFindings(info: rule.info, document: document, configuration: configuration, sceneID: scene.id)
                rule.check(scene: scene, into: &findings)
                found[configuration.name, default: []] += findings.all
            }
        }
        run(group.base)
        guard !group.textSizes.isEmpty else { return }
        for configuration in group.textSizes {
            guard let category = configuration.environment.contentSizeCategory else { continue }
            laidOut.window.setPreferredContentSizeCategory(category)
            laidOut.window.layoutIfNeeded()
            run(configuration)
        }
        // The window keeps the last text size: a scene laid out again moves to its next device
        // with that configuration's text size in the same transition
        // (`IBLayoutEnvironment.move(_:to:orientation:)`), and one that is not is taken down.
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
        // Merged in place: a finding met in every configuration of a long run would otherwise
        // be copied, with its list of configurations, once per configuration.
        var merged: [LintFinding] = []
        var indexByIdentity: [String: Int] = [:]
        var configurationsSeen: [Set<String>] = []
        for finding in findings {
            let identity = finding.identity
            if let index = indexByIdentity[identity] {
                for configuration in finding.configurations where configurationsSeen[index].insert(configuration).inserted {
                    merged[index].configurations.append(configuration)
                }
            } else {
                indexByIdentity[identity] = merged.count
                merged.append(finding)
                configurationsSeen.append(Set(finding.configurations))
            }
        }
        return merged
    }
}
