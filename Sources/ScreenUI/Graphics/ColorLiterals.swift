/// Xcode's colour literals, `#colorLiteral(red:green:blue:alpha:)` (sRGB components): a
/// `UIColor` where nothing asks for another type, as with `import UIKit` on iOS, else a
/// `Color` or `UIColor` as the context wants.
///
/// ```swift
/// Color(#colorLiteral(red: 0.24, green: 0.67, blue: 0.97, alpha: 1))
/// Circle().fill(Color(#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)))
/// ```
public typealias _ColorLiteralType = UIColor

// UIColor's literal initializer is required, so it is in the class (UIKitColors.swift).

extension Color: _ExpressibleByColorLiteral {
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}
