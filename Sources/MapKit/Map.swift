import Foundation
import ScreenUI

/// Where a map's camera looks, as MapKit's `MapCameraPosition`.
public struct MapCameraPosition: Equatable, Sendable {
    let region: MKCoordinateRegion?
    public static let automatic = MapCameraPosition(region: nil)
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition(region: region) }
    public static func camera(_ camera: MapCamera) -> MapCameraPosition {
        MapCameraPosition(
            region: MKCoordinateRegion(center: camera.centerCoordinate, latitudinalMeters: camera.distance, longitudinalMeters: camera.distance))
    }
    public static func item(_ item: MKMapItem, allowsAutomaticPitch: Bool = false) -> MapCameraPosition {
        MapCameraPosition(region: MKCoordinateRegion(center: item.placemark.coordinate, latitudinalMeters: 1_000, longitudinalMeters: 1_000))
    }
    /// The user's location, which a still does not have: the fallback (or automatic).
    public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition { fallback }
    public static var userLocation: MapCameraPosition { .automatic }
    public var positionedByUser: Bool { false }
    public static func == (a: Self, b: Self) -> Bool { a.region == b.region }
}

/// A camera over a point, as MapKit's `MapCamera`.
public struct MapCamera: Equatable, Sendable {
    public var centerCoordinate: CLLocationCoordinate2D
    public var distance: Double
    public var heading: Double
    public var pitch: Double
    public init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0) {
        self.centerCoordinate = centerCoordinate
        self.distance = distance
        self.heading = heading
        self.pitch = pitch
    }
}

/// Which gestures a map answers.
public struct MapInteractionModes: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let pan = MapInteractionModes(rawValue: 1), zoom = MapInteractionModes(rawValue: 2)
    public static let rotate = MapInteractionModes(rawValue: 4), pitch = MapInteractionModes(rawValue: 8)
    public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}

/// A map, as MapKit for SwiftUI's `Map`: the region its camera (or its content) asks for, with
/// markers as iOS draws them (a tinted balloon with a white glyph, the title below), annotations
/// (the app's views), circles, lines and polygons placed by their coordinates. The kit has no
/// map tiles: the ground is a plain land colour, and that is reported with the call site.
///
/// ```swift
/// Map(initialPosition: .region(region)) {
///     Marker("Studio", systemImage: "paintbrush", coordinate: studio)
/// }
/// ```
public struct Map: View {
    let items: [MapItem]
    let region: MKCoordinateRegion?
    let fileID: String
    let line: Int
    @Environment(\.colorScheme) private var colorScheme

    public init<C: View & MapContent>(
        position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
        scope: Namespace.ID? = nil, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> C
    ) {
        items = content()._mapItems()
        region = position.wrappedValue.region
        self.fileID = fileID
        self.line = line
    }
    public init<C: View & MapContent>(
        initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
        scope: Namespace.ID? = nil, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> C
    ) {
        items = content()._mapItems()
        region = initialPosition.region
        self.fileID = fileID
        self.line = line
    }
    public init<S: Hashable, C: View & MapContent>(
        position: Binding<MapCameraPosition>, selection: Binding<S?>, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> C
    ) {
        self.init(position: position, fileID: fileID, line: line, content: content)
    }
    /// A map with no content of its own.
    public init(position: Binding<MapCameraPosition>, interactionModes: MapInteractionModes = .all, fileID: String = #fileID, line: Int = #line) {
        items = []
        region = position.wrappedValue.region
        self.fileID = fileID
        self.line = line
    }
    public init(
        initialPosition: MapCameraPosition = .automatic, interactionModes: MapInteractionModes = .all, fileID: String = #fileID, line: Int = #line
    ) {
        items = []
        region = initialPosition.region
        self.fileID = fileID
        self.line = line
    }
    /// The iOS 14 form: a region binding, and annotations made from items.
    public init(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
        fileID: String = #fileID, line: Int = #line
    ) {
        items = []
        region = coordinateRegion.wrappedValue
        self.fileID = fileID
        self.line = line
    }
    public init<Items: RandomAccessCollection, A: MapAnnotationProtocol>(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
        userTrackingMode: Binding<MapUserTrackingMode>? = nil, annotationItems: Items, fileID: String = #fileID, line: Int = #line,
        annotationContent: @escaping (Items.Element) -> A
    ) where Items.Element: Identifiable {
        items = annotationItems.map { annotationContent($0)._item }
        region = coordinateRegion.wrappedValue
        self.fileID = fileID
        self.line = line
    }

    public var body: some View {
        let shown = MapProjection(items: items, region: region)
        let land = colorScheme == .dark ? Color(red: 0.17, green: 0.18, blue: 0.19) : Color(red: 0.96, green: 0.95, blue: 0.92)
        let streets = colorScheme == .dark ? Color(red: 0.26, green: 0.27, blue: 0.28) : Color.white
        return GeometryReader { geometry in
            ZStack(alignment: .topLeading) {
                Canvas { context, size in shown.drawGround(in: &context, size: size, streets: streets) }
                ForEach(shown.items.indices, id: \.self) { i in
                    if let point = shown.point(of: shown.items[i], in: geometry.size) {
                        MapItemView(item: shown.items[i]).position(point)
                    }
                }
            }
        }
        .background(land)
        .clipped()
        ._reported("Map: map tiles (streets, land, water) are not drawn; the content is placed on a plain ground", fileID: fileID, line: line)
    }
}

/// Limits of where the camera may go.
public struct MapCameraBounds {
    public init(centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
    public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
}

public enum MapUserTrackingMode: Sendable { case none, follow }
