/// Keys of the text chunks the kit writes into every PNG: provenance of a rendered image, so a
/// later check can tell "the environment changed" (renderer or fonts differ) from "the content
/// changed" (same environment, different pixels). The renderer (`Rendering`) fills them in
/// with `PNGMetadata.provenance(device:appearance:typeSize:scale:fonts:)`.
///
/// ```swift
/// let data = try bitmap.pngData(metadata: [PNGMetadata.appearanceKey: "dark"])
/// let info = try PNGFileInfo.read(data)
/// info.text[PNGMetadata.appearanceKey]   // "dark"
/// info.pixelHash == bitmap.pixelHash     // same pixels, without decoding
/// ```
public enum PNGMetadata {
    /// The device configuration: snapshot name, size in points and scale.
    public static let deviceKey = "Device"
    /// `light` or `dark`.
    public static let appearanceKey = "Appearance"
    /// The Dynamic Type size's token name (`L`, `AX3`…).
    public static let typeSizeKey = "TypeSize"
    /// `Renderer.versions`: the renderer's own version and the Cairo, Pango, fontconfig versions.
    public static let rendererKey = "Software"
    /// `FontLibrary.fontVersions`: the font families and their versions.
    public static let fontsKey = "Fonts"
    /// ``PixelHash`` of the canonical pixels; always written by the encoder itself.
    public static let pixelHashKey = "PixelHash"
    /// ``ImageDataHash`` of the chunks that hold the pixels, which binds ``pixelHashKey`` to
    /// them; always written by the encoder itself.
    public static let imageDataHashKey = "ImageDataHash"
}
