#!/usr/bin/env python3
"""Mechanical self-check for the review-claims-2 held-out set (standard library only).

Run from anywhere:  python3 check_gold.py
Exit status is 0 when every check passes, 1 otherwise.
"""
import collections, json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = '/work/shared/corpora/real-prose'
KINDS = ['reworded', 'paraphrase', 'contradiction', 'overclaim', 'added']
LABEL = {'reworded': 'supports', 'paraphrase': 'supports', 'contradiction': 'contradicts',
         'overclaim': 'not_supported', 'added': 'not_supported'}
SUBKINDS = ['number', 'name', 'direction', 'negation', 'roles']

errors = []
def err(msg):
    errors.append(msg)

def norm(s):
    return re.sub(r'\s+', ' ', s).strip().lower()

def plain(s):
    """Sentence text with common rst/markdown markup removed, for word counts and copy checks."""
    s = re.sub(r'\[([^\]]*)\]\([^)]*\)', r'\1', s)          # [text](url)
    s = re.sub(r'\[([^\]]*)\]\[[^\]]*\]', r'\1', s)         # [text][ref]
    s = re.sub(r'\[#[^\]]*\]_', '', s)                      # rst footnote
    s = re.sub(r':pep:`([^`]*)`', r'PEP \1', s)
    s = s.replace('``', '').replace('`', '').replace('**', '').replace('*', '')
    return re.sub(r'\s+', ' ', s).strip()

def words(s):
    return len(s.split())

# ---- sources
src_path = os.path.join(HERE, 'sources.txt')
sources = [l.strip() for l in open(src_path, encoding='utf-8') if l.strip()]
if len(sources) != 25: err('sources.txt has %d entries, expected 25' % len(sources))
if len(set(sources)) != len(sources): err('sources.txt has duplicates')
docs = {}
for p in sources:
    fp = os.path.join(CORPUS, p)
    if not os.path.isfile(fp): err('missing source doc %s' % p); continue
    docs[p] = open(fp, encoding='utf-8').read()

# ---- gold rows
rows = [json.loads(l) for l in open(os.path.join(HERE, 'gold.jsonl'), encoding='utf-8') if l.strip()]
if len(rows) != 500: err('gold.jsonl has %d rows, expected 500' % len(rows))
FIELDS = {'claim', 'draft', 'paragraph', 'label', 'rationale', 'doc_ids_files', 'kind', 'sentence_id', 'note'}
for i, r in enumerate(rows, 1):
    if set(r) != FIELDS: err('row %d fields %s' % (i, sorted(r)))

# ---- drafts: paragraphs must equal claims, in order
by_draft = collections.OrderedDict()
for r in rows:
    by_draft.setdefault(r['draft'], []).append(r)
if len(by_draft) != 25: err('%d drafts referenced, expected 25' % len(by_draft))
expected_drafts = ['drafts/draft-%02d.md' % n for n in range(1, 26)]
if list(by_draft) != expected_drafts: err('draft order in gold.jsonl is not draft-01..draft-25')
on_disk = sorted(f for f in os.listdir(os.path.join(HERE, 'drafts')) if f.endswith('.md'))
if on_disk != [os.path.basename(d) for d in expected_drafts]: err('drafts/ contents: %s' % on_disk)

for d, drows in by_draft.items():
    text = open(os.path.join(HERE, d), encoding='utf-8').read()
    lines = text.split('\n')
    if not lines[0].startswith('# Notes on '): err('%s: first line is not a "# Notes on" title' % d)
    h2 = [l for l in lines if l.startswith('## ')]
    if len(h2) != 1: err('%s: expected exactly one ## heading, found %d' % (d, len(h2)))
    paras = [p for p in re.split(r'\n\s*\n', text) if p.strip()]
    paras = [p.strip() for p in paras if not p.strip().startswith('#')]
    if len(paras) != len(drows): err('%s: %d paragraphs vs %d gold rows' % (d, len(paras), len(drows)))
    for idx, (p, r) in enumerate(zip(paras, drows), 1):
        if r['paragraph'] != idx: err('%s: row paragraph %s, expected %d' % (d, r['paragraph'], idx))
        if p != r['claim']: err('%s p%d: paragraph text differs from claim' % (d, idx))
        if '\n' in p: err('%s p%d: paragraph has a line break' % (d, idx))
    # 20 rows = 4 sentence ids x 5 kinds
    if len(drows) != 20: err('%s: %d rows, expected 20' % (d, len(drows)))
    grid = collections.Counter((r['sentence_id'], r['kind']) for r in drows)
    sids = sorted({r['sentence_id'] for r in drows})
    if len(sids) != 4: err('%s: %d sentence ids, expected 4' % (d, len(sids)))
    for s in sids:
        for k in KINDS:
            if grid[(s, k)] != 1: err('%s: %s has %d %s claims' % (d, s, grid[(s, k)], k))
    n = int(d[-5:-3])
    for s in sids:
        if not re.fullmatch(r'd%02d-s[1-4]' % n, s): err('%s: bad sentence_id %s' % (d, s))
    # the five claims of a sentence should not all sit together in kind order
    order = [(r['sentence_id'], r['kind']) for r in drows]
    for j in range(len(order) - 4):
        blk = order[j:j + 5]
        if len({b[0] for b in blk}) == 1 and [b[1] for b in blk] == KINDS:
            err('%s: claims of %s are unshuffled' % (d, blk[0][0]))
    if len({r['doc_ids_files'][0] for r in drows}) != 1: err('%s: more than one source doc' % d)

# ---- per-row checks
sent_of = {}
seen_claims = collections.Counter(r['claim'] for r in rows)
for r in rows:
    tag = '%s p%s' % (r['draft'], r['paragraph'])
    if r['kind'] not in KINDS: err('%s: bad kind %s' % (tag, r['kind']))
    elif r['label'] != LABEL[r['kind']]: err('%s: label %s does not match kind %s' % (tag, r['label'], r['kind']))
    if not isinstance(r['doc_ids_files'], list) or len(r['doc_ids_files']) != 1: err('%s: doc_ids_files' % tag); continue
    doc = r['doc_ids_files'][0]
    if doc not in sources: err('%s: doc %s not in sources.txt' % (tag, doc))
    if not isinstance(r['rationale'], list) or len(r['rationale']) != 1: err('%s: rationale must be a one-item list' % tag); continue
    rat = r['rationale'][0]
    if doc in docs and rat not in docs[doc]: err('%s: rationale is not a verbatim substring of %s' % (tag, doc))
    prev = sent_of.setdefault(r['sentence_id'], rat)
    if prev != rat: err('%s: sentence_id %s has differing rationales' % (tag, r['sentence_id']))
    c = r['claim']
    if '\n' in c: err('%s: claim has a line break' % tag)
    if not 8 <= words(c) <= 50: err('%s: claim has %d words' % (tag, words(c)))
    if not c.rstrip().endswith(('.', '!', '?')): err('%s: claim does not end like a sentence' % tag)
    if re.search(r'[.!?]\s+[A-Z]', re.sub(r'\b(e\.g|i\.e|etc|vs)\.', '', c)): err('%s: claim may be more than one sentence' % tag)
    if norm(c) in (norm(rat), norm(plain(rat))): err('%s: claim copies its sentence verbatim' % tag)
    if norm(c).rstrip('.') == norm(plain(rat)).rstrip('.'): err('%s: claim copies its sentence (markup aside)' % tag)
    if seen_claims[c] > 1: err('%s: duplicate claim text' % tag)
    if not r['note'].strip() or '\n' in r['note']: err('%s: note must be one non-empty line' % tag)
    if r['kind'] == 'contradiction':
        m = re.match(r'\[(\w+)\]', r['note'])
        if not m or m.group(1) not in SUBKINDS: err('%s: contradiction note lacks a [sub-kind] tag' % tag)

for sid, rat in sorted(sent_of.items()):
    w = words(plain(rat))
    if not 12 <= w <= 45: err('%s: source sentence has %d words (plain text)' % (sid, w))
if len(sent_of) != 100: err('%d distinct sentences, expected 100' % len(sent_of))
if len(set(sent_of.values())) != len(sent_of): err('a source sentence is used for two sentence ids')

# ---- report
labels = collections.Counter(r['label'] for r in rows)
kinds = collections.Counter(r['kind'] for r in rows)
subs = collections.Counter(re.match(r'\[(\w+)\]', r['note']).group(1) for r in rows
                           if r['kind'] == 'contradiction' and re.match(r'\[(\w+)\]', r['note']))
print('rows: %d  drafts: %d  sources: %d  sentences: %d' % (len(rows), len(by_draft), len(sources), len(sent_of)))
print('labels: ' + ', '.join('%s=%d' % (k, labels[k]) for k in ['supports', 'contradicts', 'not_supported']))
print('kinds: ' + ', '.join('%s=%d' % (k, kinds[k]) for k in KINDS))
print('contradiction sub-kinds: ' + ', '.join('%s=%d' % (k, subs[k]) for k in SUBKINDS))
for k in SUBKINDS:
    if subs[k] < 12: err('contradiction sub-kind %s used %d times (< 12)' % (k, subs[k]))
if errors:
    print('\n%d problem(s):' % len(errors))
    for e in errors: print('  - ' + e)
    sys.exit(1)
print('OK: all checks passed')
