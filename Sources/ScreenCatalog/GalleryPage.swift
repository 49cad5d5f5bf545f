import Foundation
import Snapshots

/// The gallery: one static HTML page (no server) with every screen side by side across the
/// matrix's devices — phone, Duo (outer, inner flat and half folded), iPad — switchable
/// between light and dark and between the default and the largest type size, with each
/// screen's audit findings. A status line counts the images that loaded. A live page (written by
/// the watch job) also polls `live.js` beside it, which ``LiveGalleryState`` rewrites after each
/// update, and reloads the images that changed (or the page, when findings changed), keeping the
/// chosen appearance and type size in the address's fragment.
///
/// ```swift
/// try GalleryPage(entries: entries, findings: findings).write(to: out)  // out/index.html
/// ```
public struct GalleryPage: Sendable {
    public struct Entry: Sendable {
        public var name: SnapshotName
        /// The image, relative to the page.
        public var imagePath: String
        public init(name: SnapshotName, imagePath: String) {
            self.name = name
            self.imagePath = imagePath
        }
    }

    public var entries: [Entry]
    /// Audit findings per `Screen/state`, already described.
    public var findings: [String: [String]]
    /// Why a `Screen/state`'s images are missing or out of date (a live query failed, a render
    /// failed), shown above them; its images are dimmed.
    public var errors: [String: [String]]
    /// For a live page: the update it was written at; nil for a static page.
    public var liveGeneration: Int?
    /// The page's heading: the app's name.
    public var title: String

    public init(
        entries: [Entry], findings: [String: [String]] = [:], errors: [String: [String]] = [:], liveGeneration: Int? = nil, title: String = "Screens"
    ) {
        self.entries = entries
        self.title = title
        self.findings = findings
        self.errors = errors
        self.liveGeneration = liveGeneration
    }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
    }

    @discardableResult
    public func write(to folder: URL) throws -> URL {
        let url = folder.appendingPathComponent("index.html")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(html().utf8).write(to: url, options: .atomic)
        return url
    }

    /// Polls `live.js` once a second (a script tag, since pages opened from disk may not fetch).
    var liveScript: String {
        guard let generation = liveGeneration else { return "" }
        return """
            let seen = \(generation);
            function liveUpdate(generation, pageGeneration, changed) {
              if (pageGeneration > \(generation)) { location.reload(); return; }
              if (generation <= seen) return;
              for (const img of document.images) {
                const path = img.getAttribute('src').split('?')[0];
                if ((changed[path] || 0) > seen) img.src = path + '?v=' + changed[path];
              }
              seen = generation;
              document.getElementById('status').textContent = 'live: update ' + generation;
            }
            setInterval(() => {
              const s = document.createElement('script');
              s.src = 'live.js?t=' + Date.now();
              s.onload = s.onerror = () => s.remove();
              document.head.appendChild(s);
            }, 1000);
            """
    }

    public func html() -> String {
        var sections = ""
        var order: [String] = []
        var groups: [String: [Entry]] = [:]
        for e in entries {
            let key = "\(e.name.screen)/\(e.name.state)"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(e)
        }
        for key in order {
            let items = groups[key]!
            var figures = ""
            for e in items {
                let c = e.name.configuration
                figures += """
                    <figure data-scheme="\(c.colorScheme.rawValue)" data-type="\(c.contentSize.tokenName)">
                      <img src="\(Self.escape(e.imagePath))" alt="\(Self.escape(e.name.description))" loading="eager">
                      <figcaption>\(Self.escape(c.device.displayName))</figcaption>
                    </figure>
                    """
            }
            let notes = (findings[key] ?? []).map { "<li>\(Self.escape($0))</li>" }.joined()
            let audit = notes.isEmpty ? "<p class=ok>All layout audits pass.</p>" : "<ul class=findings>\(notes)</ul>"
            let problems = (errors[key] ?? []).map { "<li>\(Self.escape($0))</li>" }.joined()
            let stale = problems.isEmpty ? "" : " class=stale"
            let error =
                problems.isEmpty
                ? "" : "<div class=error><p>Not up to date: these images are missing or show older data.</p><ul>\(problems)</ul></div>"
            sections += "<section\(stale)><h2>\(Self.escape(key))</h2>\(error)\(audit)<div class=row>\(figures)</div></section>\n"
        }
        return """
            <!doctype html>
            <html><head><meta charset="utf-8"><title>\(Self.escape(title)) — screen gallery</title>
            <style>
            body { font: 14px Inter, -apple-system, sans-serif; margin: 0; background: #f2f2f7; color: #000; }
            header { position: sticky; top: 0; background: #fffc; backdrop-filter: blur(12px); padding: 12px 24px; display: flex; gap: 16px; align-items: center; border-bottom: 1px solid #ddd; }
            h1 { font-size: 20px; margin: 0 16px 0 0; }
            button { font: inherit; border: 0; border-radius: 999px; padding: 6px 14px; background: #e5e5ea; cursor: pointer; }
            button.on { background: #007AFF; color: #fff; }
            section { padding: 8px 24px 24px; }
            .row { display: flex; gap: 16px; align-items: flex-end; overflow-x: auto; padding-bottom: 8px; }
            figure { margin: 0; text-align: center; }
            figure img { height: 360px; border-radius: 12px; box-shadow: 0 4px 16px #0002; display: block; }
            figure.hidden { display: none; }
            figcaption { color: #666; font-size: 12px; margin-top: 6px; }
            .ok { color: #1E7B34; } .findings { color: #C62828; }
            .error { background: #FDECEA; color: #8C1D18; border-radius: 12px; padding: 4px 16px; margin-bottom: 8px; }
            section.stale figure img { opacity: .35; }
            #status { color: #666; }
            </style></head>
            <body>
            <header><h1>\(Self.escape(title))</h1>
              <button id=light class=on onclick="scheme='light';apply()">Light</button>
              <button id=dark onclick="scheme='dark';apply()">Dark</button>
              <button id=L class=on onclick="type='L';apply()">Default type</button>
              <button id=AX3 onclick="type='AX3';apply()">AX3</button>
              <span id=status>loading images…</span>
            </header>
            \(sections)
            <script>
            let [scheme, type] = (location.hash.slice(1) || 'light,L').split(',');
            function apply() {
              history.replaceState(null, '', '#' + scheme + ',' + type);
              for (const f of document.querySelectorAll('figure')) {
                f.classList.toggle('hidden', !(f.dataset.scheme === scheme && f.dataset.type === type));
              }
              for (const id of ['light','dark']) document.getElementById(id).classList.toggle('on', id === scheme);
              for (const id of ['L','AX3']) document.getElementById(id).classList.toggle('on', id === type);
            }
            function count() {
              const imgs = [...document.images];
              const ok = imgs.filter(i => i.complete && i.naturalWidth > 0).length;
              document.getElementById('status').textContent = ok + ' of ' + imgs.length + ' images loaded';
            }
            apply();
            window.addEventListener('load', count); count();
            \(liveScript)
            </script>
            </body></html>
            """
    }
}
