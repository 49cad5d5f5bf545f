import Foundation

/// The Metal shader functions an app ships, as SwiftUI's `ShaderLibrary`: `ShaderLibrary.wave`
/// or `ShaderLibrary.default.wave(.float(t))` names one. Linux has no Metal, so a view with a
/// shader effect is drawn without it and the effect is reported with its call site.
@dynamicMemberLookup
public struct ShaderLibrary: Equatable, Sendable {
    let name: String
    /// The app's default library (its `.metal` files).
    public static let `default` = ShaderLibrary(name: "default")
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary { ShaderLibrary(name: bundle.bundlePath) }
    public init(url: URL) { name = url.lastPathComponent }
    public init(data: Data) { name = "data" }
    init(name: String) { self.name = name }

    public subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: self, name: name) }
    public static subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: .default, name: name) }
}

/// A function of a shader library; called with its arguments it makes a ``Shader``.
@dynamicCallable
public struct ShaderFunction: Equatable, Sendable {
    public let library: ShaderLibrary
    public let name: String
    public init(library: ShaderLibrary, name: String) {
        self.library = library
        self.name = name
    }
    public func dynamicallyCall(withArguments arguments: [Shader.Argument]) -> Shader { Shader(function: self, arguments: arguments) }
}

/// A shader function with its arguments, as SwiftUI's `Shader`.
public struct Shader: Equatable, Sendable {
    public var function: ShaderFunction
    public var arguments: [Argument]
    public var dithersColor = false
    public init(function: ShaderFunction, arguments: [Argument]) {
        self.function = function
        self.arguments = arguments
    }

    /// A value handed to a shader function.
    public struct Argument: Equatable, Sendable {
        let description: String
        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(description: "float(\(Double(x)))") }
        public static func float2(_ x: some BinaryFloatingPoint, _ y: some BinaryFloatingPoint) -> Argument {
            Argument(description: "float2(\(Double(x)), \(Double(y)))")
        }
        public static func float2(_ point: CGPoint) -> Argument { float2(point.x, point.y) }
        public static func float2(_ size: CGSize) -> Argument { float2(size.width, size.height) }
        public static func float2(_ vector: CGVector) -> Argument { float2(vector.dx, vector.dy) }
        public static func float3(_ x: some BinaryFloatingPoint, _ y: some BinaryFloatingPoint, _ z: some BinaryFloatingPoint) -> Argument {
            Argument(description: "float3")
        }
        public static func float4(
            _ x: some BinaryFloatingPoint, _ y: some BinaryFloatingPoint, _ z: some BinaryFloatingPoint, _ w: some BinaryFloatingPoint
        ) -> Argument { Argument(description: "float4") }
        public static func floatArray(_ array: [Float]) -> Argument { Argument(description: "floatArray(\(array.count))") }
        public static func color(_ color: Color) -> Argument { Argument(description: "color") }
        public static func colorArray(_ array: [Color]) -> Argument { Argument(description: "colorArray(\(array.count))") }
        public static func image(_ image: Image) -> Argument { Argument(description: "image") }
        public static func data(_ data: Data) -> Argument { Argument(description: "data(\(data.count) bytes)") }
        public static var boundingRect: Argument { Argument(description: "boundingRect") }
    }
}

nonisolated extension View {
    /// A shader that recolours each pixel. Not drawn (no Metal here); reported when enabled.
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true, fileID: String = #fileID, line: Int = #line) -> some View {
        unsupported("the Metal shader \(shader.function.name) (colorEffect)", fileID: fileID, line: line, when: isEnabled)
    }
    /// A shader that moves pixels. Not drawn (no Metal here); reported when enabled.
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true, fileID: String = #fileID, line: Int = #line)
        -> some View
    {
        unsupported("the Metal shader \(shader.function.name) (distortionEffect)", fileID: fileID, line: line, when: isEnabled)
    }
    /// A shader that reads the whole layer. Not drawn (no Metal here); reported when enabled.
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true, fileID: String = #fileID, line: Int = #line)
        -> some View
    {
        unsupported("the Metal shader \(shader.function.name) (layerEffect)", fileID: fileID, line: line, when: isEnabled)
    }
}

extension EmptyVisualEffect {
    /// Shader effects inside a visual effect or scroll transition: reported, not drawn.
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> EmptyVisualEffect {
        with { if isEnabled { $0.unsupported.append("the Metal shader \(shader.function.name)") } }
    }
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> EmptyVisualEffect {
        with { if isEnabled { $0.unsupported.append("the Metal shader \(shader.function.name)") } }
    }
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> EmptyVisualEffect {
        with { if isEnabled { $0.unsupported.append("the Metal shader \(shader.function.name)") } }
    }
}

extension ShapeStyle where Self == Shader {
    /// A shader used as a fill: drawn as the foreground style here.
    public static func shader(_ shader: Shader) -> Shader { shader }
}

extension Shader: ShapeStyle {
    public func resolvePaint(in environment: EnvironmentValues, report: (String) -> Void) -> ShapePaint {
        report("the Metal shader \(function.name) as a fill: drawn in the foreground style")
        return ForegroundStyle().resolvePaint(in: environment, report: report)
    }
}
