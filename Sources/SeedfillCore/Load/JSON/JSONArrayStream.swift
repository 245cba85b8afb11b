/// Splits a JSON array read in chunks into the text of its elements, each with the line and
/// column where it starts, so that a file of a million records is read one record at a time.
///
/// It only finds where elements begin and end: strings, `//` and `/* */` comments and nesting
/// are followed, and everything else is left to ``JSONReader``, which parses each element on its
/// own (a malformed element is its error, placed by the element's start). What lies outside the
/// elements (the brackets, commas, text after the array, a missing `]`) is checked here, with
/// the reader's own messages.
struct JSONArrayStream {
    /// One element: its bytes and where they start in the file.
    struct Element {
        var bytes: ArraySlice<UInt8>
        var line: Int
        var column: Int
    }

    private let file: String
    /// Bytes read and not yet handed out; ``scanned`` of them are scanned.
    private var buffer: [UInt8] = []
    private var scanned = 0
    /// The position of `buffer[scanned]` in the file.
    private var line = 1
    private var column = 1
    /// 0 before the `[` and after the `]`; 1 between elements; deeper inside one.
    private var depth = 0
    /// Whether the `[` was read: the file holds an array.
    private(set) var opened = false
    /// Whether something other than trivia came before any `[`: the file holds no array.
    private(set) var notAnArray = false
    private var closed = false
    /// Whether the file's first bytes were checked for a byte order mark.
    private var startRead = false
    private var arrayStart = (line: 1, column: 1)
    /// The element being read: its offset in ``buffer`` and position in the file.
    private var element: (offset: Int, line: Int, column: Int)?
    private var inString = false
    private var escaped = false
    private var comment = Comment.none
    /// A `/` outside strings and comments, with its position, waiting for the byte after it.
    private var slash: (offset: Int, line: Int, column: Int)?
    /// Problems outside the elements; once there is one, the stream reads no further.
    private(set) var diagnostics: [Diagnostic] = []

    /// Whether the stream has stopped: the file holds no array, or text outside it is wrong.
    var stopped: Bool { notAnArray || !diagnostics.isEmpty }

    private enum Comment { case none, line, block, blockStar }

    /// A stream of the elements of the array in `file`, whose first bytes (a UTF-8 byte order
    /// mark, trivia) up to the `[` may come in any chunk.
    init(file: String) { self.file = file }

    /// Adds `chunk` and calls `body` with each element it completes, in order.
    mutating func feed(_ chunk: ArraySlice<UInt8>, _ body: (Element) -> Void) {
        guard !stopped else { return }
        buffer.append(contentsOf: chunk)
        if !startRead {
            // A UTF-8 byte order mark, which may come split over chunks, is not part of the text.
            let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
            if buffer.count < mark.count, mark.starts(with: buffer) { return }
            if buffer.starts(with: mark) { buffer.removeFirst(mark.count) }
            startRead = true
        }
        while scanned < buffer.count {
            // `scan` hands back a finished element rather than calling `body` itself: the
            // closure, and what it holds, then travels once per element, not once per byte.
            if let element = scan(buffer[scanned]) { body(element) }
            if buffer[scanned] == 0x0A {
                line += 1
                column = 1
            } else if buffer[scanned] & 0xC0 != 0x80 {
                column += 1
            }
            scanned += 1
            if stopped { return }
        }
        compact()
    }

    /// Ends the stream: the element in progress, if any, goes to `body`, and a missing `]` is a
    /// diagnostic. A file without an array (see ``opened``) is left to the caller.
    mutating func finish(_ body: (Element) -> Void) {
        guard !stopped, opened else { return }
        if let slash, element == nil, depth == 1 { element = slash }
        if let element = take(upTo: buffer.count) { body(element) }
        if !closed {
            diagnostics.append(
                .error(
                    "unexpected end of file inside an array", at: here,
                    hint: "an array opened at \(arrayStart.line):\(arrayStart.column) is not closed with ']'"))
        }
    }

    private var here: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    /// Scans `byte`, at ``scanned``; returns the element it ends, if any.
    private mutating func scan(_ byte: UInt8) -> Element? {
        switch comment {
        case .line:
            if byte == 0x0A { comment = .none }
            return nil
        case .block, .blockStar:
            comment = byte == UInt8(ascii: "/") && comment == .blockStar ? .none : byte == UInt8(ascii: "*") ? .blockStar : .block
            return nil
        case .none:
            break
        }
        if inString {
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                inString = false
            }
            return nil
        }
        if let pending = slash {
            slash = nil
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "*") {
                comment = byte == UInt8(ascii: "/") ? .line : .block
                return nil
            }
            if depth == 1, element == nil { element = pending }
        }
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D:
            return nil
        case UInt8(ascii: "/"):
            slash = (scanned, line, column)
            return nil
        case UInt8(ascii: "\""):
            inString = true
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            if depth == 0 {
                guard !closed, byte == UInt8(ascii: "[") else {
                    unexpected(byte)
                    return nil
                }
                opened = true
                arrayStart = (line, column)
                depth = 1
                return nil
            }
            startElement()
            depth += 1
            return nil
        case UInt8(ascii: "]") where depth == 1:
            depth = 0
            closed = true
            return take(upTo: scanned)
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
            if depth > 1 {
                depth -= 1
                return nil
            }
        case UInt8(ascii: ","):
            if depth == 1 {
                // `[,1]` and `[1,,2]`: the comma alone, for the reader to call unexpected.
                if element == nil { element = (scanned, line, column) }
                return take(upTo: element!.offset == scanned ? scanned + 1 : scanned)
            }
        default:
            break
        }
        if depth == 0 {
            unexpected(byte)
            return nil
        }
        startElement()
        return nil
    }

    /// Text outside the array: the reader's message for it (before any `[`, the file is read as
    /// a whole instead).
    private mutating func unexpected(_ byte: UInt8) {
        guard opened else {
            notAnArray = true
            return
        }
        let what = byte >= 0x21 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "character 0x\(String(byte, radix: 16))"
        diagnostics.append(
            .error(
                "unexpected \(what) after the end of the JSON value", at: here,
                hint: "a file holds exactly one JSON value; is a comma or bracket misplaced?"))
    }

    private mutating func startElement() {
        if depth == 1, element == nil { element = (scanned, line, column) }
    }

    /// Ends the element in progress, if any, at offset `end` and returns it.
    private mutating func take(upTo end: Int) -> Element? {
        guard let start = element else { return nil }
        element = nil
        return Element(bytes: buffer[start.offset..<Swift.max(start.offset, end)], line: start.line, column: start.column)
    }

    /// Drops the bytes no element needs any more, once there are enough of them to be worth it.
    private mutating func compact() {
        let keep = Swift.min(element?.offset ?? scanned, slash?.offset ?? scanned)
        guard keep >= 1 << 16, keep * 2 >= buffer.count else { return }
        buffer.removeFirst(keep)
        scanned -= keep
        if let start = element { element = (start.offset - keep, start.line, start.column) }
        if let pending = slash { slash = (pending.offset - keep, pending.line, pending.column) }
    }
}
