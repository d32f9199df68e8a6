#!/usr/bin/env python3
"""Stdlib self-check for the writer-chapters-26 held-out set.

Exits non-zero on any problem; prints label and kind counts.
"""
import collections
import json
import os
import re
import sys

CORPUS = "/work/shared/corpora/real-prose"
HERE = os.path.dirname(os.path.abspath(__file__))

LABELS = ("supports", "contradicts", "not_supported", "opinion")
PER_DRAFT_LABELS = {"supports": 10, "contradicts": 4, "not_supported": 3, "opinion": 3}
PER_DRAFT_KINDS = {
    "supports": {"paraphrase": 5, "summary": 3, "verbatim": 2},
    "contradicts": {"number_changed": 1, "wrong_agent": 1, "direction_flipped": 1, "negated": 1},
    "opinion": {"opinion": 2, "framing": 1},
}
NS_KINDS = {"overclaim", "unstated_detail"}
N_DRAFTS = 6

problems = []


def bad(msg):
    problems.append(msg)


def strip_markup(text):
    """Drop reST/Markdown inline markup from a raw cut (for verbatim checks)."""
    t = re.sub(r"\s*\[#?[\w-]+\]_", "", text)      # citation refs like [6]_ or [#s-flag]_
    t = t.replace("``", "").replace("`", "").replace("**", "")
    t = re.sub(r"\s+", " ", t)
    return t.strip()


MARKUP = [
    (re.compile(r"`"), "backtick"),
    (re.compile(r"\*"), "asterisk"),
    (re.compile(r"\]\("), "markdown link"),
    (re.compile(r"https?://"), "url"),
    (re.compile(r"__"), "double underscore"),
    (re.compile(r"(^|\W)_|_(\W|$)"), "emphasis underscore"),
    (re.compile(r"[<>]"), "angle bracket"),
    (re.compile(r"^\s*([#>]|[-+] |\d+\. )"), "block markup"),
]


def parse_draft(path):
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    blocks = [b.strip() for b in re.split(r"\n\s*\n", text) if b.strip()]
    title = [b for b in blocks if b.startswith("# ")]
    heads = [b for b in blocks if b.startswith("## ")]
    if len(title) != 1 or not blocks[0].startswith("# "):
        bad(f"{path}: expected exactly one '# ' title as first block")
    if len(heads) != 2:
        bad(f"{path}: expected two '## ' headings, got {len(heads)}")
    sections = []
    for b in blocks[1:]:
        if b.startswith("## "):
            sections.append([])
        elif b.startswith("#"):
            bad(f"{path}: unexpected heading {b!r}")
        else:
            if not sections:
                bad(f"{path}: paragraph before first section heading")
                sections.append([])
            if "\n" in b:
                bad(f"{path}: paragraph spans several lines: {b[:60]!r}")
            sections[-1].append(b)
    return sections


def main():
    gold_path = os.path.join(HERE, "gold.jsonl")
    with open(gold_path, encoding="utf-8") as fh:
        rows = [json.loads(line) for line in fh if line.strip()]
    with open(os.path.join(HERE, "sources.txt"), encoding="utf-8") as fh:
        sources = [l.strip() for l in fh if l.strip()]

    # ---- sources
    if len(sources) != 12 or len(set(sources)) != 12:
        bad(f"sources.txt: expected 12 distinct documents, got {len(sources)} ({len(set(sources))} distinct)")
    for s in sources:
        if not os.path.isfile(os.path.join(CORPUS, s)):
            bad(f"sources.txt: missing file {s}")
    if sum(s.startswith("python-peps/") for s in sources) != 6:
        bad("sources.txt: expected 6 PEPs")
    if sum(s.startswith("rust-rfcs/") for s in sources) != 6:
        bad("sources.txt: expected 6 RFCs")

    raw_cache = {}

    def raw(doc):
        if doc not in raw_cache:
            with open(os.path.join(CORPUS, doc), encoding="utf-8") as fh:
                raw_cache[doc] = fh.read()
        return raw_cache[doc]

    required = {"claim", "draft", "paragraph", "label", "rationale", "doc_ids_files", "kind", "note"}
    by_draft = collections.OrderedDict()
    for i, r in enumerate(rows, 1):
        missing = required - set(r)
        if missing:
            bad(f"gold row {i}: missing fields {sorted(missing)}")
            continue
        by_draft.setdefault(r["draft"], []).append(r)

    expected_files = [f"draft-{n:02d}.md" for n in range(1, N_DRAFTS + 1)]
    if list(by_draft) != expected_files:
        bad(f"gold.jsonl: drafts out of order or missing: {list(by_draft)}")
    if len(rows) != 120:
        bad(f"gold.jsonl: expected 120 rows, got {len(rows)}")

    cited = set()
    label_total = collections.Counter()
    kind_total = collections.Counter()
    used_docs = []

    for fname in expected_files:
        drows = by_draft.get(fname, [])
        dpath = os.path.join(HERE, "drafts", fname)
        if not os.path.isfile(dpath):
            bad(f"{fname}: draft file missing")
            continue
        sections = parse_draft(dpath)
        if [len(s) for s in sections] != [10, 10]:
            bad(f"{fname}: expected 10+10 paragraphs, got {[len(s) for s in sections]}")
        paras = [p for s in sections for p in s]
        if [r["paragraph"] for r in drows] != list(range(1, len(drows) + 1)) or len(drows) != 20:
            bad(f"{fname}: gold paragraphs not 1..20 in order")

        # section documents
        sec_docs = []
        for si, rng in enumerate((range(0, 10), range(10, 20))):
            docs = {tuple(drows[j]["doc_ids_files"]) for j in rng if j < len(drows)}
            if len(docs) != 1:
                bad(f"{fname}: section {si + 1} rows cite several documents {docs}")
                continue
            (doc_t,) = docs
            if len(doc_t) != 1:
                bad(f"{fname}: doc_ids_files must hold exactly one path")
                continue
            sec_docs.append(doc_t[0])
        if len(sec_docs) == 2:
            if not sec_docs[0].startswith("python-peps/") or not sec_docs[1].startswith("rust-rfcs/"):
                bad(f"{fname}: PEP section must come first, RFC second: {sec_docs}")
            used_docs.extend(sec_docs)

        lab = collections.Counter()
        kinds = collections.defaultdict(collections.Counter)
        for j, r in enumerate(drows):
            where = f"{fname} para {r['paragraph']}"
            claim = r["claim"]
            if j < len(paras) and paras[j] != claim:
                bad(f"{where}: claim differs from draft paragraph")
            if r["label"] not in LABELS:
                bad(f"{where}: bad label {r['label']}")
            lab[r["label"]] += 1
            kinds[r["label"]][r["kind"]] += 1
            label_total[r["label"]] += 1
            kind_total[(r["label"], r["kind"])] += 1
            for doc in r["doc_ids_files"]:
                cited.add(doc)
                if doc not in sources:
                    bad(f"{where}: document {doc} not in sources.txt")

            # text form
            nw = len(claim.split())
            if not 8 <= nw <= 40:
                bad(f"{where}: {nw} words")
            for rx, name in MARKUP:
                if rx.search(claim):
                    bad(f"{where}: markup ({name}) in claim")
            if not re.search(r"[.!?]$", claim):
                bad(f"{where}: claim does not end with sentence punctuation")
            if re.search(r"[.!?]\s+[A-Z]", claim[:-1]):
                bad(f"{where}: claim looks like more than one sentence")

            # rationale
            cuts = r["rationale"]
            n = len(cuts)
            if r["label"] == "supports":
                lo = 2 if r["kind"] == "summary" else 1
                hi = 3 if r["kind"] == "summary" else 1
                if not lo <= n <= hi:
                    bad(f"{where}: supports/{r['kind']} has {n} cuts")
            elif r["label"] == "contradicts":
                if n != 1:
                    bad(f"{where}: contradicts needs exactly one cut, has {n}")
            else:
                if n != 0:
                    bad(f"{where}: {r['label']} must have no rationale")
            for doc in r["doc_ids_files"]:
                text = raw(doc)
                for c in cuts:
                    if not c or text.count(c) < 1:
                        bad(f"{where}: cut not verbatim in {doc}: {c[:60]!r}")
                    elif text.count(c) > 1:
                        bad(f"{where}: cut occurs {text.count(c)} times in {doc}: {c[:60]!r}")
            if r["kind"] == "verbatim" and cuts:
                if strip_markup(cuts[0]).rstrip(".") != claim.rstrip("."):
                    bad(f"{where}: verbatim claim does not equal markup-stripped cut")

        for L, want in PER_DRAFT_LABELS.items():
            if lab[L] != want:
                bad(f"{fname}: {L} = {lab[L]}, want {want}")
        for L, want in PER_DRAFT_KINDS.items():
            if dict(kinds[L]) != want:
                bad(f"{fname}: {L} kinds {dict(kinds[L])}, want {want}")
        ns = set(kinds["not_supported"])
        if ns != NS_KINDS:
            bad(f"{fname}: not_supported kinds {sorted(ns)}, want both {sorted(NS_KINDS)}")

    if len(used_docs) != len(set(used_docs)):
        bad("a document is used by more than one section")
    if set(sources) != cited:
        bad(f"sources/cited mismatch: uncited={sorted(set(sources) - cited)} extra={sorted(cited - set(sources))}")

    # set-wide mix
    want_total = {L: v * N_DRAFTS for L, v in PER_DRAFT_LABELS.items()}
    for L, want in want_total.items():
        if label_total[L] != want:
            bad(f"set: {L} = {label_total[L]}, want {want}")

    print(f"rows: {len(rows)}  drafts: {len(by_draft)}  sources: {len(sources)} (all cited: {set(sources) == cited})")
    print("labels:", ", ".join(f"{L} {label_total[L]}" for L in LABELS))
    for L in LABELS:
        ks = sorted((k, v) for (l, k), v in kind_total.items() if l == L)
        print(f"  {L}: " + ", ".join(f"{k} {v}" for k, v in ks))
    if problems:
        print(f"\n{len(problems)} problem(s):")
        for p in problems:
            print("  -", p)
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
