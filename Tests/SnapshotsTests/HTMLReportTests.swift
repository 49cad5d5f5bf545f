import Foundation
import Testing

@testable import ImageCodec
@testable import ScreenLayout
@testable import Snapshots

/// Runs headless Chromium (Debian's `chromium`, installed by Scripts/setup --browser).
func chromium(_ arguments: [String]) throws -> (Int32, String) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    p.arguments = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars"] + arguments
    let out = Pipe()
    p.standardOutput = out
    p.standardError = FileHandle.nullDevice
    try p.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return (p.terminationStatus, String(decoding: data, as: UTF8.self))
}

@Suite struct HTMLReportTests {
    /// A real failure produces report.html; Chromium loads it, every image loads, and a
    /// screenshot shows the red of the diff image.
    @Test func reportOpensInChromiumWithItsImages() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let artifacts = root.appendingPathComponent("artifacts")
        let checker = SnapshotChecker(
            snapshotsDirectory: root.appendingPathComponent("__Snapshots__"), artifactsDirectory: artifacts, recordMode: .never)
        let name = try SnapshotName(screen: "Report", state: "x", configuration: config)
        try Bitmap(width: 120, height: 80, fill: 0xFFFF_FFFF).writePNG(to: checker.referenceURL(for: name))
        var changed = Bitmap(width: 120, height: 80, fill: 0xFFFF_FFFF)
        for i in 0..<(120 * 40) { changed.pixels[i] = 0xFF00_0000 }
        #expect(throws: SnapshotError.self) { try checker.verify(changed, as: name) }

        let report = artifacts.appendingPathComponent("report.html")
        let html = try String(contentsOf: report, encoding: .utf8)
        #expect(html.contains("Report/x.iphone17pro-portrait-light") && html.contains("type=range"))
        let (status, dom) = try chromium(["--virtual-time-budget=2000", "--dump-dom", report.absoluteString])
        #expect(status == 0)
        #expect(dom.contains("5 of 5 images loaded"), "\(dom.prefix(400))")

        let shot = root.appendingPathComponent("shot.png")
        _ = try chromium(["--screenshot=\(shot.path)", "--window-size=1100,600", "--virtual-time-budget=2000", report.absoluteString])
        #expect(try redPixels(in: shot) > 1000, "the diff image's red must be visible in the screenshot")
    }

    /// The report folder, moved elsewhere after the references and the project it came from are
    /// deleted, still links only files inside itself, by relative links.
    @Test func movedReportLinksOnlyFilesInsideItself() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let moved = try movedReport(in: root)
        let html = try String(contentsOf: moved.appendingPathComponent("report.html"), encoding: .utf8)
        let links = Self.links(in: html)
        // expected, actual, diff, the slider's two and the audit's screen; no other link.
        #expect(links.count == 6, "\(links)")
        #expect(!html.contains("file:"))
        let folder = moved.standardizedFileURL.path + "/"
        for link in links {
            #expect(!link.hasPrefix("/") && !link.contains(":") && !link.contains("?") && !link.contains("#"), "\(link) is not relative")
            let path = try #require(link.removingPercentEncoding, "\(link)")
            let file = moved.appendingPathComponent(path).standardizedFileURL
            #expect(file.path.hasPrefix(folder), "\(link) leaves the report folder")
            #expect(FileManager.default.fileExists(atPath: file.path), "\(link) does not resolve in the moved folder")
        }
        // The copied reference keeps the reference's bytes, named after its snapshot.
        let copy = moved.appendingPathComponent("images/Report/moved #1 50%.iphone17pro-portrait-light.expected.png")
        #expect(try Bitmap.readPNG(at: copy.path).pixels.allSatisfy { $0 == 0xFFFF_FFFF })
    }

    /// Headless Chromium opens the moved report and every image loads (the page counts the
    /// images whose naturalWidth is above 0), and the diff's red shows in a screenshot.
    @Test func movedReportOpensInChromiumWithItsImages() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let report = try movedReport(in: root).appendingPathComponent("report.html")
        let (status, dom) = try chromium(["--virtual-time-budget=2000", "--dump-dom", report.absoluteString])
        #expect(status == 0)
        #expect(dom.contains("6 of 6 images loaded"), "\(dom.prefix(400))")

        let shot = root.appendingPathComponent("shot.png")
        _ = try chromium(["--screenshot=\(shot.path)", "--window-size=1100,600", "--virtual-time-budget=2000", report.absoluteString])
        #expect(try redPixels(in: shot) > 1000, "the diff image's red must be visible in the screenshot")
    }

    /// Writes a report for one failing snapshot (its reference in a project's `__Snapshots__`,
    /// outside the report folder) and one audit finding; checks that nothing outside the report
    /// folder changed; moves the folder and deletes the project. Returns the moved folder.
    func movedReport(in root: URL) throws -> URL {
        let snapshots = root.appendingPathComponent("project/__Snapshots__")
        let artifacts = root.appendingPathComponent("ci/report")
        let checker = SnapshotChecker(snapshotsDirectory: snapshots, artifactsDirectory: artifacts, recordMode: .never)
        // Spaces, `#` and `%` must be percent-encoded in the links.
        let name = try SnapshotName(screen: "Report", state: "moved #1 50%", configuration: config)
        try Bitmap(width: 120, height: 80, fill: 0xFFFF_FFFF).writePNG(to: checker.referenceURL(for: name))
        let before = try Self.files(in: root.appendingPathComponent("project"))
        var changed = Bitmap(width: 120, height: 80, fill: 0xFFFF_FFFF)
        for i in 0..<(120 * 40) { changed.pixels[i] = 0xFF00_0000 }
        #expect(throws: SnapshotError.self) { try checker.verify(changed, as: name) }
        let finding = AuditRecord.Item(
            check: "tap-target", element: "report.close", frame: Rect(x: 10, y: 10, width: 20, height: 20), problem: "too small", fix: "grow it")
        try checker.reportAudit([finding], of: name, image: changed)
        #expect(try Self.files(in: root.appendingPathComponent("project")) == before, "the report wrote outside its folder")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == ["ci", "project"])

        let moved = root.appendingPathComponent("elsewhere/unzipped report")
        try FileManager.default.createDirectory(at: moved.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: artifacts, to: moved)
        try FileManager.default.removeItem(at: root.appendingPathComponent("project"))
        try FileManager.default.removeItem(at: root.appendingPathComponent("ci"))
        return moved
    }

    /// Every file under `folder`, by relative path, with its bytes.
    static func files(in folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let paths = try #require(FileManager.default.enumerator(atPath: folder.path))
        for case let path as String in paths {
            var isDirectory: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = try Data(contentsOf: url)
            }
        }
        return files
    }

    /// The values of every `src` and `href` attribute, HTML entities decoded.
    static func links(in html: String) -> [String] {
        let pattern = /\b(?:src|href)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/
        return html.matches(of: pattern.ignoresCase()).map { m in
            String(m.output.1 ?? m.output.2 ?? m.output.3 ?? "").replacingOccurrences(of: "&quot;", with: "\"")
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        }
    }
}

/// The pure red pixels of a PNG screenshot: the diff image's, not the #c00 of the message text.
func redPixels(in png: URL) throws -> Int {
    try Bitmap.readPNG(at: png.path).pixels.filter { p in
        let r = (p >> 16) & 0xFF
        let g = (p >> 8) & 0xFF
        let b = p & 0xFF
        return r > 240 && g < 30 && b < 30
    }.count
}
