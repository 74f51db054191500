/// The screen as its platform's screen reader presents it, computed once per
/// screen and read by every check: for each element, whether TalkBack or
/// VoiceOver stops on it, the name it speaks, the role it conveys, whether it
/// can be seen, and whether its frame is cut at a scrolling container's or the
/// screen's edge.
///
/// Every pass is a loop over the flat ``ElementTree`` (forward for what flows
/// down from ancestors, backward for what flows up from descendants), so a
/// 100,000-deep tree costs no stack and linear time. Names gathered from
/// descendants visit at most `gatherBudget` (256) elements each.
///
/// The rules, per platform, with their sources: Documentation/ScreenReaderModel.md.
/// Android follows the Accessibility Test Framework's
/// `ViewHierarchyElementUtils.shouldFocusView` and `getSpeakableTextForElement`;
/// iOS follows UIKit's accessibility-element rule (an element hides its
/// subviews from VoiceOver; a container's children are reached one by one).
/// With no platform (hand-written JSON snapshots), only the flags decide.
@usableFromInline package final class ScreenReaderModel: Sendable {
    /// The platform whose screen reader the model imitates; nil when unknown.
    package let platform: Platform?
    @usableFromInline let nodes: [ScreenReaderElement]

    /// Most descendants visited when gathering one element's name from its content.
    package static let gatherBudget = 256

    /// The model of one screen. `platform` picks TalkBack's or VoiceOver's rules.
    package init(screen: Screen, platform: Platform?) {
        self.platform = platform
        var builder = ScreenReaderModelBuilder(screen: screen, platform: platform)
        nodes = builder.build()
    }

    /// The element at `index` as the screen reader presents it.
    @inlinable package subscript(index: Int) -> ScreenReaderElement {
        _read { yield nodes[index] }
    }

    package var count: Int { nodes.count }
}
