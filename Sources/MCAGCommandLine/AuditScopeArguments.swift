import MCAGRules

extension Arguments {
    /// Applies what `audit` and `conformance` both take from the command line
    /// over the configuration file: the threshold profile (`--profile`) and
    /// the app under test (`--app`, `--include-other-apps`).
    func applyAuditScope(to options: inout AuditOptions, command: String) throws(UsageError) {
        options.appUnderTest = value(.app)
        options.includesOtherApps = flag(.includeOtherApps)
        guard let name = value(.profile) else { return }
        guard let profile = ThresholdProfile.builtIn(named: name) else {
            throw UsageError("'--profile \(name)' is not one of: \(ThresholdProfile.builtIn.map(\.name).joined(separator: ", ")) "
                + "(a house profile is defined in the --config file; see Documentation/Profiles.md)", command: command)
        }
        options.profile = profile
    }
}
