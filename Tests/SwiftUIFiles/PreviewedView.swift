// A view file as written for Xcode, type-checked alone by `Scripts/typecheck-swiftui` in
// `Scripts/test` with warnings as errors: a file compiled alone is in script mode, where the
// expansion of `#Preview` must not leave an unused top-level value behind.
import SwiftUI

struct GreetingView: View {
    var name: String

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Hello, \(name)")
                .font(.title)
            Text("Welcome back")
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}

#Preview("Greeting") {
    GreetingView(name: "Ada")
}

#Preview(traits: .sizeThatFitsLayout) {
    GreetingView(name: "Grace")
}

#Preview {
    GreetingView(name: "Linus")
}
