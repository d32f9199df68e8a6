#!/usr/bin/env python3
"""Stdlib self-check for writer-chapters-18.  Exits non-zero on any problem."""
import collections
import json
import os
import re
import sys

ROOT = "/work/shared/corpora/real-prose"
HERE = os.path.dirname(os.path.abspath(__file__))

PER_DRAFT_LABELS = {"supports": 10, "contradicts": 4, "not_supported": 3, "opinion": 3}
PER_DRAFT_KINDS = {
    "supports": {"paraphrase": 5, "summary": 3, "verbatim": 2},
    "contradicts": {"number_changed": 1, "wrong_agent": 1, "direction_flipped": 1, "negated": 1},
}
ALLOWED_KINDS = {
    "supports": {"paraphrase", "summary", "verbatim"},
    "contradicts": {"number_changed", "wrong_agent", "direction_flipped", "negated"},
    "not_supported": {"overclaim", "unstated_detail"},
    "opinion": {"opinion", "framing"},
}
SET_KINDS = {"overclaim": 10, "unstated_detail": 8, "opinion": 12, "framing": 6}
FIELDS = ["claim", "draft", "paragraph", "label", "rationale", "doc_ids_files", "kind", "note"]

problems = []


def bad(msg):
    problems.append(msg)


def parse_draft(path):
    text = open(path, encoding="utf-8").read()
    blocks = [b.strip() for b in re.split(r"\n\s*\n", text) if b.strip()]
    h1 = [b for b in blocks if b.startswith("# ")]
    h2 = [b for b in blocks if b.startswith("## ")]
    paras = []  # (text, section index)
    sec = -1
    for b in blocks:
        if b.startswith("## "):
            sec += 1
        elif b.startswith("#"):
            continue
        else:
            if "\n" in b:
                bad("%s: paragraph spans several lines: %r" % (path, b[:60]))
            paras.append((b, sec))
    if len(h1) != 1 or not blocks[0].startswith("# "):
        bad("%s: needs exactly one '# Title' first" % path)
    if len(h2) != 2:
        bad("%s: needs exactly two '## Section' headings" % path)
    return paras


def main():
    sources = [l.strip() for l in open(os.path.join(HERE, "sources.txt"), encoding="utf-8") if l.strip()]
    if len(sources) != 12 or len(set(sources)) != 12:
        bad("sources.txt must list 12 distinct documents")
    peps = [s for s in sources if s.startswith("python-peps/")]
    rfcs = [s for s in sources if s.startswith("rust-rfcs/")]
    if len(peps) != 6 or len(rfcs) != 6:
        bad("need 6 PEPs and 6 RFCs, got %d/%d" % (len(peps), len(rfcs)))
    raw = {}
    for s in sources:
        p = os.path.join(ROOT, s)
        if not os.path.isfile(p):
            bad("missing source %s" % s)
        else:
            raw[s] = open(p, encoding="utf-8").read()

    rows = [json.loads(l) for l in open(os.path.join(HERE, "gold.jsonl"), encoding="utf-8") if l.strip()]
    if len(rows) != 120:
        bad("expected 120 rows, got %d" % len(rows))

    by_draft = collections.OrderedDict()
    for r in rows:
        if sorted(r) != sorted(FIELDS):
            bad("row fields %s" % sorted(r))
        by_draft.setdefault(r["draft"], []).append(r)

    expected_drafts = ["draft-%02d.md" % i for i in range(1, 7)]
    if list(by_draft) != expected_drafts:
        bad("drafts in gold: %s" % list(by_draft))

    cited = set()
    set_kinds = collections.Counter()
    all_labels = collections.Counter()
    all_kinds = collections.Counter()
    for dname, drows in by_draft.items():
        paras = parse_draft(os.path.join(HERE, "drafts", dname))
        if len(drows) != 20 or len(paras) != 20:
            bad("%s: %d rows, %d paragraphs (want 20)" % (dname, len(drows), len(paras)))
        sec_docs = [set(), set()]
        for i, r in enumerate(drows):
            if r["paragraph"] != i + 1:
                bad("%s row %d: paragraph=%s" % (dname, i + 1, r["paragraph"]))
            if i < len(paras):
                ptext, sec = paras[i]
                if ptext != r["claim"]:
                    bad("%s p%d: claim != paragraph text" % (dname, i + 1))
                if len(r["doc_ids_files"]) == 1:
                    sec_docs[sec].add(r["doc_ids_files"][0])
            claim = r["claim"]
            n = len(claim.split())
            if not 8 <= n <= 40:
                bad("%s p%d: %d words" % (dname, i + 1, n))
            if re.search(r"[`*\[\]]|__|\]\(|^#|^[-+] ", claim):
                bad("%s p%d: markup in claim: %r" % (dname, i + 1, claim))
            lab, kind = r["label"], r["kind"]
            if lab not in ALLOWED_KINDS or kind not in ALLOWED_KINDS[lab]:
                bad("%s p%d: bad label/kind %s/%s" % (dname, i + 1, lab, kind))
            docs = r["doc_ids_files"]
            if len(docs) != 1 or docs[0] not in raw:
                bad("%s p%d: doc_ids_files %s" % (dname, i + 1, docs))
                continue
            cited.add(docs[0])
            rat = r["rationale"]
            if lab == "supports" and not 1 <= len(rat) <= 3:
                bad("%s p%d: supports needs 1-3 rationale cuts" % (dname, i + 1))
            if lab == "contradicts" and len(rat) != 1:
                bad("%s p%d: contradicts needs exactly 1 cut" % (dname, i + 1))
            if lab in ("not_supported", "opinion") and rat:
                bad("%s p%d: %s must have empty rationale" % (dname, i + 1, lab))
            for cut in rat:
                if not cut.strip() or cut not in raw[docs[0]]:
                    bad("%s p%d: rationale not a verbatim substring: %r" % (dname, i + 1, cut[:70]))
            if not r["note"]:
                bad("%s p%d: empty note" % (dname, i + 1))
        # each section must cite a single document; first PEP, second RFC
        if len(sec_docs[0]) != 1 or len(sec_docs[1]) != 1:
            bad("%s: each section must be about one document: %s" % (dname, sec_docs))
        else:
            if not next(iter(sec_docs[0])).startswith("python-peps/"):
                bad("%s: first section must be the PEP" % dname)
            if not next(iter(sec_docs[1])).startswith("rust-rfcs/"):
                bad("%s: second section must be the RFC" % dname)
        lc = collections.Counter(r["label"] for r in drows)
        if dict(lc) != PER_DRAFT_LABELS:
            bad("%s: label mix %s" % (dname, dict(lc)))
        for lab, want in PER_DRAFT_KINDS.items():
            kc = collections.Counter(r["kind"] for r in drows if r["label"] == lab)
            if dict(kc) != want:
                bad("%s: %s kinds %s" % (dname, lab, dict(kc)))
        # order must be mixed: no label run longer than 3
        run, prev = 0, None
        for r in drows:
            run = run + 1 if r["label"] == prev else 1
            prev = r["label"]
            if run > 3:
                bad("%s: more than 3 consecutive %s" % (dname, prev))
        for r in drows:
            all_labels[r["label"]] += 1
            all_kinds[(r["label"], r["kind"])] += 1
            if r["kind"] in SET_KINDS:
                set_kinds[r["kind"]] += 1

    for k, want in SET_KINDS.items():
        if set_kinds[k] != want:
            bad("set total %s = %d, want %d" % (k, set_kinds[k], want))
    missing = set(sources) - cited
    if missing:
        bad("documents never cited: %s" % sorted(missing))
    dup_claims = [c for c, n in collections.Counter(r["claim"] for r in rows).items() if n > 1]
    if dup_claims:
        bad("duplicate claims: %s" % dup_claims)

    print("rows:", len(rows), "drafts:", len(by_draft), "documents:", len(sources))
    print("labels:", dict(sorted(all_labels.items())))
    for (lab, kind), n in sorted(all_kinds.items()):
        print("  %-14s %-18s %3d" % (lab, kind, n))
    two_part = sum(1 for r in rows if len(r["rationale"]) > 1)
    print("multi-part rationales:", two_part)
    if problems:
        print("\nPROBLEMS (%d):" % len(problems))
        for p in problems:
            print(" -", p)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
