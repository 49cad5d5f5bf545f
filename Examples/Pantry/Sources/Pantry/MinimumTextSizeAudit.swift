import Audits

extension LayoutAudit {
    /// Pantry's own audit: no text smaller than 12 pt, at any type size — the labels are read
    /// at arm's length in a kitchen.
    ///
    /// ```swift
    /// AuditException(.minimumTextSize, element: "item.barcode", reason: "Read by the scanner, not by people")
    /// ```
    public static let minimumTextSize = LayoutAudit(name: "minimum-text-size") { screen in
        screen.texts.compactMap { text in
            guard let size = text.font?.size, size < 12 else { return nil }
            return AuditProblem(element: text.auditName, frame: text.frame, problem: "is \(size) pt", fix: "use a text style of 12 pt or more")
        }
    }
}
