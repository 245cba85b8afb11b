import SeedfillCore

/// `--help` of the commands that help write models and seeds.
extension Help {
    static let `init` = """
        USAGE: seedfill init MODEL [--seeds DIR] [--force]

        Writes DIR/MODEL.seed.json (default Seeds/MODEL.seed.json): every field of the model,
        inside sections, groups and list items too, mapped to the generator seedfill uses for it
        by default, with a comment beside each entry saying what it draws. The file passes
        'seedfill check' and fills the model as it is; edit the entries you care about.
        Fields no generator can describe (computed fields, attachments, plain text) are listed
        as comments. An existing file is left alone unless you pass --force.

        OPTIONS
          --seeds DIR   project directory (default ./Seeds)
          --force       overwrite an existing seed file
          --quiet       print nothing on success
          -h, --help    this help

        EXAMPLES
          seedfill init vehicle
          seedfill init policy --seeds path/to/project --force
        """

    static let `import` = """
        USAGE: seedfill import jsonschema FILE [--model NAME] [--seeds DIR] [--force] [--lenient]
               seedfill import surveyjs FILE [--types FILE] [--variables FILE] [--model NAME] [--seeds DIR]
                                        [--force] [--lenient]
               seedfill import xlsform FILE [--model NAME] [--seeds DIR] [--force] [--lenient]

        Translates a form written for another tool into a model, DIR/models/NAME.json, and a
        starter seed file, DIR/NAME.seed.json (as 'seedfill init' writes one), so that
        'seedfill generate NAME' writes fixtures that are instances of the original form.
        jsonschema reads a JSON Schema (drafts 4, 6, 7, 2019-09 and 2020-12, as its $schema
        says; draft 7 when it says none), or a react-jsonschema-form playground file
        ({"schema", "uiSchema", "formData"}) by its schema. It prints what it wrote, what it
        translated and every remark, each located in FILE with its JSON pointer.
        surveyjs reads a SurveyJS survey's JSON; its fixtures are what survey.data holds when
        a respondent completes it. Custom question types need their value's shape from a
        types file (--types).
        xlsform reads an XLSForm: its .xlsx workbook, or its sheets saved as CSV (NAME.survey.csv,
        with NAME.choices.csv and NAME.settings.csv beside it), which give the same model; its fixtures are the instances ODK
        Collect submits, as JSON. A select_one_from_file table is read from beside the form or
        from DIR/data/ and written into DIR/data/. Its notes are located at sheet, row and column.
        A rule it cannot keep fixtures within (oneOf, if/then/else, dependencies, multipleOf …)
        fails the import, located, and nothing is written; with --lenient the rest is imported
        and the report lists the rules the fixtures may break. Both files are checked before
        they are written, and existing ones are left alone unless you pass --force.

        OPTIONS
          --model NAME  the model's name (default: the file's name, as an identifier)
          --seeds DIR   project directory (default ./Seeds)
          --force       replace an existing model or seed file of that name
          --lenient     import what can be translated; report what fixtures may break
          --types FILE  SurveyJS: the custom question types' shapes ({"types": {NAME: field}})
          --variables FILE
                        SurveyJS: the host app's values of the variables the survey reads and
                        does not define ({"user_role": "manager", …}), for the seed's context
          --quiet       print nothing on success
          -h, --help    this help

        EXAMPLES
          seedfill import jsonschema person.schema.json
          seedfill import jsonschema va-10-10ez.schema.json --model healthCare --lenient
          seedfill import surveyjs protection.json --types bcgov-family-law.types.json
          seedfill import surveyjs clinic-note.json --variables patient.json
          seedfill import xlsform household.xlsx
        """

    static let graph = """
        USAGE: seedfill graph MODEL [--format text|dot|mermaid] [--seeds DIR]

        Prints the model's dependency graph: which fields each field reads, and why. Every edge
        is labelled with its kind: value (compute, a list's count), visibility (visibleWhen,
        enabledWhen), validation (requiredWhen, validWhen, bounds, rules), options (an option's
        visibleWhen, a table's match) or reference (named in 'parents' only).

        OPTIONS
          --format F    text (default): the model as an outline, each field's reads under it
                        dot: Graphviz (render with 'dot -Tsvg') · mermaid: a Mermaid flowchart
          --seeds DIR   project directory (default ./Seeds)
          -h, --help    this help

        EXAMPLES
          seedfill graph vehicle
          seedfill graph vehicle --format dot | dot -Tsvg > vehicle.svg
          seedfill graph policy --format mermaid
        """

    static let explain = """
        USAGE: seedfill explain MODEL FIELD [--seeds DIR]

        Explains one field: where it is declared, the fields it reads and the fields that read
        it (with why), when it is shown and required, its rules, the generator that fills it
        (the default, and each seed file's entry) and its place in the fill order. FIELD is a
        key, or a dotted path when the key is not unique (section.field, list.field).

        OPTIONS
          --seeds DIR   project directory (default ./Seeds)
          -h, --help    this help

        EXAMPLES
          seedfill explain vehicle documentNumber
          seedfill explain policy drivers.birthDate
        """

    static let validate = """
        USAGE: seedfill validate MODEL FILE... [--today YYYY-MM-DD] [--seed-file SEED] [--draft] [--seeds DIR]
                                [--label-field NAME]

        Checks existing questionnaires — fixtures you edited by hand, real data — against the
        model, with the same checks every generated fixture passes, and reports every violation
        as FILE:LINE:COLUMN with its JSON path, the rule and the value. A file holds one
        questionnaire, an array of them, or (*.jsonl) one per line. Exit status 1 when there is
        any violation.

        OPTIONS
          --today YYYY-MM-DD   the date relative bounds such as "today - 18y" are read against
                               (default: the "today" of the model's seed files when they give
                               one, as generate used it; else the current date)
          --seed-file SEED     read the model's host values (names its conditions read that are
                               not fields) from seed file SEED's "context", and its "today"
                               (default: the context the model's seed files agree on)
          --draft              read each questionnaire as a draft (generate --drafts): absent
                               fields are not filled yet; accept one that is consistent so far
                               (every field up to the last one filled, and all they depend on,
                               valid and present when required; nothing after)
          --seeds DIR          project directory (default ./Seeds)
          --label-field NAME   the member NAME of each questionnaire is a negative fixture's
                               label (generate --invalid --label-field NAME), not a field: skip it
          --quiet              print nothing when everything is valid
          -h, --help           this help

        EXAMPLES
          seedfill validate policy Output/policy/*.json
          seedfill validate vehicle Output/vehicle.jsonl --today 2026-01-01
          seedfill validate policy Output/policy.jsonl --draft
          seedfill validate form Output/form.jsonl --seed-file form-agent
        """
}
