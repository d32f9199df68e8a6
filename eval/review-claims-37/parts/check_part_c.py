#!/usr/bin/env python3
"""Stdlib self-check for review-claims-37, part C (drafts 11-15).

Usage: python3 check_part_c.py [--words]

Checks: the five assigned documents in the given order (kind, num, title as
the heading rules require), 4 sentences each, each start anchor exactly once
in the raw file and the end anchor after it, 12-45 words, the `section` field
equal to the top-level section the cut sits in, all five kinds present as
(claim, note) string tuples and no other keys, contradiction notes start with
a valid sub-kind tag and no other note starts with a bracketed tag, no markup
in claims (review-claims-36's check_gold.py MARKUP patterns), claims are clean
single lines starting with an upper-case letter, no duplicate claims; prints
the contradiction sub-kind counts.  Exits non-zero on any problem.

--words lists, for every added and overclaim claim, each word of four or more
letters that is not in its rationale but occurs somewhere in the document, so
that the new detail can be checked by hand.
"""
import collections
import os
import re
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from part_c import DOCS  # noqa: E402

CORPUS = "/work/shared/corpora/real-prose"
EXPECTED = [  # draft number, path
    (11, "rust-rfcs/1219-use-group-as.md"),
    (12, "rust-rfcs/1030-prelude-additions.md"),
    (13, "rust-rfcs/1590-macro-lifetimes.md"),
    (14, "rust-rfcs/1535-stable-overflow-checks.md"),
    (15, "rust-rfcs/0601-replace-be-with-become.md"),
]
SPARE = "rust-rfcs/0151-capture-by-value.md"  # not used
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
SENT_KEYS = {"section", "start", "end"} | set(KINDS)
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
    m = re.match(r"^rust-rfcs/(\d+)-[^/]+\.md$", path)
    first = next((l for l in raw.splitlines() if l.strip()), "")
    hm = re.match(r"^#+ (.+)$", first)
    title = hm.group(1).strip() if hm else re.sub(r"^\d+-", "", os.path.basename(path))[:-3]
    return ("RFC", m.group(1), title)


def top_section(raw, pos, kind):
    """Name of the top-level section containing raw[pos]."""
    if kind == "RFC":
        heads = [(m.start(), m.group(1).strip()) for m in re.finditer(r"^## (.+)$", raw, re.M)]
    else:  # reST: title line underlined with = (top level)
        heads = [(m.start(), m.group(1).strip())
                 for m in re.finditer(r"^([^\n]+)\n=+\n", raw, re.M)]
    name = None
    for p, n in heads:
        if p <= pos:
            name = n
    return name


def words4(text):
    return set(w.lower() for w in re.findall(r"[A-Za-z]{4,}", text))


def main():
    show_words = "--words" in sys.argv[1:]
    if len(DOCS) != len(EXPECTED):
        bad("expected %d documents, got %d" % (len(EXPECTED), len(DOCS)))
    sub = collections.Counter()
    seen_claims = {}
    nclaims = 0
    for (dnum, path), doc in zip(EXPECTED, DOCS):
        did = "d%02d" % dnum
        if doc.get("path") != path:
            bad("%s: path %r, want %r" % (did, doc.get("path"), path))
            continue
        with open(os.path.join(CORPUS, path), encoding="utf-8") as fh:
            raw = fh.read()
        want = expected_heading(path, raw)
        got = (doc.get("kind"), doc.get("num"), doc.get("title"))
        if got != want:
            bad("%s: heading fields %r, want %r" % (did, got, want))
        sents = doc.get("sentences", [])
        if len(sents) != 4:
            bad("%s: %d sentences, want 4" % (did, len(sents)))
        sections = []
        spans = []
        for s, sent in enumerate(sents, 1):
            sid = "%s-s%d" % (did, s)
            extra = set(sent) - SENT_KEYS
            missing = SENT_KEYS - set(sent)
            if extra or missing:
                bad("%s: keys extra=%s missing=%s" % (sid, sorted(extra), sorted(missing)))
                continue
            n = raw.count(sent["start"])
            if n != 1:
                bad("%s: start anchor found %d times: %r" % (sid, n, sent["start"]))
                continue
            i = raw.index(sent["start"])
            j = raw.find(sent["end"], i + len(sent["start"]))
            if j < 0:
                bad("%s: end anchor not found after start: %r" % (sid, sent["end"]))
                continue
            rat = raw[i:j + len(sent["end"])]
            spans.append((i, j + len(sent["end"]), sid))
            wc = len(rat.split())
            if not 12 <= wc <= 45:
                bad("%s: rationale has %d words" % (sid, wc))
            if "\n\n" in rat:
                bad("%s: rationale spans a blank line" % sid)
            actual = top_section(raw, i, doc["kind"])
            if sent["section"] != actual:
                bad("%s: section field %r, cut sits in %r" % (sid, sent["section"], actual))
            sections.append(actual)
            print("%s  %-26s %2d words  %s" % (sid, sent["section"], wc,
                                               rat.replace("\n", " ")[:60]))
            for kind in KINDS:
                val = sent[kind]
                if not (isinstance(val, tuple) and len(val) == 2
                        and all(isinstance(x, str) and x for x in val)):
                    bad("%s %s: not a (claim, note) tuple of two non-empty strings" % (sid, kind))
                    continue
                claim, note = val
                nclaims += 1
                if "\n" in claim or claim != claim.strip() or "  " in claim:
                    bad("%s %s: claim is not a clean single line" % (sid, kind))
                if not claim[0].isupper():
                    bad("%s %s: claim does not start with an upper-case letter" % (sid, kind))
                for name, rx in MARKUP:
                    if rx.search(claim):
                        bad("%s %s: claim contains markup (%s): %r" % (sid, kind, name, claim))
                if claim in seen_claims:
                    bad("%s %s: duplicate claim (also %s)" % (sid, kind, seen_claims[claim]))
                seen_claims[claim] = "%s %s" % (sid, kind)
                if claim == rat:
                    bad("%s %s: claim equals its rationale" % (sid, kind))
                if kind == "contradiction":
                    m = TAG_RE.match(note)
                    if not m:
                        bad("%s: contradiction note lacks a sub-kind tag: %r" % (sid, note))
                    else:
                        sub[m.group(1)] += 1
                elif ANY_TAG_RE.match(note):
                    bad("%s %s: note starts with a bracketed tag: %r" % (sid, kind, note))
                if show_words and kind in ("added", "overclaim"):
                    new = sorted((words4(claim) - words4(rat)) & words4(raw))
                    print("    %-9s words in document but not in rationale: %s"
                          % (kind, ", ".join(new) or "-"))
        spans.sort()
        for a, b in zip(spans, spans[1:]):
            if b[0] < a[1]:
                bad("%s and %s: cuts overlap" % (a[2], b[2]))
        distinct = sorted(set(x for x in sections if x))
        if len(distinct) < 3:
            print("note: %s uses %d distinct top-level section(s): %s"
                  % (did, len(distinct), ", ".join(distinct)))
    print("claims: %d  (want 100)" % nclaims)
    if nclaims != 100:
        bad("claims: %d, want 100" % nclaims)
    print("contradiction sub-kinds: " + ", ".join("%s=%d" % (k, sub[k]) for k in SUBKINDS))
    print("spare (not used): %s" % SPARE)
    for p in problems:
        print("FAIL: " + p)
    if problems:
        print("%d problem(s)" % len(problems))
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
