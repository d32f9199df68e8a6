#!/usr/bin/env python3
"""Stdlib self-check for the review-claims-54 set.  Exits non-zero on any problem.

Usage: python3 check_gold.py [SET_DIR]   (default: the directory of this file)
"""
import collections
import json
import os
import re
import sys

# the contributor guides installed with the Debian package nodejs (dpkg -l nodejs) under /usr/share/doc/nodejs/contributing
CORPUS = os.environ.get("RC54_CORPUS_ROOT", "/usr/share/doc/nodejs/contributing")
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
LABEL = {"reworded": "supports", "paraphrase": "supports",
         "contradiction": "contradicts", "overclaim": "not_supported",
         "added": "not_supported"}
KEYS = ["claim", "draft", "paragraph", "label", "rationale", "doc_ids_files",
        "kind", "sentence_id", "note"]
SUBKINDS = ["number", "entity", "direction", "negation", "roles"]
TAG_RE = re.compile(r"^\[(%s)\] \S" % "|".join(SUBKINDS))
ANY_TAG_RE = re.compile(r"^\[[a-z]+\]")
MARKUP = [
    ("backtick", re.compile(r"`")),
    ("asterisk", re.compile(r"\*")),
    ("url", re.compile(r"https?://|www\.", re.I)),
    ("reST role", re.compile(r":[a-z]+:`|:(pep|ref|mod|func|rfc|math):", re.I)),
    ("link/footnote syntax", re.compile(r"\]_|\[#|`_|<https?:|\]\(")),
    ("backslash", re.compile(r"\\")),
]

# no sentence of 8-11 words was needed
SHORT_OK = set()

problems = []


def bad(msg):
    problems.append(msg)


def expected_heading(doc):
    """("Node.js", "contributing", title) a draft heading must show for a page of Node.js's contributor guides.

    review-claims-54 is on the contributor guides installed with Node.js (corpus root
    /usr/share/doc/nodejs/contributing): every page's title is its first level-one heading,
    with its Markdown marks (code marks, emphasis, link brackets) read away.
    """
    with open(os.path.join(CORPUS, doc), encoding="utf-8") as fh:
        raw = fh.read()
    m = re.search(r"^#\s+(.+?)\s*#*\s*$", raw, re.M)
    if not m:
        return None
    title = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", m.group(1))
    title = re.sub(r"[`*_]", "", title).strip()
    return ("Node.js", "contributing", title)


def main():
    base = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    gold_path = os.path.join(base, "gold.jsonl")
    rows = []
    with open(gold_path, encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            if not line.strip():
                bad("gold.jsonl line %d is blank" % n)
                continue
            try:
                rows.append(json.loads(line))
            except ValueError as e:
                bad("gold.jsonl line %d: bad JSON (%s)" % (n, e))
    with open(os.path.join(base, "sources.txt"), encoding="utf-8") as fh:
        sources = [l.rstrip("\n") for l in fh if l.strip()]

    # -- basic row checks
    fatal = False
    for i, r in enumerate(rows, 1):
        if list(r.keys()) != KEYS:
            bad("row %d: keys %s" % (i, list(r.keys())))
            fatal = True
            continue
        if r["kind"] not in LABEL:
            bad("row %d: unknown kind %r" % (i, r["kind"]))
        elif LABEL[r["kind"]] != r["label"]:
            bad("row %d: kind %s with label %s" % (i, r["kind"], r["label"]))
        if not (isinstance(r["rationale"], list) and len(r["rationale"]) == 1):
            bad("row %d: rationale must be a one-item list" % i)
            fatal = True
        if not (isinstance(r["doc_ids_files"], list) and len(r["doc_ids_files"]) == 1):
            bad("row %d: doc_ids_files must be a one-item list" % i)
            fatal = True
        m = re.match(r"^draft-(\d\d)\.md$", r["draft"])
        sm = re.match(r"^d(\d\d)-s([1-4])$", r["sentence_id"])
        if not m or not sm or m.group(1) != sm.group(1):
            bad("row %d: draft %s / sentence_id %s mismatch" % (i, r["draft"], r["sentence_id"]))
        note = r["note"]
        if r["kind"] == "contradiction":
            if not TAG_RE.match(note):
                bad("row %d: contradiction note lacks sub-kind tag: %r" % (i, note))
        elif ANY_TAG_RE.match(note):
            bad("row %d: non-contradiction note starts with a tag: %r" % (i, note))
        claim = r["claim"]
        if "\n" in claim or claim != claim.strip() or not claim:
            bad("row %d: claim is not a clean single line" % i)
        for name, rx in MARKUP:
            if rx.search(claim):
                bad("row %d: claim contains markup (%s): %r" % (i, name, claim))
    if fatal:
        return finish()

    # -- counts
    if len(rows) != 400:
        bad("expected 400 rows, got %d" % len(rows))
    kinds = collections.Counter(r["kind"] for r in rows)
    for k in KINDS:
        if kinds[k] != 80:
            bad("kind %s: %d rows (want 80)" % (k, kinds[k]))
    labels = collections.Counter(r["label"] for r in rows)
    want = {"supports": 160, "contradicts": 80, "not_supported": 160}
    if dict(labels) != want:
        bad("label counts %s (want %s)" % (dict(labels), want))
    subk = collections.Counter(TAG_RE.match(r["note"]).group(1) for r in rows
                               if r["kind"] == "contradiction" and TAG_RE.match(r["note"]))
    dup = [c for c, n in collections.Counter(r["claim"] for r in rows).items() if n > 1]
    for c in dup:
        bad("duplicate claim: %r" % c)

    # -- draft order and sources
    drafts = []
    for r in rows:
        if not drafts or drafts[-1] != r["draft"]:
            drafts.append(r["draft"])
    if drafts != ["draft-%02d.md" % d for d in range(1, 21)]:
        bad("drafts not in order draft-01..draft-20: %s" % drafts)
    if len(sources) != 20 or len(set(sources)) != 20:
        bad("sources.txt must list 20 distinct documents")

    # -- per sentence
    by_sid = collections.defaultdict(list)
    for r in rows:
        by_sid[r["sentence_id"]].append(r)
    if len(by_sid) != 80:
        bad("expected 80 sentences, got %d" % len(by_sid))
    raw_cache = {}
    for sid, rs in sorted(by_sid.items()):
        ks = sorted(r["kind"] for r in rs)
        if ks != sorted(KINDS):
            bad("%s: kinds %s" % (sid, ks))
        rats = {r["rationale"][0] for r in rs}
        docs = {r["doc_ids_files"][0] for r in rs}
        if len(rats) != 1 or len(docs) != 1:
            bad("%s: claims do not share one rationale/document" % sid)
            continue
        rat, doc = rats.pop(), docs.pop()
        d = int(sid[1:3])
        if d <= len(sources) and sources[d - 1] != doc:
            bad("%s: document %s differs from sources.txt line %d (%s)" % (sid, doc, d, sources[d - 1]))
        if doc not in raw_cache:
            p = os.path.join(CORPUS, doc)
            if not os.path.isfile(p):
                bad("%s: document not found: %s" % (sid, doc))
                continue
            with open(p, encoding="utf-8") as fh:
                raw_cache[doc] = fh.read()
        if rat not in raw_cache[doc]:
            bad("%s: rationale is not verbatim in %s" % (sid, doc))
        wc = len(rat.split())
        if not (12 <= wc <= 45 or (sid in SHORT_OK and 8 <= wc <= 11)):
            bad("%s: rationale has %d words" % (sid, wc))
    # rationales of different sentences must differ
    rat_sids = collections.defaultdict(set)
    for r in rows:
        rat_sids[r["rationale"][0]].add(r["sentence_id"])
    for rat, sids in rat_sids.items():
        if len(sids) > 1:
            bad("rationale shared by several sentence ids: %s" % sorted(sids))

    # -- drafts on disk
    doc_of_draft = {}
    for r in rows:
        doc_of_draft.setdefault(r["draft"], r["doc_ids_files"][0])
    for dn in range(1, 21):
        name = "draft-%02d.md" % dn
        p = os.path.join(base, "drafts", name)
        if not os.path.isfile(p):
            bad("missing drafts/%s" % name)
            continue
        with open(p, encoding="utf-8") as fh:
            text = fh.read()
        blocks = text.strip("\n").split("\n\n")
        if len(blocks) != 22:
            bad("%s: %d blocks (want 2 headings + 20 paragraphs)" % (name, len(blocks)))
            continue
        h1, h2, paras = blocks[0], blocks[1], blocks[2:]
        m1 = re.match(r"^# Notes on (\S+) contributing$", h1)
        m2 = re.match(r"^## (\S+) (contributing): (.+)$", h2)
        if not m1 or not m2 or m1.group(1) != m2.group(1):
            bad("%s: bad headings %r / %r" % (name, h1, h2))
        elif name in doc_of_draft:
            doc = doc_of_draft[name]
            want = expected_heading(doc)
            if want is None:
                bad("%s: cannot derive the expected heading for %s" % (name, doc))
            elif (m2.group(1), m2.group(2)) != want[:2] or not (want[2] == m2.group(3) or want[2].startswith(m2.group(3) + " ")):
                bad("%s: heading %r does not match document %s (want %s %s: %s)"
                    % (name, h2, doc, want[0], want[1], want[2]))
        drows = sorted((r for r in rows if r["draft"] == name), key=lambda r: r["paragraph"])
        if [r["paragraph"] for r in drows] != list(range(1, 21)):
            bad("%s: paragraph numbers are not 1..20" % name)
            continue
        for r, para in zip(drows, paras):
            if "\n" in para:
                bad("%s paragraph %d spans several lines" % (name, r["paragraph"]))
            if para != r["claim"]:
                bad("%s paragraph %d differs from gold claim" % (name, r["paragraph"]))
        for a, b in zip(drows, drows[1:]):
            if a["sentence_id"] == b["sentence_id"]:
                bad("%s: paragraphs %d and %d share sentence %s" % (name, a["paragraph"], b["paragraph"], a["sentence_id"]))
        if len({r["doc_ids_files"][0] for r in drows}) != 1:
            bad("%s: claims from more than one document" % name)

    if not problems:
        print("rows: %d  sentences: %d  drafts: %d" % (len(rows), len(by_sid), len(drafts)))
        print("kinds: " + ", ".join("%s=%d" % (k, kinds[k]) for k in KINDS))
        print("labels: " + ", ".join("%s=%d" % (k, labels[k]) for k in ["supports", "contradicts", "not_supported"]))
        print("contradiction sub-kinds: " + ", ".join("%s=%d" % (k, subk[k]) for k in SUBKINDS))
    return finish()


def finish():
    if problems:
        for p in problems:
            print("FAIL: " + p)
        print("%d problem(s)" % len(problems))
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
