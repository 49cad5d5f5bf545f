import Foundation
import ImageCodec
import Snapshots

enum CompareCommand {
    static func help(_ tool: String) -> String {
        """
        OVERVIEW: Compare two PNG files (palette, grey, RGB or RGBA, any bit depth) and write a diff image.

        Exits 0 when the images match under the mode, 1 when they differ, 66 when a file is missing,
        65 when it is not a readable PNG, 73 when the diff cannot be written (its folder must
        exist; nothing is created), 64 for bad options. The modes are the snapshot assertion's
        built-in image diffings: exact, pixelmatch (YIQ threshold with anti-aliasing detection) and
        perceptual (ΔE with precision / perceptual precision).

        USAGE: \(tool) compare <expected.png> <actual.png> [--diff <out.png>] [--mode <exact|pixelmatch|perceptual>]
                                  [--threshold <0…1>] [--include-aa] [--max-diff-pixels <n>]
                                  [--precision <0…1>] [--perceptual-precision <0…1>] [--delta-e <cie94|ciede2000>] [--json]

        OPTIONS:
          --diff <out.png>             Write the diff image: red differences, yellow anti-aliasing, faded grey base.
          --mode <name>                exact, pixelmatch or perceptual. (default: exact)
          --threshold <t>              pixelmatch colour threshold. (default: 0.1)
          --include-aa                 pixelmatch: count anti-aliased pixels as differences.
          --max-diff-pixels <n>        pixelmatch: differing pixels allowed. (default: 0)
          --precision <p>              perceptual: share of pixels that must pass. (default: 1)
          --perceptual-precision <p>   perceptual: a pixel passes when ΔE ≤ (1 − p) × 100. (default: 0.98)
          --delta-e <formula>          perceptual: cie94 or ciede2000. (default: cie94)
          --json                       Print one JSON object instead of a sentence.
          -h, --help                   Show help information.
        """
    }

    static func number(_ scan: inout ArgumentScanner, _ name: String, default value: Double, range: ClosedRange<Double>) throws -> Double {
        guard let text = try scan.value(name) else { return value }
        guard let v = Double(text), range.contains(v) else {
            throw UsageError(description: "\(name) takes a number from \(range.lowerBound) to \(range.upperBound), not '\(text)'.")
        }
        return v
    }

    static func run(_ arguments: [String], context: CommandContext) throws -> Int32 {
        var scan = ArgumentScanner(arguments, command: "compare", tool: context.tool)
        if scan.wantsHelp {
            print(help(context.tool))
            return 0
        }
        let diffPath = try scan.value("--diff")
        let modeName = try scan.value("--mode") ?? "exact"
        let threshold = try number(&scan, "--threshold", default: 0.1, range: 0...1)
        let includeAA = scan.flag("--include-aa")
        let maxDiff = Int(try number(&scan, "--max-diff-pixels", default: 0, range: 0...Double(Int32.max)))
        let precision = try number(&scan, "--precision", default: 1, range: 0...1)
        let perceptual = try number(&scan, "--perceptual-precision", default: 0.98, range: 0...1)
        let formulaName = try scan.value("--delta-e") ?? "cie94"
        let json = scan.flag("--json")
        let files = try scan.positionals()
        guard files.count == 2 else { throw UsageError(description: "give exactly two PNG files. See '\(context.tool) compare --help'.") }
        guard let formula = DeltaEFormula(rawValue: formulaName) else {
            throw UsageError(description: "unknown --delta-e '\(formulaName)'. Valid: cie94, ciede2000.")
        }
        let mode: ImageDiffing
        switch modeName {
        case "exact": mode = .exact
        case "pixelmatch": mode = .pixelmatch(threshold: threshold, includeAntiAliasing: includeAA, maxDifferingPixels: maxDiff)
        case "perceptual": mode = .perceptual(precision: precision, perceptualPrecision: perceptual, formula: formula)
        default: throw UsageError(description: "unknown --mode '\(modeName)'. Valid modes: exact, pixelmatch, perceptual.")
        }
        for file in files where !FileManager.default.fileExists(atPath: file) {
            throw MissingInputError(description: "\(file) does not exist. Give the paths of two PNG files.")
        }
        if let diffPath { try ensureWritable(file: URL(fileURLWithPath: diffPath)) }
        let a = try Bitmap.readPNG(at: files[0])
        let b = try Bitmap.readPNG(at: files[1])
        func emit(_ fields: [(String, String)], _ sentence: String) {
            if json {
                print("{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}")
            } else {
                print(sentence)
            }
        }
        guard a.width == b.width, a.height == b.height else {
            emit(
                [("match", "false"), ("reason", "\"size\""), ("expected", "\"\(a.width)x\(a.height)\""), ("actual", "\"\(b.width)x\(b.height)\"")],
                "The images differ in size: \(a.width)×\(a.height) and \(b.width)×\(b.height) px.")
            return 1
        }
        let (result, diff) = mode.compare(a, b, drawDiff: diffPath != nil)
        if let diffPath, let diff {
            do {
                try diff.writeArtifactPNG(to: URL(fileURLWithPath: diffPath))
            } catch {
                throw OutputError(description: "cannot write the diff to \(diffPath) (\(error)). Choose another --diff path.")
            }
        }
        let share = Double(result.differingPixels) / Double(max(result.totalPixels, 1)) * 100
        emit(
            [
                ("match", "\(result.matches)"), ("mode", "\"\(mode)\""), ("differingPixels", "\(result.differingPixels)"),
                ("antiAliasedPixels", "\(result.antiAliasedPixels)"), ("totalPixels", "\(result.totalPixels)"),
                ("diff", diffPath.map { "\"\($0)\"" } ?? "null"),
            ],
            "\(result.matches ? "Match" : "Different"): \(result.differingPixels) of \(result.totalPixels) pixels differ (\(String(format: "%.3f", share)) %)"
                + (result.antiAliasedPixels > 0 ? ", \(result.antiAliasedPixels) anti-aliased" : "") + " under \(mode)"
                + (diffPath.map { "; diff written to \($0)" } ?? "") + ".")
        return result.matches ? 0 : 1
    }
}

extension CompareCommand {
    /// Proves before comparing that the diff image can be written where asked: its folder
    /// exists (it is not created) and accepts a file.
    static func ensureWritable(file: URL) throws {
        let folder = file.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw OutputError(
                description:
                    "cannot write the diff to \(file.path): the folder \(folder.path) does not exist. Create it, or choose another --diff path.")
        }
        guard FileManager.default.isWritableFile(atPath: folder.path) else {
            throw OutputError(description: "cannot write the diff to \(file.path): \(folder.path) is not writable. Choose another --diff path.")
        }
    }
}
