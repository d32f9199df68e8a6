#!/usr/bin/env python3
"""Mechanical self-check for the writer-chapters-17 eval set (stdlib only).

Checks:
  * each draft has one '# ' title, two '## ' headings, 20 one-line paragraphs
    separated by blank lines;
  * gold.jsonl has one row per paragraph, in draft order, and each claim equals
    the text of its paragraph;
  * labels/kinds are valid and each draft has the required label/kind mix;
  * every rationale string is a verbatim substring of one of its doc_ids_files;
    rationale and doc_ids_files are empty for not_supported and opinion;
  * every doc is listed in sources.txt and exists;
  * claims are 8-40 words.
Prints label and kind counts. Exit status 1 on any problem.
"""
import collections
import glob
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
PER_DRAFT_LABELS = {"supports": 10, "contradicts": 4, "not_supported": 3, "opinion": 3}
PER_DRAFT_KINDS = {"paraphrase": 5, "summary": 3, "verbatim": 2,
                   "number_changed": 1, "wrong_agent": 1,
                   "direction_flipped": 1, "negated": 1}

errors = []


def err(msg):
    errors.append(msg)


def parse_draft(path):
    text = open(path, encoding="utf-8").read()
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines = lines[:-1]
    titles = [l for l in lines if l.startswith("# ")]
    heads = [l for l in lines if l.startswith("## ")]
    if len(titles) != 1:
        err(f"{path}: expected 1 title, found {len(titles)}")
    if len(heads) != 2:
        err(f"{path}: expected 2 section headings, found {len(heads)}")
    paras = []
    for i, l in enumerate(lines):
        if not l.strip() or l.startswith("#"):
            continue
        if l != l.strip():
            err(f"{path}:{i+1}: leading/trailing whitespace")
        # single-line paragraphs: neighbours must be blank (or file edge)
        if i > 0 and lines[i - 1].strip():
            err(f"{path}:{i+1}: paragraph not preceded by a blank line")
        if i + 1 < len(lines) and lines[i + 1].strip():
            err(f"{path}:{i+1}: paragraph not followed by a blank line")
        paras.append(l)
    return paras


def main():
    sources = [l.strip() for l in open(os.path.join(HERE, "sources.txt"), encoding="utf-8") if l.strip()]
    if len(sources) != 12 or len(set(sources)) != 12:
        err(f"sources.txt: expected 12 distinct paths, got {len(sources)}")
    raw = {}
    for s in sources:
        p = os.path.join(ROOT, s)
        if not os.path.isfile(p):
            err(f"sources.txt: missing file {s}")
        else:
            raw[s] = open(p, encoding="utf-8").read()

    rows = [json.loads(l) for l in open(os.path.join(HERE, "gold.jsonl"), encoding="utf-8") if l.strip()]
    drafts = sorted(glob.glob(os.path.join(HERE, "drafts", "draft-*.md")))
    if len(drafts) != 6:
        err(f"expected 6 drafts, found {len(drafts)}")

    expected = []
    for d in drafts:
        rel = os.path.relpath(d, HERE)
        paras = parse_draft(d)
        if len(paras) != 20:
            err(f"{rel}: expected 20 paragraphs, found {len(paras)}")
        for n, p in enumerate(paras, 1):
            expected.append((rel, n, p))

    if len(rows) != len(expected):
        err(f"gold.jsonl has {len(rows)} rows, drafts have {len(expected)} paragraphs")

    fields = {"claim", "draft", "paragraph", "label", "rationale", "doc_ids_files", "kind", "note"}
    per_draft = collections.defaultdict(list)
    docs_used = set()
    for i, (row, exp) in enumerate(zip(rows, expected), 1):
        where = f"gold row {i} ({row.get('draft')} p{row.get('paragraph')})"
        if set(row) != fields:
            err(f"{where}: fields {sorted(row)}")
        rel, n, p = exp
        if row["draft"] != rel or row["paragraph"] != n:
            err(f"{where}: expected {rel} p{n}")
        if row["claim"] != p:
            err(f"{where}: claim differs from paragraph text")
        label, kind = row["label"], row["kind"]
        if label not in KINDS or kind not in KINDS[label]:
            err(f"{where}: bad label/kind {label}/{kind}")
        wc = len(row["claim"].split())
        if not 8 <= wc <= 40:
            err(f"{where}: claim has {wc} words")
        if not isinstance(row["note"], str) or not row["note"].strip():
            err(f"{where}: empty note")
        rats, docs = row["rationale"], row["doc_ids_files"]
        if label in ("not_supported", "opinion"):
            if rats or docs:
                err(f"{where}: rationale/doc_ids_files must be empty for {label}")
        else:
            if not rats or not docs:
                err(f"{where}: missing rationale or doc_ids_files")
            for d in docs:
                docs_used.add(d)
                if d not in sources:
                    err(f"{where}: {d} not in sources.txt")
            for r in rats:
                if not isinstance(r, str) or not r.strip():
                    err(f"{where}: empty rationale string")
                elif not any(r in raw.get(d, "") for d in docs):
                    err(f"{where}: rationale not a verbatim substring: {r[:70]!r}")
        per_draft[row["draft"]].append(row)

    for d, rs in sorted(per_draft.items()):
        if len(rs) != 20:
            err(f"{d}: {len(rs)} gold rows")
        lc = collections.Counter(r["label"] for r in rs)
        kc = collections.Counter(r["kind"] for r in rs)
        for k, v in PER_DRAFT_LABELS.items():
            if lc[k] != v:
                err(f"{d}: {k}={lc[k]}, want {v}")
        for k, v in PER_DRAFT_KINDS.items():
            if kc[k] != v:
                err(f"{d}: kind {k}={kc[k]}, want {v}")
        # both halves of a draft must cite exactly one document each
        ddocs = {x for r in rs for x in r["doc_ids_files"]}
        if len(ddocs) != 2:
            err(f"{d}: rationale cites {len(ddocs)} documents, want 2")

    for s in sources:
        if s not in docs_used:
            err(f"sources.txt: {s} never cited")

    lab = collections.Counter(r["label"] for r in rows)
    kin = collections.Counter((r["label"], r["kind"]) for r in rows)
    print(f"rows: {len(rows)}  drafts: {len(per_draft)}  sources: {len(sources)}")
    print("labels:")
    for k in KINDS:
        print(f"  {k:14s} {lab[k]}")
    print("kinds:")
    for k, ks in KINDS.items():
        for x in sorted(ks):
            print(f"  {k:14s} {x:18s} {kin[(k, x)]}")
    if errors:
        print(f"\n{len(errors)} problem(s):")
        for e in errors:
            print("  - " + e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
