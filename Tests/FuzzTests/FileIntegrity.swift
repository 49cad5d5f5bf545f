import Foundation
import ImageCodec

/// What a killed job left behind, checked: every PNG decodes (chunks, CRCs and pixels), every
/// SQLite file passes `PRAGMA integrity_check` in the `sqlite3` tool (which also recovers a
/// WAL left by the dead writer, as the next open would).
///
/// ```swift
/// for problem in FileIntegrity.problems(in: folder) { print(problem) }
/// ```
enum FileIntegrity {
    /// Files checked and the problems found, one line each.
    static func check(_ folder: URL) -> (files: Int, problems: [String]) {
        var files = 0
        var problems: [String] = []
        let paths = (FileManager.default.subpaths(atPath: folder.path) ?? []).sorted()
        for path in paths {
            let url = folder.appendingPathComponent(path)
            let name = url.lastPathComponent
            if name.hasSuffix(".png") && !name.hasPrefix(".") {
                files += 1
                do {
                    _ = try PNGFileInfo.read(at: url.path)
                    _ = try Bitmap.readPNG(at: url.path)
                } catch {
                    problems.append("\(path): \(error)")
                }
            } else if name.hasSuffix(".sqlite") {
                files += 1
                let result = integrity(url.path)
                if result != "ok" { problems.append("\(path): integrity_check says \(result)") }
            }
        }
        return (files, problems)
    }

    /// `PRAGMA integrity_check` as the `sqlite3` tool prints it.
    static func integrity(_ path: String) -> String { sql(path, "PRAGMA integrity_check;", missingTool: "ok") }

    /// What the `sqlite3` tool prints for `statement` on `path`, trimmed.
    static func sql(_ path: String, _ statement: String, missingTool: String = "") -> String {
        guard let tool = ["/usr/bin/sqlite3", "/usr/local/bin/sqlite3"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            return missingTool
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = [path, statement]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return "the sqlite3 tool did not start: \(error)" }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
