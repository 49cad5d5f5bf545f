import ScreenLayout
import Theme

/// Progress as a thin capsule: a continuous share of a track, or one segment per step (today's
/// aftercare check-ins). Decorative: the text beside it says the same.
///
/// ```swift
/// ProgressBar.view(fraction: 9.0 / 28, tint: .label)
/// ProgressBar.segments(done: 3, total: 6, tint: .success)
/// ```
enum ProgressBar {
    /// A capsule track with its leading `fraction` (0…1) filled in `tint`.
    static func view(fraction: Double, tint: ColorName, height: Double = 8) -> Node {
        let share = min(max(fraction, 0), 1)
        var path = PathData()
        path.move(0, 0)
        path.line(share, 0)
        path.line(share, 1)
        path.line(0, 1)
        path.close()
        return ZStack {
            Capsule().fill(.fill)
            if share > 0 { Node(.shape(ShapeContent(shape: .path(path), fill: tint))) }
        }
        .frame(height: height)
        .clipShape(.capsule)
    }

    /// `total` equal capsules, the first `done` filled in `tint`.
    static func segments(done: Int, total: Int, tint: ColorName, height: Double = 8) -> Node {
        HStack(spacing: .xs) {
            for index in 0..<max(total, 1) {
                Capsule().fill(index < done ? tint : .fill)
            }
        }
        .frame(height: height)
    }
}
