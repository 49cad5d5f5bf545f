import Foundation
import Theme

/// The theme of a package: its `DesignTokens/` over the kit's iOS defaults, or
/// ``Theme/system`` when it has no such folder. The catalog's default loader and the
/// assertion's both read it this way.
///
/// ```swift
/// let theme = try PackageTokens.theme(root: PackageRoot.containing(#filePath))
/// ```
public enum PackageTokens {
    public static func theme(root: URL, requiring: TokenRequirements = TokenRequirements()) throws -> Theme {
        let tokens = root.appendingPathComponent("DesignTokens")
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: tokens.path, isDirectory: &isFolder), isFolder.boolValue else { return .system }
        return try Theme.load(from: tokens, requiring: requiring)
    }
}
