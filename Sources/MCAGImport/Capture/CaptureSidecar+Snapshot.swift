public import MCAGCore

extension CaptureSidecar {
    /// The import options for the dump this sidecar describes: its density
    /// and screen name. A density given both ways must agree, since a dump has
    /// one density; a differing one is an error, not a silent choice.
    package func importOptions(_ options: ImportOptions, sidecarPath: String) throws(ImportError) -> ImportOptions {
        var merged = options
        let stated: [(String, Double?, Double?)] = [("dpi", androidDPI, options.androidDPI), ("ppi", iosPointsPerInch, options.iosPointsPerInch)]
        for case let (name, mine?, given?) in stated where mine != given {
            throw ImportError(file: sidecarPath, message:
                "\(name) is \(mine.twoDecimals) but \(given.twoDecimals) was given (--\(name)); a capture has one density, so leave one out")
        }
        merged.androidDPI = androidDPI ?? options.androidDPI
        merged.iosPointsPerInch = iosPointsPerInch ?? options.iosPointsPerInch
        merged.screenName = screen
        return merged
    }

    /// The snapshot with this capture's states and app facts applied to its
    /// one screen. Only what the sidecar states changes; the orientation it
    /// states replaces the one the importer read from the dump's shape.
    public func applied(to snapshot: AppSnapshot) -> AppSnapshot {
        var result = snapshot
        for index in result.screens.indices {
            var screen = result.screens[index]
            screen.name = self.screen
            screen.stateLabel = stateLabel
            screen.interaction = interaction ?? screen.interaction
            screen.textScale = fontScale ?? screen.textScale
            screen.isLargestTextSize = isLargestTextSize ?? screen.isLargestTextSize
            screen.colorMode = colorMode ?? screen.colorMode
            screen.orientation = orientation ?? screen.orientation
            screen.layoutDirection = layoutDirection ?? screen.layoutDirection
            result.screens[index] = screen
        }
        result.app.bundleIdentifier = appIdentifier ?? result.app.bundleIdentifier
        result.app.supportedOrientations = supportedOrientations ?? result.app.supportedOrientations
        result.app.locale = locale ?? result.app.locale
        return result
    }
}
