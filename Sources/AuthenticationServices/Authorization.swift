import Foundation
import ScreenUI

/// The window a sign-in sheet is shown over, as `ASPresentationAnchor`.
public typealias ASPresentationAnchor = UIWindow

/// A completed sign-in, as AuthenticationServices' `ASAuthorization`.
public final class ASAuthorization: NSObject, @unchecked Sendable {
    public let provider: any ASAuthorizationProvider
    public let credential: any ASAuthorizationCredential
    public init(provider: any ASAuthorizationProvider, credential: any ASAuthorizationCredential) {
        self.provider = provider
        self.credential = credential
    }

    /// What a sign-in asks to share, as `ASAuthorization.Scope`.
    public struct Scope: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let fullName = Scope(rawValue: "full_name")
        public static let email = Scope(rawValue: "email")
    }
}

/// Something that signs a user in, as `ASAuthorizationProvider`.
public protocol ASAuthorizationProvider: AnyObject {}
/// What a sign-in yields, as `ASAuthorizationCredential`.
public protocol ASAuthorizationCredential: AnyObject {}

/// A request to sign in, as `ASAuthorizationRequest`.
open class ASAuthorizationRequest: NSObject, @unchecked Sendable {
    public let provider: any ASAuthorizationProvider
    init(provider: any ASAuthorizationProvider) { self.provider = provider }
}

/// Sign in with Apple's provider, as `ASAuthorizationAppleIDProvider`.
public final class ASAuthorizationAppleIDProvider: NSObject, ASAuthorizationProvider, @unchecked Sendable {
    public override init() {}
    public func createRequest() -> ASAuthorizationAppleIDRequest { ASAuthorizationAppleIDRequest(provider: self) }

    /// Whether a user's Apple ID still signs them in, as `CredentialState`.
    public enum CredentialState: Int, Sendable { case revoked, authorized, notFound, transferred }
    /// A test's device has no Apple ID: every user is `.notFound` unless the test sets
    /// `simulatedState` (a kit addition).
    nonisolated(unsafe) public static var simulatedState: CredentialState = .notFound
    public func getCredentialState(forUserID userID: String, completion: @escaping @Sendable (CredentialState, (any Error)?) -> Void) {
        completion(Self.simulatedState, nil)
    }
    public func credentialState(forUserID userID: String) async throws -> CredentialState { Self.simulatedState }
}

/// A Sign in with Apple request, as `ASAuthorizationAppleIDRequest`.
open class ASAuthorizationOpenIDRequest: ASAuthorizationRequest, @unchecked Sendable {
    open var requestedScopes: [ASAuthorization.Scope]?
    open var state: String?
    open var nonce: String?
}
public final class ASAuthorizationAppleIDRequest: ASAuthorizationOpenIDRequest, @unchecked Sendable {
    public var user: String?
}

/// A Sign in with Apple credential, as `ASAuthorizationAppleIDCredential`.
public final class ASAuthorizationAppleIDCredential: NSObject, ASAuthorizationCredential, @unchecked Sendable {
    public let user: String
    public let fullName: PersonNameComponents?
    public let email: String?
    public let identityToken: Data?
    public let authorizationCode: Data?
    public let state: String?
    public let authorizedScopes: [ASAuthorization.Scope]
    public init(
        user: String, fullName: PersonNameComponents? = nil, email: String? = nil, identityToken: Data? = nil, authorizationCode: Data? = nil,
        state: String? = nil, authorizedScopes: [ASAuthorization.Scope] = []
    ) {
        self.user = user
        self.fullName = fullName
        self.email = email
        self.identityToken = identityToken
        self.authorizationCode = authorizationCode
        self.state = state
        self.authorizedScopes = authorizedScopes
    }
}

/// A saved password, as `ASPasswordCredential`.
public final class ASPasswordCredential: NSObject, ASAuthorizationCredential, @unchecked Sendable {
    public let user: String
    public let password: String
    public init(user: String, password: String) {
        self.user = user
        self.password = password
    }
}

/// The saved-password provider, as `ASAuthorizationPasswordProvider`.
public final class ASAuthorizationPasswordProvider: NSObject, ASAuthorizationProvider, @unchecked Sendable {
    public override init() {}
    public func createRequest() -> ASAuthorizationPasswordRequest { ASAuthorizationPasswordRequest(provider: self) }
}
public final class ASAuthorizationPasswordRequest: ASAuthorizationRequest, @unchecked Sendable {}

/// Why a sign-in failed, as `ASAuthorizationError` (`catch ASAuthorizationError.canceled`).
public struct ASAuthorizationError: Error, Hashable, Sendable, LocalizedError {
    public enum Code: Int, Sendable {
        case unknown = 1000
        case canceled = 1001
        case invalidResponse = 1002
        case notHandled = 1003
        case failed = 1004
        case notInteractive = 1005
        case matchedExcludedCredential = 1006
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static let unknown = Code.unknown, canceled = Code.canceled, invalidResponse = Code.invalidResponse
    public static let notHandled = Code.notHandled, failed = Code.failed, notInteractive = Code.notInteractive
    public static let errorDomain = "com.apple.AuthenticationServices.AuthorizationError"
    public var errorDescription: String? { "The sign-in failed (\(code))." }
}

/// `catch ASAuthorizationError.canceled`: an error matches its code.
public func ~= (code: ASAuthorizationError.Code, error: any Error) -> Bool { (error as? ASAuthorizationError)?.code == code }

/// Runs sign-in requests, as `ASAuthorizationController`. A test's device shows no sheet: the
/// delegate is told the user cancelled, unless the test sets `simulatedResult` (a kit addition)
/// to a credential to sign in with.
open class ASAuthorizationController: NSObject, @unchecked Sendable {
    public let authorizationRequests: [ASAuthorizationRequest]
    open weak var delegate: (any ASAuthorizationControllerDelegate)?
    open weak var presentationContextProvider: (any ASAuthorizationControllerPresentationContextProviding)?
    nonisolated(unsafe) public static var simulatedResult: (any ASAuthorizationCredential)? = nil

    public init(authorizationRequests: [ASAuthorizationRequest]) { self.authorizationRequests = authorizationRequests }

    open func performRequests() {
        guard let credential = Self.simulatedResult, let request = authorizationRequests.first else {
            delegate?.authorizationController(controller: self, didCompleteWithError: ASAuthorizationError(.canceled))
            return
        }
        delegate?.authorizationController(
            controller: self, didCompleteWithAuthorization: ASAuthorization(provider: request.provider, credential: credential))
    }
    open func performAutoFillAssistedRequests() {}
    open func cancel() {}

    /// How requests are made, as `ASAuthorizationController.RequestOptions`.
    public struct RequestOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let preferImmediatelyAvailableCredentials = RequestOptions(rawValue: 1)
    }
    open func performRequests(options: RequestOptions) { performRequests() }
}

/// Told how a sign-in ended, as `ASAuthorizationControllerDelegate` (optional methods).
public protocol ASAuthorizationControllerDelegate: AnyObject {
    func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization)
    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error)
}
extension ASAuthorizationControllerDelegate {
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization) {}
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) {}
}

/// Gives the window a sign-in sheet is shown over, as `ASAuthorizationControllerPresentationContextProviding`.
public protocol ASAuthorizationControllerPresentationContextProviding: AnyObject {
    func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor
}
