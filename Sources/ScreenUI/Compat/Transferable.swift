import Foundation
import UniformTypeIdentifiers

/// A value that can be shared, dragged or dropped, as Core Transferable's `Transferable`: it
/// says how it becomes data of a content type and back. A still shares and drops nothing, so
/// the kit keeps the declarations (`Item.transferRepresentation` can be read and run in tests).
///
/// ```swift
/// struct Design: Codable, Transferable {
///     static var transferRepresentation: some TransferRepresentation { CodableRepresentation(contentType: .json) }
/// }
/// ```
public protocol Transferable {
    associatedtype Representation: TransferRepresentation
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way a transferable value is carried: as data, a file, or another transferable value.
public protocol TransferRepresentation<Item> {
    associatedtype Item: Transferable
    /// The content types this representation exports, in order.
    var _exportedContentTypes: [UTType] { get }
    /// The value as data of `type`, when this representation can make it.
    func _export(_ item: Item, as type: UTType) async throws -> Data?
}

extension TransferRepresentation {
    /// Offers the representation only when `condition` holds for the value.
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> ConditionalTransferRepresentation<Self> {
        ConditionalTransferRepresentation(base: self, condition: condition)
    }
    /// The file name a receiver is offered.
    public func suggestedFileName(_ fileName: String) -> Self { self }
    public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> Self { self }
    /// Which processes may receive the value.
    public func visibility(_ visibility: TransferRepresentationVisibility) -> Self { self }
}

/// Who may receive a transferred value.
public enum TransferRepresentationVisibility: Sendable { case all, team, group, ownProcess }

/// Several representations, tried in order.
@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item { representation }
    public static func buildPartialBlock<R: TransferRepresentation>(first: R) -> TupleTransferRepresentation<Item> where R.Item == Item {
        TupleTransferRepresentation(representations: [AnyTransferRepresentation(first)])
    }
    public static func buildPartialBlock<R: TransferRepresentation>(accumulated: TupleTransferRepresentation<Item>, next: R)
        -> TupleTransferRepresentation<Item> where R.Item == Item
    {
        TupleTransferRepresentation(representations: accumulated.representations + [AnyTransferRepresentation(next)])
    }
}

/// A representation of any kind.
public struct AnyTransferRepresentation<Item: Transferable>: TransferRepresentation {
    let types: [UTType]
    let export: (Item, UTType) async throws -> Data?
    public init<R: TransferRepresentation>(_ representation: R) where R.Item == Item {
        types = representation._exportedContentTypes
        export = { try await representation._export($0, as: $1) }
    }
    public var _exportedContentTypes: [UTType] { types }
    public func _export(_ item: Item, as type: UTType) async throws -> Data? { try await export(item, type) }
}

/// Several representations in the order declared.
public struct TupleTransferRepresentation<Item: Transferable>: TransferRepresentation {
    let representations: [AnyTransferRepresentation<Item>]
    public var _exportedContentTypes: [UTType] { representations.flatMap(\.types) }
    public func _export(_ item: Item, as type: UTType) async throws -> Data? {
        for representation in representations where representation.types.contains(type) {
            if let data = try await representation.export(item, type) { return data }
        }
        return nil
    }
}

/// A representation offered only when its condition holds.
public struct ConditionalTransferRepresentation<Base: TransferRepresentation>: TransferRepresentation {
    let base: Base
    let condition: @Sendable (Base.Item) -> Bool
    public var _exportedContentTypes: [UTType] { base._exportedContentTypes }
    public func _export(_ item: Base.Item, as type: UTType) async throws -> Data? {
        condition(item) ? try await base._export(item, as: type) : nil
    }
}

/// A `Codable` value carried as JSON (or the coder given).
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation {
    let contentType: UTType
    public init(for itemType: Item.Type = Item.self, contentType: UTType) { self.contentType = contentType }
    public var _exportedContentTypes: [UTType] { [contentType] }
    public func _export(_ item: Item, as type: UTType) async throws -> Data? { try JSONEncoder().encode(item) }
}

/// A value carried as data it makes itself.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    let types: [UTType]
    let exporting: (@Sendable (Item) async throws -> Data)?
    public init(
        contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data, importing: @escaping @Sendable (Data) async throws -> Item
    ) {
        types = [contentType]
        self.exporting = exporting
    }
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        types = [exportedContentType]
        self.exporting = exporting
    }
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        types = []
        exporting = nil
    }
    public var _exportedContentTypes: [UTType] { types }
    public func _export(_ item: Item, as type: UTType) async throws -> Data? { try await exporting?(item) }
}

/// A value carried as a file.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
    let types: [UTType]
    let exporting: (@Sendable (Item) async throws -> SentTransferredFile)?
    public init(
        contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
        exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
        importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {
        types = [contentType]
        self.exporting = exporting
    }
    public init(
        exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false, exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile
    ) {
        types = [exportedContentType]
        self.exporting = exporting
    }
    public init(
        importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
        importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {
        types = []
        exporting = nil
    }
    public var _exportedContentTypes: [UTType] { types }
    public func _export(_ item: Item, as type: UTType) async throws -> Data? {
        guard let file = try await exporting?(item) else { return nil }
        return try Data(contentsOf: file.file)
    }
}

/// A value carried as another transferable value (a photo as its image, a link as its URL).
public struct ProxyRepresentation<Item: Transferable, Proxy: Transferable>: TransferRepresentation {
    let exporting: (@Sendable (Item) async throws -> Proxy)?
    public init(exporting: @escaping @Sendable (Item) async throws -> Proxy) { self.exporting = exporting }
    public init(exporting: @escaping @Sendable (Item) async throws -> Proxy, importing: @escaping @Sendable (Proxy) async throws -> Item) {
        self.exporting = exporting
    }
    public init(importing: @escaping @Sendable (Proxy) async throws -> Item) { exporting = nil }
    public var _exportedContentTypes: [UTType] { Proxy.transferRepresentation._exportedContentTypes }
    public func _export(_ item: Item, as type: UTType) async throws -> Data? {
        guard let proxy = try await exporting?(item) else { return nil }
        return try await proxy.exported(as: type)
    }
}

/// A file sent by a transfer.
public struct SentTransferredFile: Sendable {
    public let file: URL
    public let allowAccessingOriginalFile: Bool
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file received by a transfer.
public struct ReceivedTransferredFile: Sendable {
    public let file: URL
    public let isOriginalFile: Bool
}

extension Transferable {
    /// The value as data of `type`, as the first representation that offers it makes it (nil when none does).
    public func exported(as type: UTType) async throws -> Data? {
        guard let item = self as? Representation.Item else { return nil }
        return try await Self.transferRepresentation._export(item, as: type)
    }
    /// The content types the value can be shared as, in the order its representations give them.
    public static var exportedContentTypes: [UTType] { transferRepresentation._exportedContentTypes }
}

extension String: Transferable {
    public static var transferRepresentation: DataRepresentation<String> {
        return DataRepresentation(contentType: .plainText) {
            Data($0.utf8)
        } importing: {
            String(decoding: $0, as: UTF8.self)
        }
    }
}

extension Data: Transferable {
    public static var transferRepresentation: DataRepresentation<Data> {
        return DataRepresentation(contentType: .data) {
            $0
        } importing: {
            $0
        }
    }
}

extension URL: Transferable {
    public static var transferRepresentation: DataRepresentation<URL> {
        return DataRepresentation(contentType: .url) {
            Data($0.absoluteString.utf8)
        } importing: { data in
            guard let url = URL(string: String(decoding: data, as: UTF8.self)) else { throw CocoaError(.coderReadCorrupt) }
            return url
        }
    }
}
