/// Stepper initializers with SwiftUI's argument order (the label last) and the editing callback;
/// a still is never being edited, so the callback never runs.
///
/// ```swift
/// Stepper(onIncrement: { count += 1 }, onDecrement: { count -= 1 }) { Text("Limit: \(count)") }
/// ```
extension Stepper {
    public init(
        onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement)
    }
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void,
        @ViewBuilder label: () -> Label
    ) {
        self.init(value: value, in: bounds, step: step, label: label)
    }
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void, @ViewBuilder label: () -> Label
    ) {
        self.init(value: value, step: step, label: label)
    }
}
