#!/usr/bin/env python3
"""Self-check of review-claims-42 part C (drafts 11-15), stdlib only.

    python3 -B parts/check_part_c.py [--words]

Adapted from review-claims-39's parts/check_part_c.py (npm package READMEs
under /work/main/node_modules, computed from this file's location).
Differences from it: the assigned documents (pluralize/Readme.md replaced
by json-schema-traverse/README.md, with a printed count of pluralize's prose
sentences of 12-45 words as the reason); the title is read as review-claims-39's
check_gold.py reads it (images, links, HTML and code marks read away, also
reference-style images), then trailing symbol characters (an emoji such as
nearley's link arrow) are dropped, and the title must also be a start of
check_gold.py's own reading; num must equal the folder name; the section of
a cut under the README's first heading is the title.

Checks: the five assigned documents in order; 4 sentences each; the section
field equals the nearest heading above the cut (ATX or "="/"-"-underlined,
outside code fences), and no heading lies inside the cut; the cut is not
inside a fenced code block; start anchor found exactly once in the raw file,
end anchor found after it; 12-45 words (whitespace split of the raw cut); no
blank line inside a cut; no overlapping cuts; kind/num/title derived from
the document (kind "README", num = the folder name, which must equal the
package.json name, title = the first heading read away as above, or the
package name if nothing is left); all five kinds present as (claim, note)
tuples of strings; contradiction notes start with a sub-kind tag, no other
note starts with a bracketed tag; no markup in claims (the MARKUP list of
review-claims-38's check_gold.py); claims are clean single lines starting
with an upper-case letter, without double spaces, not equal to their
rationale; no duplicate claims; the contradiction sub-kind counts lie in the
target ranges.  Prints the sub-kind counts and exits non-zero on any
problem.  --words lists, for every added and overclaim claim, each word of
four or more letters that is not in its rationale but occurs elsewhere in
the document.
"""
import collections
import json
import unicodedata
import os
import re
import sys
from pathlib import Path

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from part_c import DOCS  # noqa: E402

ROOT = Path(__file__).resolve().parents[3] / "node_modules"
EXPECTED = [
    "nearley/README.md",
    "object-inspect/readme.markdown",
    "pako/README.md",
    "json-schema-traverse/README.md",
    "randexp/README.md",
]
# assigned document -> the replacement the brief names (too little prose)
REPLACED = {"pluralize/Readme.md": "json-schema-traverse/README.md"}
FIRST_DRAFT = 11
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
SUBKINDS = ["number", "entity", "direction", "negation", "roles"]
# target ranges of the brief (per part of 20 contradictions)
SUBKIND_RANGE = {"number": (3, 4), "entity": (2, 3), "direction": (4, 4),
                 "negation": (5, 6), "roles": (3, 4)}
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
# sentence ids allowed 8-11 words (none in this part)
SHORT_OK = set()
BADGES = [
    re.compile(r"\[!\[[^\]]*\]\([^)]*\)\]\([^)]*\)"),   # [![alt](img)](link)
    re.compile(r"\[!\[[^\]]*\]\[[^\]]*\]\]\[[^\]]*\]"),  # [![alt][ref]][ref]
    re.compile(r"!\[[^\]]*\]\([^)]*\)"),                # ![alt](img)
    re.compile(r"!\[[^\]]*\]\[[^\]]*\]"),              # ![alt][ref]
]
FENCE_RE = re.compile(r"^ {0,3}(```|~~~)")

problems = []


def bad(msg):
    problems.append(msg)


def strip_badges(text):
    for rx in BADGES:
        text = rx.sub("", text)
    return " ".join(text.split())


def headings(raw):
    """[(offset, end_offset, text, raw_text)] of the Markdown headings outside fences.

    ATX headings: a line starting with 1-6 '#' and a space; the text is the
    rest of the line with a closing '#' sequence removed.  Underlined
    headings: a non-blank line (not itself a heading) followed by a line of
    '=' or '-' only.  Badge images are removed from the text.
    """
    out = []
    lines = raw.split("\n")
    offs = []
    pos = 0
    for ln in lines:
        offs.append(pos)
        pos += len(ln) + 1
    in_fence = False
    fenced = []
    for ln in lines:
        if FENCE_RE.match(ln):
            fenced.append(True)
            in_fence = not in_fence
            continue
        fenced.append(in_fence)
    for k, ln in enumerate(lines):
        if fenced[k]:
            continue
        m = re.match(r"^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$", ln)
        if m:
            out.append((offs[k], offs[k] + len(ln), strip_badges(m.group(2)), m.group(2)))
            continue
        if (ln.strip() and k + 1 < len(lines) and not fenced[k + 1]
                and re.match(r"^ {0,3}(=+|-+)\s*$", lines[k + 1])
                and not re.match(r"^ {0,3}[-*+>|]", ln)):
            out.append((offs[k], offs[k + 1] + len(lines[k + 1]), strip_badges(ln), ln))
    return out


def fence_spans(raw):
    spans = []
    start = None
    pos = 0
    for ln in raw.split("\n"):
        if FENCE_RE.match(ln):
            if start is None:
                start = pos
            else:
                spans.append((start, pos + len(ln)))
                start = None
        pos += len(ln) + 1
    return spans


def read_away(text):
    """Heading text with images, links, HTML and code marks read away."""
    text = strip_badges(text)
    text = re.sub(r"<[^>]+>|`", "", text)
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)   # [text](url)
    text = re.sub(r"\[([^\]]*)\]\[[^\]]*\]", r"\1", text)  # [text][ref]
    text = " ".join(text.split())
    # trailing symbols (emoji, arrows) and their variation selectors
    while text and (unicodedata.category(text[-1])[0] == "S"
                    or unicodedata.category(text[-1]) in ("Mn", "Cf")
                    or text[-1].isspace()):
        text = text[:-1]
    return text


def check_gold_title(raw, package):
    """The title as review-claims-39's check_gold.py derives it (copied)."""
    first = None
    fence = None
    lines = raw.splitlines()
    for k, line in enumerate(lines):
        f = re.match(r"^ {0,3}(`{3,}|~{3,})", line)
        if fence:
            if f and f.group(1)[0] == fence:
                fence = None
            continue
        if f:
            fence = f.group(1)[0]
            continue
        if re.match(r"^#{1,6} ", line):
            first = line
            break
        if line.strip() and k + 1 < len(lines) and re.match(r"^(=+|-+)\s*$", lines[k + 1]) and not re.match(r"^[-*+] |^>", line):
            first = "# " + line
            break
    if first is None:
        return package
    text = re.sub(r"^#+ ", "", first)
    text = re.sub(r"\[!\[[^\]]*\]\([^)]*\)\]\([^)]*\)|!\[[^\]]*\]\([^)]*\)|<[^>]+>|`", "", text)
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text).strip()
    return text


def expected_heading(path, raw):
    """(kind, num, title) for a README: folder name and first heading."""
    folder = path.split("/")[0]
    with open(ROOT / folder / "package.json", encoding="utf-8") as fh:
        name = json.load(fh).get("name")
    if name != folder:
        bad("%s: package.json name %r differs from the folder name" % (path, name))
    hs = headings(raw)
    title = read_away(hs[0][3]) if hs else ""
    title = title or folder
    cg = check_gold_title(raw, folder)
    if not cg.startswith(title):
        bad("%s: title %r is not a start of check_gold's reading %r" % (path, title, cg))
    return "README", folder, title


def section_at(raw, pos, title):
    """Text of the nearest heading that starts before offset pos.

    Under the first heading this is the title; otherwise the heading text as
    written (minus the #s and badge images)."""
    sec = None
    for k, (start, _end, text, _raw) in enumerate(headings(raw)):
        if start <= pos:
            sec = title if k == 0 else text
        else:
            break
    return sec


def prose_sentences(raw):
    """Rough count of prose sentences of 12-45 words: text outside fences,
    headings, badge lines and reference-link definitions, split into
    paragraphs and list items (the list or quote marker dropped, since a cut
    starts after it), then at sentence ends."""
    fences = fence_spans(raw)
    heads = headings(raw)
    keep = []
    pos = 0
    for ln in raw.split("\n"):
        a, b = pos, pos + len(ln)
        pos = b + 1
        if any(x <= a < y for x, y in fences) or any(x <= a <= y for x, y, _t, _r in heads):
            continue
        if re.match(r"^\s*(\[[^\]]+\]:|!?\[!\[)", ln) or ln.startswith("    "):
            keep.append("")
            continue
        keep.append(ln)
    blocks = re.split(r"\n\s*\n|\n(?=\s*(?:[-*+]|\d+\.)\s)", "\n".join(keep))
    out = []
    for blk in blocks:
        blk = re.sub(r"^\s*(?:[-*+>]|\d+\.)\s+", "", blk)  # list/quote marker
        for sent in re.split(r"(?<=[.!?])\s+(?=[A-Z])", " ".join(blk.split())):
            if 12 <= len(sent.split()) <= 45:
                out.append(sent)
    return out


def main():
    words_mode = "--words" in sys.argv[1:]
    paths = [d.get("path") for d in DOCS]
    if paths != EXPECTED:
        bad("documents %r (want %r)" % (paths, EXPECTED))
    print("documents: %d  (root: %s)" % (len(DOCS), ROOT))
    claims_seen = collections.Counter()
    subk = collections.Counter()
    n_claims = 0
    for di, doc in enumerate(DOCS):
        draft = FIRST_DRAFT + di
        p = ROOT / doc["path"]
        if not p.is_file():
            bad("d%02d: document not found: %s" % (draft, doc["path"]))
            continue
        with open(p, encoding="utf-8") as fh:
            raw = fh.read()
        kind, num, title = expected_heading(doc["path"], raw)
        if (doc.get("kind"), doc.get("num"), doc.get("title")) != (kind, num, title):
            bad("d%02d: kind/num/title %r (want %r)" % (draft, (doc.get("kind"), doc.get("num"), doc.get("title")), (kind, num, title)))
        sents = doc.get("sentences", [])
        if len(sents) != 4:
            bad("d%02d: %d sentences (want 4)" % (draft, len(sents)))
        spans = []
        sections = []
        heads = headings(raw)
        fences = fence_spans(raw)
        print("d%02d %s %s: %s" % (draft, kind, num, title))
        for si, s in enumerate(sents, 1):
            sid = "d%02d-s%d" % (draft, si)
            n = raw.count(s["start"])
            if n != 1:
                bad("%s: start anchor found %d times: %r" % (sid, n, s["start"]))
                continue
            i = raw.index(s["start"])
            j = raw.find(s["end"], i + len(s["start"]))
            if j < 0:
                bad("%s: end anchor not found after start: %r" % (sid, s["end"]))
                continue
            e = j + len(s["end"])
            rat = raw[i:e]
            wc = len(rat.split())
            lo = 8 if sid in SHORT_OK else 12
            if not lo <= wc <= 45:
                bad("%s: %d words (need %d-45)" % (sid, wc, lo))
            if re.search(r"\n[ \t]*\n", rat):
                bad("%s: rationale spans a blank line" % sid)
            for (a, b, other) in spans:
                if i < b and a < e:
                    bad("%s: cut overlaps %s" % (sid, other))
            spans.append((i, e, sid))
            for (a, b) in fences:
                if i < b and a < e:
                    bad("%s: cut touches a fenced code block" % sid)
            for (a, b, text, _raw) in heads:
                if i < b and a < e:
                    bad("%s: cut contains the heading %r" % (sid, text))
            actual = section_at(raw, i, title)
            sections.append(actual)
            if s.get("section") != actual:
                bad("%s: section field %r, cut sits under %r" % (sid, s.get("section"), actual))
            print("  %s  %-36s %2d words  %s" % (sid, s.get("section"), wc, " ".join(rat.split())[:50]))
            for k in KINDS:
                v = s.get(k)
                if not (isinstance(v, tuple) and len(v) == 2 and all(isinstance(x, str) for x in v)):
                    bad("%s %s: not a (claim, note) tuple of strings" % (sid, k))
                    continue
                claim, note = v
                n_claims += 1
                claims_seen[claim] += 1
                if k == "contradiction":
                    m = TAG_RE.match(note)
                    if not m:
                        bad("%s contradiction: note lacks a sub-kind tag: %r" % (sid, note[:50]))
                    else:
                        subk[m.group(1)] += 1
                elif ANY_TAG_RE.match(note):
                    bad("%s %s: non-contradiction note starts with a tag: %r" % (sid, k, note[:50]))
                for name, rx in MARKUP:
                    if rx.search(claim):
                        bad("%s %s: claim contains markup (%s): %r" % (sid, k, name, claim))
                if "\n" in claim or "\r" in claim or "\t" in claim or claim != claim.strip():
                    bad("%s %s: claim is not a clean single line" % (sid, k))
                if "  " in claim:
                    bad("%s %s: double space in claim" % (sid, k))
                if not claim[:1].isupper():
                    bad("%s %s: claim does not start with an upper-case letter" % (sid, k))
                if " ".join(claim.split()) == " ".join(rat.split()):
                    bad("%s %s: claim equals its rationale" % (sid, k))
                if not note.strip():
                    bad("%s %s: empty note" % (sid, k))
                if words_mode and k in ("added", "overclaim"):
                    rat_words = set(w.lower() for w in re.findall(r"[A-Za-z]+", rat))
                    doc_words = set(w.lower() for w in re.findall(r"[A-Za-z]+", raw))
                    new = sorted(set(w.lower() for w in re.findall(r"[A-Za-z]+", claim)
                                     if len(w) >= 4) - rat_words)
                    hits = [w for w in new if w in doc_words]
                    print("      %s %-9s in doc: %s" % (sid, k, ", ".join(hits) or "-"))
        distinct = len(set(sections))
        if distinct < 3:
            print("  note: d%02d draws on %d sections (fewer than three)" % (draft, distinct))
        else:
            print("  sections: %d" % distinct)
    for c, n in claims_seen.items():
        if n > 1:
            bad("duplicate claim: %r" % c)
    print("claims: %d  (want 100)" % n_claims)
    if n_claims != 100:
        bad("claims: %d, want 100" % n_claims)
    print("contradiction sub-kinds: " + ", ".join("%s=%d" % (k, subk[k]) for k in SUBKINDS))
    for k in SUBKINDS:
        lo, hi = SUBKIND_RANGE[k]
        if not lo <= subk[k] <= hi:
            bad("sub-kind %s: %d (target %d-%d)" % (k, subk[k], lo, hi))
    for old, new in REPLACED.items():
        n_old = len(prose_sentences(open(ROOT / old, encoding="utf-8").read()))
        print("replaced: %s (%d prose sentences of 12-45 words, need 4) -> %s"
              % (old, n_old, new))
        if n_old >= 4:
            bad("%s has %d prose sentences of 12-45 words; no reason to replace it" % (old, n_old))
        if new not in paths:
            bad("replacement %s not used" % new)
    if problems:
        for p in problems:
            print("FAIL: " + p)
        print("%d problem(s)" % len(problems))
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
