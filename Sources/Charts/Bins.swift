import Foundation

/// Dates cut into equal bins, as Swift Charts' `DateBins`: `thresholds` are the bins' edges.
public struct DateBins: RandomAccessCollection {
    public let thresholds: [Date]
    public init(unit: Calendar.Component, by step: Int = 1, range: ClosedRange<Date>, calendar: Calendar = .current) {
        var edges: [Date] = []
        var date = calendar.dateInterval(of: unit, for: range.lowerBound)?.start ?? range.lowerBound
        while date <= range.upperBound, edges.count < 10_000 {
            edges.append(date)
            guard let next = calendar.date(byAdding: unit, value: Swift.max(step, 1), to: date) else { break }
            date = next
        }
        edges.append(date)
        thresholds = edges
    }
    public var startIndex: Int { 0 }
    public var endIndex: Int { Swift.max(thresholds.count - 1, 0) }
    public subscript(index: Int) -> ClosedRange<Date> { thresholds[index]...thresholds[index + 1] }
}

/// Numbers cut into equal bins, as Swift Charts' `NumberBins`.
public struct NumberBins<Value: BinaryFloatingPoint>: RandomAccessCollection {
    public let thresholds: [Value]
    public init(size: Value, range: ClosedRange<Value>) {
        var edges: [Value] = []
        var value = (range.lowerBound / size).rounded(.down) * size
        while value <= range.upperBound, edges.count < 10_000 {
            edges.append(value)
            value += size
        }
        edges.append(value)
        thresholds = edges
    }
    public init(data: [Value], desiredCount: Int? = nil) {
        let lo = data.min() ?? 0
        let hi = data.max() ?? 1
        self.init(size: Swift.max((hi - lo) / Value(desiredCount ?? 10), Value(1e-9)), range: lo...hi)
    }
    public var startIndex: Int { 0 }
    public var endIndex: Int { Swift.max(thresholds.count - 1, 0) }
    public subscript(index: Int) -> ClosedRange<Value> { thresholds[index]...thresholds[index + 1] }
}
