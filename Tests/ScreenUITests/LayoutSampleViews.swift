import ScreenUI

// Grids, alignment guides and list styles as public samples write them.

private struct ValueColumn: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.leading] }
}

extension HorizontalAlignment {
    fileprivate static let valueColumn = HorizontalAlignment(ValueColumn.self)
}

/// A scoreboard `Grid`, a form aligned on its values with a custom guide, baseline-aligned
/// prices and a two-row `LazyHGrid` of tags.
struct GridShowcase: View {
    let scores = [("Ada", 12, 3), ("Grace", 9, 5), ("Katherine", 15, 1)]
    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 24) {
                    Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 10) {
                        GridRow {
                            Text("Player").font(.headline)
                            Text("Won").font(.headline).gridColumnAlignment(.trailing)
                            Text("Lost").font(.headline).gridColumnAlignment(.trailing)
                        }
                        Divider().gridCellUnsizedAxes(.horizontal)
                        ForEach(scores, id: \.0) { score in
                            GridRow {
                                Text(score.0)
                                Text("\(score.1)").monospacedDigit()
                                Text("\(score.2)").monospacedDigit()
                            }
                        }
                        GridRow {
                            Text("Season total: 37 games").font(.footnote).foregroundStyle(.secondary).gridCellColumns(3)
                        }
                    }
                    .padding()
                    .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16))

                    VStack(alignment: .valueColumn, spacing: 8) {
                        HStack {
                            Text("Name").foregroundStyle(.secondary)
                            Text("Ada Lovelace").alignmentGuide(.valueColumn) { d in d[.leading] }
                        }
                        HStack {
                            Text("Occupation").foregroundStyle(.secondary)
                            Text("Mathematician").alignmentGuide(.valueColumn) { d in d[.leading] }
                        }
                    }

                    HStack(alignment: .firstTextBaseline, spacing: 4) {
                        Text("$").font(.title3)
                        Text("129").font(.largeTitle.bold())
                        Text("per year").font(.footnote).foregroundStyle(.secondary)
                    }

                    ScrollView(.horizontal) {
                        LazyHGrid(rows: [GridItem(.fixed(36)), GridItem(.fixed(36))], spacing: 8) {
                            ForEach(["Swift", "Layout", "Grid", "Lists", "Baselines", "Guides", "Snapshots", "Linux"], id: \.self) { tag in
                                Text(tag).font(.subheadline).padding(.horizontal, 12).padding(.vertical, 6)
                                    .background(Color.accentColor.opacity(0.15), in: Capsule())
                            }
                        }
                    }
                    .frame(height: 80)
                }
                .padding()
            }
            .navigationTitle("Standings")
        }
    }
}

/// A grouped list with custom row insets and backgrounds, a hidden separator, a tinted one and
/// prominent headers.
struct GroupedListSample: View {
    var body: some View {
        NavigationStack {
            List {
                Section("Account") {
                    Label("Profile", systemImage: "person.crop.circle")
                    Label("Notifications", systemImage: "bell").listRowSeparatorTint(.orange)
                    Label("Privacy", systemImage: "hand.raised")
                }
                Section {
                    Text("Featured").font(.headline).foregroundStyle(.white)
                        .listRowBackground(LinearGradient(colors: [.indigo, .blue], startPoint: .leading, endPoint: .trailing))
                    Text("Edge to edge").listRowInsets(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)).listRowSeparator(.hidden)
                    Text("Last row")
                } header: {
                    Text("Highlights")
                }
                .headerProminence(.increased)
            }
            .listStyle(.grouped)
            .navigationTitle("Settings")
        }
    }
}

/// A sidebar list, as an iPhone shows it.
struct SidebarSample: View {
    var body: some View {
        NavigationStack {
            List {
                Section("Library") {
                    Label("Recently Added", systemImage: "clock")
                    Label("Artists", systemImage: "music.mic")
                    Label("Albums", systemImage: "square.stack")
                }
                Section("Playlists") {
                    Label("Favourites", systemImage: "star")
                    Label("Road Trip", systemImage: "car")
                }
            }
            .listStyle(.sidebar)
            .navigationTitle("Music")
        }
    }
}
