#!/usr/bin/env python3
"""Self-check for writer-chapters-22 (stdlib only). Exits non-zero on any problem."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = "/work/shared/corpora/real-prose"
DRAFTS = [f"draft-{i:02d}.md" for i in range(1, 7)]

LABEL_MIX = {"supports": 10, "contradicts": 4, "not_supported": 3, "opinion": 3}
SUPPORT_KINDS = {"paraphrase": 5, "summary": 3, "verbatim": 2}
CONTRA_KINDS = {"number_changed": 1, "wrong_agent": 1, "direction_flipped": 1, "negated": 1}
NS_KINDS = {"overclaim", "unstated_detail"}
OP_KINDS = {"opinion", "framing"}
SET_TOTALS = {("not_supported", "overclaim"): 10, ("not_supported", "unstated_detail"): 8,
              ("opinion", "opinion"): 12, ("opinion", "framing"): 6}
FIELDS = ["claim", "draft", "paragraph", "label", "rationale", "doc_ids_files", "kind", "note"]

problems = []


def bad(msg):
    problems.append(msg)


def parse_draft(path):
    """Return (title, [(heading, [paragraphs])])."""
    with open(path, encoding="utf-8") as fh:
        blocks = [b.strip() for b in fh.read().split("\n\n") if b.strip()]
    title, sections = None, []
    for b in blocks:
        if "\n" in b:
            bad(f"{os.path.basename(path)}: block spans several lines: {b[:60]!r}")
        if b.startswith("# "):
            if title is not None:
                bad(f"{os.path.basename(path)}: more than one # title")
            title = b[2:]
        elif b.startswith("## "):
            sections.append((b[3:], []))
        elif b.startswith("#"):
            bad(f"{os.path.basename(path)}: unexpected heading level: {b[:40]!r}")
        else:
            if not sections:
                bad(f"{os.path.basename(path)}: paragraph before first section")
                continue
            sections[-1][1].append(b)
    return title, sections


def main():
    # sources
    src_path = os.path.join(HERE, "sources.txt")
    with open(src_path, encoding="utf-8") as fh:
        sources = [l.strip() for l in fh if l.strip()]
    if len(sources) != 12 or len(set(sources)) != 12:
        bad(f"sources.txt must list 12 distinct documents, has {len(sources)}")
    peps = [s for s in sources if s.startswith("python-peps/")]
    rfcs = [s for s in sources if s.startswith("rust-rfcs/")]
    if len(peps) != 6 or len(rfcs) != 6:
        bad(f"sources.txt needs 6 PEPs and 6 RFCs, has {len(peps)} and {len(rfcs)}")
    texts = {}
    for s in sources:
        p = os.path.join(CORPUS, s)
        if not os.path.isfile(p):
            bad(f"missing source document {s}")
            continue
        with open(p, encoding="utf-8") as fh:
            texts[s] = fh.read()

    # gold rows
    rows = []
    with open(os.path.join(HERE, "gold.jsonl"), encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                r = json.loads(line)
            except json.JSONDecodeError as e:
                bad(f"gold.jsonl line {n}: bad JSON ({e})")
                continue
            for f in FIELDS:
                if f not in r:
                    bad(f"gold.jsonl line {n}: missing field {f}")
            rows.append(r)
    if len(rows) != 120:
        bad(f"gold.jsonl must have 120 rows, has {len(rows)}")

    by_draft = collections.defaultdict(list)
    for r in rows:
        by_draft[r.get("draft")].append(r)
    if set(by_draft) != set(DRAFTS):
        bad(f"drafts in gold.jsonl: {sorted(by_draft)}")

    cited = set()
    totals = collections.Counter()
    kind_totals = collections.Counter()
    prev_order = []
    for r in rows:
        prev_order.append((r.get("draft"), r.get("paragraph")))
    if prev_order != sorted(prev_order):
        bad("gold.jsonl rows are not in draft/paragraph order")

    for dname in DRAFTS:
        drows = sorted(by_draft.get(dname, []), key=lambda r: r["paragraph"])
        path = os.path.join(HERE, "drafts", dname)
        if not os.path.isfile(path):
            bad(f"missing draft {dname}")
            continue
        title, sections = parse_draft(path)
        if not title:
            bad(f"{dname}: no # title")
        if len(sections) != 2:
            bad(f"{dname}: needs exactly two ## sections, has {len(sections)}")
            continue
        paras = [(si, p) for si, (_, ps) in enumerate(sections) for p in ps]
        if len(paras) != 20:
            bad(f"{dname}: needs 20 paragraphs, has {len(paras)}")
        if len(drows) != 20:
            bad(f"{dname}: needs 20 gold rows, has {len(drows)}")
        if [r["paragraph"] for r in drows] != list(range(1, len(drows) + 1)):
            bad(f"{dname}: paragraph numbers not 1..20")
        sec_docs = [set(), set()]
        for r, (si, ptext) in zip(drows, paras):
            tag = f"{dname} p{r['paragraph']}"
            if r["claim"] != ptext:
                bad(f"{tag}: claim differs from paragraph text")
            docs = r["doc_ids_files"]
            if not isinstance(docs, list) or len(docs) != 1:
                bad(f"{tag}: doc_ids_files must be a one-item list")
                continue
            doc = docs[0]
            sec_docs[si].add(doc)
            cited.add(doc)
            if doc not in texts:
                bad(f"{tag}: document {doc} not in sources.txt")
            # claim form
            words = r["claim"].split()
            if not 8 <= len(words) <= 40:
                bad(f"{tag}: claim has {len(words)} words")
            if re.search(r"`|\*\*|\[[^\]]*\]\(|^#|^[-*] ", r["claim"]):
                bad(f"{tag}: claim contains markup")
            if re.search(r"[.!?]\s+[A-Z]", r["claim"]):
                bad(f"{tag}: claim looks like more than one sentence")
            if not re.search(r"[.?!]$", r["claim"]):
                bad(f"{tag}: claim does not end like a sentence")
            # label / rationale
            label, kind, rat = r["label"], r["kind"], r["rationale"]
            totals[(dname, label)] += 1
            kind_totals[(label, kind)] += 1
            if not isinstance(rat, list):
                bad(f"{tag}: rationale must be a list")
                continue
            if label == "supports":
                if not 1 <= len(rat) <= 3:
                    bad(f"{tag}: supports needs 1-3 rationale cuts")
                if kind not in SUPPORT_KINDS:
                    bad(f"{tag}: bad supports kind {kind}")
            elif label == "contradicts":
                if len(rat) != 1:
                    bad(f"{tag}: contradicts needs exactly one rationale cut")
                if kind not in CONTRA_KINDS:
                    bad(f"{tag}: bad contradicts kind {kind}")
            elif label == "not_supported":
                if rat:
                    bad(f"{tag}: not_supported rationale must be empty")
                if kind not in NS_KINDS:
                    bad(f"{tag}: bad not_supported kind {kind}")
            elif label == "opinion":
                if rat:
                    bad(f"{tag}: opinion rationale must be empty")
                if kind not in OP_KINDS:
                    bad(f"{tag}: bad opinion kind {kind}")
            else:
                bad(f"{tag}: unknown label {label}")
            for cut in rat:
                if not cut.strip():
                    bad(f"{tag}: empty rationale cut")
                elif doc in texts and cut not in texts[doc]:
                    bad(f"{tag}: rationale cut not verbatim in {doc}: {cut[:60]!r}")
        # section documents: first PEP, second RFC
        if len(sec_docs[0]) != 1 or not next(iter(sec_docs[0]), "").startswith("python-peps/"):
            bad(f"{dname}: first section must cite exactly one PEP, cites {sorted(sec_docs[0])}")
        if len(sec_docs[1]) != 1 or not next(iter(sec_docs[1]), "").startswith("rust-rfcs/"):
            bad(f"{dname}: second section must cite exactly one RFC, cites {sorted(sec_docs[1])}")
        # per-draft mixes
        lc = collections.Counter(r["label"] for r in drows)
        if dict(lc) != LABEL_MIX:
            bad(f"{dname}: label mix {dict(lc)} != {LABEL_MIX}")
        sk = collections.Counter(r["kind"] for r in drows if r["label"] == "supports")
        if dict(sk) != SUPPORT_KINDS:
            bad(f"{dname}: supports kinds {dict(sk)} != {SUPPORT_KINDS}")
        ck = collections.Counter(r["kind"] for r in drows if r["label"] == "contradicts")
        if dict(ck) != CONTRA_KINDS:
            bad(f"{dname}: contradicts kinds {dict(ck)} != {CONTRA_KINDS}")

    for key, want in SET_TOTALS.items():
        if kind_totals[key] != want:
            bad(f"set total {key}: {kind_totals[key]} != {want}")
    for s in sources:
        if s not in cited:
            bad(f"source {s} never cited")
    docs_used = collections.Counter()
    for r in rows:
        for d in r["doc_ids_files"]:
            docs_used[d] += 1
    for d, n in docs_used.items():
        if n != 10:
            bad(f"document {d} cited by {n} rows (expected 10)")

    # report
    print("label counts:", dict(collections.Counter(r["label"] for r in rows)))
    print("kind counts:")
    for (label, kind), n in sorted(kind_totals.items()):
        print(f"  {label:14s} {kind:18s} {n}")
    print("rows per draft:", {d: len(by_draft.get(d, [])) for d in DRAFTS})
    multi = [(r["draft"], r["paragraph"], len(r["rationale"])) for r in rows if len(r["rationale"]) > 1]
    print("multi-cut rationales:", multi)
    if problems:
        print(f"\n{len(problems)} problem(s):")
        for p in problems:
            print("  -", p)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
