import Testing

@testable import ScreenLayout
@testable import Theme

/// Trees built with `Node(_:children:)` instead of the builders: a modifier without its child,
/// or with several, lays out as the builders would have built it (found by the fuzz suite: a
/// childless scroll view read past the layout arena, and trapped or read freed memory).
@Suite struct HandBuiltTreeTests {
    @Test(arguments: [
        Node.Kind.scroll(.vertical), .padding(.all, 8), .frame(FrameSpec(width: 50, height: 20)), .offset(x: 3, y: 4), .opacity(0.5),
        .clip(.circle), .hidden, .layoutPriority(1), .fixedSize(horizontal: true, vertical: true), .ignoresSafeArea(.all),
        .background(.center), .overlay(.center), .twoPane(TwoPaneSpec()),
    ])
    func aModifierWithoutItsChildLaysOutAsEmpty(_ kind: Node.Kind) throws {
        let result = try layout(VStack { Node(kind) })
        #expect(result.root.frame.width.isFinite && result.root.frame.height.isFinite)
    }

    @Test func extraChildrenAreStackedAsTheBuildersStackThem() throws {
        let a = Color(.accent).frame(width: 20, height: 30)
        let b = Color(.label).frame(width: 40, height: 10)
        let handBuilt = try layout(Node(.padding(.all, 5), children: [a, b]))
        let built = try layout(
            VStack {
                a
                b
            }.padding(.all, 5))
        #expect(leafFrames(handBuilt) == leafFrames(built))
        let overlay = try layout(Node(.overlay(.center), children: [a]))
        #expect(leafFrames(overlay).first == leafFrames(try layout(a)).first)
    }
}
