import ScreenLayout

/// The body-map figure, front or back (the same outline), in the unit coordinates that
/// `body_regions.map_x` / `map_y` and ``BodyMapDot`` use. Lay it out at ``aspectRatio``
/// (width / height) so dots land on the body.
///
/// ```swift
/// ZStack(alignment: .topLeading) {
///     Node(.shape(ShapeContent(shape: .path(BodySilhouette.path), fill: .fill)))
///     for dot in model.dots(on: .front) { Circle().fill(.accent).frame(width: 12, height: 12).offset(x: dot.x * w - 6, y: dot.y * h - 6) }
/// }
/// .frame(width: w, height: w / BodySilhouette.aspectRatio)
/// ```
public enum BodySilhouette {
    /// Width over height of the figure's frame.
    public static let aspectRatio = 0.45

    /// One closed outline: head, neck, shoulders, arms hanging slightly away from the body,
    /// hands, torso, hips and legs.
    public static let path: PathData = {
        // The right half of the figure (x ≥ 0.5), top to bottom, in unit coordinates.
        let right: [(Double, Double)] = [
            (0.5, 0.0), (0.555, 0.008), (0.585, 0.04), (0.585, 0.075), (0.565, 0.1), (0.56, 0.125), (0.6, 0.14), (0.72, 0.155),
            (0.79, 0.18), (0.82, 0.24), (0.85, 0.31), (0.88, 0.37), (0.91, 0.43), (0.93, 0.47), (0.915, 0.5), (0.87, 0.48),
            (0.835, 0.42), (0.8, 0.36), (0.765, 0.3), (0.735, 0.25), (0.72, 0.33), (0.7, 0.4), (0.7, 0.46), (0.675, 0.52),
            (0.66, 0.62), (0.655, 0.72), (0.645, 0.82), (0.63, 0.92), (0.665, 0.965), (0.64, 0.985), (0.555, 0.98), (0.545, 0.92),
            (0.54, 0.82), (0.53, 0.7), (0.52, 0.6), (0.5, 0.52),
        ]
        let left = right.dropFirst().dropLast().reversed().map { (1 - $0.0, $0.1) }
        let points = (right + left).map { Vec($0.0 * Art.width, $0.1 * Art.height) }
        var pen = Pen()
        pen.smooth(points, tension: 0.9)
        return pen.data
    }()
}
