extension ConformanceStandard {
    /// WCAG 2.2 levels A and AA, as WCAG2ICT (W3C Group Note, 11 December
    /// 2025) applies them to non-web software.
    package static let wcag22 = ConformanceStandard(
        id: "wcag22", title: "WCAG 2.2, levels A and AA (applied to a mobile app through WCAG2ICT, 2025)",
        scope: "The 55 success criteria of WCAG 2.2 at levels A and AA (https://www.w3.org/TR/WCAG22/). Level AAA criteria are not part of the claim.",
        clauses: WCAGSuccessCriteria.wcag22.map { Clause($0.number, $0.title, wcag: $0.number, level: $0.level) })

    /// EN 301 549 V3.2.1 (2021-03), clause 11 (software): 11.1.1.1 to
    /// 11.4.1.3 mirror WCAG 2.1 A and AA; 11.5 to 11.8 are the standard's own.
    ///
    /// Clauses the standard says do not apply to non-web software (WCAG2ICT's
    /// "sets of software programs" criteria, listed as "does not apply" in
    /// ITI's VPAT 2.4 Rev EU) are marked not applicable. Clause 11's
    /// open/closed-functionality splits (11.1.1.1.1 and 11.1.1.1.2 …) are
    /// reported as the open-functionality clause: an app that supports
    /// VoiceOver and TalkBack is open to assistive technology.
    /// V4.1.0, which aligns clause 11 with WCAG 2.2, is not published yet
    /// (Documentation/Conformance.md).
    package static let en301549 = ConformanceStandard(
        id: "en301549", title: "EN 301 549 V3.2.1 (2021-03), clause 11: Software",
        scope: "Clause 11 of EN 301 549 V3.2.1 (https://www.etsi.org/deliver/etsi_en/301500_301599/301549/03.02.01_60/en_301549v030201p.pdf): 11.1 to 11.4 mirror WCAG 2.1 A and AA; 11.5 to 11.8 have no WCAG counterpart and MCAG does not test them. Clauses 5, 6, 7, 12 and 13 (generic, two-way voice, video, documentation, relay) are outside this report.",
        clauses: WCAGSuccessCriteria.wcag21.map { entry in
            Clause("11." + entry.number, entry.title, wcag: entry.number, level: entry.level,
                   notApplicable: notForSoftware.contains(entry.number)
                       ? "EN 301 549 does not apply this WCAG criterion to non-web software (it concerns sets of web pages)" : nil)
        } + softwareOnly)

    /// WCAG criteria clause 11 leaves out for software.
    static let notForSoftware: Set<String> = ["2.4.1", "2.4.2", "2.4.5", "3.2.3", "3.2.4"]

    /// Clauses 11.5 to 11.8 (V3.2.1), which mirror no WCAG criterion.
    static let softwareOnly: [Clause] = [
        Clause("11.5.1", "Closed functionality"),
        Clause("11.5.2.1", "Platform accessibility service support for software that provides a user interface"),
        Clause("11.5.2.2", "Platform accessibility service support for assistive technologies"),
        Clause("11.5.2.3", "Use of accessibility services"), Clause("11.5.2.4", "Assistive technology"),
        Clause("11.5.2.5", "Object information"), Clause("11.5.2.6", "Row, column, and headers"),
        Clause("11.5.2.7", "Values"), Clause("11.5.2.8", "Label relationships"),
        Clause("11.5.2.9", "Parent-child relationships"), Clause("11.5.2.10", "Text"),
        Clause("11.5.2.11", "List of available actions"), Clause("11.5.2.12", "Execution of available actions"),
        Clause("11.5.2.13", "Tracking of focus and selection attributes"),
        Clause("11.5.2.14", "Modification of focus and selection attributes"), Clause("11.5.2.15", "Change notification"),
        Clause("11.5.2.16", "Modifications of states and properties"), Clause("11.5.2.17", "Modifications of values and text"),
        Clause("11.6.1", "User control of accessibility features"), Clause("11.6.2", "No disruption of accessibility features"),
        Clause("11.7", "User preferences"),
        Clause("11.8.1", "Content technology"),
        Clause("11.8.2", "Accessible content creation"),
        Clause("11.8.3", "Preservation of accessibility information in transformations"),
        Clause("11.8.4", "Repair assistance"),
        Clause("11.8.5", "Templates"),
    ]
}
