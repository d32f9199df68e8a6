#!/usr/bin/env python3
"""Stdlib self-check for writer-chapters-23.  Exits non-zero on any problem."""
import json
import os
import re
import sys
from collections import Counter

CORPUS = "/work/shared/corpora/real-prose"
HERE = os.path.dirname(os.path.abspath(__file__))

PER_DRAFT_LABELS = {"supports": 10, "contradicts": 4, "not_supported": 3, "opinion": 3}
PER_DRAFT_KINDS = {
    "supports": {"paraphrase": 5, "summary": 3, "verbatim": 2},
    "contradicts": {"number_changed": 1, "wrong_agent": 1, "direction_flipped": 1, "negated": 1},
}
SET_KINDS = {
    "not_supported": {"overclaim": 10, "unstated_detail": 8},
    "opinion": {"opinion": 12, "framing": 6},
}
ALLOWED_KINDS = {
    "supports": {"paraphrase", "summary", "verbatim"},
    "contradicts": {"number_changed", "wrong_agent", "direction_flipped", "negated"},
    "not_supported": {"overclaim", "unstated_detail"},
    "opinion": {"opinion", "framing"},
}
FIELDS = {"claim", "draft", "paragraph", "label", "rationale", "doc_ids_files", "kind", "note"}
MARKUP = re.compile(r"`|\*|__|\]\(|^#|^>|^\s*[-+] ")

problems = []


def bad(msg):
    problems.append(msg)


def parse_draft(path):
    """Return (titles, sections) where sections = [(heading, [paragraphs])]."""
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    blocks = [b.strip() for b in re.split(r"\n\s*\n", text) if b.strip()]
    titles, sections = [], []
    for b in blocks:
        if b.startswith("## "):
            sections.append((b[3:], []))
        elif b.startswith("# "):
            titles.append(b[2:])
        else:
            if "\n" in b:
                bad(f"{os.path.basename(path)}: paragraph spans several lines: {b[:60]!r}")
            if not sections:
                bad(f"{os.path.basename(path)}: paragraph before first section")
                sections.append(("", []))
            sections[-1][1].append(b)
    return titles, sections


def main():
    # sources
    with open(os.path.join(HERE, "sources.txt"), encoding="utf-8") as fh:
        sources = [l.strip() for l in fh if l.strip()]
    if len(sources) != 12 or len(set(sources)) != 12:
        bad(f"sources.txt must list 12 distinct documents, has {len(sources)}")
    peps = [s for s in sources if s.startswith("python-peps/")]
    rfcs = [s for s in sources if s.startswith("rust-rfcs/")]
    if len(peps) != 6 or len(rfcs) != 6:
        bad(f"need 6 PEPs and 6 RFCs, got {len(peps)} and {len(rfcs)}")
    raw = {}
    for s in sources:
        p = os.path.join(CORPUS, s)
        if not os.path.isfile(p):
            bad(f"source missing: {s}")
        else:
            with open(p, encoding="utf-8") as fh:
                raw[s] = fh.read()

    # gold
    rows = []
    with open(os.path.join(HERE, "gold.jsonl"), encoding="utf-8") as fh:
        for i, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                bad(f"gold.jsonl line {i}: bad JSON ({e})")
    if len(rows) != 120:
        bad(f"gold.jsonl has {len(rows)} rows, expected 120")

    by_draft = {}
    for r in rows:
        if set(r) != FIELDS:
            bad(f"row fields {sorted(r)} != {sorted(FIELDS)}")
            continue
        by_draft.setdefault(r["draft"], []).append(r)

    expected_drafts = [f"draft-{i:02d}.md" for i in range(1, 7)]
    if sorted(by_draft) != expected_drafts:
        bad(f"drafts in gold {sorted(by_draft)} != {expected_drafts}")
    # rows must be in draft order
    order = [(r["draft"], r["paragraph"]) for r in rows if set(r) == FIELDS]
    if order != sorted(order):
        bad("gold rows are not in draft/paragraph order")

    cited = set()
    set_counts = Counter()
    label_tot, kind_tot = Counter(), Counter()
    for dname in expected_drafts:
        drows = by_draft.get(dname, [])
        path = os.path.join(HERE, "drafts", dname)
        if not os.path.isfile(path):
            bad(f"missing draft file {dname}")
            continue
        titles, sections = parse_draft(path)
        if len(titles) != 1:
            bad(f"{dname}: expected one '# ' title, found {len(titles)}")
        if len(sections) != 2:
            bad(f"{dname}: expected two '## ' sections, found {len(sections)}")
            continue
        paras, sec_of = [], []
        for si, (_, ps) in enumerate(sections):
            paras += ps
            sec_of += [si] * len(ps)
        if len(paras) != 20:
            bad(f"{dname}: {len(paras)} paragraphs, expected 20")
        if len(drows) != 20:
            bad(f"{dname}: {len(drows)} gold rows, expected 20")
        sec_docs = [set(), set()]
        for r in drows:
            n = r["paragraph"]
            tag = f"{dname} p{n}"
            if not isinstance(n, int) or not 1 <= n <= len(paras):
                bad(f"{tag}: paragraph number out of range")
                continue
            claim = r["claim"]
            if claim != paras[n - 1]:
                bad(f"{tag}: claim != paragraph text")
            words = len(claim.split())
            if not 8 <= words <= 40:
                bad(f"{tag}: claim has {words} words")
            if MARKUP.search(claim):
                bad(f"{tag}: claim contains markup")
            if not claim.endswith((".", "?", "!")):
                bad(f"{tag}: claim does not end a sentence")
            if re.search(r"[.!?]\s+[A-Z]", claim[:-1]):
                bad(f"{tag}: claim looks like more than one sentence")
            label, kind = r["label"], r["kind"]
            if label not in ALLOWED_KINDS:
                bad(f"{tag}: unknown label {label}")
                continue
            if kind not in ALLOWED_KINDS[label]:
                bad(f"{tag}: kind {kind} not allowed for {label}")
            docs = r["doc_ids_files"]
            if not (isinstance(docs, list) and len(docs) == 1 and docs[0] in raw):
                bad(f"{tag}: doc_ids_files must be one listed source, got {docs}")
                continue
            doc = docs[0]
            cited.add(doc)
            sec_docs[sec_of[n - 1]].add(doc)
            rat = r["rationale"]
            if not isinstance(rat, list):
                bad(f"{tag}: rationale must be a list")
                continue
            if label == "supports" and not 1 <= len(rat) <= 3:
                bad(f"{tag}: supports needs 1-3 rationale cuts, has {len(rat)}")
            if label == "contradicts" and len(rat) != 1:
                bad(f"{tag}: contradicts needs exactly 1 rationale cut, has {len(rat)}")
            if label in ("not_supported", "opinion") and rat:
                bad(f"{tag}: {label} must have empty rationale")
            for cut in rat:
                if not cut or cut not in raw[doc]:
                    bad(f"{tag}: rationale not a verbatim substring of {doc}: {cut[:60]!r}")
            if not r["note"]:
                bad(f"{tag}: empty note")
            label_tot[label] += 1
            kind_tot[(label, kind)] += 1
            set_counts[(label, kind)] += 1
        # section/document structure
        if len(sec_docs[0]) != 1 or not next(iter(sec_docs[0]), "").startswith("python-peps/"):
            bad(f"{dname}: first section must cite exactly one PEP, got {sec_docs[0]}")
        if len(sec_docs[1]) != 1 or not next(iter(sec_docs[1]), "").startswith("rust-rfcs/"):
            bad(f"{dname}: second section must cite exactly one RFC, got {sec_docs[1]}")
        # per-draft mix
        lc = Counter(r["label"] for r in drows)
        for lab, want in PER_DRAFT_LABELS.items():
            if lc[lab] != want:
                bad(f"{dname}: {lab} = {lc[lab]}, expected {want}")
        for lab, kinds in PER_DRAFT_KINDS.items():
            kc = Counter(r["kind"] for r in drows if r["label"] == lab)
            for k, want in kinds.items():
                if kc[k] != want:
                    bad(f"{dname}: {lab}/{k} = {kc[k]}, expected {want}")
        print(f"{dname}: " + ", ".join(f"{k}={lc[k]}" for k in PER_DRAFT_LABELS)
              + f"  [{sections[0][0]} | {sections[1][0]}]")

    for lab, kinds in SET_KINDS.items():
        for k, want in kinds.items():
            if set_counts[(lab, k)] != want:
                bad(f"set: {lab}/{k} = {set_counts[(lab, k)]}, expected {want}")
    missing = set(sources) - cited
    if missing:
        bad(f"sources never cited: {sorted(missing)}")
    extra = cited - set(sources)
    if extra:
        bad(f"cited but not in sources.txt: {sorted(extra)}")

    print("labels:", dict(label_tot))
    for (lab, k), v in sorted(kind_tot.items()):
        print(f"  {lab:14s} {k:18s} {v}")
    if problems:
        for p in problems:
            print("PROBLEM:", p)
        print(f"FAILED with {len(problems)} problem(s)")
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
