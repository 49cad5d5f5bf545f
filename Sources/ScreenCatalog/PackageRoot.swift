import Foundation

/// Finds the root of the package a source file belongs to: the nearest folder above it that
/// holds `Package.swift`. `SCREENKIT_ROOT` overrides it, for a built tool run away from its
/// sources.
///
/// ```swift
/// let root = PackageRoot.containing(#filePath)   // …/MyApp
/// ```
public enum PackageRoot {
    /// The environment variable that overrides the root.
    public static let environmentVariable = "SCREENKIT_ROOT"

    public static func containing(_ filePath: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let root = environment[environmentVariable], !root.isEmpty { return URL(fileURLWithPath: root) }
        var dir = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while dir.path != "/" {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) { return dir }
            dir = dir.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: filePath).deletingLastPathComponent()
    }
}
