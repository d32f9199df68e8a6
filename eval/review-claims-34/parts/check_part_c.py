#!/usr/bin/env python3
"""Self-check for review-claims-34 part C (drafts 11-15), stdlib only.

Usage: python3 parts/check_part_c.py [--words]

Checks parts/part_c.py's DOCS: 5 documents in the assigned order (a spare
accepted in place of a document), 4 sentences each, start anchor exactly once
in the raw file, end anchor found after it, 12-45 words per rationale, all five
kinds present as (claim, note) tuples of strings, contradiction notes start
with a valid sub-kind tag and no other note starts with a bracketed tag, no
markup in claims (review-claims-33's check_gold.py MARKUP patterns), claims
are single clean lines, no duplicate claims, headings (kind/num/title) match
the document, sections from at least three top-level sections (reported, not
fatal, if fewer).  Prints the contradiction sub-kind counts.  Exits non-zero
on any problem.  --words lists, for every added and overclaim claim, each word
of four or more letters that is not in its rationale but occurs in the
document (for reading the hits by hand).
"""
import collections
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = "/work/shared/corpora/real-prose"
sys.path.insert(0, HERE)
from part_c import DOCS  # noqa: E402

ASSIGNED = [
    "rust-rfcs/1521-copy-clone-semantics.md",
    "python-peps/pep-0005.rst",
    "python-peps/pep-0694.rst",
    "python-peps/pep-0341.rst",
    "python-peps/pep-0392.rst",
]
SPARES = ["rust-rfcs/1014-stdout-existential-crisis.md", "python-peps/pep-0478.rst"]
FIRST_DRAFT = 11
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
TAGS = ["number", "entity", "direction", "negation", "roles"]
TAG_RX = re.compile(r"^\[(%s)\] \S" % "|".join(TAGS))
ANY_TAG_RX = re.compile(r"^\s*\[")
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
    if path.startswith("python-peps/"):
        m = re.search(r"^PEP:\s*(\d+)\s*$", raw, re.M)
        t = re.search(r"^Title:\s*(.+?)\s*$", raw, re.M)
        return "PEP", str(int(m.group(1))), t.group(1)
    num = re.match(r"rust-rfcs/(\d+)", path).group(1)
    first = next(l for l in raw.splitlines() if l.strip())
    if re.match(r"#+\s", first):
        title = re.sub(r"^#+\s*", "", first).strip()
    else:
        base = os.path.splitext(path.split("/")[1])[0]
        title = re.sub(r"^\d+-", "", base)
    return "RFC", num, title


def main():
    words_mode = "--words" in sys.argv[1:]
    if len(DOCS) != 5:
        bad("expected 5 documents, got %d" % len(DOCS))
    seen_claims = {}
    tag_counts = collections.Counter()
    used_spares = []
    for k, doc in enumerate(DOCS):
        d = FIRST_DRAFT + k
        path = doc.get("path")
        if k < len(ASSIGNED) and path != ASSIGNED[k]:
            if path in SPARES and path not in used_spares:
                used_spares.append(path)
                print("note: d%02d uses spare %s in place of %s" % (d, path, ASSIGNED[k]))
            else:
                bad("d%02d: path %r is neither the assigned %r nor an unused spare" % (d, path, ASSIGNED[k]))
        try:
            with open(os.path.join(CORPUS, path), encoding="utf-8") as fh:
                raw = fh.read()
        except OSError as e:
            bad("d%02d: cannot read %s: %s" % (d, path, e))
            continue
        kind, num, title = expected_heading(path, raw)
        if (doc.get("kind"), str(doc.get("num")), doc.get("title")) != (kind, num, title):
            bad("d%02d: heading %s %s: %s does not match document (want %s %s: %s)"
                % (d, doc.get("kind"), doc.get("num"), doc.get("title"), kind, num, title))
        sents = doc.get("sentences", [])
        if len(sents) != 4:
            bad("d%02d: %d sentences (want 4)" % (d, len(sents)))
        tops = set()
        rats = []
        for s, sent in enumerate(sents, 1):
            sid = "d%02d-s%d" % (d, s)
            sec = sent.get("section", "")
            if not sec:
                bad("%s: no section" % sid)
            tops.add(sec.split(" (")[0])
            start, end = sent.get("start", ""), sent.get("end", "")
            n = raw.count(start) if start else 0
            if n != 1:
                bad("%s: start anchor found %d times: %r" % (sid, n, start))
                continue
            i = raw.index(start)
            j = raw.find(end, i + len(start)) if end else -1
            if j < 0:
                bad("%s: end anchor not found after start: %r" % (sid, end))
                continue
            rat = raw[i:j + len(end)]
            if rat in rats:
                bad("%s: rationale repeats another sentence's" % sid)
            rats.append(rat)
            wc = len(rat.split())
            if not 12 <= wc <= 45:
                bad("%s: rationale has %d words (need 12-45)" % (sid, wc))
            print("%s  %2d words  %s" % (sid, wc, sec))
            for kd in KINDS:
                v = sent.get(kd)
                if not (isinstance(v, tuple) and len(v) == 2 and all(isinstance(x, str) and x.strip() for x in v)):
                    bad("%s %s: not a (claim, note) tuple of non-empty strings" % (sid, kd))
                    continue
                claim, note = v
                if kd == "contradiction":
                    m = TAG_RX.match(note)
                    if not m:
                        bad("%s contradiction: note lacks a valid sub-kind tag: %r" % (sid, note))
                    else:
                        tag_counts[m.group(1)] += 1
                elif ANY_TAG_RX.match(note):
                    bad("%s %s: non-contradiction note starts with a tag: %r" % (sid, kd, note))
                for name, rx in MARKUP:
                    if rx.search(claim):
                        bad("%s %s: claim contains markup (%s): %r" % (sid, kd, name, claim))
                if "\n" in claim or "\r" in claim or claim != claim.strip() or "  " in claim:
                    bad("%s %s: claim is not a clean single line: %r" % (sid, kd, claim))
                if not claim[0].isupper():
                    bad("%s %s: claim does not start with an upper-case letter: %r" % (sid, kd, claim))
                if claim in seen_claims:
                    bad("%s %s: duplicate claim (also %s)" % (sid, kd, seen_claims[claim]))
                seen_claims[claim] = "%s %s" % (sid, kd)
                if words_mode and kd in ("added", "overclaim"):
                    ratw = set(w.lower() for w in re.findall(r"[A-Za-z]+", rat))
                    loww = raw.lower()
                    hits = sorted(set(w.lower() for w in re.findall(r"[A-Za-z]{4,}", claim)
                                      if w.lower() not in ratw and re.search(r"\b%s\b" % re.escape(w.lower()), loww)))
                    print("    words %s %s: %s" % (sid, kd, ", ".join(hits) or "-"))
        if len(tops) < 3:
            print("note: d%02d uses %d distinct top-level section(s): %s" % (d, len(tops), sorted(tops)))
    print("claims: %d  (want 100)" % len(seen_claims))
    if len(seen_claims) != 100:
        bad("expected 100 distinct claims, got %d" % len(seen_claims))
    print("contradiction sub-kinds: " + ", ".join("%s=%d" % (t, tag_counts[t]) for t in TAGS))
    if problems:
        for p in problems:
            print("FAIL: " + p)
        print("%d problem(s)" % len(problems))
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
