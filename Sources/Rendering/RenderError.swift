/// Why a render could not produce pixels, with what to do about it.
///
/// ```swift
/// do { try renderer.render(layout) } catch let e as RenderError { print(e) }
/// ```
public enum RenderError: Error, Equatable, CustomStringConvertible {
    case fontsMissing(directory: String)
    case fontConfigurationFailed(String)
    case invalidCanvas(width: Double, height: Double, scale: Double)
    case cairo(status: String, operation: String)
    case unreadableImage(path: String, reason: String)
    case unwritableFile(path: String, reason: String)

    public var description: String {
        switch self {
        case .fontsMissing(let dir):
            return
                "No Inter fonts in \(dir). Install them with `apt-get install fonts-inter` (the README's commands do this) or point SECONDSKIN_FONT_DIR at a folder that has Inter-*.otf."
        case .fontConfigurationFailed(let why):
            return "The private fontconfig configuration could not be built: \(why)."
        case .invalidCanvas(let w, let h, let s):
            return "Cannot render a \(w)×\(h) pt canvas at scale \(s): sizes must be finite and positive and the scale 1…4."
        case .cairo(let status, let op):
            return "Cairo failed in \(op): \(status)."
        case .unreadableImage(let path, let reason):
            return "Cannot read the image \(path): \(reason)."
        case .unwritableFile(let path, let reason):
            return "Cannot write \(path): \(reason). Check that the folder exists and is writable."
        }
    }
}
