import Testing

@testable import ScreenLayout
@testable import Theme

/// A list–detail body with buttons in both panes.
func listDetail() -> Node {
    TwoPane {
        VStack {
            Button("Open", id: "list.open") { Color(.accent).frame(height: 44) }
            Spacer()
        }.padding(.all, .l)
    } secondary: {
        VStack {
            Button("Save", id: "detail.save") { Color(.label).frame(height: 44) }
            Spacer()
        }.padding(.all, .l)
    }
}

@Suite struct TwoPaneTests {
    @Test func halfFoldedDuoSplitsAtTheFold() throws {
        let device = DeviceConfiguration.iPhoneDuoInnerFolded
        let r = try layout(listDetail(), device: device)
        let fold = try #require(device.activeFold)
        #expect(r.root.summary == "TwoPane(fold)")
        let panes = r.root.children.map(\.frame)
        #expect(panes[0].maxX == fold.rect.minX)
        #expect(panes[1].minX == fold.rect.maxX)
        let buttons = r.semantics.filter(\.isInteractive)
        #expect(buttons.count == 2)
        for b in buttons { #expect(!(b.frame.minX < 475.5 && b.frame.maxX > 475.5), "\(b.identifier ?? "") crosses the fold") }
    }

    @Test func flatDuoIsSideBySideWithoutAFold() throws {
        let r = try layout(listDetail(), device: .iPhoneDuoInner)
        #expect(r.root.summary == "TwoPane(sideBySide)")
    }

    @Test func compactPhoneShowsOnePane() throws {
        let r = try layout(listDetail(), device: .iPhone17Pro)
        #expect(r.root.summary == "TwoPane(single)")
        #expect(r.semantics.filter(\.isInteractive).map(\.identifier) == ["list.open"])
    }

    @Test func iPadPortraitIsSideBySide() throws {
        let r = try layout(listDetail(), device: .iPadPro11)
        #expect(r.root.summary == "TwoPane(sideBySide)")
        #expect(r.root.children[0].frame.width == 333.6)
    }

    @Test func duoPortraitFlatIsStacked() throws {
        let r = try layout(listDetail(), device: .iPhoneDuoInnerPortrait)
        #expect(r.root.summary == "TwoPane(stacked)")
    }

    @Test func iPadThirdSplitIsCompact() throws {
        let r = try layout(listDetail(), device: .iPadSplitThird)
        #expect(r.root.summary == "TwoPane(single)")
    }
}
