#!/usr/bin/env python3
"""Mechanical self-check for the writer-chapters-13 eval set (standard library only).

Checks:
  * each draft has one '# ' title, two '## ' headings and exactly 20 one-line
    paragraphs separated by blank lines;
  * gold.jsonl has one row per paragraph, in draft order, and each `claim`
    equals the text of its paragraph;
  * each rationale string is a verbatim substring of one of the row's
    doc_ids_files (read raw from the corpus);
  * label/kind/rationale/doc_ids_files are consistent and each draft has the
    required label and kind mix;
  * every doc referenced is listed in sources.txt and exists in the corpus;
and prints label/kind counts. Exit status is non-zero if anything fails.
"""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = "/work/shared/corpora/real-prose"
N_PARAS = 20

KINDS = {
    "supports": {"paraphrase", "summary", "verbatim"},
    "contradicts": {"number_changed", "wrong_agent", "direction_flipped", "negated"},
    "not_supported": {"unstated_detail", "overclaim"},
    "opinion": {"opinion", "framing"},
}
PER_DRAFT_LABELS = {"supports": 10, "contradicts": 4, "not_supported": 3, "opinion": 3}
PER_DRAFT_SUPPORT_KINDS = {"paraphrase": 5, "summary": 3, "verbatim": 2}
PER_DRAFT_CONTRA_KINDS = {"number_changed": 1, "wrong_agent": 1,
                          "direction_flipped": 1, "negated": 1}

errors = []


def err(msg):
    errors.append(msg)


def parse_draft(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    titles, headings, paras = [], [], []
    prev_nonblank = False
    for i, line in enumerate(lines, 1):
        if not line.strip():
            prev_nonblank = False
            continue
        if prev_nonblank:
            err(f"{path}:{i}: paragraph/heading not separated by a blank line")
        prev_nonblank = True
        if line.startswith("## "):
            headings.append(line)
        elif line.startswith("# "):
            titles.append(line)
        elif line.startswith("#"):
            err(f"{path}:{i}: unexpected heading level")
        else:
            if line != line.strip():
                err(f"{path}:{i}: leading/trailing whitespace")
            paras.append(line)
    if len(titles) != 1:
        err(f"{path}: expected 1 title, found {len(titles)}")
    if len(headings) != 2:
        err(f"{path}: expected 2 section headings, found {len(headings)}")
    if len(paras) != N_PARAS:
        err(f"{path}: expected {N_PARAS} paragraphs, found {len(paras)}")
    return paras


def main():
    sources = [l.strip() for l in open(os.path.join(HERE, "sources.txt"), encoding="utf-8") if l.strip()]
    if len(sources) != 12 or len(set(sources)) != 12:
        err(f"sources.txt: expected 12 distinct paths, found {len(sources)} ({len(set(sources))} distinct)")
    texts = {}
    for s in sources:
        p = os.path.join(CORPUS, s)
        if not os.path.isfile(p):
            err(f"sources.txt: missing corpus file {s}")
            continue
        texts[s] = open(p, encoding="utf-8").read()

    rows = [json.loads(l) for l in open(os.path.join(HERE, "gold.jsonl"), encoding="utf-8") if l.strip()]
    fields = {"claim", "draft", "paragraph", "label", "rationale", "doc_ids_files", "kind", "note"}

    drafts = sorted(f for f in os.listdir(os.path.join(HERE, "drafts")) if f.endswith(".md"))
    expected_order = []
    paras_by_draft = {}
    for d in drafts:
        key = f"drafts/{d}"
        paras_by_draft[key] = parse_draft(os.path.join(HERE, key))
        expected_order += [(key, i) for i in range(1, len(paras_by_draft[key]) + 1)]

    got_order = [(r.get("draft"), r.get("paragraph")) for r in rows]
    if got_order != expected_order:
        err("gold.jsonl rows are not one per paragraph in draft order")

    per_draft = collections.defaultdict(list)
    label_counts = collections.Counter()
    kind_counts = collections.Counter()
    docs_used = collections.defaultdict(set)
    for n, r in enumerate(rows, 1):
        where = f"gold row {n} ({r.get('draft')} p{r.get('paragraph')})"
        if set(r) != fields:
            err(f"{where}: fields {sorted(r)} != {sorted(fields)}")
            continue
        per_draft[r["draft"]].append(r)
        paras = paras_by_draft.get(r["draft"])
        if paras is None:
            err(f"{where}: unknown draft")
        elif not (1 <= r["paragraph"] <= len(paras)) or paras[r["paragraph"] - 1] != r["claim"]:
            err(f"{where}: claim does not equal paragraph text")
        nw = len(r["claim"].split())
        if not 8 <= nw <= 40:
            err(f"{where}: claim has {nw} words (want 8-40)")
        lab, kind = r["label"], r["kind"]
        if lab not in KINDS:
            err(f"{where}: bad label {lab}")
            continue
        if kind not in KINDS[lab]:
            err(f"{where}: kind {kind} not allowed for label {lab}")
        label_counts[lab] += 1
        kind_counts[(lab, kind)] += 1
        if not isinstance(r["note"], str) or not r["note"].strip() or "\n" in r["note"]:
            err(f"{where}: note must be one non-empty line")
        rats, docs = r["rationale"], r["doc_ids_files"]
        if lab in ("supports", "contradicts"):
            if not rats or not docs:
                err(f"{where}: {lab} needs rationale and doc_ids_files")
        else:
            if rats or docs:
                err(f"{where}: {lab} must have empty rationale and doc_ids_files")
        for d in docs:
            if d not in sources:
                err(f"{where}: doc {d} not in sources.txt")
            docs_used[r["draft"]].add(d)
        for rat in rats:
            if not isinstance(rat, str) or not rat.strip():
                err(f"{where}: empty rationale string")
                continue
            if not any(rat in texts.get(d, "") for d in docs):
                err(f"{where}: rationale not a verbatim substring of its docs: {rat[:70]!r}")

    for d in paras_by_draft:
        rs = per_draft.get(d, [])
        if len(rs) != N_PARAS:
            err(f"{d}: {len(rs)} gold rows (want {N_PARAS})")
        lc = collections.Counter(r["label"] for r in rs)
        if dict(lc) != PER_DRAFT_LABELS:
            err(f"{d}: label mix {dict(lc)} != {PER_DRAFT_LABELS}")
        sk = collections.Counter(r["kind"] for r in rs if r["label"] == "supports")
        if dict(sk) != PER_DRAFT_SUPPORT_KINDS:
            err(f"{d}: supports kinds {dict(sk)} != {PER_DRAFT_SUPPORT_KINDS}")
        ck = collections.Counter(r["kind"] for r in rs if r["label"] == "contradicts")
        if dict(ck) != PER_DRAFT_CONTRA_KINDS:
            err(f"{d}: contradicts kinds {dict(ck)} != {PER_DRAFT_CONTRA_KINDS}")
        used = docs_used.get(d, set())
        peps = [x for x in used if x.startswith("python-peps/")]
        rfcs = [x for x in used if x.startswith("rust-rfcs/")]
        if len(peps) != 1 or len(rfcs) != 1:
            err(f"{d}: expected rationales from exactly one PEP and one RFC, got {sorted(used)}")
    all_used = set().union(*docs_used.values()) if docs_used else set()
    for s in sources:
        if s not in all_used:
            err(f"sources.txt: {s} is never cited in gold.jsonl")
    ns_kinds = {k for (l, k) in kind_counts if l == "not_supported"}
    if ns_kinds != KINDS["not_supported"]:
        err(f"not_supported kinds used across the set: {sorted(ns_kinds)} (want both)")

    print(f"drafts: {len(paras_by_draft)}  gold rows: {len(rows)}  sources: {len(sources)}")
    print("labels:")
    for lab in KINDS:
        print(f"  {lab:14s} {label_counts[lab]:4d}")
    print("kinds:")
    for lab in KINDS:
        for kind in sorted(KINDS[lab]):
            print(f"  {lab:14s} {kind:18s} {kind_counts[(lab, kind)]:4d}")
    if errors:
        print(f"\nFAILED: {len(errors)} problem(s)")
        for e in errors:
            print("  - " + e)
        return 1
    print("\nOK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
