#!/usr/bin/env python3
"""Mechanical self-check for the writer-chapters-11 eval set (stdlib only).

Checks:
  * each draft has one '# ' title, two '## ' headings, 20 one-line paragraphs
  * gold.jsonl has 20 rows per draft, in draft order, claim == paragraph text
  * labels/kinds are valid and per-draft label/kind quotas hold
  * each rationale is a verbatim substring of one of its doc_ids_files
  * supports/contradicts rows have rationale + docs; others have neither
  * every doc in gold is listed in sources.txt, and every source file exists
  * claims are single lines of 8-40 words
Prints label and kind counts; exits non-zero on any problem.
"""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = "/work/shared/corpora/real-prose"

KINDS = {
    "supports": {"paraphrase", "summary", "verbatim"},
    "contradicts": {"number_changed", "wrong_agent", "direction_flipped", "negated"},
    "not_supported": {"unstated_detail", "overclaim"},
    "opinion": {"opinion", "framing"},
}
LABEL_QUOTA = {"supports": 10, "contradicts": 4, "not_supported": 3, "opinion": 3}
KIND_QUOTA = {"paraphrase": 5, "summary": 3, "verbatim": 2,
              "number_changed": 1, "wrong_agent": 1, "direction_flipped": 1, "negated": 1}

errors = []


def err(msg):
    errors.append(msg)


def parse_draft(path):
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    blocks = [b for b in text.split("\n\n") if b.strip()]
    titles, headings, paras = [], [], []
    for b in blocks:
        b = b.strip("\n")
        if b.startswith("## "):
            headings.append(b)
        elif b.startswith("# "):
            titles.append(b)
        else:
            if "\n" in b:
                err(f"{path}: paragraph spans several lines: {b[:60]!r}")
            paras.append(b)
        if b.startswith("#") and "\n" in b:
            err(f"{path}: heading block has extra lines: {b[:60]!r}")
    if len(titles) != 1:
        err(f"{path}: expected 1 title, got {len(titles)}")
    if len(headings) != 2:
        err(f"{path}: expected 2 section headings, got {len(headings)}")
    if len(paras) != 20:
        err(f"{path}: expected 20 paragraphs, got {len(paras)}")
    return paras


def main():
    with open(os.path.join(HERE, "sources.txt"), encoding="utf-8") as fh:
        sources = [l.strip() for l in fh if l.strip()]
    if len(sources) != 12 or len(set(sources)) != 12:
        err(f"sources.txt: expected 12 distinct paths, got {len(sources)}")
    raw = {}
    for s in sources:
        p = os.path.join(ROOT, s)
        if not os.path.isfile(p):
            err(f"sources.txt: missing file {s}")
            continue
        with open(p, encoding="utf-8") as fh:
            raw[s] = fh.read()

    rows = []
    with open(os.path.join(HERE, "gold.jsonl"), encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            if line.strip():
                try:
                    rows.append(json.loads(line))
                except json.JSONDecodeError as e:
                    err(f"gold.jsonl line {n}: bad JSON ({e})")

    drafts = sorted(f for f in os.listdir(os.path.join(HERE, "drafts")) if f.endswith(".md"))
    expected = []
    for d in drafts:
        name = f"drafts/{d}"
        for i, p in enumerate(parse_draft(os.path.join(HERE, name)), 1):
            expected.append((name, i, p))

    if len(rows) != len(expected):
        err(f"gold has {len(rows)} rows, drafts have {len(expected)} paragraphs")

    fields = {"claim", "draft", "paragraph", "label", "rationale", "doc_ids_files", "kind", "note"}
    per_draft = collections.defaultdict(list)
    for idx, (r, e) in enumerate(zip(rows, expected)):
        where = f"row {idx + 1} ({r.get('draft')} p{r.get('paragraph')})"
        if set(r) != fields:
            err(f"{where}: fields {sorted(r)}")
        if (r.get("draft"), r.get("paragraph")) != (e[0], e[1]):
            err(f"{where}: expected {e[0]} p{e[1]}")
        if r.get("claim") != e[2]:
            err(f"{where}: claim differs from paragraph text")
        claim = r.get("claim", "")
        nw = len(claim.split())
        if not 8 <= nw <= 40:
            err(f"{where}: claim has {nw} words")
        label, kind = r.get("label"), r.get("kind")
        if label not in KINDS:
            err(f"{where}: bad label {label!r}")
        elif kind not in KINDS[label]:
            err(f"{where}: kind {kind!r} not valid for {label}")
        rats, docs = r.get("rationale", []), r.get("doc_ids_files", [])
        if label in ("supports", "contradicts"):
            if not rats or not docs:
                err(f"{where}: {label} needs rationale and doc_ids_files")
        else:
            if rats or docs:
                err(f"{where}: {label} must have empty rationale and doc_ids_files")
        for d in docs:
            if d not in sources:
                err(f"{where}: doc {d} not in sources.txt")
        for s in rats:
            if not any(s in raw.get(d, "") for d in docs):
                err(f"{where}: rationale not verbatim in its docs: {s[:70]!r}")
        if not isinstance(r.get("note"), str) or not r["note"].strip() or "\n" in r["note"]:
            err(f"{where}: note must be one non-empty line")
        per_draft[r.get("draft")].append(r)

    for d, rs in sorted(per_draft.items()):
        if len(rs) != 20:
            err(f"{d}: {len(rs)} gold rows, expected 20")
        lc = collections.Counter(r["label"] for r in rs)
        kc = collections.Counter(r["kind"] for r in rs)
        for l, q in LABEL_QUOTA.items():
            if lc[l] != q:
                err(f"{d}: {l} = {lc[l]}, expected {q}")
        for k, q in KIND_QUOTA.items():
            if kc[k] != q:
                err(f"{d}: kind {k} = {kc[k]}, expected {q}")
        ddocs = {x for r in rs for x in r["doc_ids_files"]}
        if len(ddocs) != 2:
            err(f"{d}: cites {len(ddocs)} documents, expected 2")

    used = {x for r in rows for x in r["doc_ids_files"]}
    for s in sources:
        if s not in used:
            err(f"sources.txt: {s} never cited")

    labels = collections.Counter(r.get("label") for r in rows)
    kinds = collections.Counter((r.get("label"), r.get("kind")) for r in rows)
    print(f"rows: {len(rows)}  drafts: {len(per_draft)}  sources: {len(sources)}")
    print("labels:")
    for l in KINDS:
        print(f"  {l:14s} {labels[l]}")
    print("kinds:")
    for l in KINDS:
        for k in sorted(KINDS[l]):
            print(f"  {l:14s} {k:18s} {kinds[(l, k)]}")
    if errors:
        print(f"\n{len(errors)} problem(s):")
        for e in errors:
            print("  - " + e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
