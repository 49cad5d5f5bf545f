import Foundation
import ImageCodec
import Rendering
import ScreenLayout
import SecondSkin
import Theme

/// The renderer's figures: a photo-heavy phone screen drawn at @3x (1206×2622 px) — warm (photos
/// decoded and shadow masks kept from the last draw), with masks recomputed, and cold — the
/// material blur of a full-width 100 pt band at @3x, and PNG encoding — ours and Cairo's
/// `cairo_surface_write_to_png` on the same pixels — at @2x and @3x, with sizes.
func renderingSuite(iterations: Int) throws -> [Figure] {
    let theme = try AppResources.theme()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("secondskin-bench-photos-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let fonts = try FontLibrary()
    let photos = try RenderingBenchmarkScreen.writePhotos(count: 7, to: folder, fonts: fonts, theme: theme)
    let renderer = try Renderer(fonts: fonts)
    let env = LayoutEnvironment(device: .iPhone17Pro, colorScheme: .light, theme: theme)
    let screen = RenderingBenchmarkScreen.body(photos: photos)
    let layout = try LayoutEngine(measurer: renderer.textSystem, images: renderer.images).layout(screen, in: env)
    let bitmap3 = try renderer.render(layout, scale: 3)
    guard renderer.images.failures.isEmpty else { throw BenchmarkError.photos("\(renderer.images.failures)") }

    var figures: [Figure] = []
    figures.append(
        figure("rendering", "draw photo screen @3x (warm)", try measure(iterations: iterations) { _ = try renderer.render(layout, scale: 3) }))
    figures.append(
        figure(
            "rendering", "draw photo screen @3x (warm, thread CPU time)",
            try cpuMeasure(iterations: iterations) { _ = try renderer.render(layout, scale: 3) }))
    // The same draw with every shadow mask computed afresh (photos still cached).
    let recomputing = try Renderer(fonts: fonts)
    recomputing.cachesShadowMasks = false
    _ = try recomputing.render(layout, scale: 3)
    figures.append(
        figure(
            "rendering", "draw photo screen @3x (warm, masks recomputed)",
            try measure(iterations: iterations) { _ = try recomputing.render(layout, scale: 3) }))
    figures.append(
        figure(
            "rendering", "draw photo screen @3x (cold: decode + scale)",
            try measure(iterations: max(5, iterations / 5)) { _ = try Renderer(fonts: fonts).render(layout, scale: 3) }))
    let band = Bitmap(width: 1206, height: 300, pixels: Array(bitmap3.pixels[(900 * 1206)..<(1200 * 1206)]))
    figures.append(
        figure(
            "rendering", "blur 1206×300 band, radius 60 px (incl. copy)",
            measure(iterations: iterations) {
                var copy = band
                copy.blur(radius: 60)
            }))
    figures.append(
        figure(
            "rendering", "blur 1206×300 band (thread CPU time)",
            cpuMeasure(iterations: iterations) {
                var copy = band
                copy.blur(radius: 60)
            }))
    figures.append(figure("rendering", "pixel hash @3x", measure(iterations: iterations) { _ = bitmap3.pixelHash }))

    // A photo scaled into a thumbnail, as every photo frame is drawn: the kit's exact copy of
    // cairo's box filter against cairo itself (the same pixels, checked here too).
    let photo = try Bitmap.readPNG(at: photos[1])  // 1200 × 1500
    for factor in [3.2, 6.0] {
        let w = Int(Double(photo.width) / factor)
        let h = Int(Double(photo.height) / factor)
        let label = "→ \(w)×\(h)"
        guard try photo.scaledPhoto(width: w, height: h) == photo.scaledPhoto(width: w, height: h, with: .cairo) else {
            throw BenchmarkError.failed("the kit's photo scaling differs from cairo's at \(label)")
        }
        let n = max(5, iterations / 5)
        figures.append(figure("rendering", "photo scale \(label) kit", try measure(iterations: n) { _ = try photo.scaledPhoto(width: w, height: h) }))
        figures.append(
            figure(
                "rendering", "photo scale \(label) cairo", try measure(iterations: n) { _ = try photo.scaledPhoto(width: w, height: h, with: .cairo) }
            ))
    }

    let bitmap2 = try renderer.render(layout, scale: 2)
    for (label, bitmap) in [("@2x", bitmap2), ("@3x", bitmap3)] {
        let n = max(5, iterations / 5)
        let ours = try bitmap.pngData()
        let cairo = try bitmap.cairoPNGData()
        figures.append(figure("rendering", "PNG encode \(label) ours", try measure(iterations: n) { _ = try bitmap.pngData() }))
        figures.append(
            figure("rendering", "PNG encode \(label) cairo_surface_write_to_png", try measure(iterations: n) { _ = try bitmap.cairoPNGData() }))
        figures.append(
            Figure(suite: "rendering", name: "PNG size \(label) ours", median: Double(ours.count) / 1024, p99: Double(ours.count) / 1024, unit: "KiB")
        )
        figures.append(
            Figure(
                suite: "rendering", name: "PNG size \(label) cairo", median: Double(cairo.count) / 1024, p99: Double(cairo.count) / 1024, unit: "KiB")
        )
        // The preview writer (render, watch): the Up filter and the kit's screen coder.
        let preview = try bitmap.pngData(compression: .preview)
        figures.append(
            figure("rendering", "PNG encode \(label) preview", try measure(iterations: n) { _ = try bitmap.pngData(compression: .preview) }))
        figures.append(
            Figure(
                suite: "rendering", name: "PNG size \(label) preview", median: Double(preview.count) / 1024, p99: Double(preview.count) / 1024,
                unit: "KiB"))
        let url = folder.appendingPathComponent("screen\(label).png")
        try ours.write(to: url)
        figures.append(figure("rendering", "PNG text chunks + CRCs \(label)", try measure(iterations: n) { _ = try PNGFileInfo.read(at: url.path) }))
        figures.append(figure("rendering", "PNG decode \(label) ours", try measure(iterations: n) { _ = try Bitmap.readPNG(at: url.path) }))
        figures.append(
            figure("rendering", "PNG decode \(label) libpng via Cairo", try measure(iterations: n) { _ = try Bitmap.cairoReadPNG(at: url.path) }))
    }
    return figures
}

/// Like `measure`, but in CPU time of the calling thread: on a machine shared with other
/// builds, wall-clock medians include time spent waiting for a core; this does not.
func cpuMeasure(iterations: Int, warmup: Int = 3, _ body: () throws -> Void) rethrows -> [Double] {
    for _ in 0..<warmup { try body() }
    func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) * 1000 + Double(t.tv_nsec) / 1e6
    }
    return try (0..<iterations).map { _ in
        let start = now()
        try body()
        return now() - start
    }
}

enum BenchmarkError: Error, CustomStringConvertible {
    case photos(String)
    case failed(String)
    var description: String {
        switch self {
        case .photos(let failures): "the generated photos could not be drawn: \(failures)"
        case .failed(let message): message
        }
    }
}

/// The photo-heavy screen of the rendering benchmark, built from nodes: a hero photo with a
/// frosted caption, a strip of three thumbnails, a 2 × 2 grid of photo cards with shadows, and
/// a glass capsule tab bar.
enum RenderingBenchmarkScreen {
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

    /// Photos of 1200 × 1500 px, alternately JPEG and PNG.
    static func writePhotos(count: Int, to folder: URL, fonts: FontLibrary, theme: Theme) throws -> [String] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let renderer = try Renderer(fonts: fonts)
        let device = DeviceConfiguration(
            name: "photo", displayName: "Photo", size: Size(width: 300, height: 375), scale: 4, orientation: .portrait, safeArea: .zero,
            horizontalSizeClass: .compact, verticalSizeClass: .regular, layoutMargin: 0, displayCornerRadius: 0)
        let env = LayoutEnvironment(device: device, theme: theme)
        return try (0..<count).map { i in
            let bitmap = try renderer.render(try LayoutEngine(measurer: renderer.textSystem).layout(flashArt(i), in: env), scale: 4)
            let url = folder.appendingPathComponent(i % 2 == 0 ? "photo\(i).jpg" : "photo\(i).png")
            try (i % 2 == 0 ? bitmap.jpegData(quality: 88) : bitmap.pngData()).write(to: url)
            return url.path
        }
    }

    static func photo(_ path: String, height: Double) -> Node {
        Image(.file(path)).resizable().aspectRatio(.fill).frame(maxWidth: .infinity, minHeight: height, maxHeight: height)
            .clipShape(.roundedRectangle(cornerRadius: .dimension(.radiusCard)))
    }

    static func card(_ path: String, _ title: String) -> Node {
        VStack(alignment: .leading, spacing: .xs) {
            photo(path, height: 150).shadow(.shadow, radius: 8, y: 4)
            Text(title, style: .subheadline, weight: .semibold)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    static func body(photos: [String]) -> Node {
        ZStack(alignment: .bottom) {
            Color(.background).ignoresSafeArea()
            VStack(alignment: .leading, spacing: .l) {
                Text("Collection", style: .largeTitle, weight: .bold)
                ZStack(alignment: .bottomLeading) {
                    Image(.file(photos[0])).resizable().aspectRatio(.fill).frame(maxWidth: .infinity, minHeight: 230, maxHeight: 230)
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
                HStack(spacing: .s) {
                    for i in 1...3 { photo(photos[i % photos.count], height: 90) }
                }
                HStack(spacing: .l) {
                    card(photos[4 % photos.count], "Swallow")
                    card(photos[5 % photos.count], "Anchor")
                }
                HStack(spacing: .l) {
                    card(photos[6 % photos.count], "Dagger")
                    card(photos[1 % photos.count], "Heart & banner")
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
