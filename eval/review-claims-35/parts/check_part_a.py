#!/usr/bin/env python3
"""Stdlib self-check of review-claims-35 part A (drafts 01-05).

Usage: python3 check_part_a.py [--words]

Checks: 5 documents in the assigned order, 4 sentences each; each start
anchor occurs exactly once in the raw file and the end anchor is found after
it; rationale 12-45 words; all five kinds present as (claim, note) string
tuples; contradiction notes start with a valid sub-kind tag, no other note
starts with a bracketed tag; claims carry no markup (the MARKUP patterns of
review-claims-34's check_gold.py), are clean single lines and start with an
upper-case letter; no duplicate claims; heading kind/num/title follow the
document by the README rules; at least three distinct top-level sections per
document (reported as a note, not a failure, since the brief allows fewer
where a document has fewer). Prints the contradiction sub-kind counts.

--words: for every added and overclaim claim, list each word of four or more
letters that is not in its rationale but occurs (case-insensitive) in the
document, to be read by hand.
"""
import collections
import os
import re
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from part_a import DOCS  # noqa: E402

CORPUS = "/work/shared/corpora/real-prose"
ASSIGNED = [
    "rust-rfcs/0459-disallow-shadowing.md",
    "python-peps/pep-0464.rst",
    "rust-rfcs/0184-tuple-accessors.md",
    "rust-rfcs/0356-no-module-prefixes.md",
    "python-peps/pep-0628.rst",
]
FIRST_DRAFT = 1
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


def expected_heading(doc, raw):
    m = re.match(r"^python-peps/pep-(\d+)\.rst$", doc)
    if m:
        tm = re.search(r"^Title: (.+)$", raw[:3000], re.M)
        return ("PEP", int(m.group(1)), tm.group(1).strip()) if tm else None
    m = re.match(r"^rust-rfcs/(\d+)-[^/]+", doc)
    if m:
        first = next((l for l in raw.splitlines() if l.strip()), "")
        hm = re.match(r"^#+ (.+)$", first)
        if hm:
            title = hm.group(1).strip()
        else:
            title = re.sub(r"^\d+-", "", os.path.basename(doc))[:-len(".md")]
        return ("RFC", m.group(1), title)
    return None


def main():
    words_mode = "--words" in sys.argv[1:]
    if [d["path"] for d in DOCS] != ASSIGNED:
        bad("documents differ from the assigned list/order: %r" % [d["path"] for d in DOCS])
    claims = collections.Counter()
    subk = collections.Counter()
    nclaims = 0
    word_report = []
    for d, doc in enumerate(DOCS, FIRST_DRAFT):
        did = "d%02d" % d
        with open(os.path.join(CORPUS, doc["path"]), encoding="utf-8") as fh:
            raw = fh.read()
        exp = expected_heading(doc["path"], raw)
        if exp is None:
            bad("%s: cannot derive heading for %s" % (did, doc["path"]))
        else:
            kind, num, title = exp
            got_num = int(doc["num"]) if kind == "PEP" else str(doc["num"])
            if (doc["kind"], got_num, doc["title"]) != (kind, num, title):
                bad("%s: heading %s %s: %s (want %s %s: %s)" % (
                    did, doc["kind"], doc["num"], doc["title"], kind, num, title))
        if len(doc["sentences"]) != 4:
            bad("%s: %d sentences (want 4)" % (did, len(doc["sentences"])))
        tops = set()
        rats = set()
        for s, sent in enumerate(doc["sentences"], 1):
            sid = "%s-s%d" % (did, s)
            tops.add(re.sub(r"\s*\(.*\)\s*$", "", sent["section"]).strip())
            rat = ""
            n = raw.count(sent["start"])
            if n != 1:
                bad("%s: start anchor found %d times: %r" % (sid, n, sent["start"]))
            else:
                i = raw.index(sent["start"])
                j = raw.find(sent["end"], i + len(sent["start"]))
                if j < 0:
                    bad("%s: end anchor not found after start: %r" % (sid, sent["end"]))
                else:
                    rat = raw[i:j + len(sent["end"])]
            if rat:
                if rat in rats:
                    bad("%s: rationale repeats another sentence's" % sid)
                rats.add(rat)
                wc = len(rat.split())
                if not 12 <= wc <= 45:
                    bad("%s: rationale has %d words (need 12-45)" % (sid, wc))
                print("%s  %2d words  %-38s %s" % (sid, wc, sent["section"][:38],
                                                    " ".join(rat.split())[:60]))
            ratwords = set(w.lower() for w in re.findall(r"[A-Za-z]+", rat))
            rawlow = raw.lower()
            for k in KINDS:
                val = sent.get(k)
                if not (isinstance(val, tuple) and len(val) == 2
                        and all(isinstance(x, str) and x.strip() for x in val)):
                    bad("%s: %s is not a (claim, note) tuple of two strings" % (sid, k))
                    continue
                claim, note = val
                nclaims += 1
                claims[claim] += 1
                if "\n" in claim or claim != claim.strip():
                    bad("%s %s: claim is not a clean single line" % (sid, k))
                if not claim[0].isupper():
                    bad("%s %s: claim does not start with an upper-case letter: %r" % (sid, k, claim))
                for name, rx in MARKUP:
                    if rx.search(claim):
                        bad("%s %s: claim contains markup (%s): %r" % (sid, k, name, claim))
                if k == "contradiction":
                    m = TAG_RE.match(note)
                    if not m:
                        bad("%s: contradiction note lacks a valid tag: %r" % (sid, note))
                    else:
                        subk[m.group(1)] += 1
                elif ANY_TAG_RE.match(note) or note.startswith("["):
                    bad("%s %s: non-contradiction note starts with a tag: %r" % (sid, k, note))
                if words_mode and k in ("added", "overclaim"):
                    new = sorted(set(w.lower() for w in re.findall(r"[A-Za-z]{4,}", claim))
                                 - ratwords)
                    hits = [w for w in new if w in rawlow]
                    word_report.append("%s %-9s new words also in document: %s" % (
                        sid, k, ", ".join(hits) if hits else "-"))
        if len(tops) < 3:
            print("note: %s has fewer than three distinct top-level sections: %s" % (did, sorted(tops)))
    for c, n in claims.items():
        if n > 1:
            bad("duplicate claim: %r" % c)
    if nclaims != 100:
        bad("expected 100 claims, got %d" % nclaims)
    if words_mode:
        print()
        for line in word_report:
            print(line)
        print()
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
