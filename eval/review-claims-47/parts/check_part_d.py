# -*- coding: utf-8 -*-
"""Self-check for review-claims-47 part D (drafts 16-20), stdlib only.

    python3 -B check_part_d.py            # checks; exit 1 on any problem
    python3 -B check_part_d.py --words    # also list, for every added and
        overclaim claim, the words (4+ letters) that are not in its rationale,
        split into those that occur in the document and those that do not

Adapted from review-claims-46's parts/check_part_a.py (copied, then edited)
for npm READMEs under /work/main/node_modules (computed as
Path(__file__).resolve().parents[3] / "node_modules").  Checks: the five
documents in draft order (ASSIGNED, with the replacements of REPLACED in
place: draft 16 by the first brief's spare, drafts 17 and 18 by the first two
READMEs of the second brief's CANDIDATES list that have at least four
package-specific prose sentences of 12-45 words, see notes-d.md; the earlier
substitutes in REJECTED may not be used); for each replaced README, that it
really has fewer than four package-specific prose passages of 12+ words (every
such paragraph must be listed in VERDICTS with a reason); for each candidate
up to the second that passes, every prose sentence of 12-45 words that occurs
in no other README, with a verdict in CANDIDATE_VERDICTS, and the first two
with four or more usable ones equal to the READMEs used for drafts 17 and 18;
the contradiction sub-kinds within TAG_RANGES; 4 sentences each;
start anchor occurs exactly once in the raw file and the end anchor is found
after it (the cut taken from the start of the start anchor must equal the cut
taken from its end, as a build script cuts it); 12-45 words (whitespace split
of the raw cut; SHORT_OK is empty); no blank line inside a cut; no carriage
return inside a cut (CRLF_OK is empty); no overlapping cuts; the cut is prose:
not inside a fenced code block, no heading line, badge, image, code fence,
table row or HTML comment inside it, not in an indented code block, and not
under a licence heading; the cut (raw, and with whitespace normalised) occurs
in no other README under node_modules (the brief's boilerplate rule, over
every file named readme.md in any letter case at any depth), except older
copies of the same package (a README whose folder's package.json has the same
"name"; here pluralize 2.0.0 under @textlint/linter-formatter/node_modules),
which are reported, not refused; the `section` field equals the heading the
cut sits under (ATX, setext and HTML <hN> headings outside code fences); at
least the number of distinct top-level sections and of distinct nearest
headings noted below; all five kinds present as (claim, note) tuples of
non-empty strings; contradiction notes start with one valid tag followed by a
space, no other note starts with a bracketed tag; 20 tags in all; no markup in
claims (the MARKUP list of review-claims-39's part-A check); claims are one
clean line, start upper-case, end with a full stop, have no double spaces, do
not equal their rationale, do not say "you"/"your"/"this module"/"this
package"/"this library"; every reworded claim names the package (its num,
case-sensitive); no duplicate claims; kind/num/title follow the README
heading rules (kind "README", num = the package folder, scope included, = the
"name" field of its package.json, title = the text of the first level-1
heading with images, links, HTML and code marks read away, or the package
name where the README has no level-1 heading).  Prints the contradiction
sub-kind counts, the spare, the candidates and the substitutes.
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
from part_d import DOCS  # noqa: E402

ROOT = Path(__file__).resolve().parents[3] / "node_modules"
# the five READMEs the brief assigns, in draft order
ASSIGNED = [
    "@secretlint/secretlint-rule-preset-recommend/README.md",
    "is-extglob/README.md",
    "boundary/README.md",
    "pluralize/Readme.md",
    "@napi-rs/canvas/README.md",
]
REPLACEMENT = "color-convert/README.md"   # the spare named by the brief; used for d16
# draft -> the assigned README it replaces (each has fewer than four
# package-specific prose passages of 12+ words; see VERDICTS and notes-d.md)
REPLACED = {
    16: "@secretlint/secretlint-rule-preset-recommend/README.md",
    17: "is-extglob/README.md",
    18: "boundary/README.md",
}
# draft -> the README used instead: d16 the first brief's spare; d17 and d18
# the first two READMEs of the second brief's CANDIDATES list (in its order)
# that have at least four package-specific prose sentences of 12-45 words
REPLACEMENTS = {
    16: REPLACEMENT,
    17: "signal-exit/README.md",
    18: "ms/readme.md",
}
# substitutes used for d17 and d18 by the first helper and refused by the
# second brief: both were used by earlier evaluation sets (not held out)
REJECTED = {
    "whatwg-encoding/README.md": "used by an earlier evaluation set (second brief)",
    "reusify/README.md": "used by an earlier evaluation set (second brief)",
}
# the second brief's candidates for d17 and d18, in its order; the first two
# with at least four package-specific prose sentences of 12-45 words are used
CANDIDATES = [
    "yocto-queue/readme.md",
    "signal-exit/README.md",
    "underscore/README.md",
    "ms/readme.md",
    "balanced-match/README.md",
]
EXPECTED = [
    "color-convert/README.md",
    "signal-exit/README.md",
    "ms/readme.md",
    "pluralize/Readme.md",
    "@napi-rs/canvas/README.md",
]
# Every paragraph of a replaced README that is outside code fences and
# licence sections, has 12+ words and occurs in no other README, keyed by its
# opening, with a verdict: "usable" (a prose passage about the package that
# could give a source sentence) or a reason why not.  A replacement is
# justified when fewer than four are usable.
VERDICTS = {
    16: {
        "If you want to ignore": "usable (14 words, ## Options)",
        "- [@secretlint/secretlint-rule-npm]": "not prose: a list of 12 package links (## Rules), with one 6-word sub-item",
        "This preset module is bundled": "usable (17 words in three short sentences, ## Notes)",
    },
    17: {
        "* [has-glob]": "not about this package: generated descriptions of three related packages (### Related projects), links and tooltips",
        "_(This document was generated": "not about this package: the verb generator's notice (### Building docs)",
    },
    18: {},
}
# Every prose sentence of 12-45 words (list markers and blockquote marks
# removed) of each candidate examined, outside code fences and licence
# sections, that occurs in no other README, keyed by its opening, with a
# verdict: "usable" (a package-specific prose sentence) or a reason why not.
# A candidate passes with four or more usable sentences.  The check reads the
# candidates in order and stops after the second that passes, so
# balanced-match (fifth) needs no entry.
CANDIDATE_VERDICTS = {
    "yocto-queue/readme.md": {
        "You should use this package instead of an array": "usable (when to use yocto-queue instead of an array, the time complexities of Array#shift() and Queue#dequeue())",
        "A [queue]": "not package-specific: a quoted general definition of a queue (a blockquote linking Wikipedia), true of any queue; it says nothing about yocto-queue",
        "The instance is an": "usable (the Queue instance is an Iterable, ## API)",
        "Don't do this unless": "usable (12 words: iterating or spreading the queue is slow, ## API)",
    },
    "signal-exit/README.md": {
        "When you want to fire an event": "usable (13 words, a lead-in to the list of four ways a process exits)",
        "The return value of the function": "usable (## API)",
        "Note that the function _only_ fires": "usable (## API)",
        "That is, there are no other": "usable (## API)",
        "If the global `process` object": "usable (## API)",
        "If the handler returns an exact": "usable (### Capturing Signal Exits)",
        "In this case, it your responsibility": "usable (### Capturing Signal Exits)",
        "If you do not, then the process": "usable (### Capturing Signal Exits)",
        "Prior to calling handlers": "usable (### Capturing Signal Exits)",
        "Note that numeric code exits": "usable (### Capturing Signal Exits)",
        "The `'signal-exit/browser'` module": "usable (### Browser Fallback)",
        "Patches welcome to add something": "usable (### Browser Fallback)",
    },
    "underscore/README.md": {
        "Underscore.js is a utility-belt library": "usable (the introduction)",
        "For support and questions": "usable (14 words, counted although it is contact information: a security policy, a chat channel, Stack Overflow)",
    },
    "ms/readme.md": {
        "If a number is supplied to": "usable (## Features)",
        "If a string that contains the number": "usable (## Features)",
        "If you pass a string with a number": "usable (## Features)",
        "[Fork](https://help.github.com": "not package-specific: the generic fork-and-clone step of a contribution workflow (## Caught a Bug?)",
        "Within the module you want to test": "not prose only: ends in the command `npm link ms` (## Caught a Bug?)",
        "Instead of the default one from npm": "usable (15 words: a linked clone of ms is used instead of the one from npm, ## Caught a Bug?)",
    },
}
# the second brief's target ranges for the 20 contradiction sub-kinds (as
# quoted in review-claims-38's README: about 3-4 number, 2-3 entity, 4
# direction, 5-6 negation, 3-4 roles)
TAG_RANGES = {"number": (3, 4), "entity": (2, 3), "direction": (4, 4), "negation": (5, 6), "roles": (3, 4)}
# READMEs with CRLF line endings (no cut may contain a carriage return): none
CRLF_OK = set()
FIRST_DRAFT = 16
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
TAGS = ["number", "entity", "direction", "negation", "roles"]
TAG_RE = re.compile(r"^\[(%s)\] " % "|".join(TAGS))
ANY_TAG_RE = re.compile(r"^\s*\[[^\]]*\]")
# Sentences allowed 8-11 words: none in this part.
SHORT_OK = set()
# Distinct top-level sections each draft draws on (explained in notes-d.md):
# color-convert's prose sits under # color-convert (the intro), # API (with
# ### Arrays and ## Routing) and # Contribute, so d16 uses three;
# signal-exit (d17) has only two top-level sections (# signal-exit, the
# title, is its only level-1 heading, so the top level is ##: the title's
# section and ## API), both used, under four distinct headings (signal-exit,
# API, Options, Capturing Signal Exits); ms (d18) has prose of 12+ words only
# under ## Features and ## Caught a Bug?, so it uses two top-level sections
# and two headings; pluralize's only prose of 12+ words is the ## Why?
# paragraph and the ## Usage parameter list, so d19 uses two top-level
# sections and two distinct headings; @napi-rs/canvas (d20) uses four.
MIN_SECTIONS = {16: 3, 17: 2, 18: 2, 19: 2, 20: 4}
# distinct nearest headings per draft (default 3)
MIN_HEADINGS = {17: 4, 18: 2, 19: 2}
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


def pkg_of(path):
    """The package folder below node_modules, scope included."""
    parts = path.split("/")
    return "/".join(parts[:2]) if parts[0].startswith("@") else parts[0]


def expected_heading(path, raw, heads):
    """Only a level-1 heading is a title (as review-claims-45's check_gold.py
    reads mocha's README); without one the title is the package name
    (type-fest's README opens with an HTML <div> logo block and has no
    level-1 heading)."""
    pkg = pkg_of(path)
    h1 = [h for h in heads if h[1] == 1]
    title = h1[0][3] if h1 else pkg
    return ("README", pkg, title)


def package_name(dirpath):
    try:
        with open(os.path.join(dirpath, "package.json"), encoding="utf-8") as f:
            return json.load(f).get("name")
    except (OSError, ValueError):
        return None


def other_readmes(exclude, same=None):
    """Text of every file named readme.md (any letter case) at any depth under
    node_modules, except `exclude` (a path relative to ROOT).  If `same` is a
    dict, READMEs of other copies of the same package (same package.json
    "name" as `exclude`'s folder) go there instead of into the result."""
    own = package_name(str(ROOT / pkg_of(exclude))) if same is not None else None
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
                    text = f.read()
            except OSError:
                continue
            if own is not None and package_name(dirpath) == own:
                same[rel] = text
            else:
                out[rel] = text
    return out


def norm(s):
    return " ".join(s.split())


def prose_paragraphs(raw, min_words=12):
    """Paragraphs of 12+ words outside fenced code blocks and licence
    sections (blank-line separated; fence-aware, since code blocks may hold
    blank lines) that are not headings, badges, images, link definitions or
    indented code.  (Rewritten for part D: review-claims-46's version split
    on blank lines before looking at fences.)"""
    heads, fences = parse(raw)
    out = []
    lines = raw.split("\n")
    offs, o = [], 0
    for l in lines:
        offs.append(o)
        o += len(l) + 1
    block, start = [], None

    def flush():
        if not block:
            return
        b = "\n".join(block)
        a = start
        sec = heading_at(heads, a) or ""
        top = heading_at(heads, a, top_level(heads)) or ""
        s_ = b.strip()
        if (re.search(r"licen[cs]e|copyright", sec + " " + top, re.I)
                or s_.startswith("#") or s_.startswith("![") or s_.startswith("[![")
                or re.match(r"^\[[^\]]+\]:", s_)
                or all(re.match(r"^( {4,}|\t)", l) for l in block if l.strip())):
            return
        if len(s_.split()) >= min_words:
            out.append(s_)

    for k, l in enumerate(lines):
        infence = any(fa <= offs[k] <= fb for fa, fb in fences)
        if infence or not l.strip():
            flush()
            block, start = [], None
            continue
        if start is None:
            start = offs[k]
        block.append(l)
    flush()
    return out


LIST_SPLIT_RE = re.compile(r"\n(?=[ \t]{0,3}(?:[-*+]|\d+\.)[ \t])")
MARKER_RE = re.compile(r"^(?:>[ \t]*)?(?:(?:[-*+]|\d+\.)[ \t]+)?")
SENT_SPLIT_RE = re.compile(r"(?<=[.!?])\s+(?=[A-Z\[`'\"(*_])")


def prose_sentences(raw):
    """Prose sentences of 12-45 words: the paragraphs of prose_paragraphs()
    of any length, split into list items, each item's list marker and
    blockquote mark removed, then split after '.', '!' or '?' followed by
    white space and an upper-case letter, link, code mark, quote or
    parenthesis (new for the second part-D brief, which counts sentences)."""
    out = []
    for para in prose_paragraphs(raw, 1):
        for item in LIST_SPLIT_RE.split(para):
            item = MARKER_RE.sub("", item.strip())
            for sent in SENT_SPLIT_RE.split(item):
                sent = sent.strip()
                if 12 <= len(sent.split()) <= 45:
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
    want_paths = [REPLACEMENTS[FIRST_DRAFT + k] if (FIRST_DRAFT + k) in REPLACED else p for k, p in enumerate(ASSIGNED)]
    if (want_paths != EXPECTED or any(ASSIGNED[d - FIRST_DRAFT] != p for d, p in REPLACED.items())
            or sorted(REPLACED) != sorted(REPLACEMENTS) or REPLACEMENT not in REPLACEMENTS.values()):
        bad("EXPECTED is not ASSIGNED with the replacement in place")
    print("root: node_modules (%s)" % ("found" if ROOT.is_dir() else "MISSING"))
    for p in REJECTED:
        if p in EXPECTED or p in REPLACEMENTS.values():
            bad("a rejected substitute is used: %s (%s)" % (p, REJECTED[p]))
    # the second brief's candidates, in order, until two pass
    passing = []
    for p in CANDIDATES:
        if len(passing) == 2:
            if p in CANDIDATE_VERDICTS:
                bad("verdicts for %s, which the check does not reach" % p)
            print("candidate %s: not reached (two found before it)" % p)
            continue
        try:
            raw_c = (ROOT / p).read_text(encoding="utf-8")
        except OSError as e:
            bad("cannot read the candidate %r (%s)" % (p, e))
            continue
        others_c = [norm(t) for t in other_readmes(p, {}).values()]
        sents_c = prose_sentences(raw_c)
        own_c = [x for x in sents_c if not any(norm(x) in t for t in others_c)]
        verdicts = CANDIDATE_VERDICTS.get(p, {})
        usable = 0
        for x in own_c:
            key = [k for k in verdicts if x.startswith(k)]
            if len(key) != 1:
                bad("candidate %s: no verdict for the sentence %r" % (p, x[:60]))
                continue
            if verdicts[key[0]].startswith("usable"):
                usable += 1
        unused = [k for k in verdicts if not any(x.startswith(k) for x in own_c)]
        if unused:
            bad("candidate %s: verdict for no sentence: %r" % (p, unused))
        ok = usable >= 4
        if ok:
            passing.append(p)
        print("candidate %s: %d prose sentence(s) of 12-45 words, %d not in another README, %d usable: %s" % (
            p, len(sents_c), len(own_c), usable, "used for d%02d" % (16 + len(passing)) if ok else "skipped"))
    if passing != [REPLACEMENTS.get(17), REPLACEMENTS.get(18)]:
        bad("the first two passing candidates %r are not the READMEs of d17 and d18 %r" % (
            passing, [REPLACEMENTS.get(17), REPLACEMENTS.get(18)]))
    # the reason for each replacement: fewer than four package-specific
    # prose passages of 12+ words
    for d, p in sorted(REPLACED.items()):
        try:
            raw_r = (ROOT / p).read_text(encoding="utf-8")
        except OSError as e:
            bad("d%02d: cannot read the replaced README %r (%s)" % (d, p, e))
            continue
        others_r = [norm(t) for t in other_readmes(p).values()]
        paras = prose_paragraphs(raw_r)
        own = [x for x in paras if not any(norm(x) in t for t in others_r)]
        verdicts = VERDICTS.get(d, {})
        usable = 0
        for x in own:
            key = [k for k in verdicts if x.startswith(k)]
            if len(key) != 1:
                bad("d%02d: replaced README: no verdict for the paragraph %r" % (d, x[:60]))
                continue
            if verdicts[key[0]].startswith("usable"):
                usable += 1
        unused = [k for k in verdicts if not any(x.startswith(k) for x in own)]
        if unused:
            bad("d%02d: verdict for no paragraph: %r" % (d, unused))
        print("d%02d: assigned %s replaced: %d paragraph(s) of 12+ words outside code and licence, %d not in another README, %d usable" % (
            d, p, len(paras), len(own), usable))
        if usable >= 4:
            bad("d%02d: the replaced README has %d usable passages" % (d, usable))
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
        same = {}
        others = other_readmes(path, same)
        nothers = {k: norm(v) for k, v in others.items()}
        heads, fences = parse(raw)
        kind, num, title = expected_heading(path, raw, heads)
        if (doc.get("kind"), doc.get("num"), doc.get("title")) != (kind, num, title):
            bad("d%02d: heading %r/%r/%r, want %r/%r/%r" % (
                draft, doc.get("kind"), doc.get("num"), doc.get("title"), kind, num, title))
        if not isinstance(doc.get("num"), str):
            bad("d%02d: num is not a string" % draft)
        try:
            pj = json.loads((ROOT / pkg_of(path) / "package.json").read_text(encoding="utf-8"))
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
            in_same = sorted(k for k, v in same.items() if norm(cut) in norm(v))
            if in_same:
                print("note: %s also occurs in another copy of the same package: %s" % (sid, ", ".join(in_same)))
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
    for t in TAGS:
        lo, hi = TAG_RANGES[t]
        if not lo <= subk[t] <= hi:
            bad("contradiction sub-kind %s: %d (want %d-%d)" % (t, subk[t], lo, hi))
    for d, p in sorted(REPLACED.items()):
        if REPLACEMENTS[d] == REPLACEMENT:
            print("spare (used for d%02d, in place of %s): %s" % (d, p, REPLACEMENT))
        else:
            print("substitute from the second brief's candidate list (used for d%02d, in place of %s): %s" % (d, p, REPLACEMENTS[d]))
    for p, why in REJECTED.items():
        print("rejected earlier substitute (not used): %s: %s" % (p, why))
    if REPLACEMENT not in REPLACEMENTS.values():
        print("spare (not used): %s" % REPLACEMENT)
    for p in problems:
        print("FAIL: " + p)
    if problems:
        print("%d problem(s)" % len(problems))
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
