import Foundation

/// What a live gallery page polls: the current update, the update the page was last rewritten
/// at, and the update at which each image last changed, as `live.js`:
/// `liveUpdate(3, 0, {"screens/Welcome/default….png": 3, …})`.
///
/// ```swift
/// state.record(["screens/Collection/grid.iphone17pro-portrait-light.png"], generation: 3, pageChanged: false)
/// try state.write(to: out)   // out/live.js
/// ```
struct LiveGalleryState {
    private(set) var generation = 0
    private(set) var pageGeneration = 0
    private(set) var changed: [String: Int] = [:]

    mutating func record(_ images: [String], generation: Int, pageChanged: Bool) {
        self.generation = generation
        if pageChanged { pageGeneration = generation }
        for image in images { changed[image] = generation }
    }

    var script: String {
        let map = changed.keys.sorted().map {
            "\"\($0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))\": \(changed[$0]!)"
        }
        return "liveUpdate(\(generation), \(pageGeneration), {\(map.joined(separator: ", "))});\n"
    }

    func write(to folder: URL) throws {
        try Data(script.utf8).write(to: folder.appendingPathComponent("live.js"), options: .atomic)
    }
}
