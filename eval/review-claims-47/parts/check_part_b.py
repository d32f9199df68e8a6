# -*- coding: utf-8 -*-
"""Self-check for review-claims-47 part B (drafts 6-10), stdlib only.

    python3 -B check_part_b.py            # checks; exit 1 on any problem
    python3 -B check_part_b.py --words    # also list, for every added and
        overclaim claim, the words (4+ letters) that are not in its rationale,
        split into those that occur in the document and those that do not

Adapted from review-claims-46's parts/check_part_a.py for npm READMEs under
/work/main/node_modules (computed as Path(__file__).resolve().parents[3] /
"node_modules").  Checks: the five documents in draft order (ASSIGNED, with
the replacement in place where REPLACED says so); 4 sentences each; start
anchor occurs exactly once in the raw file and the end anchor is found after
it (the cut taken from the start of the start anchor must equal the cut taken
from its end, as a build script cuts it); 12-45 words (whitespace split of the
raw cut), 8-11 for the SHORT_OK sentences; no blank line inside a cut
(CRLF-aware); no carriage return inside a cut (CRLF_OK is empty); no
overlapping cuts; the cut is prose: not inside a fenced code block, no heading
line, badge, image, code fence, table row or HTML comment inside it, not in an
indented code block, and not under a licence heading; the cut (raw, and with
whitespace normalised) occurs in no other README under node_modules (every
file named readme.md in any letter case at any depth, EXCEPT nested copies of
the same package, i.e. folders whose package.json has the same "name": here
the two unist-util-stringify-position 3.0.3 copies under @unified-latex/*/
node_modules, and for wrap-ansi the identical wrap-ansi-cjs copy (an npm
alias) and wrap-ansi 8.1.0 under @isaacs/cliui/node_modules); the `section` field equals the heading the cut sits under (ATX,
setext and HTML <hN> headings outside code fences); at least the number of
distinct top-level sections and nearest headings noted below; all five kinds
present as (claim, note) tuples of non-empty strings; contradiction notes start
with one valid tag followed by a space, no other note starts with a bracketed
tag; 20 tags in all; no markup in claims (the MARKUP list of review-claims-46's
part-A check); claims are one clean line, start upper-case, end with a full
stop, have no double spaces, do not equal their rationale, do not say
"you"/"your"/"this module"/"this package"/"this library"; every reworded claim
names the package; no duplicate claims; kind/num/title follow the README
heading rules (kind "README", num = the package folder = the "name" field of
its package.json, title = the text of the first level-1 heading with images,
links, HTML and code marks read away, or the package name where the README has
no level-1 heading).

New in this part (the brief's criterion for the spare is "fewer than four
12-45-word prose sentences"): own_sentences() counts a README's prose
sentences of 12-45 words (outside fences, headings, badges, link definitions
and HTML comments; list items split apart) that are package-specific, i.e.
found in no other README (whitespace-normalised), not even with the package's
own name replaced by another name (family boilerplate such as "This means we
try to keep the current release line, `<name>@1`, compatible with Node.js
16.", where the name and its version range are both replaced).  The check requires fewer than four for every replaced README and for
the spare (which is why neither could be used), and exactly three for every
document with a SHORT_OK sentence (which is why the allowance was needed).
Prints the counts, the contradiction sub-kind counts, the replacement and the
spare.
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
from part_b import DOCS  # noqa: E402

ROOT = Path(__file__).resolve().parents[3] / "node_modules"
EXPECTED = [
    "wrap-ansi/readme.md",
    "micromark-extension-gfm-tagfilter/readme.md",
    "micromark-util-resolve-all/readme.md",
    "unist-util-stringify-position/readme.md",
    "micromark-util-edit-map/readme.md",
]
ASSIGNED = [
    "@unified-latex/unified-latex-types/README.md",
    "micromark-extension-gfm-tagfilter/readme.md",
    "micromark-util-resolve-all/readme.md",
    "unist-util-stringify-position/readme.md",
    "micromark-util-edit-map/readme.md",
]
# The spare named by the brief.  NOT used: it has no package-specific prose
# sentence of 12-45 words at all (see notes-b.md).
SPARE = "decode-named-character-reference/readme.md"
# The README actually put in place of the replaced one, named by a follow-up
# brief because neither the assigned README nor the spare can give four
# sentences (a first, provisional choice, cross-spawn/README.md, was dropped:
# an earlier evaluation set used it).  The follow-up brief's fallbacks,
# slice-ansi/readme.md and supports-color/readme.md, were not needed.
REPLACEMENT = "wrap-ansi/readme.md"
REPLACEMENT_NAMED_BY_BRIEF = True
REPLACED = {6: "@unified-latex/unified-latex-types/README.md"}   # draft -> the assigned README it replaces
# READMEs with CRLF line endings (no cut may contain a carriage return): none
CRLF_OK = set()
FIRST_DRAFT = 6
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
TAGS = ["number", "entity", "direction", "negation", "roles"]
TAG_RE = re.compile(r"^\[(%s)\] " % "|".join(TAGS))
ANY_TAG_RE = re.compile(r"^\s*\[[^\]]*\]")
# Sentences allowed 8-11 words (as review-claims-38 allowed d05-s3): the
# READMEs of d08 and d10 have exactly three package-specific prose sentences of
# 12-45 words each (tested below).
SHORT_OK = {"d08-s1", "d10-s3"}
# Distinct top-level sections each draft draws on (explained in notes-b.md):
# wrap-ansi's package-specific prose of 12+ words is all under ## API, so d06
# draws on one top-level section but three nearest headings (##### hard,
# ##### wordWrap, ##### trim); tagfilter's four come from four ## sections; resolve-all's only
# package-specific prose of 12+ words is the paragraph under the title (What
# is this? and When should I use this? are one short or shared sentence each),
# so d08 draws on one section and one heading; stringify-position and edit-map
# draw on What is this?, When should I use this? and ## API (two ### headings).
MIN_SECTIONS = {6: 1, 7: 4, 8: 1, 9: 3, 10: 3}
# Distinct nearest headings per draft (default 3)
MIN_HEADINGS = {8: 1}
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
    pkg = path.split("/")[0]
    h1 = [h for h in heads if h[1] == 1]
    title = h1[0][3] if h1 else pkg
    return ("README", pkg, title)


def package_name(dirpath):
    try:
        with open(os.path.join(dirpath, "package.json"), encoding="utf-8") as f:
            return json.load(f).get("name")
    except (OSError, ValueError, AttributeError):
        return None


SAME_PACKAGE_SKIPPED = {}   # exclude -> nested copies of the same package


def other_readmes(exclude):
    """Text of every file named readme.md (any letter case) at any depth under
    node_modules, except `exclude` (a path relative to ROOT) and copies of the
    same package (same package.json "name") installed elsewhere, which are not
    other packages' boilerplate."""
    own = package_name(os.path.dirname(os.path.join(str(ROOT), exclude)))
    out = {}
    skipped = []
    for dirpath, dirnames, filenames in os.walk(ROOT):
        for fn in filenames:
            if fn.lower() != "readme.md":
                continue
            full = os.path.join(dirpath, fn)
            rel = os.path.relpath(full, ROOT)
            if rel == exclude or not os.path.isfile(full):
                continue
            if own and package_name(dirpath) == own:
                skipped.append(rel)
                continue
            try:
                with open(full, encoding="utf-8", errors="replace") as f:
                    out[rel] = f.read()
            except OSError:
                pass
    SAME_PACKAGE_SKIPPED[exclude] = sorted(skipped)
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


def prose_sentences(raw):
    """Prose sentences outside fences: blocks split at blank lines; headings,
    badges, images, link definitions and HTML comments dropped; list items
    split apart; each item split into sentences after . ! ? and a space."""
    raw = re.sub(r"<!--.*?-->", "", raw, flags=re.S)
    _, fences = parse(raw)
    out, o = [], 0
    for block in re.split(r"\n[ \t\r]*\n", raw):
        a = raw.find(block, o)
        o = a + len(block)
        if any(fa <= a < fb for fa, fb in fences) or "```" in block:
            continue
        items, cur = [], []
        for line in block.split("\n"):
            t = line.strip()
            if not t or t.startswith("#") or re.match(r"^(\[!\[|!\[)", t) or re.match(r"^\[[^\]]+\]:", t) \
                    or re.match(r"^(=+|-+)$", t) or re.match(r"^ {4,}\S", line) and not cur:
                continue
            if re.match(r"^\s*([-*+]|\d+\.)\s+", line):
                if cur:
                    items.append(" ".join(cur))
                cur = [re.sub(r"^\s*([-*+]|\d+\.)\s+", "", line)]
            else:
                cur.append(t)
        if cur:
            items.append(" ".join(cur))
        for it in items:
            for sent in re.split(r"(?<=[.!?])\s+(?=\S)", it.strip()):
                if sent:
                    out.append(sent)
    return out


def own_sentences(path):
    """Package-specific prose sentences of 12-45 words of the README `path`
    (see the docstring): not found in another README, not even with the
    package's own name replaced by another name."""
    try:
        with open(ROOT / path, encoding="utf-8") as f:
            raw = f.read()
    except OSError:
        return None
    pkg = package_name(os.path.dirname(os.path.join(str(ROOT), path))) or path.split("/")[0]
    others = [norm(t) for t in other_readmes(path).values()]
    own = []
    for sent in prose_sentences(raw):
        n = len(sent.split())
        if not 12 <= n <= 45:
            continue
        ns = norm(sent)
        if any(ns in t for t in others):
            continue
        if pkg in ns:
            # the name, with any @version range after it, may be another name
            parts = re.split(re.escape(pkg) + r"(?:@[\^~]?[\w.]*)?", ns)
            rx = re.compile(r"[\w@./^~-]+".join(re.escape(x) for x in parts))
            if any(rx.search(t) for t in others):
                continue
        own.append(ns)
    return own


def words_of(s):
    return set(w.lower() for w in re.findall(r"[A-Za-z][A-Za-z'-]{3,}", s))


def main():
    show_words = "--words" in sys.argv[1:]
    claims_seen = {}
    subk = collections.Counter()
    n_claims = 0
    paths = [d.get("path") for d in DOCS]
    if paths != EXPECTED:
        bad("documents/order differ: %r" % paths)
    want_paths = [REPLACEMENT if (FIRST_DRAFT + k) in REPLACED else p for k, p in enumerate(ASSIGNED)]
    if want_paths != EXPECTED or any(ASSIGNED[d - FIRST_DRAFT] != p for d, p in REPLACED.items()):
        bad("EXPECTED is not ASSIGNED with the replacement in place")
    print("root: node_modules (%s)" % ("found" if ROOT.is_dir() else "MISSING"))
    # the reason for the replacement: fewer than four package-specific prose
    # sentences of 12-45 words, in the replaced README and in the spare
    for d, p in sorted(REPLACED.items()):
        own = own_sentences(p)
        if own is None:
            bad("d%02d: cannot read the replaced README %r" % (d, p))
            continue
        print("d%02d: assigned %s replaced: %d package-specific prose sentence(s) of 12-45 words" % (d, p, len(own)))
        if len(own) >= 4:
            bad("d%02d: the replaced README has %d package-specific prose sentences" % (d, len(own)))
    if SPARE != REPLACEMENT:
        own = own_sentences(SPARE)
        if own is None:
            bad("cannot read the spare %r" % SPARE)
        else:
            print("spare %s not used: %d package-specific prose sentence(s) of 12-45 words" % (SPARE, len(own)))
            if REPLACED and len(own) >= 4:
                bad("the spare has %d package-specific prose sentences but was not used" % len(own))
    for di, doc in enumerate(DOCS):
        draft = FIRST_DRAFT + di
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
        if SAME_PACKAGE_SKIPPED.get(path):
            print("note: d%02d: boilerplate test skips copies of the same package: %s" % (
                draft, ", ".join(SAME_PACKAGE_SKIPPED[path])))
        own = own_sentences(path) or []
        short_here = sorted(x for x in SHORT_OK if x.startswith("d%02d-" % draft))
        print("d%02d: %s: %d package-specific prose sentence(s) of 12-45 words%s" % (
            draft, path, len(own), ("; SHORT_OK: " + ", ".join(short_here)) if short_here else ""))
        if short_here and len(own) != 3:
            bad("d%02d: SHORT_OK used although the README has %d package-specific prose sentences of 12-45 words" % (draft, len(own)))
        if not short_here and len(own) < 4:
            bad("d%02d: only %d package-specific prose sentences of 12-45 words" % (draft, len(own)))
        heads, fences = parse(raw)
        kind, num, title = expected_heading(path, raw, heads)
        if (doc.get("kind"), doc.get("num"), doc.get("title")) != (kind, num, title):
            bad("d%02d: heading %r/%r/%r, want %r/%r/%r" % (
                draft, doc.get("kind"), doc.get("num"), doc.get("title"), kind, num, title))
        if not isinstance(doc.get("num"), str):
            bad("d%02d: num is not a string" % draft)
        try:
            pj = json.loads((ROOT / path.split("/")[0] / "package.json").read_text(encoding="utf-8"))
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
                if k == "reworded" and pkg not in claim:
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
        if len(used_heads) < MIN_HEADINGS.get(draft, 3):
            bad("d%02d: only %d distinct nearest headings (want at least %d)" % (
                draft, len(used_heads), MIN_HEADINGS.get(draft, 3)))
        if len(used_secs) < 3:
            print("note: d%02d draws on %d top-level section(s): %s (%d distinct headings: %s)" % (
                draft, len(used_secs), ", ".join(sorted(x or "?" for x in used_secs)),
                len(used_heads), ", ".join(sorted(x or "?" for x in used_heads))))
    print("documents: %d  claims: %d (want 100)" % (len(DOCS), n_claims))
    if n_claims != 100:
        bad("claims: %d (want 100)" % n_claims)
    print("contradiction sub-kinds: " + ", ".join("%s=%d" % (t, subk[t]) for t in TAGS))
    if sum(subk.values()) != 20:
        bad("contradiction tags: %d (want 20)" % sum(subk.values()))
    for d, p in sorted(REPLACED.items()):
        print("replacement (used for d%02d, in place of %s): %s%s" % (
            d, p, REPLACEMENT, "" if REPLACEMENT_NAMED_BY_BRIEF else
            " -- PROVISIONAL, not named by the brief; needs approval"))
    print("spare (%s): %s" % ("used" if SPARE == REPLACEMENT else "not used", SPARE))
    for p in problems:
        print("FAIL: " + p)
    if problems:
        print("%d problem(s)" % len(problems))
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
