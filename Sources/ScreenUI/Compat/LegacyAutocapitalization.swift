/// UIKit's capitalization modes, as `UITextAutocapitalizationType`, for the iOS 13–14
/// `.autocapitalization(.none)` modifier.
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
    case none, words, sentences, allCharacters
}

nonisolated extension View {
    /// How a text field capitalizes what is typed, as SwiftUI's deprecated `autocapitalization`:
    /// nothing is typed into a still, so the field draws as it is.
    ///
    /// ```swift
    /// TextField("Email", text: $email).autocapitalization(.none)
    /// ```
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
}
