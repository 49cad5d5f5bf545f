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
    public let traits: [PreviewTrait]
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
        _ name: String? = nil, traits: PreviewTrait, _ more: PreviewTrait..., @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        self.name = name
        self.traits = [traits] + more
        make = { AnyView(body()) }
    }
    /// The previewed view.
    public var content: AnyView { make() }
}

/// Preview traits (orientation, layout); a snapshot's configuration decides what they decide in Xcode.
public struct PreviewTrait: Sendable {
    let name: String
    public static let portrait = PreviewTrait(name: "portrait")
    public static let portraitUpsideDown = PreviewTrait(name: "portraitUpsideDown")
    public static let landscapeLeft = PreviewTrait(name: "landscapeLeft")
    public static let landscapeRight = PreviewTrait(name: "landscapeRight")
    public static let sizeThatFitsLayout = PreviewTrait(name: "sizeThatFitsLayout")
    public static let defaultLayout = PreviewTrait(name: "defaultLayout")
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait { PreviewTrait(name: "fixedLayout") }
}

/// Declares a preview, as in Xcode.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "ScreenUIMacros", type: "PreviewMacro")

/// Declares a preview with traits, as in Xcode.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait, _ additionalTraits: PreviewTrait..., body: @escaping @MainActor () -> any View) =
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

extension View {
    public func previewDisplayName(_ name: String?) -> some View { self }
    public func previewDevice(_ device: PreviewDevice?) -> some View { self }
    public func previewLayout(_ layout: PreviewLayout) -> some View { self }
    public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> some View { self }
    public func previewContext<C>(_ context: C) -> some View { self }
}
