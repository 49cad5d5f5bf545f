import Foundation

/// Colour difference in CIE Lab (D65): CIE94 (graphic arts weights) and CIEDE2000, on the
/// straight-alpha colours of canonical pixels blended over white.
///
/// ```swift
/// DeltaE.difference(0xFF00_0000, 0xFF01_0101, formula: .cie94)  // < 1
/// ```
public enum DeltaE {
    /// sRGB channel (0…255) → linear light, tabulated.
    static let linear: [Double] = (0..<256).map { i in
        let c = Double(i) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    static func lab(_ p: UInt32) -> (l: Double, a: Double, b: Double) {
        let (r, g, b) = PixelMatch.blendedRGB(p)
        let lr = linear[Int(min(255, r.rounded()))]
        let lg = linear[Int(min(255, g.rounded()))]
        let lb = linear[Int(min(255, b.rounded()))]
        let x = (0.412_456_4 * lr + 0.357_576_1 * lg + 0.180_437_5 * lb) / 0.950_47
        let y = 0.212_672_9 * lr + 0.715_152_2 * lg + 0.072_175_0 * lb
        let z = (0.019_333_9 * lr + 0.119_192_0 * lg + 0.950_304_1 * lb) / 1.088_83
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        let fx = f(x)
        let fy = f(y)
        let fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    public static func difference(_ p1: UInt32, _ p2: UInt32, formula: DeltaEFormula) -> Double {
        if p1 == p2 { return 0 }
        let c1 = lab(p1)
        let c2 = lab(p2)
        switch formula {
        case .cie94: return cie94(c1, c2)
        case .ciede2000: return ciede2000(c1, c2)
        }
    }

    static func cie94(_ c1: (l: Double, a: Double, b: Double), _ c2: (l: Double, a: Double, b: Double)) -> Double {
        let dl = c1.l - c2.l
        let C1 = (c1.a * c1.a + c1.b * c1.b).squareRoot()
        let C2 = (c2.a * c2.a + c2.b * c2.b).squareRoot()
        let dc = C1 - C2
        let da = c1.a - c2.a
        let db = c1.b - c2.b
        let dh2 = max(0, da * da + db * db - dc * dc)
        let sc = 1 + 0.045 * C1
        let sh = 1 + 0.015 * C1
        return (dl * dl + (dc / sc) * (dc / sc) + dh2 / (sh * sh)).squareRoot()
    }

    /// CIEDE2000 after Sharma, Wu and Dalal (2005).
    static func ciede2000(_ c1: (l: Double, a: Double, b: Double), _ c2: (l: Double, a: Double, b: Double)) -> Double {
        let deg = Double.pi / 180
        let C1 = (c1.a * c1.a + c1.b * c1.b).squareRoot()
        let C2 = (c2.a * c2.a + c2.b * c2.b).squareRoot()
        let Cm = (C1 + C2) / 2
        let G = 0.5 * (1 - (pow(Cm, 7) / (pow(Cm, 7) + pow(25, 7))).squareRoot())
        let a1 = (1 + G) * c1.a
        let a2 = (1 + G) * c2.a
        let C1p = (a1 * a1 + c1.b * c1.b).squareRoot()
        let C2p = (a2 * a2 + c2.b * c2.b).squareRoot()
        func hue(_ b: Double, _ a: Double) -> Double {
            if a == 0 && b == 0 { return 0 }
            let h = atan2(b, a) / deg
            return h < 0 ? h + 360 : h
        }
        let h1 = hue(c1.b, a1)
        let h2 = hue(c2.b, a2)
        let dL = c2.l - c1.l
        let dC = C2p - C1p
        var dh = 0.0
        if C1p * C2p != 0 {
            dh = h2 - h1
            if dh > 180 { dh -= 360 } else if dh < -180 { dh += 360 }
        }
        let dH = 2 * (C1p * C2p).squareRoot() * sin(dh * deg / 2)
        let Lm = (c1.l + c2.l) / 2
        let Cmp = (C1p + C2p) / 2
        var hm = h1 + h2
        if C1p * C2p != 0 {
            if abs(h1 - h2) > 180 { hm = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2 } else { hm = (h1 + h2) / 2 }
        }
        let T = 1 - 0.17 * cos((hm - 30) * deg) + 0.24 * cos(2 * hm * deg) + 0.32 * cos((3 * hm + 6) * deg) - 0.20 * cos((4 * hm - 63) * deg)
        let dTheta = 30 * exp(-pow((hm - 275) / 25, 2))
        let Rc = 2 * (pow(Cmp, 7) / (pow(Cmp, 7) + pow(25, 7))).squareRoot()
        let Sl = 1 + 0.015 * pow(Lm - 50, 2) / (20 + pow(Lm - 50, 2)).squareRoot()
        let Sc = 1 + 0.045 * Cmp
        let Sh = 1 + 0.015 * Cmp * T
        let Rt = -sin(2 * dTheta * deg) * Rc
        let l = dL / Sl
        let c = dC / Sc
        let h = dH / Sh
        return (l * l + c * c + h * h + Rt * c * h).squareRoot()
    }
}
