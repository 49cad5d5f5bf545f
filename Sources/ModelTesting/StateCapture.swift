import Foundation
import ScreenDependencies
@_spi(Reflection) import Swift

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
        try capture(model, reusing: nil)
    }

    /// The state of `model`; with `cache`, an `Equatable` property of an observable object
    /// equal to what it held at the last capture with the same cache reuses that capture (a
    /// store's unchanged 1,000-row query costs one `==`).
    public static func capture(_ model: AnyObject, reusing cache: StateCaptureCache?) throws -> StateNode {
        var capturer = Capturer(root: typeName(of: model))
        capturer.cache = cache
        guard capturer.isObservableObject(model) else { throw StateCaptureError.notObservable(type: capturer.root) }
        defer { capturer.finish() }
        return try capturer.start(model)
    }

    /// Any value, captured with the same rules (for expected values).
    public static func capture(value: Any) throws -> StateNode {
        var capturer = Capturer(root: typeName(of: value))
        defer { capturer.finish() }
        return try capturer.start(value)
    }

    static let registrar = "_$observationRegistrar"

    static func isObservable(_ mirror: Mirror) -> Bool {
        mirror.displayStyle == .class && mirror.children.contains { $0.label == registrar }
    }

    /// What is known of each type met, kept across captures.
    static let types = LockedValue<[ObjectIdentifier: TypeInfo]>([:])

    /// `String(describing:)` of the value's dynamic type.
    static func typeName(of value: Any) -> String {
        String(describing: Swift.type(of: value))
    }
}

/// A type's name, how its values are written when they are leaves, and why it cannot be
/// captured (if so).
struct TypeInfo {
    enum Leaf {
        case string, bool, int, double, date, uuid, other, none
    }
    var name: String
    var leaf: Leaf
    var notInspectable: String?
    /// For a plain struct (no custom mirror), its stored fields, read without a `Mirror`.
    var fields: [StructField]?
    /// Whether the type is an `Array` (its elements are read from its storage when they are
    /// plain structs already met).
    var isArray = false
    /// Whether the type is an `@Observable` class.
    var isObservable = false
}

/// One stored field of a struct: its name, where it lies, its type, and — for a `String`,
/// `Int`, `Bool` or `Double` field — how to write it straight from the struct's bytes.
struct StructField {
    var name: String
    var offset: Int
    var type: Any.Type
    var direct: TypeInfo.Leaf?

    /// The fields of `type` when it is a struct the runtime can describe, else nil.
    static func of(_ type: Any.Type) -> [StructField]? {
        var fields: [StructField] = []
        let described = _forEachField(of: type) { name, offset, fieldType, _ in
            fields.append(StructField(name: String(cString: name), offset: offset, type: fieldType, direct: directLeaf(fieldType)))
            return true
        }
        return described ? fields : nil
    }

    /// The leaf kind of a field whose static type is exactly one of the four plain leaves.
    private static func directLeaf(_ type: Any.Type) -> TypeInfo.Leaf? {
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(String.self): return .string
        case ObjectIdentifier(Int.self): return .int
        case ObjectIdentifier(Bool.self): return .bool
        case ObjectIdentifier(Double.self): return .double
        default: return nil
        }
    }
}

/// The canonical text of the plain leaves, written without `debugDescription`'s per-character
/// walk where the string is printable ASCII.
enum LeafText {
    static let stringType = "String", intType = "Int", boolType = "Bool", doubleType = "Double"

    static func node(_ value: String) -> StateNode { StateNode(type: stringType, kind: .leaf(quoted(value))) }
    static func node(_ value: Int) -> StateNode { StateNode(type: intType, kind: .leaf(String(value))) }
    static func node(_ value: Bool) -> StateNode { StateNode(type: boolType, kind: .leaf(value ? "true" : "false")) }
    static func node(_ value: Double) -> StateNode { StateNode(type: doubleType, kind: .leaf(value.description)) }

    /// `value.debugDescription`, the same text, faster for printable ASCII.
    static func quoted(_ value: String) -> String {
        var value = value
        let plain = value.withUTF8 { bytes in
            bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x27 && $0 != 0x5C }
        }
        guard plain else { return value.debugDescription }
        return value.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count + 2) { out in
                out[0] = 0x22
                _ = UnsafeMutableBufferPointer(rebasing: out[1...]).initialize(from: bytes)
                out[bytes.count + 1] = 0x22
                return bytes.count + 2
            }
        }
    }
}

/// An `Optional`, whose value a capture can look at without a `Mirror`.
private protocol OptionalValue {
    var wrappedValue: Any? { get }
}

extension Optional: OptionalValue {
    fileprivate var wrappedValue: Any? { self.map { $0 as Any } }
}

/// An `Array`, whose elements a capture can read from its storage.
private protocol CapturedArray {
    func elementChildren(_ capturer: inout Capturer) throws -> [StateNode.Child]?
}

extension Array: CapturedArray {
    fileprivate func elementChildren(_ capturer: inout Capturer) throws -> [StateNode.Child]? {
        try withUnsafeBufferPointer { buffer in
            try capturer.elementChildren(of: Element.self, at: buffer.baseAddress.map(UnsafeRawPointer.init), count: buffer.count)
        }
    }
}

/// Walks one value; remembers the objects it is inside of (cycles show as `Type(↩︎)`).
private struct Capturer {
    let root: String
    var visiting: Set<ObjectIdentifier> = []
    private var types: [ObjectIdentifier: TypeInfo]
    private var learned = false
    private static let indexLabels = (0..<4096).map { "[\($0)]" }

    init(root: String) {
        self.root = root
        types = StateCapture.types.withLock { $0 }
    }

    /// Hands what this capture learned of new types to the next captures.
    func finish() {
        guard learned else { return }
        StateCapture.types.withLock { $0.merge(types) { old, _ in old } }
    }

    private mutating func info(of value: Any) -> TypeInfo {
        let id = ObjectIdentifier(Swift.type(of: value))
        if let known = types[id] { return known }
        let name = StateCapture.typeName(of: value)
        let leaf: TypeInfo.Leaf
        let mirror = Mirror(reflecting: value)
        let style = mirror.displayStyle
        switch value {
        case _ where style == .optional: leaf = .none  // `is` would look through it
        case is String: leaf = .string
        case is Bool: leaf = .bool
        case is Int: leaf = .int
        case is Double: leaf = .double
        case is Date: leaf = .date
        case is UUID: leaf = .uuid
        default: leaf = Self.leaf(value) == nil ? .none : .other
        }
        var fields: [StructField]?
        if leaf == .none, !(value is any CustomReflectable), style == .struct {
            fields = StructField.of(Swift.type(of: value))
        }
        var info = TypeInfo(name: name, leaf: leaf, notInspectable: Self.notInspectable(name), fields: fields)
        info.isArray = leaf == .none && value is any CapturedArray
        info.isObservable = style == .class && StateCapture.isObservable(mirror)
        types[id] = info
        learned = true
        return info
    }

    static func label(_ n: Int) -> String { n < indexLabels.count ? indexLabels[n] : "[\(n)]" }

    /// Earlier captures to reuse for unchanged values.
    var cache: StateCaptureCache?

    /// A tracked property: reused from the cache when equal to its last capture.
    private mutating func tracked(_ value: Any, _ label: String, owner: ObjectIdentifier) throws -> StateNode {
        guard let cache, let equatable = value as? any Equatable else { return try descend(value, label) }
        let key = StateCaptureCache.Key(owner: owner, label: label)
        if let kept = cache.entries[key], StateCaptureCache.equal(equatable, kept.value) { return kept.node }
        let node = try descend(value, label)
        cache.entries[key] = (value, node)
        return node
    }

    /// The value under `label`; a value that cannot be captured names its path from the root,
    /// built as the error unwinds.
    private mutating func descend(_ value: Any, _ label: String) throws -> StateNode {
        do {
            return try node(value)
        } catch var failure as NotInspectable {
            failure.path.insert(label, at: 0)
            throw failure
        }
    }

    /// A value that cannot be captured, on its way up to ``capture(_:)``.
    struct NotInspectable: Error {
        var path: [String]
        var type: String
        var reason: String
    }

    /// The state of `value`, the root of a capture.
    mutating func start(_ value: Any) throws -> StateNode {
        do {
            return try node(value)
        } catch let failure as NotInspectable {
            throw StateCaptureError.notInspectable(
                model: root, property: failure.path.joined(separator: "."), type: failure.type, reason: failure.reason)
        }
    }

    mutating func node(_ value: Any) throws -> StateNode {
        let info = info(of: value)
        let type = info.name
        switch info.leaf {
        case .string: return StateNode(type: type, kind: .leaf(LeafText.quoted(value as! String)))  // known String
        case .bool: return StateNode(type: type, kind: .leaf((value as! Bool) ? "true" : "false"))  // known Bool
        case .int: return StateNode(type: type, kind: .leaf(String(value as! Int)))  // known Int
        case .double: return StateNode(type: type, kind: .leaf((value as! Double).description))  // known Double
        case .date, .uuid, .other: return StateNode(type: type, kind: .leaf(Self.leaf(value) ?? "\(value)"))
        case .none: break
        }
        if let reason = info.notInspectable {
            throw NotInspectable(path: [], type: type, reason: reason)
        }
        if let fields = info.fields {
            func open<T>(_ value: T) throws -> [StateNode.Child] {
                var value = value
                return try withUnsafeBytes(of: &value) { raw in try fieldChildren(at: raw.baseAddress!, fields) }
            }
            return StateNode(type: type, kind: .object, children: try _openExistential(value, do: open))
        }
        if info.isArray, let children = try (value as! any CapturedArray).elementChildren(&self) {  // known Array
            return StateNode(type: type, kind: .list, children: children)
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first?.value else { return StateNode(type: type, kind: .leaf("nil")) }
            var node = try self.node(wrapped)
            node.type = type
            return node
        case .collection:
            var children: [StateNode.Child] = []
            children.reserveCapacity(Int(mirror.children.count))
            for (n, child) in mirror.children.enumerated() {
                let label = Self.label(n)
                children.append(StateNode.Child(label: label, node: try descend(child.value, label)))
            }
            return StateNode(type: type, kind: .list, children: children)
        case .set:
            var children: [StateNode.Child] = []
            for child in mirror.children {
                let element = try descend(child.value, "[]")
                children.append(StateNode.Child(label: "[\(element.summary)]", node: element))
            }
            return StateNode(type: type, kind: .keyed, children: children.sorted { $0.label < $1.label })
        case .dictionary:
            var children: [StateNode.Child] = []
            for entry in mirror.children {
                let pair = Array(Mirror(reflecting: entry.value).children)
                let key = try node(pair[0].value).summary
                children.append(StateNode.Child(label: "[\(key)]", node: try descend(pair[1].value, "[\(key)]")))
            }
            return StateNode(type: type, kind: .keyed, children: children.sorted { $0.label < $1.label })
        case .enum:
            guard let payload = mirror.children.first else { return StateNode(type: type, kind: .leaf("\(StateNode.displayName(type)).\(value)")) }
            let name = "\(type).\(payload.label ?? "?")"
            let inner = Mirror(reflecting: payload.value)
            if inner.displayStyle == .tuple {
                return StateNode(type: name, kind: .object, children: try labelled(inner.children))
            }
            return StateNode(type: name, kind: .object, children: [StateNode.Child(label: "", node: try node(payload.value))])
        case .tuple:
            return StateNode(type: type, kind: .object, children: try labelled(mirror.children))
        case .class:
            let id = ObjectIdentifier(value as AnyObject)
            guard !visiting.contains(id) else { return StateNode(type: type, kind: .leaf("\(type)(↩︎)")) }
            visiting.insert(id)
            defer { visiting.remove(id) }
            return StateNode(type: type, kind: .object, children: try properties(of: mirror, owner: id))
        case .struct:
            return StateNode(type: type, kind: .object, children: try labelled(mirror.children))
        default:
            guard mirror.children.isEmpty else { return StateNode(type: type, kind: .object, children: try labelled(mirror.children)) }
            return StateNode(type: type, kind: .leaf("\(value)"))
        }
    }

    /// The fields of the struct whose bytes start at `base`: `String`, `Int`, `Bool` and
    /// `Double` fields written straight from the bytes, the others boxed and walked.
    mutating func fieldChildren(at base: UnsafeRawPointer, _ fields: [StructField]) throws -> [StateNode.Child] {
        var children: [StateNode.Child] = []
        children.reserveCapacity(fields.count)
        for field in fields {
            let node: StateNode
            switch field.direct {
            case .string: node = LeafText.node(base.load(fromByteOffset: field.offset, as: String.self))
            case .int: node = LeafText.node(base.load(fromByteOffset: field.offset, as: Int.self))
            case .bool: node = LeafText.node(base.load(fromByteOffset: field.offset, as: Bool.self))
            case .double: node = LeafText.node(base.load(fromByteOffset: field.offset, as: Double.self))
            default:
                func load<F>(_: F.Type) -> Any { base.load(fromByteOffset: field.offset, as: F.self) }
                node = try descend(_openExistential(field.type, do: load), field.name)
            }
            children.append(StateNode.Child(label: field.name, node: node))
        }
        return children
    }

    /// The elements of an array of `Element`s stored at `base` (`count` of them), when
    /// `Element` is a plain struct this capture already knows; nil otherwise.
    mutating func elementChildren<Element>(of _: Element.Type, at base: UnsafeRawPointer?, count: Int) throws -> [StateNode.Child]? {
        guard let info = types[ObjectIdentifier(Element.self)], let fields = info.fields else { return nil }
        var children: [StateNode.Child] = []
        children.reserveCapacity(count)
        guard let base else { return children }
        for n in 0..<count {
            let label = Self.label(n)
            do {
                let fieldNodes = try fieldChildren(at: base + n * MemoryLayout<Element>.stride, fields)
                children.append(StateNode.Child(label: label, node: StateNode(type: info.name, kind: .object, children: fieldNodes)))
            } catch var failure as NotInspectable {
                failure.path.insert(label, at: 0)
                throw failure
            }
        }
        return children
    }

    private mutating func labelled(_ children: Mirror.Children) throws -> [StateNode.Child] {
        var out: [StateNode.Child] = []
        for (n, child) in children.enumerated() {
            let label = child.label.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 } ?? "\(n)"
            out.append(StateNode.Child(label: label, node: try descend(child.value, label)))
        }
        return out
    }

    /// A class's stored properties, superclasses first; for an `@Observable` one, what a view
    /// can observe.
    private mutating func properties(of mirror: Mirror, owner: ObjectIdentifier) throws -> [StateNode.Child] {
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
                    out.append(StateNode.Child(label: name, node: try tracked(child.value, name, owner: owner)))
                } else if holdsObservable(child.value) {
                    out.append(StateNode.Child(label: label, node: try descend(child.value, label)))
                }
            } else {
                out.append(StateNode.Child(label: label, node: try descend(child.value, label)))
            }
        }
        return out
    }

    /// Whether `object` is an `@Observable` class (known per type).
    mutating func isObservableObject(_ object: AnyObject) -> Bool { info(of: object).isObservable }

    /// Whether `value` (or the value an optional holds) is an `@Observable` object.
    private mutating func holdsObservable(_ value: Any) -> Bool {
        if let optional = value as? any OptionalValue { return optional.wrappedValue.map { holdsObservable($0) } ?? false }
        return info(of: value).isObservable  // known per type: no Mirror of the value each time
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

/// What a store's captures remember between steps: the last captured value of each tracked
/// property and its node.
///
/// ```swift
/// let cache = StateCaptureCache()
/// let state = try StateCapture.capture(model, reusing: cache)
/// ```
public final class StateCaptureCache {
    struct Key: Hashable {
        var owner: ObjectIdentifier
        var label: String
    }
    var entries: [Key: (value: Any, node: StateNode)] = [:]

    public init() {}

    static func equal(_ a: any Equatable, _ b: Any) -> Bool {
        func compare<T: Equatable>(_ a: T) -> Bool {
            guard let b = b as? T else { return false }
            return a == b
        }
        return compare(a)
    }
}
