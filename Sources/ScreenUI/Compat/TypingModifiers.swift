nonisolated extension View {
    /// Whether typing is autocorrected, as SwiftUI's iOS 13 `disableAutocorrection`: nothing is
    /// typed into a still, so the field draws as it is.
    ///
    /// ```swift
    /// TextField("Name", text: $name).disableAutocorrection(true)
    /// ```
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }

    /// The names Voice Control accepts for the view, as SwiftUI's `accessibilityInputLabels`;
    /// a still is never spoken to, so the view draws as it is.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View { self }
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { self }
}
