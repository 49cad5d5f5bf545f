import Foundation

/// A piece's dot on the front or back body map, in unit coordinates of ``BodySilhouette``.
/// Pieces sharing a region are spread side by side around the region's point.
///
/// ```swift
/// for dot in model.dots(on: .front) { Circle().frame(width: 12, height: 12).offset(x: dot.x * w - 6, y: dot.y * h - 6) }
/// ```
public struct BodyMapDot: Equatable, Identifiable, Sendable {
    /// The piece's ID.
    public var id: UUID
    public var title: String
    public var status: PieceStatus
    public var side: BodySide
    public var x: Double
    public var y: Double
}
