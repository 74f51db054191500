/// Hand-written argument parsing: `--name value`, `--name=value`, flags,
/// positionals, and `--` to end options.
struct Arguments {
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []
    /// Every value of a repeatable option, in the order given.
    var repeatedValues: [String: [String]] = [:]

    /// Parses `arguments` for a command that accepts the given value options
    /// and flags (names without the leading dashes); a value option in `repeatableOptions` may
    /// be given more than once. `-h` means `--help`.
    init(
        _ arguments: [String], command: String, valueOptions: Set<String>, flagOptions: Set<String>,
        repeatableOptions: Set<String> = []
    ) throws(UsageError) {
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" { optionsEnded = true; continue }
            if argument == "-h" { flags.insert("help"); continue }
            guard argument.hasPrefix("--") else {
                throw UsageError("unknown option '\(argument)'", command: command)
            }
            try readOption(argument, arguments: arguments, index: &index, command: command,
                           valueOptions: valueOptions, flagOptions: flagOptions, repeatableOptions: repeatableOptions)
        }
    }

    /// Reads the option `argument` (`--name`, `--name=value`, or `--name` and the value after it).
    private mutating func readOption(
        _ argument: String, arguments: [String], index: inout Int, command: String,
        valueOptions: Set<String>, flagOptions: Set<String>, repeatableOptions: Set<String>
    ) throws(UsageError) {
        var name = String(argument.dropFirst(2))
        var inlineValue: String?
        if let equals = name.firstIndex(of: "=") {
            inlineValue = String(name[name.index(after: equals)...])
            name = String(name[..<equals])
        }
        if flagOptions.contains(name) || name == "help" {
            if inlineValue != nil { throw UsageError("option '--\(name)' takes no value", command: command) }
            flags.insert(name)
        } else if valueOptions.contains(name) {
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError("option '--\(name)' needs a value", command: command)
            }
            if repeatableOptions.contains(name) {
                repeatedValues[name, default: []].append(value)
                return
            }
            if values[name] != nil { throw UsageError("option '--\(name)' is given twice", command: command) }
            values[name] = value
        } else {
            let known = valueOptions.union(flagOptions).union(["help"])
            let hint = ClosestMatch.suggestion(for: name, among: known.sorted()).map { " (did you mean '--\($0)'?)" }
            throw UsageError("unknown option '--\(name)'" + (hint ?? ""), command: command)
        }
    }

    func flag(_ name: OptionName) -> Bool { flags.contains(name.rawValue) }

    func value(_ name: OptionName) -> String? { values[name.rawValue] }

    /// Every value of a repeatable option, in the order given; empty when it was not given.
    func values(_ name: OptionName) -> [String] { repeatedValues[name.rawValue] ?? [] }

    /// A comma-separated list option, with empty entries dropped.
    func list(_ name: OptionName) -> [String]? {
        values[name.rawValue].map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } }
    }

    /// An option that must be one of `choices`.
    func choice<T: RawRepresentable>(_ name: OptionName, as type: T.Type, command: String) throws(UsageError) -> T?
    where T.RawValue == String, T: CaseIterable {
        guard let raw = values[name.rawValue] else { return nil }
        guard let value = T(rawValue: raw.lowercased()) else {
            let choices = T.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError("'\(name.flagText) \(raw)' is not one of: \(choices)", command: command)
        }
        return value
    }
}

import Foundation
import MCAGRules
