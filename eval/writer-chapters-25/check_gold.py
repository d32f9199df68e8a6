#!/usr/bin/env python3
"""Stdlib self-check for writer-chapters-25.  Exits non-zero on any problem."""
import collections
import json
import os
import re
import sys

CORPUS = "/work/shared/corpora/real-prose"
HERE = os.path.dirname(os.path.abspath(__file__))

KINDS = {
    "supports": {"paraphrase": 5, "summary": 3, "verbatim": 2},
    "contradicts": {"number_changed": 1, "wrong_agent": 1, "direction_flipped": 1, "negated": 1},
    "not_supported": {"overclaim": None, "unstated_detail": None},
    "opinion": {"opinion": None, "framing": None},
}
PER_DRAFT_LABELS = {"supports": 10, "contradicts": 4, "not_supported": 3, "opinion": 3}
SET_KINDS = {"overclaim": 10, "unstated_detail": 8, "opinion": 12, "framing": 6}
N_DRAFTS = 6

problems = []


def bad(msg):
    problems.append(msg)


def parse_draft(path):
    """Return (title, [(heading, [paragraph, ...]), ...])."""
    text = open(path, encoding="utf-8").read()
    blocks = [b for b in re.split(r"\n\s*\n", text.strip("\n")) if b.strip()]
    title, sections = None, []
    for b in blocks:
        if b.startswith("# "):
            if title is not None or sections:
                bad(f"{path}: extra or misplaced '# ' title")
            title = b[2:].strip()
        elif b.startswith("## "):
            sections.append((b[3:].strip(), []))
        elif b.startswith("#"):
            bad(f"{path}: unexpected heading level: {b[:40]!r}")
        else:
            if not sections:
                bad(f"{path}: paragraph before first section heading")
                continue
            if "\n" in b:
                bad(f"{path}: paragraph spans several lines: {b[:60]!r}")
            sections[-1][1].append(b)
    if title is None:
        bad(f"{path}: no '# ' title")
    if len(sections) != 2:
        bad(f"{path}: expected 2 '## ' sections, found {len(sections)}")
    return title, sections


def main():
    # sources
    src_path = os.path.join(HERE, "sources.txt")
    sources = [l.strip() for l in open(src_path, encoding="utf-8") if l.strip()]
    if len(sources) != 12 or len(set(sources)) != 12:
        bad(f"sources.txt: expected 12 distinct documents, got {len(sources)}")
    peps = [s for s in sources if s.startswith("python-peps/")]
    rfcs = [s for s in sources if s.startswith("rust-rfcs/")]
    if len(peps) != 6 or len(rfcs) != 6:
        bad(f"sources.txt: expected 6 PEPs and 6 RFCs, got {len(peps)} and {len(rfcs)}")
    raw = {}
    for s in sources:
        p = os.path.join(CORPUS, s)
        if not os.path.isfile(p):
            bad(f"sources.txt: missing document {s}")
        else:
            raw[s] = open(p, encoding="utf-8").read()

    # drafts
    draft_files = sorted(f for f in os.listdir(os.path.join(HERE, "drafts")) if f.endswith(".md"))
    expected_files = [f"draft-{i:02d}.md" for i in range(1, N_DRAFTS + 1)]
    if draft_files != expected_files:
        bad(f"drafts/: expected {expected_files}, found {draft_files}")
    paragraphs = {}  # (draft, n) -> (text, section_index)
    for f in expected_files:
        path = os.path.join(HERE, "drafts", f)
        if not os.path.isfile(path):
            continue
        _, sections = parse_draft(path)
        n = 0
        for si, (_, paras) in enumerate(sections):
            for ptxt in paras:
                n += 1
                paragraphs[(f, n)] = (ptxt, si)
        if n != 20:
            bad(f"{f}: expected 20 paragraphs, found {n}")

    # gold
    rows = [json.loads(l) for l in open(os.path.join(HERE, "gold.jsonl"), encoding="utf-8") if l.strip()]
    if len(rows) != 20 * N_DRAFTS:
        bad(f"gold.jsonl: expected {20 * N_DRAFTS} rows, got {len(rows)}")
    keys = {"claim", "draft", "paragraph", "label", "rationale", "doc_ids_files", "kind", "note"}
    cited = set()
    per_draft = collections.defaultdict(list)
    seen = set()
    draft_docs = collections.defaultdict(lambda: [set(), set()])
    for i, r in enumerate(rows, 1):
        where = f"gold row {i} ({r.get('draft')} p{r.get('paragraph')})"
        if set(r) != keys:
            bad(f"{where}: keys {sorted(r)}")
            continue
        k = (r["draft"], r["paragraph"])
        if k in seen:
            bad(f"{where}: duplicate draft/paragraph")
        seen.add(k)
        if k not in paragraphs:
            bad(f"{where}: no such paragraph in drafts")
        else:
            ptxt, si = paragraphs[k]
            if ptxt != r["claim"]:
                bad(f"{where}: claim differs from paragraph text")
            docs = r["doc_ids_files"]
            if isinstance(docs, list) and len(docs) == 1:
                draft_docs[r["draft"]][si].add(docs[0])
                want = "python-peps/" if si == 0 else "rust-rfcs/"
                if not docs[0].startswith(want):
                    bad(f"{where}: section {si + 1} should cite a {want} document, cites {docs[0]}")
        # label / kind
        label, kind = r["label"], r["kind"]
        if label not in KINDS or kind not in KINDS[label]:
            bad(f"{where}: bad label/kind {label}/{kind}")
        # documents
        docs = r["doc_ids_files"]
        if not (isinstance(docs, list) and len(docs) == 1 and docs[0] in raw):
            bad(f"{where}: doc_ids_files must be a one-item list naming a document in sources.txt: {docs}")
            doc = None
        else:
            doc = docs[0]
            cited.add(doc)
        # rationale
        rat = r["rationale"]
        if not isinstance(rat, list):
            bad(f"{where}: rationale not a list")
            rat = []
        if label == "supports" and not 1 <= len(rat) <= 3:
            bad(f"{where}: supports needs 1-3 rationale cuts, has {len(rat)}")
        if label == "contradicts" and len(rat) != 1:
            bad(f"{where}: contradicts needs exactly 1 rationale cut, has {len(rat)}")
        if label in ("not_supported", "opinion") and rat:
            bad(f"{where}: {label} must have an empty rationale")
        for cut in rat:
            if not cut or not cut.strip():
                bad(f"{where}: empty rationale cut")
            elif doc and cut not in raw[doc]:
                bad(f"{where}: rationale cut not verbatim in {doc}: {cut[:60]!r}")
        # claim form
        claim = r["claim"]
        nw = len(claim.split())
        if not 8 <= nw <= 40:
            bad(f"{where}: claim has {nw} words")
        if re.search(r"`|\*|\]\(|^\s*[#>\-+]|^\s*\d+\.\s", claim):
            bad(f"{where}: claim looks like it contains markup: {claim[:60]!r}")
        if not claim.endswith("."):
            bad(f"{where}: claim does not end with a full stop")
        if re.search(r"[.?!]\s+[A-Z]", claim[:-1]):
            bad(f"{where}: claim may contain more than one sentence")
        if not isinstance(r["note"], str) or not r["note"].strip():
            bad(f"{where}: empty note")
        per_draft[r["draft"]].append(r)

    # paragraph order within each draft
    for f, rs in per_draft.items():
        if [r["paragraph"] for r in rs] != list(range(1, len(rs) + 1)):
            bad(f"{f}: gold rows not in paragraph order 1..{len(rs)}")
        for si, docs in enumerate(draft_docs[f]):
            if len(docs) != 1:
                bad(f"{f}: section {si + 1} cites {len(docs)} documents, expected 1")

    # per-draft mix
    set_kinds = collections.Counter()
    set_labels = collections.Counter()
    for f in expected_files:
        rs = per_draft.get(f, [])
        labels = collections.Counter(r["label"] for r in rs)
        kinds = collections.Counter((r["label"], r["kind"]) for r in rs)
        for lab, n in PER_DRAFT_LABELS.items():
            if labels[lab] != n:
                bad(f"{f}: {lab} count {labels[lab]} != {n}")
        for lab, km in KINDS.items():
            for kd, n in km.items():
                if n is not None and kinds[(lab, kd)] != n:
                    bad(f"{f}: {lab}/{kd} count {kinds[(lab, kd)]} != {n}")
        set_kinds.update(r["kind"] for r in rs)
        set_labels.update(r["label"] for r in rs)
    for kd, n in SET_KINDS.items():
        if set_kinds[kd] != n:
            bad(f"set: {kd} count {set_kinds[kd]} != {n}")

    # coverage
    for s in sources:
        if s not in cited:
            bad(f"{s}: listed in sources.txt but never cited")
    for s in cited - set(sources):
        bad(f"{s}: cited but not in sources.txt")

    # report
    print(f"rows: {len(rows)}  drafts: {len(per_draft)}  documents cited: {len(cited)}")
    print("labels:", dict(sorted(set_labels.items())))
    print("kinds: ", dict(sorted(set_kinds.items())))
    multi = [(r["draft"], r["paragraph"], len(r["rationale"])) for r in rows if len(r["rationale"]) > 1]
    print("multi-part rationales:", multi)
    if problems:
        print(f"\n{len(problems)} problem(s):")
        for p in problems:
            print("  -", p)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
