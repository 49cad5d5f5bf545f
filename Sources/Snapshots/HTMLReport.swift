import Foundation

/// One static HTML page for a run's failures: each with expected, actual and diff images, a
/// slider that wipes between expected and actual, the layout changes and the accept command.
/// A status line counts the images that loaded, so a browser screenshot proves they do.
///
/// ```swift
/// let page = try HTMLReport.write(from: artifacts)  // artifacts/report.html
/// ```
public enum HTMLReport {
    @discardableResult
    public static func write(from artifacts: URL, records: [FailureRecord]? = nil) throws -> URL {
        let records = records ?? FailureRecord.current(in: artifacts)
        let url = artifacts.appendingPathComponent("report.html")
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        try Data(html(records).utf8).write(to: url, options: .atomic)
        return url
    }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
    }

    static func fileURL(_ path: String) -> String { URL(fileURLWithPath: path).absoluteString }

    static func html(_ records: [FailureRecord]) -> String {
        var body = ""
        for (i, r) in records.enumerated() {
            let changes = r.changes.isEmpty ? "" : "<pre class=changes>\(r.changes.map(escape).joined(separator: "\n"))</pre>"
            body += """
                <section>
                  <h2>\(escape(r.name))</h2>
                  <p class=message>\(escape(r.message.split(separator: "\n").first.map(String.init) ?? ""))</p>
                  \(changes)
                  <div class=row>
                    <figure><figcaption>expected</figcaption><img src="\(fileURL(r.reference))" alt="expected"></figure>
                    <figure><figcaption>actual</figcaption><img src="\(fileURL(r.actual))" alt="actual"></figure>
                    <figure><figcaption>diff</figcaption><img src="\(fileURL(r.diff))" alt="diff"></figure>
                    <figure><figcaption>slide: expected ◀ ▶ actual</figcaption>
                      <div class=wipe id=wipe\(i)><img src="\(fileURL(r.actual))" alt="actual"><div class=top><img src="\(fileURL(r.reference))" alt="expected"></div></div>
                      <input type=range min=0 max=100 value=50 oninput="document.querySelector('#wipe\(i) .top').style.width=this.value+'%'">
                    </figure>
                  </div>
                  <code>cp '\(escape(r.actual))' '\(escape(r.reference))'</code>
                </section>
                """
        }
        if records.isEmpty { body = "<p>No snapshot failed in this run.</p>" }
        return """
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
            </style></head>
            <body>
            <h1>Snapshot report: \(records.count) failure\(records.count == 1 ? "" : "s")</h1>
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
