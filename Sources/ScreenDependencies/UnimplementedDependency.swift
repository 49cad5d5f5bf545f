import Foundation

/// Reports a dependency without a test value that a test touched: through the testing
/// module's reporter when it is linked (it fails the running test), on standard error
/// otherwise. Never traps.
///
/// ```swift
/// UnimplementedDependency.touched(MyKey.self)
/// ```
public enum UnimplementedDependency {
    /// The message of the failure for `key`.
    public static func message(for key: Any.Type) -> String {
        "Unimplemented dependency '\(String(reflecting: key))': a test touched it, and it has no test value. "
            + "Override it for this test, e.g. `withDependencies { $0.<name> = … }`, "
            + "or give the key a `testValue`."
    }

    static func touched(_ key: Any.Type) {
        unimplementedMark.mark()
        DependencyIssue.report(message(for: key))
    }
}

/// Counts unimplemented values met while a cache resolves a value (such values are not kept,
/// so that every test that touches them fails). Per thread: resolution is synchronous.
struct UnimplementedMark {
    private static let key = "ScreenDependencies.unimplemented"
    func mark() {
        let dictionary = Thread.current.threadDictionary
        dictionary[Self.key] = ((dictionary[Self.key] as? Int) ?? 0) + 1
    }
    var count: Int { (Thread.current.threadDictionary[Self.key] as? Int) ?? 0 }
}
let unimplementedMark = UnimplementedMark()

/// What the testing module implements to receive the failures of this module (found at run
/// time by name, so this module imports no testing framework).
///
/// ```swift
/// public struct DependencyIssueReporter: DependencyIssueReporting { … }  // in ModelTesting
/// ```
public protocol DependencyIssueReporting {
    /// Fails the running test with `message`.
    static func reportIssue(_ message: String)
    /// An identity of the running test, so that cached test values are per test; nil outside one.
    static var currentTestID: String? { get }
}

/// Receives failure messages instead of the test framework: how a test observes a failure it
/// provokes. (A struct: a task-local optional closure miscompiles under `-O` in Swift 6.3.)
///
/// ```swift
/// let recorder = IssueRecorder { message in messages.withLock { $0.append(message) } }
/// DependencyIssue.$reporter.withValue(recorder) { … }
/// ```
public struct IssueRecorder: Sendable {
    private let record: @Sendable (String) -> Void

    public init(_ record: @escaping @Sendable (String) -> Void) {
        self.record = record
    }

    public func callAsFunction(_ message: String) { record(message) }
}

/// Routes issues to an installed reporter, the testing module's one, or standard error.
///
/// ```swift
/// DependencyIssue.report("something went wrong")
/// ```
public enum DependencyIssue {
    /// Replaces where issues go (tests of the reporting itself); nil restores the default.
    @TaskLocal public static var reporter: IssueRecorder?

    nonisolated(unsafe) static let linked: DependencyIssueReporting.Type? =
        _typeByName("12ModelTesting23DependencyIssueReporterV") as? DependencyIssueReporting.Type

    public static func report(_ message: String) {
        if let reporter {
            reporter(message)
        } else if let linked {
            linked.reportIssue(message)
        } else {
            FileHandle.standardError.write(Data("error: \(message)\n".utf8))
        }
    }

    static var currentTestID: String? { linked?.currentTestID }
}
