/// Applies an EXIF orientation (1…8) to decoded pixels, so photos appear the way the camera
/// was held. Each orientation is a flip and/or a quarter turn; pixels are moved, never
/// resampled. The renderer applies it to its Cairo surfaces.
///
/// ```swift
/// // 6: the camera was turned a quarter clockwise; the 4 × 3 stored pixels become 3 × 4.
/// ImageOrientation.apply(6, from: stored, width: 4, height: 3, stride: 4, to: shown, stride: 3)
/// ```
package enum ImageOrientation {
    /// The displayed size of `width` × `height` stored pixels: swapped for orientations 5…8.
    package static func orientedSize(_ orientation: Int, width: Int, height: Int) -> (width: Int, height: Int) {
        orientation >= 5 ? (height, width) : (width, height)
    }

    /// Copies the `width` × `height` pixels at `source` (rows `sourceStride` pixels apart) to
    /// `destination` (its size from ``orientedSize(_:width:height:)``, rows `destinationStride`
    /// pixels apart) with `orientation` applied; 1 and unknown values copy as stored.
    package static func apply(
        _ orientation: Int, from source: UnsafePointer<UInt32>, width w: Int, height h: Int, stride sourceStride: Int,
        to destination: UnsafeMutablePointer<UInt32>, stride destinationStride: Int
    ) {
        let (ow, oh) = orientedSize((2...8).contains(orientation) ? orientation : 1, width: w, height: h)
        for y in 0..<oh {
            for x in 0..<ow {
                let (sx, sy): (Int, Int)
                switch orientation {
                case 2: (sx, sy) = (w - 1 - x, y)
                case 3: (sx, sy) = (w - 1 - x, h - 1 - y)
                case 4: (sx, sy) = (x, h - 1 - y)
                case 5: (sx, sy) = (y, x)
                case 6: (sx, sy) = (y, h - 1 - x)
                case 7: (sx, sy) = (w - 1 - y, h - 1 - x)
                case 8: (sx, sy) = (w - 1 - y, x)
                default: (sx, sy) = (x, y)
                }
                destination[y * destinationStride + x] = source[sy * sourceStride + sx]
            }
        }
    }
}
