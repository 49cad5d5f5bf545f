import ScreenLayout

// What assistive technologies read and do, beyond the label, identifier and traits the
// semantics tree holds: rotors, actions, activation points, representations. None of it is
// drawn on iOS, so a still is unchanged; a heading level is a header in the semantics tree.
nonisolated extension View {
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> some View { self }
    public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> some View { self }
    /// A heading of a level: a header in the semantics tree, as `.isHeader`.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { accessibilityAddTraits(.isHeader) }
    public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> some View { self }
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> some View { self }
    public func accessibilityShowsLargeContentViewer() -> some View { self }
    public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View { self }
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View { self }
    public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []) -> some View { self }
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> some View { self }
    public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }
    public func accessibilityLabeledPair<ID: Hashable>(role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID) -> some View { self }
    public func accessibilityCustomContent(_ label: Text, _ value: Text, importance: AccessibilityCustomContentImportance = .default) -> some View {
        self
    }
    public func accessibilityCustomContent(
        _ labelKey: LocalizedStringKey, _ value: Text, importance: AccessibilityCustomContentImportance = .default
    ) -> some View { self }
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(
        _ labelKey: LocalizedStringKey, _ value: V, importance: AccessibilityCustomContentImportance = .default
    ) -> some View { self }
    public func accessibilityCustomContent(
        _ key: AccessibilityCustomContentKey, _ value: Text?, importance: AccessibilityCustomContentImportance = .default
    ) -> some View { self }
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(
        _ key: AccessibilityCustomContentKey, _ value: V, importance: AccessibilityCustomContentImportance = .default
    ) -> some View { self }
    /// What assistive technologies see instead of the view; the still draws the view.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View { self }
    public func accessibilityActions<V: View>(@ViewBuilder _ content: () -> V) -> some View { self }
    public func accessibilityAction<L: View>(action: @escaping () -> Void, @ViewBuilder label: () -> L) -> some View { self }
    public func accessibilityAction(_ nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View { self }
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View { self }
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { self }

    // Rotors: how VoiceOver jumps between entries.
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View { self }
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View { self }
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(
        _ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View { self }
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View { self }
    public func accessibilityRotor<EntryModel: Identifiable>(
        _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View { self }
    public func accessibilityRotor<EntryModel: Identifiable>(_ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>)
        -> some View
    { self }
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, EntryModel: Identifiable>(
        _ rotorLabel: L, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View { self }
    public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>
    ) -> some View { self }
    public func accessibilityRotor<EntryModel: Identifiable>(
        _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View { self }
    public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }
}

/// A heading's level (`accessibilityHeading(_:)`).
public enum AccessibilityHeadingLevel: UInt, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

/// A zoom asked for by an assistive technology.
public struct AccessibilityZoomGestureAction: Sendable {
    public enum Direction: Hashable, Sendable { case zoomIn, zoomOut }
    public let direction: Direction
    public let location: UnitPoint
    public let point: CGPoint
}

public struct AccessibilityDirectTouchOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1)
    public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 2)
}

public struct AccessibilityTextContentType: Hashable, Sendable {
    let name: String
    public static let plain = AccessibilityTextContentType(name: "plain")
    public static let console = AccessibilityTextContentType(name: "console")
    public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
    public static let messaging = AccessibilityTextContentType(name: "messaging")
    public static let narrative = AccessibilityTextContentType(name: "narrative")
    public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
    public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
    public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}

public enum AccessibilityLabeledPairRole: Hashable, Sendable { case label, content }

public struct AccessibilityCustomContentImportance: Hashable, Sendable {
    let high: Bool
    public static let `default` = AccessibilityCustomContentImportance(high: false)
    public static let high = AccessibilityCustomContentImportance(high: true)
}

public struct AccessibilityCustomContentKey: Hashable, Sendable {
    let label: String
    public init(_ label: Text, id: String) { self.label = label.plainText }
    public init(_ labelKey: LocalizedStringKey, id: String) { label = labelKey.resolved(table: nil) }
    public init(_ labelKey: LocalizedStringKey) { label = labelKey.resolved(table: nil) }
}

/// A rotor of the system's (headings, links…), as SwiftUI's `AccessibilitySystemRotor`.
public struct AccessibilitySystemRotor: Sendable {
    let name: String
    public static let links = AccessibilitySystemRotor(name: "links")
    public static func links(visited: Bool) -> AccessibilitySystemRotor { AccessibilitySystemRotor(name: "links") }
    public static let headings = AccessibilitySystemRotor(name: "headings")
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor { AccessibilitySystemRotor(name: "headings") }
    public static let boldText = AccessibilitySystemRotor(name: "boldText")
    public static let italicText = AccessibilitySystemRotor(name: "italicText")
    public static let underlineText = AccessibilitySystemRotor(name: "underlineText")
    public static let misspelledWords = AccessibilitySystemRotor(name: "misspelledWords")
    public static let images = AccessibilitySystemRotor(name: "images")
    public static let textFields = AccessibilitySystemRotor(name: "textFields")
    public static let tables = AccessibilitySystemRotor(name: "tables")
    public static let lists = AccessibilitySystemRotor(name: "lists")
    public static let landmarks = AccessibilitySystemRotor(name: "landmarks")
}

/// The entries of a rotor, as SwiftUI's `AccessibilityRotorContent`.
public protocol AccessibilityRotorContent {}

/// One entry of a rotor: a label, and the view it moves to.
public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent {
    public init(_ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
    public init(
        _ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}
    ) {}
    @_disfavoredOverload
    public init<L: StringProtocol>(
        _ label: L, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}
    ) {}
    public init(_ label: Text, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
    public init(_ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
}

extension AccessibilityRotorEntry where ID == Never {
    public init(_ label: Text, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {}
    public init(_ labelKey: LocalizedStringKey, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {}
}

/// Several rotor entries.
public struct TupleAccessibilityRotorContent: AccessibilityRotorContent {}

@resultBuilder
public enum AccessibilityRotorContentBuilder {
    public static func buildBlock() -> TupleAccessibilityRotorContent { TupleAccessibilityRotorContent() }
    public static func buildBlock<C: AccessibilityRotorContent>(_ content: C) -> C { content }
    public static func buildBlock<each C: AccessibilityRotorContent>(_ content: repeat each C) -> TupleAccessibilityRotorContent {
        TupleAccessibilityRotorContent()
    }
    public static func buildExpression<C: AccessibilityRotorContent>(_ content: C) -> C { content }
    public static func buildIf<C: AccessibilityRotorContent>(_ content: C?) -> TupleAccessibilityRotorContent { TupleAccessibilityRotorContent() }
    public static func buildEither<C: AccessibilityRotorContent>(first: C) -> TupleAccessibilityRotorContent { TupleAccessibilityRotorContent() }
    public static func buildEither<C: AccessibilityRotorContent>(second: C) -> TupleAccessibilityRotorContent { TupleAccessibilityRotorContent() }
}
