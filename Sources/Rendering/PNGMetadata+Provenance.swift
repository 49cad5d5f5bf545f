import ImageCodec
import ScreenLayout
import Theme

extension PNGMetadata {
    /// Provenance for a rendered screen: device, appearance, type size, ``Renderer/versions``
    /// and, when `fonts` is given, that library's font versions.
    ///
    /// ```swift
    /// let metadata = PNGMetadata.provenance(device: .iPhone17Pro, appearance: .dark, typeSize: .large, fonts: renderer.textSystem.fonts)
    /// let data = try bitmap.pngData(metadata: metadata)
    /// let info = try PNGFileInfo.read(data)
    /// info.text[PNGMetadata.rendererKey] == Renderer.versions   // same renderer?
    /// ```
    public static func provenance(
        device: DeviceConfiguration, appearance: ColorScheme, typeSize: ContentSizeCategory, scale: Double? = nil, fonts: FontLibrary? = nil
    ) -> [String: String] {
        let s = scale ?? device.scale
        let scaleText = s == s.rounded() ? String(Int(s)) : String(s)
        var m = [
            deviceKey: "\(device.snapshotName) \(fmtNumber(device.size.width))x\(fmtNumber(device.size.height)) pt @\(scaleText)x",
            appearanceKey: appearance.rawValue,
            typeSizeKey: typeSize.tokenName,
            rendererKey: Renderer.versions,
        ]
        if let fonts { m[fontsKey] = fonts.fontVersions }
        return m
    }

    private static func fmtNumber(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
}
