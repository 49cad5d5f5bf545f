import ScreenLayout
import Theme

/// One choice of a ``SegmentedControl``.
///
/// ```swift
/// Segment(id: "grid", title: "Photos", icon: .photos)
/// ```
struct Segment {
    var id: String
    var title: String
    var icon: IconName
}

/// A segmented control: neutral capsule track, the selected segment raised on a plain
/// surface. Labels fall back to icons when they no longer fit (the largest type sizes).
///
/// ```swift
/// SegmentedControl.view([Segment(id: "grid", title: "Photos", icon: .photos), …], selected: "grid", id: "collection.layout")
/// ```
enum SegmentedControl {
    static func view(_ segments: [Segment], selected: String, id: String) -> Node {
        ViewThatFits(in: .horizontal) {
            track(segments, selected: selected, id: id, titles: true)
            track(segments, selected: selected, id: id, titles: false)
        }
    }

    static func track(_ segments: [Segment], selected: String, id: String, titles: Bool) -> Node {
        HStack(spacing: 0) {
            for segment in segments {
                Button(segment.title, id: "\(id).\(segment.id)") {
                    label(segment, titles: titles)
                        .padding(.horizontal, .m)
                        .frame(maxWidth: .infinity, minHeight: 44)
                        .background {
                            if segment.id == selected { Capsule().fill(.tertiaryBackground).shadow(.card) }
                        }
                }
            }
        }
        .padding(.all, .xxs)
        .background { Capsule().fill(.fill) }
    }

    static func label(_ segment: Segment, titles: Bool) -> Node {
        if titles {
            return Text(segment.title, style: .subheadline, weight: .semibold, lineLimit: 1)
        }
        return Icon(segment.icon, size: .iconSmall)
    }
}
