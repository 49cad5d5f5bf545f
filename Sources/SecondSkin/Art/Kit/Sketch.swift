import ScreenLayout
import Theme

/// Collects the layers of one photo, back to front, each a full-frame shape, and turns them
/// into a `Node`. Line widths are in design units (a photo is 100 wide).
///
/// ```swift
/// var sketch = Sketch(seed: 7)
/// sketch.fill(heart, .artRed, outline: 1.6)
/// let node = sketch.node
/// ```
struct Sketch {
    private(set) var layers: [Node] = []
    var random: ArtRandom
    /// Where the motif being drawn sits: local coordinates → design space.
    var transform: Affine = .identity

    /// Points per design unit at ``SamplePhotos/size``.
    static let pointsPerUnit = SamplePhotos.size.width / Art.width

    init(seed: UInt64) { random = ArtRandom(seed: seed) }

    /// A pen in the motif's local coordinates.
    func pen() -> Pen { Pen(transform) }

    /// A motif-local point in design space (for gradients).
    func place(_ p: Vec) -> Vec { transform.apply(p) }

    /// A motif-local length in design units.
    func size(_ length: Double) -> Double { length * transform.scale }

    /// A pen in design space, ignoring the motif's transform.
    func canvasPen() -> Pen { Pen() }

    mutating func fill(_ pen: Pen, _ color: ColorName, opacity: Double = 1, outline width: Double? = nil, outlineColor: ColorName = .artInk) {
        if opacity < 1 {
            layers.append(
                shape(
                    pen,
                    gradient: Gradient(
                        kind: .linear(start: .zero, end: Point(x: 0, y: 1)),
                        stops: [.init(color, opacity: opacity, at: 0), .init(color, opacity: opacity, at: 1)])))
        } else {
            layers.append(Node(.shape(ShapeContent(shape: .path(pen.data), fill: color))))
        }
        if let width { stroke(pen, outlineColor, width: width) }
    }

    mutating func stroke(_ pen: Pen, _ color: ColorName = .artInk, width: Double) {
        let points = width * transform.scale * Self.pointsPerUnit
        layers.append(Node(.shape(ShapeContent(shape: .path(pen.data), stroke: color, lineWidth: points))))
    }

    /// Fills with a gradient whose geometry is in design space.
    mutating func fill(_ pen: Pen, _ gradient: Gradient) { layers.append(shape(pen, gradient: gradient)) }

    /// A linear gradient between two design-space points.
    static func linear(_ from: Vec, _ to: Vec, _ stops: [Gradient.Stop]) -> Gradient {
        Gradient(kind: .linear(start: unit(from), end: unit(to)), stops: stops)
    }

    /// A radial gradient around a design-space point, `radius` in design units.
    static func radial(_ center: Vec, _ radius: Double, _ stops: [Gradient.Stop]) -> Gradient {
        Gradient(kind: .radial(center: unit(center), radius: radius / Art.height), stops: stops)
    }

    /// Layers drawn by `body`, clipped to `pen`'s shape.
    mutating func clipped(to pen: Pen, _ body: (inout Sketch) -> Void) {
        var inner = Sketch(sharing: self)
        body(&inner)
        random = inner.random
        layers.append(ZStack { inner.layers }.clipShape(.path(pen.data)))
    }

    /// Layers drawn by `body`, composited at `opacity`.
    mutating func group(opacity: Double, _ body: (inout Sketch) -> Void) {
        var inner = Sketch(sharing: self)
        body(&inner)
        random = inner.random
        layers.append(ZStack { inner.layers }.opacity(opacity))
    }

    /// Draws `body` with the motif transform changed by `change` (e.g. mirrored for the other half).
    mutating func with(_ change: Affine, _ body: (inout Sketch) -> Void) {
        let saved = transform
        transform = transform.concatenating(change)
        body(&self)
        transform = saved
    }

    var node: Node { ZStack { layers } }

    private init(sharing other: Sketch) {
        random = other.random
        transform = other.transform
    }

    private func shape(_ pen: Pen, gradient: Gradient) -> Node {
        Node(.shape(ShapeContent(shape: .path(pen.data), gradient: gradient)))
    }

    private static func unit(_ p: Vec) -> Point { Point(x: p.x / Art.width, y: p.y / Art.height) }
}
