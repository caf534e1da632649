"""Checks GitHub Actions workflows: .github/workflows/*.yml and the examples of
Markdown pages (their ```yaml/```yml blocks that start with `jobs:`, which
Scripts/check_docs.py requires to carry <!-- workflow -->), for
Scripts/check-workflows.sh.

  - each validates against the GitHub workflow schema (check-jsonschema's
    vendored copy of SchemaStore's), the pages' examples under `on: push`;
  - every `needs` names a job of the workflow, every `steps.ID` a step of the
    job, every `matrix.NAME` a key of the job's matrix, and every action
    used is pinned to a version (`owner/name@v4`);
  - every `run:` script passes shellcheck (bash, `${{ … }}` read as a word,
    as GitHub substitutes it before the shell runs).

Usage: check_workflows.py CHECK_JSONSCHEMA WORKFLOW... [--docs PAGE.md...]
  The pages' fenced blocks are read as check_docs.py reads them (indented
  fences, ``` or ~~~), and each example is named PAGE:LINE of its fence.
"""

import pathlib
import re
import subprocess
import sys
import tempfile

import yaml

from check_docs import read_page, starts_with_jobs

EXPRESSION = re.compile(r"\$\{\{(.*?)\}\}", re.S)


def page_examples(page: str):
    """(name, text) of each yaml block of a Markdown page that starts with `jobs:`."""
    blocks, _, _ = read_page(pathlib.Path(page).read_text(encoding="utf-8"))
    return [
        (f"{page}:{block.line} example", "name: example\non: push\n" + block.text)
        for block in blocks
        if starts_with_jobs(block)
    ]


def problems_in(name: str, workflow: dict):
    problems = []
    jobs = workflow.get("jobs") or {}
    for job_id, job in jobs.items():
        needs = job.get("needs", [])
        for need in [needs] if isinstance(needs, str) else needs:
            if need not in jobs:
                problems.append(f"{name}: job {job_id} needs {need}, which is not a job")
        step_ids = {step.get("id") for step in job.get("steps", []) if step.get("id")}
        matrix = (job.get("strategy") or {}).get("matrix") or {}
        text = yaml.safe_dump(job)
        for expression in EXPRESSION.findall(text):
            for step in re.findall(r"\bsteps\.([A-Za-z0-9_-]+)", expression):
                if step not in step_ids:
                    problems.append(f"{name}: job {job_id} reads steps.{step}, which is no step's id")
            for key in re.findall(r"\bmatrix\.([A-Za-z0-9_-]+)", expression):
                if key not in matrix:
                    problems.append(f"{name}: job {job_id} reads matrix.{key}, which its matrix lacks")
        for step in job.get("steps", []):
            uses = step.get("uses")
            if uses and not uses.startswith(("./", "docker://")) and not re.search(r"@[\w.-]+$", uses):
                problems.append(f"{name}: job {job_id} uses {uses} without a version")
    return problems


def shellcheck(name: str, workflow: dict, folder: pathlib.Path):
    problems = []
    for job_id, job in (workflow.get("jobs") or {}).items():
        for index, step in enumerate(job.get("steps", []), 1):
            if "run" not in step:
                continue
            script = folder / f"{re.sub(r'[^A-Za-z0-9]+', '-', name)}-{job_id}-{index}.sh"
            body = EXPRESSION.sub("GITHUB_EXPRESSION", step["run"])
            script.write_text("#!/usr/bin/env bash\nset -e\n" + body + "\n", encoding="utf-8")
            result = subprocess.run(["shellcheck", "-s", "bash", str(script)], capture_output=True, text=True)
            if result.returncode != 0:
                problems.append(f"{name}: job {job_id}, step {index}: shellcheck:\n{result.stdout}")
    return problems


def main():
    arguments = sys.argv[1:]
    if not arguments or arguments[0].startswith("-"):
        sys.exit("usage: check_workflows.py CHECK_JSONSCHEMA WORKFLOW... [--docs PAGE.md...]")
    check_jsonschema, rest = arguments[0], arguments[1:]
    pages = []
    if "--docs" in rest:
        at = rest.index("--docs")
        rest, pages = rest[:at], rest[at + 1 :]
    sources = [(path, pathlib.Path(path).read_text(encoding="utf-8")) for path in rest]
    for page in pages:
        sources += page_examples(page)
    problems = []
    with tempfile.TemporaryDirectory() as folder:
        folder = pathlib.Path(folder)
        files = []
        for index, (name, text) in enumerate(sources):
            file = folder / f"workflow-{index}.yml"
            file.write_text(text, encoding="utf-8")
            files.append(file)
            workflow = yaml.safe_load(text)
            problems += problems_in(name, workflow)
            problems += shellcheck(name, workflow, folder)
        result = subprocess.run(
            [check_jsonschema, "--builtin-schema", "vendor.github-workflows", *map(str, files)],
            capture_output=True,
            text=True,
        )
        if result.returncode != 0:
            names = {str(file): name for file, (name, _) in zip(files, sources)}
            output = result.stdout + result.stderr
            for file, name in names.items():
                output = output.replace(file, name)
            problems.append("check-jsonschema (GitHub workflow schema):\n" + output)
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        sys.exit(1)
    print(f"check_workflows: {len(sources)} workflows ({', '.join(name for name, _ in sources)}) pass")


if __name__ == "__main__":
    main()
