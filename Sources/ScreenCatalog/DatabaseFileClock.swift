import Foundation

/// When a database last committed, as the file system saw it: the newer modification time of
/// the database file and its write-ahead log (a commit in WAL mode appends to the log). This
/// is how a commit in another process is timed without that process's help; the kernel's
/// timestamps are coarse (a few milliseconds).
///
/// ```swift
/// let t = DatabaseFileClock.lastCommit(of: "journal.sqlite")
/// print(DatabaseFileClock.since(t!))
/// ```
enum DatabaseFileClock {
    static func lastCommit(of path: String) -> timespec? {
        [path, path + "-wal"].compactMap(modified).max { ($0.tv_sec, $0.tv_nsec) < ($1.tv_sec, $1.tv_nsec) }
    }

    static func modified(_ path: String) -> timespec? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mtim
    }

    /// Wall-clock time from `t` to now.
    static func since(_ t: timespec) -> Duration {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return .seconds(now.tv_sec - t.tv_sec) + .nanoseconds(now.tv_nsec - t.tv_nsec)
    }
}
