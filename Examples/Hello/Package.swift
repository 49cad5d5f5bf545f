// swift-tools-version:6.1
// The smallest adopter: no token files, no database, no app module — one dependency line,
// one import and one assertion render and snapshot-test a screen with the kit's iOS defaults.
import PackageDescription

let package = Package(
    name: "Hello",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "ScreenKit", path: "../..")],
    targets: [
        .testTarget(name: "HelloTests", dependencies: [.product(name: "ScreenSnapshotTesting", package: "ScreenKit")])
    ]
)
