# -*- coding: utf-8 -*-
"""Self-check for review-claims-48 part D (drafts 16-20), stdlib only.

    python3 -B check_part_d.py            # checks; exit 1 on any problem
    python3 -B check_part_d.py --words    # also list, for every added and
        overclaim claim, the words (4+ letters) that are not in its rationale,
        split into those that occur in the document and those that do not

Adapted from review-claims-47's parts/check_part_a.py for this part's npm
READMEs under /work/main/node_modules (computed as
Path(__file__).resolve().parents[3] / "node_modules").  Changes from that
check (see notes-d.md): FIRST_DRAFT = 16 and this part's ASSIGNED list;
two drafts are replaced, so REPLACEMENT is a dict (draft -> spare) and
SPARES lists the brief's two spares in order; SHORT_OK = {"d18-s2"}; the
MIN_SECTIONS of this part; and the document-choice test counts *cuts* (see
usable_cuts below) instead of single sentences.

The document-choice test (the brief: a spare replaces an assigned README
that has fewer than four 12-45-word prose sentences of its own).  A
rationale in this format may span more than one sentence of one paragraph
or list item (review-claims-38: 33 of 80 do), so usable_cuts() counts the
package-specific cuts a README can give: runs of consecutive sentences of
one paragraph or list item with 12-45 words that occur in no other README
(links read away, whitespace normalised), taken greedily left to right.
Each such cut is "own", or "template" when it differs from a sentence of
another README only by the package names (the micromark Compatibility
sentence "This means we try to keep the current release line, `NAME@2`,
compatible with Node.js 16."); it also counts "short" package-specific
paragraphs or list items of 9-11 words.  Rules, as applied in notes-d.md:
- an assigned README is kept if own + template >= 4 (a template only as a
  last resort, as review-claims-47 did for its drafts 11 and 15);
- otherwise it is replaced by the next spare in SPARES order, which must
  give four cuts with at most one short (review-claims-47's SHORT_OK
  allowance for a document with only three usable 12-45-word sentences);
- a draft listed in OPEN has no document and is reported as a problem
  (OPEN is empty).
The check prints these counts for all seven READMEs (assigned and spares),
with review-claims-47's single-sentence count (prose_sentences) beside them.

The rest is review-claims-47's part-A check unchanged: DRAFTS in part_d.py
gives the draft number of each DOCS entry; 4 sentences each; start anchor
occurs exactly once in the raw file and the end anchor is found after it
(the cut taken from the start of the start anchor must equal the cut taken
from its end, as a build script cuts it); 12-45 words (whitespace split of
the raw cut; 8-11 for SHORT_OK); no blank line inside a cut (CRLF-aware); no
carriage return inside a cut (none of this part's READMEs has any, and
CRLF_OK is empty); no overlapping cuts; the cut is prose: not inside a
fenced code block, no heading line, badge, image, code fence, table row or
HTML comment inside it, not in an indented code block, and not under a
licence heading; the cut (raw, and with whitespace normalised) occurs in no
other README under node_modules (the brief's boilerplate rule, over every
file named readme.md in any letter case at any depth); the `section` field
equals the heading the cut sits under (ATX, setext and HTML <hN> headings
outside code fences); at least the number of distinct top-level sections
noted below and three distinct nearest headings; all five kinds present as
(claim, note) tuples of non-empty strings; contradiction notes start with
one valid tag followed by a space, no other note starts with a bracketed
tag; 20 tags in all; no markup in claims; claims are one clean line, start
upper-case, end with a full stop, have no double spaces, do not equal their
rationale, do not say "you"/"your"/"this module"/"this package"/"this
library"; every reworded claim names the package (for a scoped package the
name without its scope also counts); no duplicate claims; kind/num/title
follow the README heading rules (kind "README", num = the package folder =
the "name" field of its package.json; title = the text of the first level-1
heading with images, links, HTML and code marks read away, or the package
name where the README has no level-1 heading).  Prints the contradiction
sub-kind counts and the spares.
"""
import collections
import json
import os
import re
import sys
from pathlib import Path

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from part_d import DOCS, DRAFTS  # noqa: E402

ROOT = Path(__file__).resolve().parents[3] / "node_modules"
ASSIGNED = [
    "micromark-factory-whitespace/readme.md",
    "micromark-util-decode-string/readme.md",
    "micromark-util-combine-extensions/readme.md",
    "locate-path/readme.md",
    "@azure/abort-controller/README.md",
]
# The brief's spares, in order.
SPARES = ["buffer-crc32/README.md", "ecdsa-sig-formatter/README.md"]
# Drafts 18 and 19: their assigned READMEs cannot give four package-specific
# cuts of 12-45 words (combine-extensions: 3 with one template; locate-path:
# 1), so they take the spares in order (see notes-d.md).
REPLACED = {18: "micromark-util-combine-extensions/readme.md",   # draft -> the assigned README it replaces
            19: "locate-path/readme.md"}
REPLACEMENT = {18: "buffer-crc32/README.md",          # draft -> the spare used
               19: "ecdsa-sig-formatter/README.md"}
# spares passed over because they have too little prose themselves: none
SPARES_NOT_USED = []
# Drafts with no document: none.
OPEN = {}
# the path expected for each draft (None: open)
EXPECTED = [None if (16 + k) in OPEN else REPLACEMENT.get(16 + k, p)
            for k, p in enumerate(ASSIGNED)]
# READMEs with CRLF line endings (no cut may contain a carriage return): none
CRLF_OK = set()
FIRST_DRAFT = 16
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
TAGS = ["number", "entity", "direction", "negation", "roles"]
TAG_RE = re.compile(r"^\[(%s)\] " % "|".join(TAGS))
ANY_TAG_RE = re.compile(r"^\s*\[[^\]]*\]")
# Sentences allowed 8-11 words: buffer-crc32's "Derived from the sample CRC
# implementation in the PNG specification: <URL>" (11 words with the URL);
# the README has only three package-specific cuts of 12-45 words.
SHORT_OK = {"d18-s2"}
# Distinct top-level sections each draft draws on (explained in notes-d.md):
# d16 micromark-factory-whitespace: the intro under the title heading, API
# (### `factoryWhitespace(…)`, x2: its two list items) and Compatibility;
# d17 micromark-util-decode-string: What is this?, API (### `decodeString
# (value)`, x2) and Compatibility; d18 buffer-crc32 (six level-1 headings,
# so they are its top-level sections): buffer-crc32 (x2), tests and see
# also; d19 ecdsa-sig-formatter: Usage (the two #### function headings under
# ### API) and Contributing (x2, two list items); its other prose is the
# 9-word intro line, the 11-word item 1 and the 9-word Code Style line;
# d20 @azure/abort-controller: the intro under the title heading (x2), Key
# Concepts and Examples (Next steps, Troubleshooting and Contributing are
# Azure SDK text found word for word in other READMEs).
MIN_SECTIONS = {16: 3, 17: 3, 18: 3, 19: 2, 20: 3}
MARKUP = [
    ("backtick", re.compile(r"`")),
    ("asterisk", re.compile(r"\*")),
    ("url", re.compile(r"https?://|www\.", re.I)),
    ("reST role", re.compile(r":[a-z]+:`|:(pep|ref|mod|func|rfc|math):", re.I)),
    ("link/footnote syntax", re.compile(r"\]_|\[#|`_|<https?:|\]\(")),
    ("backslash", re.compile(r"\\")),
    ("HTML tag", re.compile(r"</?[a-zA-Z][a-zA-Z0-9]*(\s[^>]*)?>")),
]
# words a summary should replace by the package's name
ADDRESS_RE = re.compile(r"\b(you|your|yours)\b|\bthis (module|package|library)\b", re.I)
HTML_HEAD_RE = re.compile(r"^\s*<h([1-6])\b[^>]*>(.*?)</h\1>\s*$", re.I)

problems = []


def bad(msg):
    problems.append(msg)


def clean_heading(text):
    """Section text: badges/images dropped, ATX closing hashes removed, other
    markup kept (as review-claims-39)."""
    t = re.sub(r"\[!\[[^\]]*\]\([^)]*\)\]\([^)]*\)", "", text)   # linked badge
    t = re.sub(r"!\[[^\]]*\]\([^)]*\)", "", t)                    # image
    # new here: reference-style badge and image (qs's title line)
    t = re.sub(r"\[!\[[^\]]*\]\[[^\]]*\]\]\[[^\]]*\]", "", t)          # linked ref badge
    t = re.sub(r"!\[[^\]]*\]\[[^\]]*\]", "", t)                    # ref image
    t = re.sub(r"[ \t]+#+[ \t]*$", "", t)                          # closing #s
    return t.strip()


def read_away(text):
    """Title text: images, links, HTML and code marks read away."""
    t = clean_heading(text)
    t = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", t)                # link -> text
    t = re.sub(r"\[([^\]]*)\]\[[^\]]*\]", r"\1", t)              # ref link -> text
    t = re.sub(r"<[^>]+>", "", t)                                  # HTML tags
    t = t.replace("`", "")
    return " ".join(t.split())


def parse(raw):
    """Headings (offset, level, section text, title text) and fenced code
    spans (start, end)."""
    lines = raw.split("\n")
    offs, o = [], 0
    for l in lines:
        offs.append(o)
        o += len(l) + 1
    heads, fences = [], []
    fence_start = None
    for i, l in enumerate(lines):
        if re.match(r"^ {0,3}(```|~~~)", l):
            if fence_start is None:
                fence_start = offs[i]
            else:
                fences.append((fence_start, offs[i] + len(l)))
                fence_start = None
            continue
        if fence_start is not None:
            continue
        m = re.match(r"^(#{1,6})[ \t]+(.+)$", l)
        if m:
            heads.append((offs[i], len(m.group(1)), clean_heading(m.group(2)), read_away(m.group(2))))
            continue
        m = HTML_HEAD_RE.match(l)
        if m:
            txt = read_away(m.group(2))
            heads.append((offs[i], int(m.group(1)), txt, txt))
            continue
        if i + 1 < len(lines) and l.strip() and not re.match(r"^\s*([-*+>|]|\d+\.)", l):
            u = lines[i + 1]
            if re.match(r"^=+\s*$", u):
                heads.append((offs[i], 1, clean_heading(l), read_away(l)))
            elif re.match(r"^-+\s*$", u):
                heads.append((offs[i], 2, clean_heading(l), read_away(l)))
    if fence_start is not None:
        fences.append((fence_start, len(raw)))
    return heads, fences


def top_level(heads):
    """Level of the top-level sections: 1 where a README has several level-1
    headings (ret), else 2 (the level-1 heading is the title)."""
    return 1 if sum(1 for h in heads if h[1] == 1) > 1 else 2


def heading_at(heads, pos, max_level=6):
    name = None
    for off, lv, t, _ in heads:
        if off <= pos and lv <= max_level:
            name = t
    return name


def expected_heading(path, raw, heads):
    """Only a level-1 heading is a title (as review-claims-45's check_gold.py
    reads mocha's README); without one the title is the package name
    (type-fest's README opens with an HTML <div> logo block and has no
    level-1 heading)."""
    pkg = os.path.dirname(path)   # keeps a scope: "@scope/name"
    h1 = [h for h in heads if h[1] == 1]
    title = h1[0][3] if h1 else pkg
    return ("README", pkg, title)


def other_readmes(exclude):
    """Text of every file named readme.md (any letter case) at any depth under
    node_modules, except `exclude` (a path relative to ROOT)."""
    out = {}
    for dirpath, dirnames, filenames in os.walk(ROOT):
        for fn in filenames:
            if fn.lower() != "readme.md":
                continue
            full = os.path.join(dirpath, fn)
            rel = os.path.relpath(full, ROOT)
            if rel == exclude or not os.path.isfile(full):
                continue
            try:
                with open(full, encoding="utf-8", errors="replace") as f:
                    out[rel] = f.read()
            except OSError:
                pass
    return out


def norm(s):
    return " ".join(s.split())


def prose_paragraphs(raw):
    """Paragraphs (blank-line separated, outside fences) of 12+ words that are
    not headings, badges, images or link definitions."""
    _, fences = parse(raw)
    out, o = [], 0
    for block in re.split(r"\n[ \t\r]*\n", raw):
        a = raw.find(block, o)
        o = a + len(block)
        if any(fa <= a < fb for fa, fb in fences) or "```" in block:
            continue
        b = block.strip()
        if not b or b.startswith("#") or b.startswith("![") or b.startswith("[![") or re.match(r"^\[[^\]]+\]:", b):
            continue
        if len(b.split()) >= 12:
            out.append(b)
    return out


def strip_links(s):
    """Link text only: inline and reference-style links read away (so that
    bevry's templated link lines, whose URLs name the package, compare equal)."""
    t = re.sub(r"\]\([^)]*\)", "]", s)
    t = re.sub(r"\]\[[^\]]*\]", "]", t)
    return t.replace("[", "").replace("]", "")


def prose_sentences(raw, path):
    """The brief's test for a replacement: prose sentences of 12-45 words
    (whitespace split) that occur in no other README.  Paragraphs outside
    code fences, not under a licence heading; HTML blocks and comments,
    headings, badges, images, table rows and link definitions skipped; list
    items taken one by one; sentences split after . ! or ? before white space
    (not after e.g., i.e., etc. or vs.); words counted with links read away.
    Sharing is tested on whitespace-normalised text with links read away (in
    the sentence and in the other READMEs)."""
    heads, fences = parse(raw)
    others = [norm(strip_links(t)) for t in other_readmes(path).values()]
    out, o = [], 0
    for block in re.split(r"\n[ \t\r]*\n", raw):
        a = raw.find(block, o)
        o = a + len(block)
        if any(fa <= a < fb for fa, fb in fences) or "```" in block:
            continue
        if re.search(r"licen[cs]e|copyright", heading_at(heads, a) or "", re.I):
            continue
        b = block.strip()
        if (not b or b[0] in "#<|" or b.startswith("![") or b.startswith("[![")
                or re.match(r"^\[[^\]]+\]:", b)):
            continue
        items, cur = [], []
        for line in b.split("\n"):
            if re.match(r"^\s*([-*+]|\d+\.)\s+", line) and cur:
                items.append(" ".join(cur))
                cur = []
            cur.append(re.sub(r"^\s*([-*+]|\d+\.)\s+", "", line))
        items.append(" ".join(cur))
        for it in items:
            sents = []
            for piece in re.split(r"(?<=[.!?])\s+", norm(it)):
                # no split after an abbreviation ("e.g.", "i.e.", "etc.")
                if sents and re.search(r"(\b|\()(e\.g|i\.e|etc|vs)\.$", sents[-1]):
                    sents[-1] += " " + piece
                else:
                    sents.append(piece)
            for sent in sents:
                text = norm(strip_links(sent))   # words counted without URLs
                if 12 <= len(text.split()) <= 45 and not any(text in t for t in others):
                    out.append(sent)
    return out


def package_of(rel):
    """Package name of a README path relative to ROOT: the folder(s) after
    the last node_modules (a scope kept)."""
    parts = os.path.dirname(rel).split(os.sep)
    if "node_modules" in parts:
        parts = parts[len(parts) - parts[::-1].index("node_modules"):]
    return "/".join(parts[:2]) if parts and parts[0].startswith("@") else (parts[0] if parts else "")


def usable_cuts(raw, path):
    """Package-specific cuts a README can give (see the docstring): returns
    (own, template, short), lists of texts.  Paragraphs outside code fences
    and licence sections; HTML blocks, headings, badges, images, table rows
    and link definitions skipped; a leading blockquote marker dropped; list
    items taken one by one; sentences split as in prose_sentences; words
    counted with links read away."""
    heads, fences = parse(raw)
    pkg = os.path.dirname(path)
    others = other_readmes(path)
    plain = [norm(strip_links(t)) for t in others.values()]
    masked = []
    for rel, t in others.items():
        o = package_of(rel)
        t = norm(strip_links(t))
        for name in sorted({o, o.split("/")[-1]}, key=len, reverse=True):
            if len(name) > 2:
                t = t.replace(name, "\x00PKG")
        masked.append(t)

    def mask(t):
        for name in sorted({pkg, pkg.split("/")[-1]}, key=len, reverse=True):
            t = t.replace(name, "\x00PKG")
        return t

    own, tmpl, short = [], [], []
    o = 0
    for block in re.split(r"\n[ \t\r]*\n", raw):
        a = raw.find(block, o)
        o = a + len(block)
        if any(fa <= a < fb for fa, fb in fences) or "```" in block:
            continue
        if re.search(r"licen[cs]e|copyright", heading_at(heads, a) or "", re.I):
            continue
        b = block.strip()
        # a heading line with text right under it (no blank line between, as
        # in buffer-crc32's "# tests"): the heading is dropped, the text kept
        b = re.sub(r"^(#{1,6}[ \t][^\n]*\n)+", "", b)
        if (not b or b[0] in "#<|" or b.startswith("![") or b.startswith("[![")
                or re.match(r"^\[[^\]]+\]:", b) or re.match(r"^-{3,}$", b)):
            continue
        b = re.sub(r"^>\s*", "", b)
        items, cur = [], []
        for line in b.split("\n"):
            if re.match(r"^\s*([-*+]|\d+\.)\s+", line) and cur:
                items.append(" ".join(cur))
                cur = []
            cur.append(re.sub(r"^\s*([-*+]|\d+\.)\s+", "", line))
        items.append(" ".join(cur))
        for it in items:
            sents = []
            for piece in re.split(r"(?<=[.!?])\s+", norm(it)):
                if sents and re.search(r"(\b|\()(e\.g|i\.e|etc|vs)\.$", sents[-1]):
                    sents[-1] += " " + piece
                else:
                    sents.append(piece)
            nwords = len(norm(strip_links(it)).split())
            if 9 <= nwords <= 11:
                text = norm(strip_links(it))
                if not any(text in t for t in plain):
                    short.append(it)
                continue
            k = 0
            while k < len(sents):
                j = k
                while j < len(sents) and len(norm(strip_links(" ".join(sents[k:j + 1]))).split()) < 12:
                    j += 1
                if j >= len(sents):
                    break
                run = " ".join(sents[k:j + 1])
                text = norm(strip_links(run))
                if len(text.split()) <= 45 and not any(text in t for t in plain):
                    (tmpl if any(mask(text) in t for t in masked) else own).append(run)
                    k = j + 1
                else:
                    k += 1
    return own, tmpl, short


def words_of(s):
    return set(w.lower() for w in re.findall(r"[A-Za-z][A-Za-z'-]{3,}", s))


def main():
    show_words = "--words" in sys.argv[1:]
    claims_seen = {}
    subk = collections.Counter()
    n_claims = 0
    paths = [d.get("path") for d in DOCS]
    want_docs = [(FIRST_DRAFT + k, p) for k, p in enumerate(EXPECTED) if p is not None]
    if paths != [p for _, p in want_docs]:
        bad("documents/order differ: %r" % paths)
    if list(DRAFTS) != [d for d, _ in want_docs]:
        bad("DRAFTS %r differ from the drafts that have a document %r" % (DRAFTS, [d for d, _ in want_docs]))
    if any(ASSIGNED[d - FIRST_DRAFT] != p for d, p in list(REPLACED.items()) + list(OPEN.items())):
        bad("REPLACED/OPEN do not name the assigned READMEs")
    print("root: node_modules (%s)" % ("found" if ROOT.is_dir() else "MISSING"))
    # the document choice (see the docstring): every assigned README and
    # every spare, with review-claims-47's single-sentence count beside the
    # cut counts
    for role, p in [("assigned d%02d" % (FIRST_DRAFT + k), a) for k, a in enumerate(ASSIGNED)] + [
            ("spare %d" % (k + 1), x) for k, x in enumerate(SPARES)]:
        try:
            raw_r = (ROOT / p).read_text(encoding="utf-8")
        except OSError as e:
            bad("%s: cannot read %r (%s)" % (role, p, e))
            continue
        own, tmpl, short = usable_cuts(raw_r, p)
        single = prose_sentences(raw_r, p)
        print("%s %s: cuts of 12-45 words: %d own + %d template; 9-11-word items: %d; "
              "single sentences (rc47 test): %d" % (role, p, len(own), len(tmpl), len(short), len(single)))
        for tag, xs in (("own", own), ("template", tmpl), ("short", short)):
            for x in xs:
                print("    %-8s %r" % (tag, x[:90]))
        usable_plain = len(own) + len(tmpl) >= 4
        usable_short = len(own) + len(tmpl) + min(len(short), 1) >= 4
        if role.startswith("assigned"):
            d = int(role[-2:])
            if d in REPLACED and usable_plain:
                bad("%s: %s is replaced but gives four cuts of 12-45 words" % (role, p))
            if d not in REPLACED and d not in OPEN and not usable_plain:
                bad("%s: %s is kept but gives fewer than four cuts of 12-45 words" % (role, p))
        else:
            used_for = [d for d, x in REPLACEMENT.items() if x == p]
            if used_for and not usable_short:
                bad("%s: %s is used but cannot give four cuts, even with one short" % (role, p))
            if p in SPARES_NOT_USED and usable_short:
                bad("%s: %s is passed over but could give four cuts" % (role, p))
    # spares are taken in order, one per replaced draft
    if [REPLACEMENT[d] for d in sorted(REPLACEMENT)] != [x for x in SPARES if x not in SPARES_NOT_USED][:len(REPLACEMENT)]:
        bad("spares not used in the brief's order: %r" % REPLACEMENT)
    if sorted(REPLACEMENT) != sorted(REPLACED):
        bad("REPLACED and REPLACEMENT name different drafts")
    for d in sorted(OPEN):
        bad("d%02d: no document: the assigned README %s gives fewer than four cuts and no spare is left" % (
            d, OPEN[d]))
    for di, doc in enumerate(DOCS):
        draft = DRAFTS[di] if di < len(DRAFTS) else FIRST_DRAFT + di
        path = doc.get("path")
        try:
            # newline="" keeps carriage returns (read_text() would translate
            # CRLF to LF and hide them from the checks below)
            with open(ROOT / path, encoding="utf-8", newline="") as f:
                raw = f.read()
        except (OSError, TypeError) as e:
            bad("d%02d: cannot read %r (%s)" % (draft, path, e))
            continue
        if "\r" in raw and path not in CRLF_OK:
            bad("d%02d: document has carriage returns" % draft)
        others = other_readmes(path)
        nothers = {k: norm(v) for k, v in others.items()}
        heads, fences = parse(raw)
        kind, num, title = expected_heading(path, raw, heads)
        if (doc.get("kind"), doc.get("num"), doc.get("title")) != (kind, num, title):
            bad("d%02d: heading %r/%r/%r, want %r/%r/%r" % (
                draft, doc.get("kind"), doc.get("num"), doc.get("title"), kind, num, title))
        if not isinstance(doc.get("num"), str):
            bad("d%02d: num is not a string" % draft)
        try:
            pj = json.loads((ROOT / os.path.dirname(path) / "package.json").read_text(encoding="utf-8"))
            if pj.get("name") != doc.get("num"):
                bad("d%02d: num %r differs from package.json name %r" % (draft, doc.get("num"), pj.get("name")))
        except (OSError, ValueError) as e:
            bad("d%02d: cannot read package.json (%s)" % (draft, e))
        pkg = doc.get("num") or ""
        top = top_level(heads)
        sents = doc.get("sentences", [])
        if len(sents) != 4:
            bad("d%02d: %d sentences (want 4)" % (draft, len(sents)))
        spans = []
        used_secs = set()
        used_heads = set()
        for si, s in enumerate(sents, 1):
            sid = "d%02d-s%d" % (draft, si)
            start, end = s.get("start", ""), s.get("end", "")
            cnt = raw.count(start) if start else 0
            if cnt != 1:
                bad("%s: start anchor occurs %d times: %r" % (sid, cnt, start))
                continue
            i = raw.find(start)
            j = raw.find(end, i) if end else -1
            if j < 0:
                bad("%s: end anchor not found after start: %r" % (sid, end))
                continue
            cut = raw[i:j + len(end)]
            j2 = raw.find(end, i + len(start))
            if j2 != j:
                bad("%s: end anchor lies inside the start anchor (cuts differ)" % sid)
            nw = len(cut.split())
            lo = 8 if sid in SHORT_OK else 12
            if not lo <= nw <= 45:
                bad("%s: %d words (want %d-45)" % (sid, nw, lo))
            if re.search(r"\n[ \t\r]*\n", cut):
                bad("%s: cut spans a blank line" % sid)
            if "\r" in cut:
                bad("%s: cut contains a carriage return" % sid)
            shared = sorted(k for k, v in others.items() if cut in v)
            shared += sorted(k for k, v in nothers.items() if norm(cut) in v and k not in shared)
            if shared:
                bad("%s: cut occurs word for word in another README: %s" % (sid, ", ".join(shared[:3])))
            for (a, b, other) in spans:
                if i < b and a < j + len(end):
                    bad("%s: cut overlaps %s" % (sid, other))
            spans.append((i, j + len(end), sid))
            # prose only: no code, badges, images, tables, comments, headings
            # or licence text
            for (fa, fb) in fences:
                if i < fb and fa < j + len(end):
                    bad("%s: cut touches a fenced code block" % sid)
            if "```" in cut or "[![" in cut or "![" in cut or "<img" in cut:
                bad("%s: cut contains a code fence, badge or image" % sid)
            if re.search(r"(^|\n)\s*\|", cut) or "<!--" in cut:
                bad("%s: cut contains a table row or an HTML comment" % sid)
            line_start = raw.rfind("\n", 0, i) + 1
            if raw[line_start:i].lstrip().startswith("|"):
                bad("%s: cut starts inside a table row" % sid)
            # indented code block (new in review-claims-44): the cut's first
            # line is indented 4+ spaces or a tab and the line above is blank
            # or indented too (no cut of this part is inside a list item)
            prev_end = line_start - 1
            prev = raw[raw.rfind("\n", 0, max(prev_end, 0)) + 1:max(prev_end, 0)] if prev_end > 0 else ""
            if re.match(r"^( {4,}|\t)", raw[line_start:i + 1]) and (not prev.strip() or re.match(r"^( {4,}|\t)", prev)):
                bad("%s: cut starts inside an indented code block" % sid)
            for off, lv, t, _ in heads:
                if i < off < j + len(end):
                    bad("%s: cut crosses the heading %r" % (sid, t))
            if HTML_HEAD_RE.match(raw[line_start:raw.find("\n", i)]):
                bad("%s: cut sits inside an HTML heading" % sid)
            actual = heading_at(heads, i)
            topsec = heading_at(heads, i, top)
            if actual is None:
                bad("%s: cut sits before any heading" % sid)
            if re.search(r"licen[cs]e|copyright", (actual or "") + " " + (topsec or ""), re.I):
                bad("%s: cut sits under a licence heading" % sid)
            if re.search(r"licen[cs]e|copyright", cut, re.I):
                bad("%s: cut mentions a licence or copyright" % sid)
            used_secs.add(topsec)
            used_heads.add(actual)
            if s.get("section") != actual:
                bad("%s: section field %r, cut sits under %r" % (sid, s.get("section"), actual))
            print("%s  %2d words  [%s | top: %s]  %s" % (sid, nw, actual, topsec, " ".join(cut.split())[:60].rstrip()))
            for k in KINDS:
                v = s.get(k)
                if not (isinstance(v, tuple) and len(v) == 2 and all(isinstance(x, str) and x.strip() for x in v)):
                    bad("%s %s: not a (claim, note) tuple of non-empty strings" % (sid, k))
                    continue
                claim, note = v
                n_claims += 1
                if k == "contradiction":
                    m = TAG_RE.match(note)
                    if not m:
                        bad("%s contradiction: note lacks a valid tag: %r" % (sid, note))
                    else:
                        subk[m.group(1)] += 1
                elif ANY_TAG_RE.match(note):
                    bad("%s %s: non-contradiction note starts with a tag: %r" % (sid, k, note))
                for name, rx in MARKUP:
                    if rx.search(claim):
                        bad("%s %s: claim contains markup (%s): %r" % (sid, k, name, claim))
                if "\n" in claim or "\r" in claim or claim != claim.strip():
                    bad("%s %s: claim is not one clean line" % (sid, k))
                if "  " in claim:
                    bad("%s %s: double space in claim" % (sid, k))
                if not claim[:1].isupper():
                    bad("%s %s: claim does not start upper-case: %r" % (sid, k, claim[:30]))
                if not claim.endswith("."):
                    bad("%s %s: claim does not end with a full stop" % (sid, k))
                if ADDRESS_RE.search(claim):
                    bad("%s %s: claim addresses the reader or says 'this module': %r" % (sid, k, claim))
                if k == "reworded" and pkg not in claim and pkg.split("/")[-1] not in claim:
                    bad("%s reworded: claim does not name the package %r" % (sid, pkg))
                if " ".join(claim.split()) == " ".join(cut.split()):
                    bad("%s %s: claim equals its rationale" % (sid, k))
                if claim in claims_seen:
                    bad("%s %s: duplicate claim (also %s)" % (sid, k, claims_seen[claim]))
                claims_seen[claim] = "%s %s" % (sid, k)
                if show_words and k in ("added", "overclaim"):
                    new = sorted(words_of(claim) - words_of(cut))
                    low = raw.lower()
                    indoc = [w for w in new if w in low]
                    notdoc = [w for w in new if w not in low]
                    print("    %s %s: in document: %s | not in document: %s" % (
                        sid, k, ", ".join(indoc) or "-", ", ".join(notdoc) or "-"))
        want = MIN_SECTIONS.get(draft, 3)
        if len(used_secs) < want:
            bad("d%02d: %d distinct top-level sections (want at least %d)" % (draft, len(used_secs), want))
        if len(used_heads) < 3:
            bad("d%02d: only %d distinct nearest headings" % (draft, len(used_heads)))
        if len(used_secs) < 3:
            print("note: d%02d draws on %d top-level section(s): %s (%d distinct headings: %s)" % (
                draft, len(used_secs), ", ".join(sorted(x or "?" for x in used_secs)),
                len(used_heads), ", ".join(sorted(x or "?" for x in used_heads))))
    print("claims: %d (want 100)" % n_claims)
    if n_claims != 100:
        bad("claims: %d (want 100)" % n_claims)
    print("contradiction sub-kinds: " + ", ".join("%s=%d" % (t, subk[t]) for t in TAGS))
    if sum(subk.values()) != 20:
        bad("contradiction tags: %d (want 20)" % sum(subk.values()))
    for d, p in sorted(REPLACED.items()):
        print("replacement (used for d%02d, in place of %s): %s" % (d, p, REPLACEMENT[d]))
    for p in SPARES:
        if p not in REPLACEMENT.values():
            print("spare (not used): %s" % p)
    for p in SPARES_NOT_USED:
        print("spare (not used: too little prose itself): %s" % p)
    for d in sorted(OPEN):
        print("OPEN: d%02d has no document (assigned %s; see notes-d.md)" % (d, OPEN[d]))
    for p in problems:
        print("FAIL: " + p)
    if problems:
        print("%d problem(s)" % len(problems))
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
