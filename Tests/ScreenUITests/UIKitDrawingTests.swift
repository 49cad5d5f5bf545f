import Foundation
import ScreenUITesting
import Testing
import UIKit

import struct ScreenLayout.LayoutEnvironment

@testable import ScreenUI

/// The UIKit pieces SwiftUI code draws with: UIBezierPath into a Path, the device's orientation,
/// image literals, and appearance proxies (reported, as the kit draws its own bars).
@MainActor
@Suite struct UIKitDrawingTests {
    @Test func aBezierPathRoundsOnlyTheCornersAskedFor() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let path = Path(UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft], cornerRadii: CGSize(width: 20, height: 20)).cgPath)
        #expect(!path.contains(CGPoint(x: 1, y: 1)), "the rounded top-left corner is cut")
        #expect(path.contains(CGPoint(x: 99, y: 1)) && path.contains(CGPoint(x: 99, y: 59)) && path.contains(CGPoint(x: 1, y: 59)))
        let bounds = path.boundingRect
        #expect(abs(bounds.minX) < 1e-9 && abs(bounds.minY) < 1e-9 && abs(bounds.width - 100) < 1e-9 && abs(bounds.height - 60) < 1e-9)
    }

    @Test func aBezierArcTurnsAsUIKitSays() {
        // From 0 to π/2 clockwise on screen (y downwards) passes below the centre.
        let below = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(below.bounds.maxY > 9 && below.bounds.minY > -0.5)
        let round = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(round.bounds.minY < -9, "anticlockwise from 0 to π/2 goes the long way, over the top")
        let mutable = CGMutablePath()
        mutable.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(Path(mutable).contains(CGPoint(x: 2, y: 2)))
    }

    @Test func theDeviceIsHeldAsTheSnapshotIs() {
        #expect(renderedStrings(of: OrientationLabel()) == ["portrait"])
        #expect(UIDeviceOrientation.landscapeLeft.isLandscape && !UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
    }

    @Test func anImageLiteralIsTheNamedPicture() {
        // swift-format-ignore: NoPlaygroundLiterals
        let literal: UIImage = #imageLiteral(resourceName: "cover")
        guard case .named(let name) = literal.source else {
            Issue.record("not a named picture")
            return
        }
        #expect(name == "cover")
        #expect(UIVisualEffectView().effect == nil)
    }

    @Test func aCustomisedBarIsReportedNotSilentlyDrawnAsDefault() {
        // A name of its own, so that suites running alongside are not touched.
        #expect(UIKitAppearance.finding(for: "UITestOnlyBar") == nil)
        UIKitAppearance.touch("UITestOnlyBar")
        #expect(UIKitAppearance.finding(for: "UITestOnlyBar")?.hasPrefix("UITestOnlyBar.appearance() settings") == true)
    }
}

/// Shows how the device is held, as a view that adapts to it reads it.
struct OrientationLabel: View {
    var body: some View { Text(UIDevice.current.orientation.isLandscape ? "landscape" : "portrait") }
}
