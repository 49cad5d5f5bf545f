// swift-format-ignore-file: NoBlockComments
import SwiftUI

// Apple's Landmarks tutorial keeps earlier previews commented out above the one in use: the
// comments before a #Preview are not part of it. Type-checked in both language modes by
// Scripts/test.

struct CommentedPreviewRow: View {
    var number: Int
    var body: some View { Text("Row \(number)") }
}

// #Preview("First") {
//     CommentedPreviewRow(number: 0)
// }

/* #Preview("Second") {
    CommentedPreviewRow(number: 1)
} */

#Preview {
    let rows = [1, 2]
    return Group {
        CommentedPreviewRow(number: rows[0])
        CommentedPreviewRow(number: rows[1])
    }
}
