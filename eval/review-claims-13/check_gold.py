#!/usr/bin/env python3
"""Mechanical self-check for the review-claims-13 held-out set (standard library only).

Checks:
  * every gold row's claim equals the text of paragraph N of its draft (headings not counted),
    and every draft paragraph has exactly one gold row, in draft order;
  * each draft has one '# Notes on' title, exactly one '## ' heading, and 20 paragraphs;
  * each draft has 4 sentence_ids x 5 kinds (reworded, paraphrase, contradiction, overclaim, added);
  * labels agree with kinds; rationale is a verbatim substring of its (single) source doc;
  * the five claims of a sentence share one rationale; every doc is listed in sources.txt
    (25 unique paths, all existing) and every sources.txt path is used;
  * no claim equals its source sentence (raw, or with markup and whitespace normalised);
  * claims are one line, 8-50 words; source sentences are 12-45 words (markup stripped);
  * no duplicate claims; claims of a sentence are not adjacent in the draft.
Prints label, kind and contradiction sub-kind counts (sub-kind = '[tag]' at start of note).
Exit status 1 on any failure.
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = "/work/shared/corpora/real-prose"
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
LABEL = {"reworded": "supports", "paraphrase": "supports", "contradiction": "contradicts",
         "overclaim": "not_supported", "added": "not_supported"}
SUBKINDS = ["number", "swap", "direction", "negation", "roles"]

errors = []


def err(msg):
    errors.append(msg)


def norm(text):
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)      # markdown links
    text = re.sub(r"`([^`<]*) <[^>]*>`_+", r"\1", text)         # rst links
    text = re.sub(r":pep:`(\d+)`", r"PEP \1", text)
    text = re.sub(r"\[\d+\]_|\[#\]_", "", text)
    text = text.replace("``", "").replace("`", "").replace("*", "").replace("_", " ")
    return " ".join(text.split()).lower().strip(" .")


def words(text):
    return len(norm(text).split())


def read_paragraphs(path):
    with open(path, encoding="utf-8") as fh:
        content = fh.read()
    blocks = [b for b in re.split(r"\n\s*\n", content.strip("\n"))]
    titles = [b for b in blocks if b.startswith("# ")]
    heads = [b for b in blocks if b.startswith("## ")]
    paras = [b for b in blocks if not b.startswith("#")]
    if not content.startswith("# Notes on "):
        err("%s: first line is not '# Notes on ...'" % path)
    if len(titles) != 1 or len(heads) != 1:
        err("%s: expected 1 title and 1 '## ' heading, got %d/%d" % (path, len(titles), len(heads)))
    for p in paras:
        if "\n" in p:
            err("%s: paragraph spans several lines: %r" % (path, p[:60]))
    return paras


def main():
    rows = []
    with open(os.path.join(HERE, "gold.jsonl"), encoding="utf-8") as fh:
        for i, line in enumerate(fh, 1):
            try:
                rows.append(json.loads(line))
            except ValueError as e:
                err("gold.jsonl line %d: bad JSON (%s)" % (i, e))
    with open(os.path.join(HERE, "sources.txt"), encoding="utf-8") as fh:
        sources = [l.strip() for l in fh if l.strip()]
    if len(sources) != 25 or len(set(sources)) != 25:
        err("sources.txt: expected 25 unique paths, got %d (%d unique)" % (len(sources), len(set(sources))))
    docs = {}
    for s in sources:
        p = os.path.join(CORPUS, s)
        if not os.path.isfile(p):
            err("sources.txt: missing file %s" % s)
        else:
            with open(p, encoding="utf-8") as fh:
                docs[s] = fh.read()

    fields = ["claim", "draft", "paragraph", "label", "rationale", "doc_ids_files", "kind", "sentence_id", "note"]
    by_draft = collections.defaultdict(list)
    for i, r in enumerate(rows, 1):
        missing = [f for f in fields if f not in r]
        if missing:
            err("row %d: missing fields %s" % (i, missing))
            continue
        by_draft[r["draft"]].append(r)
        if r["kind"] not in LABEL:
            err("row %d: unknown kind %r" % (i, r["kind"]))
        elif LABEL[r["kind"]] != r["label"]:
            err("row %d: label %s does not match kind %s" % (i, r["label"], r["kind"]))
        if not isinstance(r["rationale"], list) or len(r["rationale"]) != 1:
            err("row %d: rationale must be a list of one sentence" % i)
            continue
        if len(r["doc_ids_files"]) != 1 or r["doc_ids_files"][0] not in docs:
            err("row %d: doc %r not in sources.txt" % (i, r["doc_ids_files"]))
            continue
        doc = r["doc_ids_files"][0]
        sent = r["rationale"][0]
        if sent not in docs[doc]:
            err("row %d: rationale is not a verbatim substring of %s" % (i, doc))
        c = r["claim"]
        if "\n" in c or "\r" in c:
            err("row %d: claim has a line break" % i)
        n = len(c.split())
        if not 8 <= n <= 50:
            err("row %d: claim has %d words" % (i, n))
        if c == sent or norm(c) == norm(sent):
            err("row %d: claim equals its source sentence" % i)
        sw = words(sent)
        if not 12 <= sw <= 45:
            err("row %d: source sentence has %d words (markup stripped)" % (i, sw))
        if not re.match(r"d\d\d-s[1-4]$", r["sentence_id"]):
            err("row %d: bad sentence_id %r" % (i, r["sentence_id"]))
        if r["kind"] == "contradiction":
            m = re.match(r"\[(\w+)\]", r["note"])
            if not m or m.group(1) not in SUBKINDS:
                err("row %d: contradiction note lacks a [sub-kind] tag" % i)
        if not r["note"].strip():
            err("row %d: empty note" % i)

    claims = collections.Counter(r["claim"] for r in rows)
    for c, k in claims.items():
        if k > 1:
            err("duplicate claim: %r" % c[:70])

    used_docs = set()
    drafts = sorted(os.listdir(os.path.join(HERE, "drafts")))
    if len(drafts) != 25:
        err("expected 25 drafts, found %d" % len(drafts))
    for d in drafts:
        rel = "drafts/" + d
        paras = read_paragraphs(os.path.join(HERE, rel))
        drows = by_draft.get(rel, [])
        if len(paras) != 20 or len(drows) != 20:
            err("%s: %d paragraphs, %d gold rows (want 20/20)" % (rel, len(paras), len(drows)))
        for j, r in enumerate(drows, 1):
            if r["paragraph"] != j:
                err("%s: gold rows out of order at paragraph %d" % (rel, j))
            if j <= len(paras) and paras[j - 1] != r["claim"]:
                err("%s paragraph %d: claim text differs from draft" % (rel, j))
        grid = collections.defaultdict(list)
        rats = collections.defaultdict(set)
        docs_here = set()
        for r in drows:
            grid[r["sentence_id"]].append(r["kind"])
            rats[r["sentence_id"]].add(r["rationale"][0])
            docs_here.update(r["doc_ids_files"])
        if len(grid) != 4 or any(sorted(v) != sorted(KINDS) for v in grid.values()):
            err("%s: not 4 sentence_ids x 5 kinds: %s" % (rel, dict(grid)))
        if any(len(v) != 1 for v in rats.values()):
            err("%s: a sentence_id has more than one rationale" % rel)
        prefix = {r["sentence_id"][:3] for r in drows}
        if len(prefix) != 1 or "d" + d[6:8] not in prefix:
            err("%s: sentence_id prefix does not match draft number" % rel)
        if len(docs_here) != 1:
            err("%s: rows cite %d different docs" % (rel, len(docs_here)))
        used_docs |= docs_here
        for a, b in zip(drows, drows[1:]):
            if a["sentence_id"] == b["sentence_id"]:
                err("%s: adjacent paragraphs %d/%d come from the same sentence" % (rel, a["paragraph"], b["paragraph"]))
    if used_docs != set(sources):
        err("docs used (%d) differ from sources.txt (%d)" % (len(used_docs), len(sources)))

    print("rows:", len(rows), " drafts:", len(drafts), " docs:", len(used_docs))
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
            err("contradiction sub-kind %s used %d times (< 12)" % (k, sub[k]))
    if errors:
        print("\nFAILED (%d problems):" % len(errors))
        for e in errors:
            print(" -", e)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
