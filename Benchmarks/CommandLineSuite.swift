import Foundation

/// The `secondskin` command as people use it, timed from outside: the whole matrix rendered
/// from a cold process on one core and on two, the whole matrix checked against the references
/// from a cold process, and the watch job's latency from a commit in another process (the
/// sqlite3 tool) to the new PNG on disk.
func commandLineSuite(iterations: Int) throws -> [Figure] {
    let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("secondskin")
    guard FileManager.default.isExecutableFile(atPath: exe.path) else {
        throw BenchmarkError.failed("build the command first: swift build -c release --product secondskin (looked for \(exe.path))")
    }
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("secondskin-bench-cli-\(getpid())")
    defer { try? FileManager.default.removeItem(at: dir) }
    var figures = try watchFigures(exe, dir.appendingPathComponent("watch"), updates: max(5, min(iterations, 30)))
    figures += try renderFigures(exe, dir.appendingPathComponent("render"), runs: max(1, min(iterations, 3)))
    figures += try checkFigures(exe, dir.appendingPathComponent("check"), runs: max(1, min(iterations, 5)))
    return figures
}

/// `check` of the whole matrix against the package's references, from a fresh process (cold
/// start-up included), on both cores.
private func checkFigures(_ exe: URL, _ artifacts: URL, runs: Int) throws -> [Figure] {
    var walls: [Double] = []
    var count = 0
    for _ in 0..<runs {
        // The renders before this wrote some 300 MB: let the kernel finish writing them out
        // (untimed), so that their write-back does not run on the two cores during the check.
        sync()
        let start = ContinuousClock.now
        let r = try runProcess(exe, ["check", "--jobs", "2", "--artifacts", artifacts.path])
        let wall = ContinuousClock.now - start
        guard r.status == 0 else { throw BenchmarkError.failed("check failed: \(r.output.suffix(500))") }
        walls.append(Double(wall.components.seconds) + Double(wall.components.attoseconds) / 1e18)
        count = Int(try number(in: "\n" + r.output, after: "\n", before: " of ", last: true))
    }
    return [figure("cli", "check \(count) snapshots --jobs 2, cold process, wall", walls, unit: "s")]
}

/// `render` of the whole matrix, `--jobs 1` then `--jobs 2`, each from a fresh process.
private func renderFigures(_ exe: URL, _ out: URL, runs: Int) throws -> [Figure] {
    var figures: [Figure] = []
    var walls: [Int: [Double]] = [:]
    for jobs in [1, 2] {
        var perImage: [Double] = []
        var count = 0
        for _ in 0..<runs {
            let start = ContinuousClock.now
            let r = try runProcess(exe, ["render", "--out", out.path, "--jobs", "\(jobs)"])
            let wall = ContinuousClock.now - start
            guard r.status == 0 else { throw BenchmarkError.failed("render --jobs \(jobs) failed: \(r.output.suffix(500))") }
            walls[jobs, default: []].append(Double(wall.components.seconds) + Double(wall.components.attoseconds) / 1e18)
            perImage.append(try number(in: r.output, after: "(median ", before: " ms per image"))
            count = Int(try number(in: "\n" + r.output, after: "\n", before: " of ", last: true))
        }
        figures.append(figure("cli", "render \(count) images --jobs \(jobs), wall", walls[jobs]!, unit: "s"))
        figures.append(figure("cli", "render --jobs \(jobs), per image", perImage))
    }
    let speedup = percentile(walls[1]!, 0.5) / percentile(walls[2]!, 0.5)
    figures.append(Figure(suite: "cli", name: "render speed-up, 2 jobs vs 1 (ideal 2)", median: speedup, p99: speedup, unit: "×"))
    return figures
}

/// `watch` on one phone screen; sqlite3 changes the title of the first card, `updates` times.
private func watchFigures(_ exe: URL, _ out: URL, updates: Int) throws -> [Figure] {
    let watch = Process()
    watch.executableURL = exe
    watch.arguments = [
        "watch", "--out", out.path, "--screen", "Collection", "--device", "iphone17pro-portrait", "--appearance", "light", "--type-size", "L",
        "--updates", "\(updates)",
    ]
    let output = OutputLines()
    watch.standardOutput = output.pipe
    watch.standardError = output.pipe
    try watch.run()
    defer { if watch.isRunning { watch.terminate() } }
    guard output.waitForLine(containing: "Watching", count: 1, timeout: 300) else {
        throw BenchmarkError.failed("watch did not start: \(output.text)")
    }
    let database = out.appendingPathComponent("sample.sqlite").path
    var external: [Double] = []
    var reported: [Double] = []
    var title = "Skull"
    for i in 1...updates {
        let next = "Skull \(i)"
        let start = ContinuousClock.now
        let r = try runProcess(URL(fileURLWithPath: "/usr/bin/sqlite3"), [database, "UPDATE pieces SET title = '\(next)' WHERE title = '\(title)'"])
        guard r.status == 0 else { throw BenchmarkError.failed("sqlite3 failed: \(r.output)") }
        guard output.waitForLine(containing: "commit → PNG", count: i, timeout: 60) else {
            throw BenchmarkError.failed("no update from watch: \(output.text)")
        }
        let elapsed = ContinuousClock.now - start
        external.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
        let line = output.lines(containing: "commit → PNG")[i - 1]
        reported.append(try number(in: line, after: "commit → PNG ", before: " ms", last: true))
        title = next
        Thread.sleep(forTimeInterval: 0.05)
    }
    watch.waitUntilExit()
    return [
        figure("cli", "watch sqlite3 start → PNG, phone", external),
        figure("cli", "watch commit → PNG as printed", reported),
    ]
}

private func number(in text: String, after prefix: String, before suffix: String, last: Bool = false) throws -> Double {
    let ranges = text.ranges(of: suffix)
    guard let end = last ? ranges.last : ranges.first, let start = text[..<end.lowerBound].range(of: prefix, options: .backwards),
        let value = Double(text[start.upperBound..<end.lowerBound].trimmingCharacters(in: .whitespaces))
    else { throw BenchmarkError.failed("could not read a number between '\(prefix)' and '\(suffix)' in: \(text.suffix(300))") }
    return value
}

private func runProcess(_ exe: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let p = Process()
    p.executableURL = exe
    p.arguments = arguments
    let pipe = Pipe()
    p.standardOutput = pipe
    p.standardError = pipe
    try p.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return (p.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// A child's output, collected as it arrives.
private final class OutputLines: @unchecked Sendable {
    let pipe = Pipe()
    private let lock = NSLock()
    private var data = Data()

    init() {
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let chunk = handle.availableData
            guard let self, !chunk.isEmpty else { return }
            self.lock.lock()
            self.data.append(chunk)
            self.lock.unlock()
        }
    }

    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: data, as: UTF8.self)
    }

    func lines(containing marker: String) -> [String] {
        text.split(separator: "\n").filter { $0.contains(marker) }.map(String.init)
    }

    /// Waits (polling every 0.5 ms) until `count` complete lines contain `marker`.
    func waitForLine(containing marker: String, count: Int, timeout: Double) -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
        while ContinuousClock.now < deadline {
            let t = text
            if t.split(separator: "\n", omittingEmptySubsequences: true).filter({ $0.contains(marker) }).count >= count && t.hasSuffix("\n") {
                return true
            }
            Thread.sleep(forTimeInterval: 0.0005)
        }
        return false
    }
}
