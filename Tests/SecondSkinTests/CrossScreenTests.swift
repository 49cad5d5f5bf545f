import Foundation
import LiveSQLite
import Testing

@testable import SecondSkin

/// Every screen reads the same database through its own live queries: an action on one
/// screen reaches exactly the screens whose queries it touched.
@MainActor
@Suite struct CrossScreenTests {
    /// One model of every screen, all alive at once.
    @MainActor struct App {
        let welcome: WelcomeModel
        let aboutYou: AboutYouModel
        let collection: CollectionModel
        let piece: PieceDetailModel
        let addPiece: AddPieceModel
        let ideas: IdeasModel
        let board: BoardDetailModel
        let bookings: BookingsModel
        let review: SessionReviewModel
        let stats: StatsModel
        let aftercare: AftercareModel

        init(_ db: Database) throws {
            welcome = try WelcomeModel(database: db, dependencies: sample)
            aboutYou = try AboutYouModel(database: db, dependencies: sample)
            collection = try CollectionModel(database: db, dependencies: sample)
            piece = try PieceDetailModel(pieceID: SampleID.piece(11), database: db, dependencies: sample)
            addPiece = try AddPieceModel(database: db, dependencies: sample)
            ideas = try IdeasModel(database: db, dependencies: sample)
            board = try BoardDetailModel(boardID: SampleData.Key.koiBoard, database: db, dependencies: sample)
            bookings = try BookingsModel(database: db, dependencies: sample)
            review = try SessionReviewModel(sessionID: SampleData.Key.sessionAwaitingReview, database: db, dependencies: sample)
            stats = try StatsModel(database: db, dependencies: sample)
            aftercare = try AftercareModel(database: db, dependencies: sample)
        }
    }

    @Test func savingAReviewUpdatesStatsBookingsCollectionAndThePiece() async throws {
        let db = try SampleData.makeDatabase()
        let app = try App(db)
        app.review.hours = 1.5
        app.review.cost = 180
        app.review.pain = 10
        try app.review.save()
        await db.settled()

        #expect(app.stats.hoursText == "38.3 h")  // 36.75 + 1.5
        #expect(app.stats.spentText == "€4,870")  // +€180, and the €50 deposit is now inside the cost
        #expect(app.stats.summary.value?.sessionCount == 11)
        #expect(app.stats.mostPainfulText == "Horseshoe · 10/10")
        #expect(app.stats.piecesText == "10 pieces · 2 healing")
        #expect(app.stats.coverageText == "7.8 %")  // + 45 cm² on the left foot
        #expect(app.bookings.awaitingReview.isEmpty && app.bookings.nextUp?.pieceTitle == "Spider web")
        #expect(app.collection.pieces.value.first?.title == "Horseshoe" && app.collection.countText == "10 pieces")
        #expect(app.piece.piece.value?.status == .healing && app.piece.totalCost?.text == "€180" && app.piece.maxPain == 10)
        withExtendedLifetime(app) {}
    }

    @Test func checkingAStepUpdatesAftercareAndNothingElseRefetches() async throws {
        let db = try SampleData.makeDatabase()
        let app = try App(db)
        let stepsBefore = app.aftercare.steps.value
        let routineBefore = app.aftercare.routine.value
        let before = db.refetchCount
        try app.aftercare.checkOff(stepsBefore[1].id)
        await db.settled()
        #expect(db.refetchCount - before == 1)  // only today's steps read the check-ins
        #expect(app.aftercare.steps.value.map(\.doneToday) == [1, 2, 1])
        #expect(app.aftercare.routine.value == routineBefore)
        #expect(app.aftercare.progressText == "4 of 6 done today")
        withExtendedLifetime(app) {}
    }

    @Test func movingAReferenceRefetchesOnlyTheBoardAndTheIdeasList() async throws {
        let db = try SampleData.makeDatabase()
        let app = try App(db)
        let before = db.refetchCount
        try app.board.moveReference(app.board.references.value[3].id, to: 0)
        await db.settled()
        #expect(db.refetchCount - before == 2)  // board detail's references, the Ideas list
        #expect(app.board.linkReferences.first?.position == 0)
        withExtendedLifetime(app) {}
    }
}
