#!/usr/bin/env python3
"""Stdlib self-check of part B (drafts 6-10) of review-claims-33.

Usage: python3 check_part_b.py [--words]
  --words  also list, for every added/overclaim claim, each word of four or
           more letters that is not in its rationale but occurs elsewhere in
           the document (to re-check that the new detail is not stated).
"""
import collections
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from part_b import DOCS  # noqa: E402

CORPUS = "/work/shared/corpora/real-prose"
EXPECTED = [
    "rust-rfcs/1011-process.exit.md",
    "python-peps/pep-0277.rst",
    "rust-rfcs/2166-impl-only-use.md",
    "rust-rfcs/2345-const-panic.md",
    "python-peps/pep-0429.rst",
]
SPARES = {"RFC": "rust-rfcs/1194-set-recovery.md", "PEP": "python-peps/pep-0666.rst"}
FIRST_DRAFT = 6
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
SUBKINDS = ["number", "entity", "direction", "negation", "roles"]
TAG_RE = re.compile(r"^\[(%s)\] \S" % "|".join(SUBKINDS))
ANY_TAG_RE = re.compile(r"^\[[a-z]+\]")
# the MARKUP list of review-claims-32/check_gold.py
MARKUP = [
    ("backtick", re.compile(r"`")),
    ("asterisk", re.compile(r"\*")),
    ("url", re.compile(r"https?://|www\.", re.I)),
    ("reST role", re.compile(r":[a-z]+:`|:(pep|ref|mod|func|rfc|math):", re.I)),
    ("link/footnote syntax", re.compile(r"\]_|\[#|`_|<https?:|\]\(")),
    ("backslash", re.compile(r"\\")),
]

problems = []


def bad(msg):
    problems.append(msg)


def expected_heading(path, raw):
    m = re.match(r"^python-peps/pep-(\d+)\.rst$", path)
    if m:
        tm = re.search(r"^Title: (.+)$", raw[:3000], re.M)
        return ("PEP", int(m.group(1)), tm.group(1).strip() if tm else None)
    m = re.match(r"^rust-rfcs/(\d+)-[^/]+", path)
    first = next((l for l in raw.splitlines() if l.strip()), "")
    hm = re.match(r"^#+ (.+)$", first)
    title = hm.group(1).strip() if hm else re.sub(r"^\d+-", "", os.path.basename(path))[:-len(".md")]
    return ("RFC", int(m.group(1)), title)


def main():
    show_words = "--words" in sys.argv[1:]
    subk = collections.Counter()
    claims = collections.Counter()
    n_claims = 0
    if len(DOCS) != len(EXPECTED):
        bad("expected %d documents, got %d" % (len(EXPECTED), len(DOCS)))
    for k, doc in enumerate(DOCS):
        draft = FIRST_DRAFT + k
        want = EXPECTED[k] if k < len(EXPECTED) else None
        if doc.get("path") != want:
            kind_of = "RFC" if want and want.startswith("rust-rfcs/") else "PEP"
            if doc.get("path") == SPARES.get(kind_of):
                print("note: d%02d uses spare %s instead of %s" % (draft, doc["path"], want))
            else:
                bad("d%02d: path %r, want %r" % (draft, doc.get("path"), want))
        path = os.path.join(CORPUS, doc["path"])
        with open(path, encoding="utf-8") as fh:
            raw = fh.read()
        kind, num, title = expected_heading(doc["path"], raw)
        if doc.get("kind") != kind:
            bad("d%02d: kind %r, want %r" % (draft, doc.get("kind"), kind))
        if kind == "PEP":
            if doc.get("num") != num:
                bad("d%02d: num %r, want %r" % (draft, doc.get("num"), num))
        else:
            want_num = re.match(r"^rust-rfcs/(\d+)-", doc["path"]).group(1)
            if str(doc.get("num")) != want_num:
                bad("d%02d: num %r, want %r" % (draft, doc.get("num"), want_num))
        if doc.get("title") != title:
            bad("d%02d: title %r, want %r" % (draft, doc.get("title"), title))
        sents = doc.get("sentences", [])
        if len(sents) != 4:
            bad("d%02d: %d sentences (want 4)" % (draft, len(sents)))
        sections = set()
        rats = set()
        for s, sent in enumerate(sents, 1):
            sid = "d%02d-s%d" % (draft, s)
            sections.add(sent.get("section", "").split(" (")[0])
            start, end = sent["start"], sent["end"]
            n = raw.count(start)
            if n != 1:
                bad("%s: start anchor occurs %d times: %r" % (sid, n, start))
                continue
            i = raw.index(start)
            j = raw.find(end, i + len(start))
            if j < 0:
                bad("%s: end anchor not found after start: %r" % (sid, end))
                continue
            rat = raw[i:j + len(end)]
            wc = len(rat.split())
            if not 12 <= wc <= 45:
                bad("%s: rationale has %d words" % (sid, wc))
            if rat in rats:
                bad("%s: rationale repeated within the document" % sid)
            rats.add(rat)
            print("%s  %2d words  %s" % (sid, wc, sent.get("section")))
            for kd in KINDS:
                v = sent.get(kd)
                if not (isinstance(v, tuple) and len(v) == 2 and all(isinstance(x, str) and x for x in v)):
                    bad("%s %s: not a (claim, note) tuple of two non-empty strings" % (sid, kd))
                    continue
                claim, note = v
                n_claims += 1
                claims[claim] += 1
                if "\n" in claim or claim != claim.strip():
                    bad("%s %s: claim is not a clean single line" % (sid, kd))
                for name, rx in MARKUP:
                    if rx.search(claim):
                        bad("%s %s: claim contains markup (%s): %r" % (sid, kd, name, claim))
                if kd == "contradiction":
                    m = TAG_RE.match(note)
                    if not m:
                        bad("%s: contradiction note lacks a sub-kind tag: %r" % (sid, note))
                    else:
                        subk[m.group(1)] += 1
                elif ANY_TAG_RE.match(note):
                    bad("%s %s: note starts with a tag: %r" % (sid, kd, note))
                if show_words and kd in ("added", "overclaim"):
                    rwords = set(w.lower() for w in re.findall(r"[A-Za-z]+", rat))
                    doc_low = raw.lower()
                    extra = sorted({w.lower() for w in re.findall(r"[A-Za-z]{4,}", claim)
                                    if w.lower() not in rwords and w.lower() in doc_low})
                    print("    %s %s: new words found elsewhere in doc: %s" % (sid, kd, ", ".join(extra) or "-"))
        if len(sections) < 3:
            print("note: d%02d uses %d distinct top-level sections" % (draft, len(sections)))
    for c, n in claims.items():
        if n > 1:
            bad("duplicate claim: %r" % c)
    print("claims: %d" % n_claims)
    print("contradiction sub-kinds: " + ", ".join("%s=%d" % (k, subk[k]) for k in SUBKINDS))
    if problems:
        for p in problems:
            print("FAIL: " + p)
        print("%d problem(s)" % len(problems))
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
