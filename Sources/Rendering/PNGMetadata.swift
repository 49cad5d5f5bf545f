import ScreenLayout
import Theme

/// Keys of the text chunks the kit writes into every PNG: provenance of a rendered image, so a
/// later check can tell "the environment changed" (renderer or fonts differ) from "the content
/// changed" (same environment, different pixels).
///
/// ```swift
/// let metadata = PNGMetadata.provenance(device: .iPhone17Pro, appearance: .dark, typeSize: .large, fonts: renderer.textSystem.fonts)
/// let data = try bitmap.pngData(metadata: metadata)
/// let info = try PNGFileInfo.read(data)
/// info.text[PNGMetadata.rendererKey] == Renderer.versions   // same renderer?
/// info.pixelHash == bitmap.pixelHash                        // same pixels, without decoding
/// ```
public enum PNGMetadata {
    /// The device configuration: snapshot name, size in points and scale.
    public static let deviceKey = "Device"
    /// `light` or `dark`.
    public static let appearanceKey = "Appearance"
    /// The Dynamic Type size's token name (`L`, `AX3`…).
    public static let typeSizeKey = "TypeSize"
    /// ``Renderer/versions``: the renderer's own version and the Cairo, Pango, fontconfig versions.
    public static let rendererKey = "Software"
    /// ``FontLibrary/fontVersions``: the font families and their versions.
    public static let fontsKey = "Fonts"
    /// ``PixelHash`` of the canonical pixels; always written by the encoder itself.
    public static let pixelHashKey = "PixelHash"

    /// Provenance for a rendered screen. `fonts` adds the font versions of that library.
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
