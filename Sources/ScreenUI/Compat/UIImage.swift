/// A picture, as UIKit's `UIImage` (which `import SwiftUI` brings on iOS): named pictures of
/// the registered resource folders and SF Symbols, for `Image(uiImage:)`. A picture made from
/// data in memory is not decoded; drawing it is reported with the call site.
///
/// ```swift
/// Image(uiImage: UIImage(named: "cover") ?? UIImage())
/// ```
public final class UIImage: @unchecked Sendable {
    enum Source {
        case named(String)
        case symbol(String)
        case data
        case empty
    }
    let source: Source
    public init() { source = .empty }
    public init?(named name: String) {
        guard ImageAssets.path(for: name) != nil else { return nil }
        source = .named(name)
    }
    public init?(systemName name: String) {
        guard SFSymbols.glyph(for: name) != nil else { return nil }
        source = .symbol(name)
    }
    public init?(data: Data) {
        guard !data.isEmpty else { return nil }
        source = .data
    }
    public init?(contentsOfFile path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        source = .data
    }
}

extension Image {
    public init(uiImage: UIImage, fileID: String = #fileID, line: Int = #line) {
        switch uiImage.source {
        case .named(let name): self.init(name, fileID: fileID, line: line)
        case .symbol(let name): self.init(systemName: name, fileID: fileID, line: line)
        case .data, .empty:
            self.init("", fileID: fileID, line: line)
            source = .unreadable("Image(uiImage:): a UIImage made from data or a file is not decoded")
        }
    }
}
