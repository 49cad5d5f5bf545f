import ScreenLayout

/// The spacing steps these tests lay out with (the kit names none; apps name their own scale).
extension Length {
    static let l = Length.spacing(.l)
    static let m = Length.spacing(.m)
    static let s = Length.spacing(.s)
    static let xs = Length.spacing(.xs)
    static let xxl = Length.spacing(.xxl)
}
