import MCAGCore

/// A web page's native checkbox or radio input drawn at a few pixels: the "visually hidden"
/// pattern, where the page hides the input itself (clipped to a pixel or shrunk) and draws a styled
/// `<label>` that takes its taps. Chrome's tree lists the input at its hidden size, and the label,
/// when it is not a control of its own, as plain text or not at all (Woongjin Market's login: the
/// "자동 로그인" checkbox at 4 × 8 px under a 640 dpi guess). Under a millimetre in both directions
/// nothing a finger aims at is drawn at that size, so the frame is not the target, and what is (the
/// label) is not in the dump: the size is left to review, not reported.
enum TouchTargetHiddenWebInput {
    /// Both sides under this, in millimetres.
    static let hiddenSide = 1.0

    static func isHidden(_ index: Int, width: Double, height: Double, in tree: ElementTree, ruler: TargetRuler) -> Bool {
        guard ruler.unitLabel == "mm", width < hiddenSide, height < hiddenSide else { return false }
        let role = tree[index].role
        guard role == .checkbox || role == .radio || role == .switch else { return false }
        return tree.ancestors(of: index).contains { tree[$0].role == .webView }
    }
}
