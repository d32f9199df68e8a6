# -*- coding: utf-8 -*-
"""Self-check for review-claims-53 part C (drafts 11-15), stdlib only.

    python3 parts/check_part_c.py            # checks; exit 1 on any problem
    python3 parts/check_part_c.py --words    # also list, for every added and
        overclaim claim, the words (4+ letters) that are not in its
        rationale, split into those that occur in the page and those that
        do not

Run from eval/review-claims-53 (or anywhere: part_c.py is imported from
this file's folder).  The corpus root is the Markdown documentation of npm
11.19.1 as installed on this machine:

    CORPUS_ROOT = os.environ.get("RC53_CORPUS_ROOT",
                                 "/usr/lib/node_modules/npm/docs/content")

Copied from review-claims-52's parts/check_part_c.py (same per-cut and
per-claim tests), with the set's name and RC53_CORPUS_ROOT.  What differs:

- the documents: ASSIGNED holds the brief's five pages for drafts 11-15
  (commands/npm-access.md, npm-deny-scripts.md, npm-explain.md,
  npm-repo.md, configuring-npm/install.md).  commands/npm-repo.md has only
  two page-specific prose sentences of 12-45 words (its two-line
  Description; the rest is option texts copied from using-npm/config.md),
  so a spare takes its place as draft 14: REPLACED maps the one to the other, USED is the draft order,
  and the check fails if the replaced page turns out to have four or more
  such sentences (the spare would not be needed) or the spare fewer.
  removal.md is now part A's draft 5 (a page may be used by one draft only;
  part A keeps it), so a fix brief gave part C's draft 14 using-npm/
  config.md instead (not on the spare list; its fallback, npm-star.md, has
  no page-specific sentence of 12-45 words): SPARE is config.md,
  TAKEN_SPARES records removal.md as part A's, and the check fails if the
  spare is a taken one, or is neither config.md nor an entry of the spare
  list from the third on;
- no used page may be one of review-claims-52's twenty (its sources.txt,
  read if it is there);
- MIN_SECTIONS / MIN_HEADS per page (see their comment) and the one-section
  notes;
- the sentence split for the sharing test also splits after a full stop
  that closes bold, emphasis or code ("... npm.** We do not ...", in
  install.md's Description), so each of those sentences is tested alone;
- the contradiction sub-kinds must equal PLANNED, the split review-claims-52
  part C planned and kept (number 4, entity 3, direction 4, negation 5,
  roles 4), and stay inside the target ranges.

Everything else is as review-claims-52's part-C check: heading fields (kind
"docs", num "npm", title = the front matter's `title:`), npm's package.json
version (two folders above the corpus root) 11.19.1, start anchor exactly
once, end anchor found after it (the cut from the start of the start anchor
equal to the cut from its end), 12-45 words (whitespace split of the raw
cut; SHORT_OK is empty), no blank line or carriage return inside a cut, no
overlapping cuts; the sharing test (a cut is refused if it occurs in ANY
other file under the corpus root, raw, with white space normalised and case
folded, or "loosely": Markdown markup stripped, links and images read away
to their text, HTML tags and the marks ` * _ removed, white space
normalised, case folded; each line of a cut with six or more words, and
every sentence of six or more words inside a cut, must not occur in another
file either); prose tests (no front matter, fenced code, heading line,
table row, blockquote (also a lazy continuation line of one), HTML comment,
image or indented code inside or around a cut, no cut on a "Default:",
"Type:", "Alias:" or "DEPRECATED:" line, no cut under a "Synopsis" or "See
also" heading); `section` equal to the text of the nearest heading above
the cut ('#' marks dropped, other markup kept as written; the top-level
sections are the headings of the smallest level that occurs more than
once, ### on all five pages); five (claim, note) tuples of non-empty
strings per sentence, contradiction notes starting with one valid tag and a
space (no other note starting with a bracketed tag), four contradictions
per page, no markup in claims, claims one clean line starting upper-case
and ending with a full stop, no double spaces, no "you"/"your"/"this
command"/"this module"/"this package"/"this library", every reworded claim
naming npm (the substring "npm", case-insensitive), no claim equal to its
rationale, no duplicate claims, 20 claims per page, DRAFTS equal to
[11, 12, 13, 14, 15].
"""
import collections
import json
import os
import re
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

CORPUS_ROOT = os.environ.get("RC53_CORPUS_ROOT", "/usr/lib/node_modules/npm/docs/content")
NPM_VERSION = "11.19.1"
ASSIGNED = [
    "commands/npm-access.md",
    "commands/npm-deny-scripts.md",
    "commands/npm-explain.md",
    "commands/npm-repo.md",
    "configuring-npm/install.md",
]
# the brief's spares, in order; part C takes them from the third onwards
SPARES = ["commands/npm-docs.md", "commands/npm-bugs.md", "using-npm/removal.md",
          "commands/npm-logout.md", "commands/npm-star.md"]
# spares already used by another part (a page may be used by one draft
# only): part A's draft 5 uses removal.md, part C's first choice
TAKEN_SPARES = {"using-npm/removal.md": "part A, draft 5"}
# the page the fix brief gave for draft 14 when removal.md turned out to be
# taken (its fallback was commands/npm-star.md, which has no page-specific
# sentence of 12-45 words; config.md has dozens)
FIX_BRIEF_PAGE = "using-npm/config.md"
FIX_BRIEF_FALLBACK = "commands/npm-star.md"
SPARE = FIX_BRIEF_PAGE
SPARE_WHY = ("using-npm/removal.md (part C's first spare) is part A's draft 5; "
             "the fix brief gave using-npm/config.md")
# npm-repo's only page-specific prose is its two-line Description (two
# sentences of 12-45 words; the first is npm-docs.md's line 17 with
# "documentation" changed to "repository"), so the spare takes its place as
# draft 14
REPLACED = {"commands/npm-repo.md": SPARE}
USED = [REPLACED.get(p, p) for p in ASSIGNED]
PREVIOUS_SOURCES = os.path.join(HERE, "..", "..", "review-claims-52", "sources.txt")
FIRST_DRAFT = 11
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
TAGS = ["number", "entity", "direction", "negation", "roles"]
TAG_RE = re.compile(r"^\[(%s)\] \S" % "|".join(TAGS))
ANY_TAG_RE = re.compile(r"^\s*\[[^\]]*\]")
# the brief's target ranges for 20 sentences
TARGET = {"number": (3, 4), "entity": (2, 3), "direction": (4, 4),
          "negation": (5, 6), "roles": (3, 4)}
# the split planned before writing, kept from review-claims-52 part C
PLANNED = {"number": 4, "entity": 3, "direction": 4, "negation": 5, "roles": 4}
SHORT_OK = set()
# distinct top-level (###) sections and nearest headings each draft draws
# on.  npm-deny-scripts.md and npm-explain.md have page-specific prose only
# under "### Description" (Synopsis and Examples are code, Configuration is
# option texts copied from using-npm/config.md and other command pages, See
# Also is links); so d12 and d13 take all four cuts from one section.
# config.md (d14) has prose under Description, Shorthands and Other CLI
# Niceties and Config Settings (three used, with four nearest headings:
# #### Environment Variables and two option headings).
# npm-access.md has prose under Description and Details (both used);
# install.md under Description, Checking your version (a lead-in to code),
# Using a Node version manager and Using a Node installer (three used, with
# four nearest headings: the #### macOS or Windows subsection).
MIN_SECTIONS = {11: 2, 12: 1, 13: 1, 14: 3, 15: 3}
MIN_HEADS = {11: 2, 12: 1, 13: 1, 14: 4, 15: 4}
FEW_SECTIONS_WHY = {
    11: "the page has page-specific prose only under Description and Details",
    12: "the page has page-specific prose only under Description",
    13: "the page has page-specific prose only under Description",
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


def front_matter(raw):
    """(end offset of the front matter, its title value)."""
    m = re.match(r"^---\n(.*?)\n---\n", raw, re.S)
    if not m:
        return 0, None
    t = re.search(r"^title:\s*(.*?)\s*$", m.group(1), re.M)
    return m.end(), (t.group(1).strip("'\"") if t else None)


def parse(raw):
    """ATX headings (offset, level, text) and fenced code spans (start,
    end), outside the front matter."""
    fm_end, _ = front_matter(raw)
    heads, fences = [], []
    o = 0
    fence = None
    for line in raw.split("\n"):
        here = o
        o += len(line) + 1
        if here < fm_end:
            continue
        f = re.match(r"^ {0,3}(`{3,}|~{3,})", line)
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


def top_level(heads):
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


def split_sentences(text):
    """Sentences of a text (white space normalised), split after . ! ? or :
    before white space, not after e.g., i.e., ie, eg, etc. or vs. (as
    review-claims-51 part A's check); new here, also after . ! ? or : that
    closes emphasis or code (`npm.** We`, as in install.md's Description)."""
    out = []
    for piece in re.split(r"(?:(?<=[.!?:])|(?<=[.!?:]\*\*)|(?<=[.!?:][*_`]))\s+", norm(text)):
        if out and re.search(r"(\b|\()(e\.g|i\.e|ie|eg|etc|vs)\.?,?$", out[-1]):
            out[-1] += " " + piece
        else:
            out.append(piece)
    return out


def prose_sentences(raw, path):
    """Prose sentences of 12-45 words (whitespace split, links read away)
    that occur in no other file under the corpus root (loosely compared).
    Paragraphs outside the front matter and code fences, not under a "See
    also" heading; heading lines dropped; tables, blockquotes, HTML and
    "Default:"/"Type:" lines skipped; list items taken one by one;
    sentences split after . ! or ? before white space (not after e.g.,
    i.e., ie, eg, etc. or vs.)."""
    fm_end, _ = front_matter(raw)
    heads, fences = parse(raw)
    loose_o = other_forms(path)[2]
    out, o = [], 0
    for block in re.split(r"\n[ \t\r]*\n", raw):
        a = raw.find(block, o)
        o = a + len(block)
        if a < fm_end or any(fa <= a < fb for fa, fb in fences) or "```" in block:
            continue
        if re.search(r"see also|synopsis", heading_at(heads, a) or "", re.I):
            continue
        lines = [l for l in block.split("\n") if not re.match(r"^ {0,3}#{1,6}[ \t]", l)]
        lines = [l for l in lines if not re.match(r"^\s*(\||>|<|Default:|Type:|Alias:|DEPRECATED:)", l)]
        b = "\n".join(lines).strip()
        if not b:
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
                if sents and re.search(r"(\b|\()(e\.g|i\.e|ie|eg|etc|vs)\.$", sents[-1]):
                    sents[-1] += " " + piece
                else:
                    sents.append(piece)
            for sent in sents:
                text = norm(re.sub(r"\]\([^)]*\)", "]", sent))
                if 12 <= len(text.split()) <= 45 and not any(loose(sent) in t for t in loose_o.values()):
                    out.append(sent)
    return out


def words_of(s):
    return set(w.lower() for w in re.findall(r"[A-Za-z][A-Za-z'-]{3,}", s))


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
    pj_path = os.path.join(os.path.dirname(os.path.dirname(CORPUS_ROOT)), "package.json")
    try:
        with open(pj_path, encoding="utf-8") as f:
            pj = json.load(f)
        print("npm package.json: name %s, version %s" % (pj.get("name"), pj.get("version")))
        if pj.get("name") != "npm" or pj.get("version") != NPM_VERSION:
            bad("the corpus is not npm %s's docs (package.json says %s %s)" % (
                NPM_VERSION, pj.get("name"), pj.get("version")))
    except (OSError, ValueError) as e:
        bad("cannot read npm's package.json at %s (%s)" % (pj_path, e))
    n_all = len(other_files(""))
    print("files under the root: %d (each page is compared with the other %d)" % (n_all, n_all - 1))
    paths = [d.get("path") for d in DOCS]
    if paths != USED:
        bad("documents/order differ from the assigned pages (spare in place): %r (want %r)" % (paths, USED))
    if SPARE in TAKEN_SPARES:
        bad("spare %s is already used by %s" % (SPARE, TAKEN_SPARES[SPARE]))
    if SPARE != FIX_BRIEF_PAGE and SPARE not in SPARES[2:]:
        bad("spare %s is neither the fix brief's page nor from the third entry of the spare list onwards" % SPARE)
    for p, who in sorted(TAKEN_SPARES.items()):
        if p in USED:
            bad("%s is used here but taken by %s" % (p, who))
    if SPARE == FIX_BRIEF_PAGE:
        try:
            n_fb = len(prose_sentences(read(os.path.join(CORPUS_ROOT, FIX_BRIEF_FALLBACK)), FIX_BRIEF_FALLBACK))
            print("fix brief's fallback: %s has %d page-specific prose sentence(s) of 12-45 words" % (
                FIX_BRIEF_FALLBACK, n_fb))
        except OSError as e:
            print("fix brief's fallback %s not readable (%s)" % (FIX_BRIEF_FALLBACK, e))
    for old, new in REPLACED.items():
        try:
            n_old = len(prose_sentences(read(os.path.join(CORPUS_ROOT, old)), old))
        except OSError as e:
            bad("cannot read the replaced page %s (%s)" % (old, e))
            continue
        print("replaced: %s has %d page-specific prose sentence(s) of 12-45 words; spare %s used instead" % (
            old, n_old, new))
        if n_old >= 4:
            bad("%s has %d page-specific sentences: the spare is not needed" % (old, n_old))
    if os.path.isfile(PREVIOUS_SOURCES):
        with open(PREVIOUS_SOURCES, encoding="utf-8") as f:
            prev = set(l.strip() for l in f if l.strip())
        again = [p for p in USED if p in prev]
        print("review-claims-52 sources: %d read; pages used again: %s" % (len(prev), ", ".join(again) or "none"))
        if again:
            bad("pages used in review-claims-52: %s" % ", ".join(again))
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
        fm_end, title = front_matter(raw)
        heads, fences = parse(raw)
        want = ("docs", "npm", title)
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
            # stricter: no line of the cut (6+ words, loosely read) elsewhere
            for line in cut.split("\n"):
                body = re.sub(r"^\s*([-*+]|\d+\.)\s+", "", line)
                if len(loose(body).split()) >= 6:
                    sl = shared_in(body, path)
                    if sl:
                        bad("%s: the line %r occurs in another file: %s" % (sid, body[:50], ", ".join(sl[:4])))
            # and no sentence of the cut (6+ words, loosely read) elsewhere
            for sent in split_sentences(cut):
                if len(loose(sent).split()) >= 6:
                    sh = shared_in(sent, path)
                    if sh:
                        bad("%s: the sentence %r occurs in another file: %s" % (sid, sent[:50], ", ".join(sh[:4])))
            for (a, b, other) in spans:
                if i < b and a < j + len(end):
                    bad("%s: cut overlaps %s" % (sid, other))
            spans.append((i, j + len(end), sid))
            # prose only
            if i < fm_end:
                bad("%s: cut touches the front matter" % sid)
            for (fa, fb) in fences:
                if i < fb and fa < j + len(end):
                    bad("%s: cut touches a fenced code block" % sid)
            if "```" in cut or "![" in cut or "<img" in cut or "<!--" in cut:
                bad("%s: cut contains a code fence, image or HTML comment" % sid)
            line_start = raw.rfind("\n", 0, i) + 1
            before = raw[line_start:i]
            if re.search(r"(^|\n)\s*\|", cut) or before.lstrip().startswith("|"):
                bad("%s: cut touches a table row" % sid)
            # a blockquote, also by lazy continuation (package-json.md's
            # devEngines note: "> Note: ..." and two lines without '>')
            para_start = max(raw.rfind("\n\n", 0, i), raw.rfind("\n\r\n", 0, i))
            para_start = 0 if para_start < 0 else para_start
            if (before.lstrip().startswith(">") or re.search(r"\n\s*>", cut)
                    or raw[para_start:i].lstrip().startswith(">")):
                bad("%s: cut sits in a blockquote" % sid)
            if re.match(r"^\s*([-*+]\s+)?(Default|Type|Alias|DEPRECATED):", raw[line_start:]):
                bad("%s: cut is a Default:/Type:/Alias:/DEPRECATED: line" % sid)
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
            if re.search(r"see also|synopsis", (actual or "") + " " + (topsec or ""), re.I):
                bad("%s: cut sits under a See also / Synopsis heading" % sid)
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
                if k == "reworded" and "npm" not in claim.lower():
                    bad("%s reworded: claim does not name npm" % sid)
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
        print("  top-level sections: %d (%s); nearest headings: %d" % (
            len(used_secs), "; ".join(sorted(x or "?" for x in used_secs)), len(used_heads)))
        if len(used_secs) < 3:
            print("  note: d%02d draws on %d top-level section(s): %s" % (
                draft, len(used_secs), FEW_SECTIONS_WHY.get(draft, "fewer than three ### sections used")))
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
    print("spare used: %s (for %s; %s)" % (SPARE, ", ".join(REPLACED), SPARE_WHY))
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
