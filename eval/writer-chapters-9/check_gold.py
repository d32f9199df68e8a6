#!/usr/bin/env python3
"""Mechanical self-check for the writer-chapters-9 evaluation set (stdlib only).

Checks:
  * each drafts/draft-NN.md has one '# ' title, two '## ' headings and exactly
    20 one-line paragraphs separated by blank lines;
  * gold.jsonl has 20 rows per draft, in draft/paragraph order, and each
    claim equals the text of its paragraph;
  * labels/kinds are valid and each draft has the required quota;
  * every rationale is a verbatim substring of one of the row's doc_ids_files
    (raw source files), rationale/doc_ids_files are empty for not_supported
    and opinion rows and non-empty otherwise;
  * every doc referenced is listed in sources.txt, and sources.txt lists 12
    existing files, each one used by the gold file;
  * every source is one of the 16 pool documents named in the brief, and
    each draft's two documents are the PEP and RFC of its build/dNN.py;
  * claims are 8-40 words (warnings only for single-sentence heuristics).
Prints label and kind counts.  Exit status 1 on any error.
"""
import collections, json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = "/work/shared/corpora/real-prose"
N_DRAFTS, N_PARAS = 6, 20
KINDS = {
    "supports": {"paraphrase", "summary", "verbatim"},
    "contradicts": {"number_changed", "wrong_agent", "direction_flipped", "negated"},
    "not_supported": {"unstated_detail", "overclaim"},
    "opinion": {"opinion", "framing"},
}
QUOTA_LABEL = {"supports": 10, "contradicts": 4, "not_supported": 3, "opinion": 3}
QUOTA_KIND = {"paraphrase": 5, "summary": 3, "verbatim": 2, "number_changed": 1,
              "wrong_agent": 1, "direction_flipped": 1, "negated": 1}
POOL = {
    "python-peps/pep-0763.rst", "python-peps/pep-0612.rst", "python-peps/pep-0808.rst",
    "python-peps/pep-0327.rst", "python-peps/pep-0391.rst", "python-peps/pep-0400.rst",
    "python-peps/pep-0355.rst", "python-peps/pep-0309.rst", "rust-rfcs/1444-union.md",
    "rust-rfcs/2126-path-clarity.md", "rust-rfcs/2250-finalize-impl-dyn-syntax.md",
    "rust-rfcs/1522-conservative-impl-trait.md", "rust-rfcs/2145-type-privacy.md",
    "rust-rfcs/2302-tuple-struct-self-ctor.md", "rust-rfcs/1589-rustc-bug-fix-procedure.md",
    "rust-rfcs/2229-capture-disjoint-fields.md",
}
FIELDS = ["claim", "draft", "paragraph", "label", "rationale", "doc_ids_files", "kind", "note"]

errors, warnings = [], []
def err(msg): errors.append(msg)
def warn(msg): warnings.append(msg)


def parse_draft(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    titles = [l for l in lines if l.startswith("# ")]
    heads = [l for l in lines if l.startswith("## ")]
    if len(titles) != 1:
        err(f"{path}: expected 1 title line, found {len(titles)}")
    if len(heads) != 2:
        err(f"{path}: expected 2 section headings, found {len(heads)}")
    paras, prev_blank = [], True
    for i, l in enumerate(lines):
        if l.strip() == "":
            prev_blank = True
            continue
        if l.startswith("#"):
            prev_blank = False
            continue
        if not prev_blank:
            err(f"{path}:{i+1}: paragraph line not preceded by a blank line (multi-line paragraph?)")
        if l != l.strip():
            err(f"{path}:{i+1}: leading/trailing whitespace")
        paras.append(l)
        prev_blank = False
    return paras


# sources.txt
src_path = os.path.join(HERE, "sources.txt")
sources = [l.strip() for l in open(src_path, encoding="utf-8") if l.strip()]
if len(sources) != 12 or len(set(sources)) != 12:
    err(f"sources.txt: expected 12 distinct paths, found {len(sources)} ({len(set(sources))} distinct)")
for s in sources:
    if s not in POOL:
        err(f"sources.txt: {s} is not in the brief's document pool")
texts = {}
for s in sources:
    fp = os.path.join(CORPUS, s)
    if not os.path.isfile(fp):
        err(f"sources.txt: missing file {s}")
    else:
        texts[s] = open(fp, encoding="utf-8").read()

# gold
rows = []
for n, line in enumerate(open(os.path.join(HERE, "gold.jsonl"), encoding="utf-8"), 1):
    if not line.strip():
        continue
    try:
        rows.append(json.loads(line))
    except json.JSONDecodeError as e:
        err(f"gold.jsonl:{n}: bad JSON ({e})")
if len(rows) != N_DRAFTS * N_PARAS:
    err(f"gold.jsonl: expected {N_DRAFTS * N_PARAS} rows, found {len(rows)}")

by_draft = collections.defaultdict(list)
for r in rows:
    missing = [f for f in FIELDS if f not in r]
    if missing:
        err(f"row {r.get('draft')}#{r.get('paragraph')}: missing fields {missing}")
        continue
    by_draft[r["draft"]].append(r)

used_docs = set()
label_counts, kind_counts = collections.Counter(), collections.Counter()
expected_order = []
for k in range(1, N_DRAFTS + 1):
    draft = f"drafts/draft-{k:02d}.md"
    dpath = os.path.join(HERE, draft)
    if not os.path.isfile(dpath):
        err(f"missing {draft}")
        continue
    paras = parse_draft(dpath)
    if len(paras) != N_PARAS:
        err(f"{draft}: expected {N_PARAS} paragraphs, found {len(paras)}")
    drows = by_draft.get(draft, [])
    if len(drows) != N_PARAS:
        err(f"{draft}: expected {N_PARAS} gold rows, found {len(drows)}")
    dl, dk = collections.Counter(), collections.Counter()
    draft_docs = set()
    for i, r in enumerate(drows, 1):
        tag = f"{draft}#{r['paragraph']}"
        expected_order.append((draft, i))
        if r["paragraph"] != i:
            err(f"{tag}: paragraph number out of order (expected {i})")
        p = r["paragraph"]
        if isinstance(p, int) and 1 <= p <= len(paras):
            if r["claim"] != paras[p - 1]:
                err(f"{tag}: claim differs from paragraph text\n   claim: {r['claim']!r}\n   para : {paras[p-1]!r}")
        else:
            err(f"{tag}: paragraph index invalid")
        label, kind = r["label"], r["kind"]
        if label not in KINDS:
            err(f"{tag}: bad label {label!r}")
        elif kind not in KINDS[label]:
            err(f"{tag}: kind {kind!r} not valid for label {label!r}")
        dl[label] += 1
        dk[kind] += 1
        label_counts[label] += 1
        kind_counts[kind] += 1
        rat, docs = r["rationale"], r["doc_ids_files"]
        if not isinstance(rat, list) or not isinstance(docs, list):
            err(f"{tag}: rationale and doc_ids_files must be lists")
            continue
        if label in ("not_supported", "opinion"):
            if rat or docs:
                err(f"{tag}: rationale/doc_ids_files must be empty for {label}")
        else:
            if not rat or not docs:
                err(f"{tag}: rationale/doc_ids_files must be non-empty for {label}")
        for d in docs:
            if d not in sources:
                err(f"{tag}: doc {d} not in sources.txt")
            used_docs.add(d)
            draft_docs.add(d)
        for s in rat:
            if not isinstance(s, str) or not s.strip():
                err(f"{tag}: empty rationale string")
                continue
            if not any(s in texts.get(d, "") for d in docs):
                err(f"{tag}: rationale not a verbatim substring of {docs}: {s[:80]!r}")
        if not r["note"] or "\n" in r["note"]:
            err(f"{tag}: note must be one non-empty line")
        words = len(r["claim"].split())
        if not 8 <= words <= 40:
            err(f"{tag}: claim has {words} words (want 8-40)")
        if re.search(r"[.!?]\s+[A-Z]", r["claim"].replace("a.k.a.", "aka")):
            warn(f"{tag}: claim may contain more than one sentence")
    for lab, q in QUOTA_LABEL.items():
        if dl[lab] != q:
            err(f"{draft}: {dl[lab]} {lab} rows (want {q})")
    for kd, q in QUOTA_KIND.items():
        if dk[kd] != q:
            err(f"{draft}: {dk[kd]} {kd} rows (want {q})")
    expected_pair = set(sources[2 * (k - 1):2 * k])
    if draft_docs != expected_pair:
        err(f"{draft}: cites {sorted(draft_docs)}, expected its pair {sorted(expected_pair)} from sources.txt")
    if len(draft_docs) != 2 or not any("python-peps/" in d for d in draft_docs) \
            or not any("rust-rfcs/" in d for d in draft_docs):
        err(f"{draft}: rationales should cite exactly one PEP and one RFC, got {sorted(draft_docs)}")

actual_order = [(r["draft"], r["paragraph"]) for r in rows]
if actual_order != expected_order:
    err("gold.jsonl rows are not in draft/paragraph order")
for s in sources:
    if s not in used_docs:
        err(f"sources.txt: {s} is never cited in gold.jsonl")
ns_kinds = {k for k in kind_counts if k in KINDS["not_supported"]}
if ns_kinds != KINDS["not_supported"]:
    err(f"not_supported kinds used across set: {sorted(ns_kinds)} (want both)")

print("label counts:")
for lab in KINDS:
    print(f"  {lab:14s} {label_counts[lab]}")
print("kind counts:")
for lab, ks in KINDS.items():
    for kd in sorted(ks):
        print(f"  {lab:14s} {kd:18s} {kind_counts[kd]}")
print(f"rows: {len(rows)}  drafts: {len(by_draft)}  sources: {len(sources)}")
for w in warnings:
    print("WARNING:", w)
if errors:
    for e in errors:
        print("ERROR:", e)
    print(f"{len(errors)} error(s)")
    sys.exit(1)
print("OK: all checks passed")
