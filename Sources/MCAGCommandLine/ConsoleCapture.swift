package import Foundation

/// What a command run in process says on standard output and standard error,
/// kept here instead of written to the process's own descriptors.
///
/// ``Console`` writes to a capture when one is bound to ``Console/capture``
/// (``MCAGCommandLine/run(_:houseRules:capturing:)`` binds it); the tests of
/// `MCAGCommandLineTests` run commands in process this way, and compare what
/// they said, byte for byte, with what the `mcag` executable says.
///
/// `@unchecked Sendable` is correct: `output` and `errors` are read and
/// written only under `lock` (a command's imports and audits run on several
/// threads, and a progress line may be written from any of them).
package final class ConsoleCapture: @unchecked Sendable {
    private let lock = NSLock()
    private var output = Data()
    private var errors = Data()

    package init() {}

    /// Everything written to standard output so far, as UTF-8.
    package var standardOutput: String { lock.withLock { String(decoding: output, as: UTF8.self) } }
    /// Everything written to standard error so far, as UTF-8.
    package var standardError: String { lock.withLock { String(decoding: errors, as: UTF8.self) } }
    /// The bytes written to standard output so far.
    package var standardOutputBytes: Data { lock.withLock { output } }

    func appendOutput(_ bytes: UnsafeRawBufferPointer) { lock.withLock { output.append(contentsOf: bytes) } }
    func appendError(_ bytes: UnsafeRawBufferPointer) { lock.withLock { errors.append(contentsOf: bytes) } }
}
