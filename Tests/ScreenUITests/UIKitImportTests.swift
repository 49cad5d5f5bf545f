import Testing
import UIKit

@testable import ScreenUI

/// A view as iOS files write it with `import UIKit` beside `import SwiftUI`: it branches on the
/// device's idiom and plays a haptic when tapped.
struct IdiomBadge: View {
    var body: some View {
        VStack {
            Text(UIDevice.current.userInterfaceIdiom == .pad ? "Two columns" : "One column")
            Text("\(UIDevice.current.systemName) \(UIDevice.current.systemVersion)")
            Button("Save") { UIImpactFeedbackGenerator(style: .light).impactOccurred() }
        }
        .background(Color(uiColor: .systemBackground))
    }
}

@MainActor
@Suite struct UIKitImportTests {
    @Test func theDeviceIsTheSnapshotsDevice() {
        #expect(renderedStrings(of: IdiomBadge(), on: .iPhone17Pro) == ["One column", "iOS 26.0", "Save"])
        #expect(renderedStrings(of: IdiomBadge(), on: .iPadPro11) == ["Two columns", "iOS 26.0", "Save"])
    }
}
