import Foundation

/// One benchmark figure: a median and p99 over repeated runs.
struct Figure: Sendable {
    var suite: String
    var name: String
    var median: Double
    var p99: Double
    var unit: String

    var json: String {
        func n(_ v: Double) -> String { String(format: "%.4f", v) }
        return #"{"suite": "\#(suite)", "name": "\#(name)", "median": \#(n(median)), "p99": \#(n(p99)), "unit": "\#(unit)"}"#
    }

    var line: String {
        let label = "\(suite) / \(name)".padding(toLength: 44, withPad: " ", startingAt: 0)
        return "\(label) median \(String(format: "%9.3f", median)) \(unit)   p99 \(String(format: "%9.3f", p99)) \(unit)"
    }
}

/// Runs `body` `warmup` times unmeasured, then `iterations` times, and returns milliseconds.
func measure(iterations: Int, warmup: Int = 3, _ body: () throws -> Void) rethrows -> [Double] {
    for _ in 0..<warmup { try body() }
    var samples: [Double] = []
    samples.reserveCapacity(iterations)
    let clock = ContinuousClock()
    for _ in 0..<iterations {
        let elapsed = try clock.measure(body)
        samples.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
    }
    return samples
}

func percentile(_ samples: [Double], _ p: Double) -> Double {
    let sorted = samples.sorted()
    guard !sorted.isEmpty else { return .nan }
    let index = min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded(.up)))
    return sorted[index]
}

func figure(_ suite: String, _ name: String, _ samples: [Double], unit: String = "ms") -> Figure {
    Figure(suite: suite, name: name, median: percentile(samples, 0.5), p99: percentile(samples, 0.99), unit: unit)
}
