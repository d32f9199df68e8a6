#!/usr/bin/env python3
"""Mechanical self-check for the writer-chapters-10 gold set (stdlib only)."""
import json, os, re, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = "/work/shared/corpora/real-prose"
LABELS = {"supports", "contradicts", "not_supported", "opinion"}
KINDS = {
    "supports": {"paraphrase", "summary", "verbatim"},
    "contradicts": {"number_changed", "wrong_agent", "direction_flipped", "negated"},
    "not_supported": {"unstated_detail", "overclaim"},
    "opinion": {"opinion", "framing"},
}
PER_DRAFT = {
    ("supports", "paraphrase"): 5, ("supports", "summary"): 3, ("supports", "verbatim"): 2,
    ("contradicts", "number_changed"): 1, ("contradicts", "wrong_agent"): 1,
    ("contradicts", "direction_flipped"): 1, ("contradicts", "negated"): 1,
}
PER_DRAFT_LABEL = {"supports": 10, "contradicts": 4, "not_supported": 3, "opinion": 3}
errors = []
def err(msg): errors.append(msg)

def parse_draft(path):
    text = open(path, encoding="utf-8").read()
    titles, sections, paras = 0, 0, []
    for block in re.split(r"\n\s*\n", text.strip("\n")):
        lines = block.split("\n")
        if len(lines) != 1:
            err(f"{path}: block spans several lines: {block[:60]!r}")
            continue
        line = lines[0]
        if line.startswith("## "): sections += 1
        elif line.startswith("# "): titles += 1
        else: paras.append(line)
    if titles != 1: err(f"{path}: expected 1 title, found {titles}")
    if sections != 2: err(f"{path}: expected 2 section headings, found {sections}")
    if len(paras) != 20: err(f"{path}: expected 20 paragraphs, found {len(paras)}")
    return paras

sources = [l.strip() for l in open(os.path.join(HERE, "sources.txt"), encoding="utf-8") if l.strip()]
if len(sources) != 12 or len(set(sources)) != 12: err(f"sources.txt: expected 12 distinct paths, got {len(sources)}")
docs = {}
for s in sources:
    fp = os.path.join(CORPUS, s)
    if not os.path.isfile(fp): err(f"sources.txt: missing file {s}")
    else: docs[s] = open(fp, encoding="utf-8").read()

rows = [json.loads(l) for l in open(os.path.join(HERE, "gold.jsonl"), encoding="utf-8") if l.strip()]
fields = {"claim", "draft", "paragraph", "label", "rationale", "doc_ids_files", "kind", "note"}
by_draft = {}
for i, r in enumerate(rows, 1):
    if set(r) != fields: err(f"row {i}: fields {sorted(r)}")
    by_draft.setdefault(r["draft"], []).append(r)
    if r["label"] not in LABELS: err(f"row {i}: bad label {r['label']}")
    elif r["kind"] not in KINDS[r["label"]]: err(f"row {i}: kind {r['kind']} not valid for {r['label']}")
    if not str(r.get("note", "")).strip() or "\n" in r["note"]: err(f"row {i}: note must be one non-empty line")
    n = len(r["claim"].split())
    if not 8 <= n <= 40: err(f"row {i}: claim has {n} words (want 8-40)")
    if r["label"] in ("not_supported", "opinion"):
        if r["rationale"] or r["doc_ids_files"]: err(f"row {i}: {r['label']} must have empty rationale/doc_ids_files")
    else:
        if not r["rationale"] or not r["doc_ids_files"]: err(f"row {i}: {r['label']} needs rationale and doc_ids_files")
        for f in r["doc_ids_files"]:
            if f not in sources: err(f"row {i}: doc {f} not in sources.txt")
        for q in r["rationale"]:
            hits = [f for f in r["doc_ids_files"] if f in docs and q in docs[f]]
            if not hits: err(f"row {i}: rationale not a verbatim substring of its docs: {q[:70]!r}")
        for f in r["doc_ids_files"]:
            if f in docs and not any(q in docs[f] for q in r["rationale"]):
                err(f"row {i}: doc {f} listed but no rationale comes from it")

expected = [f"drafts/draft-{n:02d}.md" for n in range(1, 7)]
if sorted(by_draft) != expected: err(f"drafts in gold: {sorted(by_draft)}")
order = [r["draft"] for r in rows]
if order != sorted(order): err("gold rows are not in draft order")
for d in expected:
    rs = by_draft.get(d, [])
    if len(rs) != 20: err(f"{d}: {len(rs)} gold rows (want 20)")
    if [r["paragraph"] for r in rs] != list(range(1, len(rs) + 1)): err(f"{d}: paragraph numbers not 1..20 in order")
    path = os.path.join(HERE, d)
    if not os.path.isfile(path): err(f"{d}: missing draft file"); continue
    paras = parse_draft(path)
    for r in rs:
        k = r["paragraph"] - 1
        if k >= len(paras) or paras[k] != r["claim"]:
            err(f"{d} p{r['paragraph']}: claim differs from draft paragraph")
    lc = Counter(r["label"] for r in rs)
    for lab, want in PER_DRAFT_LABEL.items():
        if lc[lab] != want: err(f"{d}: {lc[lab]} {lab} (want {want})")
    kc = Counter((r["label"], r["kind"]) for r in rs)
    for key, want in PER_DRAFT.items():
        if kc[key] != want: err(f"{d}: {kc[key]} {key} (want {want})")
    docs_used = {f for r in rs for f in r["doc_ids_files"]}
    if len(docs_used) != 2: err(f"{d}: rationales come from {len(docs_used)} docs (want 2)")

ns_kinds = Counter(r["kind"] for r in rows if r["label"] == "not_supported")
if not (ns_kinds["unstated_detail"] and ns_kinds["overclaim"]): err("both not_supported kinds must appear across the set")

print(f"rows: {len(rows)}  drafts: {len(by_draft)}  sources: {len(sources)}")
print("labels:")
for lab, c in sorted(Counter(r["label"] for r in rows).items()): print(f"  {lab:14s} {c}")
print("label/kind:")
for (lab, kind), c in sorted(Counter((r["label"], r["kind"]) for r in rows).items()): print(f"  {lab:14s} {kind:18s} {c}")
if errors:
    print(f"\n{len(errors)} problem(s):"); [print("  -", e) for e in errors]; sys.exit(1)
print("\nOK: all checks passed")
