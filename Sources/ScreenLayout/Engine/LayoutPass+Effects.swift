import Theme

extension LayoutPass {
    /// Places the child of an effect node: in the same frame, between the push and pop items
    /// that draw it transformed, blurred or as one layer.
    func placeEffect(_ effect: DrawingEffect, _ child: Int, _ rect: Rect, _ p: ProposedSize, _ env: LayoutEnvironment) throws -> LayoutBox {
        let pop: DisplayItem
        func transform(_ m: AffineMatrix) throws -> LayoutBox? {
            // A transform that flattens the view (a scale of 0) leaves nothing to see: its
            // drawing is left out, as `hidden` does (Cairo cannot draw through such a matrix).
            guard m.isFinite, abs(m.a * m.d - m.b * m.c) < 1e-12 else {
                items.append(.pushTransform(m, frame: rect))
                return nil
            }
            let saved = items.count
            let box = try place(child, rect, p, env)
            items.removeSubrange(saved...)
            return box
        }
        switch effect {
        case .rotation(let angle, let sx, let sy, let anchor):
            let a = Point(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
            let m = AffineMatrix.translation(x: -a.x, y: -a.y).concatenating(.scale(x: sx, y: sy)).concatenating(.rotation(angle))
                .concatenating(.translation(x: a.x, y: a.y))
            if let flat = try transform(m) { return flat }
            pop = .popTransform
        case .affine(let m):
            let placed = AffineMatrix.translation(x: -rect.minX, y: -rect.minY).concatenating(m)
                .concatenating(.translation(x: rect.minX, y: rect.minY))
            if let flat = try transform(placed) { return flat }
            pop = .popTransform
        case .anchored(let linear, let anchor):
            let a = Point(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
            let m = AffineMatrix.translation(x: -a.x, y: -a.y).concatenating(linear).concatenating(.translation(x: a.x, y: a.y))
            if let flat = try transform(m) { return flat }
            pop = .popTransform
        case .sized(let sized):
            let (local, problem) = sized.transform(for: rect.size)
            if let problem { unsupported.append(UnsupportedElement(feature: problem, frame: rect)) }
            let placed = AffineMatrix.translation(x: -rect.minX, y: -rect.minY).concatenating(local)
                .concatenating(.translation(x: rect.minX, y: rect.minY))
            if let flat = try transform(placed) { return flat }
            pop = .popTransform
        case .blur(let radius, let opaque):
            items.append(.pushBlur(BlurStyle(radius: radius, opaque: opaque, frame: rect)))
            pop = .popBlur
        case .compositingGroup:
            items.append(.pushOpacity(1))
            pop = .popOpacity
        }
        let box = try place(child, rect, p, env)
        items.append(pop)
        return box
    }
}
