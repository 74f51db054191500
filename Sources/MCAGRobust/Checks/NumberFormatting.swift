extension Double {
    /// The value with at most two decimals, for messages.
    var twoDecimals: String {
        let scaled = (self * 100).rounded() / 100
        guard scaled.isFinite, abs(scaled) < 1e15 else { return String(self) }
        return scaled == scaled.rounded() ? String(Int(scaled)) : String(scaled)
    }
}
