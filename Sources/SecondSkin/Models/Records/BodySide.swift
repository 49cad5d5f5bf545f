import LiveSQLite

/// Which body map a region's dot is drawn on.
///
/// ```swift
/// model.dots(on: .back)
/// ```
public enum BodySide: String, CaseIterable, Hashable, Sendable, SQLConvertible {
    case front, back

    public var title: String { self == .front ? "Front" : "Back" }
}
