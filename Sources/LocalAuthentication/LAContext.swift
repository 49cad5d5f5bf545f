import Foundation

/// A pointer an Objective-C API writes its error through (`var error: NSError?; f(&error)`);
/// Linux's Foundation has no `NSErrorPointer`.
public typealias NSErrorPointer = UnsafeMutablePointer<NSError?>?

/// What to authenticate the user with, as LocalAuthentication's `LAPolicy`.
public enum LAPolicy: Int, Sendable {
    case deviceOwnerAuthenticationWithBiometrics = 1
    case deviceOwnerAuthentication = 2
    case deviceOwnerAuthenticationWithWatch = 3
    case deviceOwnerAuthenticationWithBiometricsOrWatch = 4
    case deviceOwnerAuthenticationWithWristDetection = 5
}

/// The device's biometry, as `LABiometryType`.
public enum LABiometryType: Int, Sendable {
    case none = 0
    case touchID = 1
    case faceID = 2
    case opticID = 4
}

/// Why authentication failed, as LocalAuthentication's `LAError` (`catch LAError.userCancel`).
public struct LAError: Error, Hashable, Sendable, LocalizedError {
    public enum Code: Int, Sendable {
        case authenticationFailed = -1
        case userCancel = -2
        case userFallback = -3
        case systemCancel = -4
        case passcodeNotSet = -5
        case appCancel = -9
        case invalidContext = -10
        case biometryNotAvailable = -6
        case biometryNotEnrolled = -7
        case biometryLockout = -8
        case notInteractive = -1004
        case companionNotAvailable = -11
        case biometryDisconnected = -12
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static let authenticationFailed = Code.authenticationFailed, userCancel = Code.userCancel, userFallback = Code.userFallback
    public static let systemCancel = Code.systemCancel, passcodeNotSet = Code.passcodeNotSet, appCancel = Code.appCancel
    public static let invalidContext = Code.invalidContext, biometryNotAvailable = Code.biometryNotAvailable
    public static let biometryNotEnrolled = Code.biometryNotEnrolled, biometryLockout = Code.biometryLockout
    public static let notInteractive = Code.notInteractive
    public static let errorDomain = "com.apple.LocalAuthentication"
    public var errorDescription: String? { "Local authentication failed (\(code))." }
}

/// `catch LAError.userCancel`: an error matches its code.
public func ~= (code: LAError.Code, error: any Error) -> Bool { (error as? LAError)?.code == code }

/// A device's owner authentication, as LocalAuthentication's `LAContext`. A snapshot's device
/// has the biometry of `LAContext.simulated` (Face ID, enrolled, and the user passes unless a
/// test says otherwise), so a locked screen can be rendered and its view model tested.
open class LAContext: NSObject, @unchecked Sendable {
    /// The device a test runs as (a kit addition): its biometry and what evaluating returns.
    public struct SimulatedDevice: Sendable {
        public var biometryType: LABiometryType = .faceID
        /// nil: authentication succeeds; else it fails with this code.
        public var failure: LAError.Code? = nil
        public init(biometryType: LABiometryType = .faceID, failure: LAError.Code? = nil) {
            self.biometryType = biometryType
            self.failure = failure
        }
    }
    nonisolated(unsafe) public static var simulated = SimulatedDevice()

    public private(set) var biometryType: LABiometryType = .none
    open var localizedReason = ""
    open var localizedCancelTitle: String?
    open var localizedFallbackTitle: String?
    open var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0
    open var interactionNotAllowed = false
    open var evaluatedPolicyDomainState: Data? { Data([1]) }

    public override init() {}

    /// Whether the policy can be evaluated; sets `biometryType` as iOS does.
    open func canEvaluatePolicy(_ policy: LAPolicy, error: NSErrorPointer) -> Bool {
        let device = Self.simulated
        biometryType = device.biometryType
        let biometric = policy == .deviceOwnerAuthenticationWithBiometrics || policy == .deviceOwnerAuthenticationWithBiometricsOrWatch
        if biometric && device.biometryType == .none {
            error?.pointee = NSError(domain: LAError.errorDomain, code: LAError.Code.biometryNotAvailable.rawValue)
            return false
        }
        return true
    }

    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String, reply: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        let failure = Self.simulated.failure
        reply(failure == nil, failure.map(LAError.init))
    }

    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
        if let failure = Self.simulated.failure { throw LAError(failure) }
        return true
    }

    open func invalidate() {}
}
