// Attributed strings as apps build them for Text: Markdown, attributes set on ranges and
// containers. It must compile here with only `import SwiftUI` read as the kit.
import SwiftUI

struct AttributedNoteView: View {
    let author: String
    let body_: String

    private var note: AttributedString {
        var note =
            (try? AttributedString(markdown: body_, options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace)))
            ?? AttributedString(body_)
        var byline = AttributedString(" — \(author)")
        byline.foregroundColor = .secondary
        byline.font = .footnote.italic()
        note.append(byline)
        if let range = note.range(of: "urgent") {
            note[range].foregroundColor = .red
            note[range].underlineStyle = .single
        }
        var container = AttributeContainer()
        container.kern = 1.5
        container.baselineOffset = 2
        if let range = note.range(of: "NB") { note[range].mergeAttributes(container) }
        return note
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text(note)
            Text("Heads up: ") + Text(note).bold()
            ForEach(Array(note.runs.enumerated()), id: \.offset) { _, run in
                if let link = run.link { Link("Open", destination: link) }
                if run.inlinePresentationIntent?.contains(.stronglyEmphasized) == true { Text("strong") }
            }
        }
    }
}
