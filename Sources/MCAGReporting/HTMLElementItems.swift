import MCAGRules

extension HTMLReport {
    /// The HTML report's element items (`<li class="element">`), one per
    /// violation, written on every core when the options allow and handed
    /// out in the order the violations section places them.
    struct ElementItems {
        /// What one item needs: the digest's entry, its requirement's result
        /// (for the link to the screenshot), and whether its pattern leaves
        /// the message or the fix to each element.
        struct Entry: Sendable {
            var entry: ViolationDigest.Entry
            var result: RequirementResult
            var showsMessage: Bool
            var showsFix: Bool
        }

        private var texts: [String]
        private var next = 0

        init(_ digest: ViolationDigest, options: ReportOptions, numbers: [String: Int]) {
            texts = OrderedChunks.map(Self.entries(digest), concurrently: options.rendersConcurrently) { item in
                HTMLReport.element(item, options: options, numbers: numbers)
            }
        }

        /// The next item's text.
        mutating func take() -> String {
            defer { next += 1 }
            return texts[next]
        }

        /// Every element of the digest, in report order.
        private static func entries(_ digest: ViolationDigest) -> [Entry] {
            digest.elementsInReportOrder { entry, test, pattern, _ in
                Entry(entry: entry, result: test.result, showsMessage: pattern.message == nil, showsFix: pattern.fix == nil)
            }
        }
    }
}
