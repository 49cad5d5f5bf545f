import Foundation
import ScreenUITesting
import Snapshots
import Testing

import struct ScreenLayout.LayoutEnvironment

@testable import MapKit
@testable import ScreenUI

/// MapKit for SwiftUI as apps write it: a map framed on its markers or a region, markers as iOS
/// draws them, annotations of the app's own; the missing map tiles are reported.
@MainActor
@Suite struct MapKitTests {
    struct Studio: Identifiable {
        let id: Int
        var name: String
        var coordinate: CLLocationCoordinate2D
    }

    static let studios = [
        Studio(id: 1, name: "Inkwell", coordinate: CLLocationCoordinate2D(latitude: 51.515, longitude: -0.140)),
        Studio(id: 2, name: "Needle & Bloom", coordinate: CLLocationCoordinate2D(latitude: 51.525, longitude: -0.100)),
    ]

    struct StudiosMap: View {
        var body: some View {
            Map {
                ForEach(MapKitTests.studios) { studio in
                    Marker(studio.name, systemImage: "paintbrush", coordinate: studio.coordinate).tint(.purple)
                }
                Annotation("Me", coordinate: CLLocationCoordinate2D(latitude: 51.507, longitude: -0.120)) {
                    Text("Me").font(.caption.bold()).foregroundStyle(.black).padding(6).background(.yellow, in: Capsule())
                }
                MapCircle(center: CLLocationCoordinate2D(latitude: 51.52, longitude: -0.12), radius: 300).foregroundStyle(.teal.opacity(0.3))
            }
            .mapControls { MapCompass() }
        }
    }

    @Test func aRegionIsFramedOnTheItemsAndTheirPointsFollowIt() {
        let region = MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: 10, longitude: 20), span: MKCoordinateSpan(latitudeDelta: 2, longitudeDelta: 4))
        let projection = MapProjection(items: [], region: region)
        let size = CGSize(width: 400, height: 200)
        #expect(projection.point(region.center, in: size) == CGPoint(x: 200, y: 100))
        #expect(projection.point(CLLocationCoordinate2D(latitude: 11, longitude: 18), in: size) == CGPoint(x: 0, y: 0), "north-west corner")
        let framed = MapProjection(items: StudiosMap().markersForTest, region: nil)
        #expect(abs(framed.region.center.latitude - 51.52) < 1e-9 && abs(framed.region.center.longitude + 0.12) < 1e-9)
        let metres = MKCoordinateRegion(center: region.center, latitudinalMeters: 111_320, longitudinalMeters: 111_320)
        #expect(abs(metres.span.latitudeDelta - 1) < 1e-9)
    }

    @Test func theMissingTilesAreReportedAndTheMarkersDrawn() {
        #expect(
            reportedFeatures(of: StudiosMap()) == ["Map: map tiles (streets, land, water) are not drawn; the content is placed on a plain ground"])
        let items = MapProjection(items: StudiosMap().markersForTest, region: nil)
        let size = CGSize(width: 300, height: 300)
        let points = items.items.compactMap { items.point(of: $0, in: size) }
        #expect(
            points.count == 2 && points.allSatisfy { $0.x > 0 && $0.x < 300 && $0.y > 0 && $0.y < 300 }, "the automatic camera frames every marker")
    }

    @Test func aMapDrawsAsOnIOS() {
        assertViewSnapshot(
            of: StudiosMap().frame(height: 320).padding(), named: "ScreenUIMap",
            on: [
                SnapshotConfiguration(device: .iPhone17Pro, scale: SnapshotConfiguration.suiteScale),
                SnapshotConfiguration(device: .iPhone17Pro, colorScheme: .dark, scale: SnapshotConfiguration.suiteScale),
            ],
            accepting: [
                // The finding names the Map's call site in StudiosMap.
                AuditException(.unsupportedView, reason: "a map's tiles cannot be drawn here; the markers are what the test is about")
            ], snapshotsDirectory: ViewSnapshotTests.references)
    }
}

extension MapKitTests.StudiosMap {
    /// The markers the map's content declares.
    var markersForTest: [MapItem] {
        MapKitTests.studios.map { Marker($0.name, coordinate: $0.coordinate)._item }
    }
}
