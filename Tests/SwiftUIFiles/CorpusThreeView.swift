// swift-format-ignore-file: NoPlaygroundLiterals
// API that public SwiftUI files used and the kit lacked (a third corpus of public projects,
// compiled with only the import changed), written as those files write it; type-checked alone
// by `Scripts/typecheck-swiftui` in `Scripts/test` in Swift 5 and 6 modes.
import Combine
import SwiftUI

struct TaggedBadge: View {
    @State private var detents: PresentationDetent = .medium
    @State private var columns = NavigationSplitViewVisibility.all
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        NavigationSplitView(columnVisibility: $columns) {
            List {
                Text("Price") + Text(" / month").textScale(.secondary)
                Text("1,234").monospacedDigit().tracking(1.5).baselineOffset(2)
                Text("Done").strikethrough(true, pattern: .dash, color: .gray)
                Circle()
                    .fill(Color(#colorLiteral(red: 0.24, green: 0.67, blue: 0.97, alpha: 1)))
                    .frame(width: 20, height: 20)
                RoundedCorner().stroke(lineWidth: 2).frame(width: 40, height: 40)
                Rectangle().scale(0.5).rotation(.degrees(45)).fill(.orange).frame(width: 30, height: 30)
            }
            .kerning(0.5)
            .lineSpacing(4)
            .scrollIndicators(.never)
        } detail: {
            Text("Detail")
                .background()
                .contentShape(.contextMenuPreview, RoundedRectangle(cornerRadius: 8))
                .gesture(PressAndDrag(), isEnabled: true)
                .onLongPressGesture(minimumDuration: 1, maximumDistance: 10, pressing: { _ in }, perform: {})
                .transaction { $0.animation = nil }
                .animation(.smooth) { content in content.opacity(0.9) }
                .task { await load() }
        }
    }

    @ViewBuilder var legacySheetButton: some View {
        let share: ActionSheet.Button = .default(Text("Share")) {}
        Button("Share") { _ = share }
    }

    func load() async {}
}

/// A custom gesture made of the kit's.
struct PressAndDrag: Gesture {
    var body: some Gesture {
        LongPressGesture(minimumDuration: 0.3).sequenced(before: DragGesture())
            .onEnded { value in
                switch value {
                case .first(true): break
                default: break
                }
            }
    }
}

/// A shape with an outline of tangent arcs.
struct RoundedCorner: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.addArc(tangent1End: CGPoint(x: rect.minX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.minY), radius: 10)
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        return path.trimmedPath(from: 0, to: 1)
    }
}

/// A property wrapper of the app's own, made of the framework's.
@propertyWrapper struct Uppercased: DynamicProperty {
    @State private var value = "maya"
    var wrappedValue: String { value.uppercased() }
}

enum SaveError: Error { case offline }

struct ReturningKey: TransactionKey { static let defaultValue = false }

final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published var results: [String] = []
    private var cancellables = Set<AnyCancellable>()
    private var search: Cancellable?

    init() {
        $query
            .handleEvents(receiveOutput: { _ in })
            .tryMap { query -> String in
                guard !query.isEmpty else { throw SaveError.offline }
                return query
            }
            .catch { _ in Just("") }
            .flatMap { query in Just([query]) }
            .share()
            .sink { [weak self] in self?.results = $0 }
            .store(in: &cancellables)
        search = Deferred { Just(1) }.sink { _ in }
        _ = NotificationCenter.default.publisher(for: Notification.Name("refresh")).sink { _ in }
        _ = Publishers.Merge(Just(1), Just(2)).collect().sink { _ in }
        _ = CGSizeMake(10, 20)
        withTransaction(\.disablesAnimations, true) {}
    }
}

#Preview("Returning") {
    let model = SearchModel()
    return Text(model.query)
}

#Preview("Throwing") {
    do {
        let text = try String(contentsOf: URL(fileURLWithPath: "/nonexistent"), encoding: .utf8)
        return Text(text)
    } catch {
        return Text("Failed")
    }
}

@available(iOS 17, *)
#Preview {
    TaggedBadge()
}
