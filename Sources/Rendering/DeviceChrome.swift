import CCairo
import ScreenLayout
import Theme

/// Device chrome for previews, drawn over the screen: status bar with a fixed time (9:41),
/// signal, Wi-Fi and battery; the Dynamic Island on devices whose status bar is tall enough;
/// the home indicator where there is a bottom safe area; the camera bar and fold of the
/// iPhone Duo (a hairline when flat, a shaded crease when half folded); and the display's
/// rounded corners (transparent outside). Off unless asked for; snapshots never use it.
///
/// ```swift
/// let chrome = DeviceChrome(device: .iPhoneDuoInnerFolded, colorScheme: .dark)
/// let preview = try renderer.render(layout, scale: 3, chrome: chrome)
/// ```
public struct DeviceChrome: Hashable, Sendable {
    public var device: DeviceConfiguration
    /// Decides the glyph colour: dark glyphs in light appearance, light glyphs in dark.
    public var colorScheme: ColorScheme
    /// The status bar's time; Apple's marketing 9:41 by default, never the wall clock.
    public var time: String

    public init(device: DeviceConfiguration, colorScheme: ColorScheme, time: String = "9:41") {
        self.device = device
        self.colorScheme = colorScheme
        self.time = time
    }

    var glyph: RGBA { colorScheme == .dark ? RGBA(red: 1, green: 1, blue: 1) : RGBA(red: 0, green: 0, blue: 0) }

    func draw(_ cr: OpaquePointer, canvas: Size, textSystem: PangoTextSystem) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        for region in device.reservedRegions {
            switch region.kind {
            case .fold: drawFold(cr, region)
            case .cameraBar: drawCameraBar(cr, region.rect)
            }
        }
        if device.statusBarHeight > 0 { drawStatusBar(cr, width: canvas.width, textSystem: textSystem) }
        if device.safeArea.bottom > 0 { drawHomeIndicator(cr, canvas) }
        if device.displayCornerRadius > 0 { clearCorners(cr, canvas) }
    }

    private func set(_ cr: OpaquePointer, _ c: RGBA, alpha: Double = 1) {
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha * alpha)
    }

    private func drawStatusBar(_ cr: OpaquePointer, width: Double, textSystem: PangoTextSystem) {
        let height = device.statusBarHeight
        let compact = height < 30  // iPhone SE, iPad: a thin bar
        let midY = compact ? height / 2 : min(height / 2, 31)
        let fontSize = compact ? 12.0 : 17.0
        let font = FontSpec(family: "Inter", size: fontSize, lineHeight: fontSize * 1.25, weight: .semibold)
        let layout = textSystem.makeLayout(time, font: font, maxWidth: nil, maxLines: 1)
        defer { ccairo_object_unref(UnsafeMutableRawPointer(layout)) }
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let textWidth = Double(logical.width) / Double(ccairo_pango_scale())
        let textHeight = Double(logical.height) / Double(ccairo_pango_scale())
        let timeX = compact ? (width - textWidth) / 2 : max(16, width * 0.165 - textWidth / 2)
        set(cr, glyph)
        cairo_move_to(cr, timeX, midY - textHeight / 2)
        pango_cairo_show_layout(cr, layout)
        if height >= 59 {
            // Dynamic Island.
            ContinuousCorners.addRoundedRect(cr, Rect(x: (width - 126) / 2, y: 11, width: 126, height: 37), radius: 18.5)
            cairo_set_source_rgb(cr, 0, 0, 0)
            cairo_fill(cr)
        }
        // Right group, laid out from the right edge: battery, Wi-Fi, signal.
        let k = compact ? 0.75 : 1.0
        var x = compact ? width - 8 : width - width * 0.165 + 38
        x -= 27 * k
        drawBattery(cr, x: x, midY: midY, k: k)
        x -= 7 * k + 17 * k
        drawWiFi(cr, x: x, midY: midY, k: k)
        x -= 6 * k + 18 * k
        drawSignal(cr, x: x, midY: midY, k: k)
    }

    private func drawBattery(_ cr: OpaquePointer, x: Double, midY: Double, k: Double) {
        let body = Rect(x: x, y: midY - 6.5 * k, width: 24.5 * k, height: 13 * k)
        set(cr, glyph, alpha: 0.4)
        ContinuousCorners.addRoundedRect(cr, body, radius: 4 * k)
        cairo_set_line_width(cr, 1)
        cairo_stroke(cr)
        set(cr, glyph)
        ContinuousCorners.addRoundedRect(cr, Rect(x: x + 2 * k, y: midY - 4.5 * k, width: 20.5 * k, height: 9 * k), radius: 2.5 * k)
        cairo_fill(cr)
        set(cr, glyph, alpha: 0.4)
        cairo_rectangle(cr, x + 25.5 * k, midY - 2 * k, 1.5 * k, 4 * k)
        cairo_fill(cr)
    }

    private func drawWiFi(_ cr: OpaquePointer, x: Double, midY: Double, k: Double) {
        set(cr, glyph)
        let cx = x + 8.5 * k
        let cy = midY + 5.5 * k
        for (i, radius) in [11.0, 7.0, 3.0].enumerated() {
            cairo_new_path(cr)
            if i == 2 {
                cairo_move_to(cr, cx, cy)
                cairo_arc(cr, cx, cy, radius * k, -3 * Double.pi / 4, -Double.pi / 4)
                cairo_close_path(cr)
                cairo_fill(cr)
            } else {
                cairo_set_line_width(cr, 2.2 * k)
                cairo_arc(cr, cx, cy, radius * k, -3 * Double.pi / 4 + 0.12, -Double.pi / 4 - 0.12)
                cairo_stroke(cr)
            }
        }
    }

    private func drawSignal(_ cr: OpaquePointer, x: Double, midY: Double, k: Double) {
        set(cr, glyph)
        for i in 0..<4 {
            let h = (4 + 2.7 * Double(i)) * k
            ContinuousCorners.addRoundedRect(cr, Rect(x: x + Double(i) * 4.8 * k, y: midY + 6 * k - h, width: 3 * k, height: h), radius: 1 * k)
            cairo_fill(cr)
        }
    }

    private func drawHomeIndicator(_ cr: OpaquePointer, _ canvas: Size) {
        let width = device.family == .pad ? 200.0 : 134.0
        let r = Rect(x: (canvas.width - width) / 2, y: canvas.height - 8 - 5, width: width, height: 5)
        set(cr, glyph)
        ContinuousCorners.addRoundedRect(cr, r, radius: 2.5)
        cairo_fill(cr)
    }

    private func drawCameraBar(_ cr: OpaquePointer, _ r: Rect) {
        cairo_set_source_rgb(cr, 0, 0, 0)
        cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
        cairo_fill(cr)
        let lens = min(r.width, r.height) * 0.18
        cairo_new_path(cr)
        cairo_arc(cr, r.minX + r.width / 2, r.minY + min(r.width, r.height) / 2, lens, 0, 2 * Double.pi)
        cairo_set_source_rgb(cr, 0.1, 0.1, 0.13)
        cairo_fill(cr)
    }

    /// Flat: a faint hairline. Half folded: a crease, darkest on the line and fading over 12 pt.
    private func drawFold(_ cr: OpaquePointer, _ region: ReservedRegion) {
        let r = region.rect
        let vertical = region.isVertical
        let c = vertical ? r.minX + r.width / 2 : r.minY + r.height / 2
        if region.isActive {
            let spread = 12.0
            let pattern =
                vertical
                ? cairo_pattern_create_linear(c - spread, 0, c + spread, 0)!
                : cairo_pattern_create_linear(0, c - spread, 0, c + spread)!
            cairo_pattern_add_color_stop_rgba(pattern, 0, 0, 0, 0, 0)
            cairo_pattern_add_color_stop_rgba(pattern, 0.42, 0, 0, 0, 0.10)
            cairo_pattern_add_color_stop_rgba(pattern, 0.5, 0, 0, 0, 0.28)
            cairo_pattern_add_color_stop_rgba(pattern, 0.58, 1, 1, 1, 0.08)
            cairo_pattern_add_color_stop_rgba(pattern, 1, 0, 0, 0, 0)
            if vertical {
                cairo_rectangle(cr, c - spread, r.minY, 2 * spread, r.height)
            } else {
                cairo_rectangle(cr, r.minX, c - spread, r.width, 2 * spread)
            }
            cairo_set_source(cr, pattern)
            cairo_fill(cr)
            cairo_pattern_destroy(pattern)
        }
        cairo_set_source_rgba(cr, 0.5, 0.5, 0.5, region.isActive ? 0.45 : 0.18)
        cairo_set_line_width(cr, 0.5)
        cairo_new_path(cr)
        if vertical {
            cairo_move_to(cr, c, r.minY)
            cairo_line_to(cr, c, r.maxY)
        } else {
            cairo_move_to(cr, r.minX, c)
            cairo_line_to(cr, r.maxX, c)
        }
        cairo_stroke(cr)
    }

    /// Clears everything outside the display's continuous rounded rectangle.
    private func clearCorners(_ cr: OpaquePointer, _ canvas: Size) {
        cairo_new_path(cr)
        cairo_rectangle(cr, 0, 0, canvas.width, canvas.height)
        ContinuousCorners.addRoundedRect(cr, Rect(x: 0, y: 0, width: canvas.width, height: canvas.height), radius: device.displayCornerRadius)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_fill(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }
}
