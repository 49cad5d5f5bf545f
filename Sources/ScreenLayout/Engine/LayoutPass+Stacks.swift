extension LayoutPass {
    struct StackSizes {
        var sizes: [Size]
        var proposals: [ProposedSize]
        var gaps: [Double]
    }

    func gaps(_ children: ChildList, spacing: Length?, _ env: LayoutEnvironment) -> [Double] {
        children.indices.map { i in
            if i == 0 { return 0 }
            if let spacing { return spacing.resolve(env.theme) }
            return isSpacer(children[i]) || isSpacer(children[i - 1]) ? 0 : 8
        }
    }

    func isSpacer(_ i: Int) -> Bool {
        if case .spacer = kinds[i] { return true }
        return false
    }

    func priority(_ i: Int) -> Double {
        switch kinds[i] {
        case .layoutPriority(let value): return value
        case .spacer: return -Double.infinity  // a Spacer yields to every sibling
        case .semantics, .environment, .ignoresSafeArea, .hidden, .layoutValue, .alignmentGuide: return priority(kids(i)[0])
        default: return 0
        }
    }

    /// The stack algorithm of the reference (layout-semantics.md, after OpenSwiftUI's audited
    /// stack layout): reserve the minima of lower-priority groups, then hand out what is left
    /// in priority order, least flexible first.
    func stackSizes(_ children: ChildList, axis: Axis, spacing: Length?, _ p: ProposedSize, _ env: LayoutEnvironment) throws -> StackSizes {
        var inner = env
        inner.stackAxis = axis
        let g = gaps(children, spacing: spacing, env)
        let minor = p[axis.other]
        // No proposal, or an infinite one (a parent stack asking how far this one can grow):
        // every child is asked the same, as there is nothing to share out (and ∞ − ∞ would
        // leave the later children a NaN share).
        guard let along = p[axis], along.isFinite else {
            let proposal = ProposedSize(axis: axis, along: p[axis], across: minor)
            let sizes = try children.map { try size($0, proposal, inner) }
            return StackSizes(sizes: sizes, proposals: Array(repeating: proposal, count: children.count), gaps: g)
        }
        var available = along - g.reduce(0, +)
        var mins: [Double] = []
        var flex: [Double] = []
        mins.reserveCapacity(children.count)
        flex.reserveCapacity(children.count)
        for child in children {
            let lo = try size(child, ProposedSize(axis: axis, along: 0, across: minor), inner)[axis]
            let hi = try size(child, ProposedSize(axis: axis, along: .infinity, across: minor), inner)[axis]
            mins.append(lo)
            flex.append(hi - lo)
        }
        let prios = children.map(priority)
        let order = children.indices.sorted { a, b in
            if prios[a] != prios[b] { return prios[a] > prios[b] }
            if flex[a] != flex[b] { return flex[a] < flex[b] }
            return a < b
        }
        var groups: [[Int]] = []
        for i in order {
            if let last = groups.last?.last, prios[last] == prios[i] { groups[groups.count - 1].append(i) } else { groups.append([i]) }
        }
        for group in groups.dropFirst() { available -= group.reduce(0) { $0 + mins[$1] } }
        var sizes = [Size](repeating: .zero, count: children.count)
        var proposals = [ProposedSize](repeating: .unspecified, count: children.count)
        for (gi, group) in groups.enumerated() {
            if gi > 0 { available += group.reduce(0) { $0 + mins[$1] } }
            var remaining = group.count
            for i in group {
                let share = max(available / Double(remaining), 0)
                let proposal = ProposedSize(axis: axis, along: share, across: minor)
                let s = try size(children[i], proposal, inner)
                sizes[i] = s
                proposals[i] = proposal
                available -= s[axis]
                remaining -= 1
            }
        }
        return StackSizes(sizes: sizes, proposals: proposals, gaps: g)
    }

    func stackExtent(_ sizes: [Size], gaps: [Double], axis: Axis) -> Size {
        let along = sizes.reduce(0) { $0 + $1[axis] } + gaps.reduce(0, +)
        let across = sizes.map { $0[axis.other] }.max() ?? 0
        return Size(axis: axis, along: along, across: across)
    }
}
