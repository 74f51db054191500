@_exported public import MCAGCore

// MCAGPolicy: the stage between the audit and the reports. It owns what a
// team decides about an audit's findings (house rules, suppressions,
// baselines, manual results) and the one function that judges a report
// under them, `AuditPolicy.judge`. `MCAGRules` re-exports it.
