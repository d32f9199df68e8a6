#!/usr/bin/env python3
"""Mechanical self-check for the writer-chapters-5 evaluation set (standard library only).

Usage: python3 check_gold.py [CORPUS_ROOT]
CORPUS_ROOT defaults to /work/shared/corpora/real-prose.
Exits non-zero if any check fails; prints label and kind counts either way.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = sys.argv[1] if len(sys.argv) > 1 else "/work/shared/corpora/real-prose"

LABELS = {"supports", "contradicts", "not_supported", "opinion"}
KINDS = {
    "supports": {"paraphrase", "summary", "verbatim"},
    "contradicts": {"number_changed", "wrong_agent", "direction_flipped", "negated"},
    "not_supported": {"unstated_detail", "overclaim"},
    "opinion": {"opinion", "framing"},
}
# per-draft quotas
PER_DRAFT_LABELS = {"supports": 10, "contradicts": 4, "not_supported": 3, "opinion": 3}
PER_DRAFT_KINDS = {"paraphrase": 5, "summary": 3, "verbatim": 2,
                   "number_changed": 1, "wrong_agent": 1, "direction_flipped": 1, "negated": 1}
FIELDS = ["claim", "draft", "paragraph", "label", "rationale", "doc_ids_files", "kind", "note"]

errors = []


def err(msg):
    errors.append(msg)


def parse_draft(path):
    """Return (title lines, heading lines, paragraphs) of a Markdown draft."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    blocks = [b for b in re.split(r"\n\s*\n", text.strip("\n")) if b.strip()]
    titles, headings, paras = [], [], []
    for b in blocks:
        if "\n" in b.strip():
            err(f"{path}: block spans several lines: {b[:60]!r}")
        line = b.strip()
        if line.startswith("## "):
            headings.append(line)
        elif line.startswith("# "):
            titles.append(line)
        elif line.startswith("#"):
            err(f"{path}: unexpected heading level: {line[:60]!r}")
        else:
            paras.append(line)
    return titles, headings, paras


def main():
    with open(os.path.join(HERE, "sources.txt"), encoding="utf-8") as f:
        sources = [l.strip() for l in f if l.strip()]
    if len(sources) != 12 or len(set(sources)) != 12:
        err(f"sources.txt should list 12 distinct documents, has {len(sources)}")
    docs = {}
    for s in sources:
        p = os.path.join(ROOT, s)
        if not os.path.isfile(p):
            err(f"source missing: {p}")
            continue
        with open(p, encoding="utf-8") as f:
            docs[s] = f.read()

    rows = []
    with open(os.path.join(HERE, "gold.jsonl"), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"gold.jsonl line {n}: bad JSON: {e}")
    if len(rows) != 120:
        err(f"gold.jsonl has {len(rows)} rows, expected 120")

    by_draft = {}
    for r in rows:
        missing = [k for k in FIELDS if k not in r]
        if missing:
            err(f"row {r.get('draft')}#{r.get('paragraph')}: missing fields {missing}")
            continue
        by_draft.setdefault(r["draft"], []).append(r)

    expected_drafts = [f"drafts/draft-{i:02d}.md" for i in range(1, 7)]
    if sorted(by_draft) != expected_drafts:
        err(f"drafts in gold: {sorted(by_draft)}")
    # gold must be in draft order
    order = [(r["draft"], r["paragraph"]) for r in rows if "draft" in r and "paragraph" in r]
    if order != sorted(order):
        err("gold.jsonl rows are not in draft/paragraph order")

    for d in expected_drafts:
        drows = by_draft.get(d, [])
        if len(drows) != 20:
            err(f"{d}: {len(drows)} gold rows, expected 20")
        path = os.path.join(HERE, d)
        if not os.path.isfile(path):
            err(f"{d}: file missing")
            continue
        titles, headings, paras = parse_draft(path)
        if len(titles) != 1:
            err(f"{d}: {len(titles)} '# ' title lines, expected 1")
        if len(headings) != 2:
            err(f"{d}: {len(headings)} '## ' headings, expected 2")
        if len(paras) != 20:
            err(f"{d}: {len(paras)} paragraphs, expected 20")
        for r in drows:
            i = r["paragraph"]
            if not (1 <= i <= len(paras)):
                err(f"{d}#{i}: paragraph out of range")
            elif paras[i - 1] != r["claim"]:
                err(f"{d}#{i}: claim differs from paragraph text\n  claim: {r['claim']}\n  para:  {paras[i - 1]}")
        if sorted(r["paragraph"] for r in drows) != list(range(1, len(drows) + 1)):
            err(f"{d}: paragraph numbers are not 1..{len(drows)}")

        lab = Counter(r["label"] for r in drows)
        kin = Counter(r["kind"] for r in drows)
        for k, v in PER_DRAFT_LABELS.items():
            if lab[k] != v:
                err(f"{d}: {lab[k]} '{k}' rows, expected {v}")
        for k, v in PER_DRAFT_KINDS.items():
            if kin[k] != v:
                err(f"{d}: {kin[k]} '{k}' rows, expected {v}")
        docs_used = {f for r in drows for f in r["doc_ids_files"]}
        if len(docs_used) != 2:
            err(f"{d}: rationales come from {len(docs_used)} documents, expected 2 (one PEP, one RFC)")

    for r in rows:
        if any(k not in r for k in FIELDS):
            continue
        tag = f"{r['draft']}#{r['paragraph']}"
        lab, kind = r["label"], r["kind"]
        if lab not in LABELS:
            err(f"{tag}: bad label {lab!r}")
            continue
        if kind not in KINDS[lab]:
            err(f"{tag}: kind {kind!r} not allowed for label {lab!r}")
        if "\n" in r["claim"] or not r["claim"].strip():
            err(f"{tag}: claim empty or multi-line")
        words = len(r["claim"].split())
        if not (8 <= words <= 40):
            err(f"{tag}: claim has {words} words (want 8-40)")
        if not isinstance(r["note"], str) or not r["note"].strip() or "\n" in r["note"]:
            err(f"{tag}: note must be one non-empty line")
        if lab in ("supports", "contradicts"):
            if not r["rationale"] or not r["doc_ids_files"]:
                err(f"{tag}: {lab} row needs rationale and doc_ids_files")
            for f in r["doc_ids_files"]:
                if f not in sources:
                    err(f"{tag}: doc {f} not in sources.txt")
            for x in r["rationale"]:
                if not any(x in docs.get(f, "") for f in r["doc_ids_files"]):
                    err(f"{tag}: rationale not a verbatim substring of {r['doc_ids_files']}: {x[:70]!r}")
        else:
            if r["rationale"] or r["doc_ids_files"]:
                err(f"{tag}: {lab} row must have empty rationale and doc_ids_files")

    for s in sources:
        if not any(s in r.get("doc_ids_files", []) for r in rows):
            err(f"source {s} is never cited by a rationale")

    print("labels:", dict(sorted(Counter(r.get("label") for r in rows).items())))
    print("kinds: ", dict(sorted(Counter(r.get("kind") for r in rows).items())))
    if errors:
        print(f"\n{len(errors)} problem(s):")
        for e in errors:
            print(" -", e)
        sys.exit(1)
    print("OK: 6 drafts, 120 gold rows, all claims match their paragraphs, all rationales verbatim.")


if __name__ == "__main__":
    main()
