#!/usr/bin/env python3
"""Mechanical self-check for the review-claims-14 evaluation set.

Checks (standard library only):
  * every gold row has the expected fields and a label consistent with its kind
  * each claim equals the text of its paragraph in its draft (headings not
    counted), and gold rows follow draft order
  * each rationale is a verbatim substring of its source document
  * each draft has 20 rows = 4 sentence_ids x 5 kinds, one document per draft
  * every document is listed in sources.txt (and every listed document is used)
  * no claim equals its source sentence; claims are one line, 8-50 words,
    and look like a single sentence
  * source sentences are 12-45 words
Prints label / kind counts and contradiction sub-kinds (from the "[sub-kind]"
prefix of the note).  Exit status 1 if any check fails.
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = "/work/shared/corpora/real-prose"
FIELDS = ["claim", "draft", "paragraph", "label", "rationale", "doc_ids_files",
          "kind", "sentence_id", "note"]
KIND_LABEL = {"reworded": "supports", "paraphrase": "supports",
              "contradiction": "contradicts", "overclaim": "not_supported",
              "added": "not_supported"}
SUBKINDS = ["number", "name-swap", "direction", "negation", "role-swap"]

errors = []


def err(msg):
    errors.append(msg)


def norm(s):
    return " ".join(s.split()).lower()


def words(s):
    return len(s.split())


def draft_paragraphs(path):
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    blocks = [b.strip("\n") for b in re.split(r"\n\s*\n", text) if b.strip()]
    titles = [b for b in blocks if b.startswith("# ")]
    heads = [b for b in blocks if b.startswith("## ")]
    paras = [b for b in blocks if not b.startswith("#")]
    return titles, heads, paras


def main():
    with open(os.path.join(HERE, "sources.txt"), encoding="utf-8") as fh:
        sources = [l.strip() for l in fh if l.strip()]
    if len(sources) != len(set(sources)):
        err("sources.txt has duplicate lines")
    for s in sources:
        if not os.path.isfile(os.path.join(CORPUS, s)):
            err("source not found in corpus: %s" % s)

    rows = []
    with open(os.path.join(HERE, "gold.jsonl"), encoding="utf-8") as fh:
        for i, line in enumerate(fh, 1):
            try:
                r = json.loads(line)
            except ValueError as e:
                err("gold line %d: bad JSON (%s)" % (i, e))
                continue
            missing = [f for f in FIELDS if f not in r]
            if missing:
                err("gold line %d: missing %s" % (i, missing))
                continue
            rows.append(r)

    doc_cache = {}

    def doc_text(p):
        if p not in doc_cache:
            with open(os.path.join(CORPUS, p), encoding="utf-8") as fh:
                doc_cache[p] = fh.read()
        return doc_cache[p]

    by_draft = collections.OrderedDict()
    for r in rows:
        by_draft.setdefault(r["draft"], []).append(r)

    used_docs = set()
    sent_text = {}
    for draft, drows in by_draft.items():
        dpath = os.path.join(HERE, draft)
        if not os.path.isfile(dpath):
            err("%s: draft file missing" % draft)
            continue
        titles, heads, paras = draft_paragraphs(dpath)
        if len(titles) != 1 or not titles[0].startswith("# Notes on "):
            err("%s: expected exactly one '# Notes on ...' title" % draft)
        if len(heads) != 1:
            err("%s: expected exactly one '## ' heading, found %d" % (draft, len(heads)))
        if len(paras) != len(drows):
            err("%s: %d paragraphs but %d gold rows" % (draft, len(paras), len(drows)))
        if len(drows) != 20:
            err("%s: %d rows (want 20)" % (draft, len(drows)))
        for idx, r in enumerate(drows, 1):
            if r["paragraph"] != idx:
                err("%s: row %d has paragraph %s (gold not in draft order)" % (draft, idx, r["paragraph"]))
            p = r["paragraph"]
            if not (1 <= p <= len(paras)) or paras[p - 1] != r["claim"]:
                err("%s para %s: claim does not equal paragraph text" % (draft, p))
        docs = {d for r in drows for d in r["doc_ids_files"]}
        if len(docs) != 1:
            err("%s: rows cite %d documents (want 1)" % (draft, len(docs)))
        used_docs |= docs
        grid = collections.defaultdict(set)
        for r in drows:
            grid[r["sentence_id"]].add(r["kind"])
        if len(grid) != 4:
            err("%s: %d sentence_ids (want 4)" % (draft, len(grid)))
        for sid, kinds in grid.items():
            if kinds != set(KIND_LABEL):
                err("%s %s: kinds %s" % (draft, sid, sorted(kinds)))
        # not grouped: a sentence's claims should not sit next to each other
        for a, b in zip(drows, drows[1:]):
            if a["sentence_id"] == b["sentence_id"]:
                err("%s: adjacent paragraphs %d/%d share %s" % (draft, a["paragraph"], b["paragraph"], a["sentence_id"]))

    for r in rows:
        tag = "%s p%s" % (r["draft"], r["paragraph"])
        if KIND_LABEL.get(r["kind"]) != r["label"]:
            err("%s: kind %s with label %s" % (tag, r["kind"], r["label"]))
        for d in r["doc_ids_files"]:
            if d not in sources:
                err("%s: %s not in sources.txt" % (tag, d))
        if not isinstance(r["rationale"], list) or not r["rationale"]:
            err("%s: rationale must be a non-empty list" % tag)
            continue
        for span in r["rationale"]:
            if not any(span in doc_text(d) for d in r["doc_ids_files"]):
                err("%s: rationale is not a verbatim substring of its document" % tag)
        sent = r["rationale"][0]
        prev = sent_text.setdefault(r["sentence_id"], sent)
        if prev != sent:
            err("%s: rationale differs from other rows of %s" % (tag, r["sentence_id"]))
        if not (12 <= words(sent) <= 45):
            err("%s: source sentence has %d words" % (tag, words(sent)))
        c = r["claim"]
        if "\n" in c:
            err("%s: claim contains a line break" % tag)
        if not (8 <= words(c) <= 50):
            err("%s: claim has %d words" % (tag, words(c)))
        if norm(c) == norm(sent) or c.strip() == sent.strip():
            err("%s: claim equals its source sentence" % tag)
        if not re.search(r"[.!?]$", c):
            err("%s: claim does not end with sentence punctuation" % tag)
        if re.search(r"[.!?]\s+[A-Z]", c) or re.search(r"\b(e\.g|i\.e|etc)\.", c):
            err("%s: claim looks like more than one sentence" % tag)
        if c.lstrip().startswith(("#", "-", "*", ">")) or re.match(r"\d+\.", c):
            err("%s: claim would render as markup, not a paragraph" % tag)
        if not isinstance(r["note"], str) or not r["note"].strip() or "\n" in r["note"]:
            err("%s: note must be one short line" % tag)
        if r["kind"] == "contradiction":
            m = re.match(r"\[([a-z-]+)\]", r["note"])
            if not m or m.group(1) not in SUBKINDS:
                err("%s: contradiction note lacks a [sub-kind] prefix" % tag)

    for s in sources:
        if s not in used_docs:
            err("source listed but unused: %s" % s)
    claims = [r["claim"] for r in rows]
    dup = [c for c, n in collections.Counter(claims).items() if n > 1]
    if dup:
        err("duplicate claims: %s" % dup[:3])

    print("rows: %d  drafts: %d  documents: %d  source sentences: %d"
          % (len(rows), len(by_draft), len(used_docs), len(sent_text)))
    print("labels:", dict(collections.Counter(r["label"] for r in rows)))
    print("kinds: ", dict(collections.Counter(r["kind"] for r in rows)))
    sub = collections.Counter()
    for r in rows:
        if r["kind"] == "contradiction":
            m = re.match(r"\[([a-z-]+)\]", r["note"])
            sub[m.group(1) if m else "?"] += 1
    print("contradiction sub-kinds:", {k: sub[k] for k in SUBKINDS})
    for k in SUBKINDS:
        if sub[k] < 12:
            err("contradiction sub-kind %s used %d times (want >= 12)" % (k, sub[k]))
    cw = [words(r["claim"]) for r in rows]
    sw = [words(s) for s in sent_text.values()]
    print("claim words: min %d max %d mean %.1f" % (min(cw), max(cw), sum(cw) / len(cw)))
    print("sentence words: min %d max %d mean %.1f" % (min(sw), max(sw), sum(sw) / len(sw)))
    if errors:
        print("\nFAILED: %d problem(s)" % len(errors))
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
