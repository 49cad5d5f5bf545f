/// An image loaded from a URL, as SwiftUI's `AsyncImage`. A still is taken before anything
/// loads, so it shows the empty phase: the placeholder you give, or iOS's standard one (a grey
/// fill of the offered space), as a snapshot on iOS does.
///
/// ```swift
/// AsyncImage(url: photo.url) { image in image.resizable().scaledToFill() } placeholder: { ProgressView() }
/// ```
nonisolated public struct AsyncImage<Content: View>: View {
    let content: Content
    public init(url: URL?, scale: CGFloat = 1) where Content == Color {
        content = Color(white: 0.47, opacity: 0.16)
    }
    public init<I: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> Content
    ) {
        self.content = placeholder()
    }
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.content = content(.empty)
    }
    @MainActor public var body: some View { content }
}

/// Where an ``AsyncImage``'s loading is; a still is always at `.empty`.
public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(any Error)
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
