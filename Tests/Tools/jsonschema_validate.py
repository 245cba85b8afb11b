#!/usr/bin/env python3
"""Validates JSON Lines fixtures against a JSON Schema with Python's `jsonschema` (issue 18).

An independent check of `seedfill import jsonschema`: the schema is the ORIGINAL file, read
here and nowhere by seedfill's own code.

    jsonschema_validate.py SCHEMA FIXTURES.jsonl

SCHEMA is a JSON Schema file, or a react-jsonschema-form playground file
(`{"schema", "uiSchema", "formData"}`), whose `schema` is used. Each non-empty line of
FIXTURES.jsonl is validated by the validator class of the schema's `$schema` (draft 7 when it
has none), with that draft's format checker. Prints one JSON object on stdout:

    {"records": N,                       # non-empty lines read
     "invalid": [{"line": i, "errors": [{"at", "schema", "message"}, ...]}, ...],
     "present": {"/pointer": n, ...},    # records in which the property path appears at least once
     "occurrences": {"/pointer": n, ...},# values at that path over all records ("" = the records)
     "strings": {"/pointer": {"text": n, ...}, ...},  # strings of at most 64 characters there
     "branches": {"#/.../if": {"true": n, "false": m}, "#/.../oneOf": {"0": n, ...}, ...},
                                         # how each if went, which oneOf/anyOf branches matched
     "validator": "Draft7Validator", "jsonschema": "4.26.0",
     "formats": {"checked": [...], "unchecked": [...], "uncheckable": [...]}}

`formats` sorts the formats the schema uses: checked by this draft's checker, not checked
(`unchecked`), and not checked by any draft's checker here (`uncheckable`: a package is
missing, or the format is not a standard one).

Paths are JSON pointers (`~` as `~0`, `/` as `~1`); array items are normalised to `/*`. A
property `p` of an object at path `q` is absent from some objects iff
occurrences[q + "/p"] < occurrences[q].

Exit status: 0 when the script ran (whatever the validity), 2 when it could not (jsonschema not
installed, a file unreadable or not JSON, a schema that is not a valid schema).
"""

import json
import sys

MAX_ERRORS_PER_RECORD = 20


def fail(message):
    """Prints `message` on stderr and exits with status 2 (the script could not run)."""
    print("jsonschema_validate.py: " + message, file=sys.stderr)
    sys.exit(2)


try:
    import jsonschema
    from jsonschema.validators import validator_for
except ImportError:
    fail(
        "the Python package 'jsonschema' is not installed "
        "(pip install 'jsonschema[format-nongpl]', or apt-get install python3-jsonschema)"
    )


def jsonschema_version():
    """The installed jsonschema's version, without its deprecated `__version__`."""
    try:
        from importlib.metadata import version

        return version("jsonschema")
    except Exception:
        return "unknown"


def escape(name):
    """A property name as one JSON pointer token."""
    return name.replace("~", "~0").replace("/", "~1")


def pointer(path):
    """A jsonschema error path (a deque of names and indexes) as a JSON pointer."""
    return "".join("/" + escape(str(part)) for part in path)


def load_schema(path):
    """The schema in `path`: the file itself, or a playground file's `schema`."""
    try:
        with open(path, encoding="utf-8") as handle:
            document = json.load(handle)
    except (OSError, ValueError) as error:
        fail("cannot read the schema %s: %s" % (path, error))
    if isinstance(document, dict) and isinstance(document.get("schema"), dict):
        # `schema` is not a JSON Schema keyword: a top-level one marks an rjsf playground file.
        return document["schema"]
    if not isinstance(document, (dict, bool)):
        fail("%s is not a JSON Schema (an object or a boolean)" % path)
    return document


def formats_used(node, found):
    """Collects every `format` string in the schema (a property named `format` is an object, not a string)."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "format" and isinstance(value, str):
                found.add(value)
            else:
                formats_used(value, found)
    elif isinstance(node, list):
        for value in node:
            formats_used(value, found)
    return found


def known_formats():
    """Formats some draft's checker checks here: a standard format missing from all of them
    needs a package (rfc3339-validator, rfc3986-validator, fqdn...); one in another draft only
    is simply not defined by the schema's draft (draft 4 has no `date`, draft 7 no `uuid`)."""
    known = set()
    for name in dir(jsonschema):
        candidate = getattr(jsonschema, name)
        checker = getattr(candidate, "FORMAT_CHECKER", None)
        if name.endswith("Validator") and checker is not None:
            known.update(checker.checkers)
    return known


def count_paths(value, path, seen, occurrences, strings):
    """Counts every value under `value` at `path` into `occurrences` and its path into `seen`,
    and each string of at most 64 characters into `strings[path]`."""
    occurrences[path] = occurrences.get(path, 0) + 1
    seen.add(path)
    if isinstance(value, dict):
        for key, member in value.items():
            count_paths(member, path + "/" + escape(key), seen, occurrences, strings)
    elif isinstance(value, list):
        for item in value:
            count_paths(item, path + "/*", seen, occurrences, strings)
    elif isinstance(value, str) and len(value) <= 64:
        at = strings.setdefault(path, {})
        at[value] = at.get(value, 0) + 1


def schema_pointers(node, path, found):
    """Maps the id of every schema object under `node` to its JSON pointer ("#/..."), so that a
    keyword's function, given the schema object it belongs to, can say where it is."""
    if isinstance(node, dict):
        found.setdefault(id(node), "#" + path)
        for key, member in node.items():
            schema_pointers(member, path + "/" + escape(key), found)
    elif isinstance(node, list):
        for index, member in enumerate(node):
            schema_pointers(member, path + "/" + str(index), found)
    return found


def tracking_branches(validator_class, schema):
    """A validator class that also counts, for each `if`, how often it held and failed, and for
    each `oneOf`/`anyOf`, how often each branch matched, where validation really went: trial
    evaluations (of an `if`, of the branches of a `oneOf`) count nothing themselves, and the
    branches that do not match are not descended into for counting. Returns the class and the
    counts, {"#/pointer/if": {"true": n, "false": m}, "#/pointer/oneOf": {"0": n, ...}}."""
    pointers = schema_pointers(schema, "", {})
    branches = {}
    trials = [0]
    original = validator_class.VALIDATORS

    def count(schema_object, keyword, outcome):
        if trials[0] == 0 and id(schema_object) in pointers:
            at = branches.setdefault(pointers[id(schema_object)] + "/" + keyword, {})
            at[outcome] = at.get(outcome, 0) + 1

    def trial(validator, subschema, instance):
        trials[0] += 1
        try:
            return validator.evolve(schema=subschema).is_valid(instance)
        finally:
            trials[0] -= 1

    def if_(validator, if_schema, instance, schema):
        holds = trial(validator, if_schema, instance)
        count(schema, "if", "true" if holds else "false")
        yield from original["if"](validator, if_schema, instance, schema)

    def branches_of(keyword):
        def check(validator, subschemas, instance, schema):
            matched = [index for index, sub in enumerate(subschemas) if trial(validator, sub, instance)]
            for index in matched:
                count(schema, keyword, str(index))
            # Errors come from the keyword's own function, as a trial: only the branches that
            # match are descended into where counting goes on.
            trials[0] += 1
            try:
                errors = list(original[keyword](validator, subschemas, instance, schema))
            finally:
                trials[0] -= 1
            if not errors:
                for index in matched:
                    list(validator.descend(instance, subschemas[index], schema_path=index))
            yield from errors

        return check

    replaced = {"oneOf": branches_of("oneOf"), "anyOf": branches_of("anyOf")}
    if "if" in original:
        replaced["if"] = if_
    return jsonschema.validators.extend(validator_class, replaced), branches


def describe(error):
    """One validation error as {at, schema, message}."""
    return {
        "at": pointer(error.absolute_path),
        "schema": "#" + pointer(error.absolute_schema_path),
        "message": error.message,
    }


def main(arguments):
    if len(arguments) != 2:
        fail("usage: jsonschema_validate.py SCHEMA FIXTURES.jsonl")
    schema_path, fixtures_path = arguments
    schema = load_schema(schema_path)
    validator_class = validator_for(schema, default=jsonschema.Draft7Validator)
    try:
        validator_class.check_schema(schema)
    except jsonschema.exceptions.SchemaError as error:
        fail("%s is not a valid %s schema: %s" % (schema_path, validator_class.__name__, error.message))
    checker = getattr(validator_class, "FORMAT_CHECKER", None) or jsonschema.FormatChecker()
    tracking_class, branches = tracking_branches(validator_class, schema)
    validator = tracking_class(schema, format_checker=checker)

    used = formats_used(schema, set())
    records = 0
    invalid = []
    present = {}
    occurrences = {}
    strings = {}
    try:
        handle = open(fixtures_path, encoding="utf-8")
    except OSError as error:
        fail("cannot read the fixtures %s: %s" % (fixtures_path, error))
    with handle:
        for number, line in enumerate(handle, start=1):
            if not line.strip():
                continue
            records += 1
            try:
                instance = json.loads(line)
            except ValueError as error:
                invalid.append({"line": number, "count": 1, "errors": [{"at": "", "schema": "", "message": "not JSON: %s" % error}]})
                continue
            try:
                errors = sorted(validator.iter_errors(instance), key=lambda e: (pointer(e.absolute_path), e.message))
                found = [describe(error) for error in errors]
            except Exception as error:  # a pattern Python's `re` cannot compile, a bad $ref
                found = [{"at": "", "schema": "", "message": "the validator raised %s: %s" % (type(error).__name__, error)}]
            if found:
                invalid.append({"line": number, "count": len(found), "errors": found[:MAX_ERRORS_PER_RECORD]})
            seen = set()
            count_paths(instance, "", seen, occurrences, strings)
            for path in seen:
                if path:
                    present[path] = present.get(path, 0) + 1

    summary = {
        "records": records,
        "invalid": invalid,
        "present": dict(sorted(present.items())),
        "occurrences": dict(sorted(occurrences.items())),
        "strings": dict(sorted(strings.items())),
        "branches": dict(sorted(branches.items())),
        "validator": validator_class.__name__,
        "jsonschema": jsonschema_version(),
        "formats": {
            "checked": sorted(f for f in used if f in checker.checkers),
            "unchecked": sorted(f for f in used if f not in checker.checkers),
            "uncheckable": sorted(f for f in used if f not in known_formats()),
        },
    }
    json.dump(summary, sys.stdout, ensure_ascii=False, sort_keys=False)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
