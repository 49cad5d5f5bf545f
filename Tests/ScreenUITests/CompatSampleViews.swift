import ScreenUI

// A to-do screen written the way many public SwiftUI samples are (an ObservableObject view
// model, NavigationView, the older title and bar-item modifiers, UIKit colours, UIScreen), to
// prove such a file compiles with only its import changed.

final class TodoStore: ObservableObject {
    struct Todo: Identifiable {
        let id = UUID()
        var title: String
        var done: Bool
    }
    @Published var todos: [Todo]
    @Published var query = ""
    init(todos: [Todo]) { self.todos = todos }
}

struct TodoListView: View {
    @StateObject private var store: TodoStore
    @State private var showsCompleted = true
    @Environment(\.horizontalSizeClass) private var sizeClass

    init(store: TodoStore) { _store = StateObject(wrappedValue: store) }

    var body: some View {
        NavigationView {
            Group {
                if store.todos.isEmpty {
                    ContentUnavailableView("No To-Dos", systemImage: "checklist", description: Text("Add one with the plus button."))
                } else {
                    List {
                        ForEach($store.todos) { $todo in
                            HStack {
                                Image(systemName: todo.done ? "checkmark.circle" : "circle")
                                    .symbolVariant(todo.done ? .fill : .none)
                                    .foregroundColor(todo.done ? .green : Color(.systemGray))
                                Text(todo.title).strikethrough(todo.done)
                            }
                        }
                        .onDelete { _ in }
                        DisclosureGroup("Completed", isExpanded: $showsCompleted) {
                            Text("\(store.todos.filter(\.done).count) done")
                        }
                    }
                    .listStyle(.insetGrouped)
                }
            }
            .navigationBarTitle("To-Dos")
            .navigationBarItems(leading: EditButton(), trailing: Button(action: {}) { Image(systemName: "plus") })
            .searchable(text: $store.query, prompt: "Find a to-do")
            .safeAreaInset(edge: .bottom) {
                Text("\(store.todos.count) items")
                    .font(.footnote)
                    .frame(maxWidth: UIScreen.main.bounds.width)
                    .padding(.vertical, 8)
                    .background(Color(.systemGray6))
            }
        }
    }
}

struct TodoListView_Previews: PreviewProvider {
    static var previews: some View {
        TodoListView(store: TodoStore(todos: [.init(title: "Buy milk", done: false)]))
    }
}
