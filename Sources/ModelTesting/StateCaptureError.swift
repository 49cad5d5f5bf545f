/// Why a model's state cannot be captured, with what to do.
///
/// ```swift
/// do { _ = try StateCapture.capture(model) } catch { print(error) }
/// // EditorModel.onDone holds a closure (`() -> ()`), which cannot be compared…
/// ```
public enum StateCaptureError: Error, Equatable, CustomStringConvertible {
    /// The model is not an `@Observable` class.
    case notObservable(type: String)
    /// A property of the state holds something that has no comparable value.
    case notInspectable(model: String, property: String, type: String, reason: String)

    public var description: String {
        switch self {
        case .notObservable(let type):
            return "\(type) is not an @Observable class: a model store captures the state a view can observe. "
                + "Mark the class @Observable (and @MainActor), or test the value with a text snapshot instead."
        case .notInspectable(let model, let property, let type, let reason):
            return "\(model).\(property) holds \(reason) (`\(type)`), which cannot be captured or compared as state. "
                + "Mark it @ObservationIgnored if a view does not show it, or keep a value (an enum, a struct, an id) there instead."
        }
    }
}
