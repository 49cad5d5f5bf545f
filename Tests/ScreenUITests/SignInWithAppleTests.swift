import AuthenticationServices
import Foundation
import ScreenUITesting
import Snapshots
import Testing

@testable import ScreenUI

/// Sign in with Apple: the button drawn as iOS draws it (without the Apple logo, reported), and
/// the controller's delegate told the user cancelled unless the test gives a credential.
@MainActor
@Suite(.serialized) struct SignInWithAppleTests {
    /// As apps write it: white in dark mode (the default style is black in both).
    struct Welcome: View {
        @Environment(\.colorScheme) private var colorScheme
        var body: some View {
            VStack(spacing: 16) {
                Text("Second Skin").font(.largeTitle.bold())
                SignInWithAppleButton(.signIn) {
                    $0.requestedScopes = [.fullName, .email]
                } onCompletion: { _ in
                }
                .signInWithAppleButtonStyle(colorScheme == .dark ? .white : .black)
                .frame(height: 50)
                SignInWithAppleButton(.continue) { _ in
                } onCompletion: { _ in
                }
                .signInWithAppleButtonStyle(.whiteOutline)
                .frame(height: 50)
            }
            .padding()
        }
    }

    final class Delegate: ASAuthorizationControllerDelegate {
        var user: String?
        var cancelled = false
        func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization) {
            user = (authorization.credential as? ASAuthorizationAppleIDCredential)?.user
        }
        func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) {
            if case ASAuthorizationError.canceled = error { cancelled = true }
        }
    }

    @Test func theButtonShowsItsTitleAndReportsTheMissingLogo() {
        let line = #line + 1
        let button = SignInWithAppleButton(.signUp) { _ in
        } onCompletion: { _ in
        }
        #expect(renderedStrings(of: button) == ["Sign up with Apple"])
        let findings = unsupportedFeatures(of: button)
        #expect(findings.map(\.feature) == ["SignInWithAppleButton: the Apple logo is not drawn (no such glyph here); the title is"])
        #expect(findings.first?.line == line)
    }

    @Test func theControllerCancelsUnlessTheTestSignsIn() {
        defer { ASAuthorizationController.simulatedResult = nil }
        let request = ASAuthorizationAppleIDProvider().createRequest()
        request.requestedScopes = [.email]
        let delegate = Delegate()
        let controller = ASAuthorizationController(authorizationRequests: [request])
        controller.delegate = delegate
        controller.performRequests()
        #expect(delegate.cancelled && delegate.user == nil)
        ASAuthorizationController.simulatedResult = ASAuthorizationAppleIDCredential(user: "000123.abc", email: "maya@example.com")
        controller.performRequests()
        #expect(delegate.user == "000123.abc")
    }

    @Test func theButtonsDrawAsOnIOS() {
        assertViewSnapshot(
            of: Welcome(), named: "ScreenUISignInWithApple",
            on: [
                SnapshotConfiguration(device: .iPhone17Pro, scale: SnapshotConfiguration.suiteScale),
                SnapshotConfiguration(device: .iPhone17Pro, colorScheme: .dark, scale: SnapshotConfiguration.suiteScale),
            ],
            accepting: [AuditException(.unsupportedView, reason: "the Apple logo glyph is missing; the buttons are what the test is about")],
            snapshotsDirectory: ViewSnapshotTests.references)
    }
}
