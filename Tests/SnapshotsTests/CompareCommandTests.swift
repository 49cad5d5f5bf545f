import Foundation
import Testing

@testable import ImageCodec

/// `secondskin compare`: the odiff / pixelmatch command-line job.
@Suite struct CompareCommandTests {
    var exe: URL {
        var dir = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        while dir.path != "/" && !FileManager.default.fileExists(atPath: dir.appendingPathComponent("secondskin").path) {
            dir = dir.deletingLastPathComponent()
        }
        return dir.appendingPathComponent("secondskin")
    }

    func run(_ args: [String]) throws -> (Int32, String) {
        let p = Process()
        p.executableURL = exe
        p.arguments = args
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = pipe
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func identicalAcrossFormatsExitsZero() throws {
        let (status, out) = try run([
            "compare", fixtures.appendingPathComponent("grey-palette.png").path, fixtures.appendingPathComponent("grey-16bit.png").path,
        ])
        #expect(status == 0, "\(out)")
        #expect(out.contains("Match: 0 of 16 pixels differ"))
    }

    @Test func differentExitsOneWithJSONAndADiffImage() throws {
        let diff = FileManager.default.temporaryDirectory.appendingPathComponent("diff-\(UUID()).png")
        defer { try? FileManager.default.removeItem(at: diff) }
        let (status, out) = try run([
            "compare", fixtures.appendingPathComponent("rgb-8bit.png").path, fixtures.appendingPathComponent("rgb-8bit-changed.png").path,
            "--mode", "pixelmatch", "--include-aa", "--diff", diff.path, "--json",
        ])
        #expect(status == 1)
        #expect(out.contains("\"match\": false") && out.contains("\"differingPixels\": 1"))
        let image = try Bitmap.readPNG(at: diff.path)
        #expect(image.pixels[1 * 4 + 1] == 0xFFFF_0000)
    }

    @Test func unreadableFileExitsTwo() throws {
        let (status, out) = try run(["compare", "/nonexistent.png", fixtures.appendingPathComponent("rgb-8bit.png").path])
        #expect(status == 66 && out.contains("does not exist"))
    }
}
