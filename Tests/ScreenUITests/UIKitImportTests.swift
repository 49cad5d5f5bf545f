import Testing
import UIKit

import struct ScreenLayout.DeviceConfiguration
import struct ScreenLayout.LayoutEnvironment
import struct ScreenLayout.Node

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
    func strings<V: View>(_ view: V, on device: DeviceConfiguration) -> [String] {
        let environment = LayoutEnvironment(device: device, theme: .system)
        let context = ResolveContext(environment: EnvironmentValues(layout: environment))
        let nodes = view.nodes(in: context)
        func collect(_ node: Node) -> [String] {
            var found: [String] = []
            if case .text(let t) = node.kind { found.append(t.string) }
            for child in node.children { found += collect(child) }
            return found
        }
        return nodes.flatMap(collect)
    }

    @Test func theDeviceIsTheSnapshotsDevice() {
        #expect(strings(IdiomBadge(), on: .iPhone17Pro) == ["One column", "iOS 26.0", "Save"])
        #expect(strings(IdiomBadge(), on: .iPadPro11) == ["Two columns", "iOS 26.0", "Save"])
    }
}
