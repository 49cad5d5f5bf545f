// swift-tools-version:6.1
// Second Skin screen kit: live SQL → screen models → layout → Cairo PNG → snapshots.
// No remote dependencies: C libraries come from Debian and are declared with `providers`.
import PackageDescription

let package = Package(
    name: "SecondSkinKit",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "LiveSQLite", targets: ["LiveSQLite"]),
        .library(name: "ScreenLayout", targets: ["ScreenLayout"]),
        .library(name: "Theme", targets: ["Theme"]),
        .library(name: "Rendering", targets: ["Rendering"]),
        .library(name: "Snapshots", targets: ["Snapshots"]),
        .library(name: "SnapshotTesting", targets: ["SnapshotTesting"]),
        .library(name: "Audits", targets: ["Audits"]),
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
        .target(name: "LiveSQLite", dependencies: ["CSQLite"]),
        .target(name: "TokenParser"),
        .executableTarget(name: "token-names", dependencies: ["TokenParser"]),
        .plugin(name: "TokenNamesPlugin", capability: .buildTool(), dependencies: ["token-names"], path: "Sources/TokenNamesPlugin"),
        .target(name: "Theme", dependencies: ["TokenParser"]),
        .target(name: "ScreenLayout", dependencies: ["Theme"]),
        .target(name: "Rendering", dependencies: ["ScreenLayout", "CCairo", "CZlib", "CJPEG"]),
        .target(name: "Snapshots", dependencies: ["Rendering", "ScreenLayout"]),
        .target(name: "Audits", dependencies: ["Rendering", "ScreenLayout", "Snapshots", "Theme"]),
        .target(name: "SnapshotTesting", dependencies: ["Snapshots", "Rendering", "ScreenLayout", "Theme"]),
        .target(name: "SecondSkin", dependencies: ["LiveSQLite", "ScreenLayout", "Theme"], plugins: ["TokenNamesPlugin"]),
        .target(name: "SecondSkinPreviews", dependencies: ["SecondSkin", "Snapshots", "Audits", "Rendering", "ScreenLayout", "Theme", "LiveSQLite"]),
        .executableTarget(
            name: "secondskin",
            dependencies: ["SecondSkinPreviews", "SecondSkin", "Snapshots", "Audits", "Rendering", "ScreenLayout", "Theme", "LiveSQLite"]),
        .executableTarget(
            name: "benchmarks",
            dependencies: ["SecondSkinPreviews", "SecondSkin", "Snapshots", "Rendering", "ScreenLayout", "Theme", "LiveSQLite"],
            path: "Benchmarks"),
        .testTarget(name: "LiveSQLiteTests", dependencies: ["LiveSQLite"]),
        .testTarget(name: "ThemeTests", dependencies: ["Theme", "TokenParser"], plugins: ["TokenNamesPlugin"]),
        .testTarget(name: "ScreenLayoutTests", dependencies: ["ScreenLayout", "Theme"], plugins: ["TokenNamesPlugin"]),
        .testTarget(name: "RenderingTests", dependencies: ["Rendering", "ScreenLayout", "Theme"], plugins: ["TokenNamesPlugin"]),
        .testTarget(
            name: "SnapshotsTests", dependencies: ["Snapshots", "Rendering", "ScreenLayout", "secondskin"], exclude: ["Fixtures"]),
        .testTarget(name: "AuditsTests", dependencies: ["Audits", "Rendering", "ScreenLayout", "Snapshots", "Theme"], plugins: ["TokenNamesPlugin"]),
        .testTarget(
            name: "SnapshotTestingTests", dependencies: ["SnapshotTesting", "Snapshots", "ScreenLayout", "Theme"], plugins: ["TokenNamesPlugin"]),
        .testTarget(
            name: "SecondSkinTests",
            dependencies: [
                "SecondSkinPreviews", "SecondSkin", "Snapshots", "Audits", "Rendering", "ScreenLayout", "Theme", "LiveSQLite", "secondskin",
            ]),
    ]
)
