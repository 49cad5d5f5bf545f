// swift-tools-version:6.1
// The screen kit (first user: Second Skin): live SQL → screen models → layout → Cairo PNG → snapshots.
// No remote dependencies: C libraries come from Debian and are declared with `providers`.
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "ScreenKit",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "LiveSQLite", targets: ["LiveSQLite"]),
        .library(name: "ScreenDependencies", targets: ["ScreenDependencies"]),
        .library(name: "ModelTesting", targets: ["ModelTesting"]),
        .library(name: "ScreenLayout", targets: ["ScreenLayout"]),
        .library(name: "ScreenUI", targets: ["ScreenUI"]),
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "UIKit", targets: ["UIKit", "_Testing_UIKit"]),
        .library(name: "SwiftData", targets: ["SwiftData"]),
        .library(name: "WidgetKit", targets: ["WidgetKit"]),
        .library(name: "OSLog", targets: ["OSLog"]),
        .library(name: "os", targets: ["os"]),
        .library(name: "Charts", targets: ["Charts"]),
        .library(name: "MapKit", targets: ["MapKit"]),
        .library(name: "StoreKit", targets: ["StoreKit"]),
        .library(name: "StoreKitTest", targets: ["StoreKitTest"]),
        .library(name: "UserNotifications", targets: ["UserNotifications"]),
        .library(name: "LocalAuthentication", targets: ["LocalAuthentication"]),
        .library(name: "AuthenticationServices", targets: ["AuthenticationServices"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics", "_Testing_CoreGraphics"]),
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .library(name: "CoreLocation", targets: ["CoreLocation"]),
        .library(name: "ScreenUITesting", targets: ["ScreenUITesting"]),
        .library(name: "Theme", targets: ["Theme"]),
        .library(name: "ImageCodec", targets: ["ImageCodec"]),
        .library(name: "Rendering", targets: ["Rendering"]),
        .library(name: "Snapshots", targets: ["Snapshots"]),
        .library(name: "Audits", targets: ["Audits"]),
        .library(name: "ScreenCatalog", targets: ["ScreenCatalog"]),
        .library(name: "ScreenSnapshotTesting", targets: ["ScreenSnapshotTesting"]),
        .library(name: "ScreenKitCommands", targets: ["ScreenKitCommands"]),
        .plugin(name: "TokenNames", targets: ["TokenNamesPlugin"]),
        .executable(name: "secondskin", targets: ["secondskin"]),
        .executable(name: "benchmarks", targets: ["benchmarks"]),
    ],
    targets: [
        .systemLibrary(
            name: "CSQLite", pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(
            name: "CCairo", pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libfontconfig-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg-dev"])]),
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        .target(name: "LiveSQLite", dependencies: ["CSQLite"]),
        .target(name: "ScreenDependencies"),
        .target(name: "ModelTesting", dependencies: ["ScreenDependencies", "LiveSQLite"]),
        .target(name: "TokenParser"),
        .executableTarget(name: "token-names", dependencies: ["TokenParser"]),
        .plugin(name: "TokenNamesPlugin", capability: .buildTool(), dependencies: ["token-names"], path: "Sources/TokenNamesPlugin"),
        .target(name: "Theme", dependencies: ["TokenParser"]),
        .target(name: "ScreenLayout", dependencies: ["Theme"]),
        .target(
            name: "ScreenUI",
            dependencies: ["ScreenLayout", "Theme", "ScreenUIMacros", "Combine", "CoreGraphics", "ImageCodec", "UniformTypeIdentifiers"]),
        // Combine for Linux: publishers, subjects, @Published; synchronous, so a still is settled.
        .target(name: "Combine"),
        // `import UIKit` beside a SwiftUI view: the UIKit that ScreenUI already holds.
        .target(name: "UIKit", dependencies: ["ScreenUI"]),
        // SwiftData for snapshots: @Model (the kit's macro plugin), @Query, containers in memory.
        .target(name: "SwiftData", dependencies: ["ScreenUI", "ScreenUIMacros"]),
        // WidgetKit for snapshots: widgets, timeline providers, families and their sizes, widget previews.
        .target(name: "WidgetKit", dependencies: ["ScreenUI", "ScreenLayout", "ScreenUIMacros"]),
        // Apple frameworks view files and their models import beside SwiftUI, in the part they use
        // there: `Logger`, `UTType`, coordinates.
        .target(name: "OSLog"),
        .target(name: "os", dependencies: ["OSLog"]),
        // Swift Charts for snapshots: marks, scales, axes and legends drawn in a canvas.
        .target(name: "Charts", dependencies: ["ScreenUI", "ScreenLayout"]),
        // MapKit for snapshots: coordinates and regions, and SwiftUI's Map with its markers placed on a plain ground.
        .target(name: "MapKit", dependencies: ["ScreenUI", "ScreenLayout", "CoreLocation"]),
        // StoreKit for snapshots: products from Xcode's StoreKit configuration files, transactions and entitlements,
        // and the StoreKit views (ProductView, StoreView, SubscriptionStoreView) drawn with the products loaded.
        .target(name: "StoreKit", dependencies: ["ScreenUI"]),
        // StoreKitTest's SKTestSession: loads a configuration file and makes the customer's purchases.
        .target(name: "StoreKitTest", dependencies: ["StoreKit"]),
        // UserNotifications for tests: requests are recorded, never shown, so scheduling can be checked.
        .target(name: "UserNotifications"),
        // LocalAuthentication for tests: LAContext answers as the simulated device does (Face ID, passing by default).
        .target(name: "LocalAuthentication"),
        // AuthenticationServices for snapshots: Sign in with Apple's button drawn, its requests and credentials for tests.
        .target(name: "AuthenticationServices", dependencies: ["ScreenUI"]),
        .target(name: "CoreGraphics", dependencies: ["_Testing_CoreGraphics"]),
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "UniformTypeIdentifiers"),
        .target(name: "CoreLocation"),
        // The overlay Swift Testing looks for when a file imports both Testing and UIKit.
        .target(name: "_Testing_UIKit"),
        // The compiler plugin behind #Preview: the plugin protocol spoken by hand (no swift-syntax here).
        .macro(name: "ScreenUIMacros"),
        .target(name: "CPNGFilter"),
        .target(name: "ImageCodec", dependencies: ["CZlib", "CDeflate", "CJPEG", "CPNGFilter"]),
        .target(name: "CBoxFilter"),
        .target(name: "Rendering", dependencies: ["ImageCodec", "ScreenLayout", "CCairo", "CBoxFilter"]),
        .target(name: "Snapshots", dependencies: ["ImageCodec", "Rendering", "ScreenLayout", "ScreenDependencies"]),
        .target(name: "Audits", dependencies: ["Rendering", "ScreenLayout", "Snapshots", "Theme"]),
        .target(
            name: "ScreenCatalog",
            dependencies: [
                "LiveSQLite", "ScreenLayout", "ScreenUI", "Theme", "ImageCodec", "Rendering", "Snapshots", "Audits", "ScreenDependencies",
            ]),
        .target(
            name: "ScreenSnapshotTesting", dependencies: ["ScreenCatalog", "Snapshots", "Audits", "Rendering", "ScreenLayout", "Theme", "LiveSQLite"]),
        .target(
            name: "ScreenUITesting",
            dependencies: ["ScreenUI", "ScreenSnapshotTesting", "ScreenCatalog", "Snapshots", "Audits", "ImageCodec", "ScreenLayout", "Theme"]),
        .target(
            name: "ScreenKitCommands",
            dependencies: ["ScreenCatalog", "Snapshots", "Audits", "ImageCodec", "Rendering", "ScreenLayout", "Theme", "LiveSQLite"]),
        .target(
            name: "SecondSkin",
            dependencies: ["LiveSQLite", "ScreenLayout", "ScreenUI", "Theme", "ScreenCatalog", "Snapshots", "Audits", "ScreenDependencies"],
            plugins: ["TokenNamesPlugin"]),
        .executableTarget(name: "secondskin", dependencies: ["SecondSkin", "ScreenCatalog", "ScreenKitCommands"]),
        .executableTarget(
            name: "benchmarks",
            dependencies: [
                "ScreenCatalog", "SecondSkin", "Snapshots", "ImageCodec", "Rendering", "ScreenLayout", "ScreenUI", "Theme", "LiveSQLite",
                "ModelTesting", "ScreenDependencies",
            ],
            path: "Benchmarks"),
        .target(name: "FuzzSupport", dependencies: ["LiveSQLite"], path: "Tests/FuzzSupport"),
        .testTarget(name: "LiveSQLiteTests", dependencies: ["LiveSQLite", "FuzzSupport"]),
        .testTarget(name: "ScreenDependenciesTests", dependencies: ["ScreenDependencies", "ModelTesting"]),
        .testTarget(name: "ModelTestingTests", dependencies: ["ModelTesting", "ScreenDependencies", "LiveSQLite"]),
        .testTarget(name: "ThemeTests", dependencies: ["Theme", "TokenParser"], plugins: ["TokenNamesPlugin"]),
        .testTarget(name: "TokenParserTests", dependencies: ["TokenParser"]),
        .testTarget(name: "CombineTests", dependencies: ["Combine"]),
        .testTarget(name: "ScreenLayoutTests", dependencies: ["ScreenLayout", "Theme"], plugins: ["TokenNamesPlugin"]),
        .testTarget(name: "ImageCodecTests", dependencies: ["ImageCodec", "CPNGFilter", "CZlib"]),
        .testTarget(
            name: "ScreenUITests",
            dependencies: [
                "ScreenUI", "UIKit", "_Testing_UIKit", "SwiftData", "WidgetKit", "OSLog", "os", "Charts", "MapKit", "UniformTypeIdentifiers",
                "CoreLocation", "StoreKit", "StoreKitTest", "UserNotifications", "LocalAuthentication", "AuthenticationServices",
                "ScreenUITesting",
                "ScreenLayout", "Rendering", "Theme",
            ],
            exclude: ["__Snapshots__"],
            resources: [.copy("StoreKit/Products.storekit")]),
        .testTarget(name: "RenderingTests", dependencies: ["ImageCodec", "Rendering", "ScreenLayout", "Theme"], plugins: ["TokenNamesPlugin"]),
        .testTarget(
            name: "SnapshotsTests", dependencies: ["Snapshots", "ImageCodec", "Rendering", "ScreenLayout", "ScreenDependencies", "secondskin"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "AuditsTests", dependencies: ["Audits", "ImageCodec", "Rendering", "ScreenLayout", "Snapshots", "Theme"],
            plugins: ["TokenNamesPlugin"]),
        .testTarget(
            name: "ScreenSnapshotTestingTests",
            dependencies: ["ScreenSnapshotTesting", "ScreenCatalog", "Audits", "Snapshots", "ScreenLayout", "Theme"],
            plugins: ["TokenNamesPlugin"]),
        .testTarget(
            name: "ScreenCatalogTests",
            dependencies: [
                "ScreenCatalog", "Audits", "ImageCodec", "Rendering", "Snapshots", "ScreenLayout", "Theme", "LiveSQLite", "ScreenDependencies",
            ]),
        .testTarget(
            name: "ScreenKitCommandsTests",
            dependencies: ["ScreenKitCommands", "ScreenCatalog", "ImageCodec", "Rendering", "Snapshots", "ScreenLayout", "Theme", "LiveSQLite"]),
        .testTarget(
            name: "SecondSkinTests",
            dependencies: [
                "ScreenCatalog", "ScreenSnapshotTesting", "SecondSkin", "Snapshots", "Audits", "ImageCodec", "Rendering", "ScreenLayout", "Theme",
                "LiveSQLite", "ScreenDependencies", "ModelTesting",
                "secondskin",
            ]),
        .testTarget(
            name: "FuzzTests",
            dependencies: [
                "FuzzSupport", "CZlib", "ImageCodec", "ScreenKitCommands", "ScreenCatalog", "SecondSkin", "Snapshots", "Rendering", "ScreenLayout",
                "Theme", "LiveSQLite", "secondskin",
            ]),
    ]
)
