import ScreenLayout
import Theme

/// The axes a catalog varies — devices (with their postures), appearances, Dynamic Type
/// sizes, layout directions, pseudo-languages, the display settings and the app's real
/// translations — and the policies
/// that turn them into an affordable ``SnapshotMatrix``:
///
/// - ``MatrixPolicy/full``: every combination (the nightly run);
/// - ``MatrixPolicy/pairwise``: every pair of values of any two axes in at least one snapshot
///   (see `PairwiseCovering`), usually a few percent of the full product;
/// - ``MatrixPolicy/smoke``: every value at least once, the first entry all defaults.
///
/// The first value of each axis is its default; ``summary(_:)`` prints a policy's size
/// beside the full product's.
///
/// ```swift
/// let axes = MatrixAxes(devices: [.iPhone17Pro, .iPhoneDuoInnerFolded, .iPadPro11], typeSizes: [.large, .accessibility5],
///                       directions: [.leftToRight, .rightToLeft], boldText: [false, true])
/// print(axes.summary(.pairwise))   // "pairwise: 12 snapshots (full product: 48)"
/// catalog.matrix = axes.matrix(.pairwise)
/// ```
public struct MatrixAxes: Hashable, Sendable {
    public var devices: [DeviceConfiguration]
    public var appearances: [ColorScheme]
    public var typeSizes: [ContentSizeCategory]
    public var directions: [LayoutDirection]
    public var pseudoLocales: [PseudoLocale?]
    public var boldText: [Bool]
    public var increaseContrast: [Bool]
    public var reduceTransparency: [Bool]
    public var buttonShapes: [Bool]
    public var smartInvert: [Bool]
    /// The app's real translations (nil: the strings as written), loaded with
    /// `Translation.load(_:from:)`, which throws for a language the app does not have.
    public var translations: [Translation?]

    public init(
        devices: [DeviceConfiguration], appearances: [ColorScheme] = [.light], typeSizes: [ContentSizeCategory] = [.large],
        directions: [LayoutDirection] = [.leftToRight], pseudoLocales: [PseudoLocale?] = [nil], boldText: [Bool] = [false],
        increaseContrast: [Bool] = [false], reduceTransparency: [Bool] = [false], buttonShapes: [Bool] = [false],
        smartInvert: [Bool] = [false], translations: [Translation?] = [nil]
    ) {
        self.devices = devices
        self.appearances = appearances
        self.typeSizes = typeSizes
        self.directions = directions
        self.pseudoLocales = pseudoLocales
        self.boldText = boldText
        self.increaseContrast = increaseContrast
        self.reduceTransparency = reduceTransparency
        self.buttonShapes = buttonShapes
        self.smartInvert = smartInvert
        self.translations = translations
    }

    /// How many values each axis has, in the order above.
    public var axisSizes: [Int] {
        [
            devices.count, appearances.count, typeSizes.count, directions.count, pseudoLocales.count, boldText.count, increaseContrast.count,
            reduceTransparency.count, buttonShapes.count, smartInvert.count,
            translations.count,
        ]
    }

    /// The number of entries of the full product.
    public var fullProductCount: Int { axisSizes.reduce(1, *) }

    /// The entries of `policy`, in a deterministic order. Throws
    /// ``MatrixAxesError/emptyAxis(_:)`` when an axis has no value.
    public func matrix(_ policy: MatrixPolicy) throws -> SnapshotMatrix {
        let names = [
            "devices", "appearances", "typeSizes", "directions", "pseudoLocales", "boldText", "increaseContrast", "reduceTransparency",
            "buttonShapes", "smartInvert", "translations",
        ]
        if let empty = axisSizes.firstIndex(of: 0) { throw MatrixAxesError.emptyAxis(names[empty]) }
        let rows: [[Int]]
        switch policy {
        case .full: rows = Self.product(axisSizes)
        case .pairwise: rows = PairwiseCovering.rows(axisSizes: axisSizes)
        case .smoke: rows = (0..<(axisSizes.max() ?? 0)).map { t in axisSizes.map { t % $0 } }
        }
        return SnapshotMatrix(rows.map(entry))
    }

    /// `pairwise: 38 snapshots (full product: 69120)`.
    public func summary(_ policy: MatrixPolicy) throws -> String {
        "\(policy.rawValue): \(try matrix(policy).entries.count) snapshots (full product: \(fullProductCount))"
    }

    private func entry(_ row: [Int]) -> MatrixEntry {
        MatrixEntry(
            device: devices[row[0]], colorScheme: appearances[row[1]], contentSize: typeSizes[row[2]], layoutDirection: directions[row[3]],
            pseudoLocale: pseudoLocales[row[4]], translation: translations[row[10]],
            display: DisplaySettings(
                boldText: boldText[row[5]], increaseContrast: increaseContrast[row[6]], reduceTransparency: reduceTransparency[row[7]],
                buttonShapes: buttonShapes[row[8]], smartInvert: smartInvert[row[9]]))
    }

    private static func product(_ sizes: [Int]) -> [[Int]] {
        var rows: [[Int]] = [[]]
        for size in sizes { rows = rows.flatMap { r in (0..<size).map { r + [$0] } } }
        return rows
    }
}

/// Which entries of a ``MatrixAxes`` a run takes.
public enum MatrixPolicy: String, Hashable, Sendable, CaseIterable {
    case full, pairwise, smoke
}

/// Axes that cannot make a matrix.
public enum MatrixAxesError: Error, Hashable, Sendable, CustomStringConvertible {
    case emptyAxis(String)
    public var description: String {
        switch self {
        case .emptyAxis(let name): return "the matrix axis \(name) has no value; give it at least its default"
        }
    }
}
