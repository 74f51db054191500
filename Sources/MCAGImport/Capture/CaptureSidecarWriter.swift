public import Foundation
import MCAGCore

extension CaptureSidecar {
    /// The sidecar as JSON text, one field a line in a fixed order, leaving
    /// out what is unknown; `decode(_:file:)` reads it back unchanged.
    public func encoded() -> Data {
        var lines = ["\"mcagCapture\": \(Self.formatVersion)", "\"screen\": \(Self.quoted(screen))"]
        if let device { lines.append("\"device\": \(Self.quoted(device))") }
        var app: [String] = []
        if let appIdentifier { app.append("\"identifier\": \(Self.quoted(appIdentifier))") }
        if let supportedOrientations {
            app.append("\"supportedOrientations\": [" + supportedOrientations.map { Self.quoted($0.rawValue) }.joined(separator: ", ") + "]")
        }
        if !app.isEmpty { lines.append("\"app\": {\n    " + app.joined(separator: ",\n    ") + "\n  }") }
        let numbers: [(String, Double?)] = [("dpi", androidDPI), ("ppi", iosPointsPerInch), ("fontScale", fontScale)]
        for case let (key, value?) in numbers { lines.append("\"\(key)\": \(Self.number(value))") }
        if let isLargestTextSize { lines.append("\"largestTextSize\": \(isLargestTextSize)") }
        let words: [(String, String?)] = [
            ("colorMode", colorMode?.rawValue), ("orientation", orientation?.rawValue), ("locale", locale),
            ("layoutDirection", layoutDirection?.rawValue), ("interaction", interaction),
        ]
        for case let (key, value?) in words { lines.append("\"\(key)\": \(Self.quoted(value))") }
        return Data(("{\n  " + lines.joined(separator: ",\n  ") + "\n}\n").utf8)
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Whole numbers without a fraction (`420`), others as Swift prints them (`1.3`).
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
