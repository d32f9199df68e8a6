#!/usr/bin/env python3
"""Mechanical self-check for the writer-chapters-16 gold set (stdlib only)."""
import collections, json, os, re, sys

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
FIELDS = {"claim", "draft", "paragraph", "label", "rationale", "doc_ids_files", "kind", "note"}

errors = []
def err(msg):
    errors.append(msg)

def parse_draft(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    titles = [l for l in lines if l.startswith("# ")]
    heads = [l for l in lines if l.startswith("## ")]
    if len(titles) != 1:
        err(f"{path}: expected 1 '# ' title, found {len(titles)}")
    if len(heads) != 2:
        err(f"{path}: expected 2 '## ' headings, found {len(heads)}")
    paras, block = [], []
    for l in lines + [""]:
        if l.strip() == "":
            if block:
                paras.append(block)
            block = []
        elif l.startswith("#"):
            if block:
                err(f"{path}: heading not separated by blank line: {l!r}")
                paras.append(block); block = []
        else:
            block.append(l)
    out = []
    for b in paras:
        if len(b) != 1:
            err(f"{path}: paragraph spans {len(b)} lines: {b[0][:60]!r}")
        out.append(" ".join(b))
    return out

sources = [l.strip() for l in open(os.path.join(HERE, "sources.txt"), encoding="utf-8") if l.strip()]
if len(sources) != 12 or len(set(sources)) != 12:
    err(f"sources.txt: expected 12 distinct paths, got {len(sources)}")
for s in sources:
    if not os.path.isfile(os.path.join(CORPUS, s)):
        err(f"sources.txt: missing file {s}")
doc_text = {s: open(os.path.join(CORPUS, s), encoding="utf-8").read() for s in sources
            if os.path.isfile(os.path.join(CORPUS, s))}

rows = [json.loads(l) for l in open(os.path.join(HERE, "gold.jsonl"), encoding="utf-8") if l.strip()]
draft_files = sorted(f for f in os.listdir(os.path.join(HERE, "drafts")) if f.endswith(".md"))
if draft_files != [f"draft-{i:02d}.md" for i in range(1, 7)]:
    err(f"drafts/: unexpected files {draft_files}")
drafts = {f"drafts/{f}": parse_draft(os.path.join(HERE, "drafts", f)) for f in draft_files}

by_draft = collections.defaultdict(list)
order = []
for i, r in enumerate(rows, 1):
    where = f"row {i} ({r.get('draft')} p{r.get('paragraph')})"
    if set(r) != FIELDS:
        err(f"{where}: fields {sorted(r)}")
        continue
    by_draft[r["draft"]].append(r)
    order.append((r["draft"], r["paragraph"]))
    lab, kind = r["label"], r["kind"]
    if lab not in LABEL_KINDS or kind not in LABEL_KINDS[lab]:
        err(f"{where}: bad label/kind {lab}/{kind}")
    paras = drafts.get(r["draft"])
    if paras is None:
        err(f"{where}: unknown draft")
    elif not (1 <= r["paragraph"] <= len(paras)) or paras[r["paragraph"] - 1] != r["claim"]:
        err(f"{where}: claim does not equal paragraph text")
    n = len(r["claim"].split())
    if not 8 <= n <= 40:
        err(f"{where}: claim has {n} words")
    if not r["note"] or "\n" in r["note"]:
        err(f"{where}: note must be one non-empty line")
    if lab in ("supports", "contradicts"):
        if not r["rationale"] or not r["doc_ids_files"]:
            err(f"{where}: {lab} needs rationale and doc_ids_files")
        for d in r["doc_ids_files"]:
            if d not in sources:
                err(f"{where}: doc {d} not in sources.txt")
        for q in r["rationale"]:
            if not any(q in doc_text.get(d, "") for d in r["doc_ids_files"]):
                err(f"{where}: rationale not a verbatim substring: {q[:60]!r}")
    else:
        if r["rationale"] or r["doc_ids_files"]:
            err(f"{where}: {lab} must have empty rationale and doc_ids_files")

if order != sorted(order) or len(set(order)) != len(order):
    err("gold rows are not in draft/paragraph order or have duplicates")
for d, paras in drafts.items():
    rs = by_draft.get(d, [])
    if len(rs) != 20 or len(paras) != 20:
        err(f"{d}: {len(paras)} paragraphs, {len(rs)} gold rows (want 20/20)")
    if [r["paragraph"] for r in rs] != list(range(1, 21)):
        err(f"{d}: paragraph numbers not 1..20")
    lc = collections.Counter(r["label"] for r in rs)
    if dict(lc) != PER_DRAFT_LABELS:
        err(f"{d}: label counts {dict(lc)}")
    sk = collections.Counter(r["kind"] for r in rs if r["label"] == "supports")
    if dict(sk) != PER_DRAFT_SUPPORT_KINDS:
        err(f"{d}: supports kinds {dict(sk)}")
    ck = collections.Counter(r["kind"] for r in rs if r["label"] == "contradicts")
    if dict(ck) != PER_DRAFT_CONTRA_KINDS:
        err(f"{d}: contradicts kinds {dict(ck)}")
    docs = {x for r in rs for x in r["doc_ids_files"]}
    if len(docs) != 2:
        err(f"{d}: rationales drawn from {len(docs)} documents (want 2)")
used = {x for r in rows for x in r["doc_ids_files"]}
for s in sources:
    if s not in used:
        err(f"sources.txt: {s} never used as a rationale source")

print(f"rows: {len(rows)}  drafts: {len(drafts)}  sources: {len(sources)}")
print("labels:")
for k, v in sorted(collections.Counter(r["label"] for r in rows).items()):
    print(f"  {k:14s} {v}")
print("label/kind:")
for (l, k), v in sorted(collections.Counter((r["label"], r["kind"]) for r in rows).items()):
    print(f"  {l:14s} {k:18s} {v}")
if errors:
    print(f"\n{len(errors)} problem(s):")
    for e in errors:
        print("  - " + e)
    sys.exit(1)
print("\nOK: all checks passed")
