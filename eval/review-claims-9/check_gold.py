#!/usr/bin/env python3
"""Mechanical self-check for the review-claims-9 evaluation set (stdlib only).

Run from anywhere:  python3 check_gold.py
Exits non-zero if any check fails; prints label / kind / sub-kind counts.
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = "/work/shared/corpora/real-prose"
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
LABEL_OF = {"reworded": "supports", "paraphrase": "supports",
            "contradiction": "contradicts", "overclaim": "not_supported",
            "added": "not_supported"}
SUBKINDS = ["number", "swap", "direction", "negation", "roles"]
FIELDS = ["claim", "draft", "paragraph", "label", "rationale", "doc_ids_files",
          "kind", "sentence_id", "note"]

errors = []


def err(msg):
    errors.append(msg)


def norm(text):
    """Whitespace-normalised, markup-light form used for comparisons."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)      # md links
    text = re.sub(r"\[([^\]]*)\]\[[^\]]*\]", r"\1", text)      # md ref links
    text = re.sub(r"\[\d+\]_", "", text)                        # rst footnotes
    text = re.sub(r"`([^`]*)`__", r"\1", text)                  # rst anon links
    text = text.replace("``", "").replace("`", "").replace("**", "").replace("*", "")
    return " ".join(text.split()).strip().lower()


def words(text):
    return len(text.split())


def read_paragraphs(path):
    """Paragraphs of a draft: blank-line separated blocks, headings skipped."""
    with open(path, encoding="utf-8") as f:
        blocks = re.split(r"\n\s*\n", f.read())
    paras = []
    for b in blocks:
        b = b.strip("\n")
        if not b.strip() or b.lstrip().startswith("#"):
            continue
        paras.append(b)
    return paras


# ---------------------------------------------------------------- inputs
with open(os.path.join(HERE, "sources.txt"), encoding="utf-8") as f:
    sources = [l.strip() for l in f if l.strip()]
if len(sources) != 25 or len(set(sources)) != 25:
    err("sources.txt should list 25 distinct documents, has %d" % len(sources))

rows = []
with open(os.path.join(HERE, "gold.jsonl"), encoding="utf-8") as f:
    for n, line in enumerate(f, 1):
        try:
            rows.append(json.loads(line))
        except ValueError as e:
            err("gold.jsonl line %d: bad JSON (%s)" % (n, e))
if len(rows) != 500:
    err("expected 500 rows, found %d" % len(rows))

docs = {}
for s in sources:
    p = os.path.join(CORPUS, s)
    if not os.path.exists(p):
        err("source missing on disk: %s" % s)
        continue
    with open(p, encoding="utf-8") as f:
        docs[s] = f.read()

# ---------------------------------------------------------------- per row
by_draft = collections.defaultdict(list)
sentence_text = {}
for n, r in enumerate(rows, 1):
    where = "row %d (%s p%s)" % (n, r.get("draft"), r.get("paragraph"))
    for k in FIELDS:
        if k not in r:
            err("%s: missing field %s" % (where, k))
    if any(k not in r for k in FIELDS):
        continue
    by_draft[r["draft"]].append(r)
    claim = r["claim"]
    if "\n" in claim or claim != claim.strip():
        err("%s: claim has a line break or stray whitespace" % where)
    if not 8 <= words(claim) <= 50:
        err("%s: claim has %d words" % (where, words(claim)))
    if r["kind"] not in KINDS:
        err("%s: unknown kind %r" % (where, r["kind"]))
    elif LABEL_OF[r["kind"]] != r["label"]:
        err("%s: label %s does not fit kind %s" % (where, r["label"], r["kind"]))
    if not (isinstance(r["rationale"], list) and len(r["rationale"]) == 1):
        err("%s: rationale must be a one-item list" % where)
        continue
    if not (isinstance(r["doc_ids_files"], list) and len(r["doc_ids_files"]) == 1):
        err("%s: doc_ids_files must be a one-item list" % where)
        continue
    src = r["doc_ids_files"][0]
    if src not in sources:
        err("%s: %s not in sources.txt" % (where, src))
        continue
    rat = r["rationale"][0]
    if rat not in docs.get(src, ""):
        err("%s: rationale is not a verbatim substring of %s" % (where, src))
    if not 12 <= words(norm(rat)) <= 45:
        err("%s: source sentence has %d words" % (where, words(norm(rat))))
    if norm(claim) == norm(rat):
        err("%s: claim equals its source sentence" % where)
    if norm(claim) in norm(docs.get(src, "")):
        err("%s: claim occurs verbatim in the document" % where)
    sid = r["sentence_id"]
    if sentence_text.setdefault(sid, rat) != rat:
        err("%s: sentence_id %s used with two different rationales" % (where, sid))
    if not r["note"].strip() or "\n" in r["note"]:
        err("%s: note must be one non-empty line" % where)
    if r["kind"] == "contradiction":
        m = re.match(r"\[(\w+)\]", r["note"])
        if not m or m.group(1) not in SUBKINDS:
            err("%s: contradiction note lacks a [sub-kind] tag" % where)

# ---------------------------------------------------------------- per draft
expected_drafts = ["drafts/draft-%02d.md" % i for i in range(1, 26)]
if sorted(by_draft) != expected_drafts:
    err("draft set mismatch: %s" % sorted(by_draft))
order = [r["draft"] for r in rows]
if order != sorted(order, key=lambda d: expected_drafts.index(d) if d in expected_drafts else 99):
    err("rows are not in draft order")

for i, draft in enumerate(expected_drafts):
    drows = by_draft.get(draft, [])
    if len(drows) != 20:
        err("%s: %d rows (want 20)" % (draft, len(drows)))
    if [r["paragraph"] for r in drows] != list(range(1, len(drows) + 1)):
        err("%s: paragraphs not numbered 1..%d in order" % (draft, len(drows)))
    srcs = {r["doc_ids_files"][0] for r in drows}
    if len(srcs) != 1:
        err("%s: rows point at %d documents" % (draft, len(srcs)))
    elif sources[i] not in srcs:
        err("%s: document differs from line %d of sources.txt" % (draft, i + 1))
    grid = collections.Counter((r["sentence_id"], r["kind"]) for r in drows)
    sids = sorted({r["sentence_id"] for r in drows})
    if len(sids) != 4:
        err("%s: %d sentence_ids (want 4)" % (draft, len(sids)))
    for sid in sids:
        if not sid.startswith("d%02d-s" % (i + 1)):
            err("%s: odd sentence_id %s" % (draft, sid))
        for k in KINDS:
            if grid[(sid, k)] != 1:
                err("%s: %s has %d %s claims" % (draft, sid, grid[(sid, k)], k))
    # shuffled: no two neighbouring paragraphs from the same sentence
    for a, b in zip(drows, drows[1:]):
        if a["sentence_id"] == b["sentence_id"]:
            err("%s: paragraphs %d-%d come from the same sentence" % (draft, a["paragraph"], b["paragraph"]))
    path = os.path.join(HERE, draft)
    if not os.path.exists(path):
        err("%s: file missing" % draft)
        continue
    with open(path, encoding="utf-8") as f:
        head = f.read().splitlines()
    if not head or not head[0].startswith("# Notes on "):
        err("%s: first line is not a '# Notes on' title" % draft)
    if sum(1 for l in head if l.startswith("## ")) != 1:
        err("%s: needs exactly one '## ' heading" % draft)
    paras = read_paragraphs(path)
    if len(paras) != len(drows):
        err("%s: %d paragraphs in file, %d rows" % (draft, len(paras), len(drows)))
    for r, p in zip(drows, paras):
        if r["claim"] != p:
            err("%s p%d: claim differs from paragraph text" % (draft, r["paragraph"]))

# ---------------------------------------------------------------- report
print("rows: %d   drafts: %d   documents: %d   source sentences: %d"
      % (len(rows), len(by_draft), len(sources), len(sentence_text)))
print("labels:", dict(sorted(collections.Counter(r["label"] for r in rows).items())))
print("kinds: ", dict(sorted(collections.Counter(r["kind"] for r in rows).items())))
sub = collections.Counter()
for r in rows:
    if r["kind"] == "contradiction":
        m = re.match(r"\[(\w+)\]", r["note"])
        sub[m.group(1) if m else "?"] += 1
print("contradiction sub-kinds:", dict(sorted(sub.items())))
for k in SUBKINDS:
    if sub[k] < 12:
        err("contradiction sub-kind %s used %d times (want >= 12)" % (k, sub[k]))
cw = [words(r["claim"]) for r in rows]
sw = [words(norm(t)) for t in sentence_text.values()]
print("claim words: min %d max %d   sentence words: min %d max %d"
      % (min(cw), max(cw), min(sw), max(sw)))

if errors:
    print("\n%d problem(s):" % len(errors))
    for e in errors:
        print("  -", e)
    sys.exit(1)
print("OK: all checks passed")
