#!/usr/bin/env python3
"""Stdlib self-check of review-claims-33 part D (drafts 16-20).

Usage: python3 check_part_d.py [--words]
Exits non-zero on any problem.  --words lists, for every added/overclaim
claim, each word of four or more letters that is not in its rationale but
occurs in the document (for reading by hand).
"""
import collections
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from part_d import DOCS  # noqa: E402

CORPUS = "/work/shared/corpora/real-prose"
FIRST_DRAFT = 16
EXPECTED = [
    "rust-rfcs/0034-bounded-type-parameters.md",
    "python-peps/pep-3105.rst",
    "rust-rfcs/1961-clamp.md",
    "rust-rfcs/1229-compile-time-asserts.md",
    "python-peps/pep-0398.rst",
]
SPARES = {"rust-rfcs/2011-generic-assert.md": "RFC", "python-peps/pep-0306.rst": "PEP"}
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
    m = re.match(r"^rust-rfcs/(\d+)-[^/]+\.md$", path)
    first = next((l for l in raw.splitlines() if l.strip()), "")
    hm = re.match(r"^#+ (.+)$", first)
    title = hm.group(1).strip() if hm else re.sub(r"^\d+-", "", os.path.basename(path))[:-3]
    return ("RFC", m.group(1), title)


def main():
    words_mode = "--words" in sys.argv[1:]
    if len(DOCS) != len(EXPECTED):
        bad("expected %d documents, got %d" % (len(EXPECTED), len(DOCS)))
    claims = collections.Counter()
    subk = collections.Counter()
    nclaims = 0
    for k, doc in enumerate(DOCS):
        d = FIRST_DRAFT + k
        path = doc.get("path")
        if k < len(EXPECTED) and path != EXPECTED[k]:
            spare_kind = SPARES.get(path)
            exp_kind = "PEP" if EXPECTED[k].startswith("python-peps/") else "RFC"
            if spare_kind != exp_kind:
                bad("d%02d: document %s is neither %s nor a spare of its kind" % (d, path, EXPECTED[k]))
            else:
                print("note: d%02d uses spare %s instead of %s" % (d, path, EXPECTED[k]))
        p = os.path.join(CORPUS, path)
        if not os.path.isfile(p):
            bad("d%02d: document not found: %s" % (d, path))
            continue
        with open(p, encoding="utf-8") as fh:
            raw = fh.read()
        want = expected_heading(path, raw)
        got = (doc.get("kind"), doc.get("num"), doc.get("title"))
        if want[0] == "PEP":
            ok = got[0] == "PEP" and str(got[1]) == str(want[1]) and got[2] == want[2]
        else:
            ok = got[0] == "RFC" and str(got[1]) == want[1] and got[2] == want[2]
        if not ok:
            bad("d%02d: kind/num/title %r, want %r" % (d, got, want))
        sents = doc.get("sentences", [])
        if len(sents) != 4:
            bad("d%02d: %d sentences (want 4)" % (d, len(sents)))
        tops = set()
        for s, sent in enumerate(sents, 1):
            sid = "d%02d-s%d" % (d, s)
            tops.add(sent.get("section", "").split(" (")[0])
            start, end = sent.get("start", ""), sent.get("end", "")
            n = raw.count(start)
            if not start or n != 1:
                bad("%s: start anchor occurs %d times: %r" % (sid, n, start))
                continue
            i = raw.index(start)
            j = raw.find(end, i + len(start))
            if not end or j < 0:
                bad("%s: end anchor not found after start: %r" % (sid, end))
                continue
            rat = raw[i:j + len(end)]
            wc = len(rat.split())
            if not 12 <= wc <= 45:
                bad("%s: rationale has %d words" % (sid, wc))
            print("%s  %2d words  [%s]" % (sid, wc, sent.get("section")))
            rat_words = {w.lower() for w in re.findall(r"[A-Za-z]+", rat)}
            doc_words = {w.lower() for w in re.findall(r"[A-Za-z]+", raw)}
            for kind in KINDS:
                item = sent.get(kind)
                if not (isinstance(item, tuple) and len(item) == 2
                        and all(isinstance(x, str) and x for x in item)):
                    bad("%s %s: not a (claim, note) tuple of non-empty strings" % (sid, kind))
                    continue
                claim, note = item
                nclaims += 1
                claims[claim] += 1
                if "\n" in claim or claim != claim.strip():
                    bad("%s %s: claim is not a clean single line" % (sid, kind))
                for name, rx in MARKUP:
                    if rx.search(claim):
                        bad("%s %s: claim contains markup (%s): %r" % (sid, kind, name, claim))
                if kind == "contradiction":
                    m = TAG_RE.match(note)
                    if not m:
                        bad("%s contradiction: note lacks a sub-kind tag: %r" % (sid, note))
                    else:
                        subk[m.group(1)] += 1
                elif ANY_TAG_RE.match(note):
                    bad("%s %s: note starts with a tag: %r" % (sid, kind, note))
                if words_mode and kind in ("added", "overclaim"):
                    new = sorted({w.lower() for w in re.findall(r"[A-Za-z]{4,}", claim)}
                                 - rat_words)
                    hits = [w for w in new if w in doc_words]
                    print("    %s %s: in document but not in rationale: %s" % (sid, kind, ", ".join(hits) or "-"))
        if len(tops) < 3:
            print("note: d%02d uses %d distinct top-level sections" % (d, len(tops)))
    for c, n in claims.items():
        if n > 1:
            bad("duplicate claim (%d times): %r" % (n, c))
    print("claims: %d" % nclaims)
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
