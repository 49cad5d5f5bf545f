// swift-tools-version:6.1
// Pantry: a small app that uses the screen kit exactly as any outside package would —
// its own tokens, schema, screens, references and command line. Nothing of Second Skin.
import PackageDescription

let package = Package(
    name: "Pantry",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "ScreenKit", path: "../..")],
    targets: [
        .target(
            name: "Pantry",
            dependencies: [
                .product(name: "ScreenCatalog", package: "ScreenKit"), .product(name: "LiveSQLite", package: "ScreenKit"),
                .product(name: "ScreenLayout", package: "ScreenKit"), .product(name: "Theme", package: "ScreenKit"),
                .product(name: "Audits", package: "ScreenKit"),
            ],
            plugins: [.plugin(name: "TokenNames", package: "ScreenKit")]),
        .executableTarget(
            name: "pantry-screens", dependencies: ["Pantry", .product(name: "ScreenKitCommands", package: "ScreenKit")]),
        .testTarget(
            name: "PantryTests",
            dependencies: [
                "Pantry", .product(name: "ScreenSnapshotTesting", package: "ScreenKit"),
                .product(name: "ScreenKitCommands", package: "ScreenKit"), .product(name: "ModelTesting", package: "ScreenKit"),
                .product(name: "ScreenDependencies", package: "ScreenKit"),
            ]),
    ]
)
