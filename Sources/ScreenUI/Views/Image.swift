import ScreenLayout
import Theme

/// An image, as SwiftUI's `Image`: an SF Symbol (drawn from the bundled icon font through
/// ``SFSymbols``), or a picture of the app's resources (``ImageAssets``).
///
/// ```swift
/// Image(systemName: "star.fill").foregroundStyle(.yellow)
/// Image("cover").resizable().scaledToFill().frame(height: 200).clipped()
/// ```
nonisolated public struct Image: PrimitiveView {
    enum Source {
        case symbol(String)
        case asset(String)
        /// A picture the kit cannot read, with what it is.
        case unreadable(String)
        /// A view rendered by an `ImageRenderer`.
        case view(AnyView, ProposedViewSize)
    }
    var source: Source
    var isResizable = false
    var scale: Scale = .medium
    let file: String
    let line: Int

    public init(systemName: String, fileID: String = #fileID, line: Int = #line) {
        source = .symbol(systemName)
        file = fileID
        self.line = line
    }
    public init(_ name: String, bundle: Bundle? = nil, fileID: String = #fileID, line: Int = #line) {
        source = .asset(name)
        file = fileID
        self.line = line
    }
    public init(decorative name: String, bundle: Bundle? = nil, fileID: String = #fileID, line: Int = #line) {
        self.init(name, bundle: bundle, fileID: fileID, line: line)
    }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    public enum ResizingMode: Hashable, Sendable { case tile, stretch }
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
    public enum Scale: Hashable, Sendable {
        case small, medium, large
        /// A symbol's side as a share of its font's line height.
        var factor: Double { self == .small ? 0.78 : self == .large ? 1.29 : 1 }
    }

    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        let nodes = drawn(in: context)
        guard context.environment.hot.isRedacted else { return nodes }
        // Redacted (`.redacted(reason: .placeholder)`): the image's place, filled as a placeholder.
        let placeholder = ShapeNodes.filled(
            .roundedRectangle(cornerRadius: .points(4)), with: HierarchicalShapeStyle.primary.opacity(0.2), in: context)
        return nodes.map { Node(.background(.center), children: [Node(.opacity(0), children: [$0]), placeholder]) }
    }

    @MainActor private func drawn(in context: ResolveContext) -> [Node] {
        let environment = context.environment
        switch source {
        case .symbol(let plainName):
            let name = SFSymbols.variant(of: plainName, environment)
            let font = (environment.font ?? .body).spec(environment, weight: environment.fontWeight)
            var problems: [String] = []
            let color = ShapeNodes.color(of: environment.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary), environment) {
                problems.append($0)
            }
            let side = (font.lineHeight * environment.imageScale.factor).rounded()
            guard let glyph = SFSymbols.glyph(for: name) else {
                // Drawn as a visible question mark box and reported: never an empty space.
                let missing = GlyphContent(glyph: "help_outline", size: side, color: color, name: name)
                let node = Node(.glyph(missing))
                return [
                    Node(
                        .unsupported(
                            UnsupportedFeature(
                                feature: "Image(systemName: \"\(name)\"): no glyph for this SF Symbol",
                                fix: "use a symbol of SFSymbols.names or add one with SFSymbols.register", file: file, line: line)), children: [node])
                ]
            }
            let content = GlyphContent(glyph: glyph, size: side, color: color, name: name, resizable: isResizable)
            var node = Node(.glyph(content))
            // A resizable symbol fills the square it is offered, as in SwiftUI.
            if isResizable { node = Node(.aspectRatio(1, .fit), children: [node]) }
            return [context.wrap(Node(.semantics(Semantics(role: .image, label: name)), children: [node]), problems: problems)]
        case .view(let view, let proposed):
            return Image.renderedView(view, proposed: proposed, resizable: isResizable, context)
        case .unreadable(let what):
            return [
                Image.missing(feature: what, fix: "load the picture with UIImage(named:) from a folder given to ImageAssets.register", file, line)
            ]
        case .asset(let name):
            guard let path = ImageAssets.path(for: name) else {
                var content = ShapeContent(shape: .rectangle)
                content.fillRGBA = RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.3)
                return [
                    Node(
                        .unsupported(
                            UnsupportedFeature(
                                feature: "Image(\"\(name)\"): no such image in the registered resource folders",
                                fix: "add \(name).png (or .jpg, or \(name).imageset) to a folder given to ImageAssets.register", file: file,
                                line: line)),
                        children: [Node(.frame(FrameSpec(width: 100, height: 100)), children: [Node(.shape(content))])])
                ]
            }
            return [Node(.image(ImageContent(source: .file(path), resizable: isResizable, contentMode: environment.imageContentMode)))]
        }
    }
}

extension Image {
    /// A grey box (100 pt unless `frame` says otherwise) marked with what could not be drawn:
    /// never an empty space.
    static func missing(
        feature: String, fix: String, _ file: String, _ line: Int, frame: FrameSpec = FrameSpec(width: 100, height: 100)
    ) -> Node {
        var content = ShapeContent(shape: .rectangle)
        content.fillRGBA = RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.3)
        return Node(
            .unsupported(UnsupportedFeature(feature: feature, fix: fix, file: file, line: line)),
            children: [Node(.frame(frame), children: [Node(.shape(content))])])
    }
}

public enum SymbolRenderingMode: Hashable, Sendable { case monochrome, multicolor, hierarchical, palette }

extension EnvironmentValues {
    public var imageScale: Image.Scale {
        get { hot.imageScale }
        set { hot.imageScale = newValue }
    }
    var imageContentMode: ContentMode {
        get { hot.imageContentMode }
        set { hot.imageContentMode = newValue }
    }
}

/// The folders `Image("name")` looks in: `name.png`, `name.jpg`, `name.jpeg`, or the first
/// picture of `name.imageset/` (an asset catalog's layout).
///
/// ```swift
/// ImageAssets.register(folder: URL(fileURLWithPath: "Resources/Assets.xcassets"))
/// ```
public enum ImageAssets {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var folders: [URL] = []

    public static func register(folder: URL) {
        lock.lock()
        if !folders.contains(folder) { folders.append(folder) }
        lock.unlock()
    }

    static func path(for name: String) -> String? {
        lock.lock()
        let search = folders
        lock.unlock()
        let fm = FileManager.default
        for folder in search {
            for ext in ["png", "jpg", "jpeg", "PNG", "JPG"] {
                let file = folder.appendingPathComponent("\(name).\(ext)").path
                if fm.fileExists(atPath: file) { return file }
            }
            let set = folder.appendingPathComponent("\(name).imageset")
            if let files = try? fm.contentsOfDirectory(atPath: set.path) {
                let pictures = files.filter { $0.lowercased().hasSuffix(".png") || $0.lowercased().hasSuffix(".jpg") }.sorted()
                if let best = pictures.first(where: { $0.contains("@2x") }) ?? pictures.first { return set.appendingPathComponent(best).path }
            }
        }
        return nil
    }
}
