import Foundation

/// The app's UIKit delegate, as `UIApplicationDelegate`: every method is optional (each has
/// UIKit's default here). A SwiftUI app adopts one with `@UIApplicationDelegateAdaptor`.
@MainActor @preconcurrency
public protocol UIApplicationDelegate: AnyObject {
    var window: UIWindow? { get set }
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
        -> Bool
    { true }
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
        -> Bool
    { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool { false }
    public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {}
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}

/// A scene's UIKit delegate, as `UIWindowSceneDelegate`.
@MainActor @preconcurrency
public protocol UIWindowSceneDelegate: AnyObject {
    var window: UIWindow? { get set }
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneDidDisconnect(_ scene: UIScene)
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
}

extension UIApplication {
    /// Keys of the options an app is launched with.
    public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    }
    /// Keys of the options a URL is opened with.
    public struct OpenURLOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
    }
}

extension UIScene {
    /// What a scene is connected with.
    public final class ConnectionOptions {
        public var urlContexts: Set<URL> { [] }
        init() {}
    }
}

/// A scene's session, as `UISceneSession`.
@MainActor @preconcurrency
public final class UISceneSession {
    public struct Role: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }
    public let role: Role
    public init(role: Role = .windowApplication) { self.role = role }
}

/// Which scene delegate a scene uses, as `UISceneConfiguration`.
@MainActor @preconcurrency
public final class UISceneConfiguration {
    public let name: String?
    public let role: UISceneSession.Role
    public var delegateClass: AnyClass?
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}

/// Gives a SwiftUI app a UIKit delegate, as SwiftUI's `@UIApplicationDelegateAdaptor`. A still
/// never launches the app, and Swift on Linux cannot make an instance of a class from its type
/// without a `required` initialiser (which `NSObject` lacks here): a test that needs the
/// delegate hands one in with ``UIApplicationDelegateAdaptor/provide(_:)``, and it is told the
/// app finished launching, as iOS does before the first scene.
@MainActor @preconcurrency
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}

    /// The delegate a test provided.
    public var wrappedValue: DelegateType {
        guard let delegate = UIApplicationDelegates.provided[ObjectIdentifier(DelegateType.self)] as? DelegateType else {
            preconditionFailure(
                "@UIApplicationDelegateAdaptor(\(DelegateType.self).self): a snapshot does not launch the app; "
                    + "call UIApplicationDelegateAdaptor<\(DelegateType.self)>.provide(\(DelegateType.self)()) before reading it")
        }
        return delegate
    }

    /// Makes `delegate` the one the adaptor of its type gives, after telling it the app launched.
    public static func provide(_ delegate: DelegateType) {
        _ = delegate.application(UIApplication.shared, willFinishLaunchingWithOptions: nil)
        _ = delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
        UIApplicationDelegates.provided[ObjectIdentifier(DelegateType.self)] = delegate
    }
}

extension UIApplicationDelegateAdaptor where DelegateType: ObservableObject {
    /// Bindings to the delegate's properties, when it is observable.
    public var projectedValue: ObservedObject<DelegateType>.Wrapper { ObservedObject(wrappedValue: wrappedValue).projectedValue }
}

/// The delegates tests provided, by type.
@MainActor
enum UIApplicationDelegates {
    static var provided: [ObjectIdentifier: AnyObject] = [:]
}
