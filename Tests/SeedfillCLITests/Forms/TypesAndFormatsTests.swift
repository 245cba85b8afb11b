import Foundation
import Testing

@testable import SeedfillCore

/// Types and formats on the example project `Examples/Forms` (`site-visit`): text formats, the
/// geopoint type and attachments written as plain file names are filled validly, and
/// `validate` and the library's `Violation` reject fixtures that break them.
// Issue 17, item 11.
@Suite struct TypesAndFormatsTests {
    static let forms = repositoryRoot.appendingPathComponent("Examples/Forms").path

    static let broken = """
        [ { "visit": { "visitId": "44b09fec-d160-4f30-bc0c-83f0773cd09", "inspectorEmail": "ann@example", "reportUrl": "www.example.com",
            "visitDate": "2023-02-29", "startedAt": "2023-02-01 10:00:00Z", "arrivalTime": "24:00:00Z" },
            "device": { "serverHost": "-example.com", "deviceIp": "10.0.0.01", "deviceIpv6": "1::2::3" },
            "site": { "location": "51.5 -0.1 11.0", "entrance": "95.0 0.0 1.0 1.0",
              "signature": { "fileName": "sign.png", "mimeType": "image/png", "size": 10 }, "photos": ["a/b.jpg"] } },
          { "visit": { "visitId": "44B09FEC-D160-4F30-BC0C-83F0773CD098", "inspectorEmail": "ann.lee@example.com", "reportUrl": null,
            "visitDate": "2024-02-29", "startedAt": "2016-12-31T23:59:60Z", "arrivalTime": "09:00:00+01:00" },
            "device": { "serverHost": "example.com.", "deviceIp": "0.0.0.0", "deviceIpv6": "::ffff:192.0.2.1" },
            "site": { "location": "52.5 -0.1 11.0 5.0", "entrance": null, "signature": "sign.gif", "photos": [] } } ]
        """

    @Test func siteVisitFillsAThousandValidFixtures() throws {
        let scratch = try TemporaryProject()
        let generated = seedfill([
            "generate", "site-visit", "--seeds", Self.forms, "--count", "1000", "--format", "json", "--out", scratch.output,
        ])
        #expect(generated.status == 0, "\(generated.err)")
        let file = scratch.output + "/site-visit.json"
        let validated = seedfill(["validate", "siteVisit", file, "--seeds", Self.forms])
        #expect(validated.status == 0, "\(validated.err)")
        #expect(validated.out.contains("1000 questionnaires: all valid against 'siteVisit'"), "\(validated.out)")
        // The shapes as written: a geopoint is one string of four numbers, a file is its name.
        let records = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [[String: Any]])
        for record in records {
            let site = try #require(record["site"] as? [String: Any])
            let location = try #require(site["location"] as? String).split(separator: " ").compactMap { Double($0) }
            #expect(location.count == 4)
            #expect((51.28...51.69).contains(location[0]) && (-0.51...0.33).contains(location[1]))
            #expect((0...250).contains(location[2]) && (1...20).contains(location[3]))
            let signature = try #require(site["signature"] as? String)
            #expect(signature.hasPrefix("signature-") && signature.hasSuffix(".png"))
            let photos = try #require(site["photos"] as? [String])
            #expect((1...3).contains(photos.count) && photos.allSatisfy { $0.hasSuffix(".jpg") })
        }
    }

    @Test func validateRejectsBrokenFormatsGeopointsAndFileNames() throws {
        let scratch = try TemporaryProject()
        let file = scratch.root.appendingPathComponent("broken.json").path
        try Data(Self.broken.utf8).write(to: URL(fileURLWithPath: file))
        let result = seedfill(["validate", "siteVisit", file, "--seeds", Self.forms])
        #expect(result.status == 1)
        #expect(
            result.err == """
                \(file):1:27: error: "44b09fec-d160-4f30-bc0c-83f0773cd09" is not a UUID (rule: format 'uuid')
                  at: [0].visit.visitId
                \(file):1:84: error: Enter an e-mail address such as ann@example.com (rule: format 'email'), value "ann@example"
                  at: [0].visit.inspectorEmail
                \(file):1:112: error: "www.example.com" is not a URI with a scheme (rule: format 'uri')
                  at: [0].visit.reportUrl
                \(file):2:18: error: "2023-02-29" is not a date (YYYY-MM-DD) (rule: format 'date')
                  at: [0].visit.visitDate
                \(file):2:45: error: "2023-02-01 10:00:00Z" is not an RFC 3339 date-time (rule: format 'date-time')
                  at: [0].visit.startedAt
                \(file):2:84: error: "24:00:00Z" is not an RFC 3339 time (rule: format 'time')
                  at: [0].visit.arrivalTime
                \(file):3:31: error: "-example.com" is not a host name (rule: format 'hostname')
                  at: [0].device.serverHost
                \(file):3:59: error: "10.0.0.01" is not an IPv4 address (rule: format 'ipv4')
                  at: [0].device.deviceIp
                \(file):3:86: error: "1::2::3" is not an IPv6 address (rule: format 'ipv6')
                  at: [0].device.deviceIpv6
                \(file):4:27: error: expected a geopoint "lat lon alt accuracy" (four numbers separated by spaces), found "51.5 -0.1 11.0" (rule: type)
                  at: [0].site.location
                \(file):4:57: error: the latitude 95.0 of "95.0 0.0 1.0 1.0" is outside -90 to 90 (rule: bounds)
                  at: [0].site.entrance
                \(file):5:20: error: expected a plain file name such as "photo-1.jpg", found {"fileName":"sign.png","mimeType":"image/png","size":10} (rule: type)
                  at: [0].site.signature
                \(file):5:95: error: expected a plain file name such as "photo-1.jpg", found "a/b.jpg" (rule: type), value ["a/b.jpg"]
                  at: [0].site.photos
                \(file):9:27: error: The site must be in Greater London (rule: bounds), value "52.5 -0.1 11.0 5.0"
                  at: [1].site.location
                \(file):9:80: error: the file name "sign.gif" does not end in the extension of an accepted type (image/png) (rule: accept)
                  at: [1].site.signature
                \(file):9:102: error: 0 files, at least 1 required (rule: minItems 1), value []
                  at: [1].site.photos
                16 errors

                """)
    }

    @Test func theLibrarysViolationNamesTheFormat() throws {
        let project = try SeedfillProject(directory: URL(fileURLWithPath: Self.forms))
        let record = """
            { "visit": { "visitId": "44b09fec-d160-4f30-bc0c-83f0773cd098", "inspectorEmail": "ann.@example.com", "reportUrl": "https://example.com/a?b#c",
              "visitDate": "2024-01-31", "startedAt": "2024-01-31T10:00:00.5+05:30", "arrivalTime": "10:00:00z" },
              "device": { "serverHost": "localhost", "deviceIp": "192.168.1.1", "deviceIpv6": "fe80::1:2" },
              "site": { "location": "51.5 -0.1 11.0 5.0", "signature": "s.png", "photos": ["p.JPG"], "entrance": "0 0 0 100.5" } }
            """
        let violations = try project.validate(model: "siteVisit", json: Data(record.utf8), today: "2026-01-01")
        #expect(violations.map(\.path) == ["visit.inspectorEmail", "site.entrance"])
        #expect(violations.map(\.rule) == ["format 'email'", "bounds"])
        #expect(
            violations.map(\.message) == [
                "Enter an e-mail address such as ann@example.com", "the accuracy 100.5 of \"0 0 0 100.5\" is outside 0 to 100",
            ])
    }

    // Issue 17, item 11: a wildcard in `accept` stands for its family's extensions: file names
    // are drawn with a real one (never "photo-1a2b.*"), and validate holds names to the family.
    @Test func wildcardAcceptNamesFilesWithRealExtensions() throws {
        let project = try TemporaryProject(files: [
            "models/m.json": """
            { "model": "m", "sections": [ { "key": "s", "fields": [
              { "key": "photo", "type": "attachment", "as": "fileName", "accept": ["image/*"] },
              { "key": "clip", "type": "attachment", "as": "fileName", "accept": ["video/*", "audio/*"] }
            ]}]}
            """,
            "m.seed.json": #"{ "model": "m", "count": 300 }"#,
        ])
        let generated = seedfill(["generate", "m", "--seeds", project.seeds, "--out", project.output, "--format", "jsonl"])
        #expect(generated.status == 0, "\(generated.err)")
        let lines = try String(contentsOfFile: project.output + "/m.jsonl", encoding: .utf8).split(separator: "\n")
        for line in lines {
            let record = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: [String: String]])
            let photo = try #require(record["s"]?["photo"])
            let clip = try #require(record["s"]?["clip"])
            #expect(
                ["jpg", "jpeg", "png", "gif", "webp", "heic", "tif", "tiff", "svg"].contains(photo.split(separator: ".").last!), "\(photo)")
            #expect(["mp4", "mov", "mp3", "wav"].contains(clip.split(separator: ".").last!), "\(clip)")
        }
        let fixture = project.root.appendingPathComponent("f.json").path
        try Data(#"[{"s": {"photo": "a.png", "clip": "b.mov"}}, {"s": {"photo": "a.pdf", "clip": "b.mp3"}}]"#.utf8)
            .write(to: URL(fileURLWithPath: fixture))
        let validated = seedfill(["validate", "m", fixture, "--seeds", project.seeds])
        #expect(
            validated.err.replacingOccurrences(of: project.root.path + "/", with: "") == """
                f.json:1:62: error: the file name "a.pdf" does not end in the extension of an accepted type (image/*) (rule: accept)
                  at: [1].s.photo
                1 error

                """, "\(validated.err)")
    }
}
