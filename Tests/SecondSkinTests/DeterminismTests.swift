import Foundation
import Testing

/// Two processes with different locale and time zone render byte-identical PNGs.
@Suite struct DeterminismTests {
    @Test func twoProcessesRenderIdenticalBytes() throws {
        let exe = productsDirectory.appendingPathComponent("secondskin")
        let a = try temporaryDirectory("render-a")
        let b = try temporaryDirectory("render-b")
        defer {
            try? FileManager.default.removeItem(at: a)
            try? FileManager.default.removeItem(at: b)
        }
        var env = ProcessInfo.processInfo.environment
        env["SCREENKIT_ROOT"] = packageRoot.path
        env["LANG"] = "C"
        env["TZ"] = "UTC"
        let first = try run(exe, ["render", "--screen", "Welcome", "--scale", "3", "--out", a.path], environment: env)
        #expect(first.status == 0, "\(first.output)")
        env["LANG"] = "de_DE.UTF-8"
        env["LC_ALL"] = "de_DE.UTF-8"
        env["TZ"] = "Pacific/Kiritimati"
        let second = try run(exe, ["render", "--screen", "Welcome", "--scale", "3", "--out", b.path], environment: env)
        #expect(second.status == 0, "\(second.output)")
        let file = "Welcome/default.iphone17pro-portrait-light@3x.png"
        let da = try Data(contentsOf: a.appendingPathComponent(file))
        let db = try Data(contentsOf: b.appendingPathComponent(file))
        #expect(da.count > 10_000)
        #expect(da == db)
    }

    @Test func unknownScreenListsTheValidOnes() throws {
        let out = try run(productsDirectory.appendingPathComponent("secondskin"), ["render", "--screen", "Nope"])
        #expect(out.status != 0)
        #expect(out.output.contains("no screen named 'Nope'"))
        #expect(out.output.contains("Welcome"))
    }
}
