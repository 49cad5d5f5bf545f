import ScreenCatalog

extension DatabaseFixture {
    /// Maya's journal: artists, pieces, boards, sessions, a routine (``SampleData``).
    public static let sample = DatabaseFixture(name: "sample data") { try SampleData.makeDatabase() }
    /// First launch: migrated, with reference data only.
    public static let firstLaunch = DatabaseFixture(name: "first launch") { try SampleData.makeEmptyDatabase() }
}

/// Second Skin's screens, in the order the gallery shows them. Adding a screen here adds its
/// snapshots in every configuration; a screen type in Sources/SecondSkin/Screens that is
/// missing here fails a test.
///
/// ```swift
/// for screen in ScreenRegistry.all { for state in screen.states { … } }
/// ```
public enum ScreenRegistry {
    public static let all: [ScreenEntry] = [
        WelcomeScreen.entry,
        AboutYouScreen.entry,
        CollectionScreen.entry,
        PieceDetailScreen.entry,
        AddPieceScreen.entry,
        IdeasScreen.entry,
        BoardDetailScreen.entry,
        BookingsScreen.entry,
        SessionReviewScreen.entry,
        StatsScreen.entry,
        AftercareScreen.entry,
        DebugMenuScreen.entry,
    ]

    public static func screen(named name: String) -> ScreenEntry? { all.first { $0.name == name } }
}
