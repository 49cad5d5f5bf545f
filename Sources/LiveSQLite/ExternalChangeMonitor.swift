import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Notices commits made by other connections and processes (the `sqlite3` tool included)
/// without polling while idle: a thread sleeps in `poll(2)` on an inotify descriptor that
/// watches the `-wal` file, the database file and its directory. On a notification it asks
/// `check` (which compares `PRAGMA data_version`) and, because the WAL index in `-shm` is
/// written through mmap and can trail the `-wal` write that woke us, asks again a few times
/// with growing pauses (50 µs … 25 ms) before going back to sleep.
///
/// ```swift
/// let monitor = ExternalChangeMonitor(databasePath: "/data/app.sqlite") { database?.checkExternalCommits() ?? false }
/// monitor.start()
/// ```
final class ExternalChangeMonitor: @unchecked Sendable {
    private let databasePath: String
    private let check: @Sendable () -> Bool
    /// Pauses between checks after a notification, in microseconds.
    static let backoff: [UInt32] = [0, 50, 100, 200, 400, 800, 1600, 3200, 6400, 12_800, 25_600]

    #if os(Linux)
        private var inotify: Int32 = -1
        private var wake: [Int32] = [-1, -1]
        private var walWatch: Int32 = -1
        private var fileWatch: Int32 = -1
    #endif

    init(databasePath: String, check: @escaping @Sendable () -> Bool) {
        self.databasePath = databasePath
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
            var step: Int? = nil  // position in `backoff` while checking after a notification
            var nextCheck = DispatchTime.now()
            while true {
                var timeout: Int32 = -1
                if step != nil {
                    let now = DispatchTime.now().uptimeNanoseconds
                    let due = nextCheck.uptimeNanoseconds
                    timeout = due > now ? Int32((due - now + 999_999) / 1_000_000) : 0
                    if due > now, due - now < 1_000_000 {
                        // Sub-millisecond pauses: poll's resolution is a millisecond.
                        usleep(UInt32((due - now) / 1000))
                        timeout = 0
                    }
                }
                let ready = poll(&fds, 2, timeout)
                if ready < 0 && errno != EINTR { break }
                if fds[1].revents != 0 { break }
                if fds[0].revents != 0, drainEvents() {
                    step = 0
                    nextCheck = DispatchTime.now()
                }
                guard let current = step, DispatchTime.now() >= nextCheck else { continue }
                if check() {
                    step = 0  // more commits may follow: keep watching closely
                } else {
                    step = current + 1 < Self.backoff.count ? current + 1 : nil
                }
                if let next = step { nextCheck = DispatchTime.now() + .microseconds(Int(Self.backoff[next])) }
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
                    }
                    offset += 16 + length
                }
            }
        }
    #endif
}
