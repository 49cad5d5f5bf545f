import ScreenLayout

/// Second Skin's spacing scale (`space.*` in DesignTokens/) as lengths screens write directly.
///
/// ```swift
/// VStack(spacing: .m) { … }.padding(.horizontal, .l)
/// ```
extension Length {
    public static let xxs = Length.spacing(.xxs)
    public static let xs = Length.spacing(.xs)
    public static let s = Length.spacing(.s)
    public static let m = Length.spacing(.m)
    public static let l = Length.spacing(.l)
    public static let xl = Length.spacing(.xl)
    public static let xxl = Length.spacing(.xxl)
    public static let xxxl = Length.spacing(.xxxl)
    public static let huge = Length.spacing(.huge)
}
