#!/usr/bin/env python3
"""Stdlib self-check of review-claims-35 part B (drafts 06-10).

Usage: python3 check_part_b.py [--words]

Checks: 5 documents in the assigned order, 4 sentences each; every start
anchor occurs exactly once in its raw file and the end anchor is found after
it; each rationale has 12-45 words; all five kinds present as (claim, note)
tuples of non-empty strings; contradiction notes start with a valid sub-kind
tag and no other note starts with a bracketed tag; no markup in claims (the
MARKUP patterns of review-claims-34's check_gold.py); claims are clean single
lines starting with an upper-case letter; no duplicate claims; headings
(kind, num, title) follow the rules; sentences come from at least three
distinct top-level sections (reported as a note otherwise).  Prints the
contradiction sub-kind counts.  Exits non-zero on any problem.

--words: for every added and overclaim claim, list each word of four or more
letters that is not in its rationale but occurs in the document (to be read
by hand).
"""
import collections
import os
import re
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from part_b import DOCS  # noqa: E402

CORPUS = "/work/shared/corpora/real-prose"
ASSIGNED = [
    ("06", "rust-rfcs/0221-panic.md"),
    ("07", "rust-rfcs/3148-option-result-map-or-default.md"),
    ("08", "python-peps/pep-0294.rst"),
    ("09", "rust-rfcs/0179-and-mut-patterns.md"),
    ("10", "rust-rfcs/0446-es6-unicode-escapes.md"),
]
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
        return ("PEP", str(int(m.group(1))), tm.group(1).strip() if tm else None)
    m = re.match(r"^rust-rfcs/(\d+)-[^/]+", path)
    first = next((l for l in raw.splitlines() if l.strip()), "")
    hm = re.match(r"^#+ (.+)$", first)
    title = hm.group(1).strip() if hm else re.sub(r"^\d+-", "", os.path.basename(path))[:-len(".md")]
    return ("RFC", m.group(1), title)


def top_section(section):
    return section.split(" (")[0]


def main():
    words_mode = "--words" in sys.argv[1:]
    if len(DOCS) != len(ASSIGNED):
        bad("expected %d documents, got %d" % (len(ASSIGNED), len(DOCS)))
    subk = collections.Counter()
    claims = collections.Counter()
    nclaims = 0
    for (dn, path), doc in zip(ASSIGNED, DOCS):
        if doc.get("path") != path:
            bad("d%s: document %r, want %r" % (dn, doc.get("path"), path))
            continue
        with open(os.path.join(CORPUS, path), encoding="utf-8") as fh:
            raw = fh.read()
        want = expected_heading(path, raw)
        got = (doc.get("kind"), str(doc.get("num")), doc.get("title"))
        if got != want:
            bad("d%s: heading %r, want %r" % (dn, got, want))
        sents = doc.get("sentences", [])
        if len(sents) != 4:
            bad("d%s: %d sentences (want 4)" % (dn, len(sents)))
        tops = {top_section(s.get("section", "")) for s in sents}
        if len(tops) < 3:
            print("note: d%s uses fewer than three top-level sections: %s" % (dn, sorted(tops)))
        doc_words = set(w.lower() for w in re.findall(r"[A-Za-z]{4,}", raw))
        for sn, s in enumerate(sents, 1):
            sid = "d%s-s%d" % (dn, sn)
            n = raw.count(s["start"])
            if n != 1:
                bad("%s: start anchor found %d times: %r" % (sid, n, s["start"]))
                continue
            i = raw.index(s["start"])
            j = raw.find(s["end"], i + len(s["start"]))
            if j < 0:
                bad("%s: end anchor not found after start: %r" % (sid, s["end"]))
                continue
            rat = raw[i:j + len(s["end"])]
            wc = len(rat.split())
            if not 12 <= wc <= 45:
                bad("%s: rationale has %d words" % (sid, wc))
            print("%s  %-40s %2d words  %s" % (sid, s["section"][:40], wc,
                                              " ".join(rat.split())[:60]))
            rat_words = set(w.lower() for w in re.findall(r"[A-Za-z]{4,}", rat))
            for k in KINDS:
                t = s.get(k)
                if not (isinstance(t, tuple) and len(t) == 2
                        and all(isinstance(x, str) and x.strip() for x in t)):
                    bad("%s %s: not a (claim, note) tuple of non-empty strings" % (sid, k))
                    continue
                claim, note = t
                nclaims += 1
                claims[claim] += 1
                if "\n" in claim or claim != claim.strip():
                    bad("%s %s: claim is not a clean single line" % (sid, k))
                if not claim[0].isupper():
                    bad("%s %s: claim does not start with an upper-case letter" % (sid, k))
                for name, rx in MARKUP:
                    if rx.search(claim):
                        bad("%s %s: claim contains markup (%s): %r" % (sid, k, name, claim))
                if k == "contradiction":
                    m = TAG_RE.match(note)
                    if not m:
                        bad("%s: contradiction note lacks a valid sub-kind tag: %r" % (sid, note))
                    else:
                        subk[m.group(1)] += 1
                elif ANY_TAG_RE.match(note):
                    bad("%s %s: non-contradiction note starts with a tag: %r" % (sid, k, note))
                if words_mode and k in ("added", "overclaim"):
                    new = sorted(set(w.lower() for w in re.findall(r"[A-Za-z]{4,}", claim))
                                 - rat_words)
                    hits = [w for w in new if w in doc_words]
                    print("    %s %-10s in document: %s" % (sid, k, ", ".join(hits) or "-"))
    for c, n in claims.items():
        if n > 1:
            bad("duplicate claim (%d times): %r" % (n, c))
    if nclaims != 100:
        bad("expected 100 claims, got %d" % nclaims)
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
