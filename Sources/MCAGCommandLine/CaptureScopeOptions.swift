extension OptionSpec {
    /// The options of a command that reads captures without auditing them
    /// (`transcript`, `diff`): which app's windows count, and the density
    /// for pixel bounds. Declared once so the commands parse them alike;
    /// each says in `app`, `dpi` and `ppi` what they mean for it.
    static func captureScope(app: String, dpi: String, ppi: String) -> [OptionSpec] {
        [
            OptionSpec(.app, "ID", app),
            OptionSpec(flag: .includeOtherApps, "Keep the status bar, keyboard and other apps' windows"),
            OptionSpec(.dpi, "N", dpi),
            OptionSpec(.ppi, "N", ppi),
        ]
    }
}
