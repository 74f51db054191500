import MCAGCore

extension ImportOptions {
    /// Refuses stated densities outside `DensityAssumption.perInchRange`:
    /// `--dpi 1e19` or `0` would give sizes of zero or infinite millimetres.
    func validate() throws(ImportError) {
        let range = DensityAssumption.perInchRange
        let stated: [(String, Double?)] = [("androidDPI (--dpi)", androidDPI), ("iosPointsPerInch (--ppi)", iosPointsPerInch)]
        for case let (name, value?) in stated where !(value.isFinite && range.contains(value)) {
            throw ImportError(file: "import options", message:
                "\(name) \(value.twoDecimals) is outside \(range.lowerBound.twoDecimals) to \(range.upperBound.twoDecimals) per inch")
        }
    }
}
