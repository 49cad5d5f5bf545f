import Testing

@testable import ScreenLayout

/// Every configuration against the catalog's sources (shared/reference/devices.md).
@Suite struct DeviceCatalogTests {
    struct Expected: Sendable, CustomStringConvertible {
        var device: DeviceConfiguration
        var size: Size
        var scale: Double
        var safe: EdgeInsets
        var classes: (SizeClass, SizeClass)
        var description: String { device.snapshotName }
    }

    static let expectations: [Expected] = [
        Expected(device: .iPhoneSE, size: Size(width: 375, height: 667), scale: 2, safe: EdgeInsets(top: 20), classes: (.compact, .regular)),
        Expected(
            device: .iPhone17, size: Size(width: 402, height: 874), scale: 3, safe: EdgeInsets(top: 62, bottom: 34), classes: (.compact, .regular)),
        Expected(
            device: .iPhone17Pro, size: Size(width: 402, height: 874), scale: 3, safe: EdgeInsets(top: 62, bottom: 34), classes: (.compact, .regular)),
        Expected(
            device: .iPhone17ProLandscape, size: Size(width: 874, height: 402), scale: 3, safe: EdgeInsets(leading: 62, bottom: 20, trailing: 62),
            classes: (.compact, .compact)),
        Expected(
            device: .iPhone17ProMax, size: Size(width: 440, height: 956), scale: 3, safe: EdgeInsets(top: 62, bottom: 34),
            classes: (.compact, .regular)),
        Expected(
            device: .iPhoneDuoOuter, size: Size(width: 466, height: 678), scale: 3, safe: EdgeInsets(trailing: 84), classes: (.compact, .regular)),
        Expected(
            device: .iPhoneDuoInner, size: Size(width: 951, height: 669), scale: 3, safe: EdgeInsets(trailing: 84), classes: (.regular, .regular)),
        Expected(
            device: .iPhoneDuoInnerFolded, size: Size(width: 951, height: 669), scale: 3, safe: EdgeInsets(trailing: 84),
            classes: (.regular, .regular)),
        Expected(
            device: .iPhoneDuoInnerPortrait, size: Size(width: 669, height: 951), scale: 3, safe: EdgeInsets(top: 84, bottom: 95),
            classes: (.regular, .regular)),
        Expected(
            device: .iPadMini, size: Size(width: 744, height: 1133), scale: 2, safe: EdgeInsets(top: 24, bottom: 20), classes: (.regular, .regular)),
        Expected(
            device: .iPadPro11, size: Size(width: 834, height: 1210), scale: 2, safe: EdgeInsets(top: 24, bottom: 20), classes: (.regular, .regular)),
        Expected(
            device: .iPadPro11Landscape, size: Size(width: 1210, height: 834), scale: 2, safe: EdgeInsets(top: 24, bottom: 20),
            classes: (.regular, .regular)),
        Expected(
            device: .iPadPro13, size: Size(width: 1032, height: 1376), scale: 2, safe: EdgeInsets(top: 24, bottom: 20), classes: (.regular, .regular)),
        Expected(
            device: .iPadSplitThird, size: Size(width: 375, height: 834), scale: 2, safe: EdgeInsets(top: 24, bottom: 20),
            classes: (.compact, .regular)),
        Expected(
            device: .iPadSplitHalf, size: Size(width: 592, height: 834), scale: 2, safe: EdgeInsets(top: 24, bottom: 20),
            classes: (.compact, .regular)),
        Expected(
            device: .iPadSplitTwoThirds, size: Size(width: 809, height: 834), scale: 2, safe: EdgeInsets(top: 24, bottom: 20),
            classes: (.regular, .regular)),
        Expected(device: .iPhoneSELandscape, size: Size(width: 667, height: 375), scale: 2, safe: EdgeInsets(), classes: (.compact, .compact)),
        Expected(
            device: .iPhoneDuoInnerTabletop, size: Size(width: 669, height: 951), scale: 3, safe: EdgeInsets(top: 84, bottom: 95),
            classes: (.regular, .regular)),
        Expected(
            device: .iPadSlideOver, size: Size(width: 320, height: 834), scale: 2, safe: EdgeInsets(top: 24, bottom: 20),
            classes: (.compact, .regular)),
        Expected(
            device: .iPadStageManager, size: Size(width: 700, height: 600), scale: 2, safe: EdgeInsets(top: 24, bottom: 20),
            classes: (.regular, .regular)),
        Expected(
            device: .iPadPortraitSplitNarrow, size: Size(width: 320, height: 1210), scale: 2, safe: EdgeInsets(top: 24, bottom: 20),
            classes: (.compact, .regular)),
        Expected(
            device: .iPadPortraitSplitWide, size: Size(width: 504, height: 1210), scale: 2, safe: EdgeInsets(top: 24, bottom: 20),
            classes: (.compact, .regular)),
    ]

    @Test(arguments: expectations)
    func matchesTheCatalog(_ e: Expected) {
        #expect(e.device.size == e.size)
        #expect(e.device.scale == e.scale)
        #expect(e.device.safeArea == e.safe)
        #expect(e.device.horizontalSizeClass == e.classes.0)
        #expect(e.device.verticalSizeClass == e.classes.1)
    }

    @Test func everyConfigurationIsCovered() {
        #expect(Set(Self.expectations.map(\.device)) == Set(DeviceConfiguration.catalog))
    }

    @Test func snapshotNamesAreUniqueAndFindable() {
        let names = DeviceConfiguration.catalog.map(\.snapshotName)
        #expect(Set(names).count == names.count)
        for d in DeviceConfiguration.catalog { #expect(DeviceConfiguration.named(d.snapshotName) == d) }
    }

    @Test func foldIsInactiveWhenFlatAndActiveWhenFolded() throws {
        #expect(DeviceConfiguration.iPhoneDuoInner.activeFold == nil)
        let fold = try #require(DeviceConfiguration.iPhoneDuoInnerFolded.activeFold)
        #expect(fold.rect == Rect(x: 475.5, y: 0, width: 0, height: 669))
        #expect(fold.isVertical)
        let flat = DeviceConfiguration.iPhoneDuoInner.reservedRegions.first { $0.kind == .fold }
        #expect(flat?.rect.width == 0 && flat?.isActive == false)
    }

    @Test func snapshotMatrixHasTheNamedDevices() {
        #expect(
            DeviceConfiguration.snapshotMatrix.map(\.snapshotName) == [
                "iphone17pro-portrait", "iphonese-portrait", "iphoneduo-outer-portrait", "iphoneduo-inner-landscape",
                "iphoneduo-inner-folded-landscape",
                "ipadpro11-portrait", "ipadpro11-landscape", "ipadpro11-splitthird-landscape",
            ])
    }
}
