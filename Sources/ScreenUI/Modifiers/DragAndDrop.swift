import Foundation
import UniformTypeIdentifiers

extension View {
    /// Lets the view be dragged with `payload`, as SwiftUI's `draggable(_:)`. A still shows the
    /// view at rest, where a drag source looks as it does without one.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { self }
    /// Dragged with a preview of its own (shown only while dragging).
    public func draggable<T: Transferable, P: View>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> P) -> some View { self }
    /// Accepts dropped values of `T`, as SwiftUI's `dropDestination(for:action:isTargeted:)`:
    /// nothing is dropped on a still, and the view looks as it does until the app reacts to a
    /// drag over it (through its own state, which a test can set).
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool, isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> some View { self }

    /// The older drag source: an item provider made when a drag begins.
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { self }
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View { self }
    /// The older drop target, for content types.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool)
        -> some View
    { self }
    public func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
    ) -> some View { self }
    public func onDrop(of supportedContentTypes: [UTType], delegate: some DropDelegate) -> some View { self }
    /// The same with type identifiers (iOS 13).
    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool) -> some View {
        self
    }
    public func onDrop(of supportedTypes: [String], delegate: some DropDelegate) -> some View { self }
}

/// What a drop target is told during a drag, as SwiftUI's `DropInfo`.
public struct DropInfo {
    public let location: CGPoint
    let providers: [NSItemProvider]
    public init(location: CGPoint = .zero, itemProviders: [NSItemProvider] = []) {
        self.location = location
        providers = itemProviders
    }
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool { !itemProviders(for: contentTypes).isEmpty }
    public func hasItemsConforming(to typeIdentifiers: [String]) -> Bool { hasItemsConforming(to: typeIdentifiers.compactMap(UTType.init)) }
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
        providers.filter { provider in contentTypes.contains { provider.hasItemConformingToTypeIdentifier($0.identifier) } }
    }
    public func itemProviders(for typeIdentifiers: [String]) -> [NSItemProvider] { itemProviders(for: typeIdentifiers.compactMap(UTType.init)) }
}

/// A drop target's decisions, as SwiftUI's `DropDelegate`; each has the default SwiftUI gives it.
@MainActor @preconcurrency
public protocol DropDelegate {
    func validateDrop(info: DropInfo) -> Bool
    func performDrop(info: DropInfo) -> Bool
    func dropEntered(info: DropInfo)
    func dropUpdated(info: DropInfo) -> DropProposal?
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    public func validateDrop(info: DropInfo) -> Bool { true }
    public func dropEntered(info: DropInfo) {}
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    public func dropExited(info: DropInfo) {}
}

/// What a drop would do.
public struct DropProposal: Sendable {
    public let operation: DropOperation
    public init(operation: DropOperation) { self.operation = operation }
}

public enum DropOperation: Sendable { case cancel, forbidden, copy, move }

/// Values carried by a drag or a paste, as Foundation's `NSItemProvider` (which Linux's
/// Foundation lacks): each registered with its type identifier, loaded back as data.
open class NSItemProvider: NSObject, @unchecked Sendable {
    private var items: [(type: String, load: @Sendable () -> Data?)] = []
    /// A name a receiver may give the item.
    open var suggestedName: String?

    public override init() {}
    /// An item for a string, URL or other writable object.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }
    /// An item for data or a value of a type identifier.
    public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
        self.init()
        if let item, let typeIdentifier {
            let data = (item as? NSData).map { Data($0) } ?? (item as? NSString).map { Data(($0 as String).utf8) }
            items.append((typeIdentifier, { data }))
        }
    }
    /// An item for the contents of a file.
    public convenience init?(contentsOf fileURL: URL) {
        guard let data = try? Data(contentsOf: fileURL) else { return nil }
        self.init()
        let type = UTType(filenameExtension: fileURL.pathExtension)?.identifier ?? UTType.data.identifier
        items.append((type, { data }))
        suggestedName = fileURL.lastPathComponent
    }

    open var registeredTypeIdentifiers: [String] { items.map(\.type) }
    open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        let type = type(of: object).writableTypeIdentifiersForItemProvider.first ?? UTType.data.identifier
        let data = object.itemProviderData()
        items.append((type, { data }))
    }
    open func registerDataRepresentation(
        forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    ) {
        items.append(
            (
                typeIdentifier,
                {
                    nonisolated(unsafe) var result: Data?
                    _ = loadHandler { data, _ in result = data }
                    return result
                }
            ))
    }
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        guard let wanted = UTType(typeIdentifier) else { return items.contains { $0.type == typeIdentifier } }
        return items.contains { UTType($0.type)?.conforms(to: wanted) ?? ($0.type == typeIdentifier) }
    }
    /// Loads the item's data of a type identifier; the handler is called before this returns.
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void)
        -> Progress
    {
        let item =
            items.first { $0.type == typeIdentifier } ?? items.first { UTType($0.type)?.conforms(to: UTType(typeIdentifier) ?? .item) ?? false }
        if let data = item?.load() {
            completionHandler(data, nil)
        } else {
            completionHandler(nil, CocoaError(.fileReadNoSuchFile))
        }
        return Progress(totalUnitCount: 1)
    }
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        aClass.readableTypeIdentifiersForItemProvider.contains { hasItemConformingToTypeIdentifier($0) }
    }
    /// Loads a string, URL or other readable object; the handler is called before this returns.
    @discardableResult
    open func loadObject(
        ofClass aClass: any NSItemProviderReading.Type, completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void
    ) -> Progress {
        for type in aClass.readableTypeIdentifiersForItemProvider {
            if let item = items.first(where: { $0.type == type }), let data = item.load() {
                completionHandler(try? aClass.object(withItemProviderData: data, typeIdentifier: type), nil)
                return Progress(totalUnitCount: 1)
            }
        }
        completionHandler(nil, CocoaError(.fileReadNoSuchFile))
        return Progress(totalUnitCount: 1)
    }
    /// Loads a transferable value from the first representation it can read.
    @discardableResult
    public func loadTransferable<T: Transferable>(
        type transferableType: T.Type, completionHandler: @escaping @Sendable (Result<T, any Error>) -> Void
    )
        -> Progress
    {
        completionHandler(.failure(CocoaError(.fileReadUnsupportedScheme)))
        return Progress(totalUnitCount: 1)
    }
}

public enum NSItemProviderRepresentationVisibility: Int, Sendable { case all, team, group, ownProcess }

/// A class whose objects an item provider can carry.
public protocol NSItemProviderWriting: AnyObject {
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    func itemProviderData() -> Data?
}

/// A class an item provider can load objects of.
public protocol NSItemProviderReading: AnyObject {
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

extension NSString: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.plainText.identifier] }
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.plainText.identifier, UTType.text.identifier] }
    public func itemProviderData() -> Data? { Data((self as String).utf8) }
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        Self(string: String(decoding: data, as: UTF8.self))
    }
}

extension NSURL: NSItemProviderWriting {
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }
    public func itemProviderData() -> Data? {
        let link: String? = absoluteString
        return link.map { Data($0.utf8) }
    }
}
