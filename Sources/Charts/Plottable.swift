import Foundation
import ScreenUI

/// A value a chart can place, as Swift Charts' `Plottable`: numbers, dates and strings (and an
/// app's own types that say which of those they are).
public protocol Plottable {
    /// The value as a chart places it.
    var _plotValue: PlotValue { get }
}

/// Where a value goes on an axis: a number or a date on a continuous scale, a category in a band.
public enum PlotValue: Hashable, Sendable {
    case number(Double)
    case date(Date)
    case category(String)

    var number: Double? {
        switch self {
        case .number(let n): n
        case .date(let d): d.timeIntervalSinceReferenceDate
        case .category: nil
        }
    }
    var label: String {
        switch self {
        case .number(let n): n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(format: "%.1f", n)
        case .date(let d): d.formatted(.dateTime.month(.abbreviated).day())
        case .category(let c): c
        }
    }
}

extension Int: Plottable { public var _plotValue: PlotValue { .number(Double(self)) } }
extension Double: Plottable { public var _plotValue: PlotValue { .number(self) } }
extension Float: Plottable { public var _plotValue: PlotValue { .number(Double(self)) } }
extension CGFloat: Plottable { public var _plotValue: PlotValue { .number(Double(self)) } }
extension Date: Plottable { public var _plotValue: PlotValue { .date(self) } }
extension String: Plottable { public var _plotValue: PlotValue { .category(self) } }
extension Plottable where Self: RawRepresentable, RawValue == String {
    public var _plotValue: PlotValue { .category(rawValue) }
}

/// A value with the name of what it measures, as Swift Charts' `PlottableValue`:
/// `.value("Sales", order.total)`.
public struct PlottableValue<Value: Plottable> {
    public let label: String
    let value: Value
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue { PlottableValue(label: label.key, value: value) }
    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue { PlottableValue(label: String(label), value: value) }
    /// A date value binned by `unit` (a bar per day, per month).
    public static func value(_ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component) -> PlottableValue where Value == Date {
        PlottableValue(label: label.key, value: Calendar.current.dateInterval(of: unit, for: value)?.start ?? value)
    }
    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Date, unit: Calendar.Component) -> PlottableValue where Value == Date {
        PlottableValue(label: String(label), value: Calendar.current.dateInterval(of: unit, for: value)?.start ?? value)
    }
}
