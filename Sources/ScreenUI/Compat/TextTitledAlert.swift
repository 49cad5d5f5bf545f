nonisolated extension View {
    /// An alert titled by a `Text` and with actions only, as SwiftUI's `alert(_:isPresented:actions:)`:
    /// drawn as iOS shows it while `isPresented` is true.
    ///
    /// ```swift
    /// .alert(Text("Create user: \(name)"), isPresented: $showAlert) { Button("OK") {} }
    /// ```
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
    }
}
