import Foundation
import ImageCodec
import Rendering
import ScreenCatalog
import ScreenLayout
import SecondSkin
import Snapshots
import Theme

/// Issue 12's figures: verifying an unchanged @3x snapshot, comparing PNG pairs against
/// ImageMagick's `compare`, tolerant comparison throughput, and memory over 1,000 checks.
@MainActor
func snapshotSuite(iterations: Int) throws -> [Figure] {
    var figures: [Figure] = []
    let theme = try AppResources.theme()
    try SecondSkinPhotos.prepare(theme: theme)
    let db = try SampleData.makeDatabase()
    let body = try ScreenRegistry.screen(named: "Welcome")!.states[0].make(db)
    let snapshotter = try ScreenSnapshotter(theme: theme)
    let config = SnapshotConfiguration(device: .iPhone17Pro, colorScheme: .light, scale: 3)
    let name = try SnapshotName(screen: "Welcome", state: "default", configuration: config)
    let checker = SnapshotChecker(snapshotsDirectory: AppResources.snapshots, recordMode: .never)
    let node = body(config.environment(theme: theme))

    figures.append(
        figure(
            "snapshots", "verify unchanged @3x phone snapshot (render + verify)",
            try measure(iterations: iterations) {
                let (layout, bitmap) = try snapshotter.render(node, configuration: config)
                try checker.verify(bitmap, layout: layout, as: name)
            }))

    // A pair of @3x PNG files: identical, and different (light vs dark).
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("secondskin-bench-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let light = try snapshotter.render(node, configuration: config).bitmap
    var darkConfig = config
    darkConfig.colorScheme = .dark
    let dark = try snapshotter.render(body(darkConfig.environment(theme: theme)), configuration: darkConfig).bitmap
    let a = folder.appendingPathComponent("a.png")
    let b = folder.appendingPathComponent("b.png")
    let c = folder.appendingPathComponent("c.png")
    try light.writePNG(to: a)
    try light.writePNG(to: b)
    try dark.writePNG(to: c)
    let n = max(5, iterations / 5)
    let oursSame = figure(
        "snapshots", "ours: identical @3x PNG pair, decode both + exact compare",
        try measure(iterations: n) {
            _ = ImageDiffing.exact.compare(try Bitmap.readPNG(at: a.path), try Bitmap.readPNG(at: b.path), drawDiff: false)
        })
    let oursDiff = figure(
        "snapshots", "ours: different @3x PNG pair, decode both + diff image written",
        try measure(iterations: n) {
            let (_, diff) = ImageDiffing.exact.compare(try Bitmap.readPNG(at: a.path), try Bitmap.readPNG(at: c.path))
            try diff!.writeArtifactPNG(to: folder.appendingPathComponent("diff.png"))
        })
    figures += [oursSame, oursDiff]
    if let magick = findExecutable("compare") {
        func runCompare(_ x: URL, _ y: URL, _ out: String) throws {
            let p = Process()
            p.executableURL = magick
            p.arguments = ["-metric", "AE", x.path, y.path, out]
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            try p.run()
            p.waitUntilExit()
        }
        let imSame = figure(
            "snapshots", "ImageMagick compare -metric AE: identical pair", try measure(iterations: n, warmup: 1) { try runCompare(a, b, "null:") })
        let imDiff = figure(
            "snapshots", "ImageMagick compare -metric AE: different pair, diff image written",
            try measure(iterations: n, warmup: 1) { try runCompare(a, c, folder.appendingPathComponent("im-diff.png").path) })
        figures += [imSame, imDiff]
        figures.append(
            Figure(
                suite: "snapshots", name: "speed-up vs ImageMagick, identical pair", median: imSame.median / oursSame.median,
                p99: imSame.p99 / oursSame.p99, unit: "x"))
        figures.append(
            Figure(
                suite: "snapshots", name: "speed-up vs ImageMagick, with diff image", median: imDiff.median / oursDiff.median,
                p99: imDiff.p99 / oursDiff.p99, unit: "x"))
    } else {
        FileHandle.standardError.write(
            Data("note: ImageMagick's compare is not installed (apt-get install imagemagick); skipping the side-by-side figures\n".utf8))
    }

    // Tolerant comparison throughput, single-threaded, on a pair that differs everywhere text is.
    let megapixels = Double(light.width * light.height) / 1e6
    let pm = figure(
        "snapshots", "pixelmatch mode, light vs dark @3x",
        measure(iterations: n) { _ = ImageDiffing.pixelmatch().compare(light, dark, drawDiff: false) })
    figures.append(pm)
    figures.append(
        Figure(
            suite: "snapshots", name: "pixelmatch throughput (single thread)", median: megapixels / (pm.median / 1000),
            p99: megapixels / (pm.p99 / 1000), unit: "MP/s"))
    var nearly = light
    for i in stride(from: 0, to: nearly.pixels.count, by: 997) { nearly.pixels[i] ^= 0x0000_0101 }
    let pmNear = figure(
        "snapshots", "pixelmatch mode, nearly identical @3x pair",
        measure(iterations: n) { _ = ImageDiffing.pixelmatch().compare(light, nearly, drawDiff: false) })
    figures.append(
        Figure(
            suite: "snapshots", name: "pixelmatch throughput, nearly identical", median: megapixels / (pmNear.median / 1000),
            p99: megapixels / (pmNear.p99 / 1000), unit: "MP/s"))
    let de = figure(
        "snapshots", "perceptual (ΔE94) mode, light vs dark @3x",
        measure(iterations: max(3, n / 2)) { _ = ImageDiffing.perceptual().compare(light, dark, drawDiff: false) })
    figures.append(
        Figure(
            suite: "snapshots", name: "ΔE94 throughput (single thread)", median: megapixels / (de.median / 1000), p99: megapixels / (de.p99 / 1000),
            unit: "MP/s"))

    // Memory: 1,000 verifications of suite-scale snapshots in one process.
    let jobs = try ScreenCatalog.secondSkin.jobs(theme: theme, database: db)
    var rss: [Double] = []
    let total = 1000
    var done = 0
    while done < total {
        for job in jobs where done < total {
            let (layout, bitmap) = try snapshotter.render(job.body, configuration: job.name.configuration)
            try checker.verify(bitmap, layout: layout, as: job.name)
            done += 1
            if done == jobs.count || done == total { rss.append(residentMegabytes()) }  // after one pass (warm-up), at the end
        }
    }
    figures.append(
        Figure(suite: "snapshots", name: "peak resident memory over 1,000 checks", median: peakMegabytes(), p99: peakMegabytes(), unit: "MB"))
    figures.append(
        Figure(
            suite: "snapshots", name: "resident after \(jobs.count) / \(total) checks", median: rss.first ?? 0, p99: rss.last ?? 0,
            unit: "MB (first / last)"))
    return figures
}

func findExecutable(_ name: String) -> URL? {
    for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
        let url = URL(fileURLWithPath: String(dir)).appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return nil
}

/// VmRSS and VmHWM from /proc/self/status, in MB.
func procStatus(_ key: String) -> Double {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in text.split(separator: "\n") where line.hasPrefix(key + ":") {
        let kb = Double(line.split(separator: " ").dropFirst().first { Double($0) != nil } ?? "0") ?? 0
        return kb / 1024
    }
    return 0
}
func residentMegabytes() -> Double { procStatus("VmRSS") }
func peakMegabytes() -> Double { procStatus("VmHWM") }
