/// A way a device is held or a window is sized: phones in landscape, the Duo's inner display
/// half folded (book) or in tabletop, and iPad windows (Slide Over, Stage Manager, split view
/// in landscape and portrait). ``DeviceConfiguration/inPosture(_:)`` gives the configuration,
/// or a clear error when the device cannot take the posture (a Duo posture on an iPad).
///
/// ```swift
/// try DeviceConfiguration.iPhoneDuoInner.inPosture(.tabletop)   // 669×951, fold across at y 475.5
/// try DeviceConfiguration.iPadPro11.inPosture(.tabletop)        // throws DevicePostureError
/// ```
public enum DevicePosture: String, Hashable, Sendable, CaseIterable {
    case landscape, halfFolded, tabletop, slideOver, stageManager, splitThird, splitHalf, splitTwoThirds, portraitSplitNarrow, portraitSplitWide
}

/// A posture the device cannot take.
public struct DevicePostureError: Error, Hashable, Sendable, CustomStringConvertible {
    public var device: String
    public var posture: DevicePosture
    public var available: [DevicePosture]
    public var description: String {
        let choices = available.isEmpty ? "it has no other posture" : "it can take: \(available.map(\.rawValue).joined(separator: ", "))"
        return
            "\(device) cannot be in the posture \(posture.rawValue); \(choices). Pick a device that has it (the iPhone Duo for folds, an iPad for windows)."
    }
}

extension DeviceConfiguration {
    /// iPhone SE (3rd gen) in landscape, 667×375 pt @2x (sim).
    public static let iPhoneSELandscape = phone(
        "iphonese", "iPhone SE", 375, 667, scale: 2, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0, portraitClasses: (.compact, .regular),
        landscapeClasses: (.compact, .compact), margin: 16, corner: 0, landscape: true)
    /// The Duo's inner display in portrait, half folded across its middle (tabletop): the fold
    /// at y = 475.5 is active.
    public static let iPhoneDuoInnerTabletop = duoInner(landscape: false, folded: true)
    /// An iPad Pro 11" Slide Over window: 320×834 pt, compact width (comm: estimate).
    public static let iPadSlideOver = window("slideover", "Slide Over", width: 320, height: 834, sizeClass: .compact)
    /// An iPad Pro 11" Stage Manager window at its default size, 700×600 pt (comm: estimate).
    public static let iPadStageManager = window("stagemanager", "Stage Manager", width: 700, height: 600, sizeClass: .regular)
    /// iPad Pro 11" portrait split view: the narrow (320 pt) and wide (504 pt) sides, both compact.
    public static let iPadPortraitSplitNarrow = window("portraitsplitnarrow", "portrait split ⅓", width: 320, height: 1210, sizeClass: .compact)
    public static let iPadPortraitSplitWide = window("portraitsplitwide", "portrait split ⅔", width: 504, height: 1210, sizeClass: .compact)

    static func window(_ name: String, _ displayName: String, width: Double, height: Double, sizeClass: SizeClass) -> DeviceConfiguration {
        DeviceConfiguration(
            name: "ipadpro11-\(name)", displayName: "iPad Pro 11\" \(displayName)", size: Size(width: width, height: height), scale: 2,
            orientation: width > height ? .landscape : .portrait, safeArea: EdgeInsets(top: 24, bottom: 20), horizontalSizeClass: sizeClass,
            verticalSizeClass: .regular, layoutMargin: sizeClass == .compact ? 16 : 20, displayCornerRadius: 0, family: .pad, statusBarHeight: 24)
    }

    /// The postures of each device that has any, by the device's snapshot name.
    static let postures: [String: [DevicePosture: DeviceConfiguration]] = [
        iPhone17Pro.snapshotName: [.landscape: .iPhone17ProLandscape],
        iPhoneSE.snapshotName: [.landscape: .iPhoneSELandscape],
        iPhoneDuoInner.snapshotName: [.halfFolded: .iPhoneDuoInnerFolded, .tabletop: .iPhoneDuoInnerTabletop],
        iPhoneDuoInnerPortrait.snapshotName: [.tabletop: .iPhoneDuoInnerTabletop],
        iPadPro11.snapshotName: [
            .landscape: .iPadPro11Landscape, .slideOver: .iPadSlideOver, .stageManager: .iPadStageManager, .splitThird: .iPadSplitThird,
            .splitHalf: .iPadSplitHalf, .splitTwoThirds: .iPadSplitTwoThirds, .portraitSplitNarrow: .iPadPortraitSplitNarrow,
            .portraitSplitWide: .iPadPortraitSplitWide,
        ],
    ]

    /// This device in `posture`; throws ``DevicePostureError`` naming the postures it has.
    public func inPosture(_ posture: DevicePosture) throws -> DeviceConfiguration {
        let own = Self.postures[snapshotName] ?? [:]
        guard let device = own[posture] else {
            throw DevicePostureError(
                device: "\(displayName) \(orientation.rawValue)", posture: posture, available: DevicePosture.allCases.filter { own[$0] != nil })
        }
        return device
    }
}
