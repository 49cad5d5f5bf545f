import Foundation
import LiveSQLite
import Observation

/// How the Collection shows your pieces.
///
/// ```swift
/// model.layout = .bodyMap
/// ```
public enum CollectionLayout: String, CaseIterable, Hashable, Sendable {
    case grid, bodyMap

    public var title: String { self == .grid ? "Photos" : "Body map" }
}

/// The Collection tab: the pieces you already have (healing and healed), newest first, as a
/// photo grid or as dots on a front and back body map; an empty state before the first piece.
///
/// ```swift
/// let model = try CollectionModel(database: db, dependencies: .sample)
/// model.pieces.value.count   // 9
/// model.dots(on: .back)      // Moth, Dagger, Skull
/// ```
@MainActor
@Observable
public final class CollectionModel {
    @ObservationIgnored public let pieces: LiveQuery<[PieceCard]>
    @ObservationIgnored let database: Database
    @ObservationIgnored public let photos: PhotoLibrary

    /// Grid or body map (screen state, not stored).
    public var layout: CollectionLayout = .grid

    public init(database: Database, dependencies: Dependencies) throws {
        self.database = database
        photos = dependencies.photos
        pieces = try .all(
            database, PieceCard.select + " WHERE p.status IN ('healing', 'healed') ORDER BY p.day DESC, p.created_at DESC, p.id")
    }

    /// No pieces yet: show the empty state.
    public var isEmpty: Bool { pieces.value.isEmpty }

    /// "9 pieces", "1 piece".
    public var countText: String { pieces.value.count == 1 ? "1 piece" : "\(pieces.value.count) pieces" }

    /// The empty state's title and message.
    public static let emptyTitle = "Add your first piece"
    public static let emptyMessage = "Keep a photo, the artist, where it is and the story behind it."

    /// Pieces still healing, for a badge on their card.
    public var healingCount: Int { pieces.value.filter { $0.status == .healing }.count }

    /// Dots for the pieces placed on `side`, spread when they share a region.
    public func dots(on side: BodySide) -> [BodyMapDot] {
        var byRegion: [String: [PieceCard]] = [:]
        var order: [String] = []
        for piece in pieces.value where piece.side == side {
            guard let region = piece.regionID else { continue }
            if byRegion[region] == nil { order.append(region) }
            byRegion[region, default: []].append(piece)
        }
        var dots: [BodyMapDot] = []
        for region in order {
            let group = byRegion[region]!
            for (i, piece) in group.enumerated() {
                let spread = (Double(i) - Double(group.count - 1) / 2) * 0.045
                dots.append(
                    BodyMapDot(id: piece.id, title: piece.title, status: piece.status, side: side, x: piece.mapX! + spread, y: piece.mapY!))
            }
        }
        return dots
    }

    /// Pieces without a placement: listed under the body map.
    public var unplaced: [PieceCard] { pieces.value.filter { $0.regionID == nil } }
}
