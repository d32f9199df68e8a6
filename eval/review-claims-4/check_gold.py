#!/usr/bin/env python3
"""Mechanical self-check for the review-claims-4 evaluation set (standard library only).

Checks:
  * gold.jsonl has 500 well-formed rows, in draft order, paragraphs numbered 1..20 per draft;
  * each claim equals the text of its paragraph in its draft (headings not counted),
    is a single line, is 8-50 words long and does not repeat its source sentence;
  * each rationale is a verbatim substring of its source document;
  * each draft has 20 rows: four sentence_ids x the five kinds, one label per kind;
  * every source sentence is 12-45 words and is shared by exactly its five rows;
  * every document is listed in sources.txt (and sources.txt lists only used documents).
Prints label / kind counts and the contradiction sub-kinds taken from the note prefix.

Usage: python3 check_gold.py [CORPUS_DIR]   (default /work/shared/corpora/real-prose)
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = sys.argv[1] if len(sys.argv) > 1 else os.environ.get(
    "REAL_PROSE", "/work/shared/corpora/real-prose")
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
LABEL = {"reworded": "supports", "paraphrase": "supports", "contradiction": "contradicts",
         "overclaim": "not_supported", "added": "not_supported"}
FIELDS = ["claim", "draft", "paragraph", "label", "rationale", "doc_ids_files",
          "kind", "sentence_id", "note"]
SUBKINDS = {"number", "swap", "direction", "negation", "roles"}

errors = []


def err(msg):
    errors.append(msg)


def norm(s):
    return " ".join(s.split())


def strip_markup(s):
    s = re.sub(r"`([^`<]*?)\s*<[^>]*>`_+", r"\1", s)    # `text <url>`_
    s = re.sub(r":[a-z+:.0-9-]+:`([^`]*)`", r"\1", s)     # :role:`x`
    s = re.sub(r"\[([^\]]*)\]\[[^\]]*\]", r"\1", s)       # [text][ref]
    s = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", s)        # [text](url)
    s = re.sub(r"\[\d+\]_", "", s)                        # [1]_
    s = s.replace("``", "").replace("`", "").replace("**", "").replace("*", "")
    s = re.sub(r"_\b", "", s)
    return norm(s).lower()


def paragraphs(path):
    text = open(path, encoding="utf-8").read()
    out, head = [], []
    for block in re.split(r"\n\s*\n", text.strip("\n")):
        if block.lstrip().startswith("#"):
            head.append(block)
            continue
        out.append(block)
    return head, out


def main():
    rows = [json.loads(l) for l in open(os.path.join(HERE, "gold.jsonl"), encoding="utf-8") if l.strip()]
    sources = [l.strip() for l in open(os.path.join(HERE, "sources.txt"), encoding="utf-8") if l.strip()]
    if len(rows) != 500:
        err("expected 500 rows, got %d" % len(rows))
    if len(sources) != 25 or len(set(sources)) != 25:
        err("sources.txt should list 25 distinct documents")

    docs_cache = {}
    by_draft = collections.OrderedDict()
    by_sentence = collections.defaultdict(list)
    for i, r in enumerate(rows, 1):
        if list(r.keys()) != FIELDS:
            err("row %d: fields %s" % (i, list(r.keys())))
            continue
        by_draft.setdefault(r["draft"], []).append(r)
        by_sentence[r["sentence_id"]].append(r)
        if r["kind"] not in KINDS:
            err("row %d: bad kind %r" % (i, r["kind"]))
        elif LABEL[r["kind"]] != r["label"]:
            err("row %d: label %s does not fit kind %s" % (i, r["label"], r["kind"]))
        c = r["claim"]
        if "\n" in c or c != c.strip():
            err("row %d: claim not a single trimmed line" % i)
        nw = len(c.split())
        if not 8 <= nw <= 50:
            err("row %d: claim has %d words" % (i, nw))
        if not (isinstance(r["rationale"], list) and len(r["rationale"]) == 1):
            err("row %d: rationale must be a one-item list" % i)
            continue
        if not (isinstance(r["doc_ids_files"], list) and len(r["doc_ids_files"]) == 1):
            err("row %d: doc_ids_files must be a one-item list" % i)
            continue
        doc = r["doc_ids_files"][0]
        if doc not in sources:
            err("row %d: %s not in sources.txt" % (i, doc))
        if doc not in docs_cache:
            p = os.path.join(CORPUS, doc)
            docs_cache[doc] = open(p, encoding="utf-8").read() if os.path.exists(p) else None
        raw = docs_cache[doc]
        rat = r["rationale"][0]
        if raw is None:
            err("row %d: document missing: %s" % (i, doc))
        elif rat not in raw:
            err("row %d: rationale not a verbatim substring of %s" % (i, doc))
        if norm(c) == norm(rat) or strip_markup(c) == strip_markup(rat):
            err("row %d: claim repeats its sentence" % i)
        if not r["note"] or "\n" in r["note"]:
            err("row %d: note must be one non-empty line" % i)
        if r["kind"] == "contradiction":
            sub = r["note"].split(":")[0]
            if sub not in SUBKINDS:
                err("row %d: contradiction note lacks sub-kind prefix" % i)

    used_docs = set()
    expected = ["drafts/draft-%02d.md" % n for n in range(1, 26)]
    if list(by_draft.keys()) != expected:
        err("drafts not in order draft-01..draft-25")
    for d, drows in by_draft.items():
        path = os.path.join(HERE, d)
        if not os.path.exists(path):
            err("%s missing" % d)
            continue
        head, paras = paragraphs(path)
        if len(head) != 2 or not head[0].startswith("# Notes on ") or not head[1].startswith("## "):
            err("%s: expected '# Notes on ...' title and one '## ' heading" % d)
        if len(drows) != 20 or len(paras) != 20:
            err("%s: %d rows, %d paragraphs" % (d, len(drows), len(paras)))
        for j, r in enumerate(drows, 1):
            if r["paragraph"] != j:
                err("%s: row %d has paragraph %s" % (d, j, r["paragraph"]))
            if j <= len(paras) and paras[j - 1] != r["claim"]:
                err("%s paragraph %d differs from gold claim" % (d, j))
        sids = collections.Counter(r["sentence_id"] for r in drows)
        if len(sids) != 4 or set(sids.values()) != {5}:
            err("%s: sentence_ids %s" % (d, dict(sids)))
        for sid in sids:
            ks = sorted(r["kind"] for r in drows if r["sentence_id"] == sid)
            if ks != sorted(KINDS):
                err("%s %s: kinds %s" % (d, sid, ks))
        docs = {r["doc_ids_files"][0] for r in drows}
        if len(docs) != 1:
            err("%s: more than one document" % d)
        used_docs |= docs
    for sid, srows in by_sentence.items():
        rats = {r["rationale"][0] for r in srows}
        if len(rats) != 1:
            err("%s: rows disagree on the source sentence" % sid)
            continue
        nw = len(norm(rats.pop()).split())
        if not 12 <= nw <= 45:
            err("%s: source sentence has %d words" % (sid, nw))
    if set(sources) != used_docs:
        err("sources.txt and documents used differ: %s" % sorted(set(sources) ^ used_docs))

    labels = collections.Counter(r["label"] for r in rows)
    kinds = collections.Counter(r["kind"] for r in rows)
    subs = collections.Counter(r["note"].split(":")[0] for r in rows if r["kind"] == "contradiction")
    print("rows: %d   drafts: %d   source sentences: %d   documents: %d"
          % (len(rows), len(by_draft), len(by_sentence), len(used_docs)))
    print("labels:", ", ".join("%s=%d" % kv for kv in sorted(labels.items())))
    print("kinds:", ", ".join("%s=%d" % (k, kinds[k]) for k in KINDS))
    print("contradiction sub-kinds:", ", ".join("%s=%d" % kv for kv in sorted(subs.items())))
    if errors:
        print("\n%d problem(s):" % len(errors))
        for e in errors:
            print("  -", e)
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
