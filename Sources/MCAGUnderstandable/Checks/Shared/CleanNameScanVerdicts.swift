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
    /// Looked up and kept in two calls rather than around a closure that
    /// works the verdict out: the closure copied the check (its vocabularies'
    /// references retained) for every element.
    struct Verdicts {
        /// A class, so that comparing an entry reads its fields in place: a
        /// struct was copied out of the array, its references retained, per comparison.
        private final class Entry {
            let roles: FewRoles
            let language: String?
            let verdict: ElementVerdict

            init(roles: FewRoles, language: String?, verdict: ElementVerdict) {
                self.roles = roles
                self.language = language
                self.verdict = verdict
            }
        }

        /// By name, the verdicts for each roles and language met with it: a
        /// name is mostly met with one or two (a list's "Toggle 3" on a switch
        /// in one row and on a button in the next), so they are searched in turn.
        private var known: [String: [Entry]] = [:]

        /// The verdict kept for `name` on an element announced with `roles` in `language`, if any.
        func verdict(for name: String, roles: FewRoles, language: String?) -> ElementVerdict? {
            guard let entries = known[name] else { return nil }
            for entry in entries where entry.roles == roles && entry.language == language {
                return entry.verdict
            }
            return nil
        }

        /// Keeps `verdict` for `name` on an element announced with `roles` in `language`.
        mutating func keep(_ verdict: ElementVerdict, for name: String, roles: FewRoles, language: String?) {
            known[name, default: []].append(Entry(roles: roles, language: language, verdict: verdict))
        }
    }
}
