import Foundation
import FuzzSupport
import ScreenLayout
import Snapshots
import Testing
import Theme

/// Random `Node` trees with extreme numbers and strings through layout and rendering: each
/// ends in an image or a typed error, in bounded time. Off the main actor, which the other
/// suites' live queries need.
@Suite struct NodeFuzzTests {
    @Test func randomTreesLayOutAndRenderOrNameTheProblem() throws {
        let budget = FuzzBudget(family: "node-trees", inputs: 400, share: 0.2)
        let tally = FuzzTally(family: "node-trees", budget: budget, hangLimit: 20)
        let snapshotter = try ScreenSnapshotter(theme: .system)
        let devices: [DeviceConfiguration] = [.iPhone17Pro, .iPadPro11]
        // After every tree, an ordinary one must still render as it did before: a bad input may
        // not leave the renderer (or the fonts and caches it shares) broken.
        let sentinel = VStack(spacing: 8) {
            Text("Sentinel: the renderer still works", style: .headline)
            RoundedRectangle(cornerRadius: 12).fill(.tint).frame(height: 40).shadow(.label, radius: 6, y: 2)
        }.padding(.all, 16)
        let sentinelConfiguration = SnapshotConfiguration(device: .iPhone17Pro, scale: 1)
        let expected = try snapshotter.render(sentinel, configuration: sentinelConfiguration).bitmap
        budget.run { index, g in
            let tree = RandomNode.tree(&g)
            let configuration = SnapshotConfiguration(
                device: devices.randomElement(using: &g)!, colorScheme: g.chance(0.5) ? .light : .dark,
                contentSize: ContentSizeCategory.allCases.randomElement(using: &g)!, scale: g.chance(0.05) ? 0.5 : [1, 2].randomElement(using: &g)!)
            tally.run(index) {
                do {
                    let (layout, bitmap) = try snapshotter.render(tree, configuration: configuration)
                    if bitmap.pixels.count != bitmap.width * bitmap.height { tally.damage(index, "a bitmap of the wrong size") }
                    return layout.displayList.isEmpty ? "image (empty)" : "image"
                } catch {
                    if "\(error)".isEmpty { tally.wrong(index, "an error that names nothing: \(type(of: error))") }
                    if ProcessInfo.processInfo.environment["FUZZ_VERBOSE"] != nil { print("FUZZ node-trees input \(index): \(error)") }
                    return outcomeName(error)
                }
            }
            do {
                let after = try snapshotter.render(sentinel, configuration: sentinelConfiguration).bitmap
                if after != expected { tally.damage(index, "after this tree, an ordinary one renders differently") }
            } catch {
                tally.damage(index, "after this tree, an ordinary one fails: \(error)")
            }
        }
        print(tally.summary)
        #expect(tally.isClean, "\(tally.failures.joined(separator: "\n"))")
    }
}
