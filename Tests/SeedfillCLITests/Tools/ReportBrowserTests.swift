import Foundation
import Testing

/// The report page in a real browser (issue 21, item 3): headless Chromium renders it with no
/// console message, every field has its chart in the DOM the browser built, and the screenshot
/// is not blank. `.ci/run` installs Chromium and sets `SEEDFILL_REQUIRE_BROWSER=1`, so CI never
/// skips; elsewhere a missing browser skips the test, saying so.
@Suite struct ReportBrowserTests {
    static var browser: String? {
        ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"].lazy.compactMap(ShellCommand.which).first
    }

    /// `nil` when the test must be skipped (and it may be).
    static func browserOrSkip(_ test: String) -> String? {
        guard let browser else {
            #expect(
                ProcessInfo.processInfo.environment["SEEDFILL_REQUIRE_BROWSER"] != "1",
                "Chromium is required here (SEEDFILL_REQUIRE_BROWSER=1) but not installed")
            print("ReportBrowserTests.\(test): skipped, no Chromium (apt-get install chromium)")
            return nil
        }
        return browser
    }

    /// What the browser made of `page`: the DOM it built, its console lines, and a screenshot.
    static func render(_ page: String, browser: String, in directory: URL) throws -> (dom: String, console: [String], png: [UInt8]) {
        let shot = directory.appendingPathComponent("shot-\(UUID().uuidString).png").path
        let common = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run", "--enable-logging=stderr", "--v=0",
            "--user-data-dir=\(directory.appendingPathComponent("profile").path)",
        ]
        let url = URL(fileURLWithPath: page).absoluteString
        let dom = try ShellCommand.run(browser, common + ["--dump-dom", url])
        let picture = try ShellCommand.run(browser, common + ["--window-size=1280,1600", "--screenshot=\(shot)", url])
        #expect(dom.status == 0 && picture.status == 0, "\(dom.err)\n\(picture.err)")
        let console = (dom.err + picture.err).split(separator: "\n").filter { $0.contains(":CONSOLE") }.map(String.init)
        return (dom.out, console, [UInt8]((try? Data(contentsOf: URL(fileURLWithPath: shot))) ?? Data()))
    }

    @Test func theExampleProjectsReportRendersCleanly() throws {
        guard let browser = Self.browserOrSkip("theExampleProjectsReportRendersCleanly") else { return }
        let project = try TemporaryProject(files: ["models/shop.json": ReportCommandTests.model, "shop.seed.json": ReportCommandTests.seed])
        let page = project.root.appendingPathComponent("report.html").path
        let seeds = repositoryRoot.appendingPathComponent("Seeds").path
        // The example project and a small one whose fields are all known here.
        #expect(seedfill(["report", "--seeds", seeds, "--out", page, "--count", "500"]).status == 0)
        let example = try Self.render(page, browser: browser, in: project.root)
        #expect(example.console.isEmpty, "console: \(example.console)")
        let pixels = try PNGPixels(example.png)
        #expect(pixels.width == 1280 && pixels.height == 1600)
        let inked = pixels.inked
        #expect(inked.share > 0.03 && inked.colors > 20, "a blank screenshot? \(inked)")
        // Every field of the small project has its article and chart in the browser's DOM.
        let shop = project.root.appendingPathComponent("shop.html").path
        #expect(seedfill(["report", "--seeds", project.seeds, "--out", shop]).status == 0)
        let rendered = try Self.render(shop, browser: browser, in: project.root)
        #expect(rendered.console.isEmpty, "console: \(rendered.console)")
        let articles = rendered.dom.components(separatedBy: "<article ").dropFirst()
        let fields = articles.compactMap { article -> String? in
            guard let start = article.range(of: "data-field=\"") else { return nil }
            return String(article[start.upperBound...].prefix { $0 != "\"" })
        }
        #expect(
            Set(fields) == [
                "order.id", "order.channel", "order.phoneNote", "order.quantity", "order.placed", "order.gift", "order.extras",
                "order.lines", "order.lines.sku", "order.lines.price",
            ])
        for article in articles {
            #expect(article.components(separatedBy: "<svg class=\"chart\"").count - 1 >= 2, "\(article.prefix(200))")
        }
    }

    /// The checks above can fail: a page that logs an error and draws nothing is caught by both.
    @Test func aBrokenPageIsCaught() throws {
        guard let browser = Self.browserOrSkip("aBrokenPageIsCaught") else { return }
        let project = try TemporaryProject()
        let page = project.root.appendingPathComponent("broken.html")
        try Data("<!DOCTYPE html><html><body><script>console.error('broken')</script></body></html>".utf8).write(to: page)
        let rendered = try Self.render(page.path, browser: browser, in: project.root)
        #expect(rendered.console.contains { $0.contains("broken") }, "\(rendered.console)")
        let inked = try PNGPixels(rendered.png).inked
        #expect(inked.share < 0.001 && inked.colors <= 2, "\(inked)")
    }
}
