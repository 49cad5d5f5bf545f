// The built-in styles of SwiftUI controls, as values the modifiers take (`.toggleStyle(.switch)`):
// a still shows each control at rest, so these choose nothing the kit draws differently yet.

public struct BuiltInToggleStyle: Sendable {
    let name: String
    public static let automatic = BuiltInToggleStyle(name: "automatic")
    public static let `switch` = BuiltInToggleStyle(name: "switch")
    public static let button = BuiltInToggleStyle(name: "button")
    public static let checkbox = BuiltInToggleStyle(name: "checkbox")
}

public struct BuiltInProgressViewStyle: Sendable {
    let name: String
    public static let automatic = BuiltInProgressViewStyle(name: "automatic")
    public static let linear = BuiltInProgressViewStyle(name: "linear")
    public static let circular = BuiltInProgressViewStyle(name: "circular")
}

public struct BuiltInGaugeStyle: Sendable {
    let name: String
    public static let automatic = BuiltInGaugeStyle(name: "automatic")
    public static let linearCapacity = BuiltInGaugeStyle(name: "linearCapacity")
    public static let accessoryLinear = BuiltInGaugeStyle(name: "accessoryLinear")
    public static let accessoryLinearCapacity = BuiltInGaugeStyle(name: "accessoryLinearCapacity")
    public static let accessoryCircular = BuiltInGaugeStyle(name: "accessoryCircular")
    public static let accessoryCircularCapacity = BuiltInGaugeStyle(name: "accessoryCircularCapacity")
}

public struct BuiltInDatePickerStyle: Sendable {
    let name: String
    public static let automatic = BuiltInDatePickerStyle(name: "automatic")
    public static let compact = BuiltInDatePickerStyle(name: "compact")
    public static let graphical = BuiltInDatePickerStyle(name: "graphical")
    public static let wheel = BuiltInDatePickerStyle(name: "wheel")
}

public struct BuiltInIndexViewStyle: Sendable {
    public enum BackgroundDisplayMode: Sendable { case automatic, always, interactive, never }
    public static let page = BuiltInIndexViewStyle()
    public static func page(backgroundDisplayMode: BackgroundDisplayMode) -> BuiltInIndexViewStyle { BuiltInIndexViewStyle() }
}

public struct BuiltInNavigationSplitViewStyle: Sendable {
    public static let automatic = BuiltInNavigationSplitViewStyle()
    public static let balanced = BuiltInNavigationSplitViewStyle()
    public static let prominentDetail = BuiltInNavigationSplitViewStyle()
}

public struct TextSelectability: Sendable {
    public static let enabled = TextSelectability()
    public static let disabled = TextSelectability()
}

public struct HoverEffect: Sendable {
    public static let automatic = HoverEffect(), highlight = HoverEffect(), lift = HoverEffect()
}

public struct ScrollTargetBehaviorKind: Sendable {
    public static let paging = ScrollTargetBehaviorKind()
    public static let viewAligned = ScrollTargetBehaviorKind()
    public static func viewAligned(limitBehavior: ViewAlignedLimitBehavior) -> ScrollTargetBehaviorKind { ScrollTargetBehaviorKind() }
    public struct ViewAlignedLimitBehavior: Sendable {
        public static let automatic = ViewAlignedLimitBehavior(), always = ViewAlignedLimitBehavior(), never = ViewAlignedLimitBehavior()
    }
}

/// Symbol animations; a still shows the symbol at rest.
public struct SymbolEffect: Sendable {
    public static let bounce = SymbolEffect(), pulse = SymbolEffect(), variableColor = SymbolEffect(), scale = SymbolEffect()
    public static let appear = SymbolEffect(), disappear = SymbolEffect(), replace = SymbolEffect(), wiggle = SymbolEffect()
    public static let breathe = SymbolEffect(), rotate = SymbolEffect()
    public var up: SymbolEffect { self }
    public var down: SymbolEffect { self }
    public var byLayer: SymbolEffect { self }
    public var wholeSymbol: SymbolEffect { self }
    public var iterative: SymbolEffect { self }
    public var cumulative: SymbolEffect { self }
    public var reversing: SymbolEffect { self }
    public var nonReversing: SymbolEffect { self }
    public var dimInactiveLayers: SymbolEffect { self }
    public var hideInactiveLayers: SymbolEffect { self }
    public var clockwise: SymbolEffect { self }
    public var counterClockwise: SymbolEffect { self }
    public var left: SymbolEffect { self }
    public var right: SymbolEffect { self }
    public var forward: SymbolEffect { self }
    public var backward: SymbolEffect { self }
    public var plain: SymbolEffect { self }
    /// The breathe effect's pulsing variant (`.breathe.pulse`).
    public var pulse: SymbolEffect { self }
    public var upUp: SymbolEffect { self }
    public var downUp: SymbolEffect { self }
    public var offUp: SymbolEffect { self }
    public func magic(fallback: SymbolEffect) -> SymbolEffect { self }
}
