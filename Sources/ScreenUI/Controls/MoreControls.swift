import ScreenLayout

/// The Edit button of a list, as SwiftUI's `EditButton`: "Edit" in the tint at rest.
nonisolated public struct EditButton: PrimitiveView {
    public init() {}
    @MainActor public func resolve(in context: ResolveContext) -> [Node] { Button("Edit") {}.resolve(in: context) }
}

/// What an empty screen shows, as SwiftUI's `ContentUnavailableView` (iOS 17): a large symbol, a
/// bold title and a description, centred.
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: PrimitiveView {
    let label: Label
    let description: Description
    let actions: Actions
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }
    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        var titleContext = context
        titleContext.environment.font = .title2.bold()
        titleContext.environment.multilineTextAlignment = .center
        var labelParts = label.nodes(in: titleContext)
        // A Label here is a symbol above its title.
        if labelParts.count == 1, case .stack(.horizontal, _, _) = labelParts[0].kind {
            var symbolContext = titleContext
            symbolContext.environment.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.secondary)
            symbolContext.environment.font = .system(size: 48)
            let resolved = label.nodes(in: symbolContext)
            if resolved.count == 1, case .stack = resolved[0].kind, let icon = resolved[0].children.first, let title = labelParts[0].children.last {
                labelParts = [icon, title]
            }
        }
        var descriptionContext = context
        descriptionContext.environment.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.secondary)
        descriptionContext.environment.multilineTextAlignment = .center
        let column = labelParts + description.nodes(in: descriptionContext) + actions.nodes(in: context)
        let stack = Node(.stack(.vertical, alignment: .center, spacing: .points(8)), children: column)
        return [Node(.frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity)), children: [Node(.padding(.all, .points(16)), children: [stack])])]
    }
}

extension ContentUnavailableView where Label == ScreenUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        label = ScreenUI.Label(title, systemImage: name)
        self.description = description
        actions = EmptyView()
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        label = ScreenUI.Label(title, systemImage: name)
        self.description = description
        actions = EmptyView()
    }
}

extension ContentUnavailableView
where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description, Actions == EmptyView {
    /// "No Results", as iOS shows for a search that finds nothing.
    @MainActor public static var search: ContentUnavailableView {
        ContentUnavailableView(label: { SearchUnavailableContent.label() }, description: { SearchUnavailableContent.description() })
    }
}

/// The parts of `ContentUnavailableView.search`.
public enum SearchUnavailableContent {
    public typealias Label = ScreenUI.Label<Text, Image>
    public typealias Description = Text
    @MainActor static func label() -> Label { ScreenUI.Label("No Results", systemImage: "magnifyingglass") }
    @MainActor static func description() -> Text { Text("Check the spelling or try a new search.") }
}

/// A disclosure group, as SwiftUI's `DisclosureGroup`: its label with a chevron, and its content
/// below when expanded.
nonisolated public struct DisclosureGroup<Label: View, Content: View>: PrimitiveView {
    let label: Label
    let content: Content
    let isExpanded: Bool
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isExpanded = false
    }
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded.wrappedValue
    }
    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        var chevron = context
        chevron.environment.foregroundStyle = context.environment.tintStyle ?? AnyShapeStyle(Color.accentColor)
        chevron.environment.font = .footnote.bold()
        let header = Node(
            .stack(.horizontal, alignment: .center, spacing: nil),
            children: label.nodes(in: context) + [Node(.spacer(minLength: nil))]
                + Image(systemName: isExpanded ? "chevron.down" : "chevron.right").nodes(in: chevron))
        guard isExpanded else { return [header] }
        return [header] + content.nodes(in: context)
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(titleKey) } }
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }
}

/// A share button, as SwiftUI's `ShareLink`: "Share" with the share symbol, in the tint.
nonisolated public struct ShareLink<Label: View>: PrimitiveView {
    let label: Label
    public init<Item>(item: Item, @ViewBuilder label: () -> Label) { self.label = label() }
    @MainActor public func resolve(in context: ResolveContext) -> [Node] { Button(action: {}, label: { label }).resolve(in: context) }
}

extension ShareLink where Label == ScreenUI.Label<Text, Image> {
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) { label = ScreenUI.Label("Share", systemImage: "square.and.arrow.up") }
    public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
        label = ScreenUI.Label(titleKey, systemImage: "square.and.arrow.up")
    }
    @_disfavoredOverload
    public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
        label = ScreenUI.Label(title, systemImage: "square.and.arrow.up")
    }
    /// With a preview of what is shared (shown in the share sheet, not in the still).
    public init<Item, PreviewImage, PreviewIcon>(
        item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) { label = ScreenUI.Label("Share", systemImage: "square.and.arrow.up") }
    public init<Item, PreviewImage, PreviewIcon>(
        _ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) { label = ScreenUI.Label(titleKey, systemImage: "square.and.arrow.up") }
    public init<Items: Sequence, PreviewImage, PreviewIcon>(
        items: Items, subject: Text? = nil, message: Text? = nil, preview: @escaping (Items.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) { label = ScreenUI.Label("Share", systemImage: "square.and.arrow.up") }
}

extension ShareLink {
    public init<Item, PreviewImage, PreviewIcon>(
        item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label
    ) { self.label = label() }
    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) { self.label = label() }
}

/// What the share sheet shows of a shared item, as SwiftUI's `SharePreview`: a title, an image,
/// an icon (the sheet is not part of a still).
public struct SharePreview<Image, Icon> {
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {}
}
extension SharePreview where Icon == Never {
    public init(_ titleKey: LocalizedStringKey, image: Image) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) {}
}
extension SharePreview where Image == Never {
    public init(_ titleKey: LocalizedStringKey, icon: Icon) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) {}
}
extension SharePreview where Image == Never, Icon == Never {
    public init(_ titleKey: LocalizedStringKey) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {}
}

/// A colour picker, as SwiftUI's `ColorPicker`: its label and a swatch of the colour.
nonisolated public struct ColorPicker<Label: View>: PrimitiveView {
    let label: Label
    let color: Color
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
        color = selection.wrappedValue
    }
    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        let swatch = Node(.frame(FrameSpec(width: 28, height: 28)), children: [ShapeNodes.filled(.circle, with: color, in: context)])
        let row = context.environment.controlRow(label: label.nodes(in: context), control: [swatch])
        return [Node(.frame(FrameSpec(minHeight: 44)), children: [Node(.stack(.horizontal, alignment: .center, spacing: nil), children: row)])]
    }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }
}

/// A multi-line text editor, as SwiftUI's `TextEditor`: its text, top-leading, filling its frame.
nonisolated public struct TextEditor: PrimitiveView {
    let text: String
    public init(text: Binding<String>) { self.text = text.wrappedValue }
    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        [
            Node(
                .frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)),
                children: Text(verbatim: text).nodes(in: context))
        ]
    }
}

/// Scrolls to views by id; a still shows the scroll view at its start.
nonisolated public struct ScrollViewReader<Content: View>: PrimitiveView {
    let content: (ScrollViewProxy) -> Content
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        context.evaluate { content(ScrollViewProxy()) }.nodes(in: context)
    }
}

public struct ScrollViewProxy {
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// A value that scales with Dynamic Type, as SwiftUI's `@ScaledMetric` (relative to body unless
/// another text style is named).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint> {
    let base: Value
    let style: Font.TextStyle
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle = .body) {
        base = wrappedValue
        style = textStyle
    }
    @MainActor public var wrappedValue: Value {
        let environment = ResolveContext.current?.environment ?? EnvironmentValues()
        let theme = environment.themeReference
        let at = theme.font(style.theme, at: environment.layoutEnvironment.contentSize).size
        let large = theme.font(style.theme, at: .large).size
        return base * Value(at / large)
    }
}

/// The older presentation state, as SwiftUI's `PresentationMode`.
public struct PresentationMode: Sendable {
    public var isPresented: Bool { true }
    public mutating func dismiss() {}
}

extension EnvironmentValues {
    public var presentationMode: Binding<PresentationMode> { .constant(PresentationMode()) }
}

extension ForEach {
    /// Deleting rows by swiping; a still shows the rows as they are.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> Self { self }
    /// Moving rows in edit mode; a still shows the rows as they are.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self { self }
    public func onInsert(of types: [String], perform action: @escaping (Int, [Any]) -> Void) -> Self { self }
}

/// An app, as SwiftUI's `App`: a file declaring one compiles; its scenes are not rendered (a
/// snapshot renders views).
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

extension App {
    public static func main() {}
}

/// A scene, as SwiftUI's `Scene`.
@MainActor @preconcurrency
public protocol Scene {}

/// The main window's content, as SwiftUI's `WindowGroup`.
public struct WindowGroup<Content: View>: Scene {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
}

@resultBuilder @MainActor @preconcurrency
public enum SceneBuilder {
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
    public static func buildBlock<each S: Scene>(_ scenes: repeat each S) -> TupleScene { TupleScene() }
}

public struct TupleScene: Scene {}

extension Scene {
    public func modelContainer<C>(_ container: C) -> some Scene { self }
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene { self }
    /// Scene-level callbacks and settings: a snapshot draws a view, not the app's scenes.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some Scene { self }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene { self }
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some Scene { self }
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene { self }
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene { self }
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }
    public func defaultAppStorage(_ store: UserDefaults) -> some Scene { self }
    public func backgroundTask<D, R>(_ task: D, action: @escaping @Sendable (D) async -> R) -> some Scene { self }
}

nonisolated extension View {
    /// Opening URLs and activities does nothing in a still.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
    public func statusBar(hidden: Bool) -> some View { self }
    public func textSelection(_ selectability: TextSelectability) -> some View { self }
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
    public func scrollPosition<V>(id: Binding<V?>, anchor: UnitPoint? = nil) -> some View { self }
    /// The scroll views inside draw their content past their bounds (a carousel's neighbours,
    /// a card's shadow), as SwiftUI's `scrollClipDisabled(_:)`.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View { changingEnvironment { $0.scrollClipDisabled = disabled } }
    /// Symbols drawn in a variant (`.fill`): `Image(systemName: "heart")` below draws heart.fill.
    public func symbolVariant(_ variant: SymbolVariants) -> some View { changingEnvironment { $0.symbolVariantSuffix = variant.suffix } }
    /// The title of the older navigation API.
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(titleKey) }
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(title) }
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode)
    }
}

public struct ContentMarginPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ContentMarginPlacement(name: "automatic"), scrollContent = ContentMarginPlacement(name: "scrollContent")
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

/// Symbol variants, as SwiftUI's `SymbolVariants`.
public struct SymbolVariants: Hashable, Sendable {
    let suffix: String
    public static let none = SymbolVariants(suffix: "")
    public static let fill = SymbolVariants(suffix: ".fill")
    public static let circle = SymbolVariants(suffix: ".circle")
    public static let square = SymbolVariants(suffix: ".square")
    public static let slash = SymbolVariants(suffix: ".slash")
    public var fill: SymbolVariants { SymbolVariants(suffix: suffix + ".fill") }
}

extension EnvironmentValues {
    var symbolVariantSuffix: String {
        get { self[SymbolVariantKey.self] }
        set { self[SymbolVariantKey.self] = newValue }
    }
}

private struct SymbolVariantKey: EnvironmentKey { static var defaultValue: String { "" } }

private struct ScrollClipDisabledKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// `scrollClipDisabled()`: scroll views do not clip their content.
    var scrollClipDisabled: Bool {
        get { self[ScrollClipDisabledKey.self] }
        set { self[ScrollClipDisabledKey.self] = newValue }
    }
}
