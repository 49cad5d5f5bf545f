// A builder property on a type that is not a view, as Swift 5 app targets write it (SwiftUI's
// builder is not isolated to the main actor there); type-checked in Swift 5 mode only, since
// Swift 6 rejects making main-actor views in a nonisolated property.
import SwiftUI

enum UploadError: Error {
    case offline

    @ViewBuilder var buttons: some View {
        Button("Retry") {}
        Button("Cancel", role: .cancel) {}
    }
}
