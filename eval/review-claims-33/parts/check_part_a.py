#!/usr/bin/env python3
"""Stdlib self-check of review-claims-33 part A (drafts 1-5).

Usage: python3 parts/check_part_a.py [--words]
  --words  for every added/overclaim claim, list each word of four or more
           letters that is not in its rationale but occurs in the document
           (for reading the hits by hand).
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
EXPECTED = [
    "rust-rfcs/0079-undefined-struct-layout.md",
    "python-peps/pep-0274.rst",
    "rust-rfcs/2977-stdsimd.md",
    "rust-rfcs/3477-cargo-check-lang-policy.md",
    "python-peps/pep-0494.rst",
]
SPARE_RFC = "rust-rfcs/1492-dotdot-in-patterns.md"
SPARE_PEP = "python-peps/pep-0228.rst"
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
    print("FAIL: " + msg)


def expected_heading(path, raw):
    m = re.match(r"^python-peps/pep-(\d+)\.rst$", path)
    if m:
        tm = re.search(r"^Title: (.+)$", raw[:3000], re.M)
        return ("PEP", str(int(m.group(1))), tm.group(1).strip() if tm else None)
    m = re.match(r"^rust-rfcs/(\d{4})-[^/]+\.md$", path)
    if m:
        first = next((l for l in raw.splitlines() if l.strip()), "")
        hm = re.match(r"^#+ (.+)$", first)
        title = hm.group(1).strip() if hm else re.sub(r"^\d+-", "", os.path.basename(path))[:-3]
        return ("RFC", m.group(1), title)
    return None


def main():
    words_mode = "--words" in sys.argv[1:]
    if len(DOCS) != 5:
        bad("expected 5 documents, got %d" % len(DOCS))
    claims = collections.Counter()
    subk = collections.Counter()
    n_claims = 0
    for d, doc in enumerate(DOCS, 1):
        did = "d%02d" % d
        path = doc.get("path")
        want = EXPECTED[d - 1] if d <= len(EXPECTED) else None
        spare = SPARE_RFC if want and want.startswith("rust-rfcs/") else SPARE_PEP
        if path != want:
            if path == spare:
                print("note: %s uses the spare %s in place of %s" % (did, path, want))
            else:
                bad("%s: document %r, expected %r (or spare %r)" % (did, path, want, spare))
        try:
            raw = open(os.path.join(CORPUS, path), encoding="utf-8").read()
        except OSError as e:
            bad("%s: cannot read %s: %s" % (did, path, e))
            continue
        exp = expected_heading(path, raw)
        got = (doc.get("kind"), doc.get("num"), doc.get("title"))
        if exp != got:
            bad("%s: heading fields %r, expected %r" % (did, got, exp))
        sents = doc.get("sentences", [])
        if len(sents) != 4:
            bad("%s: %d sentences (need 4)" % (did, len(sents)))
        tops = set()
        for s, sent in enumerate(sents, 1):
            sid = "%s-s%d" % (did, s)
            sec = sent.get("section", "")
            if not sec:
                bad("%s: no section" % sid)
            tops.add(sec.split(" (")[0])
            start, end = sent.get("start", ""), sent.get("end", "")
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
                        bad("%s: rationale has %d words (need 12-45)" % (sid, wc))
            for kind in KINDS:
                val = sent.get(kind)
                if not (isinstance(val, tuple) and len(val) == 2
                        and all(isinstance(x, str) and x for x in val)):
                    bad("%s %s: not a (claim, note) tuple of two non-empty strings" % (sid, kind))
                    continue
                claim, note = val
                n_claims += 1
                claims[claim] += 1
                if "\n" in claim or claim != claim.strip():
                    bad("%s %s: claim is not a clean single line" % (sid, kind))
                for name, rx in MARKUP:
                    if rx.search(claim):
                        bad("%s %s: claim contains markup (%s): %r" % (sid, kind, name, claim))
                if kind == "contradiction":
                    m = TAG_RE.match(note)
                    if not m:
                        bad("%s contradiction: note lacks a valid sub-kind tag: %r" % (sid, note))
                    else:
                        subk[m.group(1)] += 1
                elif ANY_TAG_RE.match(note):
                    bad("%s %s: non-contradiction note starts with a tag: %r" % (sid, kind, note))
                if words_mode and kind in ("added", "overclaim") and rat is not None:
                    ratw = set(w.lower() for w in re.findall(r"[A-Za-z]+", rat))
                    doclow = raw.lower()
                    hits = sorted(set(w.lower() for w in re.findall(r"[A-Za-z]{4,}", claim)
                                      if w.lower() not in ratw and w.lower() in doclow))
                    print("words %s %s: %s" % (sid, kind, ", ".join(hits) or "-"))
            extra = [k for k in sent if k not in KINDS + ["section", "start", "end"]]
            if extra:
                bad("%s: unexpected keys %r" % (sid, extra))
        if len(tops) < 3:
            print("note: %s uses %d distinct top-level sections: %s" % (did, len(tops), sorted(tops)))
    for c, k in claims.items():
        if k > 1:
            bad("duplicate claim (%dx): %r" % (k, c))
    print("documents: %d  sentences: %d  claims: %d"
          % (len(DOCS), sum(len(x.get("sentences", [])) for x in DOCS), n_claims))
    print("contradiction sub-kinds: " + ", ".join("%s=%d" % (k, subk[k]) for k in SUBKINDS))
    if problems:
        print("%d problem(s)" % len(problems))
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
