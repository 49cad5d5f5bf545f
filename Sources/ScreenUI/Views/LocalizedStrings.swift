import Foundation
import ScreenLayout

/// The app's `.strings` tables that `Text` keys are looked up in: `Localizable.strings` unless a
/// view names another table. Register the folder that holds them (an `en.lproj`, or the
/// `.strings` files themselves) once, before rendering.
///
/// ```swift
/// try LocalizedStrings.register(folder: URL(fileURLWithPath: "Resources/en.lproj"))
/// ```
public enum LocalizedStrings {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var tables: [String: [String: String]] = [:]
    /// Set once a table is registered.
    nonisolated(unsafe) private static var hasTables = false

    /// Reads every `<Table>.strings` file of `folder` (UTF-8 or UTF-16, `"key" = "value";`).
    public static func register(folder: URL) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".strings") }
        for name in names {
            let url = folder.appendingPathComponent(name)
            let data = try Data(contentsOf: url)
            guard let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .utf16) else {
                throw CocoaError(.fileReadInapplicableStringEncoding, userInfo: [NSFilePathErrorKey: url.path])
            }
            let entries = parse(text)
            lock.lock()
            tables[String(name.dropLast(".strings".count)), default: [:]].merge(entries) { _, new in new }
            hasTables = true
            lock.unlock()
        }
    }

    /// Forgets every registered table.
    public static func removeAll() {
        lock.lock()
        tables = [:]
        hasTables = false
        lock.unlock()
    }

    static func lookup(_ key: String, table: String?) -> String? {
        lock.lock()
        defer { lock.unlock() }
        guard hasTables else { return nil }
        return tables[table ?? "Localizable"]?[key]
    }

    /// `"key" = "value";` pairs (see `StringsFile`).
    static func parse(_ text: String) -> [String: String] { StringsFile.parse(text) }
}
