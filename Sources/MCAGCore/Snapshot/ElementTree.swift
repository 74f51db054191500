/// A screen's elements, flat and in document (pre-order) order, with each
/// element's parent, depth and the end of its subtree.
///
/// The flat form makes every walk a loop: a 50,000-deep tree is built,
/// traversed and freed without recursion. A screen built in code gets its
/// tree from ``Node``s; the importers build theirs while streaming a dump.
public struct ElementTree: Sendable {
    /// The elements in document order; an element's index here is its index everywhere in the audit.
    public var elements: [Element] { storedElements }
    /// The elements, reached directly by the inlinable accessors below.
    @usableFromInline var storedElements: [Element] = []
    private var parentIndices: [Int] = []
    private var depthValues: [Int] = []
    private var subtreeEnds: [Int] = []
    private var openStack: [Int] = []
    /// Each element's place in its file, or empty when no element has one
    /// (a tree built in code): such trees pay nothing for it.
    private var sourcePositions: [SourcePosition] = []

    /// An empty tree, to fill with ``open(_:)`` and ``close()``.
    package init() {}

    /// A tree from a nested description, flattened without recursion.
    package init(_ roots: Node...) { self.init(roots: roots) }

    /// A tree from nested descriptions, the roots in order, flattened without recursion.
    package init(roots: [Node]) {
        var pending: [(node: Node, closeAfter: Bool)] = roots.reversed().map { ($0, false) }
        while let (node, isClose) = pending.popLast() {
            if isClose { close(); continue }
            open(node.element)
            pending.append((node, true))
            pending.append(contentsOf: node.children.reversed().map { ($0, false) })
        }
    }

    // Inlinable, as every accessor a check calls per element: across a module
    // boundary the subscript was a coroutine called, resumed and retained
    // around, on every read of every check.
    /// How many elements the tree holds.
    @inlinable public var count: Int { storedElements.count }
    /// Whether the tree holds no element.
    @inlinable public var isEmpty: Bool { storedElements.isEmpty }
    /// The elements' indices, in document order.
    @inlinable package var indices: Range<Int> { storedElements.indices }

    /// The element at `index`, in document order.
    @inlinable package subscript(index: Int) -> Element {
        // Yielding lends the stored element: `tree[i].role` reads one field
        // instead of copying (and retaining) every field of a large struct.
        _read { yield storedElements[index] }
        _modify { yield &storedElements[index] }
    }

    /// Adds an element as the last child of the innermost open element (or as
    /// a new root) and opens it. Returns its index.
    @discardableResult
    package mutating func open(_ element: Element) -> Int {
        open(element, at: nil)
    }

    /// Adds an element, as ``open(_:)`` does, with where it starts in the
    /// file it was read from (nil when that is not known); for the importers.
    @discardableResult
    package mutating func open(_ element: Element, at position: SourcePosition?) -> Int {
        let index = storedElements.count
        if let position {
            if sourcePositions.count < index {
                sourcePositions.append(contentsOf: repeatElement(.unknown, count: index - sourcePositions.count))
            }
            sourcePositions.append(position)
        } else if !sourcePositions.isEmpty {
            sourcePositions.append(.unknown)
        }
        storedElements.append(element)
        parentIndices.append(openStack.last ?? -1)
        depthValues.append(openStack.count)
        subtreeEnds.append(index + 1)
        openStack.append(index)
        return index
    }

    /// Closes the innermost open element.
    package mutating func close() {
        guard let index = openStack.popLast() else { return }
        subtreeEnds[index] = storedElements.count
    }

    /// Adds a leaf element.
    @discardableResult
    package mutating func append(_ element: Element) -> Int {
        let index = open(element)
        close()
        return index
    }

    /// Where the element starts in the file it was read from, when its importer recorded it.
    package func sourcePosition(of index: Int) -> SourcePosition? {
        guard index < sourcePositions.count else { return nil }
        let position = sourcePositions[index]
        return position.isKnown ? position : nil
    }

    /// How many elements are open (the depth of the next element).
    package var openDepth: Int { openStack.count }

    /// The index of the element's parent, or nil for a root.
    package func parent(of index: Int) -> Int? {
        let parent = parentIndices[index]
        return parent < 0 ? nil : parent
    }

    /// 0 for a root.
    package func depth(of index: Int) -> Int { depthValues[index] }

    /// The indices of the element's subtree, itself excluded.
    package func descendants(of index: Int) -> Range<Int> { (index + 1)..<subtreeEnds[index] }

    /// The indices of the element's direct children, in order.
    package func children(of index: Int) -> [Int] {
        var result: [Int] = []
        var child = index + 1
        while child < subtreeEnds[index] {
            result.append(child)
            child = subtreeEnds[child]
        }
        return result
    }

    /// The indices of the roots, in order.
    package var roots: [Int] {
        var result: [Int] = []
        var index = 0
        while index < storedElements.count {
            result.append(index)
            index = subtreeEnds[index]
        }
        return result
    }

    /// The element's ancestors, nearest first.
    package func ancestors(of index: Int) -> [Int] {
        var result: [Int] = []
        var current = parentIndices[index]
        while current >= 0 {
            result.append(current)
            current = parentIndices[current]
        }
        return result
    }

    /// The most steps a path shows; deeper elements get a leading `…/`, so a
    /// 50,000-deep tree does not give each finding a 50,000-step address.
    package static let maximumPathSteps = 16

    /// A path a developer can search for: each step is the role (or class)
    /// and, where it has one, the identifier, from the root down.
    /// `application/window/list/button[id=play]`. A step without an
    /// identifier counts earlier siblings of the same role: `cell[2]`.
    ///
    /// For many look-ups on one tree, compute `pathSteps()` once and use
    /// `path(of:steps:)`.
    package func path(of index: Int) -> String {
        joinedPath(of: index) { step(of: $0, position: positionAmongSameKind($0)) }
    }

    /// The path of `index` from steps computed once by `pathSteps()`.
    package func path(of index: Int, steps: [String]) -> String {
        joinedPath(of: index) { steps[$0] }
    }

    /// The steps of `index` and its nearest ancestors, root side first, at
    /// most `maximumPathSteps` of them.
    private func joinedPath(of index: Int, step: (Int) -> String) -> String {
        Self.joinedPath(of: index, parents: parentIndices, step: step)
    }

    /// The steps of `index` and its nearest ancestors in `parents` (-1 for a
    /// root), root side first, at most `maximumPathSteps` of them; shared
    /// with ``ElementPaths``, which keeps a screen's parents apart from its tree.
    static func joinedPath(of index: Int, parents: [Int], step: (Int) -> String) -> String {
        var chain = [step(index)]
        var current = parents[index]
        while current >= 0, chain.count < maximumPathSteps {
            chain.append(step(current))
            current = parents[current]
        }
        return (current >= 0 ? "…/" : "") + chain.reversed().joined(separator: "/")
    }

    /// Every element's own step in a path, in one pass over the tree: each
    /// parent's children are counted by role among themselves.
    package func pathSteps() -> [String] {
        var positions = [Int](repeating: 0, count: storedElements.count)
        var roles = SiblingGroups<Role>()
        var seen: [Int] = []
        for parent in storedElements.indices where subtreeEnds[parent] > parent + 1 {
            roles.removeAll()
            seen.removeAll(keepingCapacity: true)
            forEachChild(of: parent) { child in
                let group = roles.group(of: storedElements[child].role)
                if group == seen.count { seen.append(0) }
                positions[child] = seen[group]
                seen[group] += 1
            }
        }
        var steps: [String] = []
        steps.reserveCapacity(storedElements.count)
        for index in storedElements.indices { steps.append(step(of: index, position: positions[index])) }
        return steps
    }

    private func step(of index: Int, position: Int) -> String {
        let element = storedElements[index]
        let kind = element.role == .unknown ? (element.className ?? "unknown") : element.role.rawValue
        if let id = element.identifier, !id.isEmpty { return Self.bracketed(kind, "id=", id) }
        return position > 0 ? Self.bracketed(kind, "", String(position)) : kind
    }

    /// `kind[prefix inner]`, written into one allocation: every element of
    /// every audited screen gets a step, and interpolation made each in three appends.
    private static func bracketed(_ kind: String, _ prefix: StaticString, _ inner: String) -> String {
        var kind = kind, inner = inner
        return kind.withUTF8 { kind in
            inner.withUTF8 { inner in
                let prefix = UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
                return String(unsafeUninitializedCapacity: kind.count + prefix.count + inner.count + 2) { buffer in
                    var end = buffer[...].initialize(fromContentsOf: kind)
                    buffer[end] = UInt8(ascii: "[")
                    end = buffer[(end + 1)...].initialize(fromContentsOf: prefix)
                    end = buffer[end...].initialize(fromContentsOf: inner)
                    buffer[end] = UInt8(ascii: "]")
                    return end + 1
                }
            }
        }
    }

    private func positionAmongSameKind(_ index: Int) -> Int {
        guard let parent = parent(of: index) else { return 0 }
        let role = storedElements[index].role
        var position = 0
        for sibling in children(of: parent) {
            if sibling == index { return position }
            if storedElements[sibling].role == role { position += 1 }
        }
        return position
    }
}

/// A nested description of a small element tree, for examples and tests.
///
/// ```swift
/// Node(Element(role: .button, label: "Play")) {
///     Node(Element(role: .image))
/// }
/// ```
public struct Node: Sendable {
    /// The element this node stands for.
    public var element: Element
    /// The nodes inside it, in order.
    public var children: [Node]

    /// A node with its children given as an array.
    public init(_ element: Element, children: [Node] = []) {
        self.element = element
        self.children = children
    }

    /// A node with its children written in a block, one `Node` a line.
    public init(_ element: Element, @ComponentBuilder<Node> _ children: () -> [Node]) {
        self.element = element
        self.children = children()
    }
}
