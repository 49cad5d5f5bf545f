import Foundation
import ScreenUI

/// The Sign in with Apple button, as AuthenticationServices' SwiftUI `SignInWithAppleButton`:
/// it fills the frame it is given (as the system button does), black, white or white with an
/// outline, corner radius 6 pt, its title centred in semibold. The Apple logo is not in the
/// kit's symbol font: the title is drawn alone and that is reported at the call site.
///
/// ```swift
/// SignInWithAppleButton(.continue) { $0.requestedScopes = [.email] } onCompletion: { _ in }
///     .signInWithAppleButtonStyle(.black).frame(height: 50)
/// ```
public struct SignInWithAppleButton: View {
    /// The button's title, as `SignInWithAppleButton.Label`.
    public struct Label: Hashable, Sendable {
        let title: String
        public static let signIn = Label(title: "Sign in with Apple")
        public static let signUp = Label(title: "Sign up with Apple")
        public static let `continue` = Label(title: "Continue with Apple")
    }
    /// Its colours, as `SignInWithAppleButton.Style`.
    public struct Style: Hashable, Sendable {
        let name: String
        public static let black = Style(name: "black")
        public static let white = Style(name: "white")
        public static let whiteOutline = Style(name: "whiteOutline")
    }

    let label: Label
    let fileID: String
    let line: Int
    @Environment(\.signInWithAppleButtonStyle) private var style

    public init(
        _ label: Label = .signIn, fileID: String = #fileID, line: Int = #line, onRequest: @escaping (ASAuthorizationAppleIDRequest) -> Void,
        onCompletion: @escaping (Result<ASAuthorization, any Error>) -> Void
    ) {
        self.label = label
        self.fileID = fileID
        self.line = line
    }

    public var body: some View {
        // Without a style the button is black in either appearance, as in SwiftUI (apps pick
        // white for dark mode themselves).
        let resolved = style ?? .black
        let dark = resolved == .black
        let shape = RoundedRectangle(cornerRadius: 6, style: .continuous)
        return Text(verbatim: label.title)
            .font(.title3.weight(.semibold))
            .foregroundStyle(dark ? Color.white : Color.black)
            .lineLimit(1)
            .minimumScaleFactor(0.6)
            .padding(.horizontal, 8)
            .frame(minWidth: 140, maxWidth: .infinity, minHeight: 30, maxHeight: .infinity)
            .background(dark ? Color.black : Color.white, in: shape)
            .overlay {
                if resolved == .whiteOutline { shape.strokeBorder(Color.black, lineWidth: 1) }
            }
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isButton)
            ._reported("SignInWithAppleButton: the Apple logo is not drawn (no such glyph here); the title is", fileID: fileID, line: line)
    }
}

private struct SignInWithAppleButtonStyleKey: EnvironmentKey {
    static let defaultValue: SignInWithAppleButton.Style? = nil
}

extension EnvironmentValues {
    var signInWithAppleButtonStyle: SignInWithAppleButton.Style? {
        get { self[SignInWithAppleButtonStyleKey.self] }
        set { self[SignInWithAppleButtonStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The colours of the Sign in with Apple buttons inside.
    public func signInWithAppleButtonStyle(_ style: SignInWithAppleButton.Style) -> some View {
        environment(\.signInWithAppleButtonStyle, style)
    }
}
