extension Array {
    /// The first index whose element satisfies `isAbove`, in an array ordered
    /// so that every such element follows every other: a binary search.
    /// (`lowerBound` of a sorted array is `partitioningIndex { $0 >= value }`.)
    package func partitioningIndex(where isAbove: (Element) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle: Int = low + (high - low) / 2
            if isAbove(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
