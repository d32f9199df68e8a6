#!/usr/bin/env python3
"""Build drafts/, gold.jsonl and sources.txt from the hand-written specs build/dNN.txt.

Spec format (one item per line):
  doc: <path relative to corpus root>
  heading: <text of the ## heading>
  S: <source sentence, whitespace-normalised, markup kept>
  <kind>|<note>|<claim>     (five lines per S)
The source sentence is located in the raw file with a whitespace-tolerant regex
and the exact raw substring is stored as the rationale.
"""
import json, os, random, re, sys

ROOT = '/work/shared/corpora/real-prose'
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
KINDS = ['reworded', 'paraphrase', 'contradiction', 'overclaim', 'added']
LABEL = {'reworded': 'supports', 'paraphrase': 'supports', 'contradiction': 'contradicts',
         'overclaim': 'not_supported', 'added': 'not_supported'}

def find(raw, sent):
    pat = r'\s+'.join(re.escape(t) for t in sent.split())
    ms = list(re.finditer(pat, raw))
    if not ms:
        sys.exit('NOT FOUND: %r' % sent)
    return raw[ms[0].start():ms[0].end()]

def main():
    specs = sorted(f for f in os.listdir(HERE) if re.fullmatch(r'd\d\d\.txt', f))
    gold, sources = [], []
    os.makedirs(os.path.join(OUT, 'drafts'), exist_ok=True)
    for f in specs:
        n = int(f[1:3])
        doc = heading = None
        items = []
        sid = 0
        for line in open(os.path.join(HERE, f), encoding='utf-8'):
            line = line.rstrip('\n')
            if not line.strip() or line.startswith('#'):
                continue
            if line.startswith('doc: '):
                doc = line[5:].strip()
                raw = open(os.path.join(ROOT, doc), encoding='utf-8').read()
            elif line.startswith('heading: '):
                heading = line[9:].strip()
            elif line.startswith('S: '):
                sid += 1
                sent = find(raw, line[3:].strip())
                cur = 'd%02d-s%d' % (n, sid)
            else:
                kind, note, claim = line.split('|', 2)
                kind, note, claim = kind.strip(), note.strip(), claim.strip()
                assert kind in KINDS, (f, line)
                items.append(dict(claim=claim, label=LABEL[kind], rationale=[sent],
                                  doc_ids_files=[doc], kind=kind, sentence_id=cur, note=note))
        assert len(items) == 20, (f, len(items))
        rng = random.Random(1000 + n)
        rng.shuffle(items)
        draft = 'drafts/draft-%02d.md' % n
        base = os.path.basename(doc)
        lines = ['# Notes on %s' % base, '', '## %s' % heading, '']
        for i, it in enumerate(items, 1):
            lines += [it['claim'], '']
            row = dict(claim=it['claim'], draft=draft, paragraph=i)
            row.update({k: it[k] for k in ['label', 'rationale', 'doc_ids_files', 'kind', 'sentence_id', 'note']})
            gold.append(row)
        open(os.path.join(OUT, draft), 'w', encoding='utf-8').write('\n'.join(lines).rstrip('\n') + '\n')
        sources.append(doc)
    with open(os.path.join(OUT, 'gold.jsonl'), 'w', encoding='utf-8') as fh:
        for r in gold:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    open(os.path.join(OUT, 'sources.txt'), 'w').write('\n'.join(sources) + '\n')
    print('drafts', len(specs), 'rows', len(gold))

main()
