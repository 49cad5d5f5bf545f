import ScreenLayout

/// Presentations drawn as iOS shows them while presented: a test presents one by building the
/// view with its binding true (`.constant(true)`, or state set before rendering), so "the delete
/// alert" is one more state of a screen. A sheet is a card over the dimmed screen, 10 pt below
/// the top safe area, rounded 38 pt at the top; a full-screen cover fills the screen; an alert is
/// a centred card over the dimmed screen, its actions below the title and message; a
/// confirmation dialog is a card of actions at the bottom with its cancel action apart; a
/// popover is drawn as a sheet (as on iPhone).
extension View {
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

    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
    public func presentationCornerRadius(_ radius: CGFloat?) -> some View { self }
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
}

public struct PresentationDetent: Hashable, Sendable {
    let name: String
    public static let medium = PresentationDetent(name: "medium"), large = PresentationDetent(name: "large")
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height \(height)") }
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction \(fraction)") }
}

public enum PopoverAttachmentAnchor: Sendable {
    case rect(Anchor)
    case point(UnitPoint)
    public enum Anchor: Sendable { case bounds }
}

/// One presentation waiting to be drawn over the whole screen.
enum PresentationKind { case sheet, cover, alert, dialog }

final class PresentationCollector {
    var presented: [(kind: PresentationKind, node: Node)] = []
}

struct Presenting<Content: View, Presented: View>: PrimitiveView {
    let content: Content
    let kind: PresentationKind
    let isPresented: Bool
    let presented: () -> Presented
    func resolve(in context: ResolveContext) -> [Node] {
        let nodes = content.nodes(in: context)
        if isPresented, let collector = context.environment.presentations {
            var inner = context
            inner.environment.navigationBar = nil
            inner.environment.isInList = false
            inner.environment.sectionCollector = nil
            collector.presented.append((kind, presented().node(in: inner)))
        }
        return nodes
    }
}

/// An alert's or a dialog's title, message and actions, as a card's column.
struct DialogContent<Message: View, Actions: View>: PrimitiveView {
    let title: Text?
    let message: Message
    let actions: Actions?
    func resolve(in context: ResolveContext) -> [Node] {
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

@MainActor
enum PresentationLayout {
    /// An alert's or a dialog's card: its column on the alert grey, rounded 34 pt.
    static func dialogCard(_ node: Node, _ context: ResolveContext) -> Node {
        let grey = Color(light: Color(white: 0.97), dark: Color(white: 0.17))
        return Node(.background(.center), children: [node, ShapeNodes.filled(.roundedRectangle(cornerRadius: .points(34)), with: grey, in: context)])
    }

    /// The screen with what is presented over it.
    static func compose(_ screen: Node, _ presented: [(kind: PresentationKind, node: Node)], _ context: ResolveContext) -> Node {
        var layers = [screen]
        for (kind, node) in presented {
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
                let shape = ShapeKind.provided(
                    PathProvider(name: "sheet") { size in
                        UnevenRoundedRectangle(topLeadingRadius: 38, topTrailingRadius: 38).path(
                            in: CGRect(x: 0, y: 0, width: size.width, height: size.height)
                        ).commands
                    })
                var card = Node(
                    .frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)),
                    children: [Node(.padding(.top, .points(16)), children: [node])])
                card = Node(.background(.center), children: [card, ShapeNodes.filled(shape, with: BackgroundStyle(), in: context)])
                layers.append(dim)
                layers.append(Node(.ignoresSafeArea(.bottom), children: [Node(.padding(.top, .points(10)), children: [card])]))
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
