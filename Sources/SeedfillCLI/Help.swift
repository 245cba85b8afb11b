import SeedfillCore

/// The text of `--help` for each command.
enum Help {
    static let overview = """
        seedfill \(SeedfillVersion.current) — fills questionnaire models with test data from seed files

        USAGE
          seedfill [generate] [SEED...] [options]   fill every seed file (or the named ones) and write fixtures
          seedfill check [--seeds DIR]              check models, seeds and tables; report every problem
          seedfill init MODEL                       write a starter seed file for a model
          seedfill import jsonschema FILE           translate a form into a model and a starter seed
          seedfill import surveyjs FILE             the same, from a SurveyJS survey's JSON
          seedfill import xlsform FILE              the same, from an XLSForm (.xlsx, or sheets as CSV)
          seedfill graph MODEL [--format dot]       print the model's dependency graph
          seedfill explain MODEL FIELD              why a field is where it is
          seedfill validate MODEL FILE...           check existing questionnaires against a model
          seedfill report [SEED...] [--out FILE]    one HTML page of what a run produces, per field
          seedfill providers [--locale en|ru]       list the 'fake' providers with an example each
          seedfill completions bash|zsh|fish        print a shell completion script
          seedfill help [--man]                     this overview, or the manual page (roff)
          seedfill COMMAND --help                   more about one command
          seedfill --version                        the version, and the git commit it was built from

        A project directory (default ./Seeds) holds models/*.json, *.seed.json and data/*.csv|json.
        Fixtures go to ./Output (change with --out).

        COMMANDS
          generate    fill models and write JSON fixtures (the default)
          check       load and cross-check everything; write nothing
          init        write Seeds/MODEL.seed.json mapping every field to its default generator
          import      translate a JSON Schema, SurveyJS survey or XLSForm into Seeds/models/NAME.json
                      and Seeds/NAME.seed.json
          graph       print a model's dependency graph (text, dot or mermaid)
          explain     show a field's parents, dependants, visibility, rules, generator and order
          validate    check existing questionnaires (JSON files) against a model
          report      fill like generate, write nothing but one HTML page of charts per field
          providers   list the locale providers of the 'fake' generator, with examples
          completions complete commands, options, formats, seeds and models in bash, zsh or fish
          help        this overview; with --man, the manual page made from every command's help

        MAIN OPTIONS (seedfill COMMAND --help lists them all)
          generate    --seeds DIR · --out DIR · --count N · --seed S · --today YYYY-MM-DD
                      --format files|json|jsonl|csv · --jobs N · --stdout · --cover · --drafts P
                      --invalid · --label-field NAME · --report · --force · --quiet
          check       --seeds DIR · --quiet
          init        --seeds DIR · --force · --quiet
          import      --model NAME · --seeds DIR · --types FILE · --variables FILE · --force · --lenient · --quiet
          graph       --format text|dot|mermaid · --seeds DIR · --quiet
          explain     --seeds DIR · --quiet
          validate    --today YYYY-MM-DD · --seed-file SEED · --draft · --seeds DIR · --label-field NAME · --quiet
          report      --out FILE · --seeds DIR · --count N · --seed S · --today YYYY-MM-DD · --drafts P
                      --cover · --invalid · --force · --quiet
          providers   --locale en|ru · --quiet
          completions bash|zsh|fish · --complete WORD... (what the scripts call)

        EXIT STATUS
          0 success · 1 the inputs have errors · 2 usage error · 3 generation failed part-way

        EXAMPLES
          seedfill                                   fill Seeds/ into Output/
          seedfill generate policy --count 1000 --format jsonl
          seedfill check --seeds path/to/project
          seedfill init vehicle && seedfill explain vehicle documentNumber
          seedfill help --man > seedfill.1 && man -l seedfill.1
        """

    static let generate = """
        USAGE: seedfill [generate] [SEED...] [options]

        Fills every seed file of the project (or the named seeds), validates every questionnaire
        against its model, and writes them. Earlier output is replaced only when the whole run
        succeeds, and only what seedfill wrote there before (its manifest.json lists it). The
        output directory is locked during a run; --out may not be the project, its models/ or
        data/, or a system directory.

        OPTIONS
          --seeds DIR          project directory (default ./Seeds)
          --out DIR            output directory (default ./Output)
          --count N            records per seed file, overriding each file's "count"
          --seed S             run seed, 0 … 9223372036854775807 (default 0): same seed, same output
          --today YYYY-MM-DD   anchor for relative dates such as "today - 18y"
                               (default: the seed file's "today", else the current date)
          --format F           files (default): Output/SEED/SEED-0001.json …
                               json: Output/SEED.json (an array) · jsonl: Output/SEED.jsonl
                               csv: Output/SEED.csv (a row per questionnaire)
          --jobs N             threads filling records (default: all cores); output is the same for any N
          --shard K/N          fill only the K-th of N contiguous slices of each seed's records, for
                               spreading a run over machines; the slices' outputs concatenated in
                               order equal the whole run's
          --stdout             write JSON Lines to standard output instead of files (no manifest)
          --cover              instead of --count records, a small set that together shows every
                               option, every condition, rule and seed 'when' branch both ways, every
                               optional field filled and empty and every bound at its edge; prints
                               what it covers (also in manifest.json). With --count N: that set,
                               then random records up to N in all (an error if the set needs more)
          --drafts P           write each record as a draft with probability P (0 … 1), overriding
                               the seed files' "drafts": filled section by section up to where a
                               user stopped, the rest left out; manifest.json lists each draft,
                               its last completed section and where it stops; not with --cover
          --report             also write SEED.report.html beside each seed's output: the page of
                               'seedfill report' for the records written (listed in manifest.json)
          --invalid            instead of valid records, negative fixtures: one per rule of the
                               model (--count N: N of them, spread over the rules), each valid
                               but for that one rule, which validate reports alone; a bound is
                               broken one unit past its edge. Each label (path, rule, message)
                               is in manifest.json; rules that cannot be broken alone are listed
                               with why. Not with --cover, --shard, --stdout or --format csv
          --label-field NAME   with --invalid: each fixture also holds its label as member NAME
                               (validate --label-field NAME skips it)
          --force              replace or remove entries of the output directory that seedfill did
                               not write (by its manifest.json); without it such an entry stops the run
          --quiet              print nothing on success
          --no-progress        no progress line (it is only shown when standard error is a terminal)
          -h, --help           this help

        EXAMPLES
          seedfill generate
          seedfill generate policy --count 100000 --format jsonl --seed 7
          seedfill generate --today 2026-01-01 --out fixtures
          seedfill generate policy --cover --format jsonl
          seedfill generate policy --cover --count 300 --format jsonl
          seedfill generate policy --count 100 --drafts 0.2 --format jsonl
          seedfill generate policy --count 10000 --report
          seedfill generate policy --invalid --label-field _label
          seedfill generate policy --count 10000000 --stdout --jobs 2 > policies.jsonl
          seedfill generate policy --count 1000000 --format jsonl --shard 3/8 --out part-3
        """

    static let check = """
        USAGE: seedfill check [--seeds DIR]

        Loads every model, seed file and table of the project, compiles every expression, mask,
        pattern and generator, and reports every problem at once as FILE:LINE:COLUMN messages.
        Writes nothing. Exit status 1 when there is any error.

        EXAMPLE
          seedfill check --seeds Seeds
        """

    static let providers = """
        USAGE: seedfill providers [--locale en|ru]

        Lists every locale provider of the 'fake' generator with an example value, for both
        locales or the one given. The examples are the same on every run. In a seed file, write
        {"fake": "person.lastName", "gender": "gender"} for a field, and "locale": "ru" at the
        top of the file (default "en"); "gender" names a field whose value is male or female.

        OPTIONS
          --locale L     en or ru (default: both)
          -h, --help     this help

        EXAMPLES
          seedfill providers
          seedfill providers --locale ru
        """

    static let report = """
        USAGE: seedfill report [SEED...] [options]

        Fills the records 'seedfill generate' would write with the same options (every seed file,
        or the named ones), validates them, and writes one self-contained HTML page instead of
        fixtures: per seed, the run (model, seed file, run seed, today, records, time taken and
        the command that writes the same records), the dependency graph, and per field in model
        order how often it was shown, filled, empty or null, with a chart: values or lengths
        against the field's bounds, a bar per option (options never drawn flagged), distinct and
        top values, duplicates of unique fields. Nothing is kept per record, so any count fits in
        memory. The page needs no network: inline CSS and SVG, no script.

        OPTIONS
          --seeds DIR          project directory (default ./Seeds)
          --out FILE           the page (default ./report.html); an existing file is replaced only
                               when it is an earlier report, or with --force
          --count N            records per seed file, overriding each file's "count"
          --seed S             run seed (default 0), as for generate
          --today YYYY-MM-DD   anchor for relative dates, as for generate
          --drafts P           the share of records that are drafts, as for generate (default: each
                               seed file's "drafts"); drafts are counted as written
          --cover              report on generate --cover's records (with --count N: the cover set
                               and random records up to N), with the coverage table
          --invalid            report on generate --invalid's negative fixtures, with the rule each
                               breaks
          --force              replace --out FILE even if seedfill did not write it
          --quiet              print nothing on success
          --no-progress        no progress line
          -h, --help           this help

        EXAMPLES
          seedfill report
          seedfill report policy --count 100000 --out policy.html
          seedfill report vehicle --cover
        """

    static func text(for command: Command) -> String {
        switch command {
        case .report: return report
        case .generate: return generate
        case .check: return check
        case .providers: return providers
        case .help: return overview
        case .`init`: return Help.`init`
        case .`import`: return Help.`import`
        case .graph: return graph
        case .explain: return explain
        case .validate: return validate
        case .completions: return completions
        }
    }
}
