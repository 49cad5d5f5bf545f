/// Every device configuration the kit knows, with every number in this one place so it can be
/// corrected in one place. Sources (shared/reference/devices.md): "sim" rows were measured in
/// the iOS simulator, "comm" rows are community presets, the iPhone Duo comes from one
/// community source.
///
/// ```swift
/// DeviceConfiguration.named("iphoneduo-inner-folded")
/// ```
extension DeviceConfiguration {
    static func phone(
        _ name: String, _ displayName: String, _ w: Double, _ h: Double, scale: Double, top: Double, bottom: Double, landscapeSide: Double,
        landscapeBottom: Double, portraitClasses: (SizeClass, SizeClass), landscapeClasses: (SizeClass, SizeClass), margin: Double, corner: Double,
        landscape: Bool = false
    ) -> DeviceConfiguration {
        if landscape {
            return DeviceConfiguration(
                name: name, displayName: displayName, size: Size(width: h, height: w), scale: scale, orientation: .landscape,
                safeArea: EdgeInsets(top: 0, leading: landscapeSide, bottom: landscapeBottom, trailing: landscapeSide),
                horizontalSizeClass: landscapeClasses.0, verticalSizeClass: landscapeClasses.1, layoutMargin: margin, displayCornerRadius: corner,
                family: .phone, statusBarHeight: 0)
        }
        return DeviceConfiguration(
            name: name, displayName: displayName, size: Size(width: w, height: h), scale: scale, orientation: .portrait,
            safeArea: EdgeInsets(top: top, bottom: bottom), horizontalSizeClass: portraitClasses.0, verticalSizeClass: portraitClasses.1,
            layoutMargin: margin, displayCornerRadius: corner, family: .phone, statusBarHeight: top)
    }

    static func pad(_ name: String, _ displayName: String, _ w: Double, _ h: Double, landscape: Bool = false) -> DeviceConfiguration {
        DeviceConfiguration(
            name: name, displayName: displayName, size: landscape ? Size(width: h, height: w) : Size(width: w, height: h), scale: 2,
            orientation: landscape ? .landscape : .portrait, safeArea: EdgeInsets(top: 24, bottom: 20), horizontalSizeClass: .regular,
            verticalSizeClass: .regular, layoutMargin: 20, displayCornerRadius: 18, family: .pad, statusBarHeight: 24)
    }

    // MARK: Phones

    /// iPhone SE (3rd gen), 375×667 pt @2x (sim).
    public static let iPhoneSE = phone(
        "iphonese", "iPhone SE", 375, 667, scale: 2, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0, portraitClasses: (.compact, .regular),
        landscapeClasses: (.compact, .compact), margin: 16, corner: 0)
    /// iPhone 17, 402×874 pt @3x (comm).
    public static let iPhone17 = phone(
        "iphone17", "iPhone 17", 402, 874, scale: 3, top: 62, bottom: 34, landscapeSide: 62, landscapeBottom: 20,
        portraitClasses: (.compact, .regular), landscapeClasses: (.compact, .compact), margin: 16, corner: 55)
    /// iPhone 17 Pro, 402×874 pt @3x (comm).
    public static let iPhone17Pro = phone(
        "iphone17pro", "iPhone 17 Pro", 402, 874, scale: 3, top: 62, bottom: 34, landscapeSide: 62, landscapeBottom: 20,
        portraitClasses: (.compact, .regular), landscapeClasses: (.compact, .compact), margin: 16, corner: 55)
    /// iPhone 17 Pro in landscape, 874×402 pt.
    public static let iPhone17ProLandscape = phone(
        "iphone17pro", "iPhone 17 Pro", 402, 874, scale: 3, top: 62, bottom: 34, landscapeSide: 62, landscapeBottom: 20,
        portraitClasses: (.compact, .regular), landscapeClasses: (.compact, .compact), margin: 16, corner: 55, landscape: true)
    /// iPhone 17 Pro Max, 440×956 pt @3x (comm); regular width in landscape.
    public static let iPhone17ProMax = phone(
        "iphone17promax", "iPhone 17 Pro Max", 440, 956, scale: 3, top: 62, bottom: 34, landscapeSide: 62, landscapeBottom: 20,
        portraitClasses: (.compact, .regular), landscapeClasses: (.regular, .compact), margin: 20, corner: 55)

    // MARK: iPhone Duo (foldable, one community source)

    /// Outer display, 466×678 pt @3x; an 84 pt camera bar on the trailing edge.
    public static let iPhoneDuoOuter = DeviceConfiguration(
        name: "iphoneduo-outer", displayName: "iPhone Duo (outer)", size: Size(width: 466, height: 678), scale: 3, orientation: .portrait,
        safeArea: EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 84), horizontalSizeClass: .compact, verticalSizeClass: .regular,
        layoutMargin: 16, displayCornerRadius: 40, family: .foldable,
        reservedRegions: [ReservedRegion(kind: .cameraBar, rect: Rect(x: 382, y: 0, width: 84, height: 678), isActive: true)], statusBarHeight: 0)

    static func duoInner(landscape: Bool, folded: Bool) -> DeviceConfiguration {
        let size = landscape ? Size(width: 951, height: 669) : Size(width: 669, height: 951)
        let fold =
            landscape
            ? Rect(x: 475.5, y: 0, width: 0, height: 669)
            : Rect(x: 0, y: 475.5, width: 669, height: 0)
        let camera =
            landscape
            ? ReservedRegion(kind: .cameraBar, rect: Rect(x: 867, y: 0, width: 84, height: 669), isActive: true)
            : ReservedRegion(kind: .cameraBar, rect: Rect(x: 0, y: 0, width: 669, height: 84), isActive: true)
        return DeviceConfiguration(
            name: "iphoneduo-inner" + (folded ? "-folded" : ""), displayName: "iPhone Duo (inner, \(folded ? "half folded" : "flat"))", size: size,
            scale: 3, orientation: landscape ? .landscape : .portrait,
            safeArea: landscape ? EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 84) : EdgeInsets(top: 84, bottom: 95),
            horizontalSizeClass: .regular, verticalSizeClass: .regular, layoutMargin: 20, displayCornerRadius: 40, family: .foldable,
            reservedRegions: [ReservedRegion(kind: .fold, rect: fold, isActive: folded), camera], statusBarHeight: 0)
    }

    /// Inner display lying flat, 951×669 pt landscape @3x: the fold is inactive.
    public static let iPhoneDuoInner = duoInner(landscape: true, folded: false)
    /// Inner display half folded: the fold at x = 475.5 is active.
    public static let iPhoneDuoInnerFolded = duoInner(landscape: true, folded: true)
    /// Inner display in portrait (669×951), flat.
    public static let iPhoneDuoInnerPortrait = duoInner(landscape: false, folded: false)

    // MARK: iPads

    public static let iPadMini = pad("ipadmini", "iPad mini", 744, 1133)
    public static let iPadPro11 = pad("ipadpro11", "iPad Pro 11\"", 834, 1210)
    public static let iPadPro11Landscape = pad("ipadpro11", "iPad Pro 11\"", 834, 1210, landscape: true)
    public static let iPadPro13 = pad("ipadpro13", "iPad Pro 13\"", 1032, 1376)

    /// iPad Pro 11" landscape split view: ⅓ (375 pt, compact), ½ (592 pt, compact), ⅔ (809 pt, regular).
    static func split(_ fraction: String, width: Double, sizeClass: SizeClass) -> DeviceConfiguration {
        DeviceConfiguration(
            name: "ipadpro11-split\(fraction)", displayName: "iPad Pro 11\" split \(fraction)", size: Size(width: width, height: 834), scale: 2,
            orientation: .landscape, safeArea: EdgeInsets(top: 24, bottom: 20), horizontalSizeClass: sizeClass, verticalSizeClass: .regular,
            layoutMargin: sizeClass == .compact ? 16 : 20, displayCornerRadius: 0, family: .pad, statusBarHeight: 24)
    }
    public static let iPadSplitThird = split("third", width: 375, sizeClass: .compact)
    public static let iPadSplitHalf = split("half", width: 592, sizeClass: .compact)
    public static let iPadSplitTwoThirds = split("twothirds", width: 809, sizeClass: .regular)

    /// Every configuration, in catalog order.
    public static let catalog: [DeviceConfiguration] = [
        .iPhoneSE, .iPhone17, .iPhone17Pro, .iPhone17ProLandscape, .iPhone17ProMax, .iPhoneDuoOuter, .iPhoneDuoInner, .iPhoneDuoInnerFolded,
        .iPhoneDuoInnerPortrait, .iPadMini, .iPadPro11, .iPadPro11Landscape, .iPadPro13, .iPadSplitThird, .iPadSplitHalf, .iPadSplitTwoThirds,
        .iPhoneSELandscape, .iPhoneDuoInnerTabletop, .iPadSlideOver, .iPadStageManager, .iPadPortraitSplitNarrow, .iPadPortraitSplitWide,
    ]

    /// The devices every screen is snapshotted on: iPhone 17 Pro, iPhone SE, the Duo outer
    /// display, the Duo inner display flat and half folded, iPad Pro 11" portrait and
    /// landscape, and the iPad ⅓ split.
    public static let snapshotMatrix: [DeviceConfiguration] = [
        .iPhone17Pro, .iPhoneSE, .iPhoneDuoOuter, .iPhoneDuoInner, .iPhoneDuoInnerFolded, .iPadPro11, .iPadPro11Landscape, .iPadSplitThird,
    ]

    /// Looks a configuration up by its snapshot name (`iphone17pro-portrait`) or name.
    public static func named(_ name: String) -> DeviceConfiguration? {
        catalog.first { $0.snapshotName == name } ?? catalog.first { $0.name == name }
    }
}
