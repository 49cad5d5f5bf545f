import Foundation

/// What a photo's header says, read without decoding: format, stored pixel size and, for JPEG,
/// the EXIF orientation. The renderer's image store uses it for layout's natural size and to
/// refuse decompression bombs.
///
/// ```swift
/// let header = try ImageHeader.read(data, path: path)
/// header.orientedSize   // (width: 3024, height: 4032) for a portrait phone photo
/// ```
package struct ImageHeader: Equatable {
    package enum Format: String {
        case png = "PNG"
        case jpeg = "JPEG"
    }
    package var format: Format
    /// Size as stored in the file.
    package var width: Int
    package var height: Int
    /// EXIF orientation 1…8 (1 = as stored).
    package var orientation: Int

    /// Size as displayed: width and height swap for orientations 5…8.
    package var orientedSize: (width: Int, height: Int) { ImageOrientation.orientedSize(orientation, width: width, height: height) }

    /// Reads the header at the start of `data` (the first MiB is plenty); `path` only names
    /// the file in errors.
    package static func read(_ data: Data, path: String) throws(ImageError) -> ImageHeader {
        let b = [UInt8](data.prefix(16))
        if b.starts(with: PNGEncoder.signature) { return try png(data, path: path) }
        if b.starts(with: [0xFF, 0xD8, 0xFF]) { return try jpeg(data, path: path) }
        throw ImageError.unsupportedFormat(path: path, format: sniff(b))
    }

    /// Names what the first bytes look like, for the error message.
    static func sniff(_ b: [UInt8]) -> String {
        func ascii(_ r: Range<Int>) -> String { b.count >= r.upperBound ? String(decoding: b[r], as: UTF8.self) : "" }
        if ascii(0..<4) == "GIF8" { return "a GIF" }
        if ascii(0..<4) == "RIFF" && ascii(8..<12) == "WEBP" { return "a WebP image" }
        if ascii(4..<8) == "ftyp" { return "a HEIF/HEIC or MP4 file" }
        if ascii(0..<2) == "BM" { return "a BMP" }
        if ascii(0..<4) == "II*\0" || ascii(0..<4) == "MM\0*" { return "a TIFF" }
        if b.isEmpty { return "an empty file" }
        return "not an image (it starts with bytes " + b.prefix(4).map { String(format: "%02X", $0) }.joined(separator: " ") + ")"
    }

    private static func png(_ data: Data, path: String) throws(ImageError) -> ImageHeader {
        let b = [UInt8](data.prefix(33))
        guard b.count >= 24, String(decoding: b[12..<16], as: UTF8.self) == "IHDR" else {
            throw ImageError.corrupt(path: path, reason: "the PNG has no IHDR header")
        }
        func be32(_ o: Int) -> Int { Int(b[o]) << 24 | Int(b[o + 1]) << 16 | Int(b[o + 2]) << 8 | Int(b[o + 3]) }
        let w = be32(16)
        let h = be32(20)
        guard w > 0, h > 0 else { throw ImageError.corrupt(path: path, reason: "the PNG header says \(w)×\(h)") }
        return ImageHeader(format: .png, width: w, height: h, orientation: 1)
    }

    /// Walks the JPEG markers up to the frame header (SOFn), picking up EXIF orientation from
    /// APP1 on the way. Only the first MiB is looked at: metadata segments are at most 64 KiB.
    private static func jpeg(_ data: Data, path: String) throws(ImageError) -> ImageHeader {
        let bytes = [UInt8](data.prefix(1 << 20))
        var i = 2
        var orientation = 1
        while i + 4 <= bytes.count {
            guard bytes[i] == 0xFF else { throw ImageError.corrupt(path: path, reason: "no JPEG marker at byte \(i)") }
            let marker = bytes[i + 1]
            if marker == 0xFF {  // fill byte
                i += 1
                continue
            }
            if marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 {
                i += 2
                continue
            }
            let length = Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            guard length >= 2, i + 2 + length <= bytes.count else { break }
            let segment = bytes[(i + 4)..<(i + 2 + length)]
            if marker == 0xE1, let o = exifOrientation(Array(segment)) { orientation = o }
            let isFrame = (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
            if isFrame, segment.count >= 5 {
                let s = segment.startIndex
                let h = Int(bytes[s + 1]) << 8 | Int(bytes[s + 2])
                let w = Int(bytes[s + 3]) << 8 | Int(bytes[s + 4])
                guard w > 0, h > 0 else { throw ImageError.corrupt(path: path, reason: "the JPEG frame header says \(w)×\(h)") }
                return ImageHeader(format: .jpeg, width: w, height: h, orientation: orientation)
            }
            if marker == 0xDA || marker == 0xD9 { break }
            i += 2 + length
        }
        throw ImageError.corrupt(path: path, reason: "the JPEG ends before its frame header")
    }

    /// Orientation (tag 0x0112) from an APP1 "Exif" segment's first IFD, or nil.
    static func exifOrientation(_ s: [UInt8]) -> Int? {
        guard s.count >= 14, s.starts(with: Array("Exif".utf8) + [0, 0]) else { return nil }
        let t = Array(s[6...])
        let little: Bool
        switch (t[0], t[1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return nil
        }
        func u16(_ o: Int) -> Int? {
            guard o >= 0, o + 2 <= t.count else { return nil }
            return little ? Int(t[o]) | Int(t[o + 1]) << 8 : Int(t[o]) << 8 | Int(t[o + 1])
        }
        func u32(_ o: Int) -> Int? {
            guard let a = u16(o), let b = u16(o + 2) else { return nil }
            return little ? a | b << 16 : a << 16 | b
        }
        guard u16(2) == 42, let ifd = u32(4), let count = u16(ifd) else { return nil }
        for e in 0..<count {
            let entry = ifd + 2 + e * 12
            guard let tag = u16(entry) else { return nil }
            if tag == 0x0112, u16(entry + 2) == 3, let value = u16(entry + 8), (1...8).contains(value) { return value }
        }
        return nil
    }
}
