import Foundation
import Rendering
import ScreenLayout
import SecondSkin
import Snapshots
import Testing
import Theme

/// A renderer that drew something else first gives the same pixels as a fresh one.
@Suite struct RendererReuseTests {
    @Test func reusedRendererIsDeterministic() throws {
        let theme = try AppResources.theme()
        let size = SamplePhotos.size
        let device = DeviceConfiguration(
            name: "photo", displayName: "Sample photo", size: size, scale: 2, orientation: .portrait, safeArea: .zero,
            horizontalSizeClass: .compact, verticalSizeClass: .regular, layoutMargin: 0, displayCornerRadius: 0)
        let config = SnapshotConfiguration(device: device, scale: 2)
        let rose = SamplePhotos.photo(named: "rose.png")!.node
        let koi = SamplePhotos.photo(named: "flash-koi.png")!.node
        let fresh = try ScreenSnapshotter(theme: theme).render({ _ in rose }, configuration: config)
        let reused = try ScreenSnapshotter(theme: theme)
        _ = try reused.render({ _ in koi }, configuration: config)
        let second = try reused.render({ _ in rose }, configuration: config)
        let diff = ImageDiffing.exact.compare(fresh, second, drawDiff: false).result
        #expect(diff.differingPixels == 0, "\(diff.differingPixels) pixels differ after reuse")
    }
}
