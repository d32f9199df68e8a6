#!/usr/bin/env python3
"""Stdlib self-check of review-claims-33 part C (drafts 11-15).

Usage: python3 check_part_c.py [--words]
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
CORPUS = "/work/shared/corpora/real-prose"
sys.path.insert(0, HERE)
from part_c import DOCS  # noqa: E402

FIRST_DRAFT = 11
EXPECTED = [
    "rust-rfcs/3392-leadership-council/motivation.md",
    "python-peps/pep-0569.rst",
    "rust-rfcs/1123-str-split-at.md",
    "rust-rfcs/1257-drain-range-2.md",
    "python-peps/pep-0239.rst",
]
SPARE_RFC = "rust-rfcs/0130-box-not-special.md"
SPARE_PEP = "python-peps/pep-0259.rst"
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
SUBKINDS = ["number", "entity", "direction", "negation", "roles"]
TAG_RE = re.compile(r"^\[(%s)\] \S" % "|".join(SUBKINDS))
ANY_TAG_RE = re.compile(r"^\[[a-z]+\]")
# same patterns as review-claims-32/check_gold.py's MARKUP list
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
    if m:
        first = next((l for l in raw.splitlines() if l.strip()), "")
        hm = re.match(r"^#+ (.+)$", first)
        if hm:
            title = hm.group(1).strip()
        else:
            title = re.sub(r"^\d+-", "", os.path.basename(path))[:-len(".md")]
        return ("RFC", m.group(1), title)
    return None


def main():
    words_mode = "--words" in sys.argv[1:]
    if len(DOCS) != len(EXPECTED):
        bad("expected %d documents, got %d" % (len(EXPECTED), len(DOCS)))
    all_claims = collections.Counter()
    subk = collections.Counter()
    word_report = []
    for k, doc in enumerate(DOCS):
        draft = FIRST_DRAFT + k
        path = doc.get("path")
        if k < len(EXPECTED) and path != EXPECTED[k]:
            spare = SPARE_RFC if EXPECTED[k].startswith("rust-rfcs/") else SPARE_PEP
            if path == spare:
                print("note: d%02d uses the spare %s in place of %s" % (draft, path, EXPECTED[k]))
            else:
                bad("d%02d: document %s, expected %s (or spare %s)" % (draft, path, EXPECTED[k], spare))
        fp = os.path.join(CORPUS, path)
        if not os.path.isfile(fp):
            bad("d%02d: file not found: %s" % (draft, path))
            continue
        with open(fp, encoding="utf-8") as fh:
            raw = fh.read()
        want = expected_heading(path, raw)
        got = (doc.get("kind"), str(doc.get("num")), doc.get("title"))
        if want != got:
            bad("d%02d: heading fields %s, expected %s" % (draft, got, want))
        sents = doc.get("sentences", [])
        if len(sents) != 4:
            bad("d%02d: %d sentences (want 4)" % (draft, len(sents)))
        sections = set()
        rats = []
        for s, sent in enumerate(sents, 1):
            sid = "d%02d-s%d" % (draft, s)
            sec = sent.get("section", "")
            if not sec:
                bad("%s: no section" % sid)
            sections.add(re.sub(r"\s*\(.*\)$", "", sec))
            start, end = sent.get("start", ""), sent.get("end", "")
            n = raw.count(start) if start else 0
            if n != 1:
                bad("%s: start anchor occurs %d times: %r" % (sid, n, start))
                continue
            i = raw.index(start)
            j = raw.find(end, i + len(start)) if end else -1
            if j < 0:
                bad("%s: end anchor not found after start: %r" % (sid, end))
                continue
            rat = raw[i:j + len(end)]
            rats.append(rat)
            wc = len(rat.split())
            if not 12 <= wc <= 45:
                bad("%s: rationale has %d words" % (sid, wc))
            print("%s  %2d words  [%s]" % (sid, wc, sec))
            for kind in KINDS:
                v = sent.get(kind)
                if not (isinstance(v, tuple) and len(v) == 2 and all(isinstance(x, str) and x for x in v)):
                    bad("%s: %s is not a (claim, note) tuple of two non-empty strings" % (sid, kind))
                    continue
                claim, note = v
                all_claims[claim] += 1
                if "\n" in claim or claim != claim.strip():
                    bad("%s %s: claim is not a clean single line" % (sid, kind))
                for name, rx in MARKUP:
                    if rx.search(claim):
                        bad("%s %s: claim contains markup (%s): %r" % (sid, kind, name, claim))
                if kind == "contradiction":
                    m = TAG_RE.match(note)
                    if not m:
                        bad("%s: contradiction note lacks a sub-kind tag: %r" % (sid, note))
                    else:
                        subk[m.group(1)] += 1
                elif ANY_TAG_RE.match(note):
                    bad("%s %s: note starts with a tag: %r" % (sid, kind, note))
                if words_mode and kind in ("added", "overclaim"):
                    rw = set(w.lower() for w in re.findall(r"[A-Za-z_]{4,}", rat))
                    dw = set(w.lower() for w in re.findall(r"[A-Za-z_]{4,}", raw))
                    new = sorted({w.lower() for w in re.findall(r"[A-Za-z_]{4,}", claim)} - rw)
                    hits = [w for w in new if w in dw]
                    word_report.append("%s %s: in document but not in rationale: %s" % (sid, kind, ", ".join(hits) or "-"))
        if len(set(rats)) != len(rats):
            bad("d%02d: two sentences share a rationale" % draft)
        if len(sections) < 3:
            print("note: d%02d uses %d distinct top-level section(s): %s" % (draft, len(sections), sorted(sections)))
    for c, n in all_claims.items():
        if n > 1:
            bad("duplicate claim: %r" % c)
    print("claims: %d" % sum(all_claims.values()))
    print("contradiction sub-kinds: " + ", ".join("%s=%d" % (k, subk[k]) for k in SUBKINDS))
    for line in word_report:
        print(line)
    if problems:
        for p in problems:
            print("FAIL: " + p)
        print("%d problem(s)" % len(problems))
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
