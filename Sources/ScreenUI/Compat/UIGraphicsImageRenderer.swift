import Foundation

/// A Core Graphics drawing context, as `CGContext`, for the drawing code apps hand an image
/// renderer. The kit keeps no bitmaps: the calls are accepted and what they draw is not kept
/// (an image made this way is reported where it is drawn, as any picture made in code).
open class CGContext: @unchecked Sendable {
    public init() {}
    open func setFillColor(_ color: CGColor) {}
    open func setStrokeColor(_ color: CGColor) {}
    open func setLineWidth(_ width: CGFloat) {}
    open func setLineCap(_ cap: CGLineCap) {}
    open func setLineJoin(_ join: CGLineJoin) {}
    open func setLineDash(phase: CGFloat, lengths: [CGFloat]) {}
    open func setAlpha(_ alpha: CGFloat) {}
    open func setBlendMode(_ mode: CGBlendMode) {}
    open func setShadow(offset: CGSize, blur: CGFloat, color: CGColor? = nil) {}
    open func move(to point: CGPoint) {}
    open func addLine(to point: CGPoint) {}
    open func addLines(between points: [CGPoint]) {}
    open func addRect(_ rect: CGRect) {}
    open func addEllipse(in rect: CGRect) {}
    open func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {}
    open func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {}
    open func addQuadCurve(to end: CGPoint, control: CGPoint) {}
    open func addPath(_ path: CGPath) {}
    open func closePath() {}
    open func fill(_ rect: CGRect) {}
    open func fill(_ rects: [CGRect]) {}
    open func fillEllipse(in rect: CGRect) {}
    open func stroke(_ rect: CGRect) {}
    open func stroke(_ rect: CGRect, width: CGFloat) {}
    open func strokeEllipse(in rect: CGRect) {}
    open func strokeLineSegments(between points: [CGPoint]) {}
    open func fillPath(using rule: CGPathFillRule = .winding) {}
    open func strokePath() {}
    open func drawPath(using mode: CGPathDrawingMode) {}
    open func clip(using rule: CGPathFillRule = .winding) {}
    open func clip(to rect: CGRect) {}
    open func clear(_ rect: CGRect) {}
    open func saveGState() {}
    open func restoreGState() {}
    open func translateBy(x: CGFloat, y: CGFloat) {}
    open func scaleBy(x: CGFloat, y: CGFloat) {}
    open func rotate(by angle: CGFloat) {}
}

/// How a path is painted, as `CGPathDrawingMode`.
public enum CGPathDrawingMode: Int32, Sendable { case fill, eoFill, stroke, fillStroke, eoFillStroke }

/// How paint is composited, as `CGBlendMode`.
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion, hue
    case saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
    case destinationAtop, xor, plusDarker, plusLighter
}

/// An image renderer's settings, as `UIGraphicsImageRendererFormat`.
open class UIGraphicsImageRendererFormat: @unchecked Sendable {
    open var scale: CGFloat = 3
    open var opaque = false
    public init() {}
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What an image renderer's drawing closure receives, as `UIGraphicsImageRendererContext`.
open class UIGraphicsImageRendererContext: @unchecked Sendable {
    public let cgContext = CGContext()
    public let format: UIGraphicsImageRendererFormat
    init(format: UIGraphicsImageRendererFormat) { self.format = format }
    open var currentImage: UIImage { UIImage(source: .data) }
    open func fill(_ rect: CGRect) {}
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {}
    open func stroke(_ rect: CGRect) {}
    open func clip(to rect: CGRect) {}
}

/// Draws an image in code, as UIKit's `UIGraphicsImageRenderer`. The kit keeps no bitmaps:
/// the image it returns is one made in code, reported where a view draws it, and its PNG or
/// JPEG data is empty.
open class UIGraphicsImageRenderer: @unchecked Sendable {
    public let format: UIGraphicsImageRendererFormat
    public let bounds: CGRect
    public init(size: CGSize, format: UIGraphicsImageRendererFormat = .default()) {
        self.format = format
        bounds = CGRect(origin: .zero, size: size)
    }
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.format = format
        self.bounds = bounds
    }
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        actions(UIGraphicsImageRendererContext(format: format))
        return UIImage(source: .data)
    }
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        actions(UIGraphicsImageRendererContext(format: format))
        return Data()
    }
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        actions(UIGraphicsImageRendererContext(format: format))
        return Data()
    }
}
