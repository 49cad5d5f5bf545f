import Theme

/// Everything a body and the layout engine may depend on besides the model: device,
/// appearance, Dynamic Type size and theme — plus the values modifiers propagate.
///
/// ```swift
/// let env = LayoutEnvironment(device: .iPhone17Pro, colorScheme: .dark, contentSize: .large, theme: theme)
/// ```
public struct LayoutEnvironment: Sendable {
    /// The device and theme are large and never change during a layout: they live in one
    /// shared box, so copying the environment at every stack costs one retain.
    final class Shared: Sendable {
        let device: DeviceConfiguration
        let theme: Theme
        init(device: DeviceConfiguration, theme: Theme) {
            self.device = device
            self.theme = theme
        }
    }
    var shared: Shared

    public var device: DeviceConfiguration {
        get { shared.device }
        set { shared = Shared(device: newValue, theme: shared.theme) }
    }
    /// The theme, with its high-contrast colours while ``display`` has Increase Contrast on.
    public var theme: Theme {
        get { shared.theme }
        set { shared = Shared(device: shared.device, theme: newValue.increasingContrast(display.increaseContrast)) }
    }
    public var colorScheme: ColorScheme
    public var contentSize: ContentSizeCategory
    /// Right to left mirrors the laid-out screen (see ``LayoutDirection``).
    public var layoutDirection: LayoutDirection = .leftToRight
    /// A pseudo-language applied to every localizable text (nil: the strings as written).
    /// ``PseudoLocale/rightToLeft`` also lays the screen out right to left.
    public var pseudoLocale: PseudoLocale?
    /// The app's real translation every localizable text shows (nil: the strings as written);
    /// a right-to-left language also lays the screen out right to left.
    public var translation: Translation?
    /// Bold Text, Increase Contrast, Reduce Transparency, Button Shapes, Smart Invert (all off
    /// by default). Increase Contrast also switches ``theme`` to its high-contrast colours.
    public var display = DisplaySettings.standard {
        didSet {
            if display.increaseContrast != shared.theme.increasesContrast { theme = shared.theme }
        }
    }

    /// The direction the screen is laid out in: ``layoutDirection``, or right to left under
    /// the right-to-left pseudo-language or a right-to-left translation.
    public var effectiveLayoutDirection: LayoutDirection {
        pseudoLocale?.isRightToLeft == true || translation?.isRightToLeft == true ? .rightToLeft : layoutDirection
    }

    var foreground: ColorName = .label
    var textStyle: TextStyle = .body
    var fontWeight: FontWeight?
    var multilineAlignment: TextAlignment = .leading
    var stackAxis: Axis?
    /// The size of the nearest container (scroll view, else the safe area) for
    /// `containerRelativeFrame`.
    var container: Size?

    public init(device: DeviceConfiguration, colorScheme: ColorScheme = .light, contentSize: ContentSizeCategory = .large, theme: Theme) {
        shared = Shared(device: device, theme: theme.increasingContrast(false))
        self.colorScheme = colorScheme
        self.contentSize = contentSize
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
