import ScreenLayout
import Theme

/// Presentations drawn as iOS shows them while presented: a test presents one by building the
/// view with its binding true (`.constant(true)`, or state set before rendering), so "the delete
/// alert" is one more state of a screen. A sheet is a card over the dimmed screen, 10 pt below
/// the top safe area, rounded 38 pt at the top; a full-screen cover fills the screen; an alert is
/// a centred card over the dimmed screen, its actions below the title and message; a
/// confirmation dialog is a card of actions at the bottom with its cancel action apart; a
/// popover is drawn as a sheet (as on iPhone).
nonisolated extension View {
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content)
        -> some View
    {
        Presenting(content: self, kind: .sheet, isPresented: isPresented.wrappedValue) { content() }
    }
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    )
        -> some View
    {
        let item = item.wrappedValue
        return Presenting(content: self, kind: .sheet, isPresented: item != nil) { item.map(content) }
    }
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    )
        -> some View
    {
        Presenting(content: self, kind: .cover, isPresented: isPresented.wrappedValue) { content() }
    }
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        let item = item.wrappedValue
        return Presenting(content: self, kind: .cover, isPresented: item != nil) { item.map(content) }
    }
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        Presenting(content: self, kind: .sheet, isPresented: isPresented.wrappedValue) { content() }
    }

    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: { EmptyView() })
    }
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    )
        -> some View
    {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
    }
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: { EmptyView() })
    }
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M)
        -> some View
    {
        let actionViews = actions()
        let messageView = message()
        return Presenting(content: self, kind: .alert, isPresented: isPresented.wrappedValue) {
            DialogContent(title: title, message: messageView, actions: actionViews)
        }
    }
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A)
        -> some View
    {
        let actionViews = data.map(actions)
        return Presenting(content: self, kind: .alert, isPresented: isPresented.wrappedValue && data != nil) {
            DialogContent(title: Text(titleKey), message: EmptyView(), actions: actionViews)
        }
    }

    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationDialog(titleKey, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: { EmptyView() })
    }
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        let actionViews = actions()
        let messageView = message()
        let title = titleVisibility == .visible ? Text(titleKey) : nil
        return Presenting(content: self, kind: .dialog, isPresented: isPresented.wrappedValue) {
            DialogContent(title: title, message: messageView, actions: actionViews)
        }
    }

    /// The heights the sheet this view is in may take: a still shows it at the selected one,
    /// else the smallest (as iOS opens it), with the grabber when there is more than one.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        changingSheet { $0.detents = detents }
    }
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        let selected = selection.wrappedValue
        return changingSheet {
            $0.detents = detents
            $0.selected = selected
        }
    }
    /// Whether the sheet shows its grabber (36 × 5 pt, 5 pt from its top).
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { changingSheet { $0.dragIndicator = visibility } }
    /// The sheet's corner radius (38 pt unless set).
    public func presentationCornerRadius(_ radius: CGFloat?) -> some View { changingSheet { $0.cornerRadius = radius.map(Double.init) } }
    /// The sheet's background instead of the system background.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { changingSheet { $0.background = AnyShapeStyle(style) } }
    /// Whether the screen behind a sheet at a smaller detent stays usable: enabled, it is not dimmed.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        changingSheet { $0.backgroundInteraction = interaction }
    }
    /// How a sheet's content scrolls against resizing: nothing a still shows.
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }
    /// How a popover or sheet adapts on compact widths: the kit draws popovers as sheets, as iPhone does.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }
    public func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation) -> some View { self }
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }

    /// Writes into the options of the sheet being resolved (none outside a sheet).
    func changingSheet(_ change: @escaping @MainActor (SheetOptions) -> Void) -> some View {
        wrapping { node, context in
            if let options = context.environment.sheetOptions { change(options) }
            return node
        }
    }
}

/// A height a sheet can take, as SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case medium, large
        case height(Double)
        case fraction(Double)
    }
    let kind: Kind
    public static let medium = PresentationDetent(kind: .medium)
    public static let large = PresentationDetent(kind: .large)
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(Double(height))) }
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(Double(fraction))) }

    /// The sheet's height at this detent, given its large height and the bottom safe area: medium
    /// is half of large (as UIKit's medium detent), a fixed height does not count the safe area.
    func sheetHeight(large: Double, bottomSafeArea: Double) -> Double {
        switch kind {
        case .large: large
        case .medium: (large / 2).rounded()
        case .height(let h): min(large, max(0, h) + bottomSafeArea)
        case .fraction(let f): min(large, max(0, f) * large)
        }
    }
}

/// Whether the screen behind a sheet takes touches (`presentationBackgroundInteraction`).
public struct PresentationBackgroundInteraction: Sendable {
    let isEnabled: Bool
    /// The largest detent at which the screen behind stays usable (nil: all of them).
    var upThrough: PresentationDetent?
    public static let automatic = PresentationBackgroundInteraction(isEnabled: false)
    public static let enabled = PresentationBackgroundInteraction(isEnabled: true)
    public static let disabled = PresentationBackgroundInteraction(isEnabled: false)
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(isEnabled: true, upThrough: detent)
    }
}

/// How a sheet's scroll view and its resizing share a drag (`presentationContentInteraction`).
public struct PresentationContentInteraction: Sendable {
    public static let automatic = PresentationContentInteraction()
    public static let resizes = PresentationContentInteraction()
    public static let scrolls = PresentationContentInteraction()
}

/// How a presentation adapts to a compact size (`presentationCompactAdaptation`).
public struct PresentationAdaptation: Sendable {
    public static let automatic = PresentationAdaptation()
    public static let none = PresentationAdaptation()
    public static let popover = PresentationAdaptation()
    public static let sheet = PresentationAdaptation()
    public static let fullScreenCover = PresentationAdaptation()
}

/// What a sheet's content asked of the sheet (detents, grabber, corners, background), written
/// while it resolves and read when the sheet is drawn.
final class SheetOptions {
    var detents: Set<PresentationDetent> = []
    var selected: PresentationDetent?
    var dragIndicator: Visibility = .automatic
    var cornerRadius: Double?
    var background: AnyShapeStyle?
    var backgroundInteraction = PresentationBackgroundInteraction.automatic

    /// The sheet's height for a screen whose large sheet is `large` tall.
    func height(large: Double, bottomSafeArea: Double) -> Double {
        let shown =
            selected.flatMap { detents.contains($0) ? $0 : nil }
            ?? detents.min { a, b in
                a.sheetHeight(large: large, bottomSafeArea: bottomSafeArea) < b.sheetHeight(large: large, bottomSafeArea: bottomSafeArea)
            }
        return shown?.sheetHeight(large: large, bottomSafeArea: bottomSafeArea) ?? large
    }
    /// Whether the screen behind is dimmed at the height shown: unless background interaction is
    /// enabled (up through a detent at least as tall as the one shown).
    func dimsBehind(at height: Double, large: Double, bottomSafeArea: Double) -> Bool {
        guard backgroundInteraction.isEnabled else { return true }
        guard let limit = backgroundInteraction.upThrough else { return false }
        return height > limit.sheetHeight(large: large, bottomSafeArea: bottomSafeArea)
    }
    var showsGrabber: Bool { dragIndicator == .visible || (dragIndicator == .automatic && detents.count > 1) }
}

public enum PopoverAttachmentAnchor: Sendable {
    case rect(Anchor)
    case point(UnitPoint)
    public enum Anchor: Sendable { case bounds }
}

/// One presentation waiting to be drawn over the whole screen.
enum PresentationKind { case sheet, cover, alert, dialog }

final class PresentationCollector {
    var presented: [(kind: PresentationKind, node: Node, sheet: SheetOptions)] = []
}

nonisolated struct Presenting<Content: View, Presented: View>: PrimitiveView {
    let content: Content
    let kind: PresentationKind
    let isPresented: Bool
    let presented: () -> Presented
    @MainActor func resolve(in context: ResolveContext) -> [Node] {
        let nodes = content.nodes(in: context)
        if isPresented, let collector = context.environment.presentations {
            var inner = context
            inner.environment.navigationBar = nil
            inner.environment.isInList = false
            inner.environment.sectionCollector = nil
            let options = SheetOptions()
            inner.environment.sheetOptions = options
            inner.environment.isElevated = kind == .sheet
            let node = inner.evaluate { presented() }.node(in: inner)
            collector.presented.append((kind, node, options))
        }
        return nodes
    }
}

/// An alert's or a dialog's title, message and actions, as a card's column.
nonisolated struct DialogContent<Message: View, Actions: View>: PrimitiveView {
    let title: Text?
    let message: Message
    let actions: Actions?
    @MainActor func resolve(in context: ResolveContext) -> [Node] {
        var heading: [Node] = []
        var titleContext = context
        titleContext.environment.font = .headline
        titleContext.environment.multilineTextAlignment = .center
        if let title { heading += title.nodes(in: titleContext) }
        var messageContext = context
        messageContext.environment.font = .footnote
        messageContext.environment.multilineTextAlignment = .center
        heading += message.nodes(in: messageContext)
        var buttons: [Node] = []
        var buttonContext = context
        buttonContext.environment.buttonStyleKind = .borderless
        buttonContext.environment.buttonFillsRow = true
        buttons += actions?.nodes(in: buttonContext) ?? []
        if buttons.isEmpty {
            // SwiftUI shows an OK button when an alert declares no actions.
            buttons += Button("OK") {}.nodes(in: buttonContext)
        }
        let head = Node(.padding(.all, .points(20)), children: [Node(.stack(.vertical, alignment: .center, spacing: .points(4)), children: heading)])
        var column: [Node] = heading.isEmpty ? [] : [head]
        let scale = max(Double(context.environment.displayScale), 1)
        for button in buttons {
            column.append(
                Node(
                    .frame(FrameSpec(height: 1 / scale, maxWidth: .infinity)),
                    children: [ShapeNodes.filled(.rectangle, with: SeparatorShapeStyle(), in: context)]))
            column.append(button)
        }
        return [Node(.stack(.vertical, alignment: .center, spacing: .points(0)), children: column)]
    }
}

extension EnvironmentValues {
    var presentations: PresentationCollector? {
        get { self[PresentationsKey.self] }
        set { self[PresentationsKey.self] = newValue }
    }
}

private struct PresentationsKey: EnvironmentKey { static var defaultValue: PresentationCollector? { nil } }

extension EnvironmentValues {
    /// The options of the sheet whose content is resolving.
    var sheetOptions: SheetOptions? {
        get { self[SheetOptionsKey.self] }
        set { self[SheetOptionsKey.self] = newValue }
    }
}

private struct SheetOptionsKey: EnvironmentKey { static var defaultValue: SheetOptions? { nil } }

extension EnvironmentValues {
    /// Whether the content is presented above the screen (UIKit's elevated interface level):
    /// in dark mode its backgrounds are a step lighter, so a sheet stands out from the black
    /// screen behind it — systemBackground and systemGroupedBackground #1C1C1E, grouped cells #2C2C2E.
    var isElevated: Bool {
        get { self[ElevatedKey.self] }
        set { self[ElevatedKey.self] = newValue }
    }

    /// The background token to use at this level: in dark mode the next lighter one when elevated.
    func elevated(_ name: ColorName) -> ColorName {
        guard isElevated, colorScheme == .dark else { return name }
        switch name {
        case .background, .groupedBackground: return .secondaryBackground
        case .secondaryBackground: return .tertiaryBackground
        default: return name
        }
    }
}

private struct ElevatedKey: EnvironmentKey { static var defaultValue: Bool { false } }

@MainActor
enum PresentationLayout {
    /// An alert's or a dialog's card: its column on the alert grey, rounded 34 pt.
    @MainActor static func dialogCard(_ node: Node, _ context: ResolveContext) -> Node {
        let grey = Color(light: Color(white: 0.97), dark: Color(white: 0.17))
        return Node(.background(.center), children: [node, ShapeNodes.filled(.roundedRectangle(cornerRadius: .points(34)), with: grey, in: context)])
    }

    /// A sheet's layers: the dimming (unless the screen behind stays usable) and the card, as
    /// tall as its detent (the large one: 10 pt below the top safe area), rounded at the top, with
    /// the grabber when asked for or when there are several detents.
    @MainActor static func sheet(_ node: Node, _ options: SheetOptions, dim: Node, _ context: ResolveContext) -> [Node] {
        let device = context.environment.layoutEnvironment.device
        let radius = options.cornerRadius ?? 38
        if device.horizontalSizeClass == .regular, device.verticalSizeClass == .regular {
            return [dim, formSheet(node, options, radius: radius, context)]
        }
        let large = device.size.height - device.safeArea.top - 10
        // In a compact height (a phone on its side) a sheet is always large, as UIKit shows it.
        let height = device.verticalSizeClass == .compact ? large : options.height(large: large, bottomSafeArea: device.safeArea.bottom)
        let shape = ShapeKind.provided(
            PathProvider(name: "sheet \(radius)") { size in
                UnevenRoundedRectangle(topLeadingRadius: radius, topTrailingRadius: radius).path(
                    in: CGRect(x: 0, y: 0, width: size.width, height: size.height)
                ).commands
            })
        var card = sheetCard(node, options, shape: shape, context)
        if options.showsGrabber {
            let grabber = Node(
                .frame(FrameSpec(width: 36, height: 5)),
                children: [ShapeNodes.filled(.capsule, with: Color(UIColor.tertiaryLabel), in: context)])
            card = Node(.overlay(.top), children: [card, Node(.padding(.top, .points(5)), children: [grabber])])
        }
        card = Node(.frame(FrameSpec(height: height)), children: [card])
        let placed = onScreen(card, alignment: .bottom, edges: [.top, .bottom])
        return options.dimsBehind(at: height, large: large, bottomSafeArea: device.safeArea.bottom) ? [dim, placed] : [placed]
    }

    /// The sheet's content, centred in the card as SwiftUI centres a presented view, over the
    /// sheet's background and clipped to its shape (a form's grey reaches the rounded corners).
    @MainActor static func sheetCard(_ node: Node, _ options: SheetOptions, shape: ShapeKind, _ context: ResolveContext) -> Node {
        var context = context
        context.environment.isElevated = true
        let content = Node(.frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity)), children: [node])
        let fill = options.background ?? AnyShapeStyle(BackgroundStyle())
        let card = Node(.background(.center), children: [content, ShapeNodes.filled(shape, with: fill, in: context)])
        return Node(.clip(shape), children: [card])
    }

    /// A sheet on a regular width and height (an iPad's full or half screen): the form sheet,
    /// a 540 × 620 pt card in the middle (smaller where the screen is), rounded all round,
    /// without a grabber; detents do not apply there, as on iPadOS.
    @MainActor static func formSheet(_ node: Node, _ options: SheetOptions, radius: Double, _ context: ResolveContext) -> Node {
        let size = context.environment.layoutEnvironment.device.size
        let width = min(540, size.width - 40)
        let height = min(620, size.height - 80)
        let card = sheetCard(node, options, shape: .roundedRectangle(cornerRadius: .points(radius)), context)
        return onScreen(Node(.frame(FrameSpec(width: width, height: height)), children: [card]), alignment: .center, edges: .all)
    }

    /// `card` placed in the whole screen (the safe area's `edges` ignored), whatever its size:
    /// a frame that takes all it is offered, so the card's own height never moves the screen's edges.
    static func onScreen(_ card: Node, alignment: ScreenLayout.Alignment, edges: Edges) -> Node {
        let screen = FrameSpec(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: alignment)
        return Node(.ignoresSafeArea(edges), children: [Node(.frame(screen), children: [card])])
    }

    /// The screen with what is presented over it.
    @MainActor static func compose(
        _ screen: Node, _ presented: [(kind: PresentationKind, node: Node, sheet: SheetOptions)], _ context: ResolveContext
    ) -> Node {
        var layers = [screen]
        for (kind, node, options) in presented {
            let dim = Node(
                .ignoresSafeArea(.all), children: [ShapeNodes.filled(.rectangle, with: Color.black.opacity(kind == .cover ? 0 : 0.25), in: context)])
            switch kind {
            case .cover:
                let card = Node(
                    .background(.center),
                    children: [
                        Node(.frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)), children: [node]),
                        Node(.ignoresSafeArea(.all), children: [ShapeNodes.filled(.rectangle, with: BackgroundStyle(), in: context)]),
                    ])
                layers.append(card)
            case .sheet:
                layers += sheet(node, options, dim: dim, context)
            case .alert:
                let card = dialogCard(node, context)
                layers.append(dim)
                layers.append(Node(.frame(FrameSpec(width: 300)), children: [card]))
            case .dialog:
                let card = dialogCard(node, context)
                layers.append(dim)
                layers.append(
                    Node(
                        .frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)),
                        children: [Node(.padding([.leading, .trailing, .bottom], .points(8)), children: [card])]))
            }
        }
        return Node(.zstack(.center), children: layers)
    }
}
