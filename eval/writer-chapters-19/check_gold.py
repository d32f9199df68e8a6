#!/usr/bin/env python3
"""Self-check for writer-chapters-19 (stdlib only).

Checks:
  * drafts: one '# ' title, two '## ' headings, 20 one-line paragraphs;
  * gold.jsonl: one row per paragraph in draft order, claim == paragraph text;
  * paragraphs under the first heading cite the PEP, under the second the RFC;
  * each rationale is a verbatim substring of the cited raw document;
  * rationale counts: supports 1-3, contradicts 1, not_supported/opinion 0;
  * per-draft mix: 10 supports (5 paraphrase, 3 summary, 2 verbatim),
    4 contradicts (number_changed, wrong_agent, direction_flipped, negated),
    3 not_supported, 3 opinion;
  * set-level: 10 overclaim + 8 unstated_detail, 12 opinion + 6 framing;
  * sources.txt: 12 documents (6 PEPs, 6 RFCs), each cited, nothing else cited;
  * claims 8-40 words, plain text (no obvious markdown markup).
Prints counts; exits 1 on any problem.
"""
import collections
import json
import os
import re
import sys

CORPUS = "/work/shared/corpora/real-prose"
HERE = os.path.dirname(os.path.abspath(__file__))
DRAFT_FILES = ["draft-%02d.md" % i for i in range(1, 7)]

PER_DRAFT = collections.Counter({
    ("supports", "paraphrase"): 5,
    ("supports", "summary"): 3,
    ("supports", "verbatim"): 2,
    ("contradicts", "number_changed"): 1,
    ("contradicts", "wrong_agent"): 1,
    ("contradicts", "direction_flipped"): 1,
    ("contradicts", "negated"): 1,
})
NS_KINDS = {"overclaim", "unstated_detail"}
OP_KINDS = {"opinion", "framing"}
SET_TOTALS = {("not_supported", "overclaim"): 10, ("not_supported", "unstated_detail"): 8,
              ("opinion", "opinion"): 12, ("opinion", "framing"): 6}

problems = []


def problem(msg):
    problems.append(msg)


def parse_draft(path):
    """Return (title, [(heading, [paragraphs])])."""
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    blocks = [b for b in re.split(r"\n\s*\n", text.strip("\n")) if b.strip()]
    title = None
    sections = []
    for b in blocks:
        if "\n" in b:
            problem("%s: multi-line block %r" % (os.path.basename(path), b[:60]))
        if b.startswith("# "):
            if title is not None:
                problem("%s: more than one title" % os.path.basename(path))
            title = b[2:]
        elif b.startswith("## "):
            sections.append((b[3:], []))
        elif b.startswith("#"):
            problem("%s: unexpected heading level %r" % (os.path.basename(path), b[:40]))
        else:
            if not sections:
                problem("%s: paragraph before first section" % os.path.basename(path))
                continue
            sections[-1][1].append(b)
    return title, sections


def main():
    gold_path = os.path.join(HERE, "gold.jsonl")
    rows = []
    with open(gold_path, encoding="utf-8") as fh:
        for i, line in enumerate(fh, 1):
            if line.strip():
                try:
                    rows.append(json.loads(line))
                except ValueError as e:
                    problem("gold.jsonl line %d: bad JSON (%s)" % (i, e))
    required = {"claim", "draft", "paragraph", "label", "rationale", "doc_ids_files", "kind", "note"}
    for r in rows:
        missing = required - set(r)
        if missing:
            problem("row %r missing %s" % (r.get("claim", "")[:40], sorted(missing)))

    with open(os.path.join(HERE, "sources.txt"), encoding="utf-8") as fh:
        sources = [l.strip() for l in fh if l.strip()]
    if len(sources) != 12 or len(set(sources)) != 12:
        problem("sources.txt should list 12 distinct documents, has %d" % len(sources))
    peps = [s for s in sources if s.startswith("python-peps/")]
    rfcs = [s for s in sources if s.startswith("rust-rfcs/")]
    if len(peps) != 6 or len(rfcs) != 6:
        problem("sources.txt should have 6 PEPs and 6 RFCs (has %d/%d)" % (len(peps), len(rfcs)))
    docs = {}
    for s in sources:
        p = os.path.join(CORPUS, s)
        if not os.path.isfile(p):
            problem("source missing on disk: %s" % s)
            continue
        with open(p, encoding="utf-8") as fh:
            docs[s] = fh.read()

    by_draft = collections.defaultdict(list)
    for r in rows:
        by_draft[r.get("draft")].append(r)
    if set(by_draft) != set(DRAFT_FILES):
        problem("drafts in gold: %s" % sorted(by_draft))

    cited = set()
    set_counts = collections.Counter()
    label_counts = collections.Counter()
    seen_claims = set()
    for dname in DRAFT_FILES:
        drows = by_draft.get(dname, [])
        dpath = os.path.join(HERE, "drafts", dname)
        if not os.path.isfile(dpath):
            problem("missing draft file %s" % dname)
            continue
        title, sections = parse_draft(dpath)
        if not title:
            problem("%s: no title" % dname)
        if len(sections) != 2:
            problem("%s: expected 2 sections, found %d" % (dname, len(sections)))
            continue
        paras = [(si, p) for si, (_, ps) in enumerate(sections) for p in ps]
        if len(paras) != 20:
            problem("%s: expected 20 paragraphs, found %d" % (dname, len(paras)))
        if len(drows) != 20:
            problem("%s: expected 20 gold rows, found %d" % (dname, len(drows)))
        drows_sorted = sorted(drows, key=lambda r: r.get("paragraph", 0))
        if [r.get("paragraph") for r in drows_sorted] != list(range(1, len(drows) + 1)):
            problem("%s: paragraph numbers not 1..%d" % (dname, len(drows)))
        if drows != drows_sorted:
            problem("%s: gold rows not in paragraph order" % dname)
        sec_docs = [set(), set()]
        for r, (si, ptext) in zip(drows_sorted, paras):
            claim = r.get("claim", "")
            tag = "%s p%s" % (dname, r.get("paragraph"))
            if claim != ptext:
                problem("%s: claim != paragraph text\n   claim: %r\n   para : %r" % (tag, claim, ptext))
            if claim in seen_claims:
                problem("%s: duplicate claim" % tag)
            seen_claims.add(claim)
            nw = len(claim.split())
            if not 8 <= nw <= 40:
                problem("%s: claim has %d words" % (tag, nw))
            if re.search(r"`|\*|(^|\s)_|_(\s|$)|\[[^\]]*\]\(|^#|^>|^[-+] ", claim):
                problem("%s: claim looks like it contains markup: %r" % (tag, claim))
            dlist = r.get("doc_ids_files", [])
            if len(dlist) != 1:
                problem("%s: doc_ids_files should have exactly one document" % tag)
                continue
            doc = dlist[0]
            cited.add(doc)
            sec_docs[si].add(doc)
            if doc not in docs:
                problem("%s: cites document not in sources.txt: %s" % (tag, doc))
                continue
            label, kind, rat = r.get("label"), r.get("kind"), r.get("rationale", [])
            label_counts[label] += 1
            set_counts[(label, kind)] += 1
            if label == "supports":
                if not 1 <= len(rat) <= 3:
                    problem("%s: supports needs 1-3 rationale cuts, has %d" % (tag, len(rat)))
            elif label == "contradicts":
                if len(rat) != 1:
                    problem("%s: contradicts needs exactly 1 rationale cut, has %d" % (tag, len(rat)))
            elif label in ("not_supported", "opinion"):
                if rat:
                    problem("%s: %s must have empty rationale" % (tag, label))
            else:
                problem("%s: unknown label %r" % (tag, label))
            if label == "not_supported" and kind not in NS_KINDS:
                problem("%s: bad not_supported kind %r" % (tag, kind))
            if label == "opinion" and kind not in OP_KINDS:
                problem("%s: bad opinion kind %r" % (tag, kind))
            for cut in rat:
                if not cut or cut not in docs[doc]:
                    problem("%s: rationale not a verbatim substring of %s: %r" % (tag, doc, cut[:80]))
        # section/document layout: first section PEP, second RFC
        if len(sec_docs[0]) != 1 or not next(iter(sec_docs[0]), "").startswith("python-peps/"):
            problem("%s: first section should cite exactly one PEP, cites %s" % (dname, sorted(sec_docs[0])))
        if len(sec_docs[1]) != 1 or not next(iter(sec_docs[1]), "").startswith("rust-rfcs/"):
            problem("%s: second section should cite exactly one RFC, cites %s" % (dname, sorted(sec_docs[1])))
        # per-draft mix
        mix = collections.Counter((r.get("label"), r.get("kind")) for r in drows)
        for key, want in PER_DRAFT.items():
            if mix[key] != want:
                problem("%s: %s x%d, want %d" % (dname, key, mix[key], want))
        lab = collections.Counter(r.get("label") for r in drows)
        for key, want in (("supports", 10), ("contradicts", 4), ("not_supported", 3), ("opinion", 3)):
            if lab[key] != want:
                problem("%s: %s x%d, want %d" % (dname, key, lab[key], want))

    for key, want in SET_TOTALS.items():
        if set_counts[key] != want:
            problem("set total %s = %d, want %d" % (key, set_counts[key], want))
    if cited != set(sources):
        problem("cited documents differ from sources.txt: extra %s, uncited %s"
                % (sorted(cited - set(sources)), sorted(set(sources) - cited)))

    print("rows: %d" % len(rows))
    print("labels: " + ", ".join("%s=%d" % kv for kv in sorted(label_counts.items())))
    print("label/kind:")
    for (label, kind), n in sorted(set_counts.items()):
        print("  %-14s %-18s %3d" % (label, kind, n))
    cuts = collections.Counter(len(r.get("rationale", [])) for r in rows if r.get("label") == "supports")
    print("supports rationale cuts: " + ", ".join("%d-part=%d" % kv for kv in sorted(cuts.items())))
    print("documents cited: %d" % len(cited))
    if problems:
        print("\nPROBLEMS (%d):" % len(problems))
        for p in problems:
            print(" - " + p)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
