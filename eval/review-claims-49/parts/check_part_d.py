# -*- coding: utf-8 -*-
"""Self-check for review-claims-49 part D (drafts 16-20), stdlib only.

    python3 check_part_d.py            # checks; exit 1 on any problem
    python3 check_part_d.py --words    # also list, for every added and
        overclaim claim, the words (4+ letters) that are not in its rationale,
        split into those that occur in the document and those that do not

Adapted from review-claims-48's parts/check_part_a.py for this part's
documentation pages under /work/main/node_modules (computed as
Path(__file__).resolve().parents[3] / "node_modules").  What changed from
that check:

- the documents are documentation pages, not READMEs: `kind` is "docs",
  `num` is the page's top folder under node_modules (checked against the
  "name" field of that folder's package.json) and `title` is the page's
  first Markdown heading at any level, with the '#' marks, links and code
  marks read away (read_away, unchanged); the draft heading built from them,
  "## <num> docs: <title>", is printed for each draft;
- the top-level sections of a page are its headings at the shallowest level
  used below the title (TOP); text before the first of them belongs to the
  title's section (qs's title is a level-2 heading and its sections level 3;
  Connector's parameter headings are level 4 and stand before its level-3
  example headings, so they sit in the title's section);
- the boilerplate test (a cut must not occur, raw or with whitespace
  normalised, in another file) runs over every file named readme.md at any
  depth under node_modules AND every other file under the page's top folder
  (the brief's `grep -rlF` over undici/; the same for qs, wink-nlp and
  playwright-core, whose other skill pages share text);
- every assigned page is tested to have at least four package-specific prose
  sentences of 12-45 words (the brief's condition for keeping it rather than
  taking a spare); a heading line directly above its text no longer hides
  that text from the count;
- every reworded claim names the documented thing (NAMES: the package, the
  class or the tool, as a note-taker would), instead of the package name;
- no INTRO_OK, SHORT_OK, REASSIGNED or OPEN allowances are needed (all
  empty or dropped): no draft is replaced, no sentence is shorter than 12
  words, and every page opens with its title heading.

Everything else is review-claims-48's part-A check: the assigned documents in
draft order (EXPECTED; REPLACED is empty, so EXPECTED equals ASSIGNED, and
REPLACEMENT names the first spare, printed as not used); DRAFTS; 4 sentences
each; start anchor exactly once in the raw file, end anchor found after it
(the cut taken from the start of the start anchor must equal the cut taken
from its end); 12-45 words (whitespace split of the raw cut); no blank line
and no carriage return inside a cut; no overlapping cuts; prose only (not
inside or touching a fenced code block, no heading line, badge, image, code
fence, table row or HTML comment inside it, not in an indented code block,
not under a licence heading, no licence or copyright wording); the `section`
field equals the nearest heading above the cut; at least MIN_SECTIONS
distinct top-level sections and MIN_HEADS distinct nearest headings per
draft; all five kinds present as (claim, note) tuples of non-empty strings;
contradiction notes start with one valid tag and a space, no other note
starts with a bracketed tag; four tags per document; no markup in claims;
claims are one clean line, start upper-case, end with a full stop, have no
double spaces, do not equal their rationale, do not say "you"/"your"/"this
module"/"this package"/"this library"; no duplicate claims; 20 claims per
document.  Prints the contradiction sub-kind counts and the spares.
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
    "qs/.github/THREAT_MODEL.md",
    "wink-nlp/CONTRIBUTING.md",
    "playwright-core/lib/tools/skills/playwright-cli/references/test-generation.md",
    "undici/docs/docs/api/MockCallHistory.md",
    "undici/docs/docs/api/Connector.md",
]
# The brief's spares, in order, for a page with fewer than four prose
# sentences of 12-45 words.  None was needed: every assigned page has four or
# more (tested below), so REPLACED is empty and the first spare is printed as
# not used.
SPARES = [
    "playwright-core/lib/tools/skills/playwright-component-testing/SKILL.md",
    "playwright-core/lib/tools/skills/playwright-trace/SKILL.md",
]
REPLACEMENT = SPARES[0]
REPLACED = {}   # draft -> the assigned page it replaces (none)
EXPECTED = [REPLACEMENT if (16 + k) in REPLACED else p for k, p in enumerate(ASSIGNED)]
# pages with CRLF line endings (no cut may contain a carriage return): none
CRLF_OK = set()
FIRST_DRAFT = 16
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
TAGS = ["number", "entity", "direction", "negation", "roles"]
TAG_RE = re.compile(r"^\[(%s)\] " % "|".join(TAGS))
ANY_TAG_RE = re.compile(r"^\s*\[[^\]]*\]")
# Distinct top-level sections each draft draws on (explained in notes-d.md):
# qs's threat model (d16): title "## Threat Model for qs ...", sections
# "### 1." ... "### 8."; cuts under 2, 3, 5 and 8: four.  wink-nlp's
# CONTRIBUTING.md (d17): "## " sections; cuts under Getting Started, Code of
# Conduct, Development Guidelines (### Testing) and Governance: four.
# test-generation.md (d18): "## 0." ... "## 3."; one cut under each: four.
# MockCallHistory.md (d19): prose of 12+ words only in the intro under the
# title and under ## class methods (### filterCallsByFullUrl, ### filterCalls;
# the other method descriptions have 4-11 words, ## filter parameter has
# items of 6-7 words): two.  Connector.md (d20): every prose sentence stands
# before the first level-3 heading (the two code-only example sections), in
# the intro or under the two level-4 parameter headings: one top-level section
# (the title's), three distinct nearest headings.
MIN_SECTIONS = {16: 4, 17: 4, 18: 4, 19: 2, 20: 1}
# distinct nearest headings each draft draws on (3 unless noted)
MIN_HEADS = {}
# what a reworded claim names (any of these, case-insensitive, as a word)
NAMES = {
    16: ["qs"],
    17: ["WinkNLP", "wink-nlp"],
    18: ["playwright-cli", "Playwright"],
    19: ["MockCallHistory", "undici"],
    20: ["undici", "connector", "buildConnector"],
}
MARKUP = [
    ("backtick", re.compile(r"`")),
    ("asterisk", re.compile(r"\*")),
    ("url", re.compile(r"https?://|www\.", re.I)),
    ("reST role", re.compile(r":[a-z]+:`|:(pep|ref|mod|func|rfc|math):", re.I)),
    ("link/footnote syntax", re.compile(r"\]_|\[#|`_|<https?:|\]\(")),
    ("backslash", re.compile(r"\\")),
    ("HTML tag", re.compile(r"</?[a-zA-Z][a-zA-Z0-9]*(\s[^>]*)?>")),
]
# words a summary should replace by the documented thing's name
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
    """Level of a page's top-level sections: the shallowest heading level used
    below the title (the first heading); the title's own level where the
    page has no other heading."""
    rest = [lv for _, lv, _, _ in heads[1:]]
    return min(rest) if rest else (heads[0][1] if heads else 1)


def heading_at(heads, pos, max_level=6):
    name = None
    for off, lv, t, _ in heads:
        if off <= pos and lv <= max_level:
            name = t
    return name


def top_section(heads, pos, title):
    """The top-level section of a cut: the nearest heading at the top level
    or above, or the title for text before the first of them."""
    return heading_at(heads, pos, top_level(heads)) or title


def expected_heading(path, raw, heads):
    """kind "docs"; num the page's top folder under node_modules; title the
    first Markdown heading (any level) with '#' marks, links and code marks
    read away."""
    pkg = path.split("/")[0]
    if pkg.startswith("@"):
        pkg = "/".join(path.split("/")[:2])
    title = heads[0][3] if heads else None
    return ("docs", pkg, title)


_FILES = {}


def other_files(exclude):
    """Text of every file named readme.md (any letter case) at any depth
    under node_modules, and of every file under the top folder of `exclude`
    (a path relative to ROOT), except `exclude` itself."""
    pkg = exclude.split("/")[0] if not exclude.startswith("@") else "/".join(exclude.split("/")[:2])
    if pkg not in _FILES:
        out = {}
        for dirpath, dirnames, filenames in os.walk(ROOT):
            rel_dir = os.path.relpath(dirpath, ROOT)
            inside = rel_dir == pkg or rel_dir.startswith(pkg + os.sep)
            for fn in filenames:
                if fn.lower() != "readme.md" and not inside:
                    continue
                full = os.path.join(dirpath, fn)
                rel = os.path.relpath(full, ROOT)
                if not os.path.isfile(full):
                    continue
                try:
                    with open(full, encoding="utf-8", errors="replace") as f:
                        out[rel] = f.read()
                except OSError:
                    pass
        _FILES[pkg] = out
    return {k: v for k, v in _FILES[pkg].items() if k != exclude}


def norm(s):
    return " ".join(s.split())


def strip_links(s):
    """Link text only: inline and reference-style links read away (so that
    bevry's templated link lines, whose URLs name the package, compare equal)."""
    t = re.sub(r"\]\([^)]*\)", "]", s)
    t = re.sub(r"\]\[[^\]]*\]", "]", t)
    return t.replace("[", "").replace("]", "")


def prose_sentences(raw, path):
    """The brief's test for a spare: prose sentences of 12-45 words
    (whitespace split) that occur in no other file (other_files).  Paragraphs outside
    code fences, not under a licence heading; HTML blocks and comments,
    headings, badges, images, table rows and link definitions skipped; list
    items taken one by one; sentences split after . ! or ? before white space
    (not after e.g., i.e., etc. or vs.); words counted with links read away.
    Sharing is tested on whitespace-normalised text with links read away (in
    the sentence and in the other files)."""
    heads, fences = parse(raw)
    others = [norm(strip_links(t)) for t in other_files(path).values()]
    out, o = [], 0
    for block in re.split(r"\n[ \t\r]*\n", raw):
        a = raw.find(block, o)
        o = a + len(block)
        if any(fa <= a < fb for fa, fb in fences) or "```" in block:
            continue
        if re.search(r"licen[cs]e|copyright", heading_at(heads, a) or "", re.I):
            continue
        # new here: a heading line directly above its text (no blank line
        # between them, as in wink-nlp's CONTRIBUTING.md) is dropped from the
        # block, so that the text under it is still counted
        b = "\n".join(l for l in block.split("\n") if not re.match(r"^#{1,6}[ \t]", l)).strip()
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
    if list(DRAFTS) != [FIRST_DRAFT + k for k in range(len(EXPECTED))]:
        bad("DRAFTS %r differ from %r" % (DRAFTS, [FIRST_DRAFT + k for k in range(len(EXPECTED))]))
    if any(ASSIGNED[d - FIRST_DRAFT] != p for d, p in REPLACED.items()):
        bad("REPLACED does not name the assigned pages")
    print("root: node_modules (%s)" % ("found" if ROOT.is_dir() else "MISSING"))
    # the brief's condition for keeping an assigned page: four or more
    # package-specific prose sentences of 12-45 words
    for k, p in enumerate(ASSIGNED):
        d = FIRST_DRAFT + k
        try:
            raw_a = (ROOT / p).read_text(encoding="utf-8")
        except OSError as e:
            bad("d%02d: cannot read the assigned page %r (%s)" % (d, p, e))
            continue
        own = prose_sentences(raw_a, p)
        print("d%02d: assigned %s: %d package-specific prose sentence(s) of 12-45 words (need 4)" % (d, p, len(own)))
        if len(own) < 4 and d not in REPLACED:
            bad("d%02d: the assigned page %s has fewer than four such sentences, and no spare replaces it" % (d, p))
        if len(own) >= 4 and d in REPLACED:
            bad("d%02d: the assigned page %s has four or more such sentences, yet a spare replaces it" % (d, p))
    for di, doc in enumerate(DOCS):
        draft = DRAFTS[di] if di < len(DRAFTS) else FIRST_DRAFT + di
        path = doc.get("path")
        try:
            # newline="" keeps carriage returns
            with open(ROOT / path, encoding="utf-8", newline="") as f:
                raw = f.read()
        except (OSError, TypeError) as e:
            bad("d%02d: cannot read %r (%s)" % (draft, path, e))
            continue
        if "\r" in raw and path not in CRLF_OK:
            bad("d%02d: document has carriage returns" % draft)
        others = other_files(path)
        nothers = {k: norm(v) for k, v in others.items()}
        heads, fences = parse(raw)
        kind, num, title = expected_heading(path, raw, heads)
        if (doc.get("kind"), doc.get("num"), doc.get("title")) != (kind, num, title):
            bad("d%02d: heading %r/%r/%r, want %r/%r/%r" % (
                draft, doc.get("kind"), doc.get("num"), doc.get("title"), kind, num, title))
        if not isinstance(doc.get("num"), str):
            bad("d%02d: num is not a string" % draft)
        try:
            pj = json.loads((ROOT / num / "package.json").read_text(encoding="utf-8"))
            if pj.get("name") != doc.get("num"):
                bad("d%02d: num %r differs from package.json name %r" % (draft, doc.get("num"), pj.get("name")))
        except (OSError, ValueError) as e:
            bad("d%02d: cannot read package.json (%s)" % (draft, e))
        print("d%02d: heading: ## %s docs: %s  (top level: %d)" % (draft, doc.get("num"), doc.get("title"), top_level(heads)))
        names = NAMES.get(draft, [doc.get("num") or ""])
        names_re = re.compile(r"(?<![\w-])(%s)(?![\w-])" % "|".join(re.escape(n) for n in names), re.I)
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
            if not 12 <= nw <= 45:
                bad("%s: %d words (want 12-45)" % (sid, nw))
            if re.search(r"\n[ \t\r]*\n", cut):
                bad("%s: cut spans a blank line" % sid)
            if "\r" in cut:
                bad("%s: cut contains a carriage return" % sid)
            shared = sorted(k for k, v in others.items() if cut in v)
            shared += sorted(k for k, v in nothers.items() if norm(cut) in v and k not in shared)
            if shared:
                bad("%s: cut occurs word for word in another file: %s" % (sid, ", ".join(shared[:3])))
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
            # indented code block: the cut's first line is indented 4+ spaces
            # or a tab and the line above is blank or indented too
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
            topsec = top_section(heads, i, heads[0][2] if heads else None)
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
                if k == "reworded" and not names_re.search(claim):
                    bad("%s reworded: claim names none of %r" % (sid, names))
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
        if len(used_heads) < MIN_HEADS.get(draft, 3):
            bad("d%02d: only %d distinct nearest headings (want at least %d)" % (
                draft, len(used_heads), MIN_HEADS.get(draft, 3)))
        if len(used_secs) < 3:
            print("note: d%02d draws on %d top-level section(s): %s (%d distinct headings: %s)" % (
                draft, len(used_secs), ", ".join(sorted(x or "?" for x in used_secs)),
                len(used_heads), ", ".join(sorted(x or "?" for x in used_heads))))
    want_claims = 20 * len(EXPECTED)
    print("documents: %d  claims: %d (want %d)" % (len(DOCS), n_claims, want_claims))
    if n_claims != want_claims:
        bad("claims: %d (want %d)" % (n_claims, want_claims))
    for d, p in sorted(REPLACED.items()):
        print("spare (used for d%02d, in place of %s): %s" % (d, p, REPLACEMENT))
    if not REPLACED:
        for p in SPARES:
            print("spare (not used): %s" % p)
    print("contradiction sub-kinds: " + ", ".join("%s=%d" % (t, subk[t]) for t in TAGS))
    if sum(subk.values()) != 4 * len(EXPECTED):
        bad("contradiction tags: %d (want %d)" % (sum(subk.values()), 4 * len(EXPECTED)))
    for p in problems:
        print("FAIL: " + p)
    if problems:
        print("%d problem(s)" % len(problems))
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
