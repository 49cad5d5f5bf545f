// The compiler plugin behind `#Preview` and SwiftData's `@Model`: it speaks the compiler's plugin protocol (8-byte
// little-endian length, then a JSON message, on stdin and stdout) without swift-syntax, which
// no package here can fetch. `#Preview(args) { body }` becomes a file-private main-actor
// computed property returning `ScreenUI.Preview(args) { body }`: the body is type-checked as in
// Xcode, and the preview is a value a test can render.
import Foundation

/// Reads one framed message; nil at the end of input.
func readMessage() -> [String: Any]? {
    let input = FileHandle.standardInput
    let header = input.readData(ofLength: 8)
    guard header.count == 8 else { return nil }
    let size = header.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
    var body = Data()
    while body.count < Int(size) {
        let chunk = input.readData(ofLength: Int(size) - body.count)
        if chunk.isEmpty { return nil }
        body.append(chunk)
    }
    return (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
}

func write(_ message: [String: Any]) {
    guard let body = try? JSONSerialization.data(withJSONObject: message) else { return }
    var header = Data()
    var size = UInt64(body.count).littleEndian
    withUnsafeBytes(of: &size) { header.append(contentsOf: $0) }
    FileHandle.standardOutput.write(header + body)
}

/// `#Preview…` → a computed property returning `ScreenUI.Preview…`, named after the expansion's
/// discriminator. Computed, not a constant: in a file compiled alone (script mode) a constant is a
/// top-level local and the compiler warns that it is never used.
func expandPreview(_ source: String, discriminator: String) -> String {
    var text = source.trimmingCharacters(in: .whitespacesAndNewlines)
    guard let range = text.range(of: "#Preview") else { return "" }
    text.replaceSubrange(range, with: "ScreenUI.Preview")
    // A unique name as the compiler makes them (the expansion's discriminator, the name's
    // length and text, then "fMu_"): names a freestanding macro introduces must be unique ones.
    let base = "preview"
    let name = "\(discriminator)\(base.count)\(base)fMu_"
    return "@MainActor private var \(name): ScreenUI.Preview { \(text) }"
}

/// SwiftData's attached macros. `@Model` adds the conformances the compiler asks for (those
/// the class lacks of `PersistentModel` and `Observable`) in an extension; the property
/// markers (`@Attribute`, `@Relationship`, `@Transient`) add nothing: a snapshot keeps its
/// models in memory, so how a property would be stored does not matter.
func expandAttached(_ expand: [String: Any]) -> Any {
    let macro = (expand["macro"] as? [String: Any])?["typeName"] as? String
    guard macro == "ModelMacro", expand["macroRole"] as? String == "extension" else { return "" }
    let type = ((expand["extendedTypeSyntax"] as? [String: Any])?["source"] as? String ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    // The compiler hands the missing conformances as `struct Placeholder: A, B {}`.
    var conformances = (expand["conformanceListSyntax"] as? [String: Any])?["source"] as? String ?? ""
    if let colon = conformances.firstIndex(of: ":") { conformances = String(conformances[conformances.index(after: colon)...]) }
    if let brace = conformances.firstIndex(of: "{") { conformances = String(conformances[..<brace]) }
    conformances = conformances.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !type.isEmpty, !conformances.isEmpty else { return "" }
    return "extension \(type): \(conformances) {}"
}

while let message = readMessage() {
    if message["getCapability"] != nil {
        write(["getCapabilityResult": ["capability": ["protocolVersion": 7]]])
    } else if let expand = message["expandFreestandingMacro"] as? [String: Any] {
        let syntax = expand["syntax"] as? [String: Any]
        let source = syntax?["source"] as? String ?? ""
        let discriminator = expand["discriminator"] as? String ?? "preview"
        write(["expandMacroResult": ["expandedSource": expandPreview(source, discriminator: discriminator), "diagnostics": [Any]()]])
    } else if let expand = message["expandAttachedMacro"] as? [String: Any] {
        write(["expandMacroResult": ["expandedSource": expandAttached(expand), "diagnostics": [Any]()]])
    } else if message["loadPluginLibrary"] != nil {
        write(["loadPluginLibraryResult": ["loaded": false, "diagnostics": [Any]()]])
    } else {
        write(["expandMacroResult": ["expandedSource": NSNull(), "diagnostics": [Any]()]])
    }
}
