/// What the engine writes on every finding of one check: the check's name,
/// the threshold profile's name when the check reads thresholds, and a
/// violation's impact within its requirement's range.
///
/// Written as each finding is made, while the finding is still in the cache:
/// stamped when the report was assembled, after every screen, a large audit
/// read each of its hundreds of thousands of findings from memory a second
/// time.
struct FindingStamp: Sendable {
    let check: String
    let profile: String?
    let impactRange: ImpactRange

    init(_ check: any Check, of requirement: Requirement, profile: ThresholdProfile) {
        // Asked once per audit: some checks build their name, and every finding carries it.
        self.check = check.name
        self.profile = check.readsThresholds ? profile.name : nil
        impactRange = requirement.impact
    }

    /// Stamps `findings` from `start` on: the ones a check has just added
    /// (on one screen, for an element or screen check), sharing the
    /// sentences they repeat.
    func apply(to findings: inout [Finding], from start: Int = 0) {
        var sentences = RepeatedSentences()
        for index in start..<findings.endIndex {
            findings[index].stamp(check: check, profile: profile, impactRange: impactRange, sharing: &sentences)
        }
    }
}

/// The last few distinct messages and fixes of one check's findings, so that
/// a sentence the check wrote afresh for each element ("button has no
/// accessible name: …", some 200 bytes) is held once for every finding that
/// says it. A list's rows repeat the same few sentences, and a million failing
/// elements held a million copies of each (about 220 MB of the audit's peak).
///
/// Sharing changes no finding: a sentence is replaced only by an equal one.
struct RepeatedSentences {
    /// A check that alternates between more sentences than this keeps some
    /// copies; comparing with a few costs less than hashing each sentence.
    private static let capacity = 4
    private var recent: [String] = []
    private var oldest = 0

    /// Replaces `sentence` with an equal one seen before, or remembers it.
    mutating func share(_ sentence: inout String) {
        // Strings of up to 15 bytes are stored inline, with nothing to share.
        guard sentence.utf8.count > 15 else { return }
        for candidate in recent where candidate == sentence {
            sentence = candidate
            return
        }
        if recent.count < Self.capacity {
            recent.append(sentence)
        } else {
            recent[oldest] = sentence
            oldest = (oldest + 1) % Self.capacity
        }
    }
}
