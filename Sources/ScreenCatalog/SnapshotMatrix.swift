import ScreenLayout
import Snapshots
import Theme

/// A device, appearance, Dynamic Type size and settings (direction, pseudo-language,
/// display settings) to snapshot a screen in.
///
/// ```swift
/// MatrixEntry(device: .iPhone17Pro, colorScheme: .dark, contentSize: .accessibility3)
/// MatrixEntry(device: .iPadPro11, layoutDirection: .rightToLeft, display: DisplaySettings(boldText: true))
/// ```
public struct MatrixEntry: Hashable, Sendable {
    public var device: DeviceConfiguration
    public var colorScheme: ColorScheme
    public var contentSize: ContentSizeCategory
    public var layoutDirection: LayoutDirection
    public var pseudoLocale: PseudoLocale?
    public var translation: Translation?
    public var display: DisplaySettings
    public init(
        device: DeviceConfiguration, colorScheme: ColorScheme = .light, contentSize: ContentSizeCategory = .large,
        layoutDirection: LayoutDirection = .leftToRight, pseudoLocale: PseudoLocale? = nil, translation: Translation? = nil,
        display: DisplaySettings = .standard
    ) {
        self.device = device
        self.colorScheme = colorScheme
        self.contentSize = contentSize
        self.layoutDirection = layoutDirection
        self.pseudoLocale = pseudoLocale
        self.translation = translation
        self.display = display
    }

    /// The snapshot configuration of this entry at `scale` (nil: the device's own).
    public func configuration(scale: Double?) -> SnapshotConfiguration {
        var c = SnapshotConfiguration(device: device, colorScheme: colorScheme, contentSize: contentSize, scale: scale)
        c.layoutDirection = layoutDirection
        c.pseudoLocale = pseudoLocale
        c.translation = translation
        c.display = display
        return c
    }
}

/// The configurations every screen of a catalog is snapshotted in.
///
/// ```swift
/// let phones = SnapshotMatrix.product(devices: [.iPhoneSE, .iPhone17Pro])          // light and dark, default type
/// let matrix = phones + SnapshotMatrix.product(devices: [.iPhone17Pro], typeSizes: [.accessibility3])
/// ```
public struct SnapshotMatrix: Hashable, Sendable {
    public var entries: [MatrixEntry]

    public init(_ entries: [MatrixEntry]) { self.entries = entries }

    /// Every device × appearance × type size.
    public static func product(
        devices: [DeviceConfiguration], appearances: [ColorScheme] = ColorScheme.allCases, typeSizes: [ContentSizeCategory] = [.large]
    ) -> SnapshotMatrix {
        var entries: [MatrixEntry] = []
        for typeSize in typeSizes {
            for device in devices {
                for scheme in appearances { entries.append(MatrixEntry(device: device, colorScheme: scheme, contentSize: typeSize)) }
            }
        }
        return SnapshotMatrix(entries)
    }

    /// Both matrices' entries, each once, in order.
    public static func + (lhs: SnapshotMatrix, rhs: SnapshotMatrix) -> SnapshotMatrix {
        var entries = lhs.entries
        for e in rhs.entries where !entries.contains(e) { entries.append(e) }
        return SnapshotMatrix(entries)
    }

    /// The devices of the matrix, in order of first appearance.
    public var devices: [DeviceConfiguration] {
        var seen: [DeviceConfiguration] = []
        for e in entries where !seen.contains(e.device) { seen.append(e.device) }
        return seen
    }

    /// The kit's default: every device of ``DeviceConfiguration/snapshotMatrix`` (phone,
    /// Duo outer, inner flat and half folded, iPad) in light and dark at the default type
    /// size, plus the largest-type check (AX3) on the iPhone 17 Pro in both appearances.
    public static let standard: SnapshotMatrix =
        product(devices: DeviceConfiguration.snapshotMatrix)
        + product(devices: [.iPhone17Pro], typeSizes: [.accessibility3])
}
