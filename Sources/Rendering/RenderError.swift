/// Why a render could not produce pixels, with what to do about it.
///
/// ```swift
/// do { try renderer.render(layout) } catch let e as RenderError { print(e) }
/// ```
public enum RenderError: Error, Equatable, CustomStringConvertible {
    case fontsMissing(directory: String)
    case fontConfigurationFailed(String)
    case invalidCanvas(width: Double, height: Double, scale: Double)
    /// A display item has a NaN or infinite coordinate, size, radius or colour.
    case invalidGeometry(item: String)
    case cairo(status: String, operation: String)
    case unreadableImage(path: String, reason: String)
    case unwritableFile(path: String, reason: String)

    public var description: String {
        switch self {
        case .fontsMissing(let dir):
            return
                "No Inter fonts in \(dir). Install them with `apt-get install fonts-inter` (the README's commands do this) or point SCREENKIT_FONT_DIR at a folder that has Inter-*.otf."
        case .fontConfigurationFailed(let why):
            return "The private fontconfig configuration could not be built: \(why)."
        case .invalidCanvas(let w, let h, let s):
            return
                "Cannot render a \(w)×\(h) pt canvas at scale \(s): sizes must be finite and positive, at most 32767 pixels a side, and the scale 1…4."
        case .invalidGeometry(let item):
            return
                "Cannot draw the display item `\(item)`: it has a NaN or infinite number. A layout computed it from invalid input (a division by zero, an unset size); fix the node that produced it."
        case .cairo(let status, let op):
            return "Cairo failed in \(op): \(status)."
        case .unreadableImage(let path, let reason):
            return "Cannot read the image \(path): \(reason)."
        case .unwritableFile(let path, let reason):
            return "Cannot write \(path): \(reason). Check that the folder exists and is writable."
        }
    }
}
