import Testing

@testable import ScreenLayout
@testable import Theme

@Suite struct ContainerLayoutTests {
    /// layout-semantics.md (Apple's GridItem docs): an adaptive column packs as many
    /// minimum-wide items as fit, then grows them: 200 wide, min 50, spacing 10 → 3 × 60.
    @Test func adaptiveGridPacksColumns() throws {
        let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 50))], spacing: 10) {
            for _ in 0..<7 { Color(.accent).frame(height: 20) }
        }
        let frames = leafFrames(try layout(grid))
        #expect(frames.count == 7)
        #expect(frames.map(\.width).allSatisfy { $0 == 60 })
        #expect(frames.map(\.minX).prefix(3) == [0, 70, 140])
        #expect(frames[3].minY == frames[0].minY + 30)  // row height 20 + spacing 10
        #expect(frames[6].minX == 0)
    }

    /// Fixed columns take their width; flexible columns share what is left after spacing.
    @Test func fixedAndFlexibleColumns() throws {
        let grid = LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.flexible())], spacing: 10) {
            Color(.accent).frame(height: 10)
            Color(.label).frame(height: 10)
        }
        #expect(leafFrames(try layout(grid)).map(\.width) == [50, 140])
    }

    /// Rows are as tall as their tallest item.
    @Test func rowHeightIsTallestItem() throws {
        let grid = LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 0) {
            Color(.accent).frame(height: 10)
            Color(.label).frame(height: 40)
            Color(.accent).frame(height: 10)
        }
        let frames = leafFrames(try layout(grid))
        #expect(frames[0].minY - frames[1].minY == 15)  // centred in its 40 pt row
        #expect(frames[2].minY == frames[1].maxY)  // the second row starts below the tallest item
    }

    /// ViewThatFits picks the first child whose ideal size fits (Apple's ViewThatFits docs).
    @Test func viewThatFitsPicksFirstIdealFit() throws {
        let wide = Color(.accent).frame(width: 300, height: 10)
        let narrow = Color(.label).frame(width: 100, height: 10)
        let r = try layout(
            ViewThatFits {
                wide
                narrow
            })
        #expect(leafFrames(r).map(\.width) == [100])
        let fits = try layout(
            ViewThatFits {
                narrow
                wide
            })
        #expect(leafFrames(fits).map(\.width) == [100])
    }

    @Test func viewThatFitsFallsBackToTheLast() throws {
        let r = try layout(
            ViewThatFits {
                Color(.accent).frame(width: 300, height: 10)
                Color(.label).frame(width: 250, height: 10)
            })
        #expect(leafFrames(r).map(\.width) == [250])
    }

    /// Spacer min lengths are reserved even when the other children want everything.
    @Test func spacerMinLengthIsReserved() throws {
        let node = HStack(spacing: 0) {
            Color(.accent)
            Spacer(minLength: 30)
            Color(.label)
        }
        let frames = leafFrames(try layout(node))
        #expect(frames[1].width == 30)
        #expect(frames[0].width == 85 && frames[2].width == 85)
    }

    /// layoutPriority reserves lower-priority minima before serving the higher group.
    @Test func priorityReservesLowerMinima() throws {
        let node = HStack(spacing: 0) {
            Color(.accent).layoutPriority(1)
            Color(.label).frame(minWidth: 30)
        }
        #expect(leafFrames(try layout(node)).map(\.width) == [170, 30])
    }

    /// fixedSize proposes nil: text keeps its one-line ideal width even in a narrow frame.
    @Test func fixedSizeKeepsIdealWidth() throws {
        let r = try layout(Text("abcdefghij").fixedSize().frame(width: 40))
        #expect(leafFrames(r)[0].width == 85)  // 10 × 8.5, overflowing the 40-wide frame
    }

    /// ScrollView measures its content at full length and clips it to the viewport.
    @Test func scrollContentAtFullLength() throws {
        let r = try layout(ScrollView { VStack(spacing: 0) { for _ in 0..<10 { Color(.accent).frame(height: 50) } } })
        #expect(r.root.frame.height == 200)
        #expect(r.root.children[0].frame.height == 500)
        #expect(r.displayList.first == .pushClip(ShapePath(kind: .rectangle, rect: Rect(x: 0, y: 0, width: 200, height: 200))))
    }

    /// hidden() keeps its space but draws nothing.
    @Test func hiddenKeepsSpaceDrawsNothing() throws {
        let r = try layout(
            VStack(spacing: 0) {
                Color(.accent).frame(height: 50).hidden()
                Color(.label).frame(height: 50)
            })
        #expect(r.displayList.count == 1)
        #expect(leafFrames(r)[1].minY == leafFrames(r)[0].maxY)
    }

    /// Overlay and background take the primary's size; the decoration is proposed that size.
    @Test func overlayTakesPrimarySize() throws {
        let r = try layout(Color(.accent).frame(width: 40, height: 20).overlay(alignment: .topLeading) { Color(.label).frame(width: 10, height: 10) })
        #expect(r.root.frame.size == Size(width: 40, height: 20))
        #expect(leafFrames(r)[1].origin == leafFrames(r)[0].origin)
    }
}
