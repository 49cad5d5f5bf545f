import ScreenUI

// Views written exactly as for Xcode (only the import differs): the test suites render them.

@Observable final class Inbox {
    var messages: [Message] = [
        Message(id: 1, sender: "Ana", subject: "Lunch on Friday?", unread: true),
        Message(id: 2, sender: "Ben", subject: "Photos from the trip", unread: false),
        Message(id: 3, sender: "Chloé", subject: "Invoice #2041", unread: true),
    ]
    var notifications = true
}

struct Message: Identifiable, Hashable {
    var id: Int
    var sender: String
    var subject: String
    var unread: Bool
}

struct InboxView: View {
    @Environment(Inbox.self) private var inbox
    @State private var showsPreview = true

    var body: some View {
        @Bindable var inbox = inbox
        NavigationStack {
            List {
                Section("Messages") {
                    ForEach(inbox.messages) { message in
                        HStack(spacing: 12) {
                            Image(systemName: message.unread ? "envelope.fill" : "envelope")
                                .foregroundStyle(message.unread ? Color.blue : Color.secondary)
                            VStack(alignment: .leading, spacing: 2) {
                                Text(message.sender).font(.headline)
                                Text(message.subject).font(.subheadline).foregroundStyle(.secondary)
                            }
                        }
                    }
                }
                Section {
                    Toggle("Notifications", isOn: $inbox.notifications)
                    Toggle("Show previews", isOn: $showsPreview)
                } header: {
                    Text("Settings")
                } footer: {
                    Text("Previews show the first line of each message.")
                }
            }
            .navigationTitle("Inbox")
        }
    }
}

struct Badge: ViewModifier {
    var count: Int
    func body(content: Content) -> some View {
        content.overlay(alignment: .topTrailing) {
            if count > 0 {
                Text("\(count)").font(.caption2).bold().foregroundStyle(.white)
                    .padding(4).background(.red, in: Capsule())
            }
        }
    }
}

struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: rect.midX, y: rect.minY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            p.closeSubpath()
        }
    }
}

struct ShowcaseView: View {
    @State private var progress = 0.6
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Showcase").font(.largeTitle.bold())
            HStack(spacing: 12) {
                Circle().fill(.orange).frame(width: 44, height: 44)
                RoundedRectangle(cornerRadius: 12).fill(LinearGradient(colors: [.pink, .purple], startPoint: .top, endPoint: .bottom))
                    .frame(width: 80, height: 44)
                Triangle().fill(.green).frame(width: 50, height: 44)
                Capsule().strokeBorder(.blue, lineWidth: 2).frame(width: 70, height: 32)
            }
            Label {
                Text("Favorites")
            } icon: {
                Image(systemName: "star.fill").foregroundStyle(.yellow)
            }
            Image(systemName: "bell").modifier(Badge(count: 3))
            ProgressView(value: progress)
            HStack {
                Button("Cancel", role: .cancel) {}.buttonStyle(.bordered)
                Spacer()
                Button("Save") {}.buttonStyle(.borderedProminent)
            }
            .controlSize(.large)
            if progress > 0.5 {
                Text("More than half done").foregroundStyle(.secondary)
            } else {
                EmptyView()
            }
            Spacer()
        }
        .padding()
    }
}

#Preview("Inbox") {
    InboxView().environment(Inbox())
}

#Preview {
    ShowcaseView()
}

struct ShowcaseView_Previews: PreviewProvider {
    static var previews: some View {
        ShowcaseView().previewDisplayName("Showcase")
    }
}

/// A progress ring: a trimmed circle with round caps over a track, a dashed outline.
struct ProgressRing: View {
    var progress: Double
    var body: some View {
        ZStack {
            Circle().stroke(Color.gray.opacity(0.2), lineWidth: 12)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(Color.green, style: StrokeStyle(lineWidth: 12, lineCap: .round))
            Text("\(Int(progress * 100))%").font(.title2.bold())
            RoundedRectangle(cornerRadius: 20)
                .stroke(Color.orange, style: StrokeStyle(lineWidth: 2, dash: [6, 4]))
                .padding(-20)
        }
        .frame(width: 140, height: 140)
    }
}
