# -*- coding: utf-8 -*-
"""Self-check for review-claims-54 part C (drafts 11-15), stdlib only.

    python3 parts/check_part_c.py            # checks; exit 1 on any problem
    python3 parts/check_part_c.py --words    # also list, for every added and
        overclaim claim, the words (4+ letters) that are not in its
        rationale, split into those that occur in the page and those that
        do not

Run from eval/review-claims-54 (or anywhere: part_c.py is imported from
this file's folder).  The corpus root is the Markdown contributor guides of
Node.js as installed on this machine by the Debian package `nodejs`:

    CORPUS_ROOT = os.environ.get("RC54_CORPUS_ROOT",
                                 "/usr/share/doc/nodejs/contributing")

Adapted from review-claims-53's parts/check_part_c.py (same per-cut and
per-claim tests).  What differs:

- the corpus and its version: the package version comes from
  `dpkg-query -W -f '${Version}' nodejs` (NODE_DEB_VERSION); a mismatch is a
  failure only when the default corpus root is used (with RC54_CORPUS_ROOT
  set, it is printed);
- the heading fields: kind "contributing", num "Node.js", title = the
  page's H1 heading with Markdown markup read away (the pages have no front
  matter), so a draft heading reads "## Node.js contributing: <title>";
- the documents: ASSIGNED holds the brief's five pages for drafts 11-15 in
  draft order; SPARES the brief's two spares (streaming-to-youtube.md,
  building-node-with-ninja.md), REPLACED maps an assigned page to a spare
  (empty: every assigned page has four or more page-specific sentences, so
  no spare is used; the check fails if a page in use has fewer than four,
  or if a replaced page has four or more); AVOID holds the eight pages the
  brief reserves for other parts, and no used page may be one of them or
  lie outside ASSIGNED + SPARES;
- uniqueness in the page itself (new): a cut, every line of six or more
  words and every sentence of six or more words inside it, must occur once
  only in its own page (raw, white space normalised and case folded, and
  loosely read);
- every reworded claim names Node (the substring "node", case-insensitive:
  "Node.js", "Node-API"), as review-claims-53's named npm;
- no used page may be one of review-claims-53's twenty (its sources.txt, if
  it is there; a different corpus, so none can be);
- MIN_SECTIONS / MIN_HEADS per page (see their comment); the top-level
  sections are the headings of the smallest level that occurs more than
  once (## on four pages; on releases-node-api.md too, where "## Table of
  contents" and "## How to create a release" are the only ##, so every cut
  there is under "How to create a release" and the nearest headings, the
  ### steps, are counted instead).

Everything else is as review-claims-53's part-C check: start anchor
exactly once, end anchor found after it (the cut from the start of the
start anchor equal to the cut from its end), 12-45 words (whitespace split
of the raw cut; SHORT_OK is empty), no blank line or carriage return inside
a cut, no overlapping cuts; the sharing test (a cut is refused if it occurs
in ANY other file under the corpus root, raw, with white space normalised
and case folded, or "loosely": Markdown markup stripped, links and images
read away to their text, HTML tags and the marks ` * _ removed, white space
normalised, case folded; each line of a cut with six or more words, and
every sentence of six or more words inside a cut, must not occur in another
file either); prose tests (no fenced code, heading line, table row,
blockquote (also a lazy continuation line of one), HTML comment, image or
indented code inside or around a cut; no cut under a "Table of contents"
heading); `section` equal to the text of the nearest heading above the cut
('#' marks dropped, other markup kept as written); five (claim, note)
tuples of non-empty strings per sentence, contradiction notes starting with
one valid tag and a space (no other note starting with a bracketed tag),
four contradictions per page, no markup in claims, claims one clean line
starting upper-case and ending with a full stop, no double spaces, no
"you"/"your"/"this command"/"this module"/"this package"/"this library",
no claim equal to its rationale, no duplicate claims, 20 claims per page,
DRAFTS equal to [11, 12, 13, 14, 15], the contradiction sub-kinds equal to
PLANNED (review-claims-53 part C's split: number 4, entity 3, direction 4,
negation 5, roles 4).  It writes nothing (sys.dont_write_bytecode).
"""
import collections
import os
import re
import subprocess
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

DEFAULT_ROOT = "/usr/share/doc/nodejs/contributing"
CORPUS_ROOT = os.environ.get("RC54_CORPUS_ROOT", DEFAULT_ROOT)
NODE_DEB_VERSION = "20.20.2-1nodesource1+repack1"
ASSIGNED = [
    "security-release-process.md",
    "technical-priorities.md",
    "recognizing-contributors.md",
    "adding-v8-fast-api.md",
    "releases-node-api.md",
]
# the brief's spares, in order (used only if a page lacks four usable
# sentences of its own)
SPARES = ["streaming-to-youtube.md", "building-node-with-ninja.md"]
# pages the brief reserves for other parts: never used here
AVOID = ["pull-requests.md", "collaborator-guide.md", "writing-tests.md",
         "releases.md", "technical-values.md", "primordials.md",
         "using-internal-errors.md", "backporting-to-release-lines.md"]
# no assigned page lacks four page-specific sentences, so no spare is used
REPLACED = {}
USED = [REPLACED.get(p, p) for p in ASSIGNED]
PREVIOUS_SOURCES = os.path.join(HERE, "..", "..", "review-claims-53", "sources.txt")
FIRST_DRAFT = 11
KIND = "contributing"
NUM = "Node.js"
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
TAGS = ["number", "entity", "direction", "negation", "roles"]
TAG_RE = re.compile(r"^\[(%s)\] \S" % "|".join(TAGS))
ANY_TAG_RE = re.compile(r"^\s*\[[^\]]*\]")
# the target ranges for 20 sentences (as review-claims-53's part C)
TARGET = {"number": (3, 4), "entity": (2, 3), "direction": (4, 4),
          "negation": (5, 6), "roles": (3, 4)}
# the split planned before writing, kept from review-claims-53 part C
PLANNED = {"number": 4, "entity": 3, "direction": 4, "negation": 5, "roles": 4}
SHORT_OK = set()
# distinct top-level sections and nearest headings each draft draws on.
# d11 security-release-process.md: three ## sections (the intro has no ##
# above it; its top is the H1), four nearest headings.
# d12 technical-priorities.md: four ## sections.
# d13 recognizing-contributors.md: three ## sections plus the intro.
# d14 adding-v8-fast-api.md: the intro (under the H1), Limitations,
# Requirements, Fallback to slow path.
# d15 releases-node-api.md: its only ## with prose is "How to create a
# release" (the other is the table of contents), so one top-level section,
# and four nearest headings (### steps 0, 4, 7 and #### Step 1).
MIN_SECTIONS = {11: 3, 12: 3, 13: 3, 14: 3, 15: 1}
MIN_HEADS = {11: 4, 12: 4, 13: 4, 14: 4, 15: 4}
FEW_SECTIONS_WHY = {
    15: "the page's only ## section with prose is 'How to create a release' "
        "(the other ## is its table of contents); four ### / #### steps are used",
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
ADDRESS_RE = re.compile(r"\b(you|your|yours)\b|\bthis (command|module|package|library)\b", re.I)

problems = []


def bad(msg):
    problems.append(msg)


def norm(s):
    return " ".join(s.split())


def loose(s):
    """Markdown markup, case and white space read away: images and links
    read away to their text (inline and reference style, and <autolinks>),
    HTML tags removed, the marks ` * _ removed, white space normalised, case
    folded."""
    t = re.sub(r"!\[([^\]]*)\]\([^)]*\)", r"\1", s)
    t = re.sub(r"\]\([^)]*\)", "]", t)
    t = re.sub(r"\]\[[^\]]*\]", "]", t)
    t = t.replace("[", "").replace("]", "")
    t = re.sub(r"<(https?://[^>]*)>", r"\1", t)
    t = re.sub(r"</?[a-zA-Z][^>]*>", "", t)
    t = re.sub(r"[`*_]", "", t)
    return norm(t).lower()


def read(path):
    # newline="" keeps carriage returns so that the CR test sees them
    with open(path, encoding="utf-8", newline="") as f:
        return f.read()


def parse(raw):
    """ATX headings (offset, level, text) and fenced code spans (start,
    end).  Fences may be indented (inside list items)."""
    heads, fences = [], []
    o = 0
    fence = None
    for line in raw.split("\n"):
        here = o
        o += len(line) + 1
        f = re.match(r"^\s*(`{3,}|~{3,})", line)
        if fence is not None:
            if f and f.group(1)[0] == fence[1]:
                fences.append((fence[0], here + len(line)))
                fence = None
            continue
        if f:
            fence = (here, f.group(1)[0])
            continue
        m = re.match(r"^(#{1,6})[ \t]+(.+?)[ \t]*#*[ \t]*$", line)
        if m:
            heads.append((here, len(m.group(1)), m.group(2).strip()))
    if fence is not None:
        fences.append((fence[0], len(raw)))
    return heads, fences


def h1_title(raw):
    """The page's H1 heading (the first level-1 ATX heading outside code),
    with Markdown markup read away (links to their text, ` * _ marks
    removed), case kept."""
    heads, _ = parse(raw)
    for off, lv, t in heads:
        if lv == 1:
            t = re.sub(r"\]\([^)]*\)", "]", t)
            t = re.sub(r"\]\[[^\]]*\]", "]", t).replace("[", "").replace("]", "")
            t = re.sub(r"[`*]", "", t)
            t = re.sub(r"(^|\W)_|_(\W|$)", r"\1\2", t)
            return norm(t)
    return None


def top_level(heads):
    """The smallest heading level that occurs more than once."""
    counts = collections.Counter(h[1] for h in heads)
    several = sorted(lv for lv, n in counts.items() if n > 1)
    if several:
        return several[0]
    return min(counts) if counts else 2


def heading_at(heads, pos, max_level=6):
    name = None
    for off, lv, t in heads:
        if off <= pos and lv <= max_level:
            name = t
    return name


_OTHERS = {}


def other_files(exclude):
    """Text of every file under the corpus root (all folders, any name)
    except `exclude` (relative to the root).  Cached."""
    if exclude in _OTHERS:
        return _OTHERS[exclude]
    out = {}
    for dirpath, dirnames, filenames in os.walk(CORPUS_ROOT):
        dirnames.sort()
        for fn in sorted(filenames):
            full = os.path.join(dirpath, fn)
            rel = os.path.relpath(full, CORPUS_ROOT)
            if rel == exclude or not os.path.isfile(full):
                continue
            try:
                with open(full, encoding="utf-8", errors="replace") as f:
                    out[rel] = f.read()
            except OSError:
                pass
    _OTHERS[exclude] = out
    return out


_FORMS = {}


def other_forms(exclude):
    """(raw, normalised+case-folded, loose) text of every other file."""
    if exclude not in _FORMS:
        o = other_files(exclude)
        _FORMS[exclude] = (o, {k: norm(v).lower() for k, v in o.items()},
                           {k: loose(v) for k, v in o.items()})
    return _FORMS[exclude]


def shared_in(text, exclude):
    raw_o, norm_o, loose_o = other_forms(exclude)
    hits = [k for k, v in raw_o.items() if text in v]
    n = norm(text).lower()
    hits += [k for k, v in norm_o.items() if n in v and k not in hits]
    lt = loose(text)
    hits += [k for k, v in loose_o.items() if lt and lt in v and k not in hits]
    return sorted(hits)


def own_count(text, raw):
    """How often a text occurs in its own page: the most of its raw,
    normalised and loose counts."""
    return max(raw.count(text), norm(raw).lower().count(norm(text).lower()),
               loose(raw).count(loose(text)) if loose(text) else 0)


def split_sentences(text):
    """Sentences of a text (white space normalised), split after . ! ? or :
    before white space, not after e.g., i.e., ie, eg, etc. or vs.; also
    after . ! ? or : that closes bold, emphasis or code."""
    out = []
    for piece in re.split(r"(?:(?<=[.!?:])|(?<=[.!?:]\*\*)|(?<=[.!?:][*_`]))\s+", norm(text)):
        if out and re.search(r"(\b|\()(e\.g|i\.e|ie|eg|etc|vs)\.?,?$", out[-1]):
            out[-1] += " " + piece
        else:
            out.append(piece)
    return out


def prose_sentences(raw, path):
    """Prose sentences of 12-45 words (whitespace split, links read away)
    that occur in no other file under the corpus root (loosely compared)
    and once only in their own page.  Paragraphs outside code fences, not
    under a "Table of contents" heading; heading lines dropped; tables,
    blockquotes, HTML and images skipped; list items taken one by one;
    sentences split after . ! or ? before white space (not after e.g.,
    i.e., ie, eg, etc. or vs.)."""
    heads, fences = parse(raw)
    loose_o = other_forms(path)[2]
    lraw = loose(raw)
    out, o = [], 0
    for block in re.split(r"\n[ \t\r]*\n", raw):
        a = raw.find(block, o)
        o = a + len(block)
        if any(fa <= a < fb for fa, fb in fences) or "```" in block:
            continue
        if re.search(r"table of contents", heading_at(heads, a) or "", re.I):
            continue
        lines = [l for l in block.split("\n") if not re.match(r"^ {0,3}#{1,6}[ \t]", l)]
        lines = [l for l in lines if not re.match(r"^\s*(\||>|<|!\[)", l)]
        b = "\n".join(lines).strip()
        if not b:
            continue
        items, cur = [], []
        for line in b.split("\n"):
            if re.match(r"^\s*([-*+]|\d+\.)\s+", line) and cur:
                items.append(" ".join(cur))
                cur = []
            cur.append(re.sub(r"^\s*([-*+]|\d+\\?\.)\s+(\[[ x]\]\s+)?", "", line))
        items.append(" ".join(cur))
        for it in items:
            sents = []
            for piece in re.split(r"(?<=[.!?])\s+", norm(it)):
                if sents and re.search(r"(\b|\()(e\.g|i\.e|ie|eg|etc|vs)\.$", sents[-1]):
                    sents[-1] += " " + piece
                else:
                    sents.append(piece)
            for sent in sents:
                text = norm(re.sub(r"\]\([^)]*\)", "]", sent))
                if (12 <= len(text.split()) <= 45
                        and not any(loose(sent) in t for t in loose_o.values())
                        and lraw.count(loose(sent)) == 1):
                    out.append(sent)
    return out


def words_of(s):
    return set(w.lower() for w in re.findall(r"[A-Za-z][A-Za-z'-]{3,}", s))


def deb_version():
    try:
        r = subprocess.run(["dpkg-query", "-W", "-f", "${Version}", "nodejs"],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           universal_newlines=True, timeout=30)
        return r.stdout.strip() if r.returncode == 0 else None
    except (OSError, subprocess.SubprocessError):
        return None


def main():
    from part_c import DOCS, DRAFTS  # noqa: E402
    show_words = "--words" in sys.argv[1:]
    claims_seen = {}
    subk = collections.Counter()
    n_claims = 0
    root_ok = os.path.isdir(CORPUS_ROOT)
    print("corpus root: %s (%s)" % (CORPUS_ROOT, "found" if root_ok else "MISSING"))
    if not root_ok:
        bad("corpus root not found: %s" % CORPUS_ROOT)
        return finish()
    ver = deb_version()
    print("Debian package nodejs: version %s (want %s)" % (ver, NODE_DEB_VERSION))
    if ver != NODE_DEB_VERSION:
        if os.path.abspath(CORPUS_ROOT) == DEFAULT_ROOT:
            bad("the corpus is not nodejs %s's contributor guides (dpkg says %s)" % (NODE_DEB_VERSION, ver))
        else:
            print("note: RC54_CORPUS_ROOT is set; the package version is not enforced")
    n_all = len(other_files(""))
    n_md = sum(1 for k in other_files("") if k.endswith(".md"))
    print("files under the root: %d (%d .md; each page is compared with the other %d files)" % (
        n_all, n_md, n_all - 1))
    paths = [d.get("path") for d in DOCS]
    if paths != USED:
        bad("documents/order differ from the assigned pages (spares in place): %r (want %r)" % (paths, USED))
    for p in paths:
        if p in AVOID:
            bad("%s is reserved for another part (the brief's avoid list)" % p)
        if p not in ASSIGNED and p not in SPARES:
            bad("%s is neither an assigned page nor a spare" % p)
    for old, new in REPLACED.items():
        if new not in SPARES:
            bad("replacement %s is not on the spare list" % new)
        try:
            n_old = len(prose_sentences(read(os.path.join(CORPUS_ROOT, old)), old))
        except OSError as e:
            bad("cannot read the replaced page %s (%s)" % (old, e))
            continue
        print("replaced: %s has %d page-specific prose sentence(s) of 12-45 words; spare %s used instead" % (
            old, n_old, new))
        if n_old >= 4:
            bad("%s has %d page-specific sentences: the spare is not needed" % (old, n_old))
    if not REPLACED:
        print("spares: none used (%s not needed)" % ", ".join(SPARES))
    if os.path.isfile(PREVIOUS_SOURCES):
        with open(PREVIOUS_SOURCES, encoding="utf-8") as f:
            prev = set(l.strip() for l in f if l.strip())
        again = [p for p in USED if p in prev]
        print("review-claims-53 sources: %d read; pages used again: %s" % (len(prev), ", ".join(again) or "none"))
        if again:
            bad("pages used in review-claims-53: %s" % ", ".join(again))
    if list(DRAFTS) != list(range(FIRST_DRAFT, FIRST_DRAFT + len(USED))):
        bad("DRAFTS %r, want %r" % (list(DRAFTS), list(range(FIRST_DRAFT, FIRST_DRAFT + len(USED)))))
    for k, p in enumerate(USED):
        try:
            own = prose_sentences(read(os.path.join(CORPUS_ROOT, p)), p)
        except OSError as e:
            bad("d%02d: cannot read %s (%s)" % (FIRST_DRAFT + k, p, e))
            continue
        print("d%02d: %s: %d page-specific prose sentence(s) of 12-45 words (need 4)" % (
            FIRST_DRAFT + k, p, len(own)))
        if len(own) < 4:
            bad("d%02d: %s has fewer than four such sentences" % (FIRST_DRAFT + k, p))
    for di, doc in enumerate(DOCS):
        draft = DRAFTS[di] if di < len(DRAFTS) else FIRST_DRAFT + di
        path = doc.get("path")
        try:
            raw = read(os.path.join(CORPUS_ROOT, path))
        except (OSError, TypeError) as e:
            bad("d%02d: cannot read %r (%s)" % (draft, path, e))
            continue
        if "\r" in raw:
            bad("d%02d: document has carriage returns" % draft)
        title = h1_title(raw)
        heads, fences = parse(raw)
        want = (KIND, NUM, title)
        got = (doc.get("kind"), doc.get("num"), doc.get("title"))
        if got != want or title is None:
            bad("d%02d: heading fields %r, want %r" % (draft, got, want))
        if not all(isinstance(x, str) for x in got):
            bad("d%02d: kind/num/title must be strings" % draft)
        print("d%02d: %s  (%d bytes; heading '## %s %s: %s')" % (
            draft, path, len(raw.encode("utf-8")), doc.get("num"), doc.get("kind"), doc.get("title")))
        top = top_level(heads)
        sents = doc.get("sentences", [])
        if len(sents) != 4:
            bad("d%02d: %d sentences (want 4)" % (draft, len(sents)))
        spans, used_secs, used_heads = [], set(), set()
        n_tags = 0
        for si, s in enumerate(sents, 1):
            sid = "d%02d-s%d" % (draft, si)
            start, end = s.get("start", ""), s.get("end", "")
            cnt = raw.count(start) if start else 0
            if cnt != 1:
                bad("%s: start anchor occurs %d times: %r" % (sid, cnt, start))
                continue
            i = raw.find(start)
            j = raw.find(end, i + len(start)) if end else -1
            if j < 0:
                bad("%s: end anchor not found after start: %r" % (sid, end))
                continue
            cut = raw[i:j + len(end)]
            if raw.find(end, i) != j:
                bad("%s: end anchor lies inside the start anchor (cuts differ)" % sid)
            nw = len(cut.split())
            lo = 8 if sid in SHORT_OK else 12
            if not lo <= nw <= 45:
                bad("%s: %d words (want %d-45)" % (sid, nw, lo))
            if re.search(r"\n[ \t\r]*\n", cut):
                bad("%s: cut spans a blank line" % sid)
            if "\r" in cut:
                bad("%s: cut contains a carriage return" % sid)
            # the brief's sharing rule: in no other file under the root
            shared = shared_in(cut, path)
            if shared:
                bad("%s: cut occurs in another file: %s" % (sid, ", ".join(shared[:4])))
            # ... nor twice in its own page
            if own_count(cut, raw) != 1:
                bad("%s: cut occurs %d times in its own page" % (sid, own_count(cut, raw)))
            # stricter: no line of the cut (6+ words, loosely read) elsewhere
            for line in cut.split("\n"):
                body = re.sub(r"^\s*([-*+]|\d+\\?\.)\s+(\[[ x]\]\s+)?", "", line)
                if len(loose(body).split()) >= 6:
                    sl = shared_in(body, path)
                    if sl:
                        bad("%s: the line %r occurs in another file: %s" % (sid, body[:50], ", ".join(sl[:4])))
                    ol = own_count(body, raw)
                    if ol != 1:
                        bad("%s: the line %r occurs %d times in its own page" % (sid, body[:50], ol))
            # and no sentence of the cut (6+ words, loosely read) elsewhere,
            # nor twice in its own page
            for sent in split_sentences(cut):
                if len(loose(sent).split()) >= 6:
                    sh = shared_in(sent, path)
                    if sh:
                        bad("%s: the sentence %r occurs in another file: %s" % (sid, sent[:50], ", ".join(sh[:4])))
                    oc = own_count(sent, raw)
                    if oc != 1:
                        bad("%s: the sentence %r occurs %d times in its own page" % (sid, sent[:50], oc))
            for (a, b, other) in spans:
                if i < b and a < j + len(end):
                    bad("%s: cut overlaps %s" % (sid, other))
            spans.append((i, j + len(end), sid))
            # prose only
            for (fa, fb) in fences:
                if i < fb and fa < j + len(end):
                    bad("%s: cut touches a fenced code block" % sid)
            if "```" in cut or "![" in cut or "<img" in cut or "<!--" in cut:
                bad("%s: cut contains a code fence, image or HTML comment" % sid)
            line_start = raw.rfind("\n", 0, i) + 1
            before = raw[line_start:i]
            if re.search(r"(^|\n)\s*\|", cut) or before.lstrip().startswith("|"):
                bad("%s: cut touches a table row" % sid)
            para_start = max(raw.rfind("\n\n", 0, i), raw.rfind("\n\r\n", 0, i))
            para_start = 0 if para_start < 0 else para_start
            if (before.lstrip().startswith(">") or re.search(r"\n\s*>", cut)
                    or raw[para_start:i].lstrip().startswith(">")):
                bad("%s: cut sits in a blockquote" % sid)
            if re.match(r"^ {0,3}#", raw[line_start:]) or re.search(r"\n {0,3}#{1,6}[ \t]", cut):
                bad("%s: cut contains a heading line" % sid)
            prev_end = line_start - 1
            prev = raw[raw.rfind("\n", 0, max(prev_end, 0)) + 1:max(prev_end, 0)] if prev_end > 0 else ""
            if re.match(r"^( {4,}|\t)", raw[line_start:i + 1]) and (not prev.strip() or re.match(r"^( {4,}|\t)", prev)):
                bad("%s: cut starts inside an indented code block" % sid)
            for off, lv, t in heads:
                if i < off < j + len(end):
                    bad("%s: cut crosses the heading %r" % (sid, t))
            actual = heading_at(heads, i)
            topsec = heading_at(heads, i, top)
            if actual is None:
                bad("%s: cut sits before any heading" % sid)
            if topsec is None:
                topsec = "(intro under the H1)"
            if re.search(r"table of contents", (actual or "") + " " + (topsec or ""), re.I):
                bad("%s: cut sits under a Table of contents heading" % sid)
            used_secs.add(topsec)
            used_heads.add(actual)
            if s.get("section") != actual:
                bad("%s: section field %r, cut sits under %r" % (sid, s.get("section"), actual))
            print("  %s  %2d words  [%s | top: %s]  %s" % (sid, nw, actual, topsec, norm(cut)[:56]))
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
                        bad("%s contradiction: note lacks a valid tag: %r" % (sid, note[:40]))
                    else:
                        subk[m.group(1)] += 1
                        n_tags += 1
                elif ANY_TAG_RE.match(note):
                    bad("%s %s: non-contradiction note starts with a tag: %r" % (sid, k, note[:40]))
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
                if k == "reworded" and "node" not in claim.lower():
                    bad("%s reworded: claim does not name Node" % sid)
                if norm(claim) == norm(cut):
                    bad("%s %s: claim equals its rationale" % (sid, k))
                if claim in claims_seen:
                    bad("%s %s: duplicate claim (also %s)" % (sid, k, claims_seen[claim]))
                claims_seen[claim] = "%s %s" % (sid, k)
                if show_words and k in ("added", "overclaim"):
                    new = sorted(words_of(claim) - words_of(cut))
                    low = raw.lower()
                    indoc = [w for w in new if w in low]
                    notdoc = [w for w in new if w not in low]
                    print("      %s %s: in page: %s | not in page: %s" % (
                        sid, k, ", ".join(indoc) or "-", ", ".join(notdoc) or "-"))
        if n_tags != 4:
            bad("d%02d: %d valid contradiction tags (want 4)" % (draft, n_tags))
        if len(used_secs) < MIN_SECTIONS.get(draft, 3):
            bad("d%02d: %d distinct top-level sections (want at least %d)" % (
                draft, len(used_secs), MIN_SECTIONS.get(draft, 3)))
        if len(used_heads) < MIN_HEADS.get(draft, 4):
            bad("d%02d: %d distinct nearest headings (want at least %d)" % (
                draft, len(used_heads), MIN_HEADS.get(draft, 4)))
        print("  top-level (%s) sections: %d (%s); nearest headings: %d" % (
            "#" * top, len(used_secs), "; ".join(sorted(x or "?" for x in used_secs)), len(used_heads)))
        if len(used_secs) < 3:
            print("  note: d%02d draws on %d top-level section(s): %s" % (
                draft, len(used_secs), FEW_SECTIONS_WHY.get(draft, "fewer than three top-level sections used")))
    want_claims = 20 * len(USED)
    print("claims: %d (want %d)" % (n_claims, want_claims))
    if n_claims != want_claims:
        bad("claims: %d (want %d)" % (n_claims, want_claims))
    print("contradiction sub-kinds: " + ", ".join("%s=%d" % (t, subk[t]) for t in TAGS))
    for t in TAGS:
        lo, hi = TARGET[t]
        if not lo - 1 <= subk[t] <= hi + 1:
            bad("sub-kind %s: %d, far outside the target %d-%d" % (t, subk[t], lo, hi))
        elif not lo <= subk[t] <= hi:
            print("note: sub-kind %s: %d, outside the target %d-%d" % (t, subk[t], lo, hi))
    if dict(subk) != {t: n for t, n in PLANNED.items() if n}:
        bad("contradiction sub-kinds %s differ from the planned split %s" % (dict(subk), PLANNED))
    return finish()


def finish():
    for p in problems:
        print("FAIL: " + p)
    if problems:
        print("%d problem(s)" % len(problems))
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
