import Foundation

public typealias CLLocationDegrees = Double
public typealias CLLocationDistance = Double
public typealias CLLocationAccuracy = Double
public typealias CLLocationDirection = Double
public typealias CLLocationSpeed = Double

/// A latitude and longitude, as Core Location's `CLLocationCoordinate2D`: what model files
/// that place things on a map hold, whether or not a map is drawn.
public struct CLLocationCoordinate2D: Hashable, Sendable, Codable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees
    public init() { self.init(latitude: 0, longitude: 0) }
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// Whether a coordinate is a place on Earth, as `CLLocationCoordinate2DIsValid`.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    (-90...90).contains(coordinate.latitude) && (-180...180).contains(coordinate.longitude)
}

public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// A place and when it was measured, as Core Location's `CLLocation`: an object, equal only to
/// itself (so a model holding one is `Hashable`, as on iOS).
public final class CLLocation: NSObject, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let altitude: CLLocationDistance
    public let horizontalAccuracy: CLLocationAccuracy
    public let timestamp: Date

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        altitude = 0
        horizontalAccuracy = 0
        timestamp = Date(timeIntervalSinceReferenceDate: 0)
    }

    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
        verticalAccuracy: CLLocationAccuracy, timestamp: Date
    ) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.horizontalAccuracy = horizontalAccuracy
        self.timestamp = timestamp
    }

    /// The great-circle distance in metres (haversine, on a sphere of Earth's mean radius).
    public func distance(from location: CLLocation) -> CLLocationDistance {
        let r = 6_371_008.8
        let (lat1, lat2) = (coordinate.latitude * .pi / 180, location.coordinate.latitude * .pi / 180)
        let dLat = lat2 - lat1
        let dLon = (location.coordinate.longitude - coordinate.longitude) * .pi / 180
        let a = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * r * atan2(a.squareRoot(), (1 - a).squareRoot())
    }
}
