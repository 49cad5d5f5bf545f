import ScreenLayout

/// The spacing steps these tests lay out with (the kit names none; apps name their own scale).
extension Length {
    static let m = Length.spacing(.m)
}
