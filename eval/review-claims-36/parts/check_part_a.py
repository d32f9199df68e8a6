#!/usr/bin/env python3
"""Stdlib self-check of review-claims-36 part A (drafts 01-05).

Usage: python3 check_part_a.py [--words]
  --words  also list, for every added and overclaim claim, each word of four
           or more letters that is not in its rationale but occurs in the
           document (to be read by hand).
Exits non-zero on any problem.
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
    "python-peps/pep-0002.rst",
    "rust-rfcs/1498-ipv6addr-octets.md",
    "rust-rfcs/1651-movecell.md",
    "rust-rfcs/1307-osstring-methods.md",
    "rust-rfcs/2341-const-locals.md",
]
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
        return ("PEP", str(int(m.group(1))), tm.group(1).strip() if tm else None)
    m = re.match(r"^rust-rfcs/(\d+)-[^/]+\.md$", path)
    if m:
        first = next((l for l in raw.splitlines() if l.strip()), "")
        hm = re.match(r"^#+ (.+)$", first)
        title = hm.group(1).strip() if hm else re.sub(r"^\d+-", "", os.path.basename(path))[:-3]
        return ("RFC", m.group(1), title)
    return None


def top_sections(path, raw):
    """(offset, name) of each top-level section heading in the raw file."""
    out = []
    if path.endswith(".md"):
        for m in re.finditer(r"^## (.+)$", raw, re.M):
            out.append((m.start(), m.group(1).strip()))
    else:
        lines = raw.split("\n")
        pos = 0
        for i, line in enumerate(lines):
            if (i + 1 < len(lines) and line.strip() and re.match(r"^=+$", lines[i + 1])
                    and len(lines[i + 1]) >= len(line.rstrip())):
                out.append((pos, line.strip()))
            pos += len(line) + 1
    return out


def section_at(secs, offset):
    name = None
    for off, n in secs:
        if off <= offset:
            name = n
    return name


def main():
    words_mode = "--words" in sys.argv[1:]
    sub = collections.Counter()
    claims_seen = {}
    n_claims = 0
    paths = [d.get("path") for d in DOCS]
    if paths != EXPECTED:
        bad("documents/order differ: %r (want %r)" % (paths, EXPECTED))
    for di, doc in enumerate(DOCS, 1):
        path = doc.get("path")
        fp = os.path.join(CORPUS, path or "")
        if not path or not os.path.isfile(fp):
            bad("d%02d: document not found: %r" % (di, path))
            continue
        with open(fp, encoding="utf-8") as fh:
            raw = fh.read()
        exp = expected_heading(path, raw)
        got = (doc.get("kind"), str(doc.get("num")), doc.get("title"))
        if exp != got:
            bad("d%02d: heading %r (want %r)" % (di, got, exp))
        secs = top_sections(path, raw)
        sents = doc.get("sentences", [])
        if len(sents) != 4:
            bad("d%02d: %d sentences (want 4)" % (di, len(sents)))
        used_sections = []
        cuts = []
        for si, s in enumerate(sents, 1):
            sid = "d%02d-s%d" % (di, si)
            start, end = s.get("start", ""), s.get("end", "")
            n = raw.count(start) if start else 0
            text = None
            if n != 1:
                bad("%s: start anchor found %d times: %r" % (sid, n, start))
            else:
                i = raw.index(start)
                j = raw.find(end, i + len(start)) if end else -1
                if j < 0:
                    bad("%s: end anchor not found after start: %r" % (sid, end))
                else:
                    text = raw[i:j + len(end)]
                    wc = len(text.split())
                    if not 12 <= wc <= 45:
                        bad("%s: %d words (need 12-45)" % (sid, wc))
                    real = section_at(secs, i)
                    field = s.get("section", "")
                    if real is None or not field.startswith(real):
                        bad("%s: section field %r but the cut sits in %r" % (sid, field, real))
                    used_sections.append(real)
                    for other, (a, b) in cuts:
                        if i < b and a < j + len(end):
                            bad("%s: cut overlaps %s" % (sid, other))
                    cuts.append((sid, (i, j + len(end))))
                    print("%s  %2d words  %-28s %s" % (sid, wc, real, " ".join(text.split())[:60]))
            for k in KINDS:
                v = s.get(k)
                if not (isinstance(v, tuple) and len(v) == 2 and all(isinstance(x, str) and x.strip() for x in v)):
                    bad("%s: %s is not a (claim, note) tuple of non-empty strings" % (sid, k))
                    continue
                claim, note = v
                n_claims += 1
                if "\n" in claim or "\r" in claim or claim != claim.strip() or "  " in claim:
                    bad("%s %s: claim is not one clean line" % (sid, k))
                if not claim[0].isupper():
                    bad("%s %s: claim does not start with an upper-case letter" % (sid, k))
                for name, rx in MARKUP:
                    if rx.search(claim):
                        bad("%s %s: claim contains markup (%s)" % (sid, k, name))
                key = claim.strip().lower()
                if key in claims_seen:
                    bad("%s %s: duplicate claim (also %s)" % (sid, k, claims_seen[key]))
                claims_seen[key] = "%s %s" % (sid, k)
                if text is not None and " ".join(claim.split()) == " ".join(text.split()):
                    bad("%s %s: claim equals its rationale" % (sid, k))
                if k == "contradiction":
                    m = TAG_RE.match(note)
                    if not m:
                        bad("%s: contradiction note lacks a valid sub-kind tag: %r" % (sid, note[:40]))
                    else:
                        sub[m.group(1)] += 1
                elif ANY_TAG_RE.match(note):
                    bad("%s %s: non-contradiction note starts with a tag: %r" % (sid, k, note[:40]))
                if words_mode and k in ("added", "overclaim") and text is not None:
                    rat = set(w.lower() for w in re.findall(r"[A-Za-z]+", text))
                    doc_words = set(w.lower() for w in re.findall(r"[A-Za-z]+", raw))
                    new = sorted(set(w.lower() for w in re.findall(r"[A-Za-z]+", claim)
                                     if len(w) >= 4 and w.lower() not in rat and w.lower() in doc_words))
                    print("    --words %s %-9s %s" % (sid, k, ", ".join(new) or "-"))
        distinct = len(set(x for x in used_sections if x))
        if distinct < 3:
            print("note: d%02d uses %d distinct top-level sections (fewer than three)" % (di, distinct))
    if n_claims != 100:
        bad("expected 100 claims, got %d" % n_claims)
    print("claims: %d" % n_claims)
    print("contradiction sub-kinds: " + ", ".join("%s=%d" % (k, sub[k]) for k in SUBKINDS))
    for p in problems:
        print("FAIL: " + p)
    if problems:
        print("%d problem(s)" % len(problems))
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
