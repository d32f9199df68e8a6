#!/usr/bin/env python3
"""Stdlib self-check for review-claims-36, part C (drafts 11-15).

Usage: python3 check_part_c.py [--words]
  --words  also list, for every added/overclaim claim, each word of four or
           more letters that is not in its rationale but occurs in the document.
Exits non-zero on any problem.
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
EXPECTED = [  # (draft number, path)
    (11, "python-peps/pep-0217.rst"),
    (12, "rust-rfcs/1096-remove-static-assert.md"),
    (13, "rust-rfcs/0702-rangefull-expression.md"),
    (14, "rust-rfcs/2471-lint-test-inner-function.md"),
    (15, "rust-rfcs/2296-option-replace.md"),
]
SPARE = "rust-rfcs/0531-define-rfc-scope.md"
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
SUBKINDS = ["number", "entity", "direction", "negation", "roles"]
TAG_RE = re.compile(r"^\[(%s)\] \S" % "|".join(SUBKINDS))
ANY_TAG_RE = re.compile(r"^\[[a-z]+\]")
MARKUP = [  # the patterns of review-claims-35/check_gold.py
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


def top_sections(path, raw):
    """[(offset, name)] of the top-level sections of a raw file."""
    out = []
    if path.endswith(".md"):
        for m in re.finditer(r"^## (.+)$", raw, re.M):
            out.append((m.start(), m.group(1).strip()))
    else:
        lines = raw.split("\n")
        off = 0
        for i, line in enumerate(lines):
            if (i + 1 < len(lines) and line.strip() and re.match(r"^=+$", lines[i + 1])
                    and len(lines[i + 1]) >= len(line.rstrip())):
                out.append((off, line.strip()))
            off += len(line) + 1
    return out


def words(text):
    return [w.lower() for w in re.findall(r"[A-Za-z][A-Za-z_']{3,}", text)]


def main():
    show_words = "--words" in sys.argv[1:]
    if [d["path"] for d in DOCS] != [p for _, p in EXPECTED]:
        bad("documents not in the given order: %s" % [d["path"] for d in DOCS])
    if any(d["path"] == SPARE for d in DOCS):
        print("note: the spare %s is used" % SPARE)
    claims = collections.Counter()
    subk = collections.Counter()
    nclaims = 0
    word_lines = []
    for (dn, _), doc in zip(EXPECTED, DOCS):
        path = doc["path"]
        p = os.path.join(CORPUS, path)
        if not os.path.isfile(p):
            bad("d%02d: document not found: %s" % (dn, path))
            continue
        with open(p, encoding="utf-8") as fh:
            raw = fh.read()
        kind, num, title = expected_heading(path, raw)
        if (doc.get("kind"), str(doc.get("num")), doc.get("title")) != (kind, num, title):
            bad("d%02d: heading fields %r/%r/%r, want %r/%r/%r"
                % (dn, doc.get("kind"), doc.get("num"), doc.get("title"), kind, num, title))
        sents = doc.get("sentences", [])
        if len(sents) != 4:
            bad("d%02d: %d sentences (want 4)" % (dn, len(sents)))
        secs = top_sections(path, raw)
        doc_words = set(words(raw))
        used_secs = set()
        for s, sent in enumerate(sents, 1):
            sid = "d%02d-s%d" % (dn, s)
            rat = None
            n = raw.count(sent["start"])
            if n != 1:
                bad("%s: start anchor found %d times: %r" % (sid, n, sent["start"]))
            else:
                i = raw.index(sent["start"])
                j = raw.find(sent["end"], i + len(sent["start"]))
                if j < 0:
                    bad("%s: end anchor not found after start: %r" % (sid, sent["end"]))
                else:
                    rat = raw[i:j + len(sent["end"])]
                    wc = len(rat.split())
                    if not 12 <= wc <= 45:
                        bad("%s: rationale has %d words" % (sid, wc))
                    before = [name for off, name in secs if off <= i]
                    actual = before[-1] if before else None
                    if actual != sent["section"]:
                        bad("%s: section field %r, but the cut sits in %r" % (sid, sent["section"], actual))
                    used_secs.add(actual)
                    print("%s  %2d words  %-28s %s" % (sid, wc, sent["section"], " ".join(rat.split())[:60]))
            # claims are checked even when an anchor failed
            for k in KINDS:
                v = sent.get(k)
                if not (isinstance(v, tuple) and len(v) == 2 and all(isinstance(x, str) and x for x in v)):
                    bad("%s %s: not a (claim, note) tuple of two non-empty strings" % (sid, k))
                    continue
                claim, note = v
                nclaims += 1
                claims[claim] += 1
                if "\n" in claim or claim != claim.strip():
                    bad("%s %s: claim is not a clean single line" % (sid, k))
                if not claim[:1].isupper():
                    bad("%s %s: claim does not start with an upper-case letter" % (sid, k))
                for name, rx in MARKUP:
                    if rx.search(claim):
                        bad("%s %s: claim contains markup (%s): %r" % (sid, k, name, claim))
                if k == "contradiction":
                    m = TAG_RE.match(note)
                    if not m:
                        bad("%s: contradiction note lacks a sub-kind tag: %r" % (sid, note))
                    else:
                        subk[m.group(1)] += 1
                elif ANY_TAG_RE.match(note):
                    bad("%s %s: note starts with a tag: %r" % (sid, k, note))
                if show_words and k in ("added", "overclaim") and rat is not None:
                    new = sorted({w for w in words(claim) if w not in set(words(rat)) and w in doc_words})
                    word_lines.append("%s %-9s %s" % (sid, k, ", ".join(new) or "-"))
            for k in sent:
                if k not in KINDS + ["section", "start", "end"]:
                    bad("%s: unexpected key %r" % (sid, k))
        if len(used_secs) < 3:
            print("note: d%02d uses %d distinct top-level section(s): %s"
                  % (dn, len(used_secs), ", ".join(sorted(s for s in used_secs if s))))
    for c, n in claims.items():
        if n > 1:
            bad("duplicate claim (%d times): %r" % (n, c))
    print("claims: %d  (want 100)" % nclaims)
    if nclaims != 100:
        bad("expected 100 claims, got %d" % nclaims)
    print("contradiction sub-kinds: " + ", ".join("%s=%d" % (k, subk[k]) for k in SUBKINDS))
    if show_words:
        print("-- added/overclaim words (4+ letters) not in the rationale but in the document:")
        for line in word_lines:
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
