import ScreenUI

// A tip-splitting screen written as older tutorials and sample projects write SwiftUI: style
// types by name, Section's header and footer values, the Alert value, LabeledContent, a
// tinted SwitchToggleStyle and a slider with end labels — compiled with only the import changed.

struct ClassicTipView: View {
    @State private var tipIndex = 2
    @State private var people = 4
    @State private var volume = 0.6
    @State private var chimes = true
    @State private var showsReset: Bool
    let tips = [10, 15, 20, 25]

    init(showsReset: Bool = false) { _showsReset = State(initialValue: showsReset) }

    var perPerson: Double { 120 * (1 + Double(tips[tipIndex]) / 100) / Double(people) }

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Tip"), footer: Text("Shared between everyone at the table.")) {
                    Picker("Tip", selection: $tipIndex) {
                        ForEach(0..<tips.count) { Text("\(tips[$0])%") }
                    }
                    .pickerStyle(SegmentedPickerStyle())
                    Stepper("\(people) people", value: $people, in: 1...20)
                    LabeledContent("Per person", value: perPerson, format: .number.precision(.fractionLength(2)))
                }
                Section(header: Text("Sound")) {
                    Slider(value: $volume, in: 0...1) {
                        Text("Volume")
                    } minimumValueLabel: {
                        Image(systemName: "speaker.fill")
                    } maximumValueLabel: {
                        Image(systemName: "speaker.wave.3.fill")
                    }
                    Toggle("Chime when paid", isOn: $chimes).toggleStyle(SwitchToggleStyle(tint: .orange))
                }
                Section {
                    Button("Reset") { showsReset = true }.foregroundColor(.red)
                }
            }
            .navigationBarTitle("Split")
            .alert(isPresented: $showsReset) {
                Alert(
                    title: Text("Reset the bill?"), message: Text("The tip and the number of people go back to their defaults."),
                    primaryButton: .destructive(Text("Reset")), secondaryButton: .cancel())
            }
        }
    }
}

/// A dashboard of cards: GroupBox, an AsyncImage before it loads, progress with its value label.
struct ClassicDashboard: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                GroupBox("Today") {
                    LabeledContent("Sessions", value: "3")
                    LabeledContent("Minutes", value: "45")
                }
                GroupBox {
                    AsyncImage(url: URL(string: "https://example.com/cover.jpg")) { image in
                        image.resizable().scaledToFill()
                    } placeholder: {
                        ProgressView()
                    }
                    .frame(height: 120)
                    .frame(maxWidth: .infinity)
                } label: {
                    Label("Cover", systemImage: "photo")
                }
                ProgressView(value: 0.4) {
                    Text("Uploading")
                } currentValueLabel: {
                    Text("40%")
                }
            }
            .padding()
        }
    }
}
