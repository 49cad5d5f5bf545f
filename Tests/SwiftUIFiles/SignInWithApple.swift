// A sign-in screen as apps write it with Sign in with Apple: it must compile here with only
// `import SwiftUI` read as the kit.
import AuthenticationServices
import SwiftUI

@MainActor
@Observable
final class SignInModel {
    var userID: String?
    var message: String?

    func handle(_ result: Result<ASAuthorization, any Error>) {
        switch result {
        case .success(let authorization):
            guard let credential = authorization.credential as? ASAuthorizationAppleIDCredential else { return }
            userID = credential.user
            if let name = credential.fullName?.givenName { message = "Welcome, \(name)" }
            if let token = credential.identityToken, let text = String(data: token, encoding: .utf8) { _ = text }
        case .failure(let error):
            if let error = error as? ASAuthorizationError, error.code == .canceled { return }
            message = error.localizedDescription
        }
    }

    func checkState() {
        guard let userID else { return }
        ASAuthorizationAppleIDProvider().getCredentialState(forUserID: userID) { state, _ in
            Task { @MainActor in
                if state == .revoked { self.userID = nil }
            }
        }
    }
}

struct SignInScreen: View {
    @State private var model = SignInModel()
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(spacing: 24) {
            Spacer()
            Text("Second Skin").font(.largeTitle.bold())
            SignInWithAppleButton(.signIn) { request in
                request.requestedScopes = [.fullName, .email]
                request.nonce = UUID().uuidString
            } onCompletion: { result in
                model.handle(result)
            }
            .signInWithAppleButtonStyle(colorScheme == .dark ? .white : .black)
            .frame(height: 50)
            .clipShape(Capsule())
            if let message = model.message { Text(message).foregroundStyle(.secondary) }
        }
        .padding()
        .onAppear { model.checkState() }
    }
}
