import ScreenDependencies

/// Finds where in a captured state a key path points. Key paths carry no property names for
/// `@Observable` properties (they are computed), so the search combines what they do carry —
/// their depth, the names of stored properties, the type of each computed step — with the
/// values: the node must hold what the key path read before the step; among several, the one
/// that holds the stated value after the step wins, then the first in field order.
///
/// ```swift
/// KeyPathResolution.path(of: \Model.isSaving, before: old, stated: new, in: beforeTree, after: afterTree)  // ["isSaving"]
/// ```
enum KeyPathResolution {
    /// One step of a key path as its description shows it.
    enum Step: Equatable {
        case named(String)
        case computed(type: String)
        case unwrap
    }

    /// The paths in `beforeState` that `keyPath` may point at: where it leads, holding `before`.
    static func candidates(of keyPath: AnyKeyPath, before: StateNode, in beforeState: StateNode) -> [[String]] {
        var candidates: [[String]] = []
        if let steps = steps(of: keyPath) {
            walk(beforeState, steps: steps[...], path: [], into: &candidates)
        } else {
            all(beforeState, path: [], into: &candidates)
        }
        return candidates.filter { beforeState.node(at: $0) == before }
    }

    /// The path `keyPath` points at, not one of `claimed` (by other key paths) when avoidable.
    /// `moment` is the state when the property started to change: the path still holding
    /// `before` then is the one.
    static func path(
        of keyPath: AnyKeyPath, before: StateNode, stated: StateNode, in beforeState: StateNode, after afterState: StateNode,
        moment: StateNode? = nil, claimed: [[String]] = []
    ) -> [String]? {
        var candidates = self.candidates(of: keyPath, before: before, in: beforeState)
        if let moment {
            let unchangedThen = candidates.filter { moment.node(at: $0) == before }
            if !unchangedThen.isEmpty { candidates = unchangedThen }
        }
        let free = candidates.filter { !claimed.contains($0) }
        if !free.isEmpty { candidates = free }
        if let exact = candidates.first(where: { afterState.node(at: $0) == stated }) { return exact }
        return candidates.first
    }

    private static func walk(_ node: StateNode, steps: ArraySlice<Step>, path: [String], into out: inout [[String]]) {
        guard let step = steps.first else {
            out.append(path)
            return
        }
        switch step {
        case .unwrap:
            walk(node, steps: steps.dropFirst(), path: path, into: &out)
        case .named(let name):
            if let child = node.children.first(where: { $0.label == name || $0.label == "_" + name }) {
                walk(child.node, steps: steps.dropFirst(), path: path + [child.label], into: &out)
            }
        case .computed(let type):
            for child in node.children where typeMatches(child.node.type, type) {
                walk(child.node, steps: steps.dropFirst(), path: path + [child.label], into: &out)
            }
        }
    }

    private static func all(_ node: StateNode, path: [String], into out: inout [[String]]) {
        for child in node.children {
            out.append(path + [child.label])
            all(child.node, path: path + [child.label], into: &out)
        }
    }

    /// Names are compared without module prefixes; a type the description does not show matches.
    private static func typeMatches(_ captured: String, _ described: String) -> Bool {
        if described.isEmpty { return true }
        return strip(captured) == strip(described)
    }

    private static func strip(_ type: String) -> String {
        if let stripped = known.withLock({ $0.stripped[type] }) { return stripped }
        let stripped = unqualified(type)
        known.withLock { $0.stripped[type] = stripped }
        return stripped
    }

    private static func unqualified(_ type: String) -> String {
        var out = ""
        var word = ""
        for c in type {
            if c.isLetter || c.isNumber || c == "_" {
                word.append(c)
            } else if c == "." {
                word = ""  // drop the qualifier before the dot
            } else {
                out += word
                word = ""
                if c != " " { out.append(c) }
            }
        }
        return out + word
    }

    /// What ``steps(of:)`` and ``strip(_:)`` found before: a key path's description is
    /// expensive (the runtime looks its getters' symbols up), and a store asks for the same
    /// key paths at every step.
    private static let known = LockedValue<(steps: [AnyKeyPath: [Step]?], stripped: [String: String])>(([:], [:]))

    /// `\Model.<computed 0x… (Bool)>.items` → [.computed("Bool"), .named("items")]; nil when
    /// the description cannot be read.
    static func steps(of keyPath: AnyKeyPath) -> [Step]? {
        if let steps = known.withLock({ $0.steps[keyPath] }) { return steps }
        let steps = parse(keyPath)
        known.withLock { $0.steps[keyPath] = .some(steps) }
        return steps
    }

    private static func parse(_ keyPath: AnyKeyPath) -> [Step]? {
        let text = Array(String(describing: keyPath))
        guard text.first == "\\" else { return nil }
        // Skip the root type (which may itself hold dots inside generic arguments).
        var i = 1
        var depth = 0
        while i < text.count {
            let c = text[i]
            if c == "<" || c == "(" || c == "[" { depth += 1 }
            if c == ">" || c == ")" || c == "]" { depth -= 1 }
            if depth == 0 && c == "." { break }
            i += 1
        }
        guard i < text.count else { return nil }
        var steps: [Step] = []
        while i < text.count {
            guard text[i] == "." else { return nil }
            i += 1
            if i < text.count, text[i] == "<" {
                var depth = 0
                let start = i
                while i < text.count {
                    if text[i] == "<" { depth += 1 }
                    if text[i] == ">" { depth -= 1 }
                    i += 1
                    if depth == 0 { break }
                }
                let inside = String(text[start..<i])
                guard let open = inside.firstIndex(of: "("), let close = inside.lastIndex(of: ")") else { return nil }
                steps.append(.computed(type: String(inside[inside.index(after: open)..<close])))
            } else {
                let start = i
                while i < text.count, text[i] != ".", text[i] != "?", text[i] != "!" { i += 1 }
                let name = String(text[start..<i])
                if !name.isEmpty { steps.append(name.allSatisfy(\.isNumber) ? .computed(type: "") : .named(name)) }
            }
            while i < text.count, text[i] == "?" || text[i] == "!" {
                steps.append(.unwrap)
                i += 1
            }
        }
        return steps
    }
}
