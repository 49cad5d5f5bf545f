/// A modifier whose values animate, as SwiftUI's `AnimatableModifier`: a still shows its body at
/// the values it is given, as any `ViewModifier`'s.
///
/// ```swift
/// struct SystemFontSize: AnimatableModifier {
///     var size: CGFloat
///     var animatableData: CGFloat { get { size } set { size = newValue } }
///     func body(content: Content) -> some View { content.font(.system(size: size)) }
/// }
/// ```
public protocol AnimatableModifier: Animatable, ViewModifier {}
