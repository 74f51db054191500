#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
public import Foundation
public import MCAGCore
import MCAGPNG

/// Reads a PNG screenshot, decodes it and fits it to a screen
/// (Documentation/Screenshots.md).
public enum ScreenshotLoader {
    /// The screenshot of a dump by convention: the file beside it with the
    /// same base name and the extension `png` (`login.xml` → `login.png`),
    /// when it exists.
    package static func sibling(of dump: URL) -> URL? {
        let base = dump.deletingPathExtension()
        for ext in ["png", "PNG"] {
            let candidate = base.appendingPathExtension(ext)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Reads the PNG at `url` and returns `screen` with it attached.
    /// `reference` is how the snapshot names the file (kept for writing the
    /// snapshot back); the path is used otherwise.
    public static func attach(_ url: URL, to screen: Screen, reference: String? = nil) throws(ImportError) -> Screen {
        var result = screen
        result.screenshot = try screenshot(png: try contents(of: url), for: screen, source: reference ?? url.path)
        return result
    }

    /// The largest screenshot file read: the decoder inflates at most 200 MB
    /// (`PNGLimits.maxInflatedBytes`), and a PNG stored without compression is
    /// barely larger than that, so a bigger file cannot decode. A phone's is a few MB.
    static let largestFile = 256 << 20

    /// The eight bytes every PNG starts with (PNG specification, 5.2).
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The file's bytes, once its type, size and signature show it can be a
    /// screenshot: a 1 GB file that is no PNG was read whole (23 s, 2 GB of
    /// memory) before the decoder refused it, and a FIFO would hang the import.
    static func contents(of url: URL) throws(ImportError) -> [UInt8] {
        func failure(_ message: String) -> ImportError { ImportError(file: url.path, message: message) }
        func reason() -> String { String(cString: strerror(errno)) }
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw failure("cannot read the screenshot: \(reason())") }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw failure("cannot read the screenshot: \(reason())") }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw failure("the screenshot is not a regular file (a folder, pipe or device); give the PNG captured with the dump")
        }
        let size = Int(info.st_size)
        guard size <= largestFile else {
            throw failure("the screenshot is \(size) bytes, over the \(largestFile) bytes a screenshot may be "
                          + "(a phone's is a few megabytes); give the PNG captured with the dump")
        }
        var bytes = [UInt8](repeating: 0, count: Swift.min(size, signature.count))
        var filled = 0
        func fill(to end: Int) throws(ImportError) {
            while filled < end {
                let got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, end - filled) }
                if got < 0 && errno == EINTR { continue }
                if got < 0 { throw failure("cannot read the screenshot: \(reason())") }
                guard got > 0 else { throw failure("cannot read the screenshot: the file shrank while it was read") }
                filled += got
            }
        }
        // The signature first: a file that is no PNG is refused after eight bytes, not read whole.
        try fill(to: bytes.count)
        guard bytes == signature else {
            throw failure("not a usable PNG screenshot: the file does not start with the PNG signature (89 50 4E 47 0D 0A 1A 0A)")
        }
        bytes += [UInt8](repeating: 0, count: size - bytes.count)
        try fill(to: size)
        return bytes
    }

    /// Decodes PNG bytes and fits them to `screen`, or an error naming
    /// `source` and saying why the image does not fit the dump.
    public static func screenshot(png: [UInt8], for screen: Screen, source: String) throws(ImportError) -> Screenshot {
        let image: PNGImage
        do {
            image = try PNGDecoder.decode(png)
        } catch {
            throw ImportError(file: source, message: "not a usable PNG screenshot: \(error)")
        }
        do {
            let scale = try Screenshot.scale(imageWidth: image.width, imageHeight: image.height,
                                             viewport: screen.viewport, unit: screen.unit, source: source)
            return try Screenshot(width: image.width, height: image.height, rgba: image.rgba, pixelsPerUnit: scale,
                                  encoded: png, source: source)
        } catch {
            throw ImportError(file: source, message: "does not fit \(screen.source ?? "the dump"): \(error.message)")
        }
    }
}
