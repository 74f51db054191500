/// The path steps of one screen's elements and their parents, shared by
/// every ``ElementLocation`` made on that screen, so that a location keeps
/// its element's index and works its path out when a report reads it.
///
/// A path is about 400 bytes on a deep Android screen; building and holding
/// one for every element with a finding cost a large screen's audit tens of
/// megabytes and a few percent of its time, while a text report prints the
/// paths of its violations only.
package final class ElementPaths: Sendable {
    private let steps: [String]
    private let parents: [Int]

    package init(_ tree: ElementTree) {
        steps = tree.pathSteps()
        parents = tree.indices.map { tree.parent(of: $0) ?? -1 }
    }

    /// What ``ElementTree/path(of:steps:)`` gives for `index`.
    package func path(of index: Int) -> String {
        ElementTree.joinedPath(of: index, parents: parents) { steps[$0] }
    }
}
