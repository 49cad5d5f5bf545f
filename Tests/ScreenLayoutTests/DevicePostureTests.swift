import Testing

@testable import ScreenLayout

@Suite struct DevicePostureTests {
    @Test func theDuoFoldsAsABookAndAsATabletop() throws {
        let book = try DeviceConfiguration.iPhoneDuoInner.inPosture(.halfFolded)
        #expect(book == .iPhoneDuoInnerFolded && book.activeFold?.isVertical == true)
        let tabletop = try DeviceConfiguration.iPhoneDuoInner.inPosture(.tabletop)
        let fold = try #require(tabletop.activeFold)
        #expect(!fold.isVertical && fold.rect.minY == 475.5 && tabletop.orientation == .portrait)
        #expect(tabletop.snapshotName == "iphoneduo-inner-folded-portrait")
    }

    @Test func phonesTurnAndIPadsOpenWindows() throws {
        #expect(try DeviceConfiguration.iPhoneSE.inPosture(.landscape).size == Size(width: 667, height: 375))
        #expect(try DeviceConfiguration.iPadPro11.inPosture(.slideOver).horizontalSizeClass == .compact)
        #expect(try DeviceConfiguration.iPadPro11.inPosture(.portraitSplitWide).size.width == 504)
        #expect(try DeviceConfiguration.iPadPro11.inPosture(.stageManager).size == Size(width: 700, height: 600))
    }

    @Test func aPostureTheDeviceCannotTakeIsAClearError() {
        #expect(throws: DevicePostureError.self) { try DeviceConfiguration.iPadPro11.inPosture(.tabletop) }
        do {
            _ = try DeviceConfiguration.iPadPro11.inPosture(.halfFolded)
        } catch {
            #expect("\(error)".contains("cannot be in the posture halfFolded") && "\(error)".contains("slideOver"))
        }
        #expect(throws: DevicePostureError.self) { try DeviceConfiguration.iPhoneSE.inPosture(.slideOver) }
    }

    @Test func everyPostureNamesADistinctSnapshot() {
        let names = DeviceConfiguration.catalog.map(\.snapshotName)
        #expect(Set(names).count == names.count)
    }
}
