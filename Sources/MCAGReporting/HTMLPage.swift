/// The frame every HTML page of the tool shares: one self-contained
/// document with its style and script inline, readable on a phone.
enum HTMLPage {
    /// A whole document; `title` is escaped here, `style`, `body` and
    /// `script` are written as given.
    static func document(title: String, style: String, body: String, script: String? = nil) -> String {
        let scriptTag = script.map { "<script>\($0)</script>\n" } ?? ""
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(title.htmlEscaped)</title>
        <style>\(style)</style>
        </head>
        <body>
        \(body)\(scriptTag)</body>
        </html>

        """
    }
}
