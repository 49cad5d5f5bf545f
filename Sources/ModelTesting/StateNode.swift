import Foundation

/// One value of a model's state as captured: a leaf with its text, or an object, a list or a
/// keyed collection of children. Two captures compare equal when a view could not tell the
/// states apart.
///
/// ```swift
/// let node = try StateCapture.capture(model)
/// print(node.lines().joined(separator: "\n"))
/// ```
public struct StateNode: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// A value with a canonical text (a number, a string, a date, nil, a case without payload).
        case leaf(String)
        /// A struct, class, tuple or an enum case with a payload: labelled children.
        case object
        /// An array or other sequence: children labelled by index.
        case list
        /// A dictionary or set: children labelled by their key's text, sorted.
        case keyed
    }

    /// One labelled child.
    public struct Child: Equatable, Sendable {
        public var label: String
        public var node: StateNode
    }

    /// The value's type as Swift names it (`Array<Piece>`, `Optional<Int>`).
    public var type: String
    public var kind: Kind
    public var children: [Child]

    init(type: String, kind: Kind, children: [Child] = []) {
        self.type = type
        self.kind = kind
        self.children = children
    }

    /// The child labelled `label`.
    public subscript(label: String) -> StateNode? { children.first { $0.label == label }?.node }

    /// The node at `path` (labels from this node down).
    func node(at path: [String]) -> StateNode? {
        var node = self
        for label in path {
            guard let child = node[label] else { return nil }
            node = child
        }
        return node
    }

    /// This node with the node at `path` replaced by `replacement`.
    func replacing(_ path: ArraySlice<String>, with replacement: StateNode) -> StateNode {
        guard let label = path.first else { return replacement }
        var copy = self
        if let index = copy.children.firstIndex(where: { $0.label == label }) {
            copy.children[index].node = copy.children[index].node.replacing(path.dropFirst(), with: replacement)
        }
        return copy
    }

    /// The value as indented lines, in the style of the text dumps.
    public func lines() -> [String] {
        let name = Self.displayName(type)
        switch kind {
        case .leaf(let text): return [text]
        case .object: return block("\(name)(", ")", empty: "\(name)()", labelled: true)
        case .list: return block("[", "]", empty: "[]", labelled: false)
        case .keyed: return block("[", "]", empty: "[:]", labelled: true)
        }
    }

    /// One line for short values, else the first line and `…`.
    var summary: String {
        let all = lines()
        if all.count == 1 { return all[0] }
        let joined = all.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        return joined.count <= 120 ? joined : String(joined.prefix(117)) + "…"
    }

    private func block(_ open: String, _ close: String, empty: String, labelled: Bool) -> [String] {
        guard !children.isEmpty else { return [empty] }
        var out = [open]
        for (n, child) in children.enumerated() {
            var sub = child.node.lines()
            if labelled { sub[0] = "\(child.label): " + sub[0] }
            if n < children.count - 1 { sub[sub.count - 1] += "," }
            out += sub.map { "  " + $0 }
        }
        out.append(close)
        return out
    }

    /// `Optional<Piece>` reads as `Piece`.
    static func displayName(_ type: String) -> String {
        var name = type
        while name.hasPrefix("Optional<"), name.hasSuffix(">") { name = String(name.dropFirst(9).dropLast()) }
        return name
    }
}
