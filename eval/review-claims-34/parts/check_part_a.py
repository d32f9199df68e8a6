#!/usr/bin/env python3
"""Stdlib self-check for review-claims-34, part A (drafts 1-5).

Usage: python3 check_part_a.py [--words]

Checks parts/part_a.py's DOCS: the five documents in order (a spare may take
the place of a document), 4 sentences each, start anchor exactly once in the
raw file, end anchor found after it, 12-45 words, the five kinds present as
(claim, note) tuples, contradiction notes tagged with a valid sub-kind and no
other note tagged, no markup in claims, clean one-line claims, no duplicate
claims, headings (kind/num/title) as derived from the document, at least three
distinct top-level sections per document (reported, not failed, when fewer).
Prints the contradiction sub-kind counts.  Exits non-zero on any problem.

--words: for every added/overclaim claim, list each word of four or more
letters that is not in its rationale but occurs in the document (to be read by
hand: the added detail must not be stated anywhere in the document).
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
EXPECTED = [
    "rust-rfcs/1398-kinds-of-allocators.md",
    "rust-rfcs/1434-contains-method-for-ranges.md",
    "python-peps/pep-0559.rst",
    "rust-rfcs/0214-while-let.md",
    "python-peps/pep-3156.rst",
]
SPARES = ["rust-rfcs/1640-duration-checked-sub.md", "python-peps/pep-0295.rst"]
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
SUBKINDS = ["number", "entity", "direction", "negation", "roles"]
TAG_RE = re.compile(r"^\[(%s)\] \S" % "|".join(SUBKINDS))
ANY_TAG_RE = re.compile(r"^\[[a-z]+\]")
MARKUP = [  # as in review-claims-33/check_gold.py
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


def words4(text):
    return {w.lower() for w in re.findall(r"[A-Za-z][A-Za-z_]{3,}", text)}


def main():
    show_words = "--words" in sys.argv[1:]
    if len(DOCS) != len(EXPECTED):
        bad("expected %d documents, got %d" % (len(EXPECTED), len(DOCS)))
    seen_claims = collections.Counter()
    subk = collections.Counter()
    kinds = collections.Counter()
    word_report = []
    for d, doc in enumerate(DOCS, 1):
        path = doc.get("path")
        if d <= len(EXPECTED) and path != EXPECTED[d - 1]:
            if path in SPARES:
                print("note: draft-%02d uses spare %s instead of %s" % (d, path, EXPECTED[d - 1]))
            else:
                bad("draft-%02d: document %s, expected %s" % (d, path, EXPECTED[d - 1]))
        p = os.path.join(CORPUS, path)
        if not os.path.isfile(p):
            bad("draft-%02d: document not found: %s" % (d, path))
            continue
        with open(p, encoding="utf-8") as fh:
            raw = fh.read()
        want = expected_heading(path, raw)
        got = (doc.get("kind"), int(doc.get("num", -1)), doc.get("title"))
        if want != got:
            bad("draft-%02d: heading %r does not match document (want %r)" % (d, got, want))
        sents = doc.get("sentences", [])
        if len(sents) != 4:
            bad("draft-%02d: %d sentences (want 4)" % (d, len(sents)))
        tops = {s.get("section", "").split(" (")[0] for s in sents}
        if len(tops) < 3:
            print("note: draft-%02d uses %d distinct top-level section(s)" % (d, len(tops)))
        rats = set()
        for s, sent in enumerate(sents, 1):
            sid = "d%02d-s%d" % (d, s)
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
            rats.add(rat)
            wc = len(rat.split())
            if not 12 <= wc <= 45:
                bad("%s: rationale has %d words (need 12-45)" % (sid, wc))
            extra = set(sent) - set(KINDS) - {"section", "start", "end"}
            if extra:
                bad("%s: unexpected keys %s" % (sid, sorted(extra)))
            if not sent.get("section"):
                bad("%s: no section" % sid)
            for kind in KINDS:
                val = sent.get(kind)
                if not (isinstance(val, tuple) and len(val) == 2
                        and all(isinstance(x, str) for x in val)):
                    bad("%s %s: not a (claim, note) tuple of strings" % (sid, kind))
                    continue
                claim, note = val
                kinds[kind] += 1
                seen_claims[claim] += 1
                if not claim or "\n" in claim or claim != claim.strip():
                    bad("%s %s: claim is not a clean single line" % (sid, kind))
                if claim[:1].islower():
                    bad("%s %s: claim starts with a lower-case letter" % (sid, kind))
                if not note.strip():
                    bad("%s %s: empty note" % (sid, kind))
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
                if kind in ("added", "overclaim") and show_words:
                    new = sorted(w for w in words4(claim) - words4(rat)
                                 if re.search(r"(?i)\b%s\b" % re.escape(w), raw))
                    word_report.append("%s %s: %s" % (sid, kind, ", ".join(new) if new else "-"))
    for c, n in seen_claims.items():
        if n > 1:
            bad("duplicate claim (%d times): %r" % (n, c))
    for k in KINDS:
        if kinds[k] != 4 * len(DOCS):
            bad("kind %s: %d claims (want %d)" % (k, kinds[k], 4 * len(DOCS)))
    if show_words:
        print("words of 4+ letters in added/overclaim claims, not in the rationale, found in the document:")
        for line in word_report:
            print("  " + line)
    print("documents: %d  sentences: %d  claims: %d" % (len(DOCS), sum(len(x["sentences"]) for x in DOCS),
                                                       sum(kinds.values())))
    print("kinds: " + ", ".join("%s=%d" % (k, kinds[k]) for k in KINDS))
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
