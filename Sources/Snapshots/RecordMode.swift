import Foundation

/// When references are written, as users of swift-snapshot-testing know it.
/// Recording always fails the test that recorded, so nothing passes unseen.
///
/// ```swift
/// RecordMode.current  // from SNAPSHOT_RECORD; `.never` whenever CI=true
/// ```
public enum RecordMode: String, Sendable, CaseIterable {
    /// Write references that do not exist yet (the local default).
    case missing
    /// Rewrite every reference whose pixels differ.
    case all
    /// Rewrite references only where the comparison failed.
    case failed
    /// Never write; a missing reference fails (forced on CI).
    case never

    /// `SNAPSHOT_RECORD` (missing | all | failed | never), default `missing`; `CI=true` forces `never`.
    public static func fromEnvironment(_ env: [String: String] = ProcessInfo.processInfo.environment) -> RecordMode {
        if let ci = env["CI"]?.lowercased(), ci == "true" || ci == "1" { return .never }
        return env["SNAPSHOT_RECORD"].flatMap { RecordMode(rawValue: $0.lowercased()) } ?? .missing
    }
}
