/// The iOS 13 accessibility modifiers, as SwiftUI's deprecated `accessibility(label:)` family,
/// still common in tutorial code: each does what its `accessibility…` successor does here.
///
/// ```swift
/// Image(systemName: "person.crop.circle").accessibility(label: Text("User Profile"))
/// ```
nonisolated extension View {
    public func accessibility(label: Text) -> some View { accessibilityLabel(label) }
    public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }
    public func accessibility(value: Text) -> some View { accessibilityValue(value) }
    public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }
    public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { accessibilityRemoveTraits(traits) }
    public func accessibility(sortPriority: Double) -> some View { accessibilitySortPriority(sortPriority) }
    public func accessibility(activationPoint: UnitPoint) -> some View { accessibilityActivationPoint(activationPoint) }
    public func accessibility(activationPoint: CGPoint) -> some View { accessibilityActivationPoint(activationPoint) }
    public func accessibility(inputLabels: [Text]) -> some View { accessibilityInputLabels(inputLabels) }
    public func accessibility(selectionIdentifier: AnyHashable) -> some View { self }

    /// The action VoiceOver's swipe up and down perform on an adjustable element; a still is
    /// never adjusted, so the view draws as it is.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View { self }
}

/// The direction of a VoiceOver adjustment, as SwiftUI's `AccessibilityAdjustmentDirection`.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    case increment, decrement
}
