import Foundation
import FuzzSupport
import ImageCodec
import ScreenKitCommands
import SecondSkin
import Testing

@testable import Rendering

/// Random and damaged PNGs into the kit's decoder, its chunk reader and the `compare`
/// command: every input ends in pixels or a ``PNGError``, within a bounded time, and a valid
/// file decodes to the pixels libpng gives.
@Suite struct PNGFuzzTests {
    /// Every mutation is tried; valid files a little more often, for the libpng comparison.
    static func mutation(_ g: inout SeededGenerator, allowing: [PNGMutation] = PNGMutation.allCases) -> PNGMutation {
        g.chance(0.15) ? .none : allowing.randomElement(using: &g)!
    }

    @Test func theDecoderAnswersEveryInputWithPixelsOrAPNGError() throws {
        let budget = FuzzBudget(family: "png-decoder", inputs: 1500, share: 0.2)
        let tally = FuzzTally(family: "png-decoder", budget: budget, hangLimit: 5)
        let limit = 4_000_000
        budget.run { index, g in
            let mutation = Self.mutation(&g)
            let bytes = Data(mutation.apply(to: PNGForge.randomImage(&g), &g))
            tally.run(index) {
                let decoded: Result<Bitmap, any Error> = Result { try PNGDecoder.decode(bytes, path: "fuzz.png", maxPixels: limit) }
                let info: Result<PNGFileInfo, any Error> = Result { try PNGFileInfo.read(bytes, path: "fuzz.png") }
                for case .failure(let error) in [decoded.map { _ in () }, info.map { _ in () }] where !(error is PNGError) {
                    tally.wrong(index, "\(mutation): an untyped error \(type(of: error)): \(error)")
                }
                if case .success(let bitmap) = decoded, mutation == .none || bitmap.width * bitmap.height <= 4096 {
                    // libpng is the reference for every file both accept.
                    let libpng = try? bytes.withUnsafeBytes { try CairoPNGReader.decode($0, path: "fuzz.png") }
                    if let libpng, libpng.pixels != bitmap.pixels {
                        tally.wrong(index, "\(mutation): decoded pixels differ from libpng's")
                    } else if libpng == nil && mutation == .none {
                        tally.wrong(index, "a valid file libpng refuses")
                    }
                }
                if mutation == .none, case .failure(let error) = decoded { tally.wrong(index, "a valid file was refused: \(error)") }
                switch decoded {
                case .success: return "\(mutation == .none ? "valid" : "damaged") → pixels"
                case .failure(let error): return outcomeName(error)
                }
            }
        }
        print(tally.summary)
        #expect(tally.isClean, "\(tally.failures.joined(separator: "\n"))")
    }

    /// `compare` on damaged files: 65 when either file is not a readable PNG, 1 when they
    /// differ (in size or pixels), 0 when they match; a diff image asked for is written and
    /// decodes.
    /// On the main actor, as the command line runs; given back between inputs.
    @MainActor
    @Test func compareFollowsItsExitContract() async throws {
        let budget = FuzzBudget(family: "png-compare", inputs: 150, share: 0.08)
        let tally = FuzzTally(family: "png-compare", budget: budget, hangLimit: 10)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-compare-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let tool = ScreenKitCommandLine(catalog: .secondSkin, toolName: "secondskin")
        let mutations = PNGMutation.allCases.filter { $0 != .decompressionBomb }
        try await budget.run { index, g in
            await Task.yield()
            let original = PNGForge.randomImage(&g)
            let mutation = Self.mutation(&g, allowing: mutations)
            let a = Data(mutation.apply(to: original, &g))
            let b: Data
            switch Int.random(in: 0..<3, using: &g) {
            case 0: b = Data(PNGForge.file(original))
            case 1: b = Data(Self.mutation(&g, allowing: mutations).apply(to: original, &g))
            default: b = Data(PNGForge.file(PNGForge.randomImage(&g)))
            }
            let (pathA, pathB) = (folder.appendingPathComponent("a\(index).png").path, folder.appendingPathComponent("b\(index).png").path)
            try a.write(to: URL(fileURLWithPath: pathA))
            try b.write(to: URL(fileURLWithPath: pathB))
            defer {
                try? FileManager.default.removeItem(atPath: pathA)
                try? FileManager.default.removeItem(atPath: pathB)
            }
            let diff = folder.appendingPathComponent("diff\(index).png").path
            var arguments = ["compare", pathA, pathB, "--json"]
            let mode = ["exact", "pixelmatch", "perceptual"].randomElement(using: &g)!
            arguments += ["--mode", mode]
            let wantsDiff = g.chance(0.5)
            if wantsDiff { arguments += ["--diff", diff] }
            let bitmapA = try? PNGDecoder.decode(a)
            let bitmapB = try? PNGDecoder.decode(b)
            tally.run(index) {
                tally.busy {
                    let status = tool.run(arguments)
                    let allowed: Set<Int32>
                    if bitmapA == nil || bitmapB == nil {
                        allowed = [65]
                    } else if bitmapA!.width != bitmapB!.width || bitmapA!.height != bitmapB!.height {
                        allowed = [1]
                    } else {
                        allowed = bitmapA == bitmapB ? [0] : mode == "exact" ? [1] : [0, 1]
                    }
                    if !allowed.contains(status) {
                        tally.wrong(index, "compare (\(mutation), \(mode)) exited \(status), not \(allowed.sorted())")
                    }
                    if wantsDiff, status == 0 || status == 1, bitmapA?.width == bitmapB?.width, bitmapA?.height == bitmapB?.height {
                        do {
                            _ = try Bitmap.readPNG(at: diff)
                        } catch {
                            tally.damage(index, "the diff image does not decode: \(error)")
                        }
                    }
                    try? FileManager.default.removeItem(atPath: diff)
                    return "exit \(status)"
                }
            }
        }
        print(tally.summary)
        #expect(tally.isClean, "\(tally.failures.joined(separator: "\n"))")
    }
}
