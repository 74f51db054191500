extension AndroidDensityInference {
    /// An emulator's density (`emulatorDensities`) that the app's own standard
    /// lengths establish when the dump shows no system bar and no density the
    /// screen's shape allows matches any of them.
    ///
    /// Spotlight on BlueStacks: a 1080 × 1920 px screen with no status or
    /// navigation bar in the dump, a 96 px `toolbar` and an 84 px
    /// `bottomNavigationView`. The phone range (360–540 dpi) makes them 27–43 dp
    /// and 25–37 dp, no app bar or bottom navigation anywhere; at 240 dpi they are
    /// 64 dp (AppCompat's action bar from `sw600dp`, which a screen 720 dp across
    /// is) and 56 dp (Material's bottom navigation). Two kinds that agree
    /// establish the density, as the reviewer's rule does ("find two independent
    /// standard sizes; if they agree on one scale, the density is 160 × scale"),
    /// where the phone's typical 420 dpi failed its 72 px buttons.
    static func agreeingEmulatorDensity(
        evidence: AndroidDensityEvidence, outside hypotheses: [Hypothesis], bestScore: Double
    ) -> (dpi: Double, established: ClosedRange<Double>, reason: String)? {
        guard bestScore == 0, evidence.statusBar == nil, evidence.navigationBar == nil else { return nil }
        for dpi in emulatorDensities where !hypotheses.contains(where: { $0.dpi.contains(dpi) }) {
            guard let established = AndroidDensityAgreement.range(at: dpi, evidence: evidence) else { continue }
            let reason = "no density the screen's shape allows fits its standard lengths, and two kinds of them agree at \(dpi.twoDecimals) dpi, an emulator's density"
            return (dpi, established, reason)
        }
        return nil
    }
}
