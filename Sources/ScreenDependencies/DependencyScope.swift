import Foundation

/// The default values made for one scope, per context and key, each once. Values that were
/// unimplemented (a test touched a key without a test value) are not kept, so every test that
/// touches the key fails.
///
/// ```swift
/// let clock = scope.value(for: ClockKey.self, context: .test)   // the same TestClock every time
/// ```
final class DependencyScope: Sendable {
    private let values = LockedValue<[String: any Sendable]>([:])

    /// The scope of values built without a scope of their own: one per running test (as the
    /// testing module names it), one for the rest of the process.
    static var shared: DependencyScope {
        let id = DependencyIssue.currentTestID ?? ""
        return sharedScopes.withLock { scopes in
            if let scope = scopes[id] { return scope }
            let scope = DependencyScope()
            scopes[id] = scope
            return scope
        }
    }
    private static let sharedScopes = LockedValue<[String: DependencyScope]>([:])

    func value<Key: DependencyKey>(for key: Key.Type, context: DependencyContext) -> Key.Value {
        let name = "\(context.rawValue) \(String(reflecting: key))"
        if let value = values.withLock({ $0[name] }) { return value as! Key.Value }  // stored below under this name
        let before = unimplementedMark.count
        let value: Key.Value
        switch context {
        case .live: value = Key.liveValue
        case .test: value = Key.testValue
        case .preview: value = Key.previewValue
        }
        guard unimplementedMark.count == before else { return value }
        return values.withLock { values in
            if let kept = values[name] { return kept as! Key.Value }  // made meanwhile by another thread
            values[name] = value
            return value
        }
    }
}

/// A value behind a lock.
///
/// ```swift
/// let count = LockedValue(0)
/// count.withLock { $0 += 1 }
/// ```
public final class LockedValue<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    public init(_ value: Value) {
        self.value = value
    }

    public func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
