import Foundation

/// The `--report` folder of `snapshot verify`: `index.html` (failures first, each with its diff,
/// expected and actual pictures, a slider and an onion skin, the structural changes, the
/// configuration and the limits), `report.json`, and the pictures it shows (`actual/`,
/// `expected/`, `diff/`). The page is self-contained: its script and style are written into it.
struct SnapshotReportWriter {
    let summary: SnapshotSummary

    func write(into folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(summary.json.utf8).write(to: folder.appendingPathComponent("report.json"))
        try Data(html.utf8).write(to: folder.appendingPathComponent("index.html"))
    }

    var html: String {
        let escape = SnapshotSummary.escape
        var page = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>storyboard snapshot</title>
        <style>\(Self.style)</style></head><body>
        <h1>storyboard snapshot</h1>
        <p class="summary">\(escape(summary.line))</p>
        <p class="limits">Limits: \(escape(summary.limits.description))\(summary.allowsNew ? "; new pictures allowed" : "")</p>

        """
        for result in summary.results {
            let failed = summary.fails(result)
            page += "<section class=\"picture \(result.status.rawValue)\(failed ? " failed" : "")\">\n"
            page += "<h2><span class=\"status\">\(result.status.rawValue)</span> \(escape(result.file))</h2>\n"
            page += "<p class=\"configuration\">\(escape(result.configuration))</p>\n"
            if let error = result.error { page += "<p class=\"error\">\(escape(error))</p>\n" }
            if let pixels = result.differentPixels, result.status == .changed {
                page += "<p class=\"pixels\">\(pixels) pixel\(pixels == 1 ? "" : "s") differ (\(SnapshotSummary.percent(result.differentRatio ?? 0))), \(result.antialiasedPixels ?? 0) anti-aliased; \(escape(summary.limits.description))</p>\n"
            }
            if !result.structure.isEmpty {
                page += "<ul class=\"structure\">\n" + result.structure.map { "<li>\(escape($0.message))</li>\n" }.joined() + "</ul>\n"
            }
            for note in result.notes { page += "<p class=\"note\">\(escape(note))</p>\n" }
            if failed {
                page += images(of: result)
            }
            page += "</section>\n"
        }
        return page + "<script>\(Self.script)</script>\n</body></html>\n"
    }

    /// The diff, expected and actual pictures side by side, and the comparer: a slider between
    /// expected and actual, or an onion skin of one over the other.
    private func images(of result: SnapshotResult) -> String {
        let escape = SnapshotSummary.escape
        var html = "<div class=\"images\">\n"
        for (title, path) in [("diff", result.diffImage), ("expected", result.expectedImage), ("actual", result.actualImage)] {
            guard let path else { continue }
            html += "<figure><img src=\"\(escape(path))\" alt=\"\(title)\"><figcaption>\(title)</figcaption></figure>\n"
        }
        html += "</div>\n"
        if let expected = result.expectedImage, let actual = result.actualImage, result.status == .changed, result.error == nil {
            html += """
            <div class="compare" data-mode="slider">
            <div class="controls"><button type="button" class="mode">onion skin</button>
            <input type="range" min="0" max="100" value="50" aria-label="expected / actual"></div>
            <div class="stage"><img class="under" src="\(escape(expected))" alt="expected"><div class="over"><img src="\(escape(actual))" alt="actual"></div></div>
            </div>

            """
        }
        return html
    }

    static let style = """
    body{font:14px -apple-system,system-ui,sans-serif;margin:24px;color:#1d1d1f}
    h2{font-size:15px;margin:0 0 4px}
    .picture{border:1px solid #d2d2d7;border-radius:8px;padding:12px;margin:12px 0}
    .failed{border-color:#d70015}
    .status{display:inline-block;padding:1px 6px;border-radius:4px;background:#e8e8ed;font-weight:600}
    .failed .status{background:#d70015;color:white}
    .error{color:#d70015}.note{color:#6e6e73}
    .images{display:flex;gap:12px;flex-wrap:wrap}
    figure{margin:0}figure img,.stage img{max-height:480px;border:1px solid #d2d2d7}
    figcaption{text-align:center;color:#6e6e73}
    .compare{margin-top:12px}
    .stage{position:relative;display:inline-block}
    .stage .over{position:absolute;top:0;left:0;height:100%;overflow:hidden;width:50%}
    .stage .over img{display:block}
    .compare[data-mode=onion] .stage .over{width:100%!important}
    """

    /// The slider (the actual picture's width over the expected) and the onion skin (its
    /// opacity), in plain JavaScript.
    static let script = """
    document.querySelectorAll('.compare').forEach(function (compare) {
      var range = compare.querySelector('input');
      var over = compare.querySelector('.over');
      var button = compare.querySelector('.mode');
      function apply() {
        var value = range.value / 100;
        if (compare.dataset.mode === 'slider') { over.style.width = (value * 100) + '%'; over.style.opacity = 1; }
        else { over.style.width = '100%'; over.style.opacity = value; }
      }
      range.addEventListener('input', apply);
      button.addEventListener('click', function () {
        compare.dataset.mode = compare.dataset.mode === 'slider' ? 'onion' : 'slider';
        button.textContent = compare.dataset.mode === 'slider' ? 'onion skin' : 'slider';
        apply();
      });
      apply();
    });
    """
}
