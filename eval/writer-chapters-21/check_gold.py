#!/usr/bin/env python3
"""Stdlib self-check for writer-chapters-21.  Exits non-zero on any problem."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = "/work/shared/corpora/real-prose"

PER_DRAFT = {
    ("supports", "paraphrase"): 5, ("supports", "summary"): 3, ("supports", "verbatim"): 2,
    ("contradicts", "number_changed"): 1, ("contradicts", "wrong_agent"): 1,
    ("contradicts", "direction_flipped"): 1, ("contradicts", "negated"): 1,
}
PER_DRAFT_LABEL = {"supports": 10, "contradicts": 4, "not_supported": 3, "opinion": 3}
SET_KINDS = {("not_supported", "overclaim"): 10, ("not_supported", "unstated_detail"): 8,
             ("opinion", "opinion"): 12, ("opinion", "framing"): 6}
ALLOWED_KINDS = {
    "supports": {"paraphrase", "summary", "verbatim"},
    "contradicts": {"number_changed", "wrong_agent", "direction_flipped", "negated"},
    "not_supported": {"overclaim", "unstated_detail"},
    "opinion": {"opinion", "framing"},
}
FIELDS = ["claim", "draft", "paragraph", "label", "rationale", "doc_ids_files", "kind", "note"]

problems = []


def bad(msg):
    problems.append(msg)


def parse_draft(path):
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    blocks = [b.strip("\n") for b in re.split(r"\n\s*\n", text) if b.strip()]
    titles, sections, paras = [], [], []
    for b in blocks:
        if "\n" in b:
            bad("%s: block spans several lines: %r" % (path, b[:60]))
        if b.startswith("## "):
            sections.append(b[3:])
        elif b.startswith("# "):
            titles.append(b[2:])
        else:
            paras.append((len(sections), b))
    return titles, sections, paras


def main():
    with open(os.path.join(HERE, "sources.txt"), encoding="utf-8") as fh:
        sources = [l.strip() for l in fh if l.strip()]
    if len(sources) != 12 or len(set(sources)) != 12:
        bad("sources.txt should list 12 distinct documents")
    peps = [s for s in sources if s.startswith("python-peps/")]
    rfcs = [s for s in sources if s.startswith("rust-rfcs/")]
    if len(peps) != 6 or len(rfcs) != 6:
        bad("sources.txt should hold 6 PEPs and 6 RFCs")
    docs = {}
    for s in sources:
        p = os.path.join(CORPUS, s)
        if not os.path.isfile(p):
            bad("missing source %s" % s)
            continue
        with open(p, encoding="utf-8") as fh:
            docs[s] = fh.read()

    rows = []
    with open(os.path.join(HERE, "gold.jsonl"), encoding="utf-8") as fh:
        for i, line in enumerate(fh, 1):
            if line.strip():
                try:
                    rows.append(json.loads(line))
                except ValueError as e:
                    bad("gold line %d: bad JSON (%s)" % (i, e))
    if len(rows) != 120:
        bad("gold.jsonl has %d rows, expected 120" % len(rows))

    by_draft = collections.defaultdict(list)
    for r in rows:
        if sorted(r.keys()) != sorted(FIELDS):
            bad("row fields %s" % sorted(r.keys()))
        by_draft[r.get("draft")].append(r)

    expected_drafts = ["draft-%02d.md" % i for i in range(1, 7)]
    if sorted(by_draft) != expected_drafts:
        bad("drafts in gold: %s" % sorted(by_draft))

    cited = set()
    set_counts = collections.Counter()
    label_counts = collections.Counter()
    for dname in expected_drafts:
        drows = by_draft.get(dname, [])
        path = os.path.join(HERE, "drafts", dname)
        if not os.path.isfile(path):
            bad("missing %s" % path)
            continue
        titles, sections, paras = parse_draft(path)
        if len(titles) != 1:
            bad("%s: %d titles" % (dname, len(titles)))
        if len(sections) != 2:
            bad("%s: %d sections" % (dname, len(sections)))
        if len(paras) != 20:
            bad("%s: %d paragraphs" % (dname, len(paras)))
        if len(drows) != 20:
            bad("%s: %d gold rows" % (dname, len(drows)))
        drows = sorted(drows, key=lambda r: r["paragraph"])
        if [r["paragraph"] for r in drows] != list(range(1, 21)):
            bad("%s: paragraph numbers not 1..20" % dname)
        sec_docs = {1: set(), 2: set()}
        for r, (sec, ptext) in zip(drows, paras):
            where = "%s p%s" % (dname, r["paragraph"])
            if r["claim"] != ptext:
                bad("%s: claim != paragraph text" % where)
            n = len(r["claim"].split())
            if not 8 <= n <= 40:
                bad("%s: %d words" % (where, n))
            if "`" in r["claim"] or "](" in r["claim"] or re.match(r"^([-*+] |\d+\. |#)", r["claim"]):
                bad("%s: markup in claim" % where)
            lab, kind = r["label"], r["kind"]
            if kind not in ALLOWED_KINDS.get(lab, ()):
                bad("%s: kind %r not allowed for label %r" % (where, kind, lab))
            dfs = r["doc_ids_files"]
            if not (isinstance(dfs, list) and len(dfs) == 1 and dfs[0] in docs):
                bad("%s: doc_ids_files %r" % (where, dfs))
                continue
            doc = dfs[0]
            cited.add(doc)
            sec_docs.setdefault(sec, set()).add(doc)
            want_prefix = "python-peps/" if sec == 1 else "rust-rfcs/"
            if not doc.startswith(want_prefix):
                bad("%s: section %d cites %s" % (where, sec, doc))
            rat = r["rationale"]
            if not isinstance(rat, list):
                bad("%s: rationale not a list" % where)
                continue
            if lab == "supports" and not 1 <= len(rat) <= 3:
                bad("%s: supports needs 1-3 rationale cuts" % where)
            if lab == "contradicts" and len(rat) != 1:
                bad("%s: contradicts needs exactly 1 rationale cut" % where)
            if lab in ("not_supported", "opinion") and rat:
                bad("%s: %s must have empty rationale" % (where, lab))
            for cut in rat:
                if not cut or cut not in docs[doc]:
                    bad("%s: rationale not verbatim in %s: %r" % (where, doc, cut[:60]))
            if not r.get("note"):
                bad("%s: empty note" % where)
        for sec in (1, 2):
            if len(sec_docs.get(sec, ())) != 1:
                bad("%s: section %d cites %s" % (dname, sec, sec_docs.get(sec)))
        c = collections.Counter((r["label"], r["kind"]) for r in drows)
        lc = collections.Counter(r["label"] for r in drows)
        for k, v in PER_DRAFT.items():
            if c[k] != v:
                bad("%s: %s=%d, expected %d" % (dname, k, c[k], v))
        for k, v in PER_DRAFT_LABEL.items():
            if lc[k] != v:
                bad("%s: label %s=%d, expected %d" % (dname, k, lc[k], v))
        set_counts.update(c)
        label_counts.update(lc)

    for k, v in SET_KINDS.items():
        if set_counts[k] != v:
            bad("set: %s=%d, expected %d" % (k, set_counts[k], v))
    if cited != set(sources):
        bad("cited %s vs sources %s" % (sorted(cited), sorted(sources)))

    print("rows:", len(rows))
    print("labels:", dict(sorted(label_counts.items())))
    for (lab, kind), v in sorted(set_counts.items()):
        print("  %-14s %-18s %3d" % (lab, kind, v))
    print("documents cited: %d of %d" % (len(cited), len(sources)))
    if problems:
        print("\nPROBLEMS (%d):" % len(problems))
        for p in problems:
            print(" -", p)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
