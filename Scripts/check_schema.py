#!/usr/bin/env python3
"""Checks `boxrender schema` with a real validator (Python jsonschema, Draft 2020-12).

Usage: check_schema.py SCHEMA.json FIXTURES-DIR LIST

- the schema itself must pass Draft202012Validator.check_schema;
- every spec under FIXTURES-DIR (.json, .yaml, .yml, recursively) outside
  FIXTURES-DIR/invalid must validate;
- every file LIST names (one a line, `#` starts a comment; paths from
  FIXTURES-DIR/invalid) must exist, parse, and fail validation;
- every other spec in FIXTURES-DIR/invalid that parses must validate: a
  mistake the schema catches belongs in LIST, so the list stays complete.

Format checking is off: `format` is not used by the schema anyway.
"""

import json
import pathlib
import sys

import jsonschema
import yaml

SPEC_SUFFIXES = {".json", ".yaml", ".yml"}


# The keys of a file that only shares: `include` reads it (IncludeLoader.keys).
INCLUDE_FILE_KEYS = {"$schema", "include", "params", "variants", "templates"}


def finite(text):
    number = float(text)
    if number in (float("inf"), float("-inf")):
        raise ValueError(f"{text[:40]} is not a finite number")
    return number


def refuse_constant(name):
    raise ValueError(f"{name} is not JSON")


def load(path):
    """The spec's value, or raises on a syntax error. JSON is read strictly,
    as boxrender reads it: no NaN or Infinity, no numbers past a double."""
    text = path.read_bytes().decode("utf-8")
    if path.suffix == ".json":
        return json.loads(text, parse_constant=refuse_constant, parse_float=finite, parse_int=int)
    return yaml.safe_load(text)


class TooDeep(Exception):
    """A spec nested past what the validator can recurse through (the depth-limit fixtures)."""


def first_error(validator, value):
    try:
        errors = sorted(validator.iter_errors(value), key=lambda e: [str(part) for part in e.absolute_path])
    except RecursionError as problem:
        raise TooDeep() from problem
    if not errors:
        return None
    error = jsonschema.exceptions.best_match(errors)
    where = "/".join(str(part) for part in error.absolute_path) or "(top level)"
    return f"{where}: {error.message[:200]}"


def main():
    schema_path, fixtures, list_path = sys.argv[1:4]
    fixtures = pathlib.Path(fixtures)
    invalid_dir = fixtures / "invalid"
    schema = json.loads(pathlib.Path(schema_path).read_text())
    jsonschema.Draft202012Validator.check_schema(schema)
    print("the schema is a valid Draft 2020-12 schema")
    validator = jsonschema.Draft202012Validator(schema)
    # Files that only share (what `include` reads) are checked as include files.
    include_validator = jsonschema.Draft202012Validator(
        {"$schema": schema["$schema"], "$defs": schema["$defs"], "$ref": "#/$defs/includeFile"})
    failures = []

    def validator_for(value):
        shares_only = isinstance(value, dict) and value and set(value) <= INCLUDE_FILE_KEYS
        return include_validator if shares_only else validator

    specs = sorted(p for p in fixtures.rglob("*") if p.is_file() and p.suffix in SPEC_SUFFIXES)
    valid = [p for p in specs if invalid_dir not in p.parents]
    for path in valid:
        try:
            value = load(path)
        except Exception as problem:  # noqa: BLE001 - any parse failure is a failure here
            failures.append(f"{path}: does not parse: {problem}")
            continue
        error = first_error(validator_for(value), value)
        if error:
            failures.append(f"{path}: a valid spec fails the schema: {error}")
    print(f"{len(valid)} valid specs checked")

    listed = []
    for number, line in enumerate(pathlib.Path(list_path).read_text().splitlines(), 1):
        name = line.split("#", 1)[0].strip()
        if name:
            listed.append((name, number))
    names = {name for name, _ in listed}
    for name, number in listed:
        path = invalid_dir / name
        if not path.is_file():
            failures.append(f"{list_path}:{number}: {name} is not a file in {invalid_dir}")
            continue
        try:
            value = load(path)
        except Exception as problem:  # noqa: BLE001
            failures.append(f"{list_path}:{number}: {name} does not parse, so the schema cannot see it: {problem}")
            continue
        error = first_error(validator, value)
        if error is None:
            failures.append(f"{path}: listed as a schema-level mistake, but the schema accepts it")
        else:
            print(f"refused as expected: {name}: {error}")

    others = [p for p in specs if invalid_dir in p.parents and str(p.relative_to(invalid_dir)) not in names]
    for path in others:
        try:
            value = load(path)
            error = first_error(validator_for(value), value)
        except TooDeep:
            print(f"skipped (nested too deep for the validator): {path.relative_to(invalid_dir)}")
            continue
        except Exception:  # noqa: BLE001 - a syntax error (or a parser's own limit) is the decoder's to report
            continue
        if error:
            failures.append(f"{path}: the schema refuses it ({error}); add it to {list_path}")
    print(f"{len(listed)} schema-level invalid specs checked, {len(others)} others")

    for failure in failures:
        print("error: " + failure, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
