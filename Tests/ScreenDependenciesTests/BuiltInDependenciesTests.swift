import Foundation
import ScreenDependencies
import Testing

@Suite struct BuiltInDependenciesTests {
    @Test func testValuesAreTheSameOnEveryMachine() {
        let values = withDependencies {
            $0.useFreshValues()
        } operation: {
            DependencyValues.current
        }
        #expect(values.date.now == Date(timeIntervalSince1970: 1_767_225_600))
        #expect(values.timeZone.secondsFromGMT(for: .now) == 0)
        #expect(values.locale.identifier == "en_US_POSIX")
        #expect(values.calendar.identifier == .gregorian)
        #expect(values.calendar.timeZone == values.timeZone)
        #expect(values.uuid().uuidString == "00000000-0000-0000-0000-000000000001")
        #expect(values.clock is TestClock)
        #expect(values.effects.tracker != nil)
        #expect(values.notifications is TestNotifications)
    }

    @Test func liveValuesComeFromTheMachine() {
        withDependencies {
            $0.context = .live
        } operation: {
            let values = DependencyValues.current
            #expect(values.clock is ContinuousClock)
            #expect(values.effects.tracker == nil)
            #expect(abs(values.date.now.timeIntervalSinceNow) < 60)
            #expect(values.uuid() != values.uuid())
        }
    }

    @Test func seededRandomNumbersRepeat() {
        let a = RandomNumbers.seeded(7)
        let b = RandomNumbers.seeded(7)
        let first = (0..<5).map { _ in a.int(in: 0...1000) }
        #expect(first == (0..<5).map { _ in b.int(in: 0...1000) })
        #expect(Set(first).count > 1)
        #expect(RandomNumbers.seeded(1).shuffled(Array(0..<10)) == RandomNumbers.seeded(1).shuffled(Array(0..<10)))
        #expect(RandomNumbers.seeded(1).shuffled(Array(0..<10)) != Array(0..<10))
    }

    @Test func photoStoragesSaveLoadAndRefuseBadIDs() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("photos-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        for storage in [InMemoryPhotoStorage() as any PhotoStorage, DirectoryPhotoStorage(directory: directory)] {
            #expect(try storage.load(id: "rose.png") == nil)
            try storage.save(Data([1, 2, 3]), id: "rose.png")
            #expect(try storage.load(id: "rose.png") == Data([1, 2, 3]))
            #expect(try storage.ids() == ["rose.png"])
            try storage.remove(id: "rose.png")
            #expect(try storage.ids() == [])
            #expect(throws: InvalidPhotoID(id: "../etc/passwd")) { try storage.save(Data(), id: "../etc/passwd") }
            #expect(throws: InvalidPhotoID(id: "")) { try storage.load(id: "") }
        }
    }

    @Test func testNotificationsRecordAndKeepThePendingOnes() throws {
        let center = TestNotifications()
        let wash = NotificationRequest(id: "wash", title: "Wash", body: "", fireDate: Date(timeIntervalSince1970: 100))
        let cream = NotificationRequest(id: "cream", title: "Cream", body: "thin layer", fireDate: Date(timeIntervalSince1970: 50))
        try center.schedule(wash)
        try center.schedule(cream)
        #expect(center.pending() == [cream, wash])
        center.cancel(ids: ["wash"])
        #expect(center.pending() == [cream])
        #expect(center.events == [.scheduled(wash), .scheduled(cream), .cancelled(["wash"])])
        let bad = NotificationRequest(id: "", title: "x", body: "", fireDate: .distantPast)
        #expect(throws: InvalidNotificationRequest(request: bad)) { try center.schedule(bad) }
    }
}
