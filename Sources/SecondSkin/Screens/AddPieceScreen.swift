import Foundation
import ScreenCatalog
import ScreenLayout
import Theme

import struct ScreenUI.Environment
import protocol ScreenUI.View

/// The add-piece form: title, artist, style, placement and size, date and status, notes.
/// Save is the primary action (the accent capsule in the bar); Cancel is a glass button.
/// - Compact width: the bar, one scrolling form with a small body map beside the placement,
///   the tab bar below.
/// - Regular width: the piece on the leading pane (with the tab bar), where it goes — a large
///   body map, size and notes — on the trailing one; they meet at the fold on a half-folded Duo.
/// - Largest type: the status picker becomes a list, rows put their value under the label.
///
/// ```swift
/// let model = try AddPieceModel(database: db, dependencies: .sample)
/// model.title = "Lighthouse"; model.regionID = "right_ribs"
/// AddPieceScreen(model: model)
/// ```
public struct AddPieceScreen: View {
    nonisolated static let entry = ScreenEntry(
        name: "AddPiece",
        states: [
            // Half filled in, the way the form looks while you type: a title, the artist, a
            // style, where it is and how big, and today's date.
            ScreenState(name: "default", window: false) { db in
                let model = try AddPieceModel(database: db, dependencies: .sample)
                model.title = "Lighthouse"
                model.artistID = SampleID.artist(3)
                model.style = "Neo-traditional"
                model.regionID = "right_ribs"
                model.areaCm2 = 80
                model.status = .healing
                return AddPieceScreen(model: model)
            }
        ])

    public var model: AddPieceModel
    @Environment(\.layoutEnvironment) private var env

    public init(model: AddPieceModel) {
        self.model = model
    }

    public var body: some View {
        if env.horizontalSizeClass == .regular { return Self.regular(model, env) }
        let width = Metrics.compactContentWidth(env)
        return VStack(spacing: 0) {
            NavigationBar.view(leading: Self.cancelButton()) { Self.saveButton(model) }
                .padding(.horizontal, Scaffold.margin(env))
                .padding(.bottom, .s)
            ScrollView {
                VStack(alignment: .leading, spacing: .xl) {
                    Scaffold.title("New piece")
                    Self.piece(model, env)
                    Self.placement(model, env, mapWidth: min(44, width / 8))
                    Self.when(model)
                    Self.notes(model)
                }
                .padding(.horizontal, Scaffold.margin(env))
                .padding(.bottom, .xxl)
            }
            TabBar.view(selected: .collection).padding(.top, .xs).padding(.bottom, .s)
        }
        .background { Color(.background).ignoresSafeArea() }
    }

    /// Regular widths: the piece on the leading pane, where it goes on the trailing one.
    static func regular(_ model: AddPieceModel, _ env: LayoutEnvironment) -> Node {
        let panes = Metrics.panes(env, primaryFraction: 0.5)
        let margin = Metrics.margin(env)
        return TwoPane(TwoPaneSpec(primaryFraction: 0.5, primaryMinimum: 320)) {
            VStack(alignment: .leading, spacing: .m) {
                Scaffold.paneTabBar(.collection, env: env)
                ScrollView {
                    VStack(alignment: .leading, spacing: .xl) {
                        HStack(spacing: .m) {
                            cancelButton()
                            Scaffold.title("New piece")
                        }
                        piece(model, env)
                        when(model)
                    }
                    .padding(.horizontal, Scaffold.margin(env))
                    .padding(.bottom, .xxl)
                }
            }
            .padding(.top, .s)
            .background { Color(.background).ignoresSafeArea() }
        } secondary: {
            ScrollView {
                VStack(alignment: .leading, spacing: .xl) {
                    NavigationBar.view(leading: nil) { saveButton(model) }
                    placement(model, env, mapWidth: min(150, (panes.secondary - 2 * margin - 32) / 2), surface: .background)
                    notes(model, surface: .background)
                }
                .padding(.all, Scaffold.margin(env))
            }
            .background { Color(.secondaryBackground).ignoresSafeArea() }
        }
    }

    static func cancelButton() -> Node {
        NavigationBar.glassButton(NavigationBar.closeIcon, label: "Cancel", id: "addPiece.cancel")
    }

    static func saveButton(_ model: AddPieceModel) -> Node {
        NavigationBar.prominentButton("Save", id: "addPiece.save", enabled: model.canSave)
    }

    /// Title, artist and style, with the suggested styles as chips.
    static func piece(_ model: AddPieceModel, _ env: LayoutEnvironment) -> Node {
        let artist = model.selectedArtist?.name ?? model.newArtistName.nonEmpty
        return VStack(alignment: .leading, spacing: .m) {
            FormSection.view(header: "The piece") {
                FormSection.textField("Title", value: model.title, placeholder: "What is it?", id: "addPiece.title")
                FormSection.pickerRow("Artist", value: artist, placeholder: "Choose or add", id: "addPiece.artist")
                FormSection.textField("Style", value: model.style, placeholder: "Traditional, fine line…", id: "addPiece.style")
            }
            styleChips(model, env)
        }
    }

    /// The suggested styles, the chosen one ticked: a row that scrolls sideways on compact
    /// widths, a grid in a pane (so that no chip runs under the fold).
    static func styleChips(_ model: AddPieceModel, _ env: LayoutEnvironment) -> Node {
        let styles = AddPieceModel.suggestedStyles
        func isChosen(_ style: String) -> Bool { style.caseInsensitiveCompare(model.style) == .orderedSame }
        if env.horizontalSizeClass == .regular {
            let minimum = env.contentSize.isAccessibility ? 320.0 : 160.0  // one chip a row at the largest sizes
            return LazyVGrid(columns: [GridItem(.adaptive(minimum: minimum))], spacing: .s) {
                for style in styles { chip(style, isChosen: isChosen(style)).frame(maxWidth: .infinity) }
            }
            .identifier("addPiece.styles")
        }
        return ScrollView(.horizontal) {
            HStack(spacing: .s) {
                for style in styles { chip(style, isChosen: isChosen(style)) }
            }
        }
        .identifier("addPiece.styles")
    }

    static func chip(_ style: String, isChosen: Bool) -> Node {
        Button(style, id: "addPiece.style.\(style)") {
            HStack(spacing: .xs) {
                if isChosen { Icon(.check, size: .iconSmall) }
                // Wraps rather than truncates when the type is large or the words long.
                Text(style, style: .subheadline, weight: .semibold)
            }
            .padding(.horizontal, .m)
            .frame(minHeight: 44)
            .frame(maxWidth: .infinity)
            .background {
                if isChosen {
                    Capsule().fill(.accentSoft)
                } else {
                    Capsule().stroke(.separator, lineWidth: 1)
                }
            }
        }
    }

    /// Where the piece is (with its dot on a small body map) and how big it is.
    static func placement(
        _ model: AddPieceModel, _ env: LayoutEnvironment, mapWidth: Double, surface: ColorName = .secondaryBackground
    ) -> Node {
        let region = model.selectedRegion
        let dots: [BodyMapDot] =
            region.map { [BodyMapDot(id: UUID(), title: $0.name, status: model.status, side: $0.side, x: $0.mapX, y: $0.mapY)] } ?? []
        let size = model.areaCm2.map { "\(NumberText.whole($0)) cm²" }
        let footer = "An estimate is fine: it counts towards how much of your skin is covered."
        let whereRow = FormSection.pickerRow("Where", value: region?.name, placeholder: "Choose", id: "addPiece.region")
        let sizeRow = FormSection.pickerRow("Size", value: size, placeholder: "About how big?", id: "addPiece.size")
        let map = BodyMap.pair(
            front: dots.filter { $0.side == .front }, back: dots.filter { $0.side == .back }, width: mapWidth * 2 + 16,
            maxHeight: mapWidth / BodySilhouette.aspectRatio
        )
        .fixedSize()
        .accessibility(role: .image, label: region.map { "On the body map: \($0.name)" } ?? "Not placed yet")
        let card = RoundedRectangle(cornerRadius: .dimension(.radiusCard)).fill(surface)
        if mapWidth >= 100 {
            // A pane of its own: the map leads, the fields below it.
            return VStack(alignment: .leading, spacing: .l) {
                map.padding(.vertical, .l).frame(maxWidth: .infinity).background { card }
                FormSection.view(header: "Placement", footer: footer, surface: surface) {
                    whereRow
                    sizeRow
                }
            }
        }
        // A column: the small map beside the two rows, or above them when they need the width.
        return VStack(alignment: .leading, spacing: .s) {
            Text("Placement", style: .footnote, weight: .semibold).foreground(.secondaryLabel).padding(.horizontal, .l)
                .accessibility(role: .header)
            ViewThatFits(in: .horizontal) {
                HStack(spacing: 0) {
                    map.padding(.leading, .l).padding(.vertical, .m)
                    VStack(alignment: .leading, spacing: 0) {
                        whereRow
                        Divider().padding(.leading, .l)
                        sizeRow
                    }
                    .frame(maxWidth: .infinity)
                }
                .background { card }
                VStack(alignment: .leading, spacing: 0) {
                    map.padding(.vertical, .m).frame(maxWidth: .infinity)
                    Divider().padding(.leading, .l)
                    whereRow
                    Divider().padding(.leading, .l)
                    sizeRow
                }
                .background { card }
            }
            Text(footer, style: .footnote).foreground(.secondaryLabel).padding(.horizontal, .l)
        }
    }

    /// The date and where the piece is on its way: idea, booked, healing, healed.
    static func when(_ model: AddPieceModel) -> Node {
        let dateText = model.day.map { DateText(calendar: model.dependencies.calendar).day($0) }
        let segments = PieceStatus.allCases.map { Segment(id: $0.rawValue, title: $0.title, icon: statusIcon($0)) }
        return VStack(alignment: .leading, spacing: .m) {
            FormSection.view(header: "When") {
                FormSection.pickerRow("Date", value: dateText, placeholder: "Not yet", id: "addPiece.date")
            }
            VStack(alignment: .leading, spacing: .s) {
                Text("Status", style: .footnote, weight: .semibold).foreground(.secondaryLabel).padding(.horizontal, .l)
                ViewThatFits(in: .horizontal) {
                    SegmentedControl.track(segments, selected: model.status.rawValue, id: "addPiece.status", titles: true)
                    FormSection.view {
                        for status in PieceStatus.allCases { statusRow(status, isChosen: status == model.status) }
                    }
                }
            }
        }
    }

    static func statusRow(_ status: PieceStatus, isChosen: Bool) -> Node {
        Button(status.title, id: "addPiece.status.\(status.rawValue)") {
            HStack(spacing: .s) {
                Text(status.title, style: .body).frame(maxWidth: .infinity, alignment: .leading)
                if isChosen { Icon(.check, size: .iconSmall).foreground(.accent) }
            }
            .padding(.horizontal, .l)
            .padding(.vertical, .m)
            .frame(maxWidth: .infinity, minHeight: 44)
        }
    }

    static func statusIcon(_ status: PieceStatus) -> IconName {
        switch status {
        case .idea: return .ideas
        case .booked: return .calendar
        case .healing: return .aftercare
        case .healed: return .check
        }
    }

    static func notes(_ model: AddPieceModel, surface: ColorName = .secondaryBackground) -> Node {
        FormSection.view(header: "Notes", surface: surface) {
            FormSection.textField("The story", value: model.notes, placeholder: "Why this one, how it went…", id: "addPiece.notes")
        }
    }
}
