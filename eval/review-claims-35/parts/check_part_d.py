#!/usr/bin/env python3
"""Stdlib self-check of review-claims-35 part D (drafts 16-20).

Usage: python3 check_part_d.py [--words]

Checks: the five assigned documents in order; 4 sentences each; every start
anchor occurs exactly once in its raw file and the end anchor is found after
it; rationales of 12-45 words (whitespace split of the raw cut); all five
kinds present as (claim, note) tuples of non-empty strings; contradiction
notes start with one sub-kind tag and a space, other notes with no bracketed
tag; claims are clean single lines without markup (the MARKUP patterns of
review-claims-34's check_gold.py) and do not start with a lower-case letter;
no duplicate claims; headings (kind, num, title) match the document by the
review-claims-34 rules; at least three distinct top-level sections per
document (a note is printed otherwise).  Prints the contradiction sub-kind
counts.  --words lists, for every added and overclaim claim, each word of four
or more letters that is not in its rationale but occurs in the document.
Exits non-zero on any problem.
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
EXPECTED = [
    "rust-rfcs/0438-precedence-of-plus.md",
    "python-peps/pep-0233.rst",
    "rust-rfcs/1552-contains-method-for-various-collections.md",
    "rust-rfcs/0735-allow-inherent-impls-anywhere.md",
    "rust-rfcs/0572-rustc-attribute.md",
]
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
        return ("PEP", int(m.group(1)), tm.group(1).strip() if tm else None)
    m = re.match(r"^rust-rfcs/(\d+)-[^/]+", path)
    if m:
        first = next((l for l in raw.splitlines() if l.strip()), "")
        hm = re.match(r"^#+ (.+)$", first)
        title = hm.group(1).strip() if hm else re.sub(r"^\d+-", "", os.path.basename(path))[:-len(".md")]
        return ("RFC", int(m.group(1)), title)
    return None


def main():
    show_words = "--words" in sys.argv[1:]
    paths = [d.get("path") for d in DOCS]
    if paths != EXPECTED:
        bad("documents %s (want %s)" % (paths, EXPECTED))
    claims = collections.Counter()
    subk = collections.Counter()
    nclaims = 0
    for n, doc in enumerate(DOCS):
        draft = FIRST_DRAFT + n
        path = doc.get("path", "")
        fp = os.path.join(CORPUS, path)
        if not os.path.isfile(fp):
            bad("d%02d: document not found: %s" % (draft, path))
            continue
        with open(fp, encoding="utf-8") as fh:
            raw = fh.read()
        want = expected_heading(path, raw)
        try:
            got = (doc["kind"], int(doc["num"]), doc["title"])
        except (KeyError, ValueError) as e:
            got = None
            bad("d%02d: bad kind/num/title (%s)" % (draft, e))
        if got is not None and got != want:
            bad("d%02d: heading %s does not match document (want %s)" % (draft, got, want))
        if isinstance(doc.get("num"), str) and doc["kind"] == "RFC" and not re.match(r"^\d{4}$", doc["num"]):
            bad("d%02d: RFC num %r is not the four digits of the file name" % (draft, doc["num"]))
        sents = doc.get("sentences", [])
        if len(sents) != 4:
            bad("d%02d: %d sentences (want 4)" % (draft, len(sents)))
        tops = set()
        for s, sent in enumerate(sents, 1):
            sid = "d%02d-s%d" % (draft, s)
            sec = sent.get("section", "")
            tops.add(sec.split(" (")[0].strip())
            start, end = sent.get("start", ""), sent.get("end", "")
            cnt = raw.count(start) if start else 0
            rat = None
            if cnt != 1:
                bad("%s: start anchor found %d times: %r" % (sid, cnt, start))
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
                    print("%s  %-45s %2d words  %s" % (sid, sec[:45], wc, " ".join(rat.split())[:60]))
            for kind in KINDS:
                v = sent.get(kind)
                if not (isinstance(v, tuple) and len(v) == 2 and all(isinstance(x, str) and x for x in v)):
                    bad("%s: %s is not a (claim, note) tuple of non-empty strings" % (sid, kind))
                    continue
                claim, note = v
                nclaims += 1
                claims[claim] += 1
                if "\n" in claim or claim != claim.strip():
                    bad("%s %s: claim is not a clean single line" % (sid, kind))
                if claim[:1].islower():
                    bad("%s %s: claim starts with a lower-case letter" % (sid, kind))
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
                    bad("%s %s: non-contradiction note starts with a tag: %r" % (sid, kind, note))
                if show_words and kind in ("added", "overclaim") and rat is not None:
                    low, rl = raw.lower(), rat.lower()
                    ws = sorted({w for w in re.findall(r"[a-z]{4,}", claim.lower())
                                 if w not in rl and w in low})
                    print("    --words %s %s: %s" % (sid, kind, ", ".join(ws) or "-"))
        if len(tops) < 3:
            print("note: d%02d takes its sentences from %d top-level sections: %s" % (draft, len(tops), sorted(tops)))
    for c, k in claims.items():
        if k > 1:
            bad("duplicate claim: %r" % c)
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
