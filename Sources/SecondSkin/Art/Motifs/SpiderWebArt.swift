import Foundation

/// The spider web: spokes and sagging threads in fine black, and a spider hanging from a
/// thread with a red hourglass.
enum SpiderWebArt {
    static func draw(on sketch: inout Sketch) {
        let center = Vec(-4, -10)
        let spokes = 11
        var angles: [Double] = []
        for i in 0..<spokes { angles.append(Double(i) / Double(spokes) * 2 * .pi + sketch.random.next(in: -0.08...0.08)) }
        var web = sketch.pen()
        for a in angles {
            web.brush([center, center + Vec(cos(a), sin(a)) * 44], width: 1.1, startWidth: 0.8, endWidth: 0.5)
        }
        for radius in [8.0, 15, 23, 31, 40] {
            for i in 0..<spokes {
                let a0 = angles[i]
                let a1 = i + 1 < spokes ? angles[i + 1] : angles[0] + 2 * .pi
                let p0 = center + Vec(cos(a0), sin(a0)) * radius
                let p1 = center + Vec(cos(a1), sin(a1)) * radius
                let mid = center + Vec(cos((a0 + a1) / 2), sin((a0 + a1) / 2)) * (radius * 0.84)
                web.brush([p0, mid, p1], width: 0.85, startWidth: 0.7, endWidth: 0.7, taper: 0.3)
            }
        }
        sketch.fill(web, .artInk)

        let anchor = center + Vec(cos(1.2), sin(1.2)) * 23
        let spider = anchor + Vec(4, 22)
        var thread = sketch.pen()
        thread.brush([anchor, anchor.lerp(spider, 0.5) + Vec(0.8, 0), spider], width: 0.6, startWidth: 1, endWidth: 1)
        sketch.fill(thread, .artInk)
        var legs = sketch.pen()
        for side in [-1.0, 1.0] {
            for k in 0..<4 {
                let a = -0.9 + Double(k) * 0.55
                let knee = spider + Vec(side * cos(a) * 6, sin(a) * 5 - 1.5)
                let foot = knee + Vec(side * 3.5, 3 + Double(k) * 0.8)
                legs.brush([spider, knee, foot], width: 0.9, startWidth: 0.9, endWidth: 0.3, taper: 0.3)
            }
        }
        sketch.fill(legs, .artInk)
        var abdomen = sketch.pen()
        abdomen.ellipse(spider + Vec(0, 3.2), 3.4, 4.2)
        abdomen.circle(spider + Vec(0, -1.6), 2.2)
        sketch.fill(abdomen, .artInk)
        var hourglass = sketch.pen()
        let h = spider + Vec(0, 3.2)
        hourglass.polygon([h + Vec(-1.2, -1.7), h + Vec(1.2, -1.7), h + Vec(0, 0), h + Vec(1.2, 1.7), h + Vec(-1.2, 1.7), h + Vec(0, 0)])
        sketch.fill(hourglass, .artRed)
    }
}
