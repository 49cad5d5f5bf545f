import Foundation

/// A small number for every token path a name was made for, so that the theme looks colours
/// and dimensions up by array index instead of hashing strings — layout asks for thousands per
/// screen. Names are made once (the generated statics), so the lock is rarely taken.
///
/// ```swift
/// ColorName("color.accent").index == ColorName("color.accent").index   // true
/// ```
enum TokenIndex {
    private final class Registry: @unchecked Sendable {
        let lock = NSLock()
        var indices: [String: Int] = [:]
    }
    private static let registry = Registry()

    static func of(_ path: String) -> Int {
        registry.lock.lock()
        defer { registry.lock.unlock() }
        if let i = registry.indices[path] { return i }
        let i = registry.indices.count
        registry.indices[path] = i
        return i
    }
}
