import Theme

/// Everything a body and the layout engine may depend on besides the model: device,
/// appearance, Dynamic Type size and theme — plus the values modifiers propagate.
///
/// ```swift
/// let env = LayoutEnvironment(device: .iPhone17Pro, colorScheme: .dark, contentSize: .large, theme: theme)
/// ```
public struct LayoutEnvironment: Sendable {
    public var device: DeviceConfiguration
    public var colorScheme: ColorScheme
    public var contentSize: ContentSizeCategory
    public var theme: Theme

    var foreground: ColorName = .label
    var textStyle: TextStyle = .body
    var fontWeight: FontWeight?
    var multilineAlignment: TextAlignment = .leading
    var stackAxis: Axis?

    public init(device: DeviceConfiguration, colorScheme: ColorScheme = .light, contentSize: ContentSizeCategory = .large, theme: Theme) {
        self.device = device
        self.colorScheme = colorScheme
        self.contentSize = contentSize
        self.theme = theme
    }

    public var horizontalSizeClass: SizeClass { device.horizontalSizeClass }
    public var verticalSizeClass: SizeClass { device.verticalSizeClass }

    func applying(_ o: EnvironmentOverride) -> LayoutEnvironment {
        var env = self
        switch o {
        case .foreground(let c): env.foreground = c
        case .textStyle(let s): env.textStyle = s
        case .fontWeight(let w): env.fontWeight = w
        case .multilineAlignment(let a): env.multilineAlignment = a
        }
        return env
    }
}
