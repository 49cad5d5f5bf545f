import ScreenLayout
import Theme

/// A device, appearance and Dynamic Type size to snapshot a screen in.
public struct MatrixEntry: Hashable, Sendable {
    public var device: DeviceConfiguration
    public var colorScheme: ColorScheme
    public var contentSize: ContentSizeCategory
}

/// The named set of configurations that tests and the preview command share.
///
/// ```swift
/// for entry in SnapshotMatrix.standard { … }
/// ```
public enum SnapshotMatrix {
    /// The devices of the matrix.
    public static var devices: [DeviceConfiguration] {
        var seen: [DeviceConfiguration] = []
        for e in standard where !seen.contains(e.device) { seen.append(e.device) }
        return seen
    }

    /// The configurations every screen is checked in.
    /// Every device of ``DeviceConfiguration/snapshotMatrix`` in light and dark at the default
    /// type size, plus the largest-type check (AX3) on the iPhone 17 Pro in both appearances.
    public static let standard: [MatrixEntry] = {
        var entries: [MatrixEntry] = []
        for device in DeviceConfiguration.snapshotMatrix {
            for scheme in ColorScheme.allCases {
                entries.append(MatrixEntry(device: device, colorScheme: scheme, contentSize: .large))
            }
        }
        for scheme in ColorScheme.allCases {
            entries.append(MatrixEntry(device: .iPhone17Pro, colorScheme: scheme, contentSize: .accessibility3))
        }
        return entries
    }()
}
