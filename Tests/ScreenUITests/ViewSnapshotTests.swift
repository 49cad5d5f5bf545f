import ScreenUITesting
import Testing

/// Views written for Xcode, rendered and checked against references that were looked at. The
/// references sit beside the tests: the package's own `__Snapshots__` is Second Skin's catalog.
@MainActor
@Suite struct ViewSnapshotTests {
    static let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")

    @Test func inboxListWithNavigationTitleAndToggles() {
        assertViewSnapshot(of: InboxView().environment(Inbox()), named: "ScreenUIInbox", snapshotsDirectory: Self.references)
    }

    @Test func showcaseOfShapesControlsAndModifiers() {
        // White on system red is iOS's own badge; the contrast audit is right that it is 3.6:1.
        assertViewSnapshot(
            of: ShowcaseView(), named: "ScreenUIShowcase",
            accepting: [AuditException(.contrast, element: "3", reason: "iOS's badge: white on system red")], snapshotsDirectory: Self.references)
    }
}

extension ViewSnapshotTests {
    /// iOS's own badge (white on system red) and destructive alert button (system red on the
    /// alert's grey) measure under WCAG AA's 4.5:1; the contrast audit is right to say so.
    static let iOSOwnColours = [
        AuditException(.contrast, element: "2", reason: "iOS's badge: white on system red"),
        AuditException(.contrast, element: "Delete", reason: "iOS's destructive alert button: system red on the alert's grey"),
        AuditException(.contrast, element: "Done", reason: "iOS 26's system blue on a glass bar button"),
        AuditException(.contrast, element: "System", reason: "iOS 26's system blue: a menu picker's value"),
        AuditException(.contrast, element: "Library", reason: "iOS 26's system blue: the chosen tab"),
        AuditException(.contrast, element: "name@example.com", reason: "a text field's placeholder, in iOS's placeholder colour"),
    ]

    @Test func settingsFormWithFieldsPickersAndToolbar() {
        assertViewSnapshot(of: SettingsForm(), named: "ScreenUISettings", accepting: Self.iOSOwnColours, snapshotsDirectory: Self.references)
    }

    @Test func tabbedLibraryWithAGridAndAGeometryReader() {
        assertViewSnapshot(of: LibraryTabs(), named: "ScreenUILibrary", accepting: Self.iOSOwnColours, snapshotsDirectory: Self.references)
    }

    /// The delete alert is one more state of the screen: presented by its binding.
    @Test func theDeleteAlertPresented() {
        assertViewSnapshot(
            of: LibraryTabs(showsDeleteAlert: true), named: "ScreenUILibrary", state: "deleteAlert",
            accepting: Self.iOSOwnColours,
            snapshotsDirectory: Self.references)
    }
}

extension ViewSnapshotTests {
    /// A sample-project style screen: an ObservableObject, NavigationView, the older title and
    /// bar-item modifiers, UIKit colours, UIScreen, search, a safe-area inset, strikethrough.
    @Test func aSampleProjectStyleToDoList() {
        let store = TodoStore(todos: [
            .init(title: "Buy milk", done: false), .init(title: "Call the studio", done: true), .init(title: "Pick up prints", done: false),
        ])
        assertViewSnapshot(
            of: TodoListView(store: store), named: "ScreenUITodos",
            accepting: Self.iOSOwnColours + [
                AuditException(.contrast, element: "Edit", reason: "iOS 26's system blue on a glass bar button"),
                AuditException(.contrast, element: "Find a to-do", reason: "the search field's placeholder, in iOS's secondary grey"),
            ], snapshotsDirectory: Self.references)
    }

    /// With nothing to do, the empty state.
    @Test func anEmptyToDoList() {
        assertViewSnapshot(
            of: TodoListView(store: TodoStore(todos: [])), named: "ScreenUITodos", state: "empty",
            accepting: Self.iOSOwnColours + [
                AuditException(.contrast, element: "Edit", reason: "iOS 26's system blue on a glass bar button"),
                AuditException(.contrast, element: "Find a to-do", reason: "the search field's placeholder, in iOS's secondary grey"),
                AuditException(.contrast, element: "Add one with the plus button.", reason: "iOS's secondary label colour"),
            ], snapshotsDirectory: Self.references)
    }
}

extension ViewSnapshotTests {
    /// Trimmed paths, round caps and dashes, drawn rather than reported.
    @Test func aProgressRing() {
        assertViewSnapshot(of: ProgressRing(progress: 0.7), named: "ScreenUIRing", snapshotsDirectory: Self.references)
    }
}

extension ViewSnapshotTests {
    /// Custom ButtonStyle, LabelStyle and ToggleStyle draw through the app's own makeBody.
    @Test func customStylesDrawTheirBodies() {
        assertViewSnapshot(of: StyledControls(), named: "ScreenUIStyles", snapshotsDirectory: Self.references)
    }
}

extension ViewSnapshotTests {
    /// A `Grid` with spanning and unsized cells, custom alignment guides, baselines and a
    /// two-row `LazyHGrid`.
    @Test func gridsAlignmentGuidesAndBaselines() {
        assertViewSnapshot(of: GridShowcase(), named: "ScreenUIGrid", snapshotsDirectory: Self.references)
    }

    /// A grouped list with row insets, backgrounds and separators, and a sidebar list.
    @Test func groupedAndSidebarLists() {
        assertViewSnapshot(of: GroupedListSample(), named: "ScreenUIGroupedList", snapshotsDirectory: Self.references)
        assertViewSnapshot(of: SidebarSample(), named: "ScreenUISidebarList", snapshotsDirectory: Self.references)
    }
}

extension ViewSnapshotTests {
    /// iOS 26's Liquid Glass: glass capsules, a tinted glass circle, clear glass behind a custom
    /// gauge style, glass buttons; animators at rest.
    @Test func liquidGlassOverAGradient() {
        assertViewSnapshot(
            of: GlassSample(), named: "ScreenUIGlass",
            accepting: [
                AuditException(.contrast, element: "Skip", reason: "iOS 26's tinted label on glass over a bright backdrop"),
                AuditException(.contrast, element: "Hop", reason: "white on the gradient's orange end, as designed"),
            ], snapshotsDirectory: Self.references)
    }
}
