import Foundation

/// A dependency: what a model may not take from the machine, with a value for each
/// ``DependencyContext``. Declare a key, then a computed property on ``DependencyValues``:
///
/// ```swift
/// enum GreetingKey: DependencyKey {
///     static let liveValue = "Hello"
///     static let testValue = "Test hello"
/// }
/// extension DependencyValues {
///     var greeting: String {
///         get { self[GreetingKey.self] }
///         set { self[GreetingKey.self] = newValue }
///     }
/// }
/// ```
///
/// `previewValue` defaults to `liveValue`. A key without a `testValue` is *unimplemented* in
/// tests: the test that touches it fails, naming the key, and gets the preview value so that it
/// goes on (never a crash or a hang).
public protocol DependencyKey: Sendable {
    associatedtype Value: Sendable
    /// The value in an app.
    static var liveValue: Value { get }
    /// The value in tests (``DependencyContext/test``).
    static var testValue: Value { get }
    /// The value in previews and snapshots (``DependencyContext/preview``): deterministic.
    static var previewValue: Value { get }
}

extension DependencyKey {
    public static var previewValue: Value { liveValue }

    public static var testValue: Value {
        UnimplementedDependency.touched(Self.self)
        return previewValue
    }
}

/// Where the values come from: the app (`live`), a test (`test`), a preview or snapshot
/// (`preview`).
///
/// ```swift
/// withDependencies { $0.context = .preview } operation: { makeModel() }
/// ```
public enum DependencyContext: String, Sendable, CaseIterable {
    case live, test, preview

    /// `test` inside a test runner (`*.xctest`, `swift test`), else `live`; a process can fix it
    /// with ``DependencyValues/defaultContext``.
    static let detected: DependencyContext = {
        let arguments = ProcessInfo.processInfo.arguments
        let environment = ProcessInfo.processInfo.environment
        if arguments.first?.hasSuffix(".xctest") == true || environment["XCTestConfigurationFilePath"] != nil
            || environment["XCTestSessionIdentifier"] != nil || arguments.contains("--testing-library")
        {
            return .test
        }
        return .live
    }()
}
