import Foundation

/// The pushed values of a navigation stack, as SwiftUI's `NavigationPath`. A snapshot shows
/// the stack's root, so the path only records what a test appends.
///
/// ```swift
/// @State private var path = NavigationPath()
/// NavigationStack(path: $path) { … }
/// ```
public struct NavigationPath: Equatable {
    private var elements: [AnyHashable]
    public init() { elements = [] }
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map { AnyHashable($0) } }
    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }

    /// The path in a form that can be saved, as SwiftUI's: nil when a value on it is not Codable.
    public var codable: CodableRepresentation? {
        guard elements.allSatisfy({ $0.base is any Encodable }) else { return nil }
        return CodableRepresentation(values: elements)
    }

    /// A path restored from its saved form.
    public init(_ codable: CodableRepresentation) { elements = codable.values }

    /// A navigation path's values with their types, as SwiftUI's `NavigationPath.CodableRepresentation`:
    /// each value's type name and JSON. Decoding throws `DecodingError` for a type the program
    /// does not have or a value that does not decode.
    public struct CodableRepresentation: Codable {
        var values: [AnyHashable]

        init(values: [AnyHashable]) { self.values = values }

        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            values = []
            while !container.isAtEnd {
                let typeName = try container.decode(String.self)
                let json = try container.decode(String.self)
                guard let type = _typeByName(typeName) as? any (Decodable & Hashable).Type else {
                    throw DecodingError.dataCorruptedError(
                        in: container, debugDescription: "NavigationPath: this program has no Codable, Hashable type \(typeName)")
                }
                values.append(try Self.decode(type, json))
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for value in values {
                guard let encodable = value.base as? any Encodable, let typeName = _mangledTypeName(type(of: value.base)) else {
                    throw EncodingError.invalidValue(
                        value.base,
                        EncodingError.Context(
                            codingPath: container.codingPath, debugDescription: "NavigationPath: \(type(of: value.base)) is not Codable"))
                }
                try container.encode(typeName)
                try container.encode(String(decoding: try JSONEncoder().encode(encodable), as: UTF8.self))
            }
        }

        private static func decode<T: Decodable & Hashable>(_ type: T.Type, _ json: String) throws -> AnyHashable {
            AnyHashable(try JSONDecoder().decode(type, from: Data(json.utf8)))
        }
    }
}

extension NavigationLink where Label == Text, Destination == EmptyView {
    /// A link titled `titleKey` that pushes `value` (for a `navigationDestination(for:)`).
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) { self.init(value: value) { Text(titleKey) } }
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) { self.init(value: value) { Text(title) } }
}

extension NavigationLink {
    /// The older link forms, with the destination as a value or driven by a binding; a still
    /// shows the label.
    public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) { self.label = label() }
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: Destination) { self.label = Text(titleKey) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) { self.label = Text(title) }
}

nonisolated extension View {
    /// Pushes the view for a selected item; a snapshot shows the stack's root.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        self
    }
}
