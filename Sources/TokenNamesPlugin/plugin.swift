import Foundation
import PackagePlugin

/// Runs `token-names` before the Theme target compiles: DesignTokens/ is validated and the
/// names screens use are generated from it, so a token typo fails the build.
@main
struct TokenNamesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let tokens = context.package.directoryURL.appending(path: "DesignTokens")
        let inputs = try FileManager.default.contentsOfDirectory(atPath: tokens.path)
            .filter { $0.hasSuffix(".tokens.json") }.sorted()
            .map { tokens.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "TokenNames+Generated.swift")
        return [
            .buildCommand(
                displayName: "Generating token names from DesignTokens/",
                executable: try context.tool(named: "token-names").url,
                arguments: [tokens.path, output.path],
                inputFiles: inputs + [tokens],
                outputFiles: [output])
        ]
    }
}
