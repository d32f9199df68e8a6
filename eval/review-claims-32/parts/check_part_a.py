#!/usr/bin/env python3
"""Stdlib self-check for part_a.py (review-claims-32, drafts 1-5).

Usage: python3 check_part_a.py [--words]
  --words  also list, for every added/overclaim claim, each word of four or
           more letters that is not in its rationale but occurs in the
           document (to be read by hand).
Exits non-zero on any problem.
"""
import collections
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from part_a import DOCS  # noqa: E402

CORPUS = "/work/shared/corpora/real-prose"
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
SUBKINDS = ["number", "entity", "direction", "negation", "roles"]
TAG_RE = re.compile(r"^\[(%s)\] \S" % "|".join(SUBKINDS))
ANY_TAG_RE = re.compile(r"^\[[a-z]+\]")
# Same patterns as review-claims-31/check_gold.py's MARKUP list.
MARKUP = [
    ("backtick", re.compile(r"`")),
    ("asterisk", re.compile(r"\*")),
    ("url", re.compile(r"https?://|www\.", re.I)),
    ("reST role", re.compile(r":[a-z]+:`|:(pep|ref|mod|func|rfc|math):", re.I)),
    ("link/footnote syntax", re.compile(r"\]_|\[#|`_|<https?:|\]\(")),
    ("backslash", re.compile(r"\\")),
]
EXPECTED = [
    "rust-rfcs/1866-more-readable-assert-eq.md",
    "python-peps/pep-0530.rst",
    "rust-rfcs/0505-api-comment-conventions.md",
    "rust-rfcs/1649-atomic-access.md",
    "python-peps/pep-0229.rst",
]
SPARES = {"RFC": "rust-rfcs/0130-box-not-special.md", "PEP": "python-peps/pep-0321.rst"}

problems = []


def bad(msg):
    problems.append(msg)


def expected_heading(doc, raw):
    """(kind, num, title) by the review-claims-31 heading rules."""
    m = re.match(r"^python-peps/pep-(\d+)\.rst$", doc)
    if m:
        tm = re.search(r"^Title: (.+)$", raw[:3000], re.M)
        return ("PEP", str(int(m.group(1))), tm.group(1).strip() if tm else None)
    m = re.match(r"^rust-rfcs/(\d+)-[^/]+", doc)
    first = next((l for l in raw.splitlines() if l.strip()), "")
    hm = re.match(r"^#+ (.+)$", first)
    title = hm.group(1).strip() if hm else re.sub(r"^\d+-", "", os.path.basename(doc))[:-len(".md")]
    return ("RFC", m.group(1), title)


def main():
    words_mode = "--words" in sys.argv[1:]
    if len(DOCS) != 5:
        bad("expected 5 documents, got %d" % len(DOCS))
    subk = collections.Counter()
    claims = collections.Counter()
    for d, doc in enumerate(DOCS, 1):
        path = doc.get("path")
        if d <= 5 and path != EXPECTED[d - 1]:
            kind_needed = "RFC" if EXPECTED[d - 1].startswith("rust-rfcs/") else "PEP"
            if path == SPARES[kind_needed]:
                print("note: draft-%02d uses spare %s instead of %s" % (d, path, EXPECTED[d - 1]))
            else:
                bad("draft-%02d: document %s (want %s or spare %s)" % (d, path, EXPECTED[d - 1], SPARES[kind_needed]))
        p = os.path.join(CORPUS, path)
        if not os.path.isfile(p):
            bad("draft-%02d: document not found: %s" % (d, path))
            continue
        with open(p, encoding="utf-8") as fh:
            raw = fh.read()
        want = expected_heading(path, raw)
        got = (doc.get("kind"), doc.get("num"), doc.get("title"))
        if got != want:
            bad("draft-%02d: kind/num/title %s (want %s)" % (d, got, want))
        sents = doc.get("sentences", [])
        if len(sents) != 4:
            bad("draft-%02d: %d sentences (want 4)" % (d, len(sents)))
        rats = []
        for s, sent in enumerate(sents, 1):
            sid = "d%02d-s%d" % (d, s)
            for key in ["section", "start", "end"] + KINDS:
                if key not in sent:
                    bad("%s: missing key %s" % (sid, key))
            start, end = sent.get("start", ""), sent.get("end", "")
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
            rats.append(rat)
            wc = len(rat.split())
            if not 12 <= wc <= 45:
                bad("%s: rationale has %d words: %r" % (sid, wc, rat))
            for kind in KINDS:
                val = sent.get(kind)
                if not (isinstance(val, tuple) and len(val) == 2
                        and all(isinstance(x, str) and x for x in val)):
                    bad("%s %s: not a (claim, note) tuple of two non-empty strings" % (sid, kind))
                    continue
                claim, note = val
                claims[claim] += 1
                if "\n" in claim or claim != claim.strip():
                    bad("%s %s: claim is not a clean single line" % (sid, kind))
                for name, rx in MARKUP:
                    if rx.search(claim):
                        bad("%s %s: claim contains markup (%s): %r" % (sid, kind, name, claim))
                if kind == "contradiction":
                    m = TAG_RE.match(note)
                    if not m:
                        bad("%s: contradiction note lacks sub-kind tag: %r" % (sid, note))
                    else:
                        subk[m.group(1)] += 1
                elif ANY_TAG_RE.match(note):
                    bad("%s %s: non-contradiction note starts with a tag: %r" % (sid, kind, note))
                if words_mode and kind in ("added", "overclaim"):
                    ratw = set(w.lower() for w in re.findall(r"[A-Za-z]{4,}", rat))
                    hits = []
                    for w in sorted(set(x.lower() for x in re.findall(r"[A-Za-z]{4,}", claim))):
                        if w in ratw:
                            continue
                        if re.search(r"\b%s" % re.escape(w), raw, re.I):
                            hits.append(w)
                    if hits:
                        print("words %s %s: %s" % (sid, kind, ", ".join(hits)))
        if len(set(rats)) != len(rats):
            bad("draft-%02d: two sentences share one rationale" % d)
    for c, n in claims.items():
        if n > 1:
            bad("duplicate claim: %r" % c)
    total = sum(subk.values())
    print("documents: %d  sentences: %d  claims: %d" % (
        len(DOCS), sum(len(x.get("sentences", [])) for x in DOCS), sum(claims.values())))
    print("contradiction sub-kinds: " + ", ".join("%s=%d" % (k, subk[k]) for k in SUBKINDS)
          + "  (total %d)" % total)
    if problems:
        for p in problems:
            print("FAIL: " + p)
        print("%d problem(s)" % len(problems))
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
