import Foundation
import ScreenUI

import struct ScreenLayout.Node

/// The look of a map, as MapKit's `MapStyle`: the kit draws every style as the plain ground.
public struct MapStyle: Sendable {
    let name: String
    public static let standard = MapStyle(name: "standard"), imagery = MapStyle(name: "imagery"), hybrid = MapStyle(name: "hybrid")
    public static func standard(
        elevation: Elevation = .automatic, emphasis: Emphasis = .automatic, pointsOfInterest: PointOfInterestCategories = .all,
        showsTraffic: Bool = false
    ) -> MapStyle { .standard }
    public static func imagery(elevation: Elevation = .automatic) -> MapStyle { .imagery }
    public static func hybrid(elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false)
        -> MapStyle
    { .hybrid }
    public enum Elevation: Sendable { case automatic, flat, realistic }
    public enum Emphasis: Sendable { case automatic, muted }
}

/// Which points of interest a map shows.
public struct PointOfInterestCategories: Sendable {
    public static let all = PointOfInterestCategories(), excludingAll = PointOfInterestCategories()
    public static func including(_ categories: [String]) -> PointOfInterestCategories { PointOfInterestCategories() }
    public static func excluding(_ categories: [String]) -> PointOfInterestCategories { PointOfInterestCategories() }
}

/// The map's camera after a change, as `onMapCameraChange` hands it.
public struct MapCameraUpdateContext {
    public let camera: MapCamera
    public let region: MKCoordinateRegion
}

public enum MapCameraUpdateFrequency: Sendable { case onEnd, continuous }

nonisolated extension View {
    /// The map's look; satellite and hybrid imagery are reported (there are no tiles at all).
    public func mapStyle(_ style: MapStyle, fileID: String = #fileID, line: Int = #line) -> some View {
        _reported("mapStyle(.\(style.name)): drawn on the plain ground", fileID: fileID, line: line)
    }
    /// The map's buttons (user location, compass, scale): none is drawn at rest on iOS until
    /// the map moves, except the location button, which needs a location a still does not have.
    public func mapControls<C: View>(@ViewBuilder _ content: () -> C) -> some View { self }
    public func mapControlVisibility(_ visibility: Visibility) -> some View { self }
    public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping () -> Void) -> some View { self }
    public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping (MapCameraUpdateContext) -> Void) -> some View {
        self
    }
    public func mapScope(_ scope: Namespace.ID) -> some View { self }
    public func mapFeatureSelectionDisabled(_ isDisabled: Bool = true) -> some View { self }
}

/// The map's controls, as MapKit's buttons: views that a still shows nothing of.
public struct MapUserLocationButton: PrimitiveView {
    public init(scope: Namespace.ID? = nil) {}
    @MainActor public func resolve(in context: ResolveContext) -> [Node] { [] }
}
public struct MapCompass: PrimitiveView {
    public init(scope: Namespace.ID? = nil) {}
    @MainActor public func resolve(in context: ResolveContext) -> [Node] { [] }
}
public struct MapScaleView: PrimitiveView {
    public init(anchorEdge: HorizontalEdge = .leading, scope: Namespace.ID? = nil) {}
    @MainActor public func resolve(in context: ResolveContext) -> [Node] { [] }
}
public struct MapPitchToggle: PrimitiveView {
    public init(scope: Namespace.ID? = nil) {}
    @MainActor public func resolve(in context: ResolveContext) -> [Node] { [] }
}

/// The iOS 14 annotations: a pin, a marker, or a view at a coordinate.
public protocol MapAnnotationProtocol {
    var _item: MapItem { get }
}
public struct MapPin: MapAnnotationProtocol {
    public let _item: MapItem
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        var item = MapItem(kind: .marker(title: "", systemImage: nil, monogram: nil), coordinate: coordinate)
        item.tint = tint.map { AnyShapeStyle($0) }
        _item = item
    }
}
public struct MapMarker: MapAnnotationProtocol {
    public let _item: MapItem
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        var item = MapItem(kind: .marker(title: "", systemImage: nil, monogram: nil), coordinate: coordinate)
        item.tint = tint.map { AnyShapeStyle($0) }
        _item = item
    }
}
public struct MapAnnotation<Content: View>: MapAnnotationProtocol {
    public let _item: MapItem
    public init(coordinate: CLLocationCoordinate2D, anchorPoint: UnitPoint = .center, @ViewBuilder content: () -> Content) {
        _item = MapItem(kind: .annotation(title: "", view: AnyView(content())), coordinate: coordinate)
    }
}

/// Converts between the map and screen points in `MapReader`: a still has no camera, so none.
public struct MapProxy {
    public func convert(_ point: CGPoint, from space: some CoordinateSpaceProtocol) -> CLLocationCoordinate2D? { nil }
    public func convert(_ coordinate: CLLocationCoordinate2D, to space: some CoordinateSpaceProtocol) -> CGPoint? { nil }
}

/// Gives its content a ``MapProxy``.
public struct MapReader<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: (MapProxy) -> Content) { self.content = content(MapProxy()) }
    public var body: some View { content }
}
