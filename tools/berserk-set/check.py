#!/usr/bin/env python3
"""Check data/berserk-vs.json: ids, order, totals, strikes, flyers, feature shapes, code notes,
and that every term used is documented (in backticks) in docs/berserk-card-language.md.
Exit status 1 on any error. Python 3 standard library only."""
import collections, json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..'))
DATA = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, 'data', 'berserk-vs.json')
DOC = os.path.join(ROOT, 'docs', 'berserk-card-language.md')
ELEMENTS = ['steppe', 'mountains', 'forest', 'swamp', 'dark', 'neutral']
EXPECT = {'cards': 200, 'creature': 187, 'flyer': 13, 'steppe': 34, 'mountains': 34, 'forest': 34,
          'swamp': 34, 'dark': 34, 'neutral': 30}
STRIKE_EXCEPTIONS = {'vs-158': 'printed strong strike 0, made up by a variable bonus (all sources agree)'}
ABILITY_KEYS = {'when', 'whose', 'cost', 'if', 'target', 'do', 'until', 'as', 'optional'}

errors, warnings = [], []
data = json.load(open(DATA, encoding='utf-8'))
cards = data['cards']
documented = set(re.findall(r'`([^`\s]+)`', open(DOC, encoding='utf-8').read()))

if data.get('set', {}).get('id') != 'vs' or data['set'].get('size') != len(cards):
    errors.append('set header: id must be "vs" and size the number of cards')
ids = [c['id'] for c in cards]
if ids != [f'vs-{n:03d}' for n in range(1, 201)]:
    errors.append('ids are not exactly vs-001..vs-200 in order')
if len(set(ids)) != len(ids):
    errors.append('duplicate ids')

count = collections.Counter()
used = collections.defaultdict(set)   # term -> card ids


def walk(x, cid):
    if isinstance(x, dict):
        for k, v in x.items():
            if k == 'note':
                continue
            used[k].add(cid)
            if k == 'code':
                if v != cid:
                    errors.append(f'{cid}: code names {v!r}, expected {cid!r}')
                if not x.get('note'):
                    errors.append(f'{cid}: code without a note')
                continue
            walk(v, cid)
    elif isinstance(x, list):
        for v in x:
            walk(v, cid)
    elif isinstance(x, str):
        used[x].add(cid)


for i, c in enumerate(cards, 1):
    cid = c['id']
    if c.get('number') != i or cid != f'vs-{i:03d}':
        errors.append(f'{cid}: number {c.get("number")} out of order (position {i})')
    if not c.get('name', {}).get('ru') or not c['name'].get('en'):
        errors.append(f'{cid}: name needs ru and en')
    for f in ('cost', 'life'):
        if not isinstance(c.get(f), int) or c[f] < 1:
            errors.append(f'{cid}: {f} must be a positive integer')
    for f in ('elite', 'unique'):
        if not isinstance(c.get(f), bool):
            errors.append(f'{cid}: {f} must be true/false')
    if c.get('element') not in ELEMENTS:
        errors.append(f'{cid}: element {c.get("element")!r}')
    count[c['element']] += 1
    count[c.get('kind')] += 1
    used[c['element']].add(cid); used[c.get('kind')].add(cid)
    w, m, s = c['strike']
    if not (w <= m <= s):
        if cid in STRIKE_EXCEPTIONS:
            warnings.append(f'{cid}: strike {c["strike"]} not weak<=medium<=strong, allowed: {STRIKE_EXCEPTIONS[cid]}')
        else:
            errors.append(f'{cid}: strike {c["strike"]} not weak<=medium<=strong')
    if c.get('kind') == 'flyer':
        if 'movement' in c:
            errors.append(f'{cid}: a flyer must not have movement')
    elif c.get('kind') == 'creature':
        if not isinstance(c.get('movement'), int) or not 1 <= c['movement'] <= 5:
            errors.append(f'{cid}: creature movement {c.get("movement")!r} not in 1..5')
    else:
        errors.append(f'{cid}: kind {c.get("kind")!r}')
    names = []
    for f in c['features']:
        if isinstance(f, str):
            names.append(f)
        elif isinstance(f, dict) and len(f) == 1:
            (k, v), = f.items()
            names.append(k)
            if not isinstance(v, int) or not 1 <= v <= 6:
                errors.append(f'{cid}: feature {k}: {v!r} not in 1..6')
        else:
            errors.append(f'{cid}: feature {f!r} must be a string or a one-key object')
    if len(names) != len(set(names)):
        errors.append(f'{cid}: a feature is given twice')
    for n in names:
        used[n].add(cid)
    for a in c['abilities']:
        if not isinstance(a, dict) or 'when' not in a or 'do' not in a:
            errors.append(f'{cid}: ability without when/do: {a!r}')
            continue
        extra = set(a) - ABILITY_KEYS
        if extra:
            errors.append(f'{cid}: unknown ability keys {sorted(extra)}')
    walk(c['abilities'], cid)
    for t in c['mechanics']:
        used[t].add(cid)
    if ('code' in json.dumps(c['abilities'])) != ('code' in c['mechanics']):
        errors.append(f'{cid}: mechanics and code use disagree')

count['cards'] = len(cards)
for k, v in EXPECT.items():
    if count[k] != v:
        errors.append(f'total {k}: {count[k]}, expected {v}')

numeric = re.compile(r'^-?\d+$')
undocumented = sorted(t for t in used if t not in documented and not numeric.match(t))
for t in undocumented:
    errors.append(f'term {t!r} (used by {", ".join(sorted(used[t])[:3])}) is not documented in {os.path.relpath(DOC, ROOT)}')

code_cards = sum('code' in c['mechanics'] for c in cards)
print(f'cards: {count["cards"]} ({count["creature"]} creatures, {count["flyer"]} flyers)')
print('elements: ' + ', '.join(f'{e} {count[e]}' for e in ELEMENTS))
print(f'abilities: {sum(len(c["abilities"]) for c in cards)}; fully data: {len(cards) - code_cards} cards; need code: {code_cards} cards')
print(f'terms used: {len(used)}, all documented: {not undocumented}')
for w in warnings:
    print('warning:', w)
for e in errors:
    print('ERROR:', e)
print('OK' if not errors else f'{len(errors)} error(s)')
sys.exit(1 if errors else 0)
