package import MCAGCore

/// 3.4.3, tests 3 and 4: every app-level navigation component that appears
/// on several screens keeps its items in the same order, programmatic
/// (reading order) or visual (leading edge to trailing edge).
///
/// Components are recognised by ``NavigationComponentKind`` and matched
/// across screens by kind and identifier (or by their rank among unnamed
/// components of that kind). Items are the outermost operable elements
/// inside a component, matched by identifier or accessible name. Each
/// screen's item sequence is hashed; the sequence most screens share is the
/// reference, and every other sequence is compared with it on the items
/// both hold. Tab bars must also hold the same items everywhere.
///
/// The severity grows with the share of items that moved, which places a
/// violation of the Moderate–Serious programmatic test in its range.
package struct ConsistentNavigationOrderCheck: AppCheck {
    /// Which order the check compares.
    package enum Order: String, Sendable, Hashable {
        /// Document order, which screen readers follow.
        case programmatic
        /// On-screen order from the leading edge, read from the frames.
        case visual
    }

    /// Whether reading order or on-screen order is compared.
    package var order: Order
    /// The kinds of navigation component compared across screens.
    package var kinds: [NavigationComponentKind]

    /// A check of one order over the given kinds of component.
    package init(order: Order, kinds: [NavigationComponentKind] = NavigationComponentKind.standard) {
        self.order = order
        self.kinds = kinds
    }

    package var name: String { order == .programmatic ? "consistent-navigation-order" : "consistent-navigation-visual-order" }

    /// Finds the screen's navigation while the screen is in the cache.
    package func prepare(_ screen: ScreenContext) { _ = NavigationComponent.all(in: screen, kinds: kinds) }

    struct Component {
        var kind: NavigationComponentKind
        var occurrences: [(screen: String, items: [String])] = []
    }

    package func evaluate(_ app: AppContext) -> [Finding] {
        let screenNames = RepeatedContent.screenNames(of: app)
        var components: [String: Component] = [:]
        var componentOrder: [String] = []
        var findings: [Finding] = []
        for (screenIndex, context) in app.screens.enumerated() {
            for found in NavigationComponent.all(in: context, kinds: kinds) {
                let key = found.key, kind = found.kind, index = found.index
                switch itemKeys(of: index, on: context) {
                case .success(let items):
                    if components[key] == nil { componentOrder.append(key) }
                    components[key, default: Component(kind: kind)].occurrences.append((screenNames[screenIndex], items))
                case .failure(let gap):
                    findings.append(.app(
                        .needsReview, Result.itemsUnmatched(screen: screenNames[screenIndex], component: key, gap: gap.reason),
                        missing: gap.fields))
                }
            }
        }
        if app.screens.count < 2 {
            if !componentOrder.isEmpty || !findings.isEmpty {
                findings.append(.app(.needsReview, Result.onlyOneScreen, missing: ["screens"]))
            }
            return findings
        }
        for key in componentOrder {
            guard let component = components[key], component.occurrences.count > 1 else { continue }
            findings += compare(key, component)
        }
        return findings
    }

    struct ItemGap: Error {
        /// Why the items cannot be compared.
        enum Reason: Sendable, Hashable {
            case unkeyed, unframed

            var phrase: String {
                switch self {
                case .unkeyed: "with neither identifier nor name, so they cannot be matched across screens"
                case .unframed: "without frames, so their visual order is unknown"
                }
            }
        }

        var reason: Reason
        var fields: [String]
    }

    /// The component's item keys in the order under test.
    func itemKeys(of component: Int, on context: ScreenContext) -> Swift.Result<[String], ItemGap> {
        let tree = context.tree
        let items = RepeatedContent.items(of: component, in: tree)
        var keyed: [(key: String, frame: Rect?)] = []
        for item in items {
            guard let key = RepeatedContent.key(of: item, in: tree) else {
                return .failure(ItemGap(reason: .unkeyed, fields: ["identifier", "label"]))
            }
            keyed.append((key, tree[item].frame))
        }
        guard order == .visual else { return .success(keyed.map(\.key)) }
        var framed: [(key: String, frame: Rect)] = []
        for entry in keyed {
            guard let frame = entry.frame, FramePlacement.isUsable(frame) else {
                return .failure(ItemGap(reason: .unframed, fields: ["frame"]))
            }
            framed.append((entry.key, frame))
        }
        let xs = framed.map(\.frame.midX), ys = framed.map(\.frame.midY)
        let horizontal = ((xs.max() ?? 0) - (xs.min() ?? 0)) >= ((ys.max() ?? 0) - (ys.min() ?? 0))
        let rightToLeft = context.screen.layoutDirection == .rightToLeft
        let sorted = framed.enumerated().sorted { lhs, rhs in
            let a = horizontal ? lhs.element.frame.midX : lhs.element.frame.midY
            let b = horizontal ? rhs.element.frame.midX : rhs.element.frame.midY
            if a == b { return lhs.offset < rhs.offset }
            return (horizontal && rightToLeft) ? a > b : a < b
        }
        return .success(sorted.map(\.element.key))
    }

    func compare(_ key: String, _ component: Component) -> [Finding] {
        var groups: [[String]: [String]] = [:]
        var groupOrder: [[String]] = []
        for occurrence in component.occurrences {
            if groups[occurrence.items] == nil { groupOrder.append(occurrence.items) }
            groups[occurrence.items, default: []].append(occurrence.screen)
        }
        let screenCount = component.occurrences.count
        guard let reference = groupOrder.max(by: { (groups[$0]?.count ?? 0) < (groups[$1]?.count ?? 0) }) else { return [] }
        let referenceScreens = groups[reference] ?? []
        var findings: [Finding] = []
        for items in groupOrder where items != reference {
            guard let difference = Difference(items, from: reference, sameItems: component.kind.requiresSameItems) else { continue }
            findings.append(violation(key, difference, on: groups[items] ?? [], referenceScreens: referenceScreens))
        }
        if findings.isEmpty {
            findings.append(.app(.pass, Result.sameOrder(component: key, screens: screenCount)))
        }
        return findings
    }

    /// How one group of screens' items differ from the reference's.
    private struct Difference {
        var items: [String]
        var reference: [String]
        var moved: Int
        var missing: [String]
        var extra: [String]
        var membershipDiffers: Bool
        var union: Int
        var shared: Int

        /// Nil when the items are the reference's, in its order (and, where membership counts, the same ones).
        init?(_ items: [String], from reference: [String], sameItems: Bool) {
            let itemSet = Set(items), referenceSet = Set(reference)
            let sharedReference = reference.filter(itemSet.contains)
            let sharedHere = items.filter(referenceSet.contains)
            moved = zip(sharedReference, sharedHere).filter { $0 != $1 }.count
            missing = reference.filter { !itemSet.contains($0) }
            extra = items.filter { !referenceSet.contains($0) }
            membershipDiffers = sameItems && !(missing.isEmpty && extra.isEmpty)
            guard moved > 0 || membershipDiffers else { return nil }
            self.items = items
            self.reference = reference
            union = referenceSet.union(itemSet).count
            shared = sharedReference.count
        }

        var severity: Double {
            let order = Double(moved) / Double(max(shared, 1))
            let membership: Double = membershipDiffers ? Double(missing.count + extra.count) / Double(max(union, 1)) : 0
            return max(order, membership)
        }
    }

    private func violation(_ key: String, _ difference: Difference, on screens: [String], referenceScreens: [String]) -> Finding {
        let membership: Bool = difference.membershipDiffers
        let result = Result.reordered(
            component: key, order: order, items: difference.items, screens: screens, reference: difference.reference,
            referenceScreens: referenceScreens, missing: membership ? difference.missing : [],
            extra: membership ? difference.extra : [])
        return .app(
            .violation, result, severity: difference.severity,
            fix: Result.fix(component: key, reference: difference.reference, referenceScreens: referenceScreens))
    }

    static func sequence(_ keys: [String]) -> String {
        keys.isEmpty ? "(no items)" : keys.map(RepeatedContent.display).joined(separator: " › ")
    }

    package var examples: [CheckExample] { NavigationOrderExamples.examples(for: order) }
}
