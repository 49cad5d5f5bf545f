import Combine
import ScreenLayout

/// Renders a view into an image, as SwiftUI's `ImageRenderer`: `renderer.uiImage` is a picture
/// of the content that `Image(uiImage:)` draws in a snapshot as the content itself, at its own
/// size, in the default (light) environment of the snapshot's device — as iOS renders it,
/// outside the hierarchy it is shown in.
///
/// ```swift
/// let renderer = ImageRenderer(content: BadgeView(count: 3))
/// renderer.scale = displayScale
/// if let image = renderer.uiImage { Image(uiImage: image) }
/// ```
///
/// `cgImage` is nil (there is no bitmap of a view before the snapshot is drawn) and
/// `render(rasterizationScale:renderer:)` hands its closure a zero size: pixels come from the
/// snapshot renderer, not from the view file.
@MainActor
public final class ImageRenderer<Content: View>: ObservableObject {
    public var content: Content
    /// The image's pixels per point.
    public var scale: CGFloat = 1
    public var proposedSize: ProposedViewSize = .unspecified
    public var isOpaque = false
    public var colorMode: ColorRenderingMode = .nonLinear
    public var isObservationEnabled = true

    public init(content view: Content) { content = view }

    /// The content as a picture.
    public var uiImage: UIImage? { UIImage(source: .view(AnyView(content), proposedSize)) }
    /// No bitmap of a view exists before the snapshot is drawn.
    public var cgImage: CGImage? { nil }
    /// Hands `renderer` the size and a drawing function, as iOS does for PDF output: the size
    /// is zero and the function draws nothing here.
    public func render(rasterizationScale: CGFloat = 1, renderer: (CGSize, (inout GraphicsContext) -> Void) -> Void) {
        renderer(.zero) { _ in }
    }
}

extension Image {
    /// The nodes of a rendered view, laid out at its ideal size in the default environment of
    /// the device it is shown on.
    @MainActor static func renderedView(_ view: AnyView, proposed: ProposedViewSize, resizable: Bool, _ context: ResolveContext) -> [Node] {
        var layout = context.environment.layoutEnvironment
        layout.colorScheme = .light
        let inner = ResolveContext(environment: EnvironmentValues(layout: layout))
        var node = view.node(in: inner)
        if proposed.width != nil || proposed.height != nil {
            node = Node(.frame(FrameSpec(width: proposed.width.map(Double.init), height: proposed.height.map(Double.init))), children: [node])
        }
        node = Node(.fixedSize(horizontal: true, vertical: true), children: [node])
        guard resizable else { return [node] }
        return [context.wrap(node, problems: ["a resizable image from ImageRenderer: drawn at the content's own size, not scaled"])]
    }
}

extension Image {
    /// A picture from a Core Graphics image (an `ImageRenderer`'s `cgImage`, a bitmap made in
    /// code): there is none to draw here, so it is a marked grey box, reported.
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation = .up, label: Text, fileID: String = #fileID, line: Int = #line)
    {
        self.init("", fileID: fileID, line: line)
        source = .unreadable("Image(_: CGImage, scale:label:): a bitmap made in code is not drawn")
    }
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation = .up, fileID: String = #fileID, line: Int = #line) {
        self.init("", fileID: fileID, line: line)
        source = .unreadable("Image(decorative: CGImage, scale:): a bitmap made in code is not drawn")
    }
}
