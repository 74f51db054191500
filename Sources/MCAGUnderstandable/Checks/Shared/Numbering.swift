/// Numbering keys in the order they are first met.
enum Numbering {
    /// The number stored in `slot`, or `next` stored there when it holds none.
    /// Called on a dictionary's entry (`number(in: &numbers[key], next: count)`),
    /// it numbers a key with one hashed look-up, a new key's too, where reading
    /// it and then storing it hashes it twice.
    static func number(in slot: inout Int?, next: Int) -> Int {
        if let number = slot { return number }
        slot = next
        return next
    }
}
