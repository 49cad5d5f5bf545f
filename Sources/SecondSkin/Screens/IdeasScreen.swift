import ScreenCatalog
import ScreenLayout
import Theme

import struct ScreenUI.Environment
import protocol ScreenUI.View

/// The Ideas tab: moodboards for tattoos you are thinking about, each a card with a collage of
/// its reference images, its title and how many references it holds. Compact widths show the
/// boards in a grid (two columns on phones, one at the accessibility sizes) above the glass tab
/// bar; regular widths
/// show the boards beside the selected board (two panes, split at the fold on a half-folded
/// Duo). Empty: a prompt to start the first board.
///
/// ```swift
/// IdeasScreen(model: ideas, selected: koiBoard)
/// ```
public struct IdeasScreen: View {
    nonisolated static let entry = ScreenEntry(
        name: "Ideas",
        states: [
            ScreenState(name: "default", window: false) { db in
                IdeasScreen(
                    model: try IdeasModel(database: db, dependencies: .sample),
                    selected: try BoardDetailModel(boardID: SampleData.Key.koiBoard, database: db, dependencies: .sample))
            },
            ScreenState(name: "empty", database: .firstLaunch, window: false) { db in
                IdeasScreen(model: try IdeasModel(database: db, dependencies: .sample), selected: nil)
            },
        ])

    public var model: IdeasModel
    /// The board shown beside the list on regular widths.
    public var selected: BoardDetailModel?
    @Environment(\.layoutEnvironment) private var env

    public init(model: IdeasModel, selected: BoardDetailModel?) {
        self.model = model
        self.selected = selected
    }

    /// The board list; on regular widths `selected` fills the second pane.
    public var body: some View {
        if env.horizontalSizeClass == .regular { boardsBesideBoard } else { boards }
    }

    private var newBoard: NavigationToolbar.Item { NavigationToolbar.Item(.add, label: "New board", id: "ideas.newBoard") }

    /// Compact widths: the grid of boards above the tab bar.
    private var boards: Node {
        Scaffold.compact(
            title: "Ideas", subtitle: Self.subtitle(model), toolbar: NavigationToolbar.view(actions: [newBoard]), tab: .ideas, env: env
        ) {
            if model.isEmpty {
                Self.emptyState()
            } else {
                LazyVGrid(columns: Self.columns(env), spacing: .l) {
                    for (index, board) in model.boards.value.enumerated() {
                        Self.card(board, index: index, model: model, isSelected: false)
                    }
                }
            }
        }
    }

    /// Regular widths: the boards in the first pane, the selected board in the second.
    private var boardsBesideBoard: Node {
        Scaffold.split(
            header: Scaffold.header("Ideas", subtitle: Self.subtitle(model), actions: [newBoard]), tab: .ideas, env: env, primaryFraction: 0.4
        ) {
            if model.isEmpty {
                Self.emptyState()
            } else {
                LazyVGrid(columns: Self.columns(env), spacing: .xs) {
                    for (index, board) in model.boards.value.enumerated() {
                        Self.card(board, index: index, model: model, isSelected: board.id == selected?.boardID).padding(.all, .s)
                            .background {
                                if board.id == selected?.boardID {
                                    RoundedRectangle(cornerRadius: .dimension(.radiusSheet)).fill(.secondaryBackground)
                                }
                            }
                    }
                }
            }
        } secondary: {
            if let selected, !selected.isMissing {
                BoardDetailScreen.header(selected, actions: true)
                BoardDetailScreen.content(selected, env, page: .secondaryBackground, width: PaneWidths(env, primaryFraction: 0.4).secondary)
            } else {
                PanePlaceholder.view("Your boards open here", icon: .ideas, env: env)
            }
        }
    }

    /// "3 boards · 9 references".
    static func subtitle(_ model: IdeasModel) -> String? {
        let boards = model.boards.value
        guard !boards.isEmpty else { return nil }
        let references = boards.reduce(0) { $0 + $1.referenceCount }
        return "\(count(boards.count, "board")) · \(count(references, "reference"))"
    }

    /// Boards side by side, as many columns of at least 150 pt as fit (Pinterest's board grid);
    /// one column at the accessibility sizes.
    static func columns(_ env: LayoutEnvironment) -> [GridItem] {
        env.contentSize.isAccessibility ? [GridItem(.flexible(), alignment: .top)] : [GridItem(.adaptive(minimum: 150), alignment: .top)]
    }

    /// A board: its collage, title, reference count and the piece it is for.
    static func card(_ board: MoodboardCard, index: Int, model: IdeasModel, isSelected: Bool) -> Node {
        var detail = count(board.referenceCount, "reference")
        if let piece = board.pieceTitle, piece != board.title { detail += " · for \(piece)" }
        return Button(board.title, id: "ideas.board.\(index)") {
            VStack(alignment: .leading, spacing: .s) {
                BoardCollage.view(paths: board.imageFiles.map { model.photos.path(for: $0) }, height: 170)
                VStack(alignment: .leading, spacing: .xxs) {
                    Text(board.title, style: .headline)
                    Text(detail, style: .subheadline).foreground(.secondaryLabel)
                }
                .padding(.horizontal, .xxs)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    static func emptyState() -> Node {
        Controls.emptyState(
            icon: .ideas, title: IdeasModel.emptyTitle, message: IdeasModel.emptyMessage, action: "New board", id: "ideas.empty.newBoard")
    }

    /// "1 board", "3 boards".
    static func count(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }
}
