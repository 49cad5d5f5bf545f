import Foundation
import ScreenDependencies

/// A deterministic text of any value, in the style of Point-Free's `customDump`, written from
/// its `Mirror` (so a `CustomReflectable` conformance changes what is shown):
///
/// - structs and classes as `Type(` with one `label: value` a line and `)`; enums as
///   `Type.case` or `Type.case(payload)`; tuples as `(…)`; optionals as their value or `nil`;
/// - collections as `[` with `[index]: value` lines and `]`; dictionaries and sets with their
///   entries sorted by their text, so hashing order never shows;
/// - strings quoted and escaped; dates in ISO 8601 (UTC); URLs, UUIDs and numbers as text;
///   `Data` as its size;
/// - an `@Observable` object as the state a view can observe: its tracked properties (shown
///   without the macro's `_` prefix), and those `@ObservationIgnored` properties that hold
///   observable objects themselves (a `LiveQuery`, a child model) — not its database
///   connection, dependencies (`@Dependency` included) or caches. Computed properties are not stored, so they do not
///   show: snapshot them as values of their own.
/// - a class instance met again while it is being written as `Type(↩︎)`.
///
/// Read a main-actor model's dump on the main actor.
///
/// ```swift
/// TextDump.text(of: Point(x: 1, y: 2))
/// // Point(
/// //   x: 1,
/// //   y: 2
/// // )
/// ```
public enum TextDump {
    public static func text<Value>(of value: Value) -> String {
        var writer = DumpWriter()
        return writer.lines(value as Any).joined(separator: "\n") + "\n"
    }
}

/// Writes one value as lines, remembering the objects it is inside of.
private struct DumpWriter {
    private var visiting: Set<ObjectIdentifier> = []
    private static let registrar = "_$observationRegistrar"

    mutating func lines(_ value: Any) -> [String] {
        if let leaf = Self.leaf(value) { return [leaf] }
        let mirror = Mirror(reflecting: value)
        let type = String(describing: Swift.type(of: value))
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first?.value else { return ["nil"] }
            return lines(wrapped)
        case .collection:
            return block("[", "]", empty: "[]", mirror.children.enumerated().map { Item("[\($0.offset)]", $0.element.value) })
        case .set:
            let elements = mirror.children.map { lines($0.value) }.sorted { $0.joined(separator: "\n") < $1.joined(separator: "\n") }
            return block("Set([", "])", empty: "Set([])", written: elements.map { Written(nil, $0) })
        case .dictionary:
            let entries = mirror.children.map { entry -> Written in
                let pair = Array(Mirror(reflecting: entry.value).children)
                return Written(lines(pair[0].value).joined(separator: " "), lines(pair[1].value))
            }
            return block("[", "]", empty: "[:]", written: entries.sorted { $0.label! < $1.label! })
        case .tuple:
            return block("(", ")", empty: "()", mirror.children.map { Item(Self.tupleLabel($0.label), $0.value) })
        case .enum:
            guard let payload = mirror.children.first else { return ["\(type).\(value)"] }
            let name = "\(type).\(payload.label ?? "?")"
            let inner = Mirror(reflecting: payload.value)
            if inner.displayStyle == .tuple {
                return block("\(name)(", ")", empty: "\(name)()", inner.children.map { Item(Self.tupleLabel($0.label), $0.value) })
            }
            return block("\(name)(", ")", empty: "\(name)()", [Item(nil, payload.value)])
        case .class:
            let id = ObjectIdentifier(value as AnyObject)
            guard !visiting.contains(id) else { return ["\(type)(↩︎)"] }
            visiting.insert(id)
            defer { visiting.remove(id) }
            return block("\(type)(", ")", empty: "\(type)()", Self.properties(of: mirror))
        default:
            guard !mirror.children.isEmpty else { return ["\(value)"] }
            return block("\(type)(", ")", empty: "\(type)()", mirror.children.map { Item($0.label, $0.value) })
        }
    }

    /// `open`, one item a line indented by two spaces (comma-separated), `close`.
    /// A labelled value to write, and one written.
    private struct Item {
        var label: String?
        var value: Any
        init(_ label: String?, _ value: Any) { (self.label, self.value) = (label, value) }
    }
    private struct Written {
        var label: String?
        var lines: [String]
        init(_ label: String?, _ lines: [String]) { (self.label, self.lines) = (label, lines) }
    }

    private mutating func block(_ open: String, _ close: String, empty: String, _ items: [Item]) -> [String] {
        var written: [Written] = []
        for item in items { written.append(Written(item.label, lines(item.value))) }
        return block(open, close, empty: empty, written: written)
    }

    private func block(_ open: String, _ close: String, empty: String, written: [Written]) -> [String] {
        guard !written.isEmpty else { return [empty] }
        var out = [open]
        for (n, item) in written.enumerated() {
            var sub = item.lines
            if let label = item.label { sub[0] = "\(label): " + sub[0] }
            if n < written.count - 1 { sub[sub.count - 1] += "," }
            out += sub.map { "  " + $0 }
        }
        out.append(close)
        return out
    }

    /// A class's stored properties, superclasses first; for an `@Observable` one, what a view
    /// can observe.
    private static func properties(of mirror: Mirror) -> [Item] {
        var chain = [mirror]
        while let parent = chain.last?.superclassMirror { chain.append(parent) }
        let children = chain.reversed().flatMap { Array($0.children) }
        guard children.contains(where: { $0.label == registrar }) else { return children.map { Item($0.label, $0.value) } }
        return children.compactMap { child in
            guard let label = child.label, label != registrar, !(child.value is any NotModelState) else { return nil }
            if label.hasPrefix("_") { return Item(String(label.dropFirst()), child.value) }
            return isObservableObject(child.value) ? Item(label, child.value) : nil
        }
    }

    /// Whether `value` (or the value an optional holds) is an `@Observable` object.
    private static func isObservableObject(_ value: Any) -> Bool {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional { return mirror.children.first.map { isObservableObject($0.value) } ?? false }
        return mirror.displayStyle == .class && mirror.children.contains { $0.label == registrar }
    }

    /// Tuple elements without a label are mirrored as `.0`, `.1`: shown without one.
    private static func tupleLabel(_ label: String?) -> String? { label.flatMap { $0.hasPrefix(".") ? nil : $0 } }

    /// The one-line text of values that have a canonical one.
    private static func leaf(_ value: Any) -> String? {
        switch value {
        case let s as String: return quoted(s)
        case let s as Substring: return quoted(String(s))
        case let c as Character: return quoted(String(c))
        case let d as Date: return "Date(\(iso8601(d)))"
        case let u as URL: return "URL(\(u.absoluteString))"
        case let u as UUID: return "UUID(\(u.uuidString))"
        case let d as Data: return "Data(\(d.count) bytes)"
        case let d as Decimal: return d.description
        case let t as Any.Type: return String(describing: t)
        default: return nil
        }
    }

    private static func quoted(_ s: String) -> String { s.debugDescription }

    private static func iso8601(_ date: Date) -> String {
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        f.timeZone = TimeZone(identifier: "UTC")
        return f.string(from: date)
    }
}
