#!/usr/bin/env python3
"""Builds drafts/*.md and gold.jsonl from the per-draft specs in build/dNN.py.

Each rationale is specified as (source_path, start_snippet, end_snippet); the
rationale string is cut from the raw source file from the (unique) start
snippet through the first following end snippet, so it is verbatim by
construction.  check_gold.py re-verifies everything independently.
"""
import importlib.util, json, os, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = "/work/shared/corpora/real-prose"


def cut(path, start, end):
    text = open(os.path.join(CORPUS, path), encoding="utf-8").read()
    n = text.count(start)
    if n != 1:
        sys.exit(f"start snippet occurs {n} times in {path}: {start!r}")
    i = text.index(start)
    j = text.find(end, i)
    if j < 0:
        sys.exit(f"end snippet not found after start in {path}: {end!r}")
    return text[i:j + len(end)]


def main():
    rows, sources = [], []
    for k in range(1, 7):
        spec_path = os.path.join(ROOT, "build", f"d{k:02d}.py")
        if not os.path.exists(spec_path):
            continue
        spec = importlib.util.spec_from_file_location(f"d{k:02d}", spec_path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        draft = f"drafts/draft-{k:02d}.md"
        lines = [f"# {mod.TITLE}", ""]
        p = 0
        for heading, paras in mod.SECTIONS:
            lines += [f"## {heading}", ""]
            for claim, label, kind, rats, note in paras:
                p += 1
                lines += [claim, ""]
                rationale = [cut(*r) for r in rats]
                files = []
                for r in rats:
                    if r[0] not in files:
                        files.append(r[0])
                rows.append({"claim": claim, "draft": draft, "paragraph": p,
                             "label": label, "rationale": rationale,
                             "doc_ids_files": files, "kind": kind, "note": note})
        for s in mod.SOURCES:
            sources.append(s)
        with open(os.path.join(ROOT, draft), "w", encoding="utf-8") as f:
            f.write("\n".join(lines).rstrip("\n") + "\n")
    with open(os.path.join(ROOT, "gold.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(ROOT, "sources.txt"), "w", encoding="utf-8") as f:
        f.write("\n".join(sources) + "\n")
    print(f"wrote {len(rows)} rows")


if __name__ == "__main__":
    main()
