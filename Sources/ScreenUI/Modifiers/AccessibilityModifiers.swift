import ScreenLayout

nonisolated extension View {
    /// The label assistive technologies read; the semantics tree and the audits name the view by it.
    public func accessibilityLabel(_ label: Text) -> some View { accessibilityLabel(label.plainText) }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        let text = String(label)
        return wrapping { node, _ in Node(.semantics(Semantics(role: .none, label: text)), children: [node]) }
    }
    public func accessibilityLabel(_ key: LocalizedStringKey) -> some View { accessibilityLabel(key.resolved(table: nil)) }
    /// A stable identifier: snapshot diffs and audit findings name the view by it.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        wrapping { node, _ in Node(.semantics(Semantics(identifier: identifier)), children: [node]) }
    }
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }
    public func accessibilityHint(_ hint: Text) -> some View { self }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }
    public func accessibilityValue(_ value: Text) -> some View { self }
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        wrapping { node, _ in
            traits.contains(.isButton)
                ? Node(.semantics(Semantics(role: .button)), children: [node])
                : traits.contains(.isHeader) ? Node(.semantics(Semantics(role: .header)), children: [node]) : node
        }
    }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
    public func accessibilitySortPriority(_ priority: Double) -> some View { self }
    public func accessibilityAction(named name: String, _ handler: @escaping () -> Void) -> some View { self }
}

public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1)
    public static let isHeader = AccessibilityTraits(rawValue: 2)
    public static let isSelected = AccessibilityTraits(rawValue: 4)
    public static let isLink = AccessibilityTraits(rawValue: 8)
    public static let isImage = AccessibilityTraits(rawValue: 16)
    public static let isStaticText = AccessibilityTraits(rawValue: 32)
}

public struct AccessibilityChildBehavior: Hashable, Sendable {
    public static let ignore = AccessibilityChildBehavior(kind: 0)
    public static let combine = AccessibilityChildBehavior(kind: 1)
    public static let contain = AccessibilityChildBehavior(kind: 2)
    let kind: Int
}

nonisolated extension View {
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View { self }
}

public struct AccessibilityActionKind: Sendable {
    public static let `default` = AccessibilityActionKind(), escape = AccessibilityActionKind(), magicTap = AccessibilityActionKind()
    public static let delete = AccessibilityActionKind()
}
