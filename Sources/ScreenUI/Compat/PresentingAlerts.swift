nonisolated extension View {
    /// An alert about a value, with a message made from it, as SwiftUI's
    /// `alert(_:isPresented:presenting:actions:message:)`: drawn while `isPresented` is true and
    /// the value is there.
    ///
    /// ```swift
    /// .alert("Delete?", isPresented: $asking, presenting: item) { item in
    ///     Button("Delete", role: .destructive) {}
    /// } message: { item in Text("\(item.name) will be removed.") }
    /// ```
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        alertPresenting(Text(titleKey), isPresented.wrappedValue, data, actions, message)
    }
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        alertPresenting(Text(title), isPresented.wrappedValue, data, actions, message)
    }
    public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        alertPresenting(title, isPresented.wrappedValue, data, actions, message)
    }

    private func alertPresenting<A: View, M: View, T>(
        _ title: Text, _ isPresented: Bool, _ data: T?, _ actions: (T) -> A, _ message: (T) -> M
    ) -> some View {
        let actionViews = data.map(actions)
        let messageView = data.map(message)
        return Presenting(content: self, kind: .alert, isPresented: isPresented && data != nil) {
            DialogContent(title: title, message: messageView, actions: actionViews)
        }
    }
}
