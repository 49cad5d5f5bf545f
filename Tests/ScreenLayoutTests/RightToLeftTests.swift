import Testing

@testable import ScreenLayout
@testable import Theme

func layoutRTL(_ node: Node, device: DeviceConfiguration = testDevice) throws -> LayoutResult {
    var env = LayoutEnvironment(device: device, theme: try testTheme.get())
    env.layoutDirection = .rightToLeft
    return try LayoutEngine(measurer: MonospacedTextMeasurer()).layout(node, in: env)
}

/// Right to left mirrors the screen: each point has its own test.
@Suite struct RightToLeftTests {
    @Test func anHStackRunsFromTheRight() throws {
        let node = HStack(spacing: 0) {
            Color(.accent).frame(width: 50, height: 10)
            Color(.label).frame(width: 30, height: 10)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        let ltr = leafFrames(try layout(node))
        let rtl = leafFrames(try layoutRTL(node))
        #expect(ltr.map(\.minX) == [0, 50])
        // The first child is on the right edge, the second to its left.
        #expect(rtl.map(\.minX) == [150, 120])
        #expect(rtl.map(\.width) == [50, 30])
    }

    @Test func leadingAndTrailingAlignmentSwap() throws {
        let node = VStack(alignment: .leading, spacing: 0) {
            Color(.accent).frame(width: 50, height: 10)
            Color(.label).frame(maxWidth: .infinity).frame(height: 10)
        }
        let rtl = leafFrames(try layoutRTL(node))
        #expect(rtl[0].maxX == 200)
        let trailing = Color(.accent).frame(width: 40, height: 10).frame(maxWidth: .infinity, alignment: .trailing)
        #expect(leafFrames(try layoutRTL(trailing))[0].minX == 0)
    }

    @Test func paddingOnTheLeadingEdgeIsOnTheRight() throws {
        let node = Color(.accent).padding(.leading, .points(30)).frame(width: 100, height: 10)
        let ltr = leafFrames(try layout(node))[0]
        let rtl = leafFrames(try layoutRTL(node))[0]
        #expect(ltr.minX == 80 && ltr.maxX == 150)
        #expect(rtl.minX == 50 && rtl.maxX == 120)
    }

    @Test func textIsMarkedRightToLeftAndKeepsItsLogicalAlignment() throws {
        let r = try layoutRTL(Text("Hello", style: .body).frame(maxWidth: .infinity, alignment: .leading))
        let runs = r.displayList.compactMap { item -> TextRun? in
            if case .text(let t) = item { return t }
            return nil
        }
        #expect(runs.count == 1 && runs[0].direction == .rightToLeft && runs[0].alignment == .leading)
        #expect(runs[0].frame.maxX == 200)
        #expect(r.layoutDirection == .rightToLeft)
    }

    @Test func iconsThatPointSwapForTheirMirrorOthersStay() throws {
        let node = HStack {
            Icon(IconName(glyph: "chevron_right"), size: .iconSmall)
            Icon(IconName(glyph: "arrow_back"), size: .iconSmall)
            Icon(IconName(glyph: "event"), size: .iconSmall)
        }
        let glyphs = try layoutRTL(node).displayList.compactMap { item -> String? in
            if case .text(let t) = item { return t.string }
            return nil
        }
        #expect(glyphs == ["chevron_left", "arrow_forward", "event"])
        #expect(IconName(glyph: "send").pointsWithoutMirror && IconName(glyph: "send").mirroredForRightToLeft == nil)
    }

    @Test func theDuosPanesSwapAndStayOffTheFold() throws {
        let device = DeviceConfiguration.iPhoneDuoInnerFolded
        let fold = try #require(device.activeFold)
        let ltr = try layout(listDetail(), device: device)
        let rtl = try layoutRTL(listDetail(), device: device)
        let ltrOpen = try #require(ltr.semantics.first { $0.identifier == "list.open" })
        let rtlOpen = try #require(rtl.semantics.first { $0.identifier == "list.open" })
        // The list (primary) pane is on the right in right to left, and nothing sits on the fold.
        #expect(ltrOpen.frame.maxX <= fold.rect.minX)
        #expect(rtlOpen.frame.minX >= fold.rect.maxX)
        #expect(rtl.semantics.filter(\.isInteractive).allSatisfy { $0.frame.maxX <= fold.rect.minX || $0.frame.minX >= fold.rect.maxX })
    }

    @Test func anAsymmetricSafeAreaStaysOnItsPhysicalEdge() throws {
        // The Duo's outer display has its camera bar on one physical edge: mirroring the
        // layout must not move content under it.
        let device = DeviceConfiguration.iPhoneDuoOuter
        let node = Color(.accent)
        let ltr = leafFrames(try layout(node, device: device))[0]
        let rtl = leafFrames(try layoutRTL(node, device: device))[0]
        #expect(ltr == rtl)
        #expect(device.mirrored.mirrored == device)
    }

    @Test func theRightToLeftPseudoLocaleLaysOutRightToLeft() throws {
        var env = LayoutEnvironment(device: testDevice, theme: try testTheme.get())
        env.pseudoLocale = .rightToLeft
        #expect(env.effectiveLayoutDirection == .rightToLeft)
        let r = try LayoutEngine(measurer: MonospacedTextMeasurer()).layout(Text("Hi"), in: env)
        #expect(r.layoutDirection == .rightToLeft)
        #expect(r.semantics.first?.label == "\u{202E}Hi\u{202C}")
    }
}
