import MCAGCore

extension CleanNameScan {
    /// The verdict of a clean-name check's word scan for each name on a
    /// screen, kept with the roles and language it was worked out for.
    ///
    /// A screen repeats its names (a list's rows, its toggles), and splitting
    /// a name into words and looking each word up in the vocabulary cost
    /// several times more than finding the name's verdict again. The verdict
    /// depends only on the name, the roles it is announced with and its
    /// language, so a name met again with the same two gets the same verdict.
    struct Verdicts {
        private struct Entry {
            let roles: FewRoles
            let language: String?
            let verdict: ElementVerdict
        }

        /// By name, the verdicts for each roles and language met with it: a
        /// name is mostly met with one or two (a list's "Toggle 3" on a switch
        /// in one row and on a button in the next), so they are searched in turn.
        private var known: [String: [Entry]] = [:]

        /// The verdict for `name` on an element announced with `roles` in
        /// `language`: the one kept for them, else `make()`'s, then kept.
        mutating func verdict(for name: String, roles: FewRoles, language: String?,
                              make: () -> ElementVerdict) -> ElementVerdict {
            if let entries = known[name] {
                // By index: `for entry in entries` copied (and retained) each entry to compare it.
                for index in entries.indices where entries[index].roles == roles && entries[index].language == language {
                    return entries[index].verdict
                }
            }
            let verdict = make()
            known[name, default: []].append(Entry(roles: roles, language: language, verdict: verdict))
            return verdict
        }
    }
}
