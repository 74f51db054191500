public import Foundation
public import MCAGCore
import MCAGPNG

/// Reads a PNG screenshot, decodes it and fits it to a screen
/// (Documentation/Screenshots.md).
public enum ScreenshotLoader {
    /// The screenshot of a dump by convention: the file beside it with the
    /// same base name and the extension `png` (`login.xml` → `login.png`),
    /// when it exists.
    public static func sibling(of dump: URL) -> URL? {
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
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ImportError(file: url.path, message: "cannot read the screenshot: \(error.localizedDescription)")
        }
        var result = screen
        result.screenshot = try screenshot(png: [UInt8](data), for: screen, source: reference ?? url.path)
        return result
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
