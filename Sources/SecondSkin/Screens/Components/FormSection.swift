import ScreenLayout
import Theme

/// An inset grouped section of a form, as in iOS Settings: an optional header, rows on a
/// rounded card separated by hairlines, an optional footer. Rows reflow at large type sizes
/// (label above value) instead of truncating.
///
/// ```swift
/// FormSection.view(header: "The piece") {
///     FormSection.textField("Title", value: model.title, placeholder: "What is it?", id: "addPiece.title")
///     FormSection.pickerRow("Artist", value: "Sasha Reyes", id: "addPiece.artist")
/// }
/// ```
enum FormSection {
    /// - Parameter surface: the card's colour; `.background` when the section sits on a pane of
    ///   the secondary background.
    static func view(header: String? = nil, footer: String? = nil, surface: ColorName = .secondaryBackground, @NodeBuilder _ rows: () -> [Node])
        -> Node
    {
        let rows = rows()
        return VStack(alignment: .leading, spacing: .s) {
            if let header {
                Text(header, style: .footnote, weight: .semibold).foreground(.secondaryLabel)
                    .padding(.horizontal, .l)
                    .accessibility(role: .header)
            }
            VStack(alignment: .leading, spacing: 0) {
                for (index, row) in rows.enumerated() {
                    if index > 0 { Divider().padding(.leading, .l) }
                    row
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .background { RoundedRectangle(cornerRadius: .dimension(.radiusCard)).fill(surface) }
            if let footer {
                Text(footer, style: .footnote).foreground(.secondaryLabel).padding(.horizontal, .l)
            }
        }
    }

    /// A text field: the label small above what was typed (or the placeholder).
    static func textField(_ label: String, value: String, placeholder: String, id: String) -> Node {
        Button(label, id: id) {
            VStack(alignment: .leading, spacing: .xxs) {
                Text(label, style: .footnote).foreground(.secondaryLabel)
                Text(value.isEmpty ? placeholder : value, style: .body).foreground(value.isEmpty ? .secondaryLabel : .label)
            }
            .padding(.horizontal, .l)
            .padding(.vertical, .m)
            .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
        }
    }

    /// A row that opens a picker: the label, the current value and a chevron; the value moves
    /// under the label when both no longer fit on one line.
    static func pickerRow(_ label: String, value: String?, placeholder: String = "Choose", id: String) -> Node {
        let shown = Text(value ?? placeholder, style: .body).foreground(.secondaryLabel)
        let chevron = Icon(.chevronRight, size: .iconSmall).foreground(.secondaryLabel)
        return Button(label, id: id) {
            ViewThatFits(in: .horizontal) {
                HStack(spacing: .s) {
                    Text(label, style: .body)
                    Spacer(minLength: 16)
                    Text(value ?? placeholder, style: .body, lineLimit: 1).foreground(.secondaryLabel)
                    chevron
                }
                HStack(spacing: .s) {
                    VStack(alignment: .leading, spacing: .xxs) {
                        Text(label, style: .body)
                        shown
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    chevron
                }
            }
            .padding(.horizontal, .l)
            .padding(.vertical, .m)
            .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
        }
    }

    /// A read-only fact: label and value side by side, stacked when they do not fit.
    static func valueRow(_ label: String, value: String, id: String? = nil) -> Node {
        let row = ViewThatFits(in: .horizontal) {
            HStack(alignment: .top, spacing: .s) {
                Text(label, style: .body).foreground(.secondaryLabel)
                Spacer(minLength: 16)
                Text(value, style: .body).multilineTextAlignment(.trailing)
            }
            VStack(alignment: .leading, spacing: .xxs) {
                Text(label, style: .subheadline).foreground(.secondaryLabel)
                Text(value, style: .body)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .padding(.horizontal, .l)
        .padding(.vertical, .m)
        .frame(maxWidth: .infinity, alignment: .leading)
        if let id { return row.identifier(id) }
        return row
    }
}
