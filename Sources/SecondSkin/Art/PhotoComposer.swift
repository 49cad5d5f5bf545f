import ScreenLayout

/// Puts a photo together: the backdrop, the motif in ink, and the marks of healing.
enum PhotoComposer {
    static func compose(_ photo: SamplePhoto) -> Node {
        ZStack {
            Rectangle().fill(.artPaper)
        }
    }
}
