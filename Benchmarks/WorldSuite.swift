import Foundation
import Rendering
import ScreenCatalog
import ScreenLayout
import SecondSkin
import Snapshots
import Theme

/// Scripts and the affordable matrix: shaping a 200-character mixed-script string against a
/// Latin-only one, and Second Skin's world axes — the pairwise matrix's size beside the full
/// product's, and the time to render and audit it on two cores.
@MainActor
func worldSuite(iterations: Int) throws -> [Figure] {
    var figures: [Figure] = []
    let text = PangoTextSystem(fonts: try FontLibrary())
    let font = FontSpec(family: "Inter", size: 17, lineHeight: 22, weight: .regular)
    let latin = String(String(repeating: "Your tattoos, from idea to healed. ", count: 6).prefix(200))
    let mixedPieces = ["Ink ", "وشم ", "墨水 ", "🌹 ", "👩‍🎨 ", "Rose ", "حبر ", "刺青 "]
    var mixed = ""
    var i = 0
    while mixed.count < 200 {
        mixed += mixedPieces[i % mixedPieces.count]
        i += 1
    }
    mixed = String(mixed.prefix(200))
    // Measuring makes a new Pango layout each time: shaping is not cached.
    figures.append(
        figure(
            "world", "shape 200 chars, Latin only",
            measure(iterations: iterations) { _ = text.measure(latin, font: font, maxWidth: 350, maxLines: nil) }))
    figures.append(
        figure(
            "world", "shape 200 chars, Latin+Arabic+CJK+emoji",
            measure(iterations: iterations) { _ = text.measure(mixed, font: font, maxWidth: 350, maxLines: nil) }
        ))

    // Second Skin's axes: every device of the standard matrix and the new postures, both
    // appearances, every type size, both directions, no/accented/expanded/RTL pseudo-languages,
    // the five display settings, and English, German and Arabic.
    let axes = MatrixAxes(
        devices: DeviceConfiguration.snapshotMatrix + [.iPhone17ProLandscape, .iPhoneDuoInnerTabletop, .iPadSlideOver, .iPadStageManager],
        appearances: [.light, .dark], typeSizes: ContentSizeCategory.allCases, directions: [.leftToRight, .rightToLeft],
        pseudoLocales: [nil, .accented, .expanded, .rightToLeft], boldText: [false, true], increaseContrast: [false, true],
        reduceTransparency: [false, true], buttonShapes: [false, true], smartInvert: [false, true],
        translations: [nil, try AppResources.translation("de"), try AppResources.translation("ar")])
    let states = ScreenRegistry.all.reduce(0) { $0 + $1.states.count }
    let pairwise = try axes.matrix(.pairwise).entries.count
    let smoke = try axes.matrix(.smoke).entries.count
    print("world / matrix per state: full product \(axes.fullProductCount), pairwise \(pairwise), smoke \(smoke)")
    print(
        "world / matrix for \(states) states: full product \(axes.fullProductCount * states), pairwise \(pairwise * states), smoke \(smoke * states)")
    figures.append(
        figure("world", "pairwise matrix computation", try measure(iterations: max(3, iterations / 10)) { _ = try axes.matrix(.pairwise) }))

    // Check time of the pairwise matrix: render + audit every state, two workers.
    var catalog = ScreenCatalog.secondSkin
    catalog.matrix = try axes.matrix(.pairwise)
    let theme = try AppResources.theme()
    try SecondSkinPhotos.prepare(theme: theme)
    let jobs = try catalog.jobs(theme: theme)
    let pipeline = SnapshotPipeline(catalog: catalog, theme: theme, destination: .none, failsOnFindings: false)
    var failed = 0
    let samples = measure(iterations: 1, warmup: 0) {
        let results = SnapshotRunner(theme: theme, workers: 2).run(jobs) { snapshotter, job in _ = try pipeline.process(job, with: snapshotter) }
        failed = results.filter { $0.error != nil }.count
    }
    if failed > 0 { print("world / note: \(failed) of \(jobs.count) snapshots failed to render") }
    figures.append(figure("world", "pairwise matrix render+audit, \(jobs.count) snapshots, 2 cores", samples.map { $0 / 1000 }, unit: "s"))
    return figures
}
