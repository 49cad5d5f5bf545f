import Audits
import Foundation
import ScreenCatalog
import ScreenLayout
import SecondSkin
import Snapshots
import Testing
import Theme

/// Second Skin across the world axes — right to left, the expanded pseudo-language, AX5,
/// Bold Text and Increase Contrast on a phone, the half-folded Duo and an iPad — in the
/// pairwise covering matrix of those axes: every screen and state passes every audit. Rendered
/// and audited only; no references are kept for these.
@MainActor
@Suite struct WorldMatrixTests {
    static let axes = MatrixAxes(
        devices: [.iPhone17Pro, .iPhoneDuoInnerFolded, .iPadPro11], typeSizes: [.large, .accessibility5], directions: [.leftToRight, .rightToLeft],
        pseudoLocales: [nil, .expanded], boldText: [false, true], increaseContrast: [false, true])

    @Test func everyScreenPassesEveryAuditInThePairwiseWorldMatrix() throws {
        try preparedPhotos.get()
        var catalog = ScreenCatalog.secondSkin
        catalog.matrix = try Self.axes.matrix(.pairwise)
        let theme = try AppResources.theme()
        let pipeline = SnapshotPipeline(catalog: catalog, theme: theme, destination: .none, failsOnFindings: false)
        let snapshotter = try ScreenSnapshotter(theme: theme)
        var findings: [AuditFinding] = []
        let jobs = try catalog.jobs(theme: theme)
        for job in jobs { findings += try pipeline.process(job, with: snapshotter).unaccepted }
        print("World matrix: \(try Self.axes.summary(.pairwise)) per state, \(jobs.count) snapshots audited, \(findings.count) findings")
        #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
    }
}
