#!/usr/bin/env python3
"""Mechanical consistency check for the writer-chapters-3 gold file."""
import json, os, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = '/work/shared/corpora/real-prose'

def paragraphs(path):
    text = open(path, encoding='utf-8').read()
    blocks = [b.strip() for b in text.split('\n\n')]
    return [b for b in blocks if b and not b.startswith('#')]

sources = [l.strip() for l in open(os.path.join(HERE, 'sources.txt')) if l.strip()]
errors = []
for s in sources:
    size = os.path.getsize(os.path.join(CORPUS, s))
    if not 12000 <= size <= 60000:
        errors.append(f'source size out of range: {s} {size}')

gold = [json.loads(l) for l in open(os.path.join(HERE, 'gold.jsonl'), encoding='utf-8')]
cache = {}
seen = Counter()
for i, g in enumerate(gold, 1):
    paras = cache.setdefault(g['draft'], paragraphs(os.path.join(HERE, g['draft'])))
    idx = g['paragraph'] - 1
    if idx >= len(paras) or paras[idx] != g['claim']:
        errors.append(f'line {i}: claim != paragraph {g["paragraph"]} of {g["draft"]}')
    if '\n' in g['claim']:
        errors.append(f'line {i}: claim spans lines')
    seen[g['draft']] += 1
    for d in g['doc_ids_files']:
        if d not in sources:
            errors.append(f'line {i}: doc not in sources.txt: {d}')
    if g['label'] in ('not_supported', 'opinion') and g['rationale']:
        errors.append(f'line {i}: rationale should be empty for {g["label"]}')
    if g['label'] in ('supports', 'contradicts') and not g['rationale']:
        errors.append(f'line {i}: rationale missing')
    for r in g['rationale']:
        if not any(r in open(os.path.join(CORPUS, d), encoding='utf-8').read() for d in g['doc_ids_files']):
            errors.append(f'line {i}: rationale not a substring of its source: {r[:60]!r}')
for d, paras in cache.items():
    if len(paras) != 20 or seen[d] != 20:
        errors.append(f'{d}: {len(paras)} paragraphs, {seen[d]} gold rows')

print('rows:', len(gold))
print('labels:', dict(Counter(g['label'] for g in gold)))
print('kinds:', dict(Counter(f"{g['label']}/{g['kind']}" for g in gold)))
for d in sorted(cache):
    print(d, dict(Counter(g['label'] for g in gold if g['draft'] == d)))
if errors:
    print('\n'.join(errors))
    sys.exit(1)
print('OK')
