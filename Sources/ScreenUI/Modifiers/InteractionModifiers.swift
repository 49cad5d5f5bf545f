import ScreenLayout

// What a user does to a view (taps, drags, appearing, changes over time) leaves a still as it
// is: these modifiers compile and draw nothing, as SwiftUI at rest draws nothing for them.
nonisolated extension View {
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
    /// The iOS 17 form, told where the tap landed.
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (CGPoint) -> Void)
        -> some View
    { self }
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void) -> some View {
        self
    }
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View { self }
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void
    ) -> some View { self }
    public func gesture<G>(_ gesture: G) -> some View { self }
    public func gesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View { self }
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask) -> some View { self }
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask) -> some View { self }
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask) -> some View { self }
    public func simultaneousGesture<G>(_ gesture: G) -> some View { self }
    public func highPriorityGesture<G>(_ gesture: G) -> some View { self }
    /// Not run: a snapshot shows the state a test built, before any appearance callback.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
    /// Not run: asynchronous work does not reach a still.
    /// The action keeps the isolation of where it is written (a view's body: the main actor),
    /// as SwiftUI's (`@_inheritActorContext`): `.task { Task { state = … } }` compiles.
    public func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void)
        -> some View
    { self }
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View { self }
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { self }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View { self }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { self }
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
    public func animation(_ animation: Animation?) -> some View { self }
    public func transition(_ t: AnyTransition) -> some View { self }
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
    /// The shape for hit testing, a drag or a context menu's preview: nothing a still draws.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View { self }
    /// The view as `body` makes it of the content (`PlaceholderContentView`), as the iOS 17
    /// `animation(_:body:)`: a still shows the end of the animation, which is the body.
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView<Self>(content: self))
    }
    /// How changes inside are animated: a still shows where they end.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View { self }
    public func id<ID: Hashable>(_ id: ID) -> some View { self }
    /// The value this view stands for in a picker.
    public func tag<V: Hashable>(_ tag: V) -> some View { TaggedView(content: self, tag: tag) }
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }
    /// Draws the view above (or below) its siblings in any stack, without moving it.
    public func zIndex(_ value: Double) -> some View {
        wrapping { node, _ in Node(.layoutValue(LayoutValueBox(key: zIndexLayoutKey, value: value)), children: [node]) }
    }
    public func refreshable(@_inheritActorContext action: @escaping @isolated(any) @Sendable () async -> Void) -> some View { self }
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View { self }
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
    public func focused<V: Hashable>(_ binding: FocusState<V?>.Binding, equals value: V) -> some View { self }
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }
    public func submitLabel(_ label: SubmitLabel) -> some View { self }
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    public func textContentType(_ type: UITextContentType?) -> some View { self }
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool) -> some View { self }
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?) -> some View { self }
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?) -> some View { self }
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
    /// A still shows no scroll indicators, as iOS at rest.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }
    public func scrollDisabled(_ disabled: Bool) -> some View { self }
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
    public func help(_ text: String) -> some View { self }
    public func drawingGroup(opaque: Bool = false) -> some View { self }
    public func symbolEffect(_ effect: SymbolEffect, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View { self }
    public func symbolEffect<V: Equatable>(_ effect: SymbolEffect, options: SymbolEffectOptions = .default, value: V) -> some View { self }
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
    /// Controls inside draw without their labels (the labels stay their accessibility names).
    public func labelsHidden() -> some View { changingEnvironment { $0.labelsHidden = true } }
    /// What a search suggestion fills in when chosen; a still chooses none.
    public func searchCompletion(_ completion: String) -> some View { self }
}

public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}
public struct SubmitLabel: Sendable {
    public static let done = SubmitLabel(), go = SubmitLabel(), send = SubmitLabel(), join = SubmitLabel(), route = SubmitLabel()
    public static let search = SubmitLabel(), `return` = SubmitLabel(), next = SubmitLabel(), `continue` = SubmitLabel()
}
public struct TextInputAutocapitalization: Sendable {
    public static let never = TextInputAutocapitalization(), words = TextInputAutocapitalization()
    public static let sentences = TextInputAutocapitalization(), characters = TextInputAutocapitalization()
}
public struct AnyTransition: Sendable {
    public static let identity = AnyTransition(), opacity = AnyTransition(), scale = AnyTransition(), slide = AnyTransition()
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public static let blurReplace = AnyTransition()
    public static func blurReplace(_ config: BlurReplaceConfiguration = .downUp) -> AnyTransition { AnyTransition() }
    public static let symbolEffect = AnyTransition()
    public struct BlurReplaceConfiguration: Sendable {
        public static let downUp = BlurReplaceConfiguration(), upUp = BlurReplaceConfiguration()
    }
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { AnyTransition() }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public let character: Character
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }
    public init(_ character: Character) { self.character = character }
    public static let `return` = KeyEquivalent("\r"), escape = KeyEquivalent("\u{1B}"), space = KeyEquivalent(" ")
    public static let tab = KeyEquivalent("\t"), delete = KeyEquivalent("\u{7F}"), deleteForward = KeyEquivalent("\u{F728}")
    public static let upArrow = KeyEquivalent("\u{F700}"), downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}"), rightArrow = KeyEquivalent("\u{F703}")
    public static let home = KeyEquivalent("\u{F729}"), end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}"), pageDown = KeyEquivalent("\u{F72D}"), clear = KeyEquivalent("\u{F739}")
}
public struct EventModifiers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let command = EventModifiers(rawValue: 1), shift = EventModifiers(rawValue: 2)
    public static let option = EventModifiers(rawValue: 4), control = EventModifiers(rawValue: 8)
}
public struct SensoryFeedback: Sendable {
    public static let success = SensoryFeedback(), warning = SensoryFeedback(), error = SensoryFeedback(), selection = SensoryFeedback()
    public static let increase = SensoryFeedback(), decrease = SensoryFeedback(), impact = SensoryFeedback()
    public static let start = SensoryFeedback(), stop = SensoryFeedback(), alignment = SensoryFeedback(), levelChange = SensoryFeedback()
    public static let pathComplete = SensoryFeedback()
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback() }
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback() }
    public struct Weight: Hashable, Sendable {
        let name: String
        public static let light = Weight(name: "light"), medium = Weight(name: "medium"), heavy = Weight(name: "heavy")
    }
    public struct Flexibility: Hashable, Sendable {
        let name: String
        public static let rigid = Flexibility(name: "rigid"), solid = Flexibility(name: "solid"), soft = Flexibility(name: "soft")
    }
}
public enum ScrollDismissesKeyboardMode: Sendable { case automatic, immediately, interactively, never }
public enum Visibility: Hashable, Sendable { case automatic, visible, hidden }
/// How a symbol effect plays, as SwiftUI's `SymbolEffectOptions`; a still shows the symbol at rest.
public struct SymbolEffectOptions: Sendable {
    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions(), nonRepeating = SymbolEffectOptions()
    public static func `repeat`(_ count: Int?) -> SymbolEffectOptions { SymbolEffectOptions() }
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { SymbolEffectOptions() }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
    public var repeating: SymbolEffectOptions { self }
    public var nonRepeating: SymbolEffectOptions { self }
    public func `repeat`(_ count: Int?) -> SymbolEffectOptions { self }
    public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { self }
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }

    /// How often an effect repeats.
    public struct RepeatBehavior: Sendable {
        public static let continuous = RepeatBehavior()
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior { RepeatBehavior() }
        public static func periodic(delay: Double? = nil) -> RepeatBehavior { RepeatBehavior() }
    }
}
public struct ContentTransition: Sendable {
    public static let identity = ContentTransition(), opacity = ContentTransition(), interpolate = ContentTransition()
    public static let numericText = ContentTransition()
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition() }
    public static let symbolEffect = ContentTransition()
    public static func symbolEffect(_ effect: SymbolEffect, options: SymbolEffectOptions = .default) -> ContentTransition { ContentTransition() }
}

/// Which gestures of a view and its subviews are enabled (`GestureMask`).
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

/// The kinds of a content shape (`contentShape(_:_:)`).
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = ContentShapeKinds(rawValue: 1)
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    public static let focusEffect = ContentShapeKinds(rawValue: 16)
    public static let accessibility = ContentShapeKinds(rawValue: 32)
}

/// Scroll indicator visibility (`scrollIndicators`).
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    public static let never = ScrollIndicatorVisibility(name: "never")
}

private struct LabelsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// `labelsHidden()`: controls draw without their labels.
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }

    /// A control's row: its label, a spacer and the control; the control alone when labels are
    /// hidden (`labelsHidden()`).
    func controlRow(label: [Node], control: [Node]) -> [Node] {
        labelsHidden ? control : label + [Node(.spacer(minLength: nil))] + control
    }
}
