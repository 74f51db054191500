extension HouseConfiguration {
    /// Every key a configuration file may hold, at every depth. The reader
    /// checks the file against it before decoding, so that a misspelt
    /// `identifier` in a suppression (which would widen it to every element)
    /// or a key given twice is refused with its path and the nearest key.
    package static let shape: JSONShape = .object([
        "namespace": .anything, "minimumImpact": .anything, "strict": .anything,
        "includedCriteria": .anything, "skippedCriteria": .anything,
        "impactPolicy": .object(["maximumLowering": .anything, "maximumRaising": .anything]),
        "impactOverrides": .array(.object([
            "requirement": .anything, "reason": .anything,
            "impact": .object(["min": .anything, "max": .anything]),
        ])),
        "disabledCriteria": .array(.object(["criterion": .anything, "reason": .anything])),
        "suppressions": .array(Suppression.shape),
        "exceptionClaims": .array(.object([
            "requirement": .anything, "exception": .anything, "reason": .anything, "identifier": .anything,
        ])),
        // A name or a house profile object; the profile's own decoder refuses
        // unknown keys inside the object with their path.
        "profile": .anything,
    ])
}

extension Suppression {
    /// The keys of one suppression in a configuration file.
    package static let shape: JSONShape = .object([
        "requirement": .anything, "identifier": .anything, "fingerprint": .anything, "screen": .anything,
        "exception": .anything, "reason": .anything, "owner": .anything, "ticket": .anything, "expires": .anything,
    ])
}
