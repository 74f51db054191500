#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Limits glibc's allocator to one arena per core for the rest of the run.
///
/// glibc gives a thread that finds the arenas busy an arena of its own, up to
/// eight per core on 64-bit systems (`mallopt(3)`, `M_ARENA_MAX`), and memory
/// freed into one arena serves only the threads that use it. The audit and the
/// reports work on every core through Dispatch's worker threads, so a large
/// audit kept hundreds of megabytes freed but unusable: a million failing
/// elements peaked at 2,024 MiB by default, at 1,806 MiB with two arenas on
/// two cores (Documentation/Performance.md). No effect elsewhere: other C
/// libraries, or `MALLOC_ARENA_MAX` set by the user, which glibc reads itself.
enum MallocArenas {
    /// `M_ARENA_MAX` in glibc's `<malloc.h>`, which the Swift Glibc module does not import.
    private static let arenaMaximumOption: Int32 = -8

    static func limitToCores(environment: [String: String] = ProcessInfo.processInfo.environment) {
        #if canImport(Glibc)
        guard environment["MALLOC_ARENA_MAX"] == nil,
              let symbol = dlsym(nil, "mallopt") else { return }
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        _ = mallopt(arenaMaximumOption, Int32(clamping: max(1, ProcessInfo.processInfo.activeProcessorCount)))
        #endif
    }
}
