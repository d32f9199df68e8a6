#!/usr/bin/env python3
"""Mechanical self-check for the review-claims-3 evaluation set.

Standard library only. Run from anywhere:  python3 check_gold.py
Exit status is 0 when every check passes, 1 otherwise.
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
FIELDS = ["claim", "draft", "paragraph", "label", "rationale", "doc_ids_files",
          "kind", "sentence_id", "note"]

errors = []


def err(msg):
    errors.append(msg)


def norm(s):
    return " ".join(s.split())


def paragraphs(path):
    """Paragraphs of a draft: blocks separated by blank lines, headings skipped."""
    text = open(path, encoding="utf-8").read()
    out = []
    for block in re.split(r"\n\s*\n", text):
        block = block.strip("\n")
        if not block.strip():
            continue
        if block.lstrip().startswith("#"):
            if "\n" in block:
                err("%s: heading block spans several lines: %r" % (path, block[:60]))
            continue
        out.append(block)
    return out


def main():
    rows = []
    with open(os.path.join(HERE, "gold.jsonl"), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                rows.append(json.loads(line))
            except ValueError as e:
                err("gold.jsonl line %d: bad JSON (%s)" % (n, e))
    sources = [l.strip() for l in open(os.path.join(HERE, "sources.txt"), encoding="utf-8") if l.strip()]
    if len(sources) != len(set(sources)):
        err("sources.txt has duplicates")
    for s in sources:
        if not os.path.isfile(os.path.join(CORPUS, s)):
            err("sources.txt: missing document %s" % s)

    docs = {}
    by_draft = collections.OrderedDict()
    for i, r in enumerate(rows, 1):
        where = "row %d (%s)" % (i, r.get("sentence_id"))
        if sorted(r.keys()) != sorted(FIELDS):
            err("%s: fields %s" % (where, sorted(r.keys())))
            continue
        if r["kind"] not in KINDS:
            err("%s: bad kind %r" % (where, r["kind"]))
        elif r["label"] != LABEL_OF[r["kind"]]:
            err("%s: label %s does not fit kind %s" % (where, r["label"], r["kind"]))
        claim = r["claim"]
        if "\n" in claim or claim != claim.strip():
            err("%s: claim has line breaks or edge whitespace" % where)
        nw = len(claim.split())
        if not 8 <= nw <= 50:
            err("%s: claim has %d words" % (where, nw))
        if not r["note"] or "\n" in r["note"]:
            err("%s: note empty or multi-line" % where)
        if not (isinstance(r["rationale"], list) and len(r["rationale"]) == 1):
            err("%s: rationale must be a one-element list" % where)
            continue
        if not (isinstance(r["doc_ids_files"], list) and len(r["doc_ids_files"]) == 1):
            err("%s: doc_ids_files must be a one-element list" % where)
            continue
        doc = r["doc_ids_files"][0]
        if doc not in sources:
            err("%s: %s not in sources.txt" % (where, doc))
        if doc not in docs:
            docs[doc] = open(os.path.join(CORPUS, doc), encoding="utf-8").read()
        rat = r["rationale"][0]
        if rat not in docs[doc]:
            err("%s: rationale is not a verbatim substring of %s" % (where, doc))
        if norm(claim) == norm(rat) or norm(claim).lower() == norm(rat).lower():
            err("%s: claim equals its source sentence" % where)
        m = re.fullmatch(r"d(\d\d)-s([1-4])", r["sentence_id"])
        if not m or r["draft"] != "drafts/draft-%s.md" % m.group(1):
            err("%s: sentence_id/draft mismatch (%s, %s)" % (where, r["sentence_id"], r["draft"]))
        by_draft.setdefault(r["draft"], []).append(r)

    # claims unique across the set
    dup = [c for c, k in collections.Counter(r["claim"] for r in rows).items() if k > 1]
    for c in dup:
        err("duplicate claim: %r" % c[:70])

    # drafts: 20 rows, 4 sentences x 5 kinds, paragraphs match, one doc per draft
    draft_files = sorted(f for f in os.listdir(os.path.join(HERE, "drafts")) if f.endswith(".md"))
    if len(draft_files) != len(sources):
        err("%d draft files but %d sources" % (len(draft_files), len(sources)))
    if ["drafts/" + f for f in draft_files] != list(by_draft.keys()):
        err("gold.jsonl draft order does not match the draft files")
    used_docs = []
    for draft, rs in by_draft.items():
        if len(rs) != 20:
            err("%s: %d rows" % (draft, len(rs)))
        grid = collections.Counter((r["sentence_id"], r["kind"]) for r in rs)
        sids = sorted(set(r["sentence_id"] for r in rs))
        if len(sids) != 4 or any(grid[(s, k)] != 1 for s in sids for k in KINDS):
            err("%s: not 4 sentence_ids x 5 kinds" % draft)
        for s in sids:
            rats = set(r["rationale"][0] for r in rs if r["sentence_id"] == s)
            if len(rats) != 1:
                err("%s: %s has %d different rationales" % (draft, s, len(rats)))
        ds = set(r["doc_ids_files"][0] for r in rs)
        if len(ds) != 1:
            err("%s: rows cite %d documents" % (draft, len(ds)))
        used_docs.extend(ds)
        paras = paragraphs(os.path.join(HERE, draft))
        if [r["paragraph"] for r in rs] != list(range(1, len(rs) + 1)):
            err("%s: paragraph numbers not 1..%d in order" % (draft, len(rs)))
        if len(paras) != len(rs):
            err("%s: %d paragraphs but %d rows" % (draft, len(paras), len(rs)))
        for r in rs:
            k = r["paragraph"] - 1
            if k < len(paras) and paras[k] != r["claim"]:
                err("%s paragraph %d differs from gold claim" % (draft, r["paragraph"]))
        head = open(os.path.join(HERE, draft), encoding="utf-8").read().splitlines()
        if not head or not head[0].startswith("# Notes on "):
            err("%s: first line is not '# Notes on ...'" % draft)
        if sum(1 for l in head if l.startswith("## ")) != 1:
            err("%s: needs exactly one '## ' heading" % draft)
        # a sentence's five claims must not sit together
        seq = [r["sentence_id"] for r in rs]
        if any(seq[k] == seq[k + 1] for k in range(len(seq) - 1)):
            err("%s: two claims of one sentence are adjacent" % draft)
    if sorted(used_docs) != sorted(sources):
        err("documents used by drafts differ from sources.txt")

    # source sentence length (markdown link targets not counted)
    seen = {}
    for r in rows:
        seen.setdefault(r["sentence_id"], r["rationale"][0])
    for sid, rat in sorted(seen.items()):
        n = len(re.sub(r"\]\([^)]*\)", "]", rat).split())
        if not 12 <= n <= 45:
            err("%s: source sentence has %d words" % (sid, n))

    # report
    print("rows: %d   drafts: %d   documents: %d   sentences: %d"
          % (len(rows), len(by_draft), len(sources), len(seen)))
    print("labels:", dict(sorted(collections.Counter(r["label"] for r in rows).items())))
    print("kinds: ", {k: collections.Counter(r["kind"] for r in rows)[k] for k in KINDS})
    sub = collections.Counter()
    for r in rows:
        if r["kind"] == "contradiction":
            m = re.match(r"\[(\w+)\]", r["note"])
            sub[m.group(1) if m else "(unrecorded)"] += 1
    print("contradiction sub-kinds:", dict(sorted(sub.items())))
    low = [k for k, v in sub.items() if v < 12]
    if low:
        err("contradiction sub-kinds below 12: %s" % low)
    if errors:
        print("\n%d problem(s):" % len(errors))
        for e in errors:
            print("  -", e)
        return 1
    print("all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
