#!/usr/bin/env python3
"""Stdlib self-check of review-claims-37 part B (drafts 06-10).

Usage: python3 check_part_b.py [--words]
Exits non-zero on any problem.  --words also lists, for every added and
overclaim claim, each word of four or more letters that is not in its
rationale but occurs elsewhere in the document (to be read by hand).
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
EXPECTED = [
    (6, "python-peps/pep-0281.rst"),
    (7, "python-peps/pep-0401.rst"),
    (8, "rust-rfcs/1548-global-asm.md"),
    (9, "rust-rfcs/0531-define-rfc-scope.md"),
    (10, "rust-rfcs/0026-remove-priv.md"),
]
SPARE = "rust-rfcs/0450-un-feature-gate-some-more-gates.md"  # not used
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
SUBKINDS = ["number", "entity", "direction", "negation", "roles"]
TAG_RE = re.compile(r"^\[(%s)\] \S" % "|".join(SUBKINDS))
ANY_TAG_RE = re.compile(r"^\[[A-Za-z_-]+\]")
MARKUP = [  # as in review-claims-36/check_gold.py
    ("backtick", re.compile(r"`")),
    ("asterisk", re.compile(r"\*")),
    ("url", re.compile(r"https?://|www\.", re.I)),
    ("reST role", re.compile(r":[a-z]+:`|:(pep|ref|mod|func|rfc|math):", re.I)),
    ("link/footnote syntax", re.compile(r"\]_|\[#|`_|<https?:|\]\(")),
    ("backslash", re.compile(r"\\")),
]
SENT_KEYS = {"section", "start", "end"} | set(KINDS)

problems = []


def bad(msg):
    problems.append(msg)


def expected_heading(path, raw):
    """(kind, num, title) by the rules of the brief."""
    if path.startswith("python-peps/"):
        num = str(int(re.search(r"pep-(\d+)", path).group(1)))
        title = re.search(r"^Title:\s*(.+)$", raw, re.M).group(1).strip()
        return "PEP", num, title
    fname = path.split("/", 1)[1]
    num = re.match(r"(\d{4})", fname).group(1)
    first = next(l for l in raw.splitlines() if l.strip())
    m = re.match(r"#+\s+(.*)", first)
    title = m.group(1).strip() if m else re.sub(r"^\d+-", "", fname[:-3])
    return "RFC", num, title


def top_section(path, raw, pos):
    """Top-level section heading the offset pos sits in."""
    lines = raw[:pos].split("\n")
    if path.endswith(".md"):
        for l in reversed(lines):
            if l.startswith("## "):
                return l[3:].strip()
        return None
    # reST (PEP): a heading line underlined with '=' only
    for k in range(len(lines) - 2, -1, -1):
        u = lines[k + 1]
        if lines[k].strip() and u and set(u) == {"="} and len(u) >= len(lines[k].strip()):
            return lines[k].strip()
    return None


def words4(text):
    return set(w.lower() for w in re.findall(r"[A-Za-z][A-Za-z'-]{3,}", text))


def main():
    show_words = "--words" in sys.argv[1:]
    if len(DOCS) != len(EXPECTED):
        bad("expected %d documents, got %d" % (len(EXPECTED), len(DOCS)))
    all_claims = collections.Counter()
    subk = collections.Counter()
    nclaims = 0
    for (draft, want_path), doc in zip(EXPECTED, DOCS):
        did = "d%02d" % draft
        if doc.get("path") != want_path:
            bad("%s: path %r (want %r)" % (did, doc.get("path"), want_path))
            continue
        raw = open(os.path.join(CORPUS, doc["path"]), encoding="utf-8").read()
        kind, num, title = expected_heading(doc["path"], raw)
        if (doc.get("kind"), doc.get("num"), doc.get("title")) != (kind, num, title):
            bad("%s: heading %r/%r/%r (want %r/%r/%r)" % (
                did, doc.get("kind"), doc.get("num"), doc.get("title"), kind, num, title))
        sents = doc.get("sentences", [])
        if len(sents) != 4:
            bad("%s: %d sentences (want 4)" % (did, len(sents)))
        sections = []
        spans = []
        for n, s in enumerate(sents, 1):
            sid = "%s-s%d" % (did, n)
            if set(s) != SENT_KEYS:
                bad("%s: keys %s" % (sid, sorted(set(s) ^ SENT_KEYS)))
            start, end = s.get("start", ""), s.get("end", "")
            c = raw.count(start) if start else 0
            if c != 1:
                bad("%s: start anchor found %d times: %r" % (sid, c, start))
                continue
            i = raw.index(start)
            j = raw.find(end, i + len(start)) if end else -1
            if j < 0:
                bad("%s: end anchor not found after start: %r" % (sid, end))
                continue
            text = raw[i:j + len(end)]
            wc = len(text.split())
            if not 12 <= wc <= 45:
                bad("%s: %d words (need 12-45)" % (sid, wc))
            if "\n\n" in text:
                bad("%s: rationale spans a blank line" % sid)
            for (a, b, other) in spans:
                if i < b and a < j + len(end):
                    bad("%s: cut overlaps %s" % (sid, other))
            spans.append((i, j + len(end), sid))
            actual = top_section(doc["path"], raw, i)
            field = s.get("section", "").split(" (")[0]
            if field != actual:
                bad("%s: section field %r, cut sits in %r" % (sid, s.get("section"), actual))
            sections.append(actual)
            print("%s  %-45s %2d words  %r" % (sid, s.get("section", "")[:45], wc, text[:50]))
            seen_here = set()
            for k in KINDS:
                v = s.get(k)
                if not (isinstance(v, tuple) and len(v) == 2
                        and all(isinstance(x, str) and x.strip() for x in v)):
                    bad("%s %s: not a (claim, note) tuple of two non-empty strings" % (sid, k))
                    continue
                claim, note = v
                nclaims += 1
                all_claims[claim] += 1
                if claim in seen_here:
                    bad("%s %s: same claim as another kind" % (sid, k))
                seen_here.add(claim)
                if "\n" in claim or claim != claim.strip():
                    bad("%s %s: claim not one clean line" % (sid, k))
                if "  " in claim:
                    bad("%s %s: double space in claim" % (sid, k))
                if not claim[0].isupper():
                    bad("%s %s: claim does not start with an upper-case letter" % (sid, k))
                if claim.strip() == text.strip():
                    bad("%s %s: claim equals its rationale" % (sid, k))
                for name, rx in MARKUP:
                    if rx.search(claim):
                        bad("%s %s: claim contains markup (%s): %r" % (sid, k, name, claim))
                if k == "contradiction":
                    m = TAG_RE.match(note)
                    if not m:
                        bad("%s contradiction: note lacks a valid sub-kind tag: %r" % (sid, note))
                    else:
                        subk[m.group(1)] += 1
                elif ANY_TAG_RE.match(note):
                    bad("%s %s: non-contradiction note starts with a tag: %r" % (sid, k, note))
                if show_words and k in ("added", "overclaim"):
                    new = sorted(w for w in words4(claim) - words4(text)
                                 if re.search(r"(?i)\b" + re.escape(w), raw))
                    print("    %s %-9s in doc, not in rationale: %s" % (sid, k, ", ".join(new) or "-"))
        distinct = sorted(set(x for x in sections if x))
        if len(distinct) < 3:
            print("note: %s uses %d distinct top-level section(s): %s"
                  % (did, len(distinct), ", ".join(distinct)))
    for c, n in all_claims.items():
        if n > 1:
            bad("duplicate claim (%d times): %r" % (n, c))
    print("documents: %d  claims: %d (want 100)" % (len(DOCS), nclaims))
    if nclaims != 100:
        bad("claims: %d (want 100)" % nclaims)
    print("contradiction sub-kinds: " + ", ".join("%s=%d" % (k, subk[k]) for k in SUBKINDS))
    for p in problems:
        print("FAIL: " + p)
    if problems:
        print("%d problem(s)" % len(problems))
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
