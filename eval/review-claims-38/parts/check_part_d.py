#!/usr/bin/env python3
"""Stdlib self-check of review-claims-38 part D (drafts 16-20).

Usage: python3 check_part_d.py [--words]

Checks: 5 documents in the assigned order; 4 sentences each; each start
anchor occurs exactly once in the raw file and the end anchor is found after
it; the cut has 12-45 words and no blank line; the headings (kind, num,
title) follow the rules; all five kinds present as (claim, note) tuples of
non-empty strings; contradiction notes start with a valid sub-kind tag and no
other note starts with a bracketed tag; claims carry no markup (the MARKUP
patterns of review-claims-37's check_gold.py), are clean single lines, do not
start with a lower-case letter, have no double spaces and differ from their
rationale; no duplicate claims; no two sentences of a document overlap; at
least three distinct top-level sections per document (a note is printed
otherwise).  Prints the contradiction sub-kind counts.  Exits non-zero on any
problem.

--words: for every added and overclaim claim, list each word of four or more
letters that is not in its rationale but occurs in the document (to be read
by hand), and the words that do not occur in the document at all.
"""
import collections
import os
import re
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from part_d import DOCS  # noqa: E402

CORPUS = "/work/shared/corpora/real-prose"
ASSIGNED = [
    "rust-rfcs/0342-keywords.md",
    "rust-rfcs/0139-remove-cross-borrowing-entirely.md",
    "rust-rfcs/0534-deriving2derive.md",
    "python-peps/pep-0251.rst",
    "python-peps/pep-0160.rst",
]
SPARE = "python-peps/docs/build.rst"
FIRST_DRAFT = 16
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
SUBKINDS = ["number", "entity", "direction", "negation", "roles"]
TAG_RE = re.compile(r"^\[(%s)\] \S" % "|".join(SUBKINDS))
ANY_TAG_RE = re.compile(r"^\[[^\]]*\]")
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
        return ("PEP", str(int(m.group(1))), tm.group(1).strip() if tm else None)
    m = re.match(r"^rust-rfcs/(\d{4})-(.+)\.md$", path)
    if m:
        first = next((l for l in raw.splitlines() if l.strip()), "")
        hm = re.match(r"^#+ (.+)$", first)
        return ("RFC", m.group(1), hm.group(1).strip() if hm else m.group(2))
    return None


def main():
    words_mode = "--words" in sys.argv[1:]
    paths = [d["path"] for d in DOCS]
    if paths != ASSIGNED:
        bad("documents %s, want %s in this order" % (paths, ASSIGNED))
    all_claims = collections.Counter()
    subk = collections.Counter()
    nclaims = 0
    for di, doc in enumerate(DOCS):
        draft = FIRST_DRAFT + di
        p = os.path.join(CORPUS, doc["path"])
        if not os.path.isfile(p):
            bad("d%02d: document not found: %s" % (draft, doc["path"]))
            continue
        with open(p, encoding="utf-8") as fh:
            raw = fh.read()
        want = expected_heading(doc["path"], raw)
        got = (doc.get("kind"), doc.get("num"), doc.get("title"))
        if want != got:
            bad("d%02d: heading %s, want %s" % (draft, got, want))
        sents = doc.get("sentences", [])
        if len(sents) != 4:
            bad("d%02d: %d sentences (want 4)" % (draft, len(sents)))
        spans = []
        sections = []
        for si, s in enumerate(sents, 1):
            sid = "d%02d-s%d" % (draft, si)
            sections.append(s.get("section"))
            n = raw.count(s["start"])
            if n != 1:
                bad("%s: start anchor occurs %d times" % (sid, n))
                continue
            i = raw.find(s["start"])
            j = raw.find(s["end"], i)
            if j < 0:
                bad("%s: end anchor not found after the start" % sid)
                continue
            cut = raw[i:j + len(s["end"])]
            spans.append((i, j + len(s["end"]), sid))
            wc = len(cut.split())
            if not 12 <= wc <= 45:
                bad("%s: rationale has %d words" % (sid, wc))
            if re.search(r"\n[ \t]*\n", cut):
                bad("%s: rationale spans a blank line" % sid)
            print("%s  %-28s %2d words  %s" % (sid, s.get("section"), wc, " ".join(cut.split())[:60]))
            for k in KINDS:
                t = s.get(k)
                if not (isinstance(t, tuple) and len(t) == 2 and all(isinstance(x, str) and x.strip() for x in t)):
                    bad("%s: %s is not a (claim, note) tuple of non-empty strings" % (sid, k))
                    continue
                claim, note = t
                nclaims += 1
                all_claims[claim] += 1
                if k == "contradiction":
                    m = TAG_RE.match(note)
                    if not m:
                        bad("%s: contradiction note lacks a sub-kind tag: %r" % (sid, note))
                    else:
                        subk[m.group(1)] += 1
                elif ANY_TAG_RE.match(note):
                    bad("%s: %s note starts with a bracketed tag: %r" % (sid, k, note))
                if "\n" in claim or claim != claim.strip():
                    bad("%s: %s claim is not a clean single line" % (sid, k))
                if "  " in claim:
                    bad("%s: %s claim has a double space" % (sid, k))
                if claim[:1].islower():
                    bad("%s: %s claim starts lower-case" % (sid, k))
                if claim == cut or claim == " ".join(cut.split()):
                    bad("%s: %s claim equals its rationale" % (sid, k))
                for name, rx in MARKUP:
                    if rx.search(claim):
                        bad("%s: %s claim contains markup (%s): %r" % (sid, k, name, claim))
                if words_mode and k in ("added", "overclaim"):
                    cw = set(w.lower() for w in re.findall(r"[A-Za-z][A-Za-z0-9#+]{3,}", claim))
                    rw = set(w.lower() for w in re.findall(r"[A-Za-z][A-Za-z0-9#+]{3,}", cut))
                    new = sorted(cw - rw)
                    low = raw.lower()
                    indoc = [w for w in new if w in low]
                    notdoc = [w for w in new if w not in low]
                    print("    --words %s %s: in doc: %s | not in doc: %s" % (sid, k, ", ".join(indoc) or "-", ", ".join(notdoc) or "-"))
        spans.sort()
        for a, b in zip(spans, spans[1:]):
            if b[0] < a[1]:
                bad("d%02d: cuts of %s and %s overlap" % (draft, a[2], b[2]))
        distinct = len(set(sections))
        if distinct < 3:
            print("note: d%02d draws on %d top-level sections (fewer than three)" % (draft, distinct))
    for c, n in all_claims.items():
        if n > 1:
            bad("duplicate claim: %r" % c)
    print("documents: %d  claims: %d (want 100)" % (len(DOCS), nclaims))
    if nclaims != 100:
        bad("claims: %d (want 100)" % nclaims)
    print("spare (not used): %s" % SPARE)
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
