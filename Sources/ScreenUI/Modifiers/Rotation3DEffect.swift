import Foundation
import ScreenLayout

nonisolated extension View {
    /// Turns the view about an axis in 3D, as SwiftUI's `rotation3DEffect`, drawn as its
    /// orthographic projection (Cairo draws no perspective): a card turned 180° about y is its
    /// mirror image, a quarter turn is edge-on, and a turn about z is a rotation. Where the
    /// perspective would show (a turn out of the screen's plane that is not a half turn, with a
    /// non-zero perspective), the still is reported as drawn without it.
    ///
    /// ```swift
    /// CardBack().rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
    /// ```
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1,
        fileID: String = #fileID, line: Int = #line
    ) -> some View {
        let linear = Rotation3D.projected(angle.radians, axis: (Double(axis.x), Double(axis.y), Double(axis.z)))
        let showsPerspective = Rotation3D.showsPerspective(angle.radians, axis: (Double(axis.x), Double(axis.y), Double(axis.z)))
        let flat = perspective != 0 && showsPerspective
        return wrapping { node, _ in
            guard let linear else { return node }
            return Node(.effect(.anchored(linear, anchor: Point(x: Double(anchor.x), y: Double(anchor.y)))), children: [node])
        }
        .unsupportedIf(flat, "rotation3DEffect(\(Int(angle.degrees.rounded()))°): drawn without perspective", fileID: fileID, line: line)
    }
}

/// A rotation in 3D projected onto the screen's plane.
enum Rotation3D {
    /// The 2×2 part of the rotation matrix (Core Animation's, screen coordinates: x right, y
    /// down, z towards the viewer), or nil for no rotation (a zero angle or axis).
    static func projected(_ radians: Double, axis: (Double, Double, Double)) -> AffineMatrix? {
        let length = (axis.0 * axis.0 + axis.1 * axis.1 + axis.2 * axis.2).squareRoot()
        guard length > 0, radians.remainder(dividingBy: 2 * .pi) != 0 else { return nil }
        let m = CATransform3DMakeRotation(CGFloat(radians), CGFloat(axis.0), CGFloat(axis.1), CGFloat(axis.2))
        // Its first two rows are where the x and y unit vectors go.
        return AffineMatrix(a: Double(m.m11), b: Double(m.m12), c: Double(m.m21), d: Double(m.m22), tx: 0, ty: 0)
    }

    /// Whether the turn leaves the screen's plane in a way a perspective would show: an axis
    /// with an x or y part, at an angle that is not a whole number of half turns.
    static func showsPerspective(_ radians: Double, axis: (Double, Double, Double)) -> Bool {
        let tilts = abs(axis.0) > 1e-9 || abs(axis.1) > 1e-9
        let halfTurns = radians / .pi
        return tilts && abs(halfTurns - halfTurns.rounded()) > 1e-9
    }
}
