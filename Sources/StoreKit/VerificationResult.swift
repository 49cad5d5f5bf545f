import Foundation

/// A signed value from the App Store with whether its signature checked out, as StoreKit's
/// `VerificationResult`. A test session's transactions are verified unless it is told otherwise.
public enum VerificationResult<SignedType: Sendable>: Sendable {
    case unverified(SignedType, VerificationError)
    case verified(SignedType)

    /// The value if it is verified; the verification error otherwise.
    public var payloadValue: SignedType {
        get throws {
            switch self {
            case .verified(let value): return value
            case .unverified(_, let error): throw error
            }
        }
    }
    /// The value, verified or not.
    public var unsafePayloadValue: SignedType {
        switch self {
        case .verified(let value), .unverified(let value, _): return value
        }
    }
    /// A compact JWS of the value: a test session signs nothing, so its signature part is empty.
    public var jwsRepresentation: String {
        let header = Data(#"{"alg":"none","typ":"JWT"}"#.utf8).base64EncodedString()
        let body = ((unsafePayloadValue as? any JSONRepresentable)?.json ?? Data()).base64EncodedString()
        return "\(header).\(body)."
    }

    /// Why a value failed verification, as StoreKit's `VerificationResult.VerificationError`.
    public enum VerificationError: Error, Hashable, Sendable, LocalizedError {
        case revokedCertificate, invalidCertificateChain, invalidDeviceVerification, invalidEncoding, invalidSignature
        case missingRequiredProperties

        public var errorDescription: String? {
            switch self {
            case .revokedCertificate: return "The certificate that signed the value was revoked."
            case .invalidCertificateChain: return "The certificate chain of the signature is not valid."
            case .invalidDeviceVerification: return "The value was not signed for this device."
            case .invalidEncoding: return "The signed value is not valid JWS."
            case .invalidSignature: return "The signature does not match the value."
            case .missingRequiredProperties: return "The signed value lacks required properties."
            }
        }
    }
}

extension VerificationResult: Equatable where SignedType: Equatable {}
extension VerificationResult: Hashable where SignedType: Hashable {}

/// Values with a JSON form (transactions, renewal infos).
protocol JSONRepresentable {
    var json: Data { get }
}
extension Transaction: JSONRepresentable {
    var json: Data { jsonRepresentation }
}
extension Product.SubscriptionInfo.RenewalInfo: JSONRepresentable {
    var json: Data { jsonRepresentation }
}
