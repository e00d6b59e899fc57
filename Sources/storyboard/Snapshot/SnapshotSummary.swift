import Foundation

/// The verdicts of a `snapshot verify` run: what is printed, `report.json` and JUnit XML.
struct SnapshotSummary {
    /// Every picture, failures first (changed, new, missing), then by file.
    let results: [SnapshotResult]
    let limits: SnapshotComparison.Limits
    let allowsNew: Bool

    init(results: [SnapshotResult], limits: SnapshotComparison.Limits, allowsNew: Bool) {
        let order = Dictionary(uniqueKeysWithValues: SnapshotResult.Status.allCases.enumerated().map { ($1, $0) })
        self.results = results.sorted { (order[$0.status]!, $0.file) < (order[$1.status]!, $1.file) }
        self.limits = limits
        self.allowsNew = allowsNew
    }

    /// Whether a picture fails the run: changed or missing, new unless new ones are allowed, and
    /// any picture that cannot be drawn.
    func fails(_ result: SnapshotResult) -> Bool {
        switch result.status {
        case .passed: result.error != nil
        case .new: !allowsNew || result.error != nil
        case .changed, .missing: true
        }
    }

    var failures: [SnapshotResult] { results.filter(fails) }

    func count(_ status: SnapshotResult.Status) -> Int { results.filter { $0.status == status }.count }

    /// "Verified 16 pictures: 14 passed, 1 changed, 1 new, 0 missing".
    var line: String {
        "Verified \(results.count) picture\(results.count == 1 ? "" : "s"): "
            + [SnapshotResult.Status.passed, .changed, .new, .missing].map { "\(count($0)) \($0.rawValue)" }.joined(separator: ", ")
    }

    var failureSummary: String {
        let failing = failures
        return "\(failing.count) picture\(failing.count == 1 ? "" : "s") failed (" + ["changed", "new", "missing"].compactMap { name in
            let n = failing.filter { $0.status.rawValue == name }.count
            return n > 0 ? "\(n) \(name)" : nil
        }.joined(separator: ", ") + ")"
    }

    /// Each failure on standard error: its file and configuration, the pixels and the limits,
    /// then each structural change ("label `title` 12 pt lower on iPhone SE in landscape").
    var failureLines: [String] {
        failures.flatMap { result -> [String] in
            var head = "\(result.status.rawValue): \(result.file) (\(result.configuration))"
            if let error = result.error {
                head += ": \(error)"
            } else if result.status == .changed, let pixels = result.differentPixels {
                head += ": \(pixels) pixel\(pixels == 1 ? "" : "s") differ (\(Self.percent(result.differentRatio ?? 0))) — \(limits.description)"
            } else if result.status == .new {
                head += ": no baseline picture (record it, or --allow-new)"
            } else if result.status == .missing {
                head += ": in the baseline, no longer drawn"
            }
            return [head] + result.structure.map { "  \($0.message) on \(result.device) in \(result.orientation)" } + result.notes.map { "  note: \($0)" }
        }
    }

    static func percent(_ ratio: Double) -> String {
        String(format: "%.3f %%", ratio * 100)
    }

    private struct Output: Encodable {
        var limits: SnapshotComparison.Limits
        var allowsNew: Bool
        var passed: [SnapshotResult]
        var changed: [SnapshotResult]
        var new: [SnapshotResult]
        var missing: [SnapshotResult]
        var failed: Int
    }

    /// `report.json`: the limits, then the pictures sorted into passed, changed, new and missing.
    var json: String {
        let output = Output(
            limits: limits, allowsNew: allowsNew,
            passed: results.filter { $0.status == .passed }, changed: results.filter { $0.status == .changed },
            new: results.filter { $0.status == .new }, missing: results.filter { $0.status == .missing }, failed: failures.count)
        return ((try? JSONOutput.text(output)) ?? "{}") + "\n"
    }

    /// The run as JUnit XML: one test case per picture, named by its file, a failure for each
    /// picture that fails.
    var junit: String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites>\n<testsuite name=\"storyboard snapshot\" tests=\"\(results.count)\" failures=\"\(failures.count)\">\n"
        for result in results {
            xml += "  <testcase classname=\"\(Self.escape(result.document))\" name=\"\(Self.escape(result.file))\""
            if fails(result) {
                let message = failureLines(of: result)
                xml += ">\n    <failure message=\"\(Self.escape(message.first ?? ""))\">\(Self.escape(message.joined(separator: "\n")))</failure>\n  </testcase>\n"
            } else {
                xml += "/>\n"
            }
        }
        return xml + "</testsuite>\n</testsuites>\n"
    }

    private func failureLines(of result: SnapshotResult) -> [String] {
        SnapshotSummary(results: [result], limits: limits, allowsNew: allowsNew).failureLines
    }

    /// Text for XML and HTML: `&`, `<`, `>` and quotes escaped.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
