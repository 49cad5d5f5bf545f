/// Collects the failures of the live queries a piece of code reads: a body built from a query
/// whose last re-fetch failed (a column holding a blob where the model expects text, a table
/// that is gone) shows the last good value, and whoever builds it — a preview, the watch job —
/// learns that it is out of date and why, instead of showing it as current.
///
/// ```swift
/// let (node, failures) = LiveQueryReads.collecting { body(env) }
/// for f in failures { print(f) }   // the SQL and SQLite's (or the decoder's) message
/// ```
@MainActor
public enum LiveQueryReads {
    /// One list per open `collecting` call, innermost last.
    private static var frames: [[LiveQueryFailure]] = []

    static var isCollecting: Bool { !frames.isEmpty }

    static func note(_ failure: LiveQueryFailure) {
        guard !frames.isEmpty, !frames[frames.count - 1].contains(failure) else { return }
        frames[frames.count - 1].append(failure)
    }

    /// Runs `body` and returns what it returned with the failures of the queries it read, each
    /// once, in the order first read.
    public static func collecting<T>(_ body: () throws -> T) rethrows -> (value: T, failures: [LiveQueryFailure]) {
        frames.append([])
        defer {
            // An enclosing collection sees them too.
            for failure in frames.removeLast() { note(failure) }
        }
        let value = try body()
        return (value, frames[frames.count - 1])
    }
}
