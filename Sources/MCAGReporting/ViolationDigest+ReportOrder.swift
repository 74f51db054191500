extension ViolationDigest {
    /// One value per violation, in the order the grouped reports list them
    /// (level, then test, pattern and family), made by `item` from the entry
    /// and the groups it sits in.
    ///
    /// The text and HTML reports render each element's lines ahead of the
    /// page (on every core when their options allow), then hand them out
    /// while walking the digest in this same order.
    func elementsInReportOrder<Item>(
        _ item: (Entry, TestGroup, Pattern, Family) -> Item
    ) -> [Item] {
        var items: [Item] = []
        items.reserveCapacity(violationCount)
        for level in levels {
            for test in level.tests {
                for pattern in test.patterns {
                    for family in pattern.families {
                        for entry in family.entries { items.append(item(entry, test, pattern, family)) }
                    }
                }
            }
        }
        return items
    }
}
