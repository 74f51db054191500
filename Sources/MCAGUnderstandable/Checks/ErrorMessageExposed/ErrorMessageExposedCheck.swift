package import MCAGCore

/// 3.5.1 test 4, assisted: the error message of a field in error can be read
/// programmatically.
///
/// Reads the platform's own error fields (``PlatformSemantics/errorMessage``,
/// Android `getError`, and ``PlatformSemantics/isContentInvalid``,
/// `isContentInvalid`). A field whose error text is set passes: TalkBack reads
/// that text with the field. A field marked invalid with no error text needs
/// review, because the message may be a separate text the reader reaches by
/// swiping; it is a violation only when nothing else on the screen could carry
/// a message, since then there is nothing to swipe to. A capture with no field
/// in error cannot show how errors are read, so the screen needs review, unless
/// it holds nothing that takes input at all (`InputInCapture`): then the test
/// does not apply to it.
package struct ErrorMessageExposedCheck: ScreenCheck {
    package init() {}

    package var name: String { "error-message-exposed" }
    /// Only errors present in the capture are seen; a person still triggers the others.
    package var automation: Automation { .assisted }

    package func evaluate(_ screen: ScreenContext) -> [Finding] {
        let tree = screen.tree
        let namedStops = Self.namedStopsBefore(in: screen)
        var findings: [Finding] = []
        for index in tree.indices {
            let semantics = tree[index].semantics
            if let message = semantics?.errorMessage, !message.isBlank {
                findings.append(.pass(screen.element(index), Result.errorExposed(message: message)))
            } else if semantics?.isContentInvalid == true {
                findings.append(unexplained(screen.element(index), namedStops: namedStops))
            }
        }
        if findings.isEmpty { findings.append(Self.withoutErrors(screen)) }
        return findings
    }

    /// A capture with no field in error: it cannot show how errors are read
    /// when it holds something that takes input, and has nothing an input
    /// error could arise from when it holds nothing of the kind.
    static func withoutErrors(_ screen: ScreenContext) -> Finding {
        guard let input = InputInCapture.first(on: screen) else {
            return .screen(.notApplicable, screen, Result.takesNoInput)
        }
        return .screen(.needsReview, screen, Result.noFieldInError(input: input), missing: ["errorMessage"])
    }

    /// A field marked invalid without error text of its own.
    private func unexplained(_ context: ElementContext, namedStops: [Int]) -> Finding {
        let end = context.tree.descendants(of: context.index).upperBound
        let own = namedStops[end] - namedStops[context.index]
        guard namedStops[namedStops.count - 1] - own == 0 else {
            return .needsReview(context, Result.invalidWithoutText, missing: ["errorMessage"])
        }
        return .violation(context, Result.invalidAndNothingToRead, fix: Result.fix)
    }

    /// For each position, how many screen-reader stops with a name come
    /// before it in tree order (one more entry than elements), so the count
    /// inside any subtree is one subtraction and the check stays linear.
    static func namedStopsBefore(in screen: ScreenContext) -> [Int] {
        let reader = screen.screenReader
        var counts: [Int] = [0]
        counts.reserveCapacity(screen.tree.indices.count + 1)
        for index in screen.tree.indices {
            let named = reader[index].focus == .stop && reader[index].name.map { !$0.isBlank } == true
            counts.append(counts[counts.count - 1] + (named ? 1 : 0))
        }
        return counts
    }

    package var examples: [CheckExample] {
        [
            .passes("A field that sets its error text",
                    screen: Screen(name: "Sign in", Node(Element(role: .group)) {
                        Node(Element.field(label: "Email", error: "Enter a valid e-mail address", invalid: true))
                        Node(Element(role: .button, label: "Next"))
                    })),
            .fails("A field marked invalid, with no error text and nothing else to read",
                   screen: Screen(name: "PIN", Node(Element(role: .group)) {
                       Node(Element.field(label: nil, error: nil, invalid: true)).flagged()
                   })),
            .needsReview("A field marked invalid with no error text, beside a text that may be the message",
                         screen: Screen(name: "Sign in", Node(Element(role: .group)) {
                             Node(Element.field(label: "Email", error: nil, invalid: true)).flagged()
                             Node(Element(role: .text, label: "That address is not valid", isAccessibilityElement: true))
                         })),
        ]
    }
}

extension Element {
    /// An Android text field with the error fields set, for the examples.
    static func field(label: String?, error: String?, invalid: Bool) -> Element {
        var semantics = PlatformSemantics()
        semantics.errorMessage = error
        semantics.isContentInvalid = invalid
        var element = Element(role: .textField, className: "android.widget.EditText", label: label,
                              isAccessibilityElement: true, isFocusable: true)
        element.semantics = semantics
        return element
    }
}
