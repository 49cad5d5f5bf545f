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
    public static let standard: [MatrixEntry] = {
        var entries: [MatrixEntry] = []
        for device in [DeviceConfiguration.iPhone17Pro] {
            for scheme in ColorScheme.allCases {
                entries.append(MatrixEntry(device: device, colorScheme: scheme, contentSize: .large))
            }
        }
        return entries
    }()
}
