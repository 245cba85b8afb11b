import Testing

@testable import SeedfillCore

// Issue 19, item 6: the little XML the .xlsx reader needs.
@Suite struct XMLScannerTests {
    /// Every event of `text`, as short strings: `<name a=v>`, `</name>`, `"text"`.
    static func events(_ text: String) throws(XMLError) -> [String] {
        var scanner = XMLScanner(Array(text.utf8))
        var out: [String] = []
        while let event = try scanner.next() {
            switch event {
            case .start(let element):
                out.append("<" + ([element.name] + element.attributes.map { "\($0.name)=\($0.value)" }).joined(separator: " ") + ">")
            case .end(let name): out.append("</\(name)>")
            case .text(let text): out.append("\"\(text)\"")
            }
        }
        return out
    }

    /// The error `text` gives, with its line and column.
    static func error(_ text: String) -> String? {
        var scanner = XMLScanner(Array(text.utf8))
        do {
            while try scanner.next() != nil {}
            return nil
        } catch {
            let (line, column) = scanner.lineAndColumn(of: error.offset)
            return "\(line):\(column): \(error.message)"
        }
    }

    @Test func readsTagsAttributesAndText() throws {
        let xml = #"<?xml version="1.0"?><!-- c --><x:sst a='1' r:id="rId2"><si><t xml:space="preserve"> a b </t></si><e/></x:sst>"#
        #expect(
            try Self.events(xml) == [
                "<sst a=1 r:id=rId2>", "<si>", "<t xml:space=preserve>", "\" a b \"", "</t>", "</si>", "<e>", "</e>", "</sst>",
            ])
    }

    @Test func decodesEntitiesReferencesCDATAAndLineEnds() throws {
        let xml = "<t a=\"x&#9;&quot;y\n\">&lt;&gt;&amp;&apos;&quot;&#10;&#x1F600;&#233;<![CDATA[<&amp;>]]>a\r\nb\rc</t>"
        #expect(try Self.events(xml) == ["<t a=x\t\"y >", "\"<>&'\"\n😀é\"", "\"<&amp;>\"", "\"a\nb\nc\"", "</t>"])
    }

    @Test func findsTheAttributeByLocalName() throws {
        var scanner = XMLScanner(Array(#"<sheet name="survey" sheetId="1" r:id="rId5"/>"#.utf8))
        guard case .start(let element) = try scanner.next() else {
            Issue.record("no start tag")
            return
        }
        #expect(element.attribute("name") == "survey")
        #expect(element.attribute("id") == "rId5")
        #expect(element.attribute("missing") == nil)
    }

    @Test func skipsAnElementWithWhatIsInside() throws {
        var scanner = XMLScanner(Array("<a><b><c>x</c><d/></b><e/></a>".utf8))
        _ = try scanner.next()
        _ = try scanner.next()
        try scanner.skipElement()
        #expect(try scanner.next() == .start(XMLScanner.Element(name: "e", attributes: [])))
    }

    @Test(arguments: [
        ("<a><b></a>", "1:7: the end tag </a> does not match <b>"),
        ("<a>", "1:4: the document ends inside <a>"),
        ("</a>", "1:1: the end tag </a> closes no element"),
        ("<a x=1/>", "1:6: the value of attribute 'x' is not quoted"),
        ("<a x/>", "1:4: the attribute 'x' has no value"),
        ("<a x='1/>", "1:6: the value of attribute 'x' is never closed"),
        ("<a\n>&bogus;</a>", "2:2: the entity '&bogus;' is unknown or not a character"),
        ("<a>&#0;</a>", "1:4: the entity '&#0;' is unknown or not a character"),
        ("<a>&#xD800;</a>", "1:4: the entity '&#xD800;' is unknown or not a character"),
        ("<a>AT&T</a>", "1:6: a '&' starts no entity (write '&amp;')"),
        ("<!DOCTYPE a [<!ENTITY x 'y'>]><a/>", "1:1: document type declarations are not supported"),
        ("<a><!-- x </a>", "1:4: the comment is never closed"),
        ("<a", "1:1: the tag <a> is never closed"),
        ("<>", "1:2: a name is missing or not valid UTF-8"),
    ])
    func malformedXMLIsALocatedError(_ xml: String, _ expected: String) {
        #expect(Self.error(xml) == expected)
    }

    @Test func invalidUTF8IsAnError() {
        var scanner = XMLScanner([0x3C, 0x61, 0x3E, 0xFF, 0x3C, 0x2F, 0x61, 0x3E])
        #expect(throws: XMLError(message: "the text is not valid UTF-8", offset: 3)) { while try scanner.next() != nil {} }
    }
}
