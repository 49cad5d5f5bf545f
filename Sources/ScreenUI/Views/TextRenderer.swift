import Foundation

/// Draws a text's laid-out lines itself, as SwiftUI's `TextRenderer` (iOS 18), for per-line or
/// per-glyph effects. The kit lays text out with Pango and hands no glyph runs to the app's
/// renderer: a text with `.textRenderer(_:)` is drawn as plain text, and that is reported with
/// the call site.
public protocol TextRenderer: Animatable {
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext)
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize
    var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
    public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { text.sizeThatFits(proposal) }
    public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// The text a renderer measures.
public struct TextProxy {
    let size: CGSize
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { size }
}

/// A value attached to a run of text for a renderer to read, as SwiftUI's `TextAttribute`.
public protocol TextAttribute: Hashable {}

extension Text {
    /// Marks the text's run with a value a ``TextRenderer`` reads; drawn as the text alone.
    public func customAttribute<T: TextAttribute>(_ value: T) -> Text { self }

    /// A text as laid out: its lines, each of runs, each of slices (as handed to a renderer).
    public struct Layout: RandomAccessCollection {
        public typealias Element = Line
        let lines: [Line]
        public var startIndex: Int { lines.startIndex }
        public var endIndex: Int { lines.endIndex }
        public subscript(index: Int) -> Line { lines[index] }
        public var isTruncated: Bool { false }

        /// One line of laid-out text.
        public struct Line: RandomAccessCollection {
            public typealias Element = Run
            let runs: [Run]
            public var startIndex: Int { runs.startIndex }
            public var endIndex: Int { runs.endIndex }
            public subscript(index: Int) -> Run { runs[index] }
            public var origin: CGPoint { .zero }
            public var typographicBounds: TypographicBounds { TypographicBounds() }
        }

        /// A run of glyphs with the same attributes.
        public struct Run: RandomAccessCollection {
            public typealias Element = RunSlice
            let slices: [RunSlice]
            public var startIndex: Int { slices.startIndex }
            public var endIndex: Int { slices.endIndex }
            public subscript(index: Int) -> RunSlice { slices[index] }
            public subscript<K: TextAttribute>(key: K.Type) -> K? { nil }
            public var typographicBounds: TypographicBounds { TypographicBounds() }
            public var layoutDirection: LayoutDirection { .leftToRight }
        }

        /// A part of a run, down to a glyph.
        public struct RunSlice: RandomAccessCollection {
            public typealias Element = RunSlice
            public var startIndex: Int { 0 }
            public var endIndex: Int { 0 }
            public subscript(index: Int) -> RunSlice { self }
            public subscript<K: TextAttribute>(key: K.Type) -> K? { nil }
            public var typographicBounds: TypographicBounds { TypographicBounds() }
        }

        /// A line's or run's extent.
        public struct TypographicBounds: Equatable, Sendable {
            public var origin: CGPoint = .zero
            public var width: CGFloat = 0
            public var ascent: CGFloat = 0
            public var descent: CGFloat = 0
            public var leading: CGFloat = 0
            public var rect: CGRect { CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent) }
        }
    }
}

extension GraphicsContext {
    /// Draws a laid-out line, run or slice (as a renderer does).
    public mutating func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {}
    public mutating func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {}
    public mutating func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {}
}

extension Text.Layout {
    /// How a line is drawn.
    public struct DrawingOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let disablesSubpixelQuantization = DrawingOptions(rawValue: 1)
    }
}

nonisolated extension View {
    /// Draws the texts below with `renderer`: drawn as plain text here, and reported.
    public func textRenderer<T: TextRenderer>(_ renderer: T, fileID: String = #fileID, line: Int = #line) -> some View {
        unsupported("a custom TextRenderer (\(T.self)): the text is drawn as plain text", fileID: fileID, line: line)
    }
}
