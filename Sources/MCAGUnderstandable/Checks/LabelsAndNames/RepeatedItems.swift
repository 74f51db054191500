import MCAGCore

/// Controls of one name, each inside its own item of one repeated template:
/// the cards or rows of a list, where every item holds one of them and
/// something else that says which item it is.
///
/// The item of a control is its highest ancestor that holds no other control
/// of the group. The items form a template when they are children of one
/// parent with the same class, the same width or height (cards of a grid,
/// rows of a list) and the same shape (the classes of their elements, in any
/// order); they are different items when the text each holds besides the
/// control differs.
/// Two regions that merely both hold a "Home" (a chip row and a navigation
/// bar) are not a template, and whether they lead to the same place stays a
/// person's question.
struct RepeatedItems {
    /// The class the items share.
    let className: String
    /// The first items' own text, quoted for the finding.
    let sample: String

    init?(_ members: [Int], in screen: ScreenContext) {
        let tree = screen.tree
        guard let items = Self.items(holding: members, in: tree), let className = Self.sharedTemplate(of: items, in: tree)
        else { return nil }
        let texts: [String] = zip(items, members).map { (item: Int, member: Int) -> String in
            Self.ownText(of: item, except: member, in: screen)
        }
        guard texts.allSatisfy({ !$0.isEmpty }), Set(texts).count == texts.count else { return nil }
        self.className = className.split(separator: ".").last.map(String.init) ?? className
        let quoted: [String] = texts.prefix(2).map { "\"\($0.escapedForReport)\"" }
        self.sample = quoted.joined(separator: ", ") + (texts.count > 2 ? ", …" : "")
    }

    /// The item of each member: its outermost ancestor holding no other member; nil when a member is its own item.
    private static func items(holding members: [Int], in tree: ElementTree) -> [Int]? {
        let sorted: [Int] = members.sorted()
        // A subtree is a range of indices, so how many members it holds is two binary searches.
        func membersIn(_ range: Range<Int>) -> Int {
            sorted.partitioningIndex { $0 >= range.upperBound } - sorted.partitioningIndex { $0 >= range.lowerBound }
        }
        var items: [Int] = []
        for member in members {
            var item = member
            while let parent = tree.parent(of: item), membersIn(parent..<tree.descendants(of: parent).upperBound) == 1 {
                item = parent
            }
            guard item != member else { return nil }
            items.append(item)
        }
        return items
    }

    /// The class of items made from one template: siblings of one class and one shape, alike in width or height.
    private static func sharedTemplate(of items: [Int], in tree: ElementTree) -> String? {
        let parent: Int? = tree.parent(of: items[0])
        let shape: [String] = Self.shape(of: items[0], in: tree)
        guard let className = tree[items[0]].className, let first = tree[items[0]].frame, parent != nil,
              items.allSatisfy({ tree[$0].className == className && tree.parent(of: $0) == parent }),
              items.dropFirst().allSatisfy({ Self.shape(of: $0, in: tree) == shape })
        else { return nil }
        let alike: Bool = items.allSatisfy { (item: Int) -> Bool in
            guard let frame = tree[item].frame else { return false }
            return abs(frame.width - first.width) < 1 || abs(frame.height - first.height) < 1
        }
        return alike ? className : nil
    }

    /// The classes of the item's elements, sorted: one template gives every item one shape,
    /// whatever order its elements were added in.
    private static func shape(of item: Int, in tree: ElementTree) -> [String] {
        tree.descendants(of: item).map { tree[$0].className ?? tree[$0].role.rawValue }.sorted()
    }

    /// What the item says besides the control: the texts and descriptions of its other elements.
    private static func ownText(of item: Int, except member: Int, in screen: ScreenContext) -> String {
        let tree = screen.tree
        let control = tree.descendants(of: member)
        var parts: [String] = []
        for index in [item] + Array(tree.descendants(of: item)) where index != member && !control.contains(index) {
            let element = tree[index]
            for text in [element.label, element.text] {
                // Line breaks and runs of spaces read as one space in the finding.
                guard let words = text?.split(whereSeparator: \.isWhitespace).joined(separator: " "),
                      !words.isEmpty, !parts.contains(words) else { continue }
                parts.append(words)
            }
            if parts.count >= 3 { break }
        }
        return parts.joined(separator: " ").prefix(60).description
    }
}
