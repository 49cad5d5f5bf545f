import ScreenCatalog

/// The files only some of Second Skin's screens draw with, for `check --changed-since`: a
/// change to one checks just those screens; a change anywhere else in the app (components,
/// records, sample data, art, the models other code uses too) checks every snapshot.
/// `ScreenSourcesTests` keeps this honest: no other file may use a listed file's names.
///
/// ```swift
/// ScreenSourceFiles.byScreen["Collection"]   // its screen, the detail pane it shows, its model
/// ```
enum ScreenSourceFiles {
    static let screens = "Sources/SecondSkin/Screens/"
    static let models = "Sources/SecondSkin/Models/"

    static let byScreen: [String: [String]] = [
        "Welcome": [screens + "WelcomeScreen.swift"],
        "AboutYou": [screens + "AboutYouScreen.swift"],
        // The regular-width Collection shows the selected piece's detail beside the grid.
        "Collection": [screens + "CollectionScreen.swift", screens + "PieceDetailScreen.swift", models + "CollectionModel.swift"],
        "PieceDetail": [screens + "PieceDetailScreen.swift"],
        "AddPiece": [screens + "AddPieceScreen.swift", models + "AddPieceModel.swift"],
        "Ideas": [
            screens + "IdeasScreen.swift", models + "IdeasModel.swift", screens + "BoardDetailScreen.swift", models + "BoardDetailModel.swift",
        ],
        "BoardDetail": [screens + "BoardDetailScreen.swift", models + "BoardDetailModel.swift"],
        "Bookings": [screens + "BookingsScreen.swift", models + "BookingsModel.swift", screens + "SessionReviewScreen.swift"],
        "SessionReview": [screens + "SessionReviewScreen.swift"],
        // Stats counts the collection with its model.
        "Stats": [screens + "StatsScreen.swift", models + "CollectionModel.swift"],
        "Aftercare": [screens + "AftercareScreen.swift"],
        "DebugMenu": [screens + "DebugMenuScreen.swift", models + "DebugMenuModel.swift"],
    ]

    /// What never changes a pixel of `secondskin check`: docs, tests, benchmarks, the
    /// examples (other packages), CI files.
    static let unrendered = ["README.md", "Tests/", "Benchmarks/", "Examples/", ".github/", "Scripts/test"]

    /// The screens with their sources listed.
    static func listing(_ screens: [ScreenEntry]) -> [ScreenEntry] {
        screens.map { screen in
            var listed = screen
            listed.sources = byScreen[screen.name] ?? []
            return listed
        }
    }
}
