#!/usr/bin/env python3
"""Mechanical self-check for review-claims-11 (standard library only). Run from any directory."""
import collections, json, os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = "/work/shared/corpora/real-prose"
KIND_LABEL = {"reworded": "supports", "paraphrase": "supports", "contradiction": "contradicts",
              "overclaim": "not_supported", "added": "not_supported"}
errors = []
def err(msg): errors.append(msg)
norm = lambda s: " ".join(s.split())

rows = [json.loads(l) for l in open(os.path.join(HERE, "gold.jsonl"), encoding="utf-8") if l.strip()]
sources = [l.strip() for l in open(os.path.join(HERE, "sources.txt")) if l.strip()]
if len(sources) != 25 or len(set(sources)) != 25:
    err(f"sources.txt should list 25 distinct docs, has {len(sources)}")

def paragraphs(path):
    text = open(path, encoding="utf-8").read()
    paras, headings = [], []
    for block in re.split(r"\n\s*\n", text):
        block = block.strip("\n")
        if not block.strip():
            continue
        if block.lstrip().startswith("#"):
            headings.append(block.strip())
            continue
        paras.append(block)
    return paras, headings

docs_cache = {}
by_draft = collections.defaultdict(list)
for i, r in enumerate(rows, 1):
    for k in ("claim", "draft", "paragraph", "label", "rationale", "doc_ids_files", "kind", "sentence_id", "note"):
        if k not in r:
            err(f"row {i}: missing field {k}")
    by_draft[r["draft"]].append(r)
    if KIND_LABEL.get(r["kind"]) != r["label"]:
        err(f"row {i}: kind {r['kind']} with label {r['label']}")
    c = r["claim"]
    if "\n" in c:
        err(f"row {i}: claim has a line break")
    n = len(c.split())
    if not 8 <= n <= 50:
        err(f"row {i}: claim has {n} words")
    for d in r["doc_ids_files"]:
        if d not in sources:
            err(f"row {i}: {d} not in sources.txt")
        if d not in docs_cache:
            docs_cache[d] = open(os.path.join(CORPUS, d), encoding="utf-8").read()
    if len(r["rationale"]) != 1:
        err(f"row {i}: expected one rationale")
    for rat in r["rationale"]:
        if not any(rat in docs_cache[d] for d in r["doc_ids_files"]):
            err(f"row {i}: rationale not a verbatim substring of its doc")
        if norm(rat) == norm(c) or norm(rat).rstrip(":") == norm(c):
            err(f"row {i}: claim equals its source sentence")
        sw = len(rat.split())
        if not 12 <= sw <= 45:
            err(f"row {i}: source sentence has {sw} words")
    if not r["note"].strip() or "\n" in r["note"]:
        err(f"row {i}: note must be one non-empty line")

draft_files = sorted(f for f in os.listdir(os.path.join(HERE, "drafts")) if f.endswith(".md"))
if len(draft_files) != 25:
    err(f"expected 25 drafts, found {len(draft_files)}")
order = [r["draft"] for r in rows]
for dfile in draft_files:
    key = f"drafts/{dfile}"
    drows = by_draft.get(key, [])
    paras, headings = paragraphs(os.path.join(HERE, key))
    if len(drows) != 20 or len(paras) != 20:
        err(f"{key}: {len(drows)} rows, {len(paras)} paragraphs (want 20)")
    if len(headings) != 2 or not headings[0].startswith("# Notes on ") or not headings[1].startswith("## "):
        err(f"{key}: expected '# Notes on' title and one '## ' heading, got {headings}")
    for r in drows:
        p = r["paragraph"]
        if not 1 <= p <= len(paras) or paras[p - 1] != r["claim"]:
            err(f"{key} paragraph {p}: claim text does not match paragraph")
    if [r["paragraph"] for r in drows] != list(range(1, len(drows) + 1)):
        err(f"{key}: rows not in paragraph order")
    sids = collections.defaultdict(set)
    docs = set()
    for r in drows:
        sids[r["sentence_id"]].add(r["kind"])
        docs.update(r["doc_ids_files"])
    if len(sids) != 4 or any(v != set(KIND_LABEL) for v in sids.values()):
        err(f"{key}: need 4 sentence_ids x 5 kinds, got {dict(sids)}")
    if len(docs) != 1:
        err(f"{key}: rows cite {len(docs)} docs")
    # each sentence's five claims share one rationale
    for sid in sids:
        rats = {r["rationale"][0] for r in drows if r["sentence_id"] == sid}
        if len(rats) != 1:
            err(f"{key} {sid}: differing rationales")
if order != sorted(order):
    err("gold.jsonl rows are not in draft order")
used = {r["doc_ids_files"][0] for r in rows}
if used != set(sources):
    err("sources.txt and docs used by gold.jsonl differ")
claims = [r["claim"] for r in rows]
dup = [c for c, k in collections.Counter(claims).items() if k > 1]
if dup:
    err(f"duplicate claims: {dup[:3]}")

print("rows:", len(rows), " drafts:", len(draft_files), " docs:", len(used))
print("labels:", dict(collections.Counter(r["label"] for r in rows)))
print("kinds:", dict(collections.Counter(r["kind"] for r in rows)))
sub = collections.Counter(r["note"].split(":")[0].strip() for r in rows if r["kind"] == "contradiction")
print("contradiction sub-kinds:", dict(sub))
for k, v in sub.items():
    if v < 12:
        err(f"contradiction sub-kind {k} used only {v} times")
if errors:
    print(f"\n{len(errors)} problem(s):")
    for e in errors:
        print(" -", e)
    sys.exit(1)
print("OK: all checks passed")
