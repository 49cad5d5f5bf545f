import Combine
import Testing

@testable import ScreenUI

/// A view model of the Combine era, as an iOS file writes it beside its view (`import Combine`).
final class CounterModel: ObservableObject {
    @Published var count = 0
    @Published private(set) var label = ""
    let taps = PassthroughSubject<Void, Never>()
    private var cancellables = Set<AnyCancellable>()

    init() {
        $count.map { $0 == 1 ? "1 tap" : "\($0) taps" }.assign(to: \.label, on: self).store(in: &cancellables)
        taps.sink { [weak self] in self?.count += 1 }.store(in: &cancellables)
    }
}

struct CounterView: View {
    @ObservedObject var model: CounterModel
    var body: some View {
        VStack {
            Text(model.label)
            Button("Tap") { model.taps.send() }
        }
        .onReceive(model.$count) { _ in }
    }
}

/// The view shows what the model's publishers settled on before the still is drawn.
@MainActor
@Suite struct CombineModelTests {
    @Test func aViewShowsWhatItsCombineModelSettledOn() {
        let model = CounterModel()
        #expect(renderedStrings(of: CounterView(model: model)) == ["0 taps", "Tap"])
        model.taps.send()
        #expect(renderedStrings(of: CounterView(model: model)) == ["1 tap", "Tap"])
        model.taps.send()
        #expect(renderedStrings(of: CounterView(model: model)) == ["2 taps", "Tap"])
    }
}
