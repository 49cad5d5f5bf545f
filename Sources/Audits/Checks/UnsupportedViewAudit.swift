import ScreenLayout

extension LayoutAudit {
    /// What the SwiftUI-vocabulary layer compiled but could not draw as written (a modifier the
    /// renderer does not apply, an SF Symbol with no glyph, a missing image or colour asset),
    /// with the call site: a snapshot never silently shows something else.
    ///
    /// ```swift
    /// Image(systemName: "no.such.symbol")   // [unsupported-view] … no glyph for this SF Symbol (ContentView.swift:12)
    /// ```
    public static let unsupportedView = LayoutAudit(name: "unsupported-view") { screen in
        screen.layout.unsupported.map { element in
            let place = element.feature.file.isEmpty ? "" : " (\(element.feature.file):\(element.feature.line))"
            return AuditProblem(
                element: element.feature.file.isEmpty ? "view" : "\(element.feature.file):\(element.feature.line)", frame: element.frame,
                problem: "is not drawn as written: \(element.feature.feature)\(place)", fix: element.feature.fix)
        }
    }
}
