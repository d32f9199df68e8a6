#!/usr/bin/env python3
"""Mechanical self-check for the writer-chapters-12 eval set (standard library only).

Checks:
  * each draft has one '# ' title, two '## ' headings and exactly 20 one-line paragraphs
  * gold.jsonl has one row per paragraph, in draft order, and claim == paragraph text
  * labels/kinds are valid and per-draft quotas hold (10 supports = 5 paraphrase +
    3 summary + 2 verbatim; 4 contradicts = one of each kind; 3 not_supported; 3 opinion)
  * rationale and doc_ids_files are empty exactly for not_supported/opinion
  * every rationale string is a verbatim substring of one of its doc_ids_files
  * every doc_ids_files path is listed in sources.txt; sources.txt lists 12 existing files
  * claims are 8-40 words
Prints label and kind counts.  Exit status 1 on any problem.
"""
import collections
import glob
import json
import os
import sys

ROOT = "/work/shared/corpora/real-prose"
HERE = os.path.dirname(os.path.abspath(__file__))

KINDS = {
    "supports": {"paraphrase", "summary", "verbatim"},
    "contradicts": {"number_changed", "wrong_agent", "direction_flipped", "negated"},
    "not_supported": {"unstated_detail", "overclaim"},
    "opinion": {"opinion", "framing"},
}
QUOTA = {"supports": 10, "contradicts": 4, "not_supported": 3, "opinion": 3}
SUPPORT_QUOTA = {"paraphrase": 5, "summary": 3, "verbatim": 2}

errors = []


def err(msg):
    errors.append(msg)


def parse_draft(path):
    text = open(path, encoding="utf-8").read()
    blocks = [b for b in text.split("\n\n") if b.strip()]
    titles, heads, paras = [], [], []
    for b in blocks:
        b = b.strip("\n")
        if "\n" in b:
            err("%s: block spans several lines: %r" % (path, b[:60]))
        if b.startswith("## "):
            heads.append(b)
        elif b.startswith("# "):
            titles.append(b)
        else:
            paras.append(b)
    if len(titles) != 1:
        err("%s: %d title lines" % (path, len(titles)))
    if len(heads) != 2:
        err("%s: %d section headings" % (path, len(heads)))
    if len(paras) != 20:
        err("%s: %d paragraphs" % (path, len(paras)))
    return paras


def main():
    sources = [l.strip() for l in open(os.path.join(HERE, "sources.txt"), encoding="utf-8") if l.strip()]
    if len(sources) != 12 or len(set(sources)) != 12:
        err("sources.txt should list 12 distinct documents, has %d" % len(sources))
    texts = {}
    for s in sources:
        p = os.path.join(ROOT, s)
        if not os.path.isfile(p):
            err("missing source %s" % s)
        else:
            texts[s] = open(p, encoding="utf-8").read()

    drafts = sorted(glob.glob(os.path.join(HERE, "drafts", "draft-*.md")))
    if len(drafts) != 6:
        err("expected 6 drafts, found %d" % len(drafts))
    expected = []
    for d in drafts:
        rel = os.path.relpath(d, HERE)
        for i, p in enumerate(parse_draft(d), 1):
            expected.append((rel, i, p))

    rows = [json.loads(l) for l in open(os.path.join(HERE, "gold.jsonl"), encoding="utf-8") if l.strip()]
    if len(rows) != len(expected):
        err("gold has %d rows, drafts have %d paragraphs" % (len(rows), len(expected)))

    fields = {"claim", "draft", "paragraph", "label", "rationale", "doc_ids_files", "kind", "note"}
    per_draft = collections.defaultdict(list)
    used_docs = collections.defaultdict(set)
    for n, (r, e) in enumerate(zip(rows, expected), 1):
        where = "row %d (%s p%s)" % (n, r.get("draft"), r.get("paragraph"))
        if set(r) != fields:
            err("%s: fields %s" % (where, sorted(set(r) ^ fields)))
        if (r["draft"], r["paragraph"]) != e[:2]:
            err("%s: expected %s p%d" % (where, e[0], e[1]))
        if r["claim"] != e[2]:
            err("%s: claim differs from paragraph text" % where)
        nw = len(r["claim"].split())
        if not 8 <= nw <= 40:
            err("%s: claim has %d words" % (where, nw))
        lab, kind = r["label"], r["kind"]
        if lab not in KINDS:
            err("%s: bad label %r" % (where, lab))
            continue
        if kind not in KINDS[lab]:
            err("%s: kind %r not allowed for %s" % (where, kind, lab))
        if not r.get("note", "").strip() or "\n" in r["note"]:
            err("%s: note must be one non-empty line" % where)
        rats, docs = r["rationale"], r["doc_ids_files"]
        if lab in ("not_supported", "opinion"):
            if rats or docs:
                err("%s: %s must have empty rationale/doc_ids_files" % (where, lab))
        else:
            if not rats or not docs:
                err("%s: %s needs rationale and doc_ids_files" % (where, lab))
            for d in docs:
                if d not in sources:
                    err("%s: doc %s not in sources.txt" % (where, d))
                used_docs[r["draft"]].add(d)
            for s in rats:
                if not s.strip():
                    err("%s: empty rationale string" % where)
                elif not any(s in texts.get(d, "") for d in docs):
                    err("%s: rationale not verbatim in its docs: %r" % (where, s[:80]))
        per_draft[r["draft"]].append(r)

    for d, rs in sorted(per_draft.items()):
        if len(rs) != 20:
            err("%s: %d gold rows" % (d, len(rs)))
        lc = collections.Counter(r["label"] for r in rs)
        for lab, q in QUOTA.items():
            if lc[lab] != q:
                err("%s: %d %s (want %d)" % (d, lc[lab], lab, q))
        sk = collections.Counter(r["kind"] for r in rs if r["label"] == "supports")
        for k, q in SUPPORT_QUOTA.items():
            if sk[k] != q:
                err("%s: %d supports/%s (want %d)" % (d, sk[k], k, q))
        ck = collections.Counter(r["kind"] for r in rs if r["label"] == "contradicts")
        for k in KINDS["contradicts"]:
            if ck[k] != 1:
                err("%s: %d contradicts/%s (want 1)" % (d, ck[k], k))
        if len(used_docs[d]) != 2:
            err("%s: rationales cite %d documents (want 2)" % (d, len(used_docs[d])))

    all_used = set().union(*used_docs.values()) if used_docs else set()
    for s in sources:
        if s not in all_used:
            err("source %s never cited" % s)

    print("rows:", len(rows))
    print("labels:")
    for k, v in sorted(collections.Counter(r["label"] for r in rows).items()):
        print("  %-14s %d" % (k, v))
    print("kinds:")
    for (lab, k), v in sorted(collections.Counter((r["label"], r["kind"]) for r in rows).items()):
        print("  %-14s %-18s %d" % (lab, k, v))
    if errors:
        print("\n%d PROBLEM(S):" % len(errors))
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
