#!/usr/bin/env python3
"""Stdlib self-check of part D (drafts 16-20) of review-claims-37.

Usage: python3 check_part_d.py [--words]

Checks: the five assigned documents in order; 4 sentences each; start anchor
unique in the raw file, end anchor found after it; rationale 12-45 words;
all five kinds present as (claim, note) string tuples; contradiction notes
start with a sub-kind tag, other notes with no bracketed tag; no markup in
claims (review-claims-36 check_gold.py's MARKUP patterns); clean one-line
claims not starting lower-case; no duplicate claims; heading fields.  Prints
the contradiction sub-kind counts and a note for any draft with fewer than
three distinct top-level sections (taken from the `section` fields).
With --words: for each added/overclaim claim, lists the words of four or
more letters not in its rationale that occur in the document.
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
    "rust-rfcs/0532-self-in-use.md",
    "rust-rfcs/1660-try-borrow.md",
    "rust-rfcs/0234-variants-namespace.md",
    "rust-rfcs/0771-std-iter-once.md",
    "rust-rfcs/1653-assert_ne.md",
]
SPARE = "rust-rfcs/0066-better-temporary-lifetimes.md"
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
    m = re.match(r"^rust-rfcs/(\d+)-[^/]+$", path)
    first = next((l for l in raw.splitlines() if l.strip()), "")
    hm = re.match(r"^#+ (.+)$", first)
    title = hm.group(1).strip() if hm else re.sub(r"^\d+-", "", os.path.basename(path))[:-len(".md")]
    return ("RFC", m.group(1), title)


def main():
    words_mode = "--words" in sys.argv[1:]
    paths = [d["path"] for d in DOCS]
    if paths != EXPECTED:
        if SPARE in paths:
            print("note: spare %s used" % SPARE)
        else:
            bad("documents %s differ from the assigned %s" % (paths, EXPECTED))
    seen = {}
    subkinds = collections.Counter()
    nclaims = 0
    for n, doc in enumerate(DOCS):
        draft = FIRST_DRAFT + n
        with open(os.path.join(CORPUS, doc["path"]), encoding="utf-8") as fh:
            raw = fh.read()
        want = expected_heading(doc["path"], raw)
        got = (doc.get("kind"), doc.get("num"), doc.get("title"))
        if got != want:
            bad("d%02d: heading fields %r, want %r" % (draft, got, want))
        sents = doc.get("sentences", [])
        if len(sents) != 4:
            bad("d%02d: %d sentences (want 4)" % (draft, len(sents)))
        sections = set()
        for s, sent in enumerate(sents, 1):
            sid = "d%02d-s%d" % (draft, s)
            sections.add(sent.get("section"))
            if not sent.get("section"):
                bad("%s: no section" % sid)
            extra = set(sent) - set(KINDS) - {"section", "start", "end"}
            if extra:
                bad("%s: unexpected keys %s" % (sid, sorted(extra)))
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
                        bad("%s: rationale has %d words" % (sid, wc))
                    if "\n\n" in rat:
                        bad("%s: rationale spans a blank line" % sid)
                    print("%s  %-16s %2d words  %s" % (sid, sent["section"], wc,
                                                     rat.replace("\n", " ")[:60]))
            for kind in KINDS:
                val = sent.get(kind)
                if not (isinstance(val, tuple) and len(val) == 2
                        and all(isinstance(x, str) and x for x in val)):
                    bad("%s: %s is not a (claim, note) tuple of strings" % (sid, kind))
                    continue
                claim, note = val
                nclaims += 1
                if kind == "contradiction":
                    m = TAG_RE.match(note)
                    if not m:
                        bad("%s: contradiction note lacks a sub-kind tag: %r" % (sid, note))
                    else:
                        subkinds[m.group(1)] += 1
                elif ANY_TAG_RE.match(note):
                    bad("%s: %s note starts with a tag: %r" % (sid, kind, note))
                if "\n" in claim or claim != claim.strip() or "  " in claim:
                    bad("%s: %s claim is not a clean single line" % (sid, kind))
                if claim[:1].islower():
                    bad("%s: %s claim starts lower-case" % (sid, kind))
                for name, rx in MARKUP:
                    if rx.search(claim):
                        bad("%s: %s claim contains markup (%s): %r" % (sid, kind, name, claim))
                if claim in seen:
                    bad("%s: %s claim duplicates %s" % (sid, kind, seen[claim]))
                else:
                    seen[claim] = "%s %s" % (sid, kind)
                if rat is not None and claim == rat:
                    bad("%s: %s claim equals its rationale" % (sid, kind))
                if words_mode and kind in ("added", "overclaim") and rat is not None:
                    rw = set(w.lower() for w in re.findall(r"[A-Za-z]{4,}", rat))
                    low = raw.lower()
                    hits = sorted(set(w.lower() for w in re.findall(r"[A-Za-z]{4,}", claim)
                                      if w.lower() not in rw and w.lower() in low))
                    print("    %s %-9s in doc, not in rationale: %s" % (sid, kind, ", ".join(hits)))
        if len(sections) < 3:
            print("note: d%02d uses %d distinct top-level section(s): %s"
                  % (draft, len(sections), ", ".join(sorted(sections))))
    print("documents: %d  claims: %d (want 100)" % (len(DOCS), nclaims))
    if nclaims != 100:
        bad("claims: %d (want 100)" % nclaims)
    print("contradiction sub-kinds: " + ", ".join("%s=%d" % (k, subkinds[k]) for k in SUBKINDS))
    if problems:
        for p in problems:
            print("FAIL: " + p)
        print("%d problem(s)" % len(problems))
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
