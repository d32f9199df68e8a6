#!/usr/bin/env python3
"""Mechanical self-check for the writer-chapters-7 evaluation set (stdlib only)."""
import json
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = "/work/shared/corpora/real-prose"
LABEL_KINDS = {
    "supports": {"paraphrase", "summary", "verbatim"},
    "contradicts": {"number_changed", "wrong_agent", "direction_flipped", "negated"},
    "not_supported": {"unstated_detail", "overclaim"},
    "opinion": {"opinion", "framing"},
}
PER_DRAFT_LABELS = {"supports": 10, "contradicts": 4, "not_supported": 3, "opinion": 3}
PER_DRAFT_SUPPORT_KINDS = {"paraphrase": 5, "summary": 3, "verbatim": 2}
PER_DRAFT_CONTRA_KINDS = {"number_changed": 1, "wrong_agent": 1, "direction_flipped": 1, "negated": 1}

errors = []
def err(msg):
    errors.append(msg)

def parse_draft(path):
    text = open(path, encoding="utf-8").read()
    blocks = [b for b in text.split("\n\n") if b.strip()]
    titles, headings, paras = [], [], []
    for b in blocks:
        b = b.strip("\n")
        if "\n" in b:
            err(f"{path}: block spans several lines: {b[:60]!r}")
        if b.startswith("## "):
            headings.append(b)
        elif b.startswith("# "):
            titles.append(b)
        elif b.startswith("#"):
            err(f"{path}: unexpected heading level: {b[:60]!r}")
        else:
            paras.append(b)
    if len(titles) != 1:
        err(f"{path}: expected 1 title, found {len(titles)}")
    if len(headings) != 2:
        err(f"{path}: expected 2 section headings, found {len(headings)}")
    if len(paras) != 20:
        err(f"{path}: expected 20 paragraphs, found {len(paras)}")
    return paras

# sources
src_path = os.path.join(HERE, "sources.txt")
sources = [l.strip() for l in open(src_path, encoding="utf-8") if l.strip()]
if len(sources) != 12 or len(set(sources)) != 12:
    err(f"sources.txt: expected 12 distinct paths, found {len(sources)}")
docs = {}
for s in sources:
    full = os.path.join(CORPUS, s)
    if not os.path.isfile(full):
        err(f"sources.txt: missing file {s}")
    else:
        docs[s] = open(full, encoding="utf-8").read()
if sum(s.startswith("python-peps/") for s in sources) != 6:
    err("sources.txt: expected 6 PEPs")
if sum(s.startswith("rust-rfcs/") for s in sources) != 6:
    err("sources.txt: expected 6 RFCs")

# gold
rows = [json.loads(l) for l in open(os.path.join(HERE, "gold.jsonl"), encoding="utf-8") if l.strip()]
if len(rows) != 120:
    err(f"gold.jsonl: expected 120 rows, found {len(rows)}")
fields = {"claim", "draft", "paragraph", "label", "rationale", "doc_ids_files", "kind", "note"}
by_draft = {}
for i, r in enumerate(rows, 1):
    if set(r) != fields:
        err(f"row {i}: fields {sorted(r)}")
        continue
    by_draft.setdefault(r["draft"], []).append(r)
    lab, kind = r["label"], r["kind"]
    if lab not in LABEL_KINDS:
        err(f"row {i}: bad label {lab}")
    elif kind not in LABEL_KINDS[lab]:
        err(f"row {i}: kind {kind} not allowed for {lab}")
    n = len(r["claim"].split())
    if not 8 <= n <= 40:
        err(f"row {i}: claim has {n} words")
    if not r["note"] or "\n" in r["note"]:
        err(f"row {i}: note must be one non-empty line")
    if lab in ("not_supported", "opinion"):
        if r["rationale"] or r["doc_ids_files"]:
            err(f"row {i}: {lab} must have empty rationale and doc_ids_files")
        continue
    if not r["rationale"] or not r["doc_ids_files"]:
        err(f"row {i}: {lab} needs rationale and doc_ids_files")
    for d in r["doc_ids_files"]:
        if d not in sources:
            err(f"row {i}: doc {d} not in sources.txt")
    for q in r["rationale"]:
        if not q.strip():
            err(f"row {i}: empty rationale string")
        elif not any(q in docs.get(d, "") for d in r["doc_ids_files"]):
            err(f"row {i}: rationale not a verbatim substring: {q[:70]!r}")

# drafts vs gold
draft_names = [f"drafts/draft-{k:02d}.md" for k in range(1, 7)]
if sorted(by_draft) != draft_names:
    err(f"gold drafts {sorted(by_draft)} != {draft_names}")
expected_order = []
for name in draft_names:
    path = os.path.join(HERE, name)
    if not os.path.isfile(path):
        err(f"missing {name}")
        continue
    paras = parse_draft(path)
    grows = by_draft.get(name, [])
    if len(grows) != 20:
        err(f"{name}: {len(grows)} gold rows (want 20)")
    for j, r in enumerate(grows, 1):
        if r["paragraph"] != j:
            err(f"{name}: row paragraph {r['paragraph']} out of order (expected {j})")
        if j <= len(paras) and r["claim"] != paras[j - 1]:
            err(f"{name} p{j}: claim differs from draft text")
    lc = Counter(r["label"] for r in grows)
    if dict(lc) != PER_DRAFT_LABELS:
        err(f"{name}: label counts {dict(lc)}")
    sk = Counter(r["kind"] for r in grows if r["label"] == "supports")
    if dict(sk) != PER_DRAFT_SUPPORT_KINDS:
        err(f"{name}: supports kinds {dict(sk)}")
    ck = Counter(r["kind"] for r in grows if r["label"] == "contradicts")
    if dict(ck) != PER_DRAFT_CONTRA_KINDS:
        err(f"{name}: contradicts kinds {dict(ck)}")
    # every draft uses one PEP and one RFC
    dd = {d for r in grows for d in r["doc_ids_files"]}
    if len(dd) != 2 or not any(d.startswith("python-peps/") for d in dd) or not any(d.startswith("rust-rfcs/") for d in dd):
        err(f"{name}: expected one PEP and one RFC, got {sorted(dd)}")
    expected_order += [(name, j) for j in range(1, 21)]
if [(r["draft"], r["paragraph"]) for r in rows] != expected_order:
    err("gold.jsonl rows are not in draft order")
used = {d for r in rows for d in r["doc_ids_files"]}
for s in sources:
    if s not in used:
        err(f"source {s} never cited")
ns_kinds = {r["kind"] for r in rows if r["label"] == "not_supported"}
if ns_kinds != {"unstated_detail", "overclaim"}:
    err(f"not_supported kinds used: {ns_kinds}")

print("label counts:")
for k, v in sorted(Counter(r["label"] for r in rows).items()):
    print(f"  {k:14s} {v}")
print("label/kind counts:")
for (l, k), v in sorted(Counter((r["label"], r["kind"]) for r in rows).items()):
    print(f"  {l:14s} {k:18s} {v}")
if errors:
    print(f"\n{len(errors)} problem(s):")
    for e in errors:
        print("  -", e)
    sys.exit(1)
print("\nOK: all checks passed")
