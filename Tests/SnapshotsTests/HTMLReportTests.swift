import Foundation
import Testing

@testable import Rendering
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
        let screenshot = try Bitmap.readPNG(at: shot.path)
        let red = screenshot.pixels.filter { p in
            let r = (p >> 16) & 0xFF
            let g = (p >> 8) & 0xFF
            let b = p & 0xFF
            return r > 200 && g < 60 && b < 60
        }.count
        #expect(red > 1000, "the diff image's red must be visible in the screenshot")
    }
}
