// Menu-bar commands (iPad and Mac) and the focused values they act on, as SwiftUI declares
// them: an app's `commands` compile unchanged; a snapshot draws a screen, never the menu bar.

/// A group of menu commands, as SwiftUI's `Commands`.
@MainActor @preconcurrency
public protocol Commands {
    associatedtype Body: Commands
    @CommandsBuilder var body: Body { get }
}

extension Never: Commands {}

/// No commands.
public struct EmptyCommands: Commands {
    public init() {}
    @MainActor public var body: Never { fatalError("EmptyCommands is a primitive") }
}

/// Several commands of a builder.
public struct TupleCommands: Commands {
    @MainActor public var body: Never { fatalError("TupleCommands is a primitive") }
}

@resultBuilder @MainActor @preconcurrency
public enum CommandsBuilder {
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    public static func buildBlock<C: Commands>(_ content: C) -> C { content }
    public static func buildBlock<each C: Commands>(_ content: repeat each C) -> TupleCommands { TupleCommands() }
    public static func buildExpression<C: Commands>(_ content: C) -> C { content }
    public static func buildOptional<C: Commands>(_ content: C?) -> TupleCommands { TupleCommands() }
    public static func buildEither<C: Commands>(first: C) -> TupleCommands { TupleCommands() }
    public static func buildEither<C: Commands>(second: C) -> TupleCommands { TupleCommands() }
    public static func buildLimitedAvailability<C: Commands>(_ content: C) -> TupleCommands { TupleCommands() }
}

/// A menu of its own in the menu bar.
public struct CommandMenu<Content: View>: Commands {
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    public init(_ name: Text, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {}
    @MainActor public var body: Never { fatalError("CommandMenu is a primitive") }
}

/// Commands put before, after or instead of a standard group.
public struct CommandGroup<Content: View>: Commands {
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    @MainActor public var body: Never { fatalError("CommandGroup is a primitive") }
}

/// Where a command group goes among the standard ones.
public struct CommandGroupPlacement: Sendable {
    let name: String
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    public static let newItem = CommandGroupPlacement(name: "newItem")
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    public static let importExport = CommandGroupPlacement(name: "importExport")
    public static let printItem = CommandGroupPlacement(name: "printItem")
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    public static let windowList = CommandGroupPlacement(name: "windowList")
    public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    public static let help = CommandGroupPlacement(name: "help")
}

/// The system's standard command groups.
public struct SidebarCommands: Commands {
    public init() {}
    @MainActor public var body: Never { fatalError("SidebarCommands is a primitive") }
}
public struct ToolbarCommands: Commands {
    public init() {}
    @MainActor public var body: Never { fatalError("ToolbarCommands is a primitive") }
}
public struct TextEditingCommands: Commands {
    public init() {}
    @MainActor public var body: Never { fatalError("TextEditingCommands is a primitive") }
}
public struct TextFormattingCommands: Commands {
    public init() {}
    @MainActor public var body: Never { fatalError("TextFormattingCommands is a primitive") }
}
public struct InspectorCommands: Commands {
    public init() {}
    @MainActor public var body: Never { fatalError("InspectorCommands is a primitive") }
}

extension Scene {
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene { self }
    public func commandsRemoved() -> some Scene { self }
    public func commandsReplaced<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene { self }
}

/// A key of ``FocusedValues``, as SwiftUI's `FocusedValueKey`.
public protocol FocusedValueKey {
    associatedtype Value
}

/// What the focused view publishes for commands to act on, as SwiftUI's `FocusedValues`: in a
/// still nothing has focus, so every value is nil unless a test sets it.
public struct FocusedValues: @unchecked Sendable {
    var values: [ObjectIdentifier: Any] = [:]
    public init() {}
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }
    /// The keys `@Entry` declares.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A value of the focused view, as SwiftUI's `@FocusedValue`: nil in a still.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}
    public var wrappedValue: Value? { nil }
}

/// A binding the focused view publishes, as SwiftUI's `@FocusedBinding`: nil in a still.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}
    public var wrappedValue: Value? {
        get { nil }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value?> { .constant(nil) }
}

/// An observable object the focused view publishes, as SwiftUI's `@FocusedObject`: nil in a still.
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    public init() {}
    public var wrappedValue: ObjectType? { nil }
}

nonisolated extension View {
    /// Publishes a value while this view has focus (nothing has focus in a still).
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View { self }
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View { self }
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View { self }
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View { self }
    public func focusedObject<T: ObservableObject>(_ object: T?) -> some View { self }
    public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View { self }
}
