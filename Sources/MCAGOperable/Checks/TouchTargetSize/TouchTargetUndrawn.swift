import MCAGCore

/// Frames a dump holds where nothing of the app is there for a finger, so
/// MCAG 2.1.1 ("user-operable elements have a minimum size") has no target
/// to measure. Computed once per screen, in one forward pass.
///
/// - **Under the on-screen keyboard.** A control whose whole frame lies
///   inside the keyboard's (`XCUIElementTypeKeyboard`, or the input method's
///   window set aside before the audit) is covered while the keyboard is up:
///   a touch there types a key. It is not the app's target in this capture.
/// - **Cells that are not laid out.** UIKit gives the content of a table or
///   collection cell it has not laid out placeholder frames, commonly at the
///   top-left of the screen (the iOS Keyboards settings in shirates-core's
///   `KeyboardScreen.xml`: the "Flick Only" switch at 0,91 in a cell at
///   y = 1121). A frame that lies wholly outside its cell's is drawn nowhere:
///   measured, it was a tiny target where nothing is. iOS only: Android
///   reports bounds cut to what is drawn.
struct TouchTargetUndrawn {
    private let keyboards: [Rect]
    /// Per element, the frame of the nearest cell around it (iOS screens only).
    private var enclosingCell: [Rect?] = []

    init(_ screen: ScreenContext) {
        let tree = screen.tree
        var keyboards = screen.screen.inputMethodFrames
        let isIOS = screen.screen.unit == .points
        if isIOS { enclosingCell = Array(repeating: nil, count: tree.count) }
        for index in tree.indices {
            let element = tree[index]
            if element.role == .keyboard, element.isVisible != false, let frame = element.frame, !frame.isEmpty {
                keyboards.append(frame)
            }
            guard isIOS, let parent = tree.parent(of: index) else { continue }
            enclosingCell[index] = tree[parent].role == .cell && tree[parent].frame?.isEmpty == false
                ? tree[parent].frame : enclosingCell[parent]
        }
        self.keyboards = keyboards
    }

    /// Whether the element at `index` has no drawn frame for a finger to meet.
    func isUndrawn(_ index: Int, frame: Rect) -> Bool {
        if keyboards.contains(where: { $0.contains(frame) }) { return true }
        guard !enclosingCell.isEmpty, let cell = enclosingCell[index] else { return false }
        return !cell.intersects(frame)
    }

    var isEmpty: Bool { keyboards.isEmpty && enclosingCell.isEmpty }
}
