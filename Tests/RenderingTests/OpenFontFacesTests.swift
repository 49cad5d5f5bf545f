import CCairo
import Foundation
import Testing

@testable import Rendering
@testable import ScreenLayout
@testable import Theme

/// The faces Cairo draws with are opened once per process and handed over in the patterns, so
/// that two workers drawing text in many font files never have a face closed under them.
@Suite struct OpenFontFacesTests {
    @Test func everyFontOfALibraryCarriesItsOpenFace() throws {
        let fonts = try FontLibrary()
        let set = try #require(FcConfigGetFonts(fonts.config, FcSetApplication))
        #expect(set.pointee.nfont > 10, "more font files than Cairo 1.16 keeps open")
        for i in 0..<Int(set.pointee.nfont) {
            let pattern = try #require(set.pointee.fonts[i])
            var face: FT_Face?
            #expect(FcPatternGetFTFace(pattern, FC_FT_FACE, 0, &face) == FcResultMatch && face != nil)
        }
    }

    @Test func aFileIsOpenedOnceForTheProcess() throws {
        let file = try #require(try FontLibrary().directories.first.map { $0 + "/Inter-Regular.otf" })
        let a = OpenFontFaces.shared.face(file: file, index: 0)
        let b = OpenFontFaces.shared.face(file: file, index: 0)
        #expect(a != nil && a == b)
        #expect(OpenFontFaces.shared.face(file: "/nonexistent/font.otf", index: 0) == nil)
    }

    /// Before the faces were handed over, this crashed within seconds ("Bad pointer
    /// dereference" in Cairo or FreeType): Cairo 1.16 keeps ten faces open and closes one a
    /// thread is about to use. Two workers, each with its own library, draw text in random
    /// weights, italics, sizes and scripts — some 30 font files between them.
    @Test func twoWorkersDrawTextInManyFontFilesAtOnce() throws {
        let group = DispatchGroup()
        let failures = FailureCount()
        for worker in 0..<2 {
            group.enter()
            Thread {
                defer { group.leave() }
                guard let fonts = try? FontLibrary() else { return failures.add() }
                let text = PangoTextSystem(fonts: fonts)
                let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 400, 100)!
                let cr = cairo_create(surface)!
                var seed = UInt64(worker + 1) &* 0x9E37_79B9_7F4A_7C15
                func next(_ n: Int) -> Int {
                    seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    return Int((seed >> 33) % UInt64(n))
                }
                let strings = ["Hello world", "مرحبا بك", "Grüße 👩‍🎨", "墨水 ink", "שלום", "नमस्ते", "สวัสดี"]
                for _ in 0..<1500 {
                    var font = FontSpec(
                        family: next(2) == 0 ? "Inter" : "Inter Display", size: Double(8 + next(30)), lineHeight: 40,
                        weight: FontWeight(100 * (1 + next(9))))
                    font.italic = next(2) == 0
                    let layout = text.makeLayout(strings[next(strings.count)], font: font, maxWidth: 380, maxLines: 2)
                    cairo_move_to(cr, 0, 0)
                    pango_cairo_show_layout(cr, layout)
                    ccairo_object_unref(UnsafeMutableRawPointer(layout))
                }
                if cairo_status(cr) != CAIRO_STATUS_SUCCESS { failures.add() }
                cairo_destroy(cr)
                cairo_surface_destroy(surface)
            }.start()
        }
        group.wait()
        #expect(failures.value == 0)
    }
}

private final class FailureCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
