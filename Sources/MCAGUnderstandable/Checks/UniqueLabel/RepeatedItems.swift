import MCAGCore

/// Controls of one name that the dump shows acting on different items: one
/// at the same place of each item of a repeated template (the cards or rows
/// of a list), or each itself an item of one row, grid or list.
///
/// The item of a control is its highest ancestor that holds no other control
/// of the group (the control itself when its parent holds another). Members
/// sit at the same place of one template when their items have one class,
/// the path from item to control is one chain of classes (or one identifier),
/// and controls and items are alike in width or height. Such items are
/// different entries when they are siblings at different places (a list's
/// rows, a grid's cells, the buttons of one bar) or when what they show
/// besides the control differs (the cards of two rows of a grid). MCAG's
/// only exception is "Elements have the exact functionality", and the same
/// action on another entry is not that.
///
/// Left to a person: two regions that merely both hold a "Home" (a chip row
/// and a navigation bar: different chains, different sizes); a control that
/// shows its item's title as its own text ("只做主升不做调整" on five
/// notifications by one nickname: whether that is one account, whose profile
/// each opens, is not in the dump); and links of web content, whose targets
/// the dump does not give.
struct RepeatedItems: Sendable, Hashable {
    /// The class the items share.
    let className: String
    /// What tells the first items apart.
    let difference: Difference

    /// What tells the first items apart.
    enum Difference: Sendable, Hashable {
        /// The first two different texts the items show besides the control, and whether they show more.
        case shown([String], more: Bool)
        /// Items that show nothing else, told apart by their places among the children of one parent.
        case places(count: Int, parentClass: String)
    }

    /// What tells the first items apart, quoted for the finding: "they show "A", "B", …".
    var sample: String {
        switch difference {
        case .shown(let texts, let more):
            let quoted: [String] = texts.map { (text: String) -> String in
                "\"" + text.prefix(60).description.escapedForReport + "\""
            }
            let ellipsis: String = more ? ", …" : ""
            return "they show " + quoted.joined(separator: ", ") + ellipsis
        case .places(let count, let parentClass):
            return "\(count) places of one \(parentClass)"
        }
    }

    init?(_ members: [Int], in screen: ScreenContext, outermostWebLink: [Int?]) {
        let tree = screen.tree
        guard !members.contains(where: { (member: Int) -> Bool in outermostWebLink[member] != nil }) else { return nil }
        let items: [Int] = Self.items(holding: members, in: tree)
        for positions in Self.places(members, items: items, in: tree) where positions.count > 1 {
            // One place may recur in several rows (the cards of two carousels): the whole set is tried,
            // then the items of each parent.
            let subsets: [[Int]] = [positions] + Self.byParent(positions, items: items, in: tree)
            for subset in subsets {
                let found: RepeatedItems? = Self.entries(subset.map { members[$0] }, items: subset.map { items[$0] }, in: screen)
                if let found {
                    self = found
                    return
                }
            }
        }
        return nil
    }

    /// The members' positions grouped by their place in their items, in the order places first appear.
    private static func places(_ members: [Int], items: [Int], in tree: ElementTree) -> [[Int]] {
        var groupOfKey: [String: Int] = [:]
        var groups: [[Int]] = []
        for position in members.indices {
            let key: String = Self.place(of: members[position], in: items[position], tree: tree)
            if let group = groupOfKey[key] {
                groups[group].append(position)
            } else {
                groupOfKey[key] = groups.count
                groups.append([position])
            }
        }
        return groups
    }

    /// The positions split by their items' parent, only the parents holding two or more; none when all share one.
    private static func byParent(_ positions: [Int], items: [Int], in tree: ElementTree) -> [[Int]] {
        var byParent: [Int: [Int]] = [:]
        var parents: [Int] = []
        for position in positions {
            guard let parent = tree.parent(of: items[position]) else { continue }
            if byParent[parent] == nil { parents.append(parent) }
            byParent[parent, default: []].append(position)
        }
        guard parents.count > 1 else { return [] }
        return parents.compactMap { byParent[$0] }.filter { $0.count > 1 }
    }

    private init(className: String, difference: Difference) {
        self.className = className
        self.difference = difference
    }

    /// The proof that the members of one place act on different entries, or nil.
    private static func entries(_ members: [Int], items: [Int], in screen: ScreenContext) -> RepeatedItems? {
        let tree = screen.tree
        guard Self.sitAlike(members, items: items, in: tree), let className = tree[items[0]].className,
              !Self.anyIsTitle(members, items: items, in: tree) else { return nil }
        let short: String = Self.shortName(className)
        var texts: [String] = []
        for (item, member) in zip(items, members) { texts.append(Self.ownText(of: item, except: member, in: screen)) }
        if let shown = Self.shownDifference(texts) { return RepeatedItems(className: short, difference: shown) }
        guard let parent = tree.parent(of: items[0]), items.allSatisfy({ (item: Int) -> Bool in tree.parent(of: item) == parent })
        else { return nil }
        let parentClass: String = tree[parent].className.map(Self.shortName) ?? "container"
        return RepeatedItems(className: short, difference: .places(count: items.count, parentClass: parentClass))
    }

    /// Items alike in size and apart, and controls alike in size, compared only when the dump gives their frames.
    private static func sitAlike(_ members: [Int], items: [Int], in tree: ElementTree) -> Bool {
        let framed: Bool = members.contains { (member: Int) -> Bool in tree[member].frame != nil }
        let controlsAlike: Bool = members == items || !framed || Self.alike(members, in: tree)
        return controlsAlike && Self.alike(items, in: tree) && Self.apart(items, in: tree)
    }

    private static func anyIsTitle(_ members: [Int], items: [Int], in tree: ElementTree) -> Bool {
        for (item, member) in zip(items, members) where Self.isTitle(member, of: item, in: tree) { return true }
        return false
    }

    /// The first two of the items' own texts and whether there are more, when they take two values or more, else nil.
    private static func shownDifference(_ texts: [String]) -> Difference? {
        let distinct: [String] = Self.firstDistinct(texts, upTo: 3)
        guard distinct.count > 1 else { return nil }
        return .shown(Array(distinct.prefix(2)), more: distinct.count > 2)
    }

    private static func shortName(_ className: String) -> String {
        className.split(separator: ".").last.map(String.init) ?? className
    }

    /// The item of each member: its outermost ancestor holding no other member, or the member itself.
    private static func items(holding members: [Int], in tree: ElementTree) -> [Int] {
        let sorted: [Int] = members.sorted()
        // A subtree is a range of indices, so how many members it holds is two binary searches.
        func membersIn(_ range: Range<Int>) -> Int {
            sorted.partitioningIndex { $0 >= range.upperBound } - sorted.partitioningIndex { $0 >= range.lowerBound }
        }
        return members.map { (member: Int) -> Int in
            var item = member
            while let parent = tree.parent(of: item), membersIn(parent..<tree.descendants(of: parent).upperBound) == 1 {
                item = parent
            }
            return item
        }
    }

    /// Where the member sits in its item: the item's class and the classes from the item down to
    /// the member, or the member's identifier in their place when it has one.
    private static func place(of member: Int, in item: Int, tree: ElementTree) -> String {
        var chain: [String] = [tree[item].className ?? tree[item].role.rawValue]
        if let identifier = tree[member].identifier, !identifier.isBlank {
            chain.append("#" + identifier)
        } else {
            var steps: [String] = []
            var index = member
            while index != item, let parent = tree.parent(of: index) {
                steps.append(tree[index].className ?? tree[index].role.rawValue)
                index = parent
            }
            chain += steps.reversed()
        }
        return chain.joined(separator: ">")
    }

    /// Frames alike in width or in height (within a pixel), none of them empty.
    private static func alike(_ indices: [Int], in tree: ElementTree) -> Bool {
        let frames = indices.compactMap { tree[$0].frame }
        guard frames.count == indices.count, let first = frames.first, !frames.contains(where: \.isEmpty) else { return false }
        return frames.allSatisfy { abs($0.width - first.width) < 1 } || frames.allSatisfy { abs($0.height - first.height) < 1 }
    }

    /// Items at different places: no frame holds another (one view listed twice is not two entries).
    private static func apart(_ items: [Int], in tree: ElementTree) -> Bool {
        let frames = items.compactMap { tree[$0].frame }
        for (position, frame) in frames.enumerated() {
            for other in frames[(position + 1)...] where frame.contains(other) || other.contains(frame) { return false }
        }
        return true
    }

    /// Whether the member shows, as its own text, the first words its item shows: the item's title
    /// (an author's nickname, a product's name), which names what the control leads to.
    private static func isTitle(_ member: Int, of item: Int, in tree: ElementTree) -> Bool {
        guard item != member, let own = tree[member].text, !own.isBlank else { return false }
        let first = tree.descendants(of: item).first { (index: Int) -> Bool in
            guard let words = tree[index].text ?? tree[index].label else { return false }
            return !words.isBlank
        }
        return first == member
    }

    /// The first `limit` different non-empty values, in order.
    private static func firstDistinct(_ values: [String], upTo limit: Int) -> [String] {
        var found: [String] = []
        for value in values where !value.isEmpty && !found.contains(value) && found.count < limit { found.append(value) }
        return found
    }

    /// What the item says besides the control: the texts and descriptions of its other elements,
    /// or of the control's own descendants when the control is the item (a tile whose description
    /// hides the episode it shows).
    private static func ownText(of item: Int, except member: Int, in screen: ScreenContext) -> String {
        let tree = screen.tree
        let name = screen.screenReader[member].name
        let control = item == member ? 0..<0 : tree.descendants(of: member)
        var parts: [String] = []
        var length = 0
        for index in [item] + Array(tree.descendants(of: item)) where index != member && !control.contains(index) {
            let element = tree[index]
            for text in [element.label, element.text] {
                // Line breaks and runs of spaces read as one space in the finding.
                guard let words = text?.split(whereSeparator: \.isWhitespace).joined(separator: " "),
                      !words.isEmpty, words != name, !parts.contains(words) else { continue }
                parts.append(words)
                length += words.count
            }
            if length >= 400 { break }
        }
        return parts.joined(separator: " ")
    }
}
