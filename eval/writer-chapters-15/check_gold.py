#!/usr/bin/env python3
"""Mechanical self-check for the writer-chapters-15 eval set (stdlib only).

Checks:
  * each draft has one '# ' title, two '## ' headings and exactly 20
    single-line paragraphs separated by blank lines;
  * gold.jsonl has one row per paragraph, in draft order, and each claim
    equals its paragraph text exactly;
  * labels/kinds are valid and each draft has the required mix;
  * every rationale string is a verbatim substring of one of the row's
    doc_ids_files; not_supported/opinion rows have no rationale or docs;
  * every doc used is listed in sources.txt and exists in the corpus;
  * claim length is 8-40 words.
Prints label and kind counts. Exit status 1 on any error.
"""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = "/work/shared/corpora/real-prose"
N_DRAFTS = 6
N_PARAS = 20

KINDS = {
    "supports": {"paraphrase": 5, "summary": 3, "verbatim": 2},
    "contradicts": {"number_changed": 1, "wrong_agent": 1,
                    "direction_flipped": 1, "negated": 1},
    "not_supported": {"unstated_detail": None, "overclaim": None},
    "opinion": {"opinion": None, "framing": None},
}
LABEL_COUNTS = {"supports": 10, "contradicts": 4, "not_supported": 3, "opinion": 3}
FIELDS = ["claim", "draft", "paragraph", "label", "rationale",
          "doc_ids_files", "kind", "note"]

errors = []


def err(msg):
    errors.append(msg)


def parse_draft(path):
    with open(path, encoding="utf-8") as f:
        raw = f.read()
    blocks = [b for b in raw.split("\n\n") if b.strip()]
    titles, headings, paras = [], [], []
    for b in blocks:
        b = b.strip("\n")
        if "\n" in b:
            err("%s: block spans several lines: %r" % (path, b[:60]))
        if b.startswith("## "):
            headings.append(b)
        elif b.startswith("# "):
            titles.append(b)
        elif b.startswith("#"):
            err("%s: unexpected heading level: %r" % (path, b[:60]))
        else:
            paras.append(b)
    if len(titles) != 1 or not blocks or not blocks[0].startswith("# "):
        err("%s: expected exactly one '# ' title first" % path)
    if len(headings) != 2:
        err("%s: expected 2 '## ' headings, found %d" % (path, len(headings)))
    if len(paras) != N_PARAS:
        err("%s: expected %d paragraphs, found %d" % (path, N_PARAS, len(paras)))
    return paras


def main():
    # sources
    with open(os.path.join(HERE, "sources.txt"), encoding="utf-8") as f:
        sources = [l.strip() for l in f if l.strip()]
    if len(sources) != 12 or len(set(sources)) != 12:
        err("sources.txt: expected 12 distinct paths, found %d" % len(sources))
    texts = {}
    for s in sources:
        p = os.path.join(CORPUS, s)
        if not os.path.isfile(p):
            err("sources.txt: missing file %s" % s)
            continue
        with open(p, encoding="utf-8") as f:
            texts[s] = f.read()

    # drafts
    paras = {}
    for n in range(1, N_DRAFTS + 1):
        name = "drafts/draft-%02d.md" % n
        paras[name] = parse_draft(os.path.join(HERE, name))

    # gold
    rows = []
    with open(os.path.join(HERE, "gold.jsonl"), encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                rows.append(json.loads(line))
            except ValueError as e:
                err("gold.jsonl line %d: bad JSON (%s)" % (i, e))
    if len(rows) != N_DRAFTS * N_PARAS:
        err("gold.jsonl: expected %d rows, found %d" % (N_DRAFTS * N_PARAS, len(rows)))

    expected_order = [(d, p) for d in sorted(paras) for p in range(1, N_PARAS + 1)]
    got_order = [(r.get("draft"), r.get("paragraph")) for r in rows]
    if got_order != expected_order:
        err("gold.jsonl: rows are not in draft/paragraph order")

    per_draft = collections.defaultdict(list)
    label_counts = collections.Counter()
    kind_counts = collections.Counter()
    docs_per_draft = collections.defaultdict(set)

    for r in rows:
        tag = "%s p%s" % (r.get("draft"), r.get("paragraph"))
        missing = [k for k in FIELDS if k not in r]
        if missing:
            err("%s: missing fields %s" % (tag, missing))
            continue
        d, p = r["draft"], r["paragraph"]
        per_draft[d].append(r)
        if d not in paras or not (1 <= p <= len(paras[d])):
            err("%s: no such draft/paragraph" % tag)
        elif r["claim"] != paras[d][p - 1]:
            err("%s: claim differs from paragraph text" % tag)
        nw = len(r["claim"].split())
        if not 8 <= nw <= 40:
            err("%s: claim has %d words (want 8-40)" % (tag, nw))
        label, kind = r["label"], r["kind"]
        if label not in KINDS:
            err("%s: bad label %r" % (tag, label))
            continue
        if kind not in KINDS[label]:
            err("%s: kind %r not valid for label %r" % (tag, kind, label))
        label_counts[label] += 1
        kind_counts[(label, kind)] += 1
        if not isinstance(r["note"], str) or not r["note"].strip() or "\n" in r["note"]:
            err("%s: note must be one non-empty line" % tag)
        rat, docs = r["rationale"], r["doc_ids_files"]
        if not isinstance(rat, list) or not isinstance(docs, list):
            err("%s: rationale and doc_ids_files must be lists" % tag)
            continue
        if label in ("supports", "contradicts"):
            if not rat or not docs:
                err("%s: %s row needs rationale and doc_ids_files" % (tag, label))
            for doc in docs:
                if doc not in sources:
                    err("%s: doc %s not in sources.txt" % (tag, doc))
                docs_per_draft[d].add(doc)
            for s in rat:
                if not isinstance(s, str) or not s.strip():
                    err("%s: empty rationale string" % tag)
                    continue
                if not any(s in texts.get(doc, "") for doc in docs):
                    err("%s: rationale not a verbatim substring of %s: %r"
                        % (tag, docs, s[:70]))
        else:
            if rat or docs:
                err("%s: %s row must have empty rationale and doc_ids_files" % (tag, label))

    # per-draft mix
    for d in sorted(paras):
        rs = per_draft.get(d, [])
        if len(rs) != N_PARAS:
            err("%s: %d gold rows (want %d)" % (d, len(rs), N_PARAS))
        lc = collections.Counter(r["label"] for r in rs)
        for label, want in LABEL_COUNTS.items():
            if lc[label] != want:
                err("%s: %d %s rows (want %d)" % (d, lc[label], label, want))
        kc = collections.Counter((r["label"], r["kind"]) for r in rs)
        for label, kinds in KINDS.items():
            for kind, want in kinds.items():
                if want is not None and kc[(label, kind)] != want:
                    err("%s: %d %s/%s rows (want %d)" % (d, kc[(label, kind)], label, kind, want))
        ds = docs_per_draft[d]
        peps = [x for x in ds if x.startswith("python-peps/")]
        rfcs = [x for x in ds if x.startswith("rust-rfcs/")]
        if len(peps) != 1 or len(rfcs) != 1 or len(ds) != 2:
            err("%s: expected one PEP and one RFC, got %s" % (d, sorted(ds)))
    used = set().union(*docs_per_draft.values()) if docs_per_draft else set()
    for s in sources:
        if s not in used:
            err("sources.txt: %s is never cited" % s)

    # set-wide: both not_supported kinds used
    for kind in ("unstated_detail", "overclaim"):
        if kind_counts[("not_supported", kind)] == 0:
            err("no not_supported/%s rows in the set" % kind)

    print("rows: %d" % len(rows))
    print("label counts:")
    for label in KINDS:
        print("  %-14s %3d" % (label, label_counts[label]))
    print("kind counts:")
    for label, kinds in KINDS.items():
        for kind in kinds:
            print("  %-14s %-18s %3d" % (label, kind, kind_counts[(label, kind)]))
    if errors:
        print("\n%d ERROR(S):" % len(errors))
        for e in errors:
            print("  - " + e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
