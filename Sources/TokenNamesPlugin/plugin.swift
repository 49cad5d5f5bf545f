import Foundation
import PackagePlugin

/// Runs `token-names` before the target it is applied to compiles: the target's design tokens
/// (`DesignTokens/` inside the target's folder, else at the package root) are read over the
/// kit's defaults and validated, and the names its screens use are generated from them, so a
/// token typo fails the build. A target without token files gets the kit's names only.
///
/// ```swift
/// .target(name: "MyApp", dependencies: [.product(name: "Theme", package: "ScreenKit")],
///         plugins: [.plugin(name: "TokenNames", package: "ScreenKit")])
/// ```
@main
struct TokenNamesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let own = target.directoryURL.appending(path: "DesignTokens")
        let root = context.package.directoryURL.appending(path: "DesignTokens")
        let tokens = FileManager.default.fileExists(atPath: own.path) ? own : root
        let inputs = ((try? FileManager.default.contentsOfDirectory(atPath: tokens.path)) ?? [])
            .filter { $0.hasSuffix(".tokens.json") }.sorted()
            .map { tokens.appending(path: $0) }
        let module = (target as? SourceModuleTarget)?.moduleName ?? target.name
        let output = context.pluginWorkDirectoryURL.appending(path: "\(module)TokenNames+Generated.swift")
        return [
            .buildCommand(
                displayName: "Generating \(module)'s token names from \(tokens.lastPathComponent)/",
                executable: try context.tool(named: "token-names").url,
                arguments: [tokens.path, output.path, module],
                inputFiles: inputs + (FileManager.default.fileExists(atPath: tokens.path) ? [tokens] : []),
                outputFiles: [output])
        ]
    }
}
