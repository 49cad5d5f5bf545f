import ScreenSnapshotTesting
import Testing

@Test func hello() {
    assertScreenSnapshot(
        of: { _ in
            ZStack {
                Color(.background).ignoresSafeArea()
                VStack(spacing: 8) {
                    Text("Hello", style: .largeTitle, weight: .bold)
                    // .label, not .secondaryLabel: iOS's 60 % grey measures 3.4:1 on white, and the
                    // contrast audit (WCAG AA, 4.5:1 for body text) would fail this test.
                    Text("Rendered on Linux with iOS's system colours and type.", style: .body).multilineTextAlignment(.center)
                }
                .padding(.all, 24)
            }
        }, screen: "Hello")
}
