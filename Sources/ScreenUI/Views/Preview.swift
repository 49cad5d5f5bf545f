import ScreenLayout

/// A preview declared with `#Preview`, as in Xcode: a name and a view. The kit's macro turns
/// each `#Preview` into one of these, so a file with previews compiles unchanged, and a test
/// can render one.
///
/// ```swift
/// #Preview("Empty inbox") { InboxView().environment(Inbox()) }
/// ```
@MainActor
public struct Preview {
    public let name: String?
    public let traits: [PreviewTrait<ViewTraits>]
    /// What preview traits apply to.
    public enum ViewTraits {}
    let make: @MainActor () -> AnyView

    // Nonisolated: `#Preview` expands to a global property, whose initializer is not on the main
    // actor in the Swift 5 language mode most app targets still use; the body runs on it later.
    // The body returns `any View`, as SwiftUI's: a result builder where it is a list of
    // views, and an explicit `return` (after a `let`, in each branch of a `do`/`catch`) works too.
    nonisolated public init(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.name = name
        traits = []
        make = { AnyView(body()) }
    }
    nonisolated public init(
        _ name: String? = nil, traits: PreviewTrait<ViewTraits>, _ more: PreviewTrait<ViewTraits>...,
        @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        self.name = name
        self.traits = [traits] + more
        make = { AnyView(body()) }
    }
    /// The previewed view (without its preview modifiers: see ``modifiedContent()``).
    public var content: AnyView { make() }
    /// The previewed view inside its traits' preview modifiers (`.modifier(SampleData())`),
    /// each given the shared context it makes.
    public func modifiedContent() async throws -> AnyView {
        var view = make()
        for trait in traits.reversed() {
            if let modify = trait.modify { view = try await modify(view) }
        }
        return view
    }
}

/// Preview traits (orientation, layout, a preview modifier); a snapshot's configuration decides
/// what the layout ones decide in Xcode.
public struct PreviewTrait<T>: @unchecked Sendable {
    let name: String
    let modify: (@MainActor (AnyView) async throws -> AnyView)?
    init(name: String, modify: (@MainActor (AnyView) async throws -> AnyView)? = nil) {
        self.name = name
        self.modify = modify
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    public static var portrait: PreviewTrait { PreviewTrait(name: "portrait") }
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(name: "portraitUpsideDown") }
    public static var landscapeLeft: PreviewTrait { PreviewTrait(name: "landscapeLeft") }
    public static var landscapeRight: PreviewTrait { PreviewTrait(name: "landscapeRight") }
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(name: "sizeThatFitsLayout") }
    public static var defaultLayout: PreviewTrait { PreviewTrait(name: "defaultLayout") }
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait { PreviewTrait(name: "fixedLayout") }
    /// The preview inside a modifier, given the context the modifier makes once.
    @MainActor public static func modifier<M: PreviewModifier>(_ modifier: M) -> PreviewTrait {
        PreviewTrait(name: "modifier") { view in
            let context = try await M.makeSharedContext()
            return AnyView(modifier.body(content: PreviewModifierContent(content: view), context: context))
        }
    }
}

/// A modifier of previews that shares a context between them (sample data, a model
/// container), as SwiftUI's `PreviewModifier`.
///
/// ```swift
/// struct SampleData: PreviewModifier {
///     static func makeSharedContext() async throws -> ModelContainer { try ModelContainer(for: Trip.self) }
///     func body(content: Content, context: ModelContainer) -> some View { content.modelContainer(context) }
/// }
/// #Preview(traits: .modifier(SampleData())) { TripList() }
/// ```
@MainActor @preconcurrency
public protocol PreviewModifier {
    associatedtype Context = Void
    associatedtype Body: View
    typealias Content = PreviewModifierContent
    static func makeSharedContext() async throws -> Context
    @ViewBuilder func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
    public static func makeSharedContext() async throws {}
}

/// The previewed view a ``PreviewModifier`` wraps.
nonisolated public struct PreviewModifierContent: View {
    let content: AnyView
    @MainActor public var body: some View { content }
}

/// Marks a property of a `#Preview` body that Xcode makes a view's property (`@Previewable
/// @State var on = true`); here the body's local property is already one.
@attached(peer)
public macro Previewable() = #externalMacro(module: "ScreenUIMacros", type: "PreviewableMacro")

/// Declares a preview, as in Xcode.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "ScreenUIMacros", type: "PreviewMacro")

/// Declares a preview with traits, as in Xcode.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) =
    #externalMacro(module: "ScreenUIMacros", type: "PreviewMacro")

/// The older preview declaration, as SwiftUI's `PreviewProvider`.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

/// Preview devices and layouts of the older API; a snapshot's configuration decides them.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

public enum PreviewLayout: Sendable {
    case device, sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

public enum InterfaceOrientation: Sendable { case portrait, portraitUpsideDown, landscapeLeft, landscapeRight }

nonisolated extension View {
    public func previewDisplayName(_ name: String?) -> some View { self }
    public func previewDevice(_ device: PreviewDevice?) -> some View { self }
    public func previewLayout(_ layout: PreviewLayout) -> some View { self }
    public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> some View { self }
    public func previewContext<C>(_ context: C) -> some View { self }
}
