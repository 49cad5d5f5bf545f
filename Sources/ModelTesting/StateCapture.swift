import Foundation
import ScreenDependencies

/// Captures the state a view can observe in a model, as a ``StateNode`` tree, from its
/// `Mirror`, with the rules of the kit's text dumps: an `@Observable` object shows its tracked
/// properties (without the macro's `_` prefix) and those `@ObservationIgnored` properties that
/// hold observable objects (a `LiveQuery`, a child model); not its database, dependencies or
/// caches. Collections show their elements; dictionaries and sets are sorted by key text.
///
/// ```swift
/// let state = try StateCapture.capture(model)
/// state["isSaving"]   // StateNode(type: "Bool", kind: .leaf("false"))
/// ```
public enum StateCapture {
    /// The state of `model`, an `@Observable` class.
    public static func capture(_ model: AnyObject) throws -> StateNode {
        var capturer = Capturer(root: typeName(of: model))
        guard isObservable(Mirror(reflecting: model)) else { throw StateCaptureError.notObservable(type: capturer.root) }
        return try capturer.node(model, path: [])
    }

    /// Any value, captured with the same rules (for expected values).
    public static func capture(value: Any) throws -> StateNode {
        var capturer = Capturer(root: typeName(of: value))
        return try capturer.node(value, path: [])
    }

    static let registrar = "_$observationRegistrar"

    static func isObservable(_ mirror: Mirror) -> Bool {
        mirror.displayStyle == .class && mirror.children.contains { $0.label == registrar }
    }

    private static let names = LockedValue<[ObjectIdentifier: String]>([:])

    /// `String(describing:)` of the value's dynamic type, remembered per type.
    static func typeName(of value: Any) -> String {
        let type = Swift.type(of: value)
        let id = ObjectIdentifier(type)
        if let name = names.withLock({ $0[id] }) { return name }
        let name = String(describing: type)
        names.withLock { $0[id] = name }
        return name
    }
}

/// Walks one value; remembers the objects it is inside of (cycles show as `Type(↩︎)`).
private struct Capturer {
    let root: String
    var visiting: Set<ObjectIdentifier> = []

    init(root: String) {
        self.root = root
    }

    mutating func node(_ value: Any, path: [String]) throws -> StateNode {
        let type = StateCapture.typeName(of: value)
        if let text = Self.leaf(value) { return StateNode(type: type, kind: .leaf(text)) }
        if let reason = Self.notInspectable(type) {
            throw StateCaptureError.notInspectable(model: root, property: path.joined(separator: "."), type: type, reason: reason)
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first?.value else { return StateNode(type: type, kind: .leaf("nil")) }
            var node = try self.node(wrapped, path: path)
            node.type = type
            return node
        case .collection:
            var children: [StateNode.Child] = []
            children.reserveCapacity(Int(mirror.children.count))
            for (n, child) in mirror.children.enumerated() {
                children.append(StateNode.Child(label: "[\(n)]", node: try node(child.value, path: path + ["[\(n)]"])))
            }
            return StateNode(type: type, kind: .list, children: children)
        case .set:
            var children: [StateNode.Child] = []
            for child in mirror.children {
                let element = try node(child.value, path: path + ["[]"])
                children.append(StateNode.Child(label: "[\(element.summary)]", node: element))
            }
            return StateNode(type: type, kind: .keyed, children: children.sorted { $0.label < $1.label })
        case .dictionary:
            var children: [StateNode.Child] = []
            for entry in mirror.children {
                let pair = Array(Mirror(reflecting: entry.value).children)
                let key = try node(pair[0].value, path: path).summary
                children.append(StateNode.Child(label: "[\(key)]", node: try node(pair[1].value, path: path + ["[\(key)]"])))
            }
            return StateNode(type: type, kind: .keyed, children: children.sorted { $0.label < $1.label })
        case .enum:
            guard let payload = mirror.children.first else { return StateNode(type: type, kind: .leaf("\(StateNode.displayName(type)).\(value)")) }
            let name = "\(type).\(payload.label ?? "?")"
            let inner = Mirror(reflecting: payload.value)
            if inner.displayStyle == .tuple {
                return StateNode(type: name, kind: .object, children: try labelled(inner.children, path: path))
            }
            return StateNode(type: name, kind: .object, children: [StateNode.Child(label: "", node: try node(payload.value, path: path))])
        case .tuple:
            return StateNode(type: type, kind: .object, children: try labelled(mirror.children, path: path))
        case .class:
            let id = ObjectIdentifier(value as AnyObject)
            guard !visiting.contains(id) else { return StateNode(type: type, kind: .leaf("\(type)(↩︎)")) }
            visiting.insert(id)
            defer { visiting.remove(id) }
            return StateNode(type: type, kind: .object, children: try properties(of: mirror, path: path))
        case .struct:
            return StateNode(type: type, kind: .object, children: try labelled(mirror.children, path: path))
        default:
            guard mirror.children.isEmpty else { return StateNode(type: type, kind: .object, children: try labelled(mirror.children, path: path)) }
            return StateNode(type: type, kind: .leaf("\(value)"))
        }
    }

    private mutating func labelled(_ children: Mirror.Children, path: [String]) throws -> [StateNode.Child] {
        var out: [StateNode.Child] = []
        for (n, child) in children.enumerated() {
            let label = child.label.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 } ?? "\(n)"
            out.append(StateNode.Child(label: label, node: try node(child.value, path: path + [label])))
        }
        return out
    }

    /// A class's stored properties, superclasses first; for an `@Observable` one, what a view
    /// can observe.
    private mutating func properties(of mirror: Mirror, path: [String]) throws -> [StateNode.Child] {
        var chain = [mirror]
        while let parent = chain.last?.superclassMirror { chain.append(parent) }
        let children = chain.reversed().flatMap { Array($0.children) }
        let observable = children.contains { $0.label == StateCapture.registrar }
        var out: [StateNode.Child] = []
        for child in children {
            guard let label = child.label, label != StateCapture.registrar else { continue }
            if child.value is any NotModelState { continue }
            if observable {
                if label.hasPrefix("_") {
                    let name = String(label.dropFirst())
                    out.append(StateNode.Child(label: name, node: try node(child.value, path: path + [name])))
                } else if Self.holdsObservable(child.value) {
                    out.append(StateNode.Child(label: label, node: try node(child.value, path: path + [label])))
                }
            } else {
                out.append(StateNode.Child(label: label, node: try node(child.value, path: path + [label])))
            }
        }
        return out
    }

    /// Whether `value` (or the value an optional holds) is an `@Observable` object.
    private static func holdsObservable(_ value: Any) -> Bool {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional { return mirror.children.first.map { holdsObservable($0.value) } ?? false }
        return StateCapture.isObservable(mirror)
    }

    /// Why a value of `type` has no comparable state, or nil.
    private static func notInspectable(_ type: String) -> String? {
        if type.hasPrefix("Optional<") { return nil }  // judged by what it holds
        if type.contains("->") { return "a closure" }
        if type.hasPrefix("Task<") { return "a task handle" }
        if type.hasPrefix("CheckedContinuation<") || type.hasPrefix("UnsafeContinuation<") { return "a continuation" }
        if type.hasPrefix("Unsafe") { return "a pointer" }
        return nil
    }

    /// The one-line text of values that have a canonical one.
    private static func leaf(_ value: Any) -> String? {
        switch value {
        case let s as String: return s.debugDescription
        case let b as Bool: return b ? "true" : "false"
        case let i as Int: return String(i)
        case let d as Double: return "\(d)"
        case let d as Date: return "Date(\(iso8601(d)))"
        case let u as UUID: return "UUID(\(u.uuidString))"
        case let s as Substring: return String(s).debugDescription
        case let c as Character: return String(c).debugDescription
        case let u as URL: return "URL(\(u.absoluteString))"
        case let d as Data: return "Data(\(d.count) bytes)"
        case let d as Decimal: return d.description
        case let n as any BinaryInteger: return "\(n)"
        case let f as any BinaryFloatingPoint: return "\(f)"
        case let t as Any.Type: return String(describing: t)
        default: return nil
        }
    }

    private static func iso8601(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }
}
