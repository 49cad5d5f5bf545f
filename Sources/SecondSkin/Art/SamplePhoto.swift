import ScreenLayout

/// One generated photo: a motif on a backdrop, seeded so it comes out identical every time,
/// and the file name the database refers to.
///
/// ```swift
/// let photo = SamplePhotos.photo(named: "rose.png")!
/// let node = photo.node   // full-frame vector art, lay it out at SamplePhotos.size
/// ```
public struct SamplePhoto: Hashable, Sendable {
    public var fileName: String
    public var motif: Motif
    public var backdrop: Backdrop
    public var seed: UInt64
    public var healing: Healing
    /// A motif's alternative colouring (e.g. the gold koi); 0 is the classic one.
    public var variant: Int

    public init(fileName: String, motif: Motif, backdrop: Backdrop, seed: UInt64, healing: Healing = .healed, variant: Int = 0) {
        self.fileName = fileName
        self.motif = motif
        self.backdrop = backdrop
        self.seed = seed
        self.healing = healing
        self.variant = variant
    }

    /// The photo as a layout description: backdrop, then the tattoo, every layer a full-frame
    /// shape in unit coordinates, so it scales to any frame of the photo's aspect ratio.
    public var node: Node { PhotoComposer.compose(self) }
}
