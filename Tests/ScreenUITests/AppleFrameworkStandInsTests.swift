import CoreLocation
import Foundation
import OSLog
import Testing
import UniformTypeIdentifiers
import os

/// The parts of OSLog, UniformTypeIdentifiers and CoreLocation that view files and their
/// models import beside SwiftUI.
@Suite struct AppleFrameworkStandInsTests {
    @Test func loggerRedactsDynamicStringsAsTheUnifiedLogDoes() {
        let logger = Logger(subsystem: "com.example.birds", category: "Data")
        let user = "Ada"
        let count = 3
        logger.info("Loaded \(count) birds for \(user) in \(1.5) s; \(user, privacy: .public) \(true)")
        let record = Logger.recent.last { $0.subsystem == "com.example.birds" }
        #expect(record?.message == "Loaded 3 birds for <private> in 1.5 s; Ada true")
        #expect(record?.level == .info && record?.category == "Data")
    }

    @Test func typesKnowTheirExtensionsMimeTypesAndParents() {
        #expect(UTType.png.preferredFilenameExtension == "png" && UTType.png.preferredMIMEType == "image/png")
        #expect(UTType.png.conforms(to: .image) && UTType.png.conforms(to: .data) && !UTType.png.conforms(to: .text))
        #expect(UTType(filenameExtension: "JPG") == .jpeg)
        #expect(UTType(filenameExtension: "png", conformingTo: .text) == nil)
        #expect(UTType(mimeType: "application/json") == .json)
        let journal = UTType(exportedAs: "com.example.journal", conformingTo: .json)
        #expect(journal.conforms(to: .json) && journal.conforms(to: .text) && journal.identifier == "com.example.journal")
        #expect(UTType("public.nothing") == nil)
    }

    @Test func coordinatesMeasureDistancesOnTheEarth() {
        let london = CLLocation(latitude: 51.5074, longitude: -0.1278)
        let paris = CLLocation(latitude: 48.8566, longitude: 2.3522)
        #expect(abs(london.distance(from: paris) - 343_560) < 1_000)
        #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 45, longitude: 90)))
        #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
    }

    @Test func osLogFormatsItsArgumentsAndRedactsPrivateOnes() {
        let log = OSLog(subsystem: "com.example.os", category: "Sync")
        os_log("Saved %{public}@ (%d items) for %{private}@, 100%%", log: log, type: .info, "notes" as NSString, 3, "Ada" as NSString)
        os_log(.error, log: log, "Failed after %.1f s", 2.25)
        let records = Logger.recent.filter { $0.subsystem == "com.example.os" }
        #expect(records.map(\.message) == ["Saved notes (3 items) for <private>, 100%", "Failed after 2.2 s"])
        #expect(records.map(\.level) == [.info, .error])
    }

    @Test func aLocationIsAnObjectEqualOnlyToItself() {
        struct Spot: Hashable {
            var name: String
            var location: CLLocation
        }
        let here = CLLocation(latitude: 1, longitude: 2)
        #expect(Spot(name: "a", location: here) == Spot(name: "a", location: here))
        #expect(Spot(name: "a", location: here) != Spot(name: "a", location: CLLocation(latitude: 1, longitude: 2)))
        #expect(Set([here, here]).count == 1)
    }
}
