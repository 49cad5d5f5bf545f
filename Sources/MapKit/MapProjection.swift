import Foundation
import ScreenUI

/// A map's items placed in its frame: the region asked for, or one around the items, drawn as
/// a plain projection (longitude across, latitude up).
struct MapProjection {
    let items: [MapItem]
    let region: MKCoordinateRegion

    init(items: [MapItem], region: MKCoordinateRegion?) {
        self.items = items
        if let region {
            self.region = region
        } else {
            // Around the items, with a margin, as the automatic camera frames them.
            let points = items.flatMap { item -> [CLLocationCoordinate2D] in
                switch item.kind {
                case .polyline(let cs, _), .polygon(let cs): cs
                default: item.coordinate.map { [$0] } ?? []
                }
            }
            let lats = points.map(\.latitude)
            let lons = points.map(\.longitude)
            if let minLat = lats.min(), let maxLat = lats.max(), let minLon = lons.min(), let maxLon = lons.max() {
                let center = CLLocationCoordinate2D(latitude: (minLat + maxLat) / 2, longitude: (minLon + maxLon) / 2)
                self.region = MKCoordinateRegion(
                    center: center,
                    span: MKCoordinateSpan(latitudeDelta: max((maxLat - minLat) * 1.6, 0.02), longitudeDelta: max((maxLon - minLon) * 1.6, 0.02)))
            } else {
                // No content: the whole of North America, as a map opens without a location.
                self.region = MKCoordinateRegion(
                    center: CLLocationCoordinate2D(latitude: 40, longitude: -100), span: MKCoordinateSpan(latitudeDelta: 50, longitudeDelta: 60))
            }
        }
    }

    /// Where a coordinate falls in a frame of `size`.
    func point(_ c: CLLocationCoordinate2D, in size: CGSize) -> CGPoint {
        let west = region.center.longitude - region.span.longitudeDelta / 2
        let north = region.center.latitude + region.span.latitudeDelta / 2
        let x = (c.longitude - west) / max(region.span.longitudeDelta, 1e-9) * Double(size.width)
        let y = (north - c.latitude) / max(region.span.latitudeDelta, 1e-9) * Double(size.height)
        return CGPoint(x: x, y: y)
    }

    /// Where a marker or annotation goes (nil for shapes, drawn on the ground, and the user).
    func point(of item: MapItem, in size: CGSize) -> CGPoint? {
        switch item.kind {
        case .marker, .annotation: return item.coordinate.map { point($0, in: size) }
        default: return nil
        }
    }

    /// A faint street grid, then circles, lines and polygons.
    @MainActor func drawGround(in context: inout GraphicsContext, size: CGSize, streets: Color) {
        let step = max(Double(size.width) / 5, 40)
        var grid = Path()
        var x = step / 2
        while x < Double(size.width) {
            grid.move(to: CGPoint(x: x, y: 0))
            grid.addLine(to: CGPoint(x: x + step / 3, y: Double(size.height)))
            x += step
        }
        var y = step / 2
        while y < Double(size.height) {
            grid.move(to: CGPoint(x: 0, y: y))
            grid.addLine(to: CGPoint(x: Double(size.width), y: y - step / 4))
            y += step
        }
        context.stroke(grid, with: .color(streets), lineWidth: 3)
        for item in items {
            let fill = item.tint ?? AnyShapeStyle(Color.blue.opacity(0.3))
            switch item.kind {
            case .circle(let radius):
                guard let c = item.coordinate else { continue }
                let centre = point(c, in: size)
                let edge = point(CLLocationCoordinate2D(latitude: c.latitude + radius / 111_320, longitude: c.longitude), in: size)
                let r = abs(centre.y - edge.y)
                let circle = Path(ellipseIn: CGRect(x: centre.x - r, y: centre.y - r, width: 2 * r, height: 2 * r))
                context.fill(circle, with: .style(fill))
                if let stroke = item.stroke { context.stroke(circle, with: .style(stroke), lineWidth: item.lineWidth) }
            case .polyline(let coordinates, _):
                var line = Path()
                line.addLines(coordinates.map { point($0, in: size) })
                context.stroke(line, with: .style(item.stroke ?? item.tint ?? AnyShapeStyle(Color.blue)), lineWidth: max(item.lineWidth, 3))
            case .polygon(let coordinates):
                var shape = Path()
                shape.addLines(coordinates.map { point($0, in: size) })
                shape.closeSubpath()
                context.fill(shape, with: .style(fill))
                if let stroke = item.stroke { context.stroke(shape, with: .style(stroke), lineWidth: item.lineWidth) }
            default: continue
            }
        }
    }
}

/// A marker's balloon and title, or an annotation's view, centred on its point.
struct MapItemView: View {
    let item: MapItem
    var body: some View {
        switch item.kind {
        case .marker(let title, let systemImage, let monogram):
            VStack(spacing: 2) {
                ZStack {
                    Circle().fill(item.tint ?? AnyShapeStyle(Color.red)).frame(width: 30, height: 30)
                    if let monogram {
                        Text(monogram).font(.caption.bold()).foregroundStyle(.white)
                    } else {
                        Image(systemName: systemImage ?? "mappin").font(.footnote.weight(.semibold)).foregroundStyle(.white)
                    }
                }
                if !title.isEmpty { Text(title).font(.caption2.weight(.semibold)).lineLimit(1).fixedSize() }
            }
        case .annotation(_, let view):
            view
        default:
            EmptyView()
        }
    }
}
