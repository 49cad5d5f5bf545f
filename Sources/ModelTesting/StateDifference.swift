/// One field where two captured states differ: its path (`pieces.value[3].title`), and the
/// expected and actual text (`(absent)` for an element one side lacks).
///
/// ```swift
/// StateDifference.between(expected, actual)   // [isSaving: expected true, actual false]
/// ```
public struct StateDifference: Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var expected: [String]
    public var actual: [String]

    public var description: String {
        if expected.count == 1 && actual.count == 1 {
            return "\(path): expected \(expected[0]), actual \(actual[0])"
        }
        return "\(path):\n  − expected\n" + expected.map { "      " + $0 }.joined(separator: "\n") + "\n  + actual\n"
            + actual.map { "      " + $0 }.joined(separator: "\n")
    }

    static let absent = ["(absent)"]

    /// Every field that differs, depth first, in field order.
    public static func between(_ expected: StateNode, _ actual: StateNode, path: String = "") -> [StateDifference] {
        var out: [StateDifference] = []
        collect(expected, actual, path: path, into: &out)
        return out
    }

    private static func collect(_ expected: StateNode, _ actual: StateNode, path: String, into out: inout [StateDifference]) {
        if expected == actual { return }
        let sameShape: Bool
        switch (expected.kind, actual.kind) {
        case (.object, .object): sameShape = StateNode.displayName(expected.type) == StateNode.displayName(actual.type)
        case (.list, .list), (.keyed, .keyed): sameShape = true
        default: sameShape = false
        }
        guard sameShape else {
            out.append(StateDifference(path: path.isEmpty ? "(state)" : path, expected: expected.lines(), actual: actual.lines()))
            return
        }
        var seen = Set<String>()
        for child in expected.children {
            seen.insert(child.label)
            let sub = join(path, child.label)
            if let other = actual[child.label] {
                collect(child.node, other, path: sub, into: &out)
            } else {
                out.append(StateDifference(path: sub, expected: child.node.lines(), actual: absent))
            }
        }
        for child in actual.children where !seen.contains(child.label) {
            out.append(StateDifference(path: join(path, child.label), expected: absent, actual: child.node.lines()))
        }
    }

    static func join(_ path: String, _ label: String) -> String {
        if label.hasPrefix("[") || label.isEmpty { return path + label }
        return path.isEmpty ? label : "\(path).\(label)"
    }
}

extension StateDifference {
    /// A path of labels as a difference shows it.
    static func render(_ path: [String]) -> String {
        path.reduce("") { join($0, $1) }
    }
}
