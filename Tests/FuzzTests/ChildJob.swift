import Foundation

/// A `secondskin` command run in a child process and, after `killAfter`, killed with SIGKILL:
/// how it ended, and whether it died of a signal nobody sent.
///
/// ```swift
/// let end = try ChildJob.run(["render", "--out", out], killAfter: .milliseconds(300))
/// end.crashed   // true only for a signal the test did not send
/// ```
struct ChildJob {
    enum End: Equatable {
        case exited(Int32)
        case killed
        /// A signal the test did not send: a crash.
        case signalled(Int32)
    }

    var end: End
    var seconds: Double

    /// The folder that holds the built products (the `secondskin` executable beside the tests).
    static var productsDirectory: URL {
        var dir = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        while dir.path != "/" && !FileManager.default.fileExists(atPath: dir.appendingPathComponent("secondskin").path) {
            dir = dir.deletingLastPathComponent()
        }
        return dir
    }

    /// The package root, from this file's location.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `secondskin arguments`; kills it after `killAfter` if it is still running, and after
    /// `limit` in any case (then it is a hang: `seconds` says how long it ran).
    /// With `once`, the delay counts from the moment `once` first holds (polled every half
    /// millisecond: a file appeared, say), or from the start if it never does before `limit`.
    static func run(
        _ arguments: [String], environment extra: [String: String] = [:], killAfter: Duration?, once: (() -> Bool)? = nil,
        limit: Duration = .seconds(60)
    ) throws -> ChildJob {
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent("secondskin")
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SCREENKIT_ROOT"] = packageRoot.path
        environment["CI"] = nil
        for (k, v) in extra { environment[k] = v }
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let start = ContinuousClock.now
        try process.run()
        var deadline = start + min(killAfter ?? limit, limit)
        if let once, let killAfter {
            deadline = start + limit
            while process.isRunning && ContinuousClock.now < deadline && !once() { usleep(100) }
            deadline = min(deadline, ContinuousClock.now + killAfter)
        }
        while process.isRunning && ContinuousClock.now < deadline { usleep(500) }
        var sent = false
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            sent = true
        }
        process.waitUntilExit()
        let seconds = (ContinuousClock.now - start).components
        let elapsed = Double(seconds.seconds) + Double(seconds.attoseconds) / 1e18
        switch process.terminationReason {
        case .exit: return ChildJob(end: .exited(process.terminationStatus), seconds: elapsed)
        default:
            let signal = process.terminationStatus
            return ChildJob(end: sent && signal == SIGKILL ? .killed : .signalled(signal), seconds: elapsed)
        }
    }
}
