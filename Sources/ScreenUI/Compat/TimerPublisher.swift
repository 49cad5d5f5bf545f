// `onReceive`, for the Combine publishers views tick with (`Timer.publish(every:on:in:)`,
// subjects, `@Published`), which the kit's `Combine` module provides. A still shows the view
// before any value arrives: `onReceive` never calls its action.
import Combine

nonisolated extension View {
    /// Not called: a still receives no value after it is drawn.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View { self }
}
