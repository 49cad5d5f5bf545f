/// A value views pass up to their ancestors, as SwiftUI's `PreferenceKey`. Preferences reach
/// their readers after layout, in an update a still never runs: `onPreferenceChange` actions
/// are not called, and the view shows the state a test built.
///
/// ```swift
/// struct HeightKey: PreferenceKey {
///     static var defaultValue: CGFloat = 0
///     static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
/// }
/// ```
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    public static var defaultValue: Value { nil }
}

nonisolated extension View {
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View { self }
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View { self }
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
    where K.Value: Equatable { self }
    /// Not called: a still runs no update after layout.
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T) -> Void
    ) -> some View { self }
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T, T) -> Void
    ) -> some View { self }
}

/// A geometry value (a rect, a point) as one view reports it for another to read through
/// `GeometryProxy`, as SwiftUI's `Anchor`. In a still, preferences do not reach their readers,
/// so a reader only ever sees its key's default value and never resolves an anchor.
public struct Anchor<Value>: Equatable where Value: Equatable {
    let value: Value
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.value == rhs.value }

    /// Where an anchor is taken from, as SwiftUI's `Anchor.Source`.
    public struct Source {
        let value: (CGRect) -> Value
    }
}

extension Anchor.Source where Value == CGRect {
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source { $0 } }
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { Anchor<CGRect>.Source { _ in r } }
}

extension Anchor.Source where Value == CGPoint {
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source { Anchor<CGPoint>.Source { _ in p } }
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { CGPoint(x: $0.minX + $0.width * p.x, y: $0.minY + $0.height * p.y) }
    }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// The anchor's value in this proxy's space.
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.value }
}

nonisolated extension View {
    /// Reports an anchor of this view under `key`; a still passes no preference up.
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value)
        -> some View
    {
        self
    }
    public func transformAnchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View { self }

    /// Draws what `transform` makes of `key`'s value in front of this view; in a still the
    /// value is the key's default (no preference reaches a reader).
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        overlay(alignment: alignment) { transform(K.defaultValue) }
    }

    /// Draws what `transform` makes of `key`'s value behind this view; in a still the value is
    /// the key's default.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        background(alignment: alignment) { transform(K.defaultValue) }
    }
}
