import ScreenUI

// A recipe list with its filter sheet open at the medium detent, as a sample app writes it:
// two detents (so the grabber shows), a selection binding, and a form in the sheet.

struct RecipeFilters: View {
    @State private var showsFilters: Bool
    @State private var detent = PresentationDetent.medium
    @State private var vegetarian = true
    @State private var minutes = 30.0
    let recipes = ["Lemon risotto", "Green curry", "Shakshuka", "Mushroom ragù", "Miso soup", "Pea fritters"]

    init(showsFilters: Bool = true) { _showsFilters = State(initialValue: showsFilters) }

    var body: some View {
        NavigationStack {
            List(recipes, id: \.self) { recipe in
                Label(recipe, systemImage: "fork.knife")
            }
            .navigationTitle("Recipes")
        }
        .sheet(isPresented: $showsFilters) {
            NavigationStack {
                Form {
                    Toggle("Vegetarian only", isOn: $vegetarian)
                    LabeledContent("Ready in", value: "\(Int(minutes)) min")
                    Slider(value: $minutes, in: 10...90, step: 5)
                }
                .navigationTitle("Filters")
                .navigationBarTitleDisplayMode(.inline)
            }
            .presentationDetents([.medium, .large], selection: $detent)
        }
    }
}
