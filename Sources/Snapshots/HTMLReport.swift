import Foundation

/// One static HTML page for a run's failures: each with expected, actual and diff images, a
/// slider that wipes between expected and actual, the layout changes and the accept command;
/// then the layout-audit findings no exception accepted, each element boxed on its screen with
/// what to change and the exception that would accept it. A status line counts the images
/// that loaded, so a browser screenshot proves they do. Every link is relative to the page and
/// every file it shows is inside its folder (see ``ReportFiles``), so the folder can be moved
/// or uploaded whole.
///
/// ```swift
/// let page = try HTMLReport.write(from: artifacts)  // artifacts/report.html
/// ```
public enum HTMLReport {
    @discardableResult
    public static func write(from artifacts: URL, records: [FailureRecord]? = nil, audits: [AuditRecord]? = nil) throws -> URL {
        let records = records ?? FailureRecord.current(in: artifacts)
        let audits = audits ?? AuditRecord.current(in: artifacts)
        let url = artifacts.appendingPathComponent("report.html")
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        let page = try html(records, audits: audits, files: ReportFiles(folder: artifacts))
        try Data(page.utf8).write(to: url, options: .atomic)
        return url
    }

    /// `tap-target` → `tapTarget`, the check's name in Swift.
    static func caseName(_ check: String) -> String {
        let parts = check.split(separator: "-")
        return parts.enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }.joined()
    }

    static func percent(_ v: Double, of total: Double) -> String { String(format: "%.2f%%", total > 0 ? v / total * 100 : 0) }

    static func auditSections(_ audits: [AuditRecord], files: ReportFiles) throws -> String {
        var html = ""
        for a in audits {
            var boxes = ""
            var items = ""
            for (n, item) in a.items.enumerated() {
                let style =
                    "left:\(percent(item.x, of: a.screenWidth));top:\(percent(item.y, of: a.screenHeight));"
                    + "width:\(percent(item.width, of: a.screenWidth));height:\(percent(item.height, of: a.screenHeight))"
                boxes += "<div class=box style=\"\(style)\"><span>\(n + 1)</span></div>"
                let frame = String(format: "(%.0f, %.0f) %.0f×%.0f pt", item.x, item.y, item.width, item.height)
                items += """
                    <li><b>[\(escape(item.check))] \(escape(item.element))</b> at \(frame): \(escape(item.problem)); \(escape(item.fix))
                    <br><code>AuditException(.\(caseName(item.check)), element: "\(escape(item.element))", reason: "…")</code></li>
                    """
            }
            let shot = try image(files.link(a.image, as: a.name, role: "audit"), alt: a.name)
            html += """
                <section class=audit>
                  <h2>\(escape(a.name))</h2>
                  <div class=row>
                    <figure class=shot>\(shot)\(boxes)</figure>
                    <ol class=findings>\(items)</ol>
                  </div>
                </section>
                """
        }
        return html
    }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// An image with a relative `link`, or a note when the file was not written.
    static func image(_ link: String?, alt: String) -> String {
        guard let link else { return "<p class=missing>(\(escape(alt)) not written)</p>" }
        return "<img src=\"\(escape(link))\" alt=\"\(escape(alt))\">"
    }

    /// One failure: its message, layout changes, the three images, the wipe slider (`index`
    /// makes its id unique on the page) and the accept command (`accept`, or a copy of the
    /// actual image over the reference).
    static func failureSection(_ r: FailureRecord, index i: Int, files: ReportFiles, accept: String? = nil) throws -> String {
        let expected = try files.link(r.reference, as: r.name, role: "expected")
        let actual = try files.link(r.actual, as: r.name, role: "actual")
        let diff = try files.link(r.diff, as: r.name, role: "diff")
        let changes = r.changes.isEmpty ? "" : "<pre class=changes>\(r.changes.map(escape).joined(separator: "\n"))</pre>"
        return """
            <section>
              <h2>\(escape(r.name))</h2>
              <p class=message>\(escape(r.message.split(separator: "\n").first.map(String.init) ?? ""))</p>
              \(changes)
              <div class=row>
                <figure><figcaption>expected</figcaption>\(image(expected, alt: "expected"))</figure>
                <figure><figcaption>actual</figcaption>\(image(actual, alt: "actual"))</figure>
                <figure><figcaption>diff</figcaption>\(image(diff, alt: "diff"))</figure>
                <figure><figcaption>slide: expected ◀ ▶ actual</figcaption>
                  <div class=wipe id=wipe\(i)>\(image(actual, alt: "actual"))<div class=top>\(image(expected, alt: "expected"))</div></div>
                  <input type=range min=0 max=100 value=50 oninput="document.querySelector('#wipe\(i) .top').style.width=this.value+'%'">
                </figure>
              </div>
              <code>\(escape(accept ?? "cp '\(r.actual)' '\(r.reference)'"))</code>
            </section>
            """
    }

    static func html(_ records: [FailureRecord], audits: [AuditRecord] = [], files: ReportFiles) throws -> String {
        var body = ""
        for (i, r) in records.enumerated() { body += try failureSection(r, index: i, files: files) }
        if records.isEmpty { body = "<p>No snapshot failed in this run.</p>" }
        let findings = audits.reduce(0) { $0 + $1.items.count }
        if findings > 0 {
            body += try "<h1>Layout audits: \(findings) finding\(findings == 1 ? "" : "s") not accepted</h1>\n" + auditSections(audits, files: files)
        }
        return page(heading: "Snapshot report: \(records.count) failure\(records.count == 1 ? "" : "s")", body: body)
    }

    /// The page around `body`: the styles, the heading, and the status line that counts the
    /// images that loaded.
    static func page(heading: String, body: String) -> String {
        """
        <!doctype html>
        <html><head><meta charset="utf-8"><title>Snapshot report</title>
        <style>
        body { font: 14px -apple-system, Inter, sans-serif; margin: 24px; background: #f2f2f7; color: #000; }
        section { background: #fff; border-radius: 16px; padding: 16px; margin-bottom: 20px; }
        .row { display: flex; gap: 12px; align-items: flex-start; }
        figure { margin: 0; }
        figure img { width: 220px; border: 1px solid #ddd; display: block; }
        .wipe { position: relative; width: 220px; }
        .wipe .top { position: absolute; top: 0; left: 0; width: 50%; overflow: hidden; }
        .wipe .top img { width: 220px; max-width: none; }
        .message { color: #c00; } pre.changes { background: #f6f6f6; padding: 8px; }
        #status { font-weight: 600; }
        figure.shot { position: relative; width: 220px; }
        figure.shot img { width: 220px; }
        .box { position: absolute; border: 2px solid #ff2d55; box-sizing: border-box; background: #ff2d5522; }
        .box span { position: absolute; top: -2px; left: -2px; background: #ff2d55; color: #fff; font-size: 10px; padding: 0 3px; }
        ol.findings { margin: 0; max-width: 640px; } ol.findings li { margin-bottom: 8px; }
        table.times { border-collapse: collapse; background: #fff; } table.times td, table.times th { padding: 2px 10px; text-align: left; }
        table.times td.ms { text-align: right; font-variant-numeric: tabular-nums; }
        pre.message { white-space: pre-wrap; color: #c00; }
        </style></head>
        <body>
        <h1>\(escape(heading))</h1>
        <p id="status">loading images…</p>
        \(body)
        <script>
        function count() {
          const imgs = [...document.images];
          const ok = imgs.filter(i => i.complete && i.naturalWidth > 0).length;
          document.getElementById('status').textContent = ok + ' of ' + imgs.length + ' images loaded';
        }
        window.addEventListener('load', count); count();
        </script>
        </body></html>
        """
    }
}
