import Foundation
import ScreenUI

import struct ScreenLayout.Node

/// What a map shows on its ground, as MapKit for SwiftUI's `MapContent`: markers, annotations,
/// shapes, and `ForEach` of them.
public protocol MapContent {
    func _mapItems() -> [MapItem]
}

/// One thing placed on a map.
public struct MapItem {
    enum Kind {
        case marker(title: String, systemImage: String?, monogram: String?)
        case annotation(title: String, view: AnyView)
        case circle(radius: CLLocationDistance)
        case polyline([CLLocationCoordinate2D], lineWidth: CGFloat)
        case polygon([CLLocationCoordinate2D])
        case user
    }
    let kind: Kind
    let coordinate: CLLocationCoordinate2D?
    var tint: AnyShapeStyle?
    var stroke: AnyShapeStyle?
    var lineWidth: CGFloat = 1
}

/// Map content as a view: it is written in `ForEach` and builders alongside views, and draws
/// nothing outside a `Map`.
public protocol _MapItemContent: MapContent, View {
    nonisolated var _item: MapItem { get set }
}

nonisolated extension _MapItemContent {
    public func _mapItems() -> [MapItem] { [_item] }
    @MainActor public func _nodes(in context: ResolveContext) -> [Node] { [] }
    public var body: Never { fatalError("map content is drawn by its Map") }
    /// The marker's balloon colour, a shape's fill.
    public func tint<S: ShapeStyle>(_ tint: S) -> Self {
        var copy = self
        copy._item.tint = AnyShapeStyle(tint)
        return copy
    }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self { tint(style) }
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> Self {
        var copy = self
        copy._item.stroke = AnyShapeStyle(style)
        copy._item.lineWidth = lineWidth
        return copy
    }
    public func stroke<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle) -> Self { stroke(style, lineWidth: strokeStyle.lineWidth) }
    public func annotationTitles(_ visibility: Visibility) -> Self { self }
    public func tag<V: Hashable>(_ tag: V) -> Self { self }
}

/// A balloon marker at a coordinate, as MapKit's `Marker`.
nonisolated public struct Marker: _MapItemContent {
    public var _item: MapItem
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) {
        _item = MapItem(kind: .marker(title: titleKey.key, systemImage: nil, monogram: nil), coordinate: coordinate)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) {
        _item = MapItem(kind: .marker(title: String(title), systemImage: nil, monogram: nil), coordinate: coordinate)
    }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) {
        _item = MapItem(kind: .marker(title: titleKey.key, systemImage: systemImage, monogram: nil), coordinate: coordinate)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, coordinate: CLLocationCoordinate2D) {
        _item = MapItem(kind: .marker(title: String(title), systemImage: systemImage, monogram: nil), coordinate: coordinate)
    }
    public init(_ titleKey: LocalizedStringKey, monogram: Text, coordinate: CLLocationCoordinate2D) {
        _item = MapItem(kind: .marker(title: titleKey.key, systemImage: nil, monogram: "\(monogram)"), coordinate: coordinate)
    }
    public init(item: MKMapItem) {
        _item = MapItem(kind: .marker(title: item.name ?? "", systemImage: nil, monogram: nil), coordinate: item.placemark.coordinate)
    }
}

/// A view of the app's own at a coordinate, as MapKit's `Annotation`.
nonisolated public struct Annotation: _MapItemContent {
    public var _item: MapItem
    public init<Content: View>(
        _ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content
    ) {
        _item = MapItem(kind: .annotation(title: titleKey.key, view: AnyView(content())), coordinate: coordinate)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, Content: View>(
        _ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content
    ) {
        _item = MapItem(kind: .annotation(title: String(title), view: AnyView(content())), coordinate: coordinate)
    }
    public init<Content: View, Label: View>(
        coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        _item = MapItem(kind: .annotation(title: "", view: AnyView(content())), coordinate: coordinate)
    }
}

/// A circle of a radius in metres around a coordinate, as MapKit's `MapCircle`.
nonisolated public struct MapCircle: _MapItemContent {
    public var _item: MapItem
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) { _item = MapItem(kind: .circle(radius: radius), coordinate: center) }
}

/// A line through coordinates, as MapKit's `MapPolyline`.
nonisolated public struct MapPolyline: _MapItemContent {
    public var _item: MapItem
    public init(coordinates: [CLLocationCoordinate2D], contourStyle: ContourStyle = .straight) {
        _item = MapItem(kind: .polyline(coordinates, lineWidth: 1), coordinate: coordinates.first)
    }
    public struct ContourStyle: Sendable { public static let straight = ContourStyle(), geodesic = ContourStyle() }
}

/// A filled shape through coordinates, as MapKit's `MapPolygon`.
nonisolated public struct MapPolygon: _MapItemContent {
    public var _item: MapItem
    public init(coordinates: [CLLocationCoordinate2D]) { _item = MapItem(kind: .polygon(coordinates), coordinate: coordinates.first) }
}

/// Where the user is: a still has no location (as a simulator without one), so nothing is drawn.
nonisolated public struct UserAnnotation: _MapItemContent {
    public var _item = MapItem(kind: .user, coordinate: nil)
    public init(anchor: UnitPoint = .center) {}
}

extension ForEach: MapContent where Content: MapContent {
    public func _mapItems() -> [MapItem] { data.flatMap { content($0)._mapItems() } }
}

extension TupleView: MapContent {
    public func _mapItems() -> [MapItem] { Mirror(reflecting: value).children.flatMap { ($0.value as? any MapContent)?._mapItems() ?? [] } }
}

extension _ConditionalContent: MapContent {
    public func _mapItems() -> [MapItem] {
        switch storage {
        case .trueContent(let c): (c as? any MapContent)?._mapItems() ?? []
        case .falseContent(let c): (c as? any MapContent)?._mapItems() ?? []
        }
    }
}

extension Optional: MapContent where Wrapped: MapContent {
    public func _mapItems() -> [MapItem] { self?._mapItems() ?? [] }
}

extension EmptyView: MapContent {
    public func _mapItems() -> [MapItem] { [] }
}

/// Builds a map's content, as MapKit's `MapContentBuilder`.
public typealias MapContentBuilder = ViewBuilder
