import Foundation

/// The unified log's older C-style call, as `os_log("Saved %{public}@", log: log, type: .info, name)`:
/// formatted with the arguments, `%{private}` values redacted as the log shows them, and kept in
/// ``Logger/recent`` like a `Logger` message.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...) {
    LogRecord.keep(
        LogRecord(subsystem: log.subsystem, category: log.category, level: type, message: OSLogFormat.format("\(message)", args)))
}

/// The same call with the level first: `os_log(.error, log: log, "Failed: %@", reason)`.
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog = .default, _ message: StaticString, _ args: any CVarArg...) {
    LogRecord.keep(
        LogRecord(subsystem: log.subsystem, category: log.category, level: type, message: OSLogFormat.format("\(message)", args)))
}

/// Formats an `os_log` string: `{public}` is dropped, a `{private}` value shows as `<private>`.
enum OSLogFormat {
    static func format(_ format: String, _ args: [any CVarArg]) -> String {
        var output = ""
        var rest = Substring(format)
        var index = 0
        while let percent = rest.firstIndex(of: "%") {
            output += rest[..<percent]
            rest = rest[rest.index(after: percent)...]
            if rest.first == "%" {
                output += "%"
                rest = rest.dropFirst()
                continue
            }
            var isPrivate = false
            if rest.first == "{", let close = rest.firstIndex(of: "}") {
                isPrivate = rest[rest.index(after: rest.startIndex)..<close].contains("private")
                rest = rest[rest.index(after: close)...]
            }
            // The specifier runs to its conversion letter.
            guard let end = rest.firstIndex(where: { ($0.isLetter && !"hlqLzjt".contains($0)) || $0 == "@" }) else { break }
            let specifier = "%" + rest[...end]
            rest = rest[rest.index(after: end)...]
            guard index < args.count else { continue }
            output += isPrivate ? "<private>" : String(format: specifier, args[index])
            index += 1
        }
        return output + rest
    }
}
