import ScreenUI

// More views written as for Xcode: a settings form, a tabbed app with a toolbar and a grid,
// and a presented alert.

enum Appearance: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: String { rawValue }
    var title: String { rawValue.capitalized }
}

struct SettingsForm: View {
    @State private var name = "Maya"
    @State private var email = ""
    @State private var appearance = Appearance.system
    @State private var volume = 0.4
    @State private var reminders = 3
    @State private var birthday = Date(timeIntervalSince1970: 700_000_000)

    var body: some View {
        NavigationStack {
            Form {
                Section("Profile") {
                    TextField("Name", text: $name)
                    TextField("Email", text: $email, prompt: Text("name@example.com"))
                    DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
                }
                Section {
                    Picker("Appearance", selection: $appearance) {
                        ForEach(Appearance.allCases) { option in
                            Text(option.title).tag(option)
                        }
                    }
                    .pickerStyle(.segmented)
                    Picker("Theme", selection: $appearance) {
                        ForEach(Appearance.allCases) { Text($0.title).tag($0) }
                    }
                    Stepper("Reminders: \(reminders)", value: $reminders, in: 0...10)
                    Slider(value: $volume)
                } header: {
                    Text("Preferences")
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Done") {}
                }
            }
        }
    }
}

struct Photo: Identifiable {
    let id: Int
    let hue: Double
}

struct LibraryTabs: View {
    let photos = (0..<9).map { Photo(id: $0, hue: Double($0) / 9) }
    @State private var showsDeleteAlert = false

    init(showsDeleteAlert: Bool = false) {
        _showsDeleteAlert = State(initialValue: showsDeleteAlert)
    }

    var body: some View {
        TabView {
            NavigationStack {
                ScrollView {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 100), spacing: 4)], spacing: 4) {
                        ForEach(photos) { photo in
                            Color(hue: photo.hue, saturation: 0.5, brightness: 0.9)
                                .aspectRatio(1, contentMode: .fit)
                        }
                    }
                    GeometryReader { proxy in
                        Text("\(Int(proxy.size.width)) pt wide")
                            .font(.footnote)
                            .foregroundStyle(.primary)
                            .frame(width: proxy.size.width)
                    }
                    .frame(height: 30)
                }
                .navigationTitle("Library")
                .alert("Delete 9 photos?", isPresented: $showsDeleteAlert) {
                    Button("Delete", role: .destructive) {}
                    Button("Cancel", role: .cancel) {}
                } message: {
                    Text("They are removed from every album.")
                }
            }
            .tabItem { Label("Library", systemImage: "photo.on.rectangle") }
            Text("Albums").tabItem { Label("Albums", systemImage: "square.stack") }.badge(2)
            Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }
        }
    }
}
