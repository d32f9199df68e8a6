#!/usr/bin/env python3
"""Mechanical self-check for the writer-chapters-14 evaluation set (stdlib only).

Checks:
  * each draft has one '# ' title, two '## ' headings and exactly 20 one-line paragraphs;
  * gold.jsonl has 20 rows per draft, in draft order, and each claim equals its paragraph text;
  * labels/kinds are valid and the per-draft label/kind quotas hold;
  * each rationale is a verbatim substring of one of its doc_ids_files;
  * supports/contradicts rows have rationale + docs, not_supported/opinion rows have neither;
  * every doc_ids_files entry is listed in sources.txt, and sources.txt lists 12 existing files.
Prints label and kind counts. Exit code 1 on any problem.
"""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = "/work/shared/corpora/real-prose"
DRAFTS = ["drafts/draft-%02d.md" % i for i in range(1, 7)]

KINDS = {
    "supports": {"paraphrase", "summary", "verbatim"},
    "contradicts": {"number_changed", "wrong_agent", "direction_flipped", "negated"},
    "not_supported": {"unstated_detail", "overclaim"},
    "opinion": {"opinion", "framing"},
}
LABEL_QUOTA = {"supports": 10, "contradicts": 4, "not_supported": 3, "opinion": 3}
SUPPORT_KIND_QUOTA = {"paraphrase": 5, "summary": 3, "verbatim": 2}
CONTRA_KIND_QUOTA = {"number_changed": 1, "wrong_agent": 1, "direction_flipped": 1, "negated": 1}

errors = []


def err(msg):
    errors.append(msg)


def read_paragraphs(path):
    titles, headings, paras = 0, 0, []
    with open(path, encoding="utf-8") as f:
        text = f.read()
    blocks = [b for b in text.split("\n\n") if b.strip()]
    for b in blocks:
        b = b.strip("\n")
        if "\n" in b:
            err("%s: block spans several lines: %r" % (path, b[:60]))
        if b.startswith("## "):
            headings += 1
        elif b.startswith("# "):
            titles += 1
        elif b.startswith("#"):
            err("%s: unexpected heading level: %r" % (path, b[:60]))
        else:
            paras.append(b)
    return titles, headings, paras


def main():
    # sources.txt
    with open(os.path.join(HERE, "sources.txt"), encoding="utf-8") as f:
        sources = [l.strip() for l in f if l.strip()]
    if len(sources) != 12 or len(set(sources)) != 12:
        err("sources.txt should list 12 distinct documents, has %d" % len(sources))
    docs = {}
    for s in sources:
        p = os.path.join(CORPUS, s)
        if not os.path.isfile(p):
            err("missing source file: %s" % s)
            continue
        with open(p, encoding="utf-8") as f:
            docs[s] = f.read()

    # drafts
    paragraphs = {}
    for d in DRAFTS:
        p = os.path.join(HERE, d)
        if not os.path.isfile(p):
            err("missing draft %s" % d)
            continue
        t, h, paras = read_paragraphs(p)
        if t != 1:
            err("%s: expected 1 title, found %d" % (d, t))
        if h != 2:
            err("%s: expected 2 section headings, found %d" % (d, h))
        if len(paras) != 20:
            err("%s: expected 20 paragraphs, found %d" % (d, len(paras)))
        paragraphs[d] = paras

    # gold
    rows = []
    with open(os.path.join(HERE, "gold.jsonl"), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err("gold.jsonl line %d: bad JSON (%s)" % (n, e))
    if len(rows) != 120:
        err("gold.jsonl: expected 120 rows, found %d" % len(rows))

    fields = ["claim", "draft", "paragraph", "label", "rationale", "doc_ids_files", "kind", "note"]
    expected_order = [(d, i) for d in DRAFTS for i in range(1, 21)]
    per_draft = collections.defaultdict(list)
    for idx, r in enumerate(rows):
        where = "row %d" % (idx + 1)
        missing = [k for k in fields if k not in r]
        if missing:
            err("%s: missing fields %s" % (where, missing))
            continue
        if idx < len(expected_order) and (r["draft"], r["paragraph"]) != expected_order[idx]:
            err("%s: out of order: %s #%s" % (where, r["draft"], r["paragraph"]))
        per_draft[r["draft"]].append(r)
        paras = paragraphs.get(r["draft"], [])
        if not (1 <= r["paragraph"] <= len(paras)):
            err("%s: paragraph %s out of range" % (where, r["paragraph"]))
        elif paras[r["paragraph"] - 1] != r["claim"]:
            err("%s: claim differs from %s paragraph %d" % (where, r["draft"], r["paragraph"]))
        wc = len(r["claim"].split())
        if not 8 <= wc <= 40:
            err("%s: claim has %d words" % (where, wc))
        lab, kind = r["label"], r["kind"]
        if lab not in KINDS:
            err("%s: bad label %r" % (where, lab))
            continue
        if kind not in KINDS[lab]:
            err("%s: kind %r not valid for label %r" % (where, kind, lab))
        if not isinstance(r["note"], str) or not r["note"].strip() or "\n" in r["note"]:
            err("%s: note must be one short line" % where)
        rat, dids = r["rationale"], r["doc_ids_files"]
        if lab in ("supports", "contradicts"):
            if not rat or not dids:
                err("%s: %s needs rationale and doc_ids_files" % (where, lab))
        else:
            if rat or dids:
                err("%s: %s must have empty rationale and doc_ids_files" % (where, lab))
        for did in dids:
            if did not in sources:
                err("%s: doc %s not in sources.txt" % (where, did))
        for s in rat:
            if not isinstance(s, str) or not s.strip():
                err("%s: empty rationale string" % where)
                continue
            if not any(s in docs.get(did, "") for did in dids):
                err("%s: rationale not a verbatim substring of its docs: %r" % (where, s[:70]))

    # quotas per draft
    for d in DRAFTS:
        rs = per_draft.get(d, [])
        if len(rs) != 20:
            err("%s: %d gold rows (want 20)" % (d, len(rs)))
        lc = collections.Counter(r["label"] for r in rs)
        for lab, q in LABEL_QUOTA.items():
            if lc.get(lab, 0) != q:
                err("%s: %d %s (want %d)" % (d, lc.get(lab, 0), lab, q))
        sk = collections.Counter(r["kind"] for r in rs if r["label"] == "supports")
        for k, q in SUPPORT_KIND_QUOTA.items():
            if sk.get(k, 0) != q:
                err("%s: %d supports/%s (want %d)" % (d, sk.get(k, 0), k, q))
        ck = collections.Counter(r["kind"] for r in rs if r["label"] == "contradicts")
        for k, q in CONTRA_KIND_QUOTA.items():
            if ck.get(k, 0) != q:
                err("%s: %d contradicts/%s (want %d)" % (d, ck.get(k, 0), k, q))
        # docs used by a draft: exactly one PEP and one RFC
        used = {x for r in rs for x in r["doc_ids_files"]}
        peps = [u for u in used if u.startswith("python-peps/")]
        rfcs = [u for u in used if u.startswith("rust-rfcs/")]
        if len(peps) != 1 or len(rfcs) != 1:
            err("%s: expected one PEP and one RFC in rationales, got %s" % (d, sorted(used)))
        # not grouped: no run of 5+ identical labels
        run, prev = 0, None
        for r in rs:
            run = run + 1 if r["label"] == prev else 1
            prev = r["label"]
            if run >= 5:
                err("%s: 5 or more consecutive %s rows" % (d, prev))
                break

    ns_kinds = collections.Counter(r["kind"] for r in rows if r.get("label") == "not_supported")
    if len(ns_kinds) < 2:
        err("not_supported should use both unstated_detail and overclaim across the set")

    # report
    print("rows:", len(rows))
    print("labels:")
    for lab, c in sorted(collections.Counter(r.get("label") for r in rows).items()):
        print("  %-14s %d" % (lab, c))
    print("kinds (label/kind):")
    for (lab, k), c in sorted(collections.Counter((r.get("label"), r.get("kind")) for r in rows).items()):
        print("  %-14s %-18s %d" % (lab, k, c))
    if errors:
        print("\nPROBLEMS (%d):" % len(errors))
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
