#!/usr/bin/env python3
"""Stdlib self-check of review-claims-36 part D (drafts 16-20).

Usage: python3 check_part_d.py [--words]

Checks: the five assigned documents in the given order; 4 sentences each;
start anchor exactly once in the raw file, end anchor found after it;
12-45 words per cut; all five kinds present as (claim, note) tuples of
non-empty strings; contradiction notes start with a sub-kind tag, other notes
do not; claims are clean single lines without markup (the MARKUP patterns of
review-claims-35's check_gold.py) and do not start with a lower-case letter;
no duplicate claims; kind/num/title match the heading rules; at least three
distinct top-level sections per document (a note is printed otherwise).
Prints the contradiction sub-kind counts.  Exits non-zero on any problem.

--words additionally lists, for every added and overclaim claim, each word of
four or more letters that is not in its rationale but occurs in the document.
"""
import collections
import os
import re
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from part_d import DOCS  # noqa: E402

CORPUS = "/work/shared/corpora/real-prose"
FIRST_DRAFT = 16
EXPECTED = [
    "rust-rfcs/1300-intrinsic-semantics.md",
    "rust-rfcs/1725-unaligned-access.md",
    "rust-rfcs/0968-closure-return-type-syntax.md",
    "rust-rfcs/1695-add-error-macro.md",
    "rust-rfcs/1135-raw-pointer-comparisons.md",
]
SPARE = "python-peps/pep-0271.rst"
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
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

problems = []


def bad(msg):
    problems.append(msg)


def expected_heading(path, raw):
    m = re.match(r"^python-peps/pep-(\d+)\.rst$", path)
    if m:
        tm = re.search(r"^Title: (.+)$", raw[:3000], re.M)
        return ("PEP", int(m.group(1)), tm.group(1).strip() if tm else None)
    m = re.match(r"^rust-rfcs/(\d+)-[^/]+\.md$", path)
    if m:
        first = next((l for l in raw.splitlines() if l.strip()), "")
        hm = re.match(r"^#+ (.+)$", first)
        title = hm.group(1).strip() if hm else re.sub(r"^\d+-", "", os.path.basename(path))[:-3]
        return ("RFC", m.group(1), title)
    return None


def words_of(text):
    return set(w.lower() for w in re.findall(r"[A-Za-z][A-Za-z_']{3,}", text))


def main():
    show_words = "--words" in sys.argv[1:]
    paths = [d.get("path") for d in DOCS]
    if paths != EXPECTED:
        # a spare may replace one document in place
        diffs = [i for i, (a, b) in enumerate(zip(paths, EXPECTED)) if a != b]
        if not (len(paths) == 5 and len(diffs) == 1 and paths[diffs[0]] == SPARE):
            bad("documents %s (want %s)" % (paths, EXPECTED))
    seen = {}
    subk = collections.Counter()
    nclaims = 0
    for di, doc in enumerate(DOCS):
        dn = FIRST_DRAFT + di
        p = os.path.join(CORPUS, doc.get("path", ""))
        if not os.path.isfile(p):
            bad("d%02d: document not found: %s" % (dn, doc.get("path")))
            continue
        with open(p, encoding="utf-8") as fh:
            raw = fh.read()
        want = expected_heading(doc["path"], raw)
        got = (doc.get("kind"), doc.get("num"), doc.get("title"))
        if want is None:
            bad("d%02d: cannot derive heading" % dn)
        elif want[0] == "PEP":
            if got[0] != "PEP" or int(got[1]) != want[1] or got[2] != want[2]:
                bad("d%02d: heading %s (want %s)" % (dn, got, want))
        elif got != want:
            bad("d%02d: heading %s (want %s)" % (dn, got, want))
        sents = doc.get("sentences", [])
        if len(sents) != 4:
            bad("d%02d: %d sentences (want 4)" % (dn, len(sents)))
        sections = set()
        for si, s in enumerate(sents, 1):
            sid = "d%02d-s%d" % (dn, si)
            sec = s.get("section", "")
            sections.add(sec.split(" (")[0])
            start, end = s.get("start", ""), s.get("end", "")
            n = raw.count(start) if start else 0
            rat = None
            if n != 1:
                bad("%s: start anchor found %d times: %r" % (sid, n, start))
            else:
                i = raw.index(start)
                j = raw.find(end, i + len(start)) if end else -1
                if j < 0:
                    bad("%s: end anchor not found after start: %r" % (sid, end))
                else:
                    rat = raw[i:j + len(end)]
                    wc = len(rat.split())
                    if not 12 <= wc <= 45:
                        bad("%s: cut has %d words" % (sid, wc))
                    print("%s  %-16s %2d words  %s" % (sid, sec, wc, " ".join(rat.split())[:70]))
            for k in KINDS:
                v = s.get(k)
                if not (isinstance(v, tuple) and len(v) == 2
                        and all(isinstance(x, str) and x.strip() for x in v)):
                    bad("%s %s: not a (claim, note) tuple of non-empty strings" % (sid, k))
                    continue
                claim, note = v
                nclaims += 1
                if k == "contradiction":
                    m = TAG_RE.match(note)
                    if not m:
                        bad("%s contradiction: note lacks sub-kind tag: %r" % (sid, note))
                    else:
                        subk[m.group(1)] += 1
                elif ANY_TAG_RE.match(note):
                    bad("%s %s: note starts with a tag: %r" % (sid, k, note))
                if "\n" in claim or claim != claim.strip():
                    bad("%s %s: claim is not a clean single line" % (sid, k))
                if claim[:1].islower():
                    bad("%s %s: claim starts with a lower-case letter" % (sid, k))
                for name, rx in MARKUP:
                    if rx.search(claim):
                        bad("%s %s: claim contains markup (%s): %r" % (sid, k, name, claim))
                if claim in seen:
                    bad("%s %s: duplicate claim (also %s)" % (sid, k, seen[claim]))
                else:
                    seen[claim] = "%s %s" % (sid, k)
                if show_words and rat is not None and k in ("added", "overclaim"):
                    new = sorted(w for w in words_of(claim) - words_of(rat)
                                 if re.search(re.escape(w), raw, re.I))
                    print("    %s %-9s in doc: %s" % (sid, k, ", ".join(new) or "-"))
        if len(sections) < 3:
            print("note: d%02d uses only %d top-level sections: %s" % (dn, len(sections), sorted(sections)))
    print("documents: %d  claims: %d (want 100)" % (len(DOCS), nclaims))
    if nclaims != 100:
        bad("%d claims (want 100)" % nclaims)
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
