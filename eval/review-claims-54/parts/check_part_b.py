# -*- coding: utf-8 -*-
"""Self-check for review-claims-54 part B (drafts 6-10), stdlib only.

    python3 parts/check_part_b.py            # checks; exit 1 on any problem
    python3 parts/check_part_b.py --words    # also list, for every added and
        overclaim claim, the words (4+ letters) that are not in its rationale,
        split into those that occur in the page and those that do not
    python3 parts/check_part_b.py --prose    # also list every page-specific
        sentence of 12-45 words per top-level section (the usable pool)

Adapted from review-claims-53's parts/check_part_b.py (itself from
review-claims-52's and -51's part B and review-claims-50's
parts/check_part_a.py) for the Markdown contributor guides of Node.js
(Debian package nodejs 20.20.2-1nodesource1+repack1), under the corpus root
os.environ.get("RC54_CORPUS_ROOT", "/usr/share/doc/nodejs/contributing").

Checks: the five assigned pages in draft order (ASSIGNED; no spare is used,
so USED = ASSIGNED, and every page must have at least four page-specific
sentences of 12-45 words, own_prose below); that every page used is an
assigned page or a briefed spare and none is on the brief's avoid list
(AVOID); DRAFTS; kind "contributing", num "Node.js" and title = the page's H1
heading with markup read away (so a draft heading reads "## Node.js
contributing: <title>" and the draft's first line "# Notes on Node.js
contributing"); 4 sentences per page; the start anchor occurs exactly once
in the raw file and the end anchor is found after it (the cut taken from the
start of the start anchor must equal the cut taken from its end); 12-45
words (whitespace split of the raw cut); no blank line and no carriage
return inside a cut; no overlapping cuts; the cut is prose: not inside a
fenced code block (fences indented by any amount count), no heading line,
code fence, table row, HTML comment, blockquote, image or link reference
definition inside it, no "Default:"/"Type:"/"DEPRECATED:" line in it, and
not under "Table of contents"; the `section` field equals the nearest
heading above the cut ('#' marks dropped, backticks kept); the cut occurs in
NO other file under the corpus root (every folder): tested raw, with white
space normalised, and "loosely" (links read away, the marks ` * _ and
backslashes removed, white space normalised, case folded), for the whole cut
and for each of its sentences of six words or more; and neither the cut nor
any such sentence occurs twice in its own page (loosely); the page-specific
prose of each top-level section (sentences of 12-45 words found in no other
file and once in the page) is counted, and each draft must draw on
min(3, number of top-level sections, the H1 intro included, that have any)
distinct top-level sections; all five kinds present as (claim, note) tuples
of non-empty strings; contradiction notes start with one valid tag and a
space, other notes with no bracketed tag; four tags per page, and the part's
split exactly the split planned before writing (PLANNED: review-claims-53
part B's, number 3, entity 3, direction 4, negation 6, roles 4; part_b.py's
docstring lists it per sentence); claims carry no markup (review-claims-50's
MARKUP list: backticks, asterisks, URLs, reST roles, link/footnote syntax,
backslashes, HTML tags), are one clean line, start upper-case, end with a
full stop, have no double spaces, do not equal their rationale, do not say
"you"/"your"; every reworded claim names Node.js; no duplicate claims; 20
claims per page; each draft can be arranged with seed 540000 + draft number
(the build's rule: no two neighbouring paragraphs from one source sentence).
"""
import collections
import os
import random
import re
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from part_b import DOCS, DRAFTS  # noqa: E402

ROOT = os.environ.get("RC54_CORPUS_ROOT", "/usr/share/doc/nodejs/contributing")
ASSIGNED = [
    "cpp-style-guide.md",
    "api-documentation.md",
    "writing-and-running-benchmarks.md",
    "investigating-native-memory-leaks.md",
    "diagnostic-tooling-support-tiers.md",
]
# the brief's spares for part B, in the order they would be taken; not
# needed: every assigned page has four or more page-specific sentences
SPARES = ["gn-build.md", "node-postmortem-support.md"]
REPLACED = {}
USED = [REPLACED.get(p, p) for p in ASSIGNED]
# pages the brief reserves for other uses: none may be used here
AVOID = ["pull-requests.md", "collaborator-guide.md", "writing-tests.md",
         "releases.md", "technical-values.md", "primordials.md",
         "using-internal-errors.md", "backporting-to-release-lines.md"]
FIRST_DRAFT = 6
SEED_BASE = 540000
KIND, NUM = "contributing", "Node.js"
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
TAGS = ["number", "entity", "direction", "negation", "roles"]
# the split planned before writing (review-claims-53 part B's, as the brief
# asks); the part's 20 contradictions must come out exactly so
PLANNED = {"number": 3, "entity": 3, "direction": 4, "negation": 6, "roles": 4}
TAG_RE = re.compile(r"^\[(%s)\] \S" % "|".join(TAGS))
ANY_TAG_RE = re.compile(r"^\s*\[[^\]]*\]")
NOT_PROSE_SECTIONS = {"Table of contents"}
MARKUP = [
    ("backtick", re.compile(r"`")),
    ("asterisk", re.compile(r"\*")),
    ("url", re.compile(r"https?://|www\.", re.I)),
    ("reST role", re.compile(r":[a-z]+:`|:(pep|ref|mod|func|rfc|math):", re.I)),
    ("link/footnote syntax", re.compile(r"\]_|\[#|`_|<https?:|\]\(")),
    ("backslash", re.compile(r"\\")),
    ("HTML tag", re.compile(r"</?[a-zA-Z][a-zA-Z0-9]*(\s[^>]*)?>")),
]
ADDRESS_RE = re.compile(r"\b(you|your|yours)\b", re.I)
FENCE_RE = re.compile(r"^\s*(```|~~~)")
HEAD_RE = re.compile(r"^ {0,3}(#{1,6})[ \t]+(.+?)[ \t]*#*[ \t]*$")
REFDEF_RE = re.compile(r"(^|\n)\s*\[[^\]]+\]:\s")

problems = []


def bad(msg):
    problems.append(msg)


def norm(s):
    return " ".join(s.split())


def strip_links(s):
    t = re.sub(r"\]\([^)]*\)", "]", s)
    t = re.sub(r"\]\[[^\]]*\]", "]", t)
    return t.replace("[", "").replace("]", "")


def loose(s):
    """Markup, case and white space read away: links read away, the marks
    ` * _ and backslashes removed, white space normalised, case folded."""
    return norm(re.sub(r"[`*_\\]", "", strip_links(s))).lower()


def h1_title(raw):
    """The page's H1 heading (first line '# ...'), markup read away."""
    for line in raw.split("\n"):
        m = re.match(r"^#[ \t]+(.+?)[ \t]*#*[ \t]*$", line)
        if m:
            return norm(re.sub(r"[`*_\\]", "", strip_links(m.group(1))))
    return None


def parse(raw):
    """Headings (offset, level, text) and fenced code spans (start, end)."""
    lines = raw.split("\n")
    offs, o = [], 0
    for l in lines:
        offs.append(o)
        o += len(l) + 1
    heads, fences = [], []
    fence_start = None
    for i, l in enumerate(lines):
        if FENCE_RE.match(l):
            if fence_start is None:
                fence_start = offs[i]
            else:
                fences.append((fence_start, offs[i] + len(l)))
                fence_start = None
            continue
        if fence_start is not None:
            continue
        m = HEAD_RE.match(l)
        if m:
            heads.append((offs[i], len(m.group(1)), m.group(2).strip()))
    if fence_start is not None:
        fences.append((fence_start, len(raw)))
    return heads, fences


def top_level(heads):
    counts = collections.Counter(h[1] for h in heads)
    several = sorted(lv for lv, n in counts.items() if n > 1)
    return several[0] if several else (min(counts) if counts else 2)


def heading_at(heads, pos, max_level=6):
    name = None
    for off, lv, t in heads:
        if off <= pos and lv <= max_level:
            name = t
    return name


_OTHERS = {}


def other_files(exclude):
    """Every file under the corpus root except `exclude` (relative path)."""
    if exclude in _OTHERS:
        return _OTHERS[exclude]
    out = {}
    for dirpath, dirnames, filenames in os.walk(ROOT):
        for fn in filenames:
            full = os.path.join(dirpath, fn)
            rel = os.path.relpath(full, ROOT)
            if rel == exclude:
                continue
            with open(full, encoding="utf-8", errors="replace") as f:
                out[rel] = f.read()
    _OTHERS[exclude] = out
    return out


def split_sentences(text):
    sents = []
    for piece in re.split(r"(?<=[.!?])\s+", norm(text)):
        if sents and re.search(r"(\b|\()(e\.g|i\.e|etc|vs|eg)\.$", sents[-1]):
            sents[-1] += " " + piece
        else:
            sents.append(piece)
    return sents


def own_prose(raw, path):
    """Page-specific prose per top-level section (the H1 intro included):
    sentences of 12-45 words (list items taken one by one, links read away
    for the count) outside code fences, tables, link reference definitions
    and Table of contents, that occur loosely in no other file and once in
    the page."""
    heads, fences = parse(raw)
    top = top_level(heads)
    others = [loose(t) for t in other_files(path).values()]
    lraw = loose(raw)
    out = collections.defaultdict(list)
    o = 0
    for block in re.split(r"\n[ \t]*\n", raw):
        a = raw.find(block, o)
        o = a + len(block)
        if any(fa <= a < fb for fa, fb in fences) or "```" in block:
            continue
        sec = heading_at(heads, a, top)
        if sec is None or sec in NOT_PROSE_SECTIONS:
            continue
        lines = [l for l in block.split("\n")
                 if not HEAD_RE.match(l)
                 and not re.match(r"^\s*\[[^\]]+\]:\s", l)
                 and not re.match(r"^\s*[-*]\s+(Default|Type|DEPRECATED):", l)]
        b = "\n".join(lines).strip()
        if not b or b[0] in "<|>" or b.startswith("!["):
            continue
        items, cur = [], []
        for line in b.split("\n"):
            if re.match(r"^\s*([-*+]|\d+\.)\s+", line) and cur:
                items.append(" ".join(cur))
                cur = []
            cur.append(re.sub(r"^\s*([-*+]|\d+\.)\s+", "", line))
        items.append(" ".join(cur))
        for it in items:
            for sent in split_sentences(it):
                if 12 <= len(norm(strip_links(sent)).split()) <= 45 and \
                        not any(loose(sent) in t for t in others) and \
                        lraw.count(loose(sent)) == 1:
                    out[sec].append(sent)
    return out


def words_of(s):
    return set(w.lower() for w in re.findall(r"[A-Za-z][A-Za-z'-]{3,}", s))


def arrange(n_sentences, seed):
    """The build's shuffle: ids in kind order per sentence, shuffled with a
    fixed seed until no two neighbours share a sentence."""
    order = [si for si in range(n_sentences) for _ in KINDS]
    rng = random.Random(seed)
    for _ in range(100000):
        rng.shuffle(order)
        if all(order[k] != order[k + 1] for k in range(len(order) - 1)):
            return order
    return None


def main():
    show_words = "--words" in sys.argv[1:]
    show_prose = "--prose" in sys.argv[1:]
    print("corpus root: %s (%s)" % (ROOT, "found" if os.path.isdir(ROOT) else "MISSING"))
    if not os.path.isdir(ROOT):
        bad("corpus root not found")
        return finish()
    paths = [d.get("path") for d in DOCS]
    if paths != USED:
        bad("documents/order differ: %r (want %r)" % (paths, USED))
    for p in paths:
        if p in AVOID:
            bad("%s is on the brief's avoid list" % p)
        if p not in ASSIGNED and p not in SPARES:
            bad("%s is neither an assigned page nor a briefed spare" % p)
    for old, new in REPLACED.items():
        with open(os.path.join(ROOT, old), encoding="utf-8", newline="") as f:
            own_old = own_prose(f.read(), old)
        n_old = sum(len(v) for v in own_old.values())
        print("replaced: %s has %d page-specific sentence(s) of 12-45 words; spare %s used instead" % (
            old, n_old, new))
        if n_old >= 4:
            bad("%s has %d page-specific sentences: the spare is not needed" % (old, n_old))
    for p in ASSIGNED:
        if p in REPLACED:
            continue
        with open(os.path.join(ROOT, p), encoding="utf-8", newline="") as f:
            n_own = sum(len(v) for v in own_prose(f.read(), p).values())
        if n_own < 4:
            bad("%s has only %d page-specific sentence(s) of 12-45 words: a spare is needed" % (p, n_own))
    if list(DRAFTS) != list(range(FIRST_DRAFT, FIRST_DRAFT + len(ASSIGNED))):
        bad("DRAFTS %r (want %r)" % (DRAFTS, list(range(FIRST_DRAFT, FIRST_DRAFT + 5))))
    claims_seen = {}
    subk = collections.Counter()
    n_claims = 0
    for di, doc in enumerate(DOCS):
        draft = DRAFTS[di] if di < len(DRAFTS) else FIRST_DRAFT + di
        path = doc.get("path")
        try:
            with open(os.path.join(ROOT, path), encoding="utf-8", newline="") as f:
                raw = f.read()
        except (OSError, TypeError) as e:
            bad("d%02d: cannot read %r (%s)" % (draft, path, e))
            continue
        title = h1_title(raw)
        if (doc.get("kind"), doc.get("num"), doc.get("title")) != (KIND, NUM, title):
            bad("d%02d: kind/num/title %r/%r/%r, want %r/%r/%r" % (
                draft, doc.get("kind"), doc.get("num"), doc.get("title"), KIND, NUM, title))
        heads, fences = parse(raw)
        top = top_level(heads)
        own = own_prose(raw, path)
        secs = [h for h in heads if h[1] <= top and h[2] not in NOT_PROSE_SECTIONS]
        secs_with_own = [h[2] for h in secs if own.get(h[2])]
        print("d%02d: %s (%d bytes) '## %s %s: %s'" % (
            draft, path, len(raw.encode("utf-8")), NUM, KIND, title))
        print("  page-specific sentences per top-level section: %s" % (
            ", ".join("%s %d" % (h[2], len(own.get(h[2], []))) for h in secs)))
        if show_prose:
            for h in secs:
                for sent in own.get(h[2], []):
                    print("      [%s] %s" % (h[2], sent))
        want_secs = min(3, len(secs_with_own))
        others = other_files(path)
        nothers = {k: norm(v) for k, v in others.items()}
        lothers = {k: loose(v) for k, v in others.items()}
        lraw = loose(raw)
        sents = doc.get("sentences", [])
        if len(sents) != 4:
            bad("d%02d: %d sentences (want 4)" % (draft, len(sents)))
        spans, used_secs, tags_here = [], set(), 0
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
            if raw.find(end, i + len(start)) != j:
                bad("%s: end anchor lies inside the start anchor (cuts differ)" % sid)
            k = j + len(end)
            cut = raw[i:k]
            nw = len(cut.split())
            if not 12 <= nw <= 45:
                bad("%s: %d words (want 12-45)" % (sid, nw))
            if re.search(r"\n[ \t\r]*\n", cut):
                bad("%s: cut spans a blank line" % sid)
            if "\r" in cut:
                bad("%s: cut contains a carriage return" % sid)
            # -- not shared with any other file of the corpus, once in its own page
            shared = sorted(f for f, v in others.items() if cut in v)
            shared += sorted(f for f, v in nothers.items() if norm(cut) in v and f not in shared)
            shared += sorted(f for f, v in lothers.items() if loose(cut) in v and f not in shared)
            if shared:
                bad("%s: cut occurs in another file: %s" % (sid, ", ".join(shared[:3])))
            if lraw.count(loose(cut)) != 1:
                bad("%s: cut occurs %d times in its own page (loosely)" % (sid, lraw.count(loose(cut))))
            for piece in split_sentences(re.sub(r"(^|\n)\s*([-*+]|\d+\.)\s+", " ", cut)):
                if len(piece.split()) >= 6:
                    sh = sorted(f for f, v in lothers.items() if loose(piece) in v)
                    if sh:
                        bad("%s: sentence %r occurs in another file: %s" % (sid, piece[:50], ", ".join(sh[:3])))
                    if lraw.count(loose(piece)) != 1:
                        bad("%s: sentence %r occurs %d times in its own page" % (
                            sid, piece[:50], lraw.count(loose(piece))))
            # -- prose only
            for (a, b, other) in spans:
                if i < b and a < k:
                    bad("%s: cut overlaps %s" % (sid, other))
            spans.append((i, k, sid))
            for (fa, fb) in fences:
                if i < fb and fa < k:
                    bad("%s: cut touches a fenced code block" % sid)
            if "```" in cut or "~~~" in cut or "<!--" in cut or re.search(r"(^|\n)\s*\|", cut):
                bad("%s: cut contains a code fence, table row or HTML comment" % sid)
            line_start = raw.rfind("\n", 0, i) + 1
            if raw[line_start:i].lstrip().startswith(("|", ">")) or re.search(r"\n\s*>", cut):
                bad("%s: cut sits in a table row or blockquote" % sid)
            if REFDEF_RE.search(raw[line_start:k]) or "![" in cut:
                bad("%s: cut contains a link reference definition or an image" % sid)
            if re.search(r"(^|\n)\s*[-*]?\s*(Default|Type|DEPRECATED):", raw[line_start:k]):
                bad("%s: cut contains a Default/Type/DEPRECATED line" % sid)
            for off, lv, t in heads:
                if i <= off < k:
                    bad("%s: cut crosses the heading %r" % (sid, t))
            actual = heading_at(heads, i)
            topsec = heading_at(heads, i, top)
            if topsec is None or topsec in NOT_PROSE_SECTIONS:
                bad("%s: cut sits under %r" % (sid, topsec))
            if s.get("section") != actual:
                bad("%s: section field %r, cut sits under %r" % (sid, s.get("section"), actual))
            used_secs.add(topsec)
            print("  %s  %2d words  [%s | top: %s]  %r" % (sid, nw, actual, topsec, norm(cut)[:56]))
            # -- claims
            for kind in KINDS:
                v = s.get(kind)
                if not (isinstance(v, tuple) and len(v) == 2 and all(isinstance(x, str) and x.strip() for x in v)):
                    bad("%s %s: not a (claim, note) tuple of non-empty strings" % (sid, kind))
                    continue
                claim, note = v
                n_claims += 1
                if kind == "contradiction":
                    m = TAG_RE.match(note)
                    if not m:
                        bad("%s contradiction: note lacks a valid tag: %r" % (sid, note))
                    else:
                        subk[m.group(1)] += 1
                        tags_here += 1
                elif ANY_TAG_RE.match(note):
                    bad("%s %s: non-contradiction note starts with a tag" % (sid, kind))
                for name, rx in MARKUP:
                    if rx.search(claim):
                        bad("%s %s: claim contains markup (%s): %r" % (sid, kind, name, claim))
                if "\n" in claim or "\r" in claim or claim != claim.strip():
                    bad("%s %s: claim is not one clean line" % (sid, kind))
                if "  " in claim:
                    bad("%s %s: double space in claim" % (sid, kind))
                if not claim[:1].isupper():
                    bad("%s %s: claim does not start upper-case: %r" % (sid, kind, claim[:30]))
                if not claim.endswith("."):
                    bad("%s %s: claim does not end with a full stop" % (sid, kind))
                if ADDRESS_RE.search(claim):
                    bad("%s %s: claim addresses the reader: %r" % (sid, kind, claim))
                if kind == "reworded" and "Node.js" not in claim:
                    bad("%s reworded: claim does not name Node.js" % sid)
                if norm(claim) == norm(cut):
                    bad("%s %s: claim equals its rationale" % (sid, kind))
                if claim in claims_seen:
                    bad("%s %s: duplicate claim (also %s)" % (sid, kind, claims_seen[claim]))
                claims_seen[claim] = "%s %s" % (sid, kind)
                if show_words and kind in ("added", "overclaim"):
                    new = sorted(words_of(claim) - words_of(cut))
                    low = raw.lower()
                    print("      %s %s: in page: %s | not in page: %s" % (
                        sid, kind, ", ".join(w for w in new if w in low) or "-",
                        ", ".join(w for w in new if w not in low) or "-"))
        if tags_here != 4:
            bad("d%02d: %d contradiction tags (want 4)" % (draft, tags_here))
        print("  d%02d draws on %d top-level section(s) (want %d; %d have page-specific prose: %s)" % (
            draft, len(used_secs), want_secs, len(secs_with_own), ", ".join(secs_with_own)))
        if len(used_secs) < want_secs:
            bad("d%02d: %d distinct top-level sections (want at least %d)" % (draft, len(used_secs), want_secs))
        if arrange(len(sents), SEED_BASE + draft) is None:
            bad("d%02d: cannot be arranged with seed %d" % (draft, SEED_BASE + draft))
    want_claims = 20 * len(USED)
    print("documents: %d  claims: %d (want %d)" % (len(DOCS), n_claims, want_claims))
    if n_claims != want_claims:
        bad("claims: %d (want %d)" % (n_claims, want_claims))
    print("contradiction sub-kinds: " + ", ".join("%s=%d" % (t, subk[t]) for t in TAGS))
    for t in TAGS:
        if subk[t] != PLANNED[t]:
            bad("sub-kind %s: %d (planned %d)" % (t, subk[t], PLANNED[t]))
    print("spare used: %s" % (", ".join("%s (for %s)" % (v, k) for k, v in REPLACED.items()) or "none"))
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
