nonisolated extension View {
    /// The iOS 13 title with a display mode, given as a `Text` or a string, as SwiftUI's
    /// `navigationBarTitle(_:displayMode:)`: the same title as `navigationTitle` in that mode.
    ///
    /// ```swift
    /// List { … }.navigationBarTitle(Text("Edit Row"), displayMode: .inline)
    /// ```
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }
}
