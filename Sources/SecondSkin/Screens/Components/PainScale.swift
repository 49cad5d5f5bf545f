import ScreenLayout
import Theme

/// Pain out of 10 as a scale: eleven segments, 0…10, those up to the score filled in the pain
/// colour of their level (mild 0–3, moderate 4–6, severe 7–10), the numbers below (just the ends
/// at the accessibility sizes). The whole scale is one adjustable control, like a slider.
///
/// ```swift
/// PainScale.view(pain: 6, env: env, id: "review.pain")
/// PainScale.color(for: 9)  // .painSevere
/// ```
enum PainScale {
    static func color(for level: Int) -> ColorName {
        switch level {
        case ...3: return .painMild
        case 4...6: return .painModerate
        default: return .painSevere
        }
    }

    /// The scale without numbers, for showing a score (Stats).
    static func meter(pain: Int, height: Double = 8) -> Node {
        HStack(spacing: 2) {
            for level in 0...10 {
                Capsule().fill(level <= pain ? color(for: level) : .fill)
            }
        }
        .frame(height: height)
        .accessibility(role: .image, label: "Pain \(pain) out of 10")
    }

    @MainActor
    static func view(pain: Int?, env: LayoutEnvironment, id: String) -> Node {
        let value = pain ?? -1
        let levels = SessionReviewModel.painScale
        return Button(pain.map { "Pain, \($0) out of 10" } ?? "Pain, not picked", id: id) {
            VStack(alignment: .leading, spacing: .xs) {
                HStack(spacing: 3) {
                    for level in levels {
                        RoundedRectangle(cornerRadius: .dimension(.radiusSmall)).fill(level <= value ? color(for: level) : .fill)
                    }
                }
                .frame(height: 32)
                if env.contentSize.isAccessibility {
                    HStack {
                        Text("\(levels.first ?? 0)", style: .caption1).foreground(.secondaryLabel)
                        Spacer()
                        Text("\(levels.last ?? 10)", style: .caption1).foreground(.secondaryLabel)
                    }
                } else {
                    HStack(spacing: 3) {
                        for level in levels {
                            Text("\(level)", style: .caption1, weight: level == value ? .bold : nil)
                                .foreground(level == value ? .label : .secondaryLabel)
                                .frame(maxWidth: .infinity)
                        }
                    }
                }
            }
            .frame(minHeight: 44)
        }
    }
}
