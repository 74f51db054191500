public import MCAGRules

extension ReportRenderer {
    /// Writes the verdict's report in `format` to `output` as UTF-8 bytes, in order:
    /// the bytes of ``render(_:catalog:format:options:)``, without holding
    /// them all at once where the format allows.
    ///
    /// The JSON report, the largest, and the text report are written piece by
    /// piece as they are made (``JSONReport/write(_:catalog:options:to:)``,
    /// ``TextReport/write(_:catalog:options:to:)``); the other formats are
    /// rendered whole and handed over in one piece, without a copy. Whatever
    /// `output` throws stops the writing and is thrown here.
    public static func write<Failure: Error>(
        _ verdict: AuditVerdict, catalog: Catalog, format: ReportFormat, options: ReportOptions = ReportOptions(),
        to output: (UnsafeRawBufferPointer) throws(Failure) -> Void
    ) throws(Failure) {
        switch format {
        case .json:
            try JSONReport.write(verdict, catalog: catalog, options: options, to: output)
        case .text:
            try TextReport.write(verdict, catalog: catalog, options: options) { (piece: String) throws(Failure) in
                try hand(piece, to: output)
            }
        default:
            try hand(render(verdict, catalog: catalog, format: format, options: options), to: output)
        }
    }

    /// Hands `text` to `output` as UTF-8 bytes, without a copy.
    private static func hand<Failure: Error>(
        _ text: String, to output: (UnsafeRawBufferPointer) throws(Failure) -> Void
    ) throws(Failure) {
        var text = text
        var failure: Failure?
        text.withUTF8 { utf8 in
            do throws(Failure) { try output(UnsafeRawBufferPointer(utf8)) } catch { failure = error }
        }
        if let failure { throw failure }
    }
}
