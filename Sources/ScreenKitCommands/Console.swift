import Foundation

/// Writing to the terminal: plain lines when output is not a terminal, a progress bar when it is.
enum Console {
    static let isTerminal = isatty(STDOUT_FILENO) != 0

    static func error(_ message: String) {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    }

    static func milliseconds(_ v: Double) -> String { String(format: "%.1f ms", v) }
    static func seconds(_ d: Duration) -> String {
        String(format: "%.2f s", Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18)
    }

    static func median(_ values: [Double]) -> Double {
        let s = values.sorted()
        guard !s.isEmpty else { return 0 }
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }
}

/// A one-line progress bar redrawn in place on a terminal; one line per item otherwise.
final class Progress: @unchecked Sendable {
    private let lock = NSLock()
    private let total: Int
    private let verb: String

    init(total: Int, verb: String) {
        self.total = total
        self.verb = verb
    }

    func update(done: Int, label: String, failed: Bool) {
        lock.lock()
        defer { lock.unlock() }
        if Console.isTerminal {
            let width = 30
            let filled = total == 0 ? width : done * width / total
            let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
            let line = "\r\(bar) \(done)/\(total) \(label)"
            FileHandle.standardOutput.write(Data((line.padding(toLength: 110, withPad: " ", startingAt: 0)).utf8))
            if done == total { FileHandle.standardOutput.write(Data("\n".utf8)) }
        } else {
            print("\(failed ? "failed" : verb) \(label) (\(done)/\(total))")
        }
    }
}
