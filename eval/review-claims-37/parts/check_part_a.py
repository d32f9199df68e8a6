# -*- coding: utf-8 -*-
"""Self-check of review-claims-37 part A (drafts 01-05); python3 stdlib only.

    python3 parts/check_part_a.py           # checks; exit 1 on any problem
    python3 parts/check_part_a.py --words   # also list, for every added and
        # overclaim claim, each word of 4+ letters that is not in its
        # rationale but occurs in the document (to read the hits by hand)
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
    "python-peps/pep-0228.rst",
    "rust-rfcs/1492-dotdot-in-patterns.md",
    "rust-rfcs/0130-box-not-special.md",
    "rust-rfcs/3239-cfg-target.md",
    "rust-rfcs/1268-allow-overlapping-impls-on-marker-traits.md",
]
FIRST_DRAFT = 1
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
SUBKINDS = ["number", "entity", "direction", "negation", "roles"]
TAG_RE = re.compile(r"^\[(%s)\] \S" % "|".join(SUBKINDS))
ANY_TAG_RE = re.compile(r"^\[[^\]]*\]")
# the MARKUP list of review-claims-36/check_gold.py
MARKUP = [
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


def top_sections(raw, kind):
    """List of (offset, title) of the top-level sections of a document."""
    out = []
    if kind == "RFC":
        for m in re.finditer(r"^## +(.+?)\s*$", raw, re.M):
            out.append((m.start(), m.group(1)))
    else:  # PEP: a title line underlined with '=' only
        lines = raw.split("\n")
        pos = 0
        for i, line in enumerate(lines):
            if (i + 1 < len(lines) and line.strip() and
                    re.fullmatch(r"=+", lines[i + 1]) and
                    len(lines[i + 1]) >= len(line.rstrip())):
                out.append((pos, line.strip()))
            pos += len(line) + 1
    return out


def section_at(secs, offset):
    name = None
    for off, title in secs:
        if off <= offset:
            name = title
    return name


def expected_heading(path, raw):
    if path.startswith("python-peps/"):
        num = str(int(re.search(r"pep-(\d+)", path).group(1)))
        m = re.search(r"^Title:\s*(.+?)\s*$", raw, re.M)
        return "PEP", num, m.group(1)
    fname = path.split("/", 1)[1]
    num = fname[:4]
    first = next((l for l in raw.splitlines() if l.strip()), "")
    if first.startswith("#"):
        title = first.lstrip("#").strip()
    else:
        title = re.sub(r"^\d+-", "", fname)[:-3]
    return "RFC", num, title


def main():
    words_mode = "--words" in sys.argv[1:]
    if [d["path"] for d in DOCS] != EXPECTED:
        bad("documents %r (want %r)" % ([d["path"] for d in DOCS], EXPECTED))
    seen = {}
    subk = collections.Counter()
    nclaims = 0
    for di, doc in enumerate(DOCS):
        draft = "d%02d" % (FIRST_DRAFT + di)
        raw = open(os.path.join(CORPUS, doc["path"]), encoding="utf-8").read()
        kind, num, title = expected_heading(doc["path"], raw)
        if (doc.get("kind"), doc.get("num"), doc.get("title")) != (kind, num, title):
            bad("%s: heading %r (want %r)" % (draft, (doc.get("kind"), doc.get("num"), doc.get("title")), (kind, num, title)))
        secs = top_sections(raw, kind)
        if len(doc["sentences"]) != 4:
            bad("%s: %d sentences (want 4)" % (draft, len(doc["sentences"])))
        spans = []
        used_secs = []
        for si, s in enumerate(doc["sentences"]):
            sid = "%s-s%d" % (draft, si + 1)
            if set(s) != SENT_KEYS:
                bad("%s: keys %r" % (sid, sorted(s)))
            n = raw.count(s["start"])
            if n != 1:
                bad("%s: start anchor found %d times: %r" % (sid, n, s["start"]))
                continue
            i = raw.index(s["start"])
            j = raw.find(s["end"], i + len(s["start"]))
            if j < 0:
                bad("%s: end anchor not found after start: %r" % (sid, s["end"]))
                continue
            text = raw[i:j + len(s["end"])]
            wc = len(text.split())
            if not 12 <= wc <= 45:
                bad("%s: %d words (need 12-45)" % (sid, wc))
            if "\n\n" in text:
                bad("%s: rationale spans a blank line" % sid)
            for a, b in spans:
                if i < b and a < i + len(text):
                    bad("%s: cut overlaps another cut of the draft" % sid)
            spans.append((i, i + len(text)))
            actual = section_at(secs, i)
            used_secs.append(actual)
            if actual is None or not s["section"].startswith(actual):
                bad("%s: section field %r, cut sits in %r" % (sid, s["section"], actual))
            print("%s  %2d words  [%s]  %s" % (sid, wc, actual, " ".join(text.split())[:60]))
            low_doc = raw.lower()
            low_text = text.lower()
            for k in KINDS:
                v = s.get(k)
                if not (isinstance(v, tuple) and len(v) == 2 and all(isinstance(x, str) for x in v)):
                    bad("%s %s: not a (claim, note) tuple" % (sid, k))
                    continue
                claim, note = v
                nclaims += 1
                if "\n" in claim or claim != claim.strip() or not claim:
                    bad("%s %s: claim is not a clean single line" % (sid, k))
                if "  " in claim:
                    bad("%s %s: double space in claim" % (sid, k))
                if not claim[:1].isupper():
                    bad("%s %s: claim does not start with an upper-case letter" % (sid, k))
                for name, rx in MARKUP:
                    if rx.search(claim):
                        bad("%s %s: claim contains markup (%s): %r" % (sid, k, name, claim))
                if " ".join(claim.split()) == " ".join(text.split()):
                    bad("%s %s: claim equals its rationale" % (sid, k))
                if claim in seen:
                    bad("%s %s: duplicate claim (also %s)" % (sid, k, seen[claim]))
                seen[claim] = "%s %s" % (sid, k)
                if not note.strip():
                    bad("%s %s: empty note" % (sid, k))
                if k == "contradiction":
                    m = TAG_RE.match(note)
                    if not m:
                        bad("%s: contradiction note lacks a valid tag: %r" % (sid, note))
                    else:
                        subk[m.group(1)] += 1
                elif ANY_TAG_RE.match(note):
                    bad("%s %s: non-contradiction note starts with a tag: %r" % (sid, k, note))
                if words_mode and k in ("added", "overclaim"):
                    ws = sorted(set(w.lower() for w in re.findall(r"[A-Za-z][A-Za-z_]{3,}", claim)))
                    hits = [w for w in ws if w not in low_text and w in low_doc]
                    new = [w for w in ws if w not in low_doc]
                    print("    %-9s in doc, not in cut: %s" % (k, ", ".join(hits) or "-"))
                    print("    %-9s not in doc at all: %s" % ("", ", ".join(new) or "-"))
        distinct = sorted(set(x for x in used_secs if x))
        if len(distinct) < 3:
            print("note: %s uses %d distinct top-level section(s): %s" % (draft, len(distinct), ", ".join(distinct)))
    print("claims: %d (want 100)" % nclaims)
    if nclaims != 100:
        bad("claims: %d (want 100)" % nclaims)
    print("contradiction sub-kinds: " + ", ".join("%s=%d" % (k, subk[k]) for k in SUBKINDS))
    if problems:
        for p in problems:
            print("FAIL: " + p)
        print("%d problem(s)" % len(problems))
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
