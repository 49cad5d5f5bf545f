import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Names the calling thread as tools show it (`top -H`, /proc/…/comm; at most 15 bytes), so
/// that LiveSQLite's threads and their CPU time can be told apart.
///
/// ```swift
/// nameCurrentThread("LiveSQLite obs")
/// ```
func nameCurrentThread(_ name: String) {
    #if os(Linux)
        // pthread_setname_np is hidden behind _GNU_SOURCE; the kernel's file does the same.
        let fd = open("/proc/thread-self/comm", O_WRONLY)
        guard fd >= 0 else { return }
        let bytes = Array(name.utf8.prefix(15))
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
    #else
        Thread.current.name = name
    #endif
}
