import Foundation

@testable import Rendering
@testable import ScreenLayout
@testable import Theme

/// Test screens that exercise everything photo-led screens need: photos in rounded cards, a
/// frosted caption over a photo, shadows, a glass capsule tab bar. `GalleryTests` renders them
/// (and writes them to `$TMPDIR/secondskin-gallery` for a look).
enum GalleryScreens {
    /// A generated "flash tattoo on skin" picture: radial skin-tone gradient, ring, heart, banner.
    static func flashArt(_ variant: Int) -> Node {
        var heart = PathData()
        heart.move(0.5, 0.95)
        heart.curve(0.1, 0.65, 0, 0.3, 0.25, 0.12)
        heart.curve(0.38, 0.04, 0.5, 0.15, 0.5, 0.28)
        heart.curve(0.5, 0.15, 0.62, 0.04, 0.75, 0.12)
        heart.curve(1, 0.3, 0.9, 0.65, 0.5, 0.95)
        heart.close()
        let centre = Point(x: 0.25 + 0.12 * Double(variant % 4), y: 0.3 + 0.1 * Double(variant % 3))
        return ZStack {
            Rectangle()
                .fill(
                    Gradient(
                        kind: .radial(center: centre, radius: 0.9),
                        stops: [.init(.accentSoft, at: 0), .init(.secondaryBackground, at: 0.45), .init(.accent, opacity: 0.7, at: 1)]))
            Circle().stroke(.label, lineWidth: 6).frame(width: 150, height: 150).offset(x: Double(variant * 9 % 40) - 20)
            Node(.shape(ShapeContent(shape: .path(heart), fill: .accent, stroke: .label, lineWidth: 4))).frame(width: 110, height: 100)
            Text("MOM", style: .title1, weight: .bold).foreground(.onAccent).padding(.horizontal, .s).background(.label).offset(y: 70)
        }
    }

    static let photoDevice = DeviceConfiguration(
        name: "photo", displayName: "Photo", size: Size(width: 300, height: 375), scale: 4, orientation: .portrait, safeArea: .zero,
        horizontalSizeClass: .compact, verticalSizeClass: .regular, layoutMargin: 0, displayCornerRadius: 0)

    /// Writes `count` photos (alternately JPEG and PNG, 1200 × 1500 px at scale 4) into `folder`.
    static func writePhotos(count: Int, to folder: URL, scale: Double = 4) throws -> [String] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let renderer = try Renderer()
        let env = LayoutEnvironment(device: photoDevice, theme: try Theme.load(from: designTokens))
        var paths: [String] = []
        for i in 0..<count {
            let layout = try LayoutEngine(measurer: renderer.textSystem).layout(flashArt(i), in: env)
            let bitmap = try renderer.render(layout, scale: scale)
            let url = folder.appendingPathComponent(i % 2 == 0 ? "photo\(i).jpg" : "photo\(i).png")
            try (i % 2 == 0 ? bitmap.jpegData(quality: 88) : bitmap.pngData()).write(to: url)
            paths.append(url.path)
        }
        return paths
    }

    static func card(_ path: String, _ title: String) -> Node {
        VStack(alignment: .leading, spacing: .xs) {
            Image(.file(path)).resizable().aspectRatio(.fill).frame(height: 150)
                .clipShape(.roundedRectangle(cornerRadius: .dimension(.radiusCard)))
                .shadow(.shadow, radius: 8, y: 4)
            Text(title, style: .subheadline, weight: .semibold)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    /// A Collection-like phone screen: a hero photo with a frosted caption, a grid of photo
    /// cards with shadows, and a glass capsule tab bar floating over the content.
    static func collection(photos: [String]) -> Node {
        ZStack(alignment: .bottom) {
            Color(.background).ignoresSafeArea()
            VStack(alignment: .leading, spacing: .l) {
                Text("Collection", style: .largeTitle, weight: .bold)
                ZStack(alignment: .bottomLeading) {
                    Image(.file(photos[0])).resizable().aspectRatio(.fill).frame(maxWidth: .infinity, minHeight: 260, maxHeight: 260)
                    HStack(spacing: .s) {
                        Icon(.heart, size: .iconSmall)
                        Text("Rose on forearm · healed", style: .subheadline, weight: .semibold)
                    }
                    .padding(.horizontal, .l).padding(.vertical, .s)
                    .background { Material(.frosted, in: .capsule) }
                    .padding(.all, .m)
                }
                .clipShape(.roundedRectangle(cornerRadius: .dimension(.radiusCard)))
                .shadow(.shadow, radius: 12, y: 6)
                HStack(spacing: .l) {
                    card(photos[1 % photos.count], "Swallow")
                    card(photos[2 % photos.count], "Anchor")
                }
                HStack(spacing: .l) {
                    card(photos[3 % photos.count], "Dagger")
                    card(photos[4 % photos.count], "Heart & banner")
                }
                Spacer()
            }
            .padding(.horizontal, .l)
            HStack(spacing: .xxl) {
                Icon(.collection).foreground(.accent)
                Icon(.ideas)
                Icon(.calendar)
                Icon(.stats)
            }
            .padding(.horizontal, .xxl).padding(.vertical, .m)
            .background { Material(.glass, in: .capsule) }
            .shadow(.shadow, radius: 16, y: 8)
            .padding(.bottom, .s)
        }
    }
}
