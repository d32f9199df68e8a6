#!/usr/bin/env python3
"""Self-check of review-claims-34 part D (drafts 16-20); stdlib only.

    python3 check_part_d.py           # checks, prints one line per sentence
    python3 check_part_d.py --words   # also lists, for every added/overclaim
                                      # claim, words (4+ letters) not in its
                                      # rationale that occur in the document

Exit status 1 on any problem.
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
    "rust-rfcs/3228-process-process_group.md",
    "python-peps/pep-0817.rst",
    "python-peps/pep-0336.rst",
    "rust-rfcs/0378-expr-macros.md",
    "python-peps/pep-0818.rst",
]
SPARES = ["python-peps/pep-0424.rst",
          "rust-rfcs/0558-require-parentheses-for-chained-comparisons.md"]
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
SUBKINDS = ["number", "entity", "direction", "negation", "roles"]
TAG_RE = re.compile(r"^\[(%s)\] \S" % "|".join(SUBKINDS))
ANY_TAG_RE = re.compile(r"^\[[a-z]+\]")
# same patterns as review-claims-33/check_gold.py
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
    """(kind, num, title) by the review-claims-33 rules."""
    if path.startswith("python-peps/"):
        m = re.search(r"^PEP:\s*(\d+)\s*$", raw, re.M)
        t = re.search(r"^Title:\s*(.+?)\s*$", raw, re.M)
        return "PEP", str(int(m.group(1))), t.group(1)
    comp = path.split("/")[1]
    num = re.match(r"\d+", comp).group(0)
    first = next(l for l in raw.splitlines() if l.strip())
    if re.match(r"#+\s", first):
        title = re.sub(r"^#+\s*", "", first).strip()
    else:
        title = re.sub(r"^\d+-", "", comp)
        title = re.sub(r"\.md$", "", title)
    return "RFC", num, title


def main():
    show_words = "--words" in sys.argv[1:]
    if len(DOCS) != 5:
        bad("expected 5 documents, got %d" % len(DOCS))
    seen_claims = {}
    subk = collections.Counter()
    total = 0
    for k, doc in enumerate(DOCS):
        draft = FIRST_DRAFT + k
        path = doc.get("path")
        if k < len(EXPECTED) and path != EXPECTED[k]:
            if path in SPARES:
                print("note: d%02d uses spare %s in place of %s" % (draft, path, EXPECTED[k]))
            else:
                bad("d%02d: path %r, want %r (or a spare)" % (draft, path, EXPECTED[k]))
        try:
            with open(os.path.join(CORPUS, path), encoding="utf-8") as fh:
                raw = fh.read()
        except OSError as e:
            bad("d%02d: cannot read %s: %s" % (draft, path, e))
            continue
        kind, num, title = expected_heading(path, raw)
        if (doc.get("kind"), str(doc.get("num")), doc.get("title")) != (kind, num, title):
            bad("d%02d: heading %s %s: %s, want %s %s: %s"
                % (draft, doc.get("kind"), doc.get("num"), doc.get("title"), kind, num, title))
        sents = doc.get("sentences", [])
        if len(sents) != 4:
            bad("d%02d: %d sentences (want 4)" % (draft, len(sents)))
        tops = set()
        rats = set()
        words_doc = set(w.lower() for w in re.findall(r"[A-Za-z][A-Za-z_]{3,}", raw))
        for s, sent in enumerate(sents, 1):
            sid = "d%02d-s%d" % (draft, s)
            sec = sent.get("section", "")
            if not sec:
                bad("%s: no section" % sid)
            tops.add(sec.split(" (")[0])
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
            wc = len(rat.split())
            if not 12 <= wc <= 45:
                bad("%s: rationale has %d words (need 12-45)" % (sid, wc))
            if rat in rats:
                bad("%s: rationale repeated within the document" % sid)
            rats.add(rat)
            rat_words = set(w.lower() for w in re.findall(r"[A-Za-z][A-Za-z_]{3,}", rat))
            for kd in KINDS:
                v = sent.get(kd)
                if not (isinstance(v, tuple) and len(v) == 2
                        and all(isinstance(x, str) and x.strip() for x in v)):
                    bad("%s %s: not a (claim, note) tuple of non-empty strings" % (sid, kd))
                    continue
                claim, note = v
                total += 1
                if "\n" in claim or claim != claim.strip() or "  " in claim:
                    bad("%s %s: claim not a clean single line" % (sid, kd))
                if claim[0].islower():
                    bad("%s %s: claim starts with a lower-case letter" % (sid, kd))
                for name, rx in MARKUP:
                    if rx.search(claim):
                        bad("%s %s: claim contains markup (%s): %r" % (sid, kd, name, claim))
                if kd == "contradiction":
                    m = TAG_RE.match(note)
                    if not m:
                        bad("%s: contradiction note lacks sub-kind tag: %r" % (sid, note))
                    else:
                        subk[m.group(1)] += 1
                elif ANY_TAG_RE.match(note):
                    bad("%s %s: non-contradiction note starts with a tag: %r" % (sid, kd, note))
                key = claim.strip().lower()
                if key in seen_claims:
                    bad("%s %s: duplicate claim (also %s)" % (sid, kd, seen_claims[key]))
                seen_claims[key] = "%s %s" % (sid, kd)
                if show_words and kd in ("added", "overclaim"):
                    cw = set(w.lower() for w in re.findall(r"[A-Za-z][A-Za-z_]{3,}", claim))
                    hits = sorted((cw - rat_words) & words_doc)
                    print("  words %s %s: %s" % (sid, kd, ", ".join(hits) if hits else "-"))
            print("%s [%s] %d words: %s" % (sid, sec, wc, rat.replace("\n", " ")[:70]))
        if len(tops) < 3:
            print("note: d%02d uses %d distinct top-level section(s): %s"
                  % (draft, len(tops), sorted(tops)))
    print("claims: %d" % total)
    print("contradiction sub-kinds: " + ", ".join("%s=%d" % (s, subk[s]) for s in SUBKINDS))
    if total != 100:
        bad("expected 100 claims, got %d" % total)
    if problems:
        print("%d problem(s)" % len(problems))
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
