import Foundation

/// Why a snapshot check failed, with the paths involved and what to do.
///
/// ```swift
/// do { try checker.verify(bitmap, as: name) } catch let e as SnapshotError { print(e) }
/// ```
public enum SnapshotError: Error, Equatable, CustomStringConvertible {
    case invalidName(what: String, value: String)
    case missingReference(name: String, reference: String, actual: String)
    case recorded(name: String, reference: String)
    case sizeMismatch(name: String, expected: String, actual: String, reference: String, actualPath: String)
    /// `diff` is empty when the ``ImageDiffing`` draws no diff image.
    case pixelsDiffer(name: String, differing: Int, total: Int, region: String, reference: String, actual: String, diff: String, changes: [String])
    case layoutChanged(name: String, reference: String, actual: String, changes: [String])
    /// A text snapshot differs; `diff` holds its changed lines (``TextDiff``).
    case textDiffers(name: String, reference: String, actual: String, diff: [String])
    /// A text strategy could not turn the value into text.
    case cannotSnapshot(name: String, strategy: String, reason: String)
    case environmentChanged(name: String, changes: [String], underlying: String)
    case unreadableReference(name: String, reference: String, reason: String)
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case .invalidName(let what, let value):
            return "Invalid snapshot \(what) name '\(value)': names may not be empty, contain '/', '\\' or '..', or start with '.'."
        case .missingReference(let name, let reference, let actual):
            return
                "No reference for \(name) at \(reference) and recording is off (CI=true or SNAPSHOT_RECORD=never).\n  actual: \(actual)\n  Look at it, then accept: cp '\(actual)' '\(reference)'"
        case .recorded(let name, let reference):
            return
                "Recorded a new reference for \(name) at \(reference). Open it and check it is right, then run the test again (recording always fails once)."
        case .sizeMismatch(let name, let expected, let actual, let reference, let actualPath):
            return
                "\(name): the image is \(actual) px but the reference is \(expected) px.\n  expected: \(reference)\n  actual:   \(actualPath)\n  If the new size is right, accept: cp '\(actualPath)' '\(reference)'"
        case .pixelsDiffer(let name, let differing, let total, let region, let reference, let actual, let diff, let changes):
            let share = Double(differing) / Double(max(total, 1)) * 100
            var text = "\(name) differs from its reference: \(differing) of \(total) pixels (\(String(format: "%.3f", share)) %) in \(region)."
            if !changes.isEmpty { text += "\n  What changed in the layout:\n" + changes.map { "    " + $0 }.joined(separator: "\n") }
            return text
                + "\n  expected: \(reference)\n  actual:   \(actual)" + (diff.isEmpty ? "" : "\n  diff:     \(diff)")
                + "\n  If the change is intended, accept it: SNAPSHOT_RECORD=failed swift test (or cp '\(actual)' '\(reference)')"
        case .environmentChanged(let name, let changes, let underlying):
            return "\(name): the environment changed, not necessarily the content — the reference was rendered with different software:\n"
                + changes.map { "    " + $0 }.joined(separator: "\n")
                + "\n  Re-record the references on this environment if the new output is right (SNAPSHOT_RECORD=failed).\n  Details: " + underlying
        case .layoutChanged(let name, let reference, let actual, let changes):
            return "\(name): the pixels match but the layout dump changed:\n" + changes.map { "    " + $0 }.joined(separator: "\n")
                + "\n  expected: \(reference)\n  actual:   \(actual)\n  If intended, accept: cp '\(actual)' '\(reference)'"
        case .textDiffers(let name, let reference, let actual, let diff):
            return "\(name) differs from its reference:\n" + diff.map { "    " + $0 }.joined(separator: "\n")
                + "\n  expected: \(reference)\n  actual:   \(actual)"
                + "\n  If the change is intended, accept it: SNAPSHOT_RECORD=failed swift test (or cp '\(actual)' '\(reference)')"
        case .cannotSnapshot(let name, let strategy, let reason):
            return "Cannot write \(name) as \(strategy): \(reason). Nothing was recorded; "
                + "make the value representable (JSON has no NaN or infinity) or choose another strategy (.dump)."
        case .unreadableReference(let name, let reference, let reason):
            return "The reference of \(name) at \(reference) cannot be read (\(reason)). Delete it and record it again with SNAPSHOT_RECORD=missing."
        case .cannotWrite(let path, let reason):
            return "Cannot write \(path): \(reason). Check that the folder is writable."
        }
    }
}
