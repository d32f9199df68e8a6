# -*- coding: utf-8 -*-
"""Self-check for review-claims-53 part B (drafts 6-10), stdlib only.

    python3 parts/check_part_b.py            # checks; exit 1 on any problem
    python3 parts/check_part_b.py --words    # also list, for every added and
        overclaim claim, the words (4+ letters) that are not in its rationale,
        split into those that occur in the page and those that do not

Adapted from review-claims-52's parts/check_part_b.py (itself from
review-claims-51's part B and review-claims-50's parts/check_part_a.py) for
npm's own documentation (npm 11.19.1), under the corpus root
os.environ.get("RC53_CORPUS_ROOT", "/usr/lib/node_modules/npm/docs/content").

Checks: the five assigned pages in draft order (ASSIGNED; no spare is used,
so USED = ASSIGNED, and every page must have at least four page-specific
sentences of 12-45 words, own_prose below); that none of the pages is one of
review-claims-52's twenty (its sources.txt, when present); DRAFTS; kind "docs", num
"npm" and title = the page's front-matter `title:` value; 4 sentences per
page; the start anchor occurs exactly once in the raw file and the end anchor
is found after it (the cut taken from the start of the start anchor must
equal the cut taken from its end); 12-45 words (whitespace split of the raw
cut); no blank line and no carriage return inside a cut; no overlapping cuts;
the cut is prose: not in the front matter, not inside a fenced code block, no
heading line, code fence, table row, HTML comment or blockquote inside it, no
"Default:"/"Type:"/"DEPRECATED:" line in it, and not under Synopsis or See
Also; the `section` field equals the nearest heading above the cut ('#'
marks dropped); the cut occurs in NO other file under the corpus root (all
three folders): tested raw, with white space normalised, and "loosely"
(links read away, the marks ` * _ removed, white space normalised, case
folded), for the whole cut and for each of its sentences of six words or
more; the page-specific prose of each ### section (sentences of 12-45 words
found in no other file) is counted, and each draft must draw on
min(3, number of ### sections that have any) distinct ### sections; all five
kinds present as (claim, note) tuples of non-empty strings; contradiction
notes start with one valid tag and a space, other notes with no bracketed
tag; four tags per page, and the part's split exactly the split planned before
writing (PLANNED: review-claims-52 part B's, number 3, entity 3, direction 4,
negation 6, roles 4; part_b.py's docstring lists it per sentence); claims carry
no markup (review-claims-50's MARKUP list: backticks, asterisks, URLs, reST
roles, link/footnote syntax, backslashes, HTML tags), are one clean line,
start upper-case, end with a full stop, have no double spaces, do not equal
their rationale, do not say "you"/"your"; every reworded claim names npm; no
duplicate claims; 20 claims per page.
"""
import collections
import os
import re
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from part_b import DOCS, DRAFTS  # noqa: E402

ROOT = os.environ.get("RC53_CORPUS_ROOT", "/usr/lib/node_modules/npm/docs/content")
ASSIGNED = [
    "commands/npm-fund.md",
    "commands/npm-search.md",
    "commands/npm-cache.md",
    "commands/npm-owner.md",
    "commands/npm-profile.md",
]
# the brief's spares for part B (taken from the second of the list on) were
# not needed: every assigned page has four or more page-specific sentences
SPARES = ["commands/npm-bugs.md", "using-npm/removal.md",
          "commands/npm-logout.md", "commands/npm-star.md", "commands/npm-docs.md"]
REPLACED = {}
USED = [REPLACED.get(p, p) for p in ASSIGNED]
# review-claims-52's page list: none of its twenty may be used again
PREV_SOURCES = os.path.join(HERE, "..", "..", "review-claims-52", "sources.txt")
FIRST_DRAFT = 6
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
TAGS = ["number", "entity", "direction", "negation", "roles"]
# the split planned before writing (review-claims-52 part B's, as the brief
# asks); the part's 20 contradictions must come out exactly so
PLANNED = {"number": 3, "entity": 3, "direction": 4, "negation": 6, "roles": 4}
TAG_RE = re.compile(r"^\[(%s)\] \S" % "|".join(TAGS))
ANY_TAG_RE = re.compile(r"^\s*\[[^\]]*\]")
NOT_PROSE_SECTIONS = {"Synopsis", "See Also"}
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
    ` * _ removed, white space normalised, case folded."""
    return norm(re.sub(r"[`*_]", "", strip_links(s))).lower()


def front_matter(raw):
    """(end offset of the front matter, its title value)."""
    m = re.match(r"---\n(.*?)\n---\n", raw, re.S)
    if not m:
        return 0, None
    t = re.search(r"^title:\s*(.+?)\s*$", m.group(1), re.M)
    return m.end(), (t.group(1) if t else None)


def parse(raw):
    """Headings (offset, level, text) and fenced code spans (start, end),
    outside the front matter."""
    fm_end, _ = front_matter(raw)
    lines = raw.split("\n")
    offs, o = [], 0
    for l in lines:
        offs.append(o)
        o += len(l) + 1
    heads, fences = [], []
    fence_start = None
    for i, l in enumerate(lines):
        if offs[i] < fm_end:
            continue
        if re.match(r"^ {0,3}(```|~~~)", l):
            if fence_start is None:
                fence_start = offs[i]
            else:
                fences.append((fence_start, offs[i] + len(l)))
                fence_start = None
            continue
        if fence_start is not None:
            continue
        m = re.match(r"^(#{1,6})[ \t]+(.+?)[ \t]*#*[ \t]*$", l)
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
    """Page-specific prose per top-level section: sentences of 12-45 words
    (list items taken one by one, links read away for the count) outside the
    front matter, code fences, Synopsis and See Also, that occur loosely in no
    other file."""
    heads, fences = parse(raw)
    fm_end, _ = front_matter(raw)
    top = top_level(heads)
    others = [loose(t) for t in other_files(path).values()]
    out = collections.defaultdict(list)
    o = 0
    for block in re.split(r"\n[ \t]*\n", raw):
        a = raw.find(block, o)
        o = a + len(block)
        if a < fm_end or any(fa <= a < fb for fa, fb in fences) or "```" in block:
            continue
        sec = heading_at(heads, a, top)
        if sec is None or sec in NOT_PROSE_SECTIONS:
            continue
        lines = [l for l in block.split("\n")
                 if not re.match(r"^ {0,3}#{1,6}[ \t]", l)
                 and not re.match(r"^\s*[-*]\s+(Default|Type|DEPRECATED):", l)]
        b = "\n".join(lines).strip()
        if not b or b[0] in "<|>":
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
                        not any(loose(sent) in t for t in others):
                    out[sec].append(sent)
    return out


def words_of(s):
    return set(w.lower() for w in re.findall(r"[A-Za-z][A-Za-z'-]{3,}", s))


def main():
    show_words = "--words" in sys.argv[1:]
    print("corpus root: %s (%s)" % (ROOT, "found" if os.path.isdir(ROOT) else "MISSING"))
    if not os.path.isdir(ROOT):
        bad("corpus root not found")
        return finish()
    paths = [d.get("path") for d in DOCS]
    if paths != USED:
        bad("documents/order differ: %r (want %r)" % (paths, USED))
    for old, new in REPLACED.items():
        with open(os.path.join(ROOT, old), encoding="utf-8", newline="") as f:
            own_old = own_prose(f.read(), old)
        n_old = sum(len(v) for v in own_old.values())
        print("replaced: %s has %d page-specific sentence(s) of 12-45 words (%s); spare %s used instead" % (
            old, n_old, "; ".join("%s: %r" % (k, [x[:40] for x in v]) for k, v in own_old.items()) or "-", new))
        if n_old >= 4:
            bad("%s has %d page-specific sentences: the spare is not needed" % (old, n_old))
    for p in ASSIGNED:
        if p in REPLACED:
            continue
        with open(os.path.join(ROOT, p), encoding="utf-8", newline="") as f:
            n_own = sum(len(v) for v in own_prose(f.read(), p).values())
        if n_own < 4:
            bad("%s has only %d page-specific sentence(s) of 12-45 words: a spare is needed" % (p, n_own))
    if os.path.isfile(PREV_SOURCES):
        with open(PREV_SOURCES, encoding="utf-8") as f:
            prev = set(l.strip() for l in f if l.strip())
        again = [p for p in USED if p in prev]
        print("review-claims-52's pages: %d read, %d used again" % (len(prev), len(again)))
        if again:
            bad("pages already used by review-claims-52: %s" % ", ".join(again))
    else:
        print("review-claims-52's sources.txt not found; page overlap not checked")
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
        fm_end, title = front_matter(raw)
        if (doc.get("kind"), doc.get("num"), doc.get("title")) != ("docs", "npm", title):
            bad("d%02d: kind/num/title %r/%r/%r, want 'docs'/'npm'/%r" % (
                draft, doc.get("kind"), doc.get("num"), doc.get("title"), title))
        heads, fences = parse(raw)
        top = top_level(heads)
        own = own_prose(raw, path)
        secs_with_own = [h[2] for h in heads if h[1] == top and own.get(h[2])]
        print("d%02d: %s (%d bytes): page-specific sentences per ### section: %s" % (
            draft, path, len(raw.encode("utf-8")),
            ", ".join("%s %d" % (h[2], len(own.get(h[2], []))) for h in heads if h[1] == top)))
        want_secs = min(3, len(secs_with_own))
        others = other_files(path)
        nothers = {k: norm(v) for k, v in others.items()}
        lothers = {k: loose(v) for k, v in others.items()}
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
            # -- not shared with any other file of the corpus
            shared = sorted(f for f, v in others.items() if cut in v)
            shared += sorted(f for f, v in nothers.items() if norm(cut) in v and f not in shared)
            shared += sorted(f for f, v in lothers.items() if loose(cut) in v and f not in shared)
            if shared:
                bad("%s: cut occurs in another file: %s" % (sid, ", ".join(shared[:3])))
            for piece in split_sentences(re.sub(r"(^|\n)\s*([-*+]|\d+\.)\s+", " ", cut)):
                if len(piece.split()) >= 6:
                    sh = sorted(f for f, v in lothers.items() if loose(piece) in v)
                    if sh:
                        bad("%s: sentence %r occurs in another file: %s" % (sid, piece[:50], ", ".join(sh[:3])))
            # -- prose only
            for (a, b, other) in spans:
                if i < b and a < k:
                    bad("%s: cut overlaps %s" % (sid, other))
            spans.append((i, k, sid))
            if i < fm_end:
                bad("%s: cut is in the front matter" % sid)
            for (fa, fb) in fences:
                if i < fb and fa < k:
                    bad("%s: cut touches a fenced code block" % sid)
            if "```" in cut or "<!--" in cut or re.search(r"(^|\n)\s*\|", cut):
                bad("%s: cut contains a code fence, table row or HTML comment" % sid)
            line_start = raw.rfind("\n", 0, i) + 1
            if raw[line_start:i].lstrip().startswith(("|", ">")) or re.search(r"\n\s*>", cut):
                bad("%s: cut sits in a table row or blockquote" % sid)
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
            print("  %s  %2d words  [%s | ###: %s]  %r" % (sid, nw, actual, topsec, norm(cut)[:56]))
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
                if kind == "reworded" and not re.search(r"\bnpm\b", claim, re.I):
                    bad("%s reworded: claim does not name npm" % sid)
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
        print("  d%02d draws on %d ### section(s) (want %d; %d have page-specific prose: %s)" % (
            draft, len(used_secs), want_secs, len(secs_with_own), ", ".join(secs_with_own)))
        if len(used_secs) < want_secs:
            bad("d%02d: %d distinct ### sections (want at least %d)" % (draft, len(used_secs), want_secs))
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
