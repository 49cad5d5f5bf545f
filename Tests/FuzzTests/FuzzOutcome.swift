/// The name of an outcome for the summary: "PNGError.truncated", "SQLiteError.constraint"…
///
/// ```swift
/// outcomeName(PNGError.notPNG(path: "x"))   // "PNGError.notPNG"
/// ```
func outcomeName(_ error: any Error) -> String {
    let type = String(describing: Swift.type(of: error))
    guard let label = Mirror(reflecting: error).children.first?.label else {
        let text = "\(error)"
        return text.contains("(") || text.contains(" ") ? type : "\(type).\(text)"
    }
    return "\(type).\(label)"
}
