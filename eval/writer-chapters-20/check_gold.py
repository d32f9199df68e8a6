#!/usr/bin/env python3
"""Stdlib self-check for writer-chapters-20. Exits non-zero on any problem."""
import collections
import json
import os
import re
import sys

ROOT = "/work/shared/corpora/real-prose"
HERE = os.path.dirname(os.path.abspath(__file__))

PER_DRAFT = {
    ("supports", "paraphrase"): 5, ("supports", "summary"): 3, ("supports", "verbatim"): 2,
    ("contradicts", "number_changed"): 1, ("contradicts", "wrong_agent"): 1,
    ("contradicts", "direction_flipped"): 1, ("contradicts", "negated"): 1,
}
PER_DRAFT_LABEL = {"supports": 10, "contradicts": 4, "not_supported": 3, "opinion": 3}
SET_KINDS = {("not_supported", "overclaim"): 10, ("not_supported", "unstated_detail"): 8,
             ("opinion", "opinion"): 12, ("opinion", "framing"): 6}
KINDS = {"supports": {"paraphrase", "summary", "verbatim"},
         "contradicts": {"number_changed", "wrong_agent", "direction_flipped", "negated"},
         "not_supported": {"overclaim", "unstated_detail"},
         "opinion": {"opinion", "framing"}}
FIELDS = ["claim", "draft", "paragraph", "label", "rationale", "doc_ids_files", "kind", "note"]

problems = []


def bad(msg):
    problems.append(msg)


def parse_draft(path):
    text = open(path, encoding="utf-8").read()
    blocks = [b.strip("\n") for b in re.split(r"\n\s*\n", text) if b.strip()]
    title, sections, paras = [], [], []   # paras: (text, section_index)
    for b in blocks:
        if "\n" in b:
            bad(f"{path}: block spans several lines: {b[:60]!r}")
        if b.startswith("## "):
            sections.append(b[3:])
        elif b.startswith("# "):
            title.append(b[2:])
        elif b.startswith("#"):
            bad(f"{path}: unexpected heading level: {b[:40]!r}")
        else:
            if not sections:
                bad(f"{path}: paragraph before first section")
            paras.append((b, len(sections) - 1))
    if len(title) != 1:
        bad(f"{path}: expected one # title, got {len(title)}")
    if len(sections) != 2:
        bad(f"{path}: expected two ## sections, got {len(sections)}")
    return sections, paras


def main():
    sources = [l.strip() for l in open(os.path.join(HERE, "sources.txt"), encoding="utf-8") if l.strip()]
    if len(sources) != 12 or len(set(sources)) != 12:
        bad(f"sources.txt should list 12 distinct documents, got {len(sources)}")
    if sum(s.startswith("python-peps/") for s in sources) != 6 or sum(s.startswith("rust-rfcs/") for s in sources) != 6:
        bad("sources.txt should hold 6 PEPs and 6 RFCs")
    raws = {}
    for s in sources:
        p = os.path.join(ROOT, s)
        if not os.path.isfile(p):
            bad(f"missing source {s}")
            continue
        raws[s] = open(p, encoding="utf-8").read()

    rows = [json.loads(l) for l in open(os.path.join(HERE, "gold.jsonl"), encoding="utf-8") if l.strip()]
    if len(rows) != 120:
        bad(f"expected 120 rows, got {len(rows)}")

    by_draft = collections.defaultdict(list)
    for r in rows:
        missing = [f for f in FIELDS if f not in r]
        if missing:
            bad(f"row missing fields {missing}: {r.get('claim','')[:50]!r}")
            continue
        by_draft[r["draft"]].append(r)

    expected = [f"draft-{i:02d}.md" for i in range(1, 7)]
    if sorted(by_draft) != expected:
        bad(f"drafts in gold {sorted(by_draft)} != {expected}")

    cited = set()
    draft_docs = {}
    set_counts = collections.Counter()
    label_counts = collections.Counter()
    for dname in expected:
        drows = by_draft.get(dname, [])
        path = os.path.join(HERE, "drafts", dname)
        if not os.path.isfile(path):
            bad(f"missing draft file {dname}")
            continue
        sections, paras = parse_draft(path)
        if len(paras) != 20:
            bad(f"{dname}: {len(paras)} paragraphs, expected 20")
        if len(drows) != 20:
            bad(f"{dname}: {len(drows)} gold rows, expected 20")
        if [r["paragraph"] for r in drows] != list(range(1, len(drows) + 1)):
            bad(f"{dname}: paragraph numbers not 1..N in order")
        sec_docs = {}
        for r in drows:
            i = r["paragraph"] - 1
            if i >= len(paras):
                continue
            ptext, sidx = paras[i]
            if r["claim"] != ptext:
                bad(f"{dname} p{r['paragraph']}: claim != paragraph text")
            claim = r["claim"]
            wc = len(claim.split())
            if not 8 <= wc <= 40:
                bad(f"{dname} p{r['paragraph']}: {wc} words")
            if re.search(r"[`*]{1}[A-Za-z]|\]\(|^\s*[-*] |<[a-z]+>", claim):
                bad(f"{dname} p{r['paragraph']}: claim looks like it has markup")
            if claim.count(".") and not claim.rstrip().endswith((".", "?", "!")):
                bad(f"{dname} p{r['paragraph']}: claim does not end as a sentence")
            lab, kind = r["label"], r["kind"]
            if lab not in KINDS or kind not in KINDS[lab]:
                bad(f"{dname} p{r['paragraph']}: bad label/kind {lab}/{kind}")
            docs = r["doc_ids_files"]
            if not (isinstance(docs, list) and len(docs) == 1):
                bad(f"{dname} p{r['paragraph']}: doc_ids_files must be a one-item list")
                continue
            doc = docs[0]
            cited.add(doc)
            if doc not in raws:
                bad(f"{dname} p{r['paragraph']}: document {doc} not in sources.txt")
                continue
            sec_docs.setdefault(sidx, set()).add(doc)
            rat = r["rationale"]
            if lab == "supports" and not 1 <= len(rat) <= 3:
                bad(f"{dname} p{r['paragraph']}: supports needs 1-3 rationale cuts")
            if lab == "contradicts" and len(rat) != 1:
                bad(f"{dname} p{r['paragraph']}: contradicts needs exactly 1 rationale cut")
            if lab in ("not_supported", "opinion") and rat:
                bad(f"{dname} p{r['paragraph']}: {lab} must have empty rationale")
            for cut in rat:
                if not cut or cut not in raws[doc]:
                    bad(f"{dname} p{r['paragraph']}: rationale not verbatim in {doc}: {cut[:60]!r}")
            set_counts[(lab, kind)] += 1
            label_counts[lab] += 1
        # sections: first PEP, second RFC, one document each
        for sidx, want in ((0, "python-peps/"), (1, "rust-rfcs/")):
            ds = sec_docs.get(sidx, set())
            if len(ds) != 1 or not next(iter(ds)).startswith(want):
                bad(f"{dname}: section {sidx+1} documents {sorted(ds)} (want one {want}*)")
        draft_docs[dname] = sorted(set().union(*sec_docs.values())) if sec_docs else []
        dc = collections.Counter((r["label"], r["kind"]) for r in drows)
        dl = collections.Counter(r["label"] for r in drows)
        for k, v in PER_DRAFT.items():
            if dc[k] != v:
                bad(f"{dname}: {k} count {dc[k]} != {v}")
        for k, v in PER_DRAFT_LABEL.items():
            if dl[k] != v:
                bad(f"{dname}: label {k} count {dl[k]} != {v}")
        if dc[("opinion", "framing")] < 1:
            bad(f"{dname}: no framing line")

    for k, v in SET_KINDS.items():
        if set_counts[k] != v:
            bad(f"set: {k} count {set_counts[k]} != {v}")
    uncited = set(sources) - cited
    if uncited:
        bad(f"documents never cited: {sorted(uncited)}")
    all_docs = [d for ds in draft_docs.values() for d in ds]
    if len(all_docs) != len(set(all_docs)):
        bad("a document is used in more than one draft")

    print("labels:", dict(sorted(label_counts.items())))
    for k in sorted(set_counts):
        print(f"  {k[0]:14s} {k[1]:18s} {set_counts[k]}")
    for d in expected:
        print(f"  {d}: {', '.join(draft_docs.get(d, []))}")
    if problems:
        for p in problems:
            print("PROBLEM:", p)
        print(f"FAILED with {len(problems)} problem(s)")
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
