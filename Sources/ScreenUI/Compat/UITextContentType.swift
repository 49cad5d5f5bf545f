/// What a text field holds, for AutoFill, as UIKit's `UITextContentType`
/// (`.textContentType(.emailAddress)`); a still shows the field as it is.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name"), givenName = UITextContentType(rawValue: "givenName")
    public static let familyName = UITextContentType(rawValue: "familyName"), nickname = UITextContentType(rawValue: "nickname")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress"), username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password"), newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode"), telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let URL = UITextContentType(rawValue: "URL"), organizationName = UITextContentType(rawValue: "organizationName")
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
    public static let addressCity = UITextContentType(rawValue: "addressCity"), postalCode = UITextContentType(rawValue: "postalCode")
    public static let countryName = UITextContentType(rawValue: "countryName"), location = UITextContentType(rawValue: "location")
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber"), jobTitle = UITextContentType(rawValue: "jobTitle")
}
