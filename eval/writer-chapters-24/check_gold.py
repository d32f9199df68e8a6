#!/usr/bin/env python3
"""Self-check for writer-chapters-24 (stdlib only). Exits non-zero on any problem."""
import collections
import itertools
import json
import os
import re
import sys

ROOT = "/work/shared/corpora/real-prose"
HERE = os.path.dirname(os.path.abspath(__file__))

PER_DRAFT = {
    "supports": {"paraphrase": 5, "summary": 3, "verbatim": 2},
    "contradicts": {"number_changed": 1, "wrong_agent": 1, "direction_flipped": 1, "negated": 1},
}
PER_DRAFT_LABEL = {"supports": 10, "contradicts": 4, "not_supported": 3, "opinion": 3}
SET_KINDS = {
    "not_supported": {"overclaim": 10, "unstated_detail": 8},
    "opinion": {"opinion": 12, "framing": 6},
}
KEYS = ["claim", "draft", "paragraph", "label", "rationale", "doc_ids_files", "kind", "note"]

problems = []


def bad(msg):
    problems.append(msg)


def parse_draft(path):
    """Return (title_count, list of (section_index, paragraph_text))."""
    text = open(path, encoding="utf-8").read()
    blocks = [b.strip("\n") for b in re.split(r"\n\s*\n", text) if b.strip()]
    titles, sec, paras = 0, 0, []
    for b in blocks:
        if b.startswith("## "):
            sec += 1
        elif b.startswith("# "):
            titles += 1
        else:
            if "\n" in b:
                bad("%s: paragraph spans several lines: %r" % (path, b[:60]))
            paras.append((sec, b))
    return titles, sec, paras


def main():
    sources = [l.strip() for l in open(os.path.join(HERE, "sources.txt"), encoding="utf-8") if l.strip()]
    if len(sources) != 12 or len(set(sources)) != 12:
        bad("sources.txt should list 12 distinct documents, has %d" % len(sources))
    peps = [s for s in sources if s.startswith("python-peps/")]
    rfcs = [s for s in sources if s.startswith("rust-rfcs/")]
    if len(peps) != 6 or len(rfcs) != 6:
        bad("need 6 PEPs and 6 RFCs, got %d/%d" % (len(peps), len(rfcs)))
    raws = {}
    for s in sources:
        p = os.path.join(ROOT, s)
        if not os.path.isfile(p):
            bad("missing source " + s)
        else:
            raws[s] = open(p, encoding="utf-8").read()

    rows = [json.loads(l) for l in open(os.path.join(HERE, "gold.jsonl"), encoding="utf-8") if l.strip()]
    if len(rows) != 120:
        bad("gold.jsonl has %d rows, expected 120" % len(rows))

    by_draft = collections.OrderedDict()
    for r in rows:
        if sorted(r) != sorted(KEYS):
            bad("row keys %s" % sorted(r))
        by_draft.setdefault(r["draft"], []).append(r)

    expected = ["draft-%02d.md" % i for i in range(1, 7)]
    if list(by_draft) != expected:
        bad("drafts in gold: %s" % list(by_draft))

    cited = set()
    set_kinds = collections.Counter()
    label_total = collections.Counter()
    kind_total = collections.Counter()
    for name in expected:
        drows = by_draft.get(name, [])
        path = os.path.join(HERE, "drafts", name)
        if not os.path.isfile(path):
            bad("missing " + path)
            continue
        titles, nsec, paras = parse_draft(path)
        if titles != 1 or nsec != 2:
            bad("%s: %d titles, %d sections" % (name, titles, nsec))
        if len(paras) != 20 or len(drows) != 20:
            bad("%s: %d paragraphs, %d rows" % (name, len(paras), len(drows)))
        docs_by_sec = {}
        labels = collections.Counter()
        kinds = collections.Counter()
        for i, r in enumerate(drows):
            if r["paragraph"] != i + 1:
                bad("%s: row %d has paragraph %s" % (name, i + 1, r["paragraph"]))
            if i < len(paras):
                sec, text = paras[i]
                if text != r["claim"]:
                    bad("%s p%d: claim != paragraph text" % (name, i + 1))
                docs_by_sec.setdefault(sec, set()).update(r["doc_ids_files"])
            claim = r["claim"]
            nw = len(claim.split())
            if not 8 <= nw <= 40:
                bad("%s p%d: %d words" % (name, i + 1, nw))
            if re.search(r"[`*_]{2}|\]\(|^#", claim):
                bad("%s p%d: markup in claim" % (name, i + 1))
            if re.search(r"[.!?]\s+[A-Z]", claim.rstrip(".!?")):
                bad("%s p%d: looks like more than one sentence" % (name, i + 1))
            if len(r["doc_ids_files"]) != 1:
                bad("%s p%d: doc_ids_files must list one document" % (name, i + 1))
            doc = r["doc_ids_files"][0]
            cited.add(doc)
            if doc not in raws:
                bad("%s p%d: document %s not in sources.txt" % (name, i + 1, doc))
            lab, kind, rat = r["label"], r["kind"], r["rationale"]
            labels[lab] += 1
            kinds[(lab, kind)] += 1
            label_total[lab] += 1
            kind_total[(lab, kind)] += 1
            if lab in SET_KINDS:
                set_kinds[(lab, kind)] += 1
            if lab == "supports" and not 1 <= len(rat) <= 3:
                bad("%s p%d: supports needs 1-3 cuts" % (name, i + 1))
            if lab == "contradicts" and len(rat) != 1:
                bad("%s p%d: contradicts needs exactly 1 cut" % (name, i + 1))
            if lab in ("not_supported", "opinion") and rat:
                bad("%s p%d: %s must have empty rationale" % (name, i + 1, lab))
            for cut in rat:
                if not cut or cut not in raws.get(doc, ""):
                    bad("%s p%d: rationale not verbatim in %s: %r" % (name, i + 1, doc, cut[:60]))
            if not r["note"]:
                bad("%s p%d: empty note" % (name, i + 1))
        # section 1 = PEP, section 2 = RFC
        s1, s2 = docs_by_sec.get(1, set()), docs_by_sec.get(2, set())
        if len(s1) != 1 or not all(d.startswith("python-peps/") for d in s1):
            bad("%s: first section documents %s" % (name, s1))
        if len(s2) != 1 or not all(d.startswith("rust-rfcs/") for d in s2):
            bad("%s: second section documents %s" % (name, s2))
        for lab, n in PER_DRAFT_LABEL.items():
            if labels[lab] != n:
                bad("%s: %d %s, expected %d" % (name, labels[lab], lab, n))
        for lab, km in PER_DRAFT.items():
            for k, n in km.items():
                if kinds[(lab, k)] != n:
                    bad("%s: %d %s/%s, expected %d" % (name, kinds[(lab, k)], lab, k, n))
        for (lab, k) in kinds:
            allowed = PER_DRAFT.get(lab) or SET_KINDS.get(lab)
            if k not in allowed:
                bad("%s: unknown kind %s for %s" % (name, k, lab))
        # labels should be mixed, not in blocks
        seq = [r["label"] for r in drows]
        longest = max((len(list(g)) for _, g in itertools.groupby(seq)), default=0)
        if longest > 4:
            bad("%s: a run of %d identical labels" % (name, longest))

    for lab, km in SET_KINDS.items():
        for k, n in km.items():
            if set_kinds[(lab, k)] != n:
                bad("set: %d %s/%s, expected %d" % (set_kinds[(lab, k)], lab, k, n))
    for s in sources:
        if s not in cited:
            bad("source never cited: " + s)

    print("rows:", len(rows))
    print("labels:", dict(label_total))
    for (lab, k), n in sorted(kind_total.items()):
        print("  %-14s %-18s %3d" % (lab, k, n))
    print("two-part rationales:", sum(1 for r in rows if len(r["rationale"]) == 2),
          "| three-part:", sum(1 for r in rows if len(r["rationale"]) == 3))
    if problems:
        print("\nPROBLEMS (%d):" % len(problems))
        for p in problems:
            print(" -", p)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
