import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Notices commits made by other connections and processes (the `sqlite3` tool included)
/// without polling while idle: a thread sleeps in `poll(2)` on an inotify descriptor that
/// watches the `-wal` file, the database file and its directory. On a notification it asks
/// `check` (which compares `PRAGMA data_version`), then keeps asking until `patience` has
/// passed since the last notification or change: at 0.25, 1, 4 and 16 ms, then every 20 ms.
/// It starts the same way, as if notified, and treats an inotify queue overflow as a
/// notification.
///
/// Why so long: a writer's frames reach the `-wal` (which notifies) before its commit is
/// visible, and nothing notifies when it becomes visible. In between the writer may `fsync`
/// the log (`synchronous = FULL`, the `sqlite3` tool's default), which on a busy disk takes far
/// longer than the ~21 ms the checks used to cover, and then updates the WAL index in `-shm`
/// through mmap, which inotify never sees. A check is one `PRAGMA data_version` (a few µs), so
/// polling at 50 Hz for a few seconds after activity costs next to nothing, and a commit is
/// seen at most 20 ms after it lands however long its writer took. Checks stay at least 0.25 ms
/// apart, so that a stream of our own commits (which notify too) costs little.
///
/// ```swift
/// let monitor = ExternalChangeMonitor(databasePath: "/data/app.sqlite") { database?.checkExternalCommits() ?? false }
/// monitor.start()
/// ```
final class ExternalChangeMonitor: @unchecked Sendable {
    private let databasePath: String
    private let check: @Sendable () -> Bool
    /// Pauses before each of the first checks after a notification or a change, in nanoseconds.
    static let backoff: [UInt64] = [0, 250_000, 1_000_000, 4_000_000, 16_000_000]
    /// The pause between the later checks, in nanoseconds.
    static let pace: UInt64 = 20_000_000
    /// How long checks go on after the last notification or change, in nanoseconds.
    let patience: UInt64
    /// Shortest pause between two checks, in nanoseconds.
    static let minimumSpacing: UInt64 = 250_000
    /// Checks made so far (tests).
    var checkCount: Int {
        countLock.lock()
        defer { countLock.unlock() }
        return checks
    }
    private let countLock = NSLock()
    private var checks = 0

    #if os(Linux)
        private var inotify: Int32 = -1
        private var wake: [Int32] = [-1, -1]
        private var walWatch: Int32 = -1
        private var fileWatch: Int32 = -1
    #endif

    init(databasePath: String, patience: Duration = .seconds(10), check: @escaping @Sendable () -> Bool) {
        self.databasePath = databasePath
        let (seconds, attoseconds) = patience.components
        self.patience = UInt64(max(0, seconds)) * 1_000_000_000 + UInt64(max(0, attoseconds / 1_000_000_000))
        self.check = check
    }

    /// Starts the watching thread; false when the platform offers no file notifications
    /// (then only writes and `settled()` look for external commits).
    @discardableResult
    func start() -> Bool {
        #if os(Linux)
            inotify = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard inotify >= 0 else { return false }
            var fds: [Int32] = [-1, -1]
            guard pipe(&fds) == 0 else {
                close(inotify)
                return false
            }
            wake = fds
            let directory = (databasePath as NSString).deletingLastPathComponent
            _ = inotify_add_watch(inotify, directory.isEmpty ? "." : directory, UInt32(IN_CREATE | IN_MOVED_TO))
            fileWatch = inotify_add_watch(inotify, databasePath, UInt32(IN_MODIFY))
            walWatch = inotify_add_watch(inotify, databasePath + "-wal", UInt32(IN_MODIFY))
            let thread = Thread { [self] in self.run() }
            thread.qualityOfService = .userInitiated
            thread.start()
            return true
        #else
            return false
        #endif
    }

    /// Stops the thread (it closes the descriptors on its way out).
    func stop() {
        #if os(Linux)
            guard wake[1] >= 0 else { return }
            var byte: UInt8 = 1
            _ = write(wake[1], &byte, 1)
        #endif
    }

    #if os(Linux)
        private func run() {
            nameCurrentThread("LiveSQLite wal")
            var fds = [pollfd(fd: inotify, events: Int16(POLLIN), revents: 0), pollfd(fd: wake[0], events: Int16(POLLIN), revents: 0)]
            // Checks made since the last notification or change; nil while idle. The watch
            // starts as if notified: a commit that landed after the first live query's snapshot
            // but before the watches existed announced itself to nobody.
            var step: Int? = 0
            var nextCheck: UInt64 = 0
            var lastCheck: UInt64 = 0
            var watchUntil = DispatchTime.now().uptimeNanoseconds + patience
            while true {
                var timeout: Int32 = -1
                if step != nil {
                    let now = DispatchTime.now().uptimeNanoseconds
                    let wait: UInt64 = nextCheck > now ? nextCheck - now : 0
                    timeout = Int32((wait + 999_999) / 1_000_000)
                    if wait > 0, wait < 1_000_000 {
                        // Sub-millisecond pauses: poll's resolution is a millisecond.
                        usleep(UInt32(wait / 1000))
                        timeout = 0
                    }
                }
                let ready = poll(&fds, 2, timeout)
                if ready < 0 && errno != EINTR { break }
                if fds[1].revents != 0 { break }
                if fds[0].revents != 0, drainEvents() {
                    // Our own commits notify too: however many events come, checks stay at
                    // least `minimumSpacing` apart.
                    let now = DispatchTime.now().uptimeNanoseconds
                    step = 0
                    nextCheck = max(now, lastCheck + Self.minimumSpacing)
                    watchUntil = now + patience
                }
                guard let current = step, DispatchTime.now().uptimeNanoseconds >= nextCheck else { continue }
                let changed = check()
                lastCheck = DispatchTime.now().uptimeNanoseconds
                countLock.lock()
                checks += 1
                countLock.unlock()
                // After a change, more commits may follow: watch closely again.
                if changed { watchUntil = max(watchUntil, lastCheck + patience) }
                if !changed && lastCheck >= watchUntil {
                    step = nil
                    continue
                }
                let next = changed ? 1 : current + 1
                step = next
                nextCheck = lastCheck + (next < Self.backoff.count ? Self.backoff[next] : Self.pace)
            }
            close(inotify)
            close(wake[0])
            close(wake[1])
        }

        /// Reads every queued event; re-watches the `-wal` file when it is (re)created. Returns
        /// whether any event concerned this database (other files of the directory do not).
        private func drainEvents() -> Bool {
            var relevant = false
            let size = 4096
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 8)
            defer { buffer.deallocate() }
            let walName = ((databasePath as NSString).lastPathComponent) + "-wal"
            while true {
                let n = read(inotify, buffer, size)
                if n <= 0 { return relevant }
                var offset = 0
                while offset + 16 <= n {
                    let watch = buffer.load(fromByteOffset: offset, as: Int32.self)
                    let mask = buffer.load(fromByteOffset: offset + 4, as: UInt32.self)
                    let length = Int(buffer.load(fromByteOffset: offset + 12, as: UInt32.self))
                    if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0, length > 0 {
                        let name = String(cString: buffer.advanced(by: offset + 16).assumingMemoryBound(to: CChar.self))
                        if name == walName {
                            walWatch = inotify_add_watch(inotify, databasePath + "-wal", UInt32(IN_MODIFY))
                            relevant = true
                        }
                    } else if mask & UInt32(IN_MODIFY) != 0, watch == walWatch || watch == fileWatch {
                        relevant = true
                    } else if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                        relevant = true  // events were dropped: any of them may have been a commit
                    }
                    offset += 16 + length
                }
            }
        }
    #endif
}
