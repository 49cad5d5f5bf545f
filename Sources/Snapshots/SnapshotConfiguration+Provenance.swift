import ImageCodec
import Rendering

extension SnapshotConfiguration {
    /// The provenance text chunks of an image rendered in this configuration — device, scale,
    /// appearance, type size, renderer and (when given) font versions — written into every PNG
    /// the kit renders, reference or not, so a later check can tell "the environment changed"
    /// from "the content changed" whoever wrote the file.
    ///
    /// ```swift
    /// try bitmap.writePNG(to: url, metadata: configuration.provenance(fonts: renderer.textSystem.fonts))
    /// ```
    public func provenance(fonts: FontLibrary?) -> [String: String] {
        PNGMetadata.provenance(device: device, appearance: colorScheme, typeSize: contentSize, scale: effectiveScale, fonts: fonts)
    }
}
