#!/usr/bin/env python3
"""Stdlib self-check for review-claims-34 part B (drafts 6-10).

Usage: python3 check_part_b.py [--words]

Checks: 5 documents in the assigned order (a spare may stand in the position
of the document it replaces), 4 sentences each, start anchor exactly once in
the raw file, end anchor found after it, 12-45 words, all five kinds present
as (claim, note) tuples, contradiction notes start with a valid sub-kind tag
and no other note starts with a tag, no markup in claims (review-claims-33's
check_gold.py MARKUP list), claims are clean single lines, no duplicate
claims, headings (kind/num/title) derivable from the document.  Prints the
contradiction sub-kind counts; exits non-zero on any problem.

--words lists, for every added and overclaim claim, each word of four or more
letters that is not in its rationale but occurs elsewhere in the document.
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
# (assigned document, spares allowed in its place)
SPARES = ["rust-rfcs/1983-nursery-deprecation.md",
          "rust-rfcs/3392-leadership-council/non-goals.md"]
ASSIGNED = [
    "rust-rfcs/2230-bury-description.md",
    "rust-rfcs/3935-Project-Goals-2026.md",
    "rust-rfcs/2509-byte-concat.md",
    "rust-rfcs/0563-remove-ndebug.md",
    "python-peps/pep-0745.rst",
]
FIRST_DRAFT = 6

problems = []


def bad(msg):
    problems.append(msg)


def expected_heading(path, raw):
    m = re.match(r"^python-peps/pep-(\d+)\.rst$", path)
    if m:
        tm = re.search(r"^Title: (.+)$", raw[:3000], re.M)
        return ("PEP", int(m.group(1)), tm.group(1).strip()) if tm else None
    m = re.match(r"^rust-rfcs/(\d+)-[^/]+", path)
    if m:
        first = next((l for l in raw.splitlines() if l.strip()), "")
        hm = re.match(r"^#+ (.+)$", first)
        if hm:
            title = hm.group(1).strip()
        else:
            title = re.sub(r"^\d+-", "", os.path.basename(path))[:-len(".md")]
        return ("RFC", int(m.group(1)), title)
    return None


def main():
    show_words = "--words" in sys.argv[1:]
    if len(DOCS) != 5:
        bad("expected 5 documents, got %d" % len(DOCS))
    used_spares = []
    for k, doc in enumerate(DOCS):
        if k < len(ASSIGNED) and doc["path"] != ASSIGNED[k]:
            if doc["path"] in SPARES and doc["path"] not in used_spares:
                used_spares.append(doc["path"])
                print("note: d%02d uses spare %s in place of %s" % (FIRST_DRAFT + k, doc["path"], ASSIGNED[k]))
            else:
                bad("d%02d: document %s is neither the assigned %s nor an unused spare" % (FIRST_DRAFT + k, doc["path"], ASSIGNED[k]))
    claims = collections.Counter()
    subk = collections.Counter()
    total = 0
    for k, doc in enumerate(DOCS):
        d = FIRST_DRAFT + k
        p = os.path.join(CORPUS, doc["path"])
        if not os.path.isfile(p):
            bad("d%02d: document not found: %s" % (d, doc["path"]))
            continue
        with open(p, encoding="utf-8") as fh:
            raw = fh.read()
        want = expected_heading(doc["path"], raw)
        if want is None or (doc["kind"], int(doc["num"]), doc["title"]) != want:
            bad("d%02d: heading %s %s: %s does not match %s" % (d, doc["kind"], doc["num"], doc["title"], want))
        if doc["kind"] == "RFC" and not re.match(r"^rust-rfcs/%s-" % re.escape(str(doc["num"])), doc["path"]):
            bad("d%02d: RFC num %r is not the four digits of the file name" % (d, doc["num"]))
        sents = doc["sentences"]
        if len(sents) != 4:
            bad("d%02d: %d sentences (want 4)" % (d, len(sents)))
        tops = collections.OrderedDict()
        doc_words = set(w.lower() for w in re.findall(r"[A-Za-z]{4,}", raw))
        for s, sent in enumerate(sents, 1):
            sid = "d%02d-s%d" % (d, s)
            tops[sent["section"].split(" (")[0]] = 1
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
            wc = len(rat.split())
            if not 12 <= wc <= 45:
                bad("%s: rationale has %d words" % (sid, wc))
            rat_words = set(w.lower() for w in re.findall(r"[A-Za-z]{4,}", rat))
            for kind in KINDS:
                val = sent.get(kind)
                if not (isinstance(val, tuple) and len(val) == 2 and all(isinstance(x, str) and x for x in val)):
                    bad("%s: %s is not a (claim, note) tuple of two non-empty strings" % (sid, kind))
                    continue
                claim, note = val
                total += 1
                claims[claim] += 1
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
                if show_words and kind in ("added", "overclaim"):
                    extra = sorted(w for w in set(x.lower() for x in re.findall(r"[A-Za-z]{4,}", claim))
                                   if w not in rat_words and w in doc_words)
                    print("words %s %-9s %s" % (sid, kind, ", ".join(extra) or "-"))
            extra_keys = set(sent) - set(KINDS) - {"section", "start", "end"}
            if extra_keys:
                bad("%s: unexpected keys %s" % (sid, sorted(extra_keys)))
            print("%s %-28s %2d words  %s" % (sid, sent["section"][:28], wc, sent["start"][:40].replace("\n", "\\n")))
        if len(tops) < 3:
            print("note: d%02d uses %d distinct top-level section(s): %s" % (d, len(tops), list(tops)))
    for c, n in claims.items():
        if n > 1:
            bad("duplicate claim: %r" % c)
    if total != 100:
        bad("expected 100 claims, got %d" % total)
    print("claims: %d" % total)
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
