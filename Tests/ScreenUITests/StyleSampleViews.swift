import ScreenUI

// Custom styles and gestures as public samples write them.

struct PillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .padding(.horizontal, 24)
            .padding(.vertical, 12)
            .background(Color.indigo, in: Capsule())
            .foregroundStyle(.white)
            .opacity(configuration.isPressed ? 0.7 : 1)
    }
}

struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            configuration.icon
        }
    }
}

struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                .foregroundStyle(configuration.isOn ? Color.accentColor : Color.secondary)
            configuration.label
        }
    }
}

struct StyledControls: View {
    @State private var offset = CGSize.zero
    @State private var agreed = true
    @GestureState private var isDragging = false

    var body: some View {
        VStack(spacing: 24) {
            Button("Continue") {}.buttonStyle(PillButtonStyle())
            Label("Next", systemImage: "arrow.right").labelStyle(TrailingIconLabelStyle())
            Toggle("I agree to the terms", isOn: $agreed).toggleStyle(CheckboxToggleStyle())
            Toggle("Notifications", isOn: .constant(false)).toggleStyle(.switch)
            RoundedRectangle(cornerRadius: 16)
                .fill(Color.teal)
                .frame(width: 120, height: 80)
                .offset(offset)
                .gesture(
                    DragGesture()
                        .updating($isDragging) { _, state, _ in state = true }
                        .onChanged { value in offset = value.translation }
                        .onEnded { _ in offset = .zero })
            ProgressView(value: 0.3).progressViewStyle(.linear)
        }
        .padding()
        .textSelection(.enabled)
    }
}
