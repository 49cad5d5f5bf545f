// The compiler plugin behind `#Preview`, SwiftUI's `@Entry` and SwiftData's `@Model` and `@ModelActor`: it speaks the compiler's plugin protocol (8-byte
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
    let source = source.trimmingCharacters(in: .whitespacesAndNewlines)
    // The source may begin with the comments above the macro, which can hold a commented-out
    // `#Preview` of their own: they are left out.
    let (code, range) = codeBeforePreview(source)
    guard let range else { return "" }
    // Attributes written before the macro (`@available(iOS 17, *) #Preview { … }`) go on the
    // property; the call is the rest.
    let attributes = code.trimmingCharacters(in: .whitespacesAndNewlines)
    // `@Previewable` marks a body's local property Xcode lifts into a view; here the local
    // property (`@State var on = true`) works as it is.
    let text = "ScreenUI.Preview" + source[range.upperBound...].replacingOccurrences(of: "@Previewable", with: "")
    // A unique name as the compiler makes them (the expansion's discriminator, the name's
    // length and text, then "fMu_"): names a freestanding macro introduces must be unique ones.
    let base = "preview"
    let name = "\(discriminator)\(base.count)\(base)fMu_"
    let prefix = attributes.isEmpty ? "" : attributes + " "
    return "\(prefix)@MainActor private var \(name): ScreenUI.Preview { \(text) }"
}

/// The code before the first `#Preview` outside a comment (comments dropped), and where that
/// `#Preview` is.
func codeBeforePreview(_ source: String) -> (String, Range<String.Index>?) {
    var code = ""
    var index = source.startIndex
    while index < source.endIndex {
        let rest = source[index...]
        if rest.hasPrefix("#Preview") { return (code, index..<source.index(index, offsetBy: 8)) }
        if rest.hasPrefix("//") {
            index = rest.firstIndex(of: "\n") ?? source.endIndex
        } else if rest.hasPrefix("/*") {
            index = rest.range(of: "*/")?.upperBound ?? source.endIndex
        } else {
            code.append(source[index])
            index = source.index(after: index)
        }
    }
    return (code, nil)
}

/// SwiftData's attached macros. `@Model` adds the conformances the compiler asks for (those
/// the class lacks of `PersistentModel` and `Observable`) in an extension; the property
/// markers (`@Attribute`, `@Relationship`, `@Transient`) add nothing: a snapshot keeps its
/// models in memory, so how a property would be stored does not matter.
func expandAttached(_ expand: [String: Any]) -> Any {
    let macro = (expand["macro"] as? [String: Any])?["typeName"] as? String
    if macro == "ModelActorMacro", expand["macroRole"] as? String == "member" { return modelActorMembers }
    guard macro == "ModelMacro" || macro == "ModelActorMacro", expand["macroRole"] as? String == "extension" else { return "" }
    let type = ((expand["extendedTypeSyntax"] as? [String: Any])?["source"] as? String ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    // The compiler hands the missing conformances as `struct Placeholder: A, B {}`.
    var conformances = (expand["conformanceListSyntax"] as? [String: Any])?["source"] as? String ?? ""
    if let colon = conformances.firstIndex(of: ":") { conformances = String(conformances[conformances.index(after: colon)...]) }
    if let brace = conformances.firstIndex(of: "{") { conformances = String(conformances[..<brace]) }
    conformances = conformances.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !type.isEmpty, !conformances.isEmpty else { return "" }
    return "extension \(type): \(conformances) {}"
}

/// `@ModelActor`'s members: the executor holding a context of the container, the container,
/// and the initialiser that makes both. (Its extension adds `ModelActor`, as `@Model`'s does.)
let modelActorMembers = """
    nonisolated let modelExecutor: any SwiftData.ModelExecutor
    nonisolated let modelContainer: SwiftData.ModelContainer
    init(modelContainer: SwiftData.ModelContainer) {
        self.modelExecutor = SwiftData.DefaultSerialModelExecutor(modelContext: SwiftData.ModelContext(modelContainer))
        self.modelContainer = modelContainer
    }
    """

/// SwiftUI's `@Entry` on a property of `EnvironmentValues` (or `Transaction`, `ContainerValues`): the getter and
/// setter read and write a key named after the property (`__Key_<name>`), and a peer key type
/// holds the property's initial value as its default. `var name: Type = value`, `var name =
/// value` and `var name: Type?` (default nil) are understood.
func expandEntry(_ expand: [String: Any]) -> String {
    let role = expand["macroRole"] as? String ?? ""
    var decl = ((expand["declSyntax"] as? [String: Any])?["source"] as? String ?? "")
    guard let varRange = decl.range(of: "var ") else { return "" }
    decl = String(decl[varRange.upperBound...]).trimmingCharacters(in: .whitespacesAndNewlines)
    let nameEnd = decl.firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? decl.endIndex
    let name = String(decl[..<nameEnd])
    guard !name.isEmpty else { return "" }
    var rest = decl[nameEnd...].trimmingCharacters(in: .whitespacesAndNewlines)
    var initializer: String?
    if let equals = rest.firstIndex(of: "=") {
        initializer = rest[rest.index(after: equals)...].trimmingCharacters(in: .whitespacesAndNewlines)
        rest = String(rest[..<equals])
    }
    let type = rest.hasPrefix(":") ? rest.dropFirst().trimmingCharacters(in: .whitespacesAndNewlines) : ""
    let key = "__Key_\(name)"
    if role == "accessor" {
        return "get { self[\(key).self] }\nset { self[\(key).self] = newValue }"
    }
    guard role == "peer" else { return "" }
    let value = initializer ?? (type.hasSuffix("?") ? "nil" : "")
    guard !value.isEmpty else { return "" }
    // Computed where the type is written: no stored static, so no Sendable requirement on it;
    // without a type (`var shows = true`, a literal, Sendable) a constant whose type is inferred.
    let defaultValue = type.isEmpty ? "static let defaultValue = \(value)" : "static var defaultValue: \(type) { \(value) }"
    return "private struct \(key): ScreenUI.EnvironmentKey, ScreenUI.TransactionKey, ScreenUI.ContainerValueKey { \(defaultValue) }"
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
        let macro = (expand["macro"] as? [String: Any])?["typeName"] as? String
        let source = macro == "EntryMacro" ? expandEntry(expand) : expandAttached(expand)
        write(["expandMacroResult": ["expandedSource": source, "diagnostics": [Any]()]])
    } else if message["loadPluginLibrary"] != nil {
        write(["loadPluginLibraryResult": ["loaded": false, "diagnostics": [Any]()]])
    } else {
        write(["expandMacroResult": ["expandedSource": NSNull(), "diagnostics": [Any]()]])
    }
}
