import Foundation
import PackagePlugin

/// `swift package mcag-audit ARGUMENTS…`: builds the `mcag` tool and runs
/// `mcag audit ARGUMENTS…` in the package's directory, so that a team audits
/// its dumps without installing anything (`swift package mcag-audit Screens/`).
///
/// Every argument goes to `mcag audit` unchanged (`--format sarif`,
/// `--output`, `--dpi`…). The plugin fails when the audit does, so a CI
/// step fails with it. On macOS SwiftPM runs plugins in a sandbox that
/// cannot write into the package: write reports to standard output, or
/// pass `--disable-sandbox` to `swift package` to use `--output`.
@main
struct MCAGAuditPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "mcag")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["audit"] + arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw AuditFailed(status: process.terminationStatus)
        }
    }
}

/// The audit failed (status 1: violations; 2: the audit could not run).
struct AuditFailed: Error, CustomStringConvertible {
    var status: Int32
    var description: String {
        "mcag audit exited with status \(status)" + (status == 1 ? ": the audit found violations" : "")
    }
}
