import Foundation

/// Options of one subcommand: `--name value`, repeatable options, flags and positionals,
/// scanned from the arguments; anything unknown is a usage error that points at `--help`.
///
/// ```swift
/// var scan = ArgumentScanner(arguments, command: "render", tool: "screens")
/// let out = try scan.value("--out") ?? "out/screens"
/// ```
struct ArgumentScanner {
    private var remaining: [String]
    let command: String
    /// The executable's name, for pointers to its help.
    let tool: String

    init(_ arguments: [String], command: String, tool: String) {
        remaining = arguments
        self.command = command
        self.tool = tool
    }

    var wantsHelp: Bool { remaining.contains("-h") || remaining.contains("--help") }

    /// The value of the last `--name value` (or `--name=value`).
    mutating func value(_ name: String) throws -> String? { try values(name).last }

    /// Every value given for a repeatable option.
    mutating func values(_ name: String) throws -> [String] {
        var found: [String] = []
        var i = 0
        while i < remaining.count {
            let arg = remaining[i]
            if arg == name {
                guard i + 1 < remaining.count, !remaining[i + 1].hasPrefix("--") else {
                    throw UsageError(description: "missing value for '\(name)'. See '\(tool) \(command) --help'.")
                }
                found.append(remaining[i + 1])
                remaining.removeSubrange(i...(i + 1))
            } else if arg.hasPrefix(name + "=") {
                found.append(String(arg.dropFirst(name.count + 1)))
                remaining.remove(at: i)
            } else {
                i += 1
            }
        }
        return found
    }

    mutating func flag(_ name: String) -> Bool {
        guard let i = remaining.firstIndex(of: name) else { return false }
        remaining.remove(at: i)
        return true
    }

    /// The positional arguments; call after every option was taken.
    mutating func positionals() throws -> [String] {
        if let unknown = remaining.first(where: { $0.hasPrefix("-") }) {
            throw UsageError(description: "unknown option '\(unknown)'. See '\(tool) \(command) --help'.")
        }
        defer { remaining.removeAll() }
        return remaining
    }

    mutating func finish() throws {
        let rest = try positionals()
        if let extra = rest.first { throw UsageError(description: "unexpected argument '\(extra)'. See '\(tool) \(command) --help'.") }
    }
}
