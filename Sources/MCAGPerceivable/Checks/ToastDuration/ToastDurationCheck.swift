package import MCAGCore

/// 1.3.2 Perceivable Toasts, test 3: a toast stays on screen at least
/// 5 seconds plus one second for every started block of 120 words.
///
/// Applies to the toast role and to classes whose name contains `Toast` or
/// `Snackbar`; a toast nested in another toast is counted with the outer one.
/// Words come from the toast's label or text, else from the text of its
/// descendants (a snackbar keeps its message in a child). Reads
/// `displayDuration` (seconds): missing is *needs review* naming it. A toast
/// with no readable words can only be held to the 5-second floor: below it is
/// a violation, above it *needs review* naming `label` and `text`, since the
/// unknown text might need more time.
package struct ToastDurationCheck: ScreenCheck {
    package init() {}

    package var name: String { "toast-duration" }

    /// The shortest time a message of `words` words must stay visible.
    package static func requiredSeconds(words: Int) -> Double {
        Double(5 + (words + 119) / 120)
    }

    package func evaluate(_ screen: ScreenContext) -> [Finding] {
        let tree = screen.tree
        var findings: [Finding] = []
        var index = 0
        while index < tree.indices.upperBound {
            let element = tree[index]
            guard element.isToast else {
                index += 1
                continue
            }
            let subtree = tree.descendants(of: index)
            findings.append(evaluate(screen.element(index), subtree: subtree))
            // Skip the subtree: each element is read once, so the check stays linear.
            index = subtree.upperBound
        }
        return findings
    }

    private func evaluate(_ context: ElementContext, subtree: Range<Int>) -> Finding {
        let element = context.element
        var message = element.accessibleName
        if message == nil {
            let texts = subtree.compactMap { context.tree[$0].accessibleName }
            message = texts.isEmpty ? nil : texts.joined(separator: " ")
        }
        guard let duration = element.displayDuration else {
            return .needsReview(context, Result.durationUnknown, missing: ["displayDuration"])
        }
        let words = message?.wordCount ?? 0
        let required = Self.requiredSeconds(words: words)
        let measured = Measured(duration, threshold: required, unit: "s")
        if duration < required {
            return .violation(
                context, Result.tooShort(words: words, duration: duration, required: required),
                measured: measured,
                fix: Result.fix(required: required))
        }
        if message == nil {
            return .needsReview(
                context, Result.textUnknown(duration: duration),
                missing: ["label", "text"])
        }
        return .pass(context, Result.longEnough(words: words, duration: duration, required: required), measured: measured)
    }

    package var examples: [CheckExample] {
        [
            .passes("A short snackbar shown for 7 seconds",
                    Node(Element(role: .toast, text: "Message archived", displayDuration: 7))),
            .passes("A snackbar whose text sits in a child",
                    Node(Element(className: "com.google.android.material.snackbar.Snackbar$SnackbarLayout", displayDuration: 6)) {
                        Node(Element(role: .text, text: "Photo deleted"))
                    }),
            .fails("A toast shown for Android's LENGTH_LONG",
                   Node(Element(className: "android.widget.Toast", text: "Saved", displayDuration: 3.5)).flagged()),
            .fails("A 130-word toast shown for 6 seconds",
                   Node(Element(role: .toast, text: Array(repeating: "word", count: 130).joined(separator: " "), displayDuration: 6)).flagged()),
            .needsReview("A toast with no recorded duration", Node(Element(role: .toast, text: "Copied")).flagged()),
        ]
    }
}
