@_exported import CoreLocation
import Foundation

/// How far a map region reaches, in degrees, as MapKit's `MKCoordinateSpan`.
public struct MKCoordinateSpan: Hashable, Sendable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees
    public init() { self.init(latitudeDelta: 0, longitudeDelta: 0) }
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A region of the map: its centre and span, as MapKit's `MKCoordinateRegion`.
public struct MKCoordinateRegion: Hashable, Sendable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan
    public init() { self.init(center: CLLocationCoordinate2D(), span: MKCoordinateSpan()) }
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }
    /// A region `latitudinalMeters` tall and `longitudinalMeters` wide around `center`.
    public init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        let metresPerDegree = 111_320.0
        let longitudeScale = max(cos(center.latitude * .pi / 180), 0.01)
        self.init(
            center: center,
            span: MKCoordinateSpan(
                latitudeDelta: latitudinalMeters / metresPerDegree, longitudeDelta: longitudinalMeters / (metresPerDegree * longitudeScale)))
    }
}

/// Something placed on a map, as MapKit's `MKAnnotation`.
public protocol MKAnnotation: AnyObject {
    var coordinate: CLLocationCoordinate2D { get }
    var title: String? { get }
    var subtitle: String? { get }
}

extension MKAnnotation {
    public var title: String? { nil }
    public var subtitle: String? { nil }
}

/// A titled point on a map.
open class MKPointAnnotation: MKAnnotation {
    open var coordinate: CLLocationCoordinate2D
    open var title: String?
    open var subtitle: String?
    public init() { coordinate = CLLocationCoordinate2D() }
    public init(coordinate: CLLocationCoordinate2D, title: String? = nil, subtitle: String? = nil) {
        self.coordinate = coordinate
        self.title = title
        self.subtitle = subtitle
    }
}

/// A place, as MapKit's `MKPlacemark`.
open class MKPlacemark: MKAnnotation {
    public let coordinate: CLLocationCoordinate2D
    public var name: String?
    public init(coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
    public var title: String? { name }
}

/// A place an app shows or routes to, as MapKit's `MKMapItem`.
open class MKMapItem {
    public let placemark: MKPlacemark
    open var name: String?
    public init(placemark: MKPlacemark) { self.placemark = placemark }
    /// Opening Maps does nothing in a still.
    open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }
}
