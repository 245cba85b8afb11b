import Foundation
import Testing

/// `seedfill import xlsform` on small XLSForms of one concern each
/// (`Import/XLSForm/Forms/`, listed in its README): each imports without `--lenient`, and 300
/// fixtures are checked against the form's own sheets by ``TestXLSForm`` (zero violations,
/// every `relevant` both ways, every choice); the located errors as printed; an `.xlsx` path;
/// a table already in `data/` left alone.
// Issue 19, items 1-4 (XLSForm).
@Suite struct XLSFormImportTests {
    static let folder = repositoryRoot.appendingPathComponent("Tests/SeedfillCLITests/Import/XLSForm").path
    static let forms: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder + "/Forms")) ?? []
        return names.filter { $0.hasSuffix(".survey.csv") }.map { String($0.dropLast(".survey.csv".count)) }.sorted()
    }()

    @Test func theCorpusHoldsOneFormPerConcern() {
        #expect(Self.forms.count == 9, "\(Self.forms)")
    }

    @Test(arguments: forms)
    func aSmallFormImportsAndItsFixturesKeepTheSheetsRules(_ stem: String) throws {
        let project = try TemporaryProject()
        guard XLSFormRealFormTests.importForm(Self.folder + "/Forms/" + stem, into: project) else { return }
        let (generated, records) = try XLSFormRealFormTests.fixtures(stem, project: project, cover: false)
        #expect(generated.status == 0, "\(generated.err)")
        #expect(records.count == 300)
        let form = try TestXLSForm(stem: Self.folder + "/Forms/" + stem)
        var report = TestXLSForm.Report()
        for (index, record) in records.enumerated() { form.check(record, label: "record \(index + 1)", into: &report) }
        let missed = form.targets().subtracting(report.reached).sorted()
        #expect(report.violations.isEmpty, "\(report.violations.prefix(20).joined(separator: "\n"))")
        #expect(missed.isEmpty, "not reached: \(missed)")
    }

    /// Runs the import in `project` and names files relative to the repository's test folder.
    static func run(_ file: String, _ project: TemporaryProject, _ options: [String] = []) -> RunResult {
        let result = seedfill(["import", "xlsform", folder + "/" + file, "--seeds", project.seeds] + options)
        func relative(_ text: String) -> String {
            text.replacingOccurrences(of: folder + "/", with: "").replacingOccurrences(of: project.seeds, with: "Seeds")
        }
        return RunResult(status: result.status, out: relative(result.out), err: relative(result.err))
    }

    // Golden text of the located errors: sheet file, line and column, the sheet's row and
    // column, what is not translated, and the hint.
    @Test func whatCannotBeTranslatedIsALocatedError() throws {
        let project = try TemporaryProject()
        let result = Self.run("Errors/untranslated.survey.csv", project)
        let hint =
            "  hint: seedfill cannot keep fixtures within this rule; pass --lenient to import the rest and be told what the fixtures may break\n"
        let expected =
            [
                "Errors/untranslated.survey.csv:2:10: error: '${missing} = 'x'': no question is named 'missing'\n  at: survey row 2, column D (relevant)\n",
                "Errors/untranslated.survey.csv:3:14: error: 'pulldata('x', 'y', 'z', 'w') > 1': the function pulldata() is not translated\n  at: survey row 3, column E (constraint)\n",
                "Errors/untranslated.survey.csv:4:1: error: the question type 'geotrace' is not translated\n  at: survey row 4, column A (type)\n",
                "Errors/untranslated.survey.csv:5:1: error: the choices sheet has no list 'nolist'\n  at: survey row 5, column A (type)\n",
                "Errors/untranslated.survey.csv:6:10: error: '${a} = 'x': a string is not closed\n  at: survey row 6, column D (relevant)\n",
                "Errors/untranslated.survey.csv:7:27: error: a choice_filter on a select_multiple is not translated\n  at: survey row 7, column F (choice_filter)\n",
            ].map { $0 + hint }.joined() + "6 errors\n"
        #expect(result.status == 1)
        #expect(result.err == expected)
        #expect(!FileManager.default.fileExists(atPath: project.seeds + "/models/untranslated.json"))
        // With --lenient the rest is imported and the report lists the same places.
        let lenient = Self.run("Errors/untranslated.survey.csv", project, ["--lenient"])
        #expect(lenient.status == 0, "\(lenient.err)")
        #expect(
            lenient.out.contains(
                "not translated (fixtures may break these rules):\n  Errors/untranslated.survey.csv:2:10: survey row 2, column D (relevant): '${missing} = 'x'': no question is named 'missing'\n"
            ), "\(lenient.out)")
    }

    // Issue 19, item 6: an .xlsx is read directly, and gives the same model, seed and tables as
    // its sheets saved as CSV (the header's first line names the file read).
    @Test(arguments: ["ucl-biomass-plot-form", "correlaid-migrant-orgs-saxony-survey", "pyxform-xlsform-spec-test"])
    func aWorkbookGivesWhatItsCSVsGive(_ stem: String) throws {
        var imported: [[String: Data]] = []
        for file in ["RealForms/\(stem).xlsx", "RealForms/\(stem).survey.csv"] {
            let project = try TemporaryProject()
            let result = Self.run(file, project, ["--model", "form"])
            #expect(result.status == 0, "\(file): \(result.err)")
            var files = TemporaryProject.snapshot(project.seeds)
            for (path, bytes) in files where path.hasSuffix(".json") {
                // The first line names the file read (the form, or the model's path): the rest must agree.
                let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                files[path] = Data(lines.dropFirst().joined(separator: "\n").utf8)
            }
            imported.append(files)
        }
        #expect(imported[0].keys.sorted() == imported[1].keys.sorted())
        for (path, bytes) in imported[1] {
            #expect(imported[0][path] == bytes, "\(path) differs between the .xlsx and the CSV import of \(stem)")
        }
    }

    // Issue 19, item 6: a workbook without a survey sheet is a located error that lists its sheets.
    @Test func aWorkbookWithoutASurveySheetIsALocatedError() throws {
        let project = try TemporaryProject()
        let book = project.root.appendingPathComponent("book.xlsx").path
        let python = try #require(ShellCommand.which("python3"), "python3 makes the workbook")
        let script = """
            import zipfile, sys
            z = zipfile.ZipFile(sys.argv[1], 'w')
            z.writestr('[Content_Types].xml', '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>')
            z.writestr('_rels/.rels', '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="r1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>')
            z.writestr('xl/workbook.xml', '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="questions" sheetId="1" r:id="rId1"/></sheets></workbook>')
            z.writestr('xl/_rels/workbook.xml.rels', '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>')
            z.writestr('xl/worksheets/sheet1.xml', '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>type</t></is></c></row></sheetData></worksheet>')
            z.close()
            """
        let made = try ShellCommand.run(python, ["-c", script, book])
        try #require(made.status == 0, "\(made.err)")
        let result = seedfill(["import", "xlsform", book, "--seeds", project.seeds])
        #expect(result.status == 1)
        #expect(
            result.err.replacingOccurrences(of: project.root.path + "/", with: "")
                == "book.xlsx:1:1: error: 'book.xlsx' has no sheet 'survey'\n  hint: an XLSForm's questions are in a sheet named survey; its sheets: 'questions'\n1 error\n",
            "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: project.seeds))
    }

    // select_one_from_file: the table is written into data/, and a different one already there
    // is not replaced without --force.
    @Test func aFileTableGoesIntoDataAndIsNotOverwritten() throws {
        let project = try TemporaryProject()
        let first = Self.run("Forms/select-from-file.survey.csv", project)
        #expect(first.status == 0, "\(first.err)")
        #expect(
            first.out.hasPrefix(
                "wrote Seeds/models/selectFromFile.json\nwrote Seeds/selectFromFile.seed.json\nwrote Seeds/data/regions.csv\nwrote Seeds/data/towns.csv\n"
            ), "\(first.out)")
        try project.write("data/towns.csv", "name,label,region\nelm,Elm,north\n")
        let second = Self.run("Forms/select-from-file.survey.csv", project, ["--model", "other"])
        #expect(second.status == 1)
        #expect(second.err.contains("error: 'Seeds/data/towns.csv' exists"), "\(second.err)")
        let forced = Self.run("Forms/select-from-file.survey.csv", project, ["--model", "other", "--force"])
        #expect(forced.status == 0, "\(forced.err)")
        #expect(try String(contentsOfFile: project.seeds + "/data/towns.csv", encoding: .utf8).contains("cedar"))
    }

    /// Calculations that read each other are reported as the cycle `check` finds, without
    /// following them for ever.
    @Test func calculationsInACycleAreAnErrorNotACrash() throws {
        let project = try TemporaryProject()
        let result = Self.run("Errors/cycle.survey.csv", project)
        #expect(result.status == 1)
        #expect(result.err.contains("error: the fields depend on each other in a cycle: a → b → a"), "\(result.err)")
    }

    /// A cell of thousands of nested parentheses and groups nested hundreds deep are located
    /// errors, not a crash.
    @Test func deepNestingIsAnErrorNotACrash() throws {
        let project = try TemporaryProject()
        var text = "type,name,label,relevant\ntext,a,A,\"" + String(repeating: "(", count: 5000) + "1"
        text += String(repeating: ")", count: 5000) + "\"\n"
        for index in 0..<200 { text += "begin group,g\(index),G,\n" }
        text += "text,b,B,\n"
        let file = project.root.appendingPathComponent("deep.survey.csv")
        try Data(text.utf8).write(to: file)
        let result = seedfill(["import", "xlsform", file.path, "--seeds", project.seeds])
        #expect(result.status == 1)
        #expect(result.err.contains("the expression is nested more than 64 deep\n  at: survey row 2, column D (relevant)"))
        #expect(result.err.contains("deep.survey.csv:51:1: error: groups and repeats nested more than 48 deep are not translated"))
    }
}
