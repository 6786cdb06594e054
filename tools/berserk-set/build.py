#!/usr/bin/env python3
"""Build data/berserk-vs.json for Berserk set «Война стихий» (our set code "vs").

Numbers come from three independent sources, voted field by field:
  1. microBers-studios/berserk-online, branch server-gameplay, berserk-online-server/cards.json
     (read from the mirror with `git show`, or from --microbers FILE);
  2. SkAZi/berserk-nxt resources/data.json (set_id 10): --skazi FILE, else the transcription
     sources/skazi-vs.tsv (also the source of the printed icons -> features);
  3. IgorNick79/berserk tmp/cards.sql: --igornick FILE, else the transcription sources/igornick-vs.tsv.
Names (ru) come from source 1. English names and abilities come from abilities.json (hand-written);
mechanic tags are derived from vocabulary.json. Python 3 standard library only.
"""
import argparse, collections, json, os, re, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..'))
MIRROR = '/work/.mirror/microBers-studios+berserk-online/repo'
MB_REF = 'server-gameplay:berserk-online-server/cards.json'
SET_RU = 'Война стихий'

MB_EL = {'Степи': 'steppe', 'Горы': 'mountains', 'Леса': 'forest', 'Болота': 'swamp',
         'Тьма': 'dark', 'Нейтральная': 'neutral', 'Нейтралы': 'neutral'}
SK_EL = {1: 'steppe', 2: 'mountains', 4: 'forest', 8: 'swamp', 16: 'dark', 32: 'neutral'}
IG_EL = {1: 'steppe', 2: 'mountains', 3: 'forest', 4: 'swamp', 5: 'dark', 6: 'neutral'}
# printed icons (SkAZi resources/const.json "icons") -> our feature vocabulary
ICONS = {'ova': 'attack_experience', 'ovz': 'defence_experience', 'regen': 'regeneration',
         'armor': 'armour', 'direct': 'directed_strike', 'zov': 'shot_protection',
         'zot': 'throw_protection', 'zoo': 'poison_protection', 'zoal': 'flyer_protection',
         'zom': 'magic_protection', 'zoz': 'spell_protection', 'zor': 'discharge_protection'}
NUMBERED = {'attack_experience', 'defence_experience', 'regeneration', 'armour'}
FEATURE_ORDER = ['armour', 'attack_experience', 'defence_experience', 'regeneration', 'directed_strike',
                 'shot_protection', 'throw_protection', 'poison_protection', 'flyer_protection',
                 'magic_protection', 'spell_protection', 'discharge_protection']
FIELDS = ['cost', 'elite', 'unique', 'element', 'kind', 'life', 'movement', 'strike']


def load_microbers(path):
    if path:
        text = open(path, encoding='utf-8').read()
    else:
        text = subprocess.run(['git', '-C', MIRROR, 'show', MB_REF], check=True,
                              capture_output=True).stdout.decode('utf-8')
    out = {}
    for c in json.loads(text):
        if c.get('set') != SET_RU:
            continue
        if len(c['elements']) != 1:
            print(f"note: microBers #{c['number']} has elements {c['elements']}", file=sys.stderr)
        h = c['hit']
        flyer = c['type'] == 'flyer'
        out[c['number']] = {
            'name': c['name'], 'cost': c['price'], 'elite': bool(c['elite']), 'unique': bool(c['unique']),
            'element': MB_EL[c['elements'][0]], 'kind': 'flyer' if flyer else 'creature',
            'life': c['health'], 'movement': None if flyer else c['moves'],
            'strike': [h['weak'], h['normal'], h['hard']]}
    return out


def rows(path):
    for line in open(path, encoding='utf-8'):
        if line.strip() and not line.startswith('#'):
            yield line.split()


def parse_icons(s):
    icons = {}
    if s != '-':
        for part in s.split(','):
            k, _, v = part.partition('=')
            icons[k] = int(v) if v else 0
    return icons


def load_skazi(path):
    out = {}
    if path:  # the full resources/data.json
        for c in json.load(open(path, encoding='utf-8')):
            if c.get('set_id') != 10 or c.get('alt'):
                continue
            out[c['number']] = {
                'cost': c['cost'], 'elite': bool(c['elite']), 'unique': bool(c['uniq']),
                'element': SK_EL[c['color']], 'kind': 'flyer' if c['type'] == 1 else 'creature',
                'life': c['life'], 'movement': c['move'] if c['type'] != 1 else None,
                'strike': list(c['hit']), 'icons': dict(c['icons'])}
        return out
    for r in rows(os.path.join(HERE, 'sources', 'skazi-vs.tsv')):
        flyer = r[5] == '1'
        out[int(r[0])] = {
            'cost': int(r[1]), 'elite': r[2] == '1', 'unique': r[3] == '1', 'element': SK_EL[int(r[4])],
            'kind': 'flyer' if flyer else 'creature', 'life': int(r[6]),
            'movement': None if r[7] == '-' else int(r[7]),
            'strike': [int(r[8]), int(r[9]), int(r[10])], 'icons': parse_icons(r[11])}
    return out


def load_igornick(path):
    out = {}
    if path:  # the SQL dump: VALUES tuples (ind, name, ukid, code, release_id, element_id, price, power, elite, single, class, type, rarity, prop, health, move, sw, sm, ss, descr)
        sql = open(path, encoding='utf-8').read()
        pat = re.compile(r"\((\d+), '((?:[^'\\]|\\.)*)', 's1_(\d+)', '[^']*', 1, (\d), (\d+), -?\d+, (\d), (\d), "
                         r"'(?:[^'\\]|\\.)*', '(\w+)', '\w*', (?:NULL|'(?:[^'\\]|\\.)*'), (\d+), (\d+), (\d+), (\d+), (\d+),")
        for m in pat.finditer(sql):
            n = int(m.group(3)); fly = m.group(8) == 'fly'
            out[n] = {'cost': int(m.group(5)), 'elite': m.group(6) == '1', 'unique': m.group(7) == '1',
                      'element': IG_EL[int(m.group(4))], 'kind': 'flyer' if fly else 'creature',
                      'life': int(m.group(9)), 'movement': None if fly else int(m.group(10)),
                      'strike': [int(m.group(11)), int(m.group(12)), int(m.group(13))]}
        return out
    for r in rows(os.path.join(HERE, 'sources', 'igornick-vs.tsv')):
        fly = r[5] == 'fly'
        out[int(r[0])] = {
            'cost': int(r[2]), 'elite': r[3] == '1', 'unique': r[4] == '1', 'element': IG_EL[int(r[1])],
            'kind': 'flyer' if fly else 'creature', 'life': int(r[6]), 'movement': None if fly else int(r[7]),
            'strike': [int(r[8]), int(r[9]), int(r[10])]}
    return out


def vote(n, field, values, disagreements):
    """values: {source: value}; None = the source gives nothing. Majority of the sources that give a value."""
    given = {s: v for s, v in values.items() if v is not None}
    if field == 'movement' and not given:
        return None
    counts = collections.Counter(json.dumps(v) for v in given.values())
    best, k = counts.most_common(1)[0]
    if len(counts) > 1 or len(given) < len(values):
        if len(counts) > 1 and k * 2 <= len(given):
            sys.exit(f'#{n} {field}: no majority in {values}')
        disagreements.append({'number': n, 'field': field, 'values': values, 'chosen': json.loads(best)})
    return json.loads(best)


def features_from_icons(icons, n, notes):
    feats = {}
    for k, v in icons.items():
        if k not in ICONS:
            continue  # search tags (sht, dsc, ...) are not printed icons
        f = ICONS[k]
        if f in NUMBERED:
            if v == 0:
                notes.append({'number': n, 'field': 'features', 'note': f'icon {k} has no number in SkAZi; taken as 1 (IgorNick79 prop gives 1)'})
                v = 1
            feats[f] = {f: v}
        else:
            feats[f] = f
    return [feats[f] for f in FEATURE_ORDER if f in feats]


def terms_and_tags(card, vocab):
    """Walk a card's features and abilities; return (terms used, mechanic tags)."""
    tagof = {}
    for cat, entries in vocab.items():
        if cat.startswith('_'):
            continue
        for term, (_, tag) in entries.items():
            if tag and term not in tagof:
                tagof[term] = tag
    terms, tags = set(), set()

    def feat(f):
        name = f if isinstance(f, str) else next(iter(f))
        terms.add(name); tags.add(vocab['features'][name][1] if name in vocab['features'] else 'unknown')

    def walk(x, key=None):
        if isinstance(x, dict):
            for k, v in x.items():
                if k == 'note':
                    continue
                terms.add(k)
                if k in tagof:
                    tags.add(tagof[k])
                if k == 'code':
                    continue
                if k == 'gain_feature':
                    feat(v)
                    if isinstance(v, dict):
                        continue
                walk(v, k)
        elif isinstance(x, list):
            for v in x:
                walk(v, key)
        elif isinstance(x, str):
            terms.add(x)
            if key in ('when', 'cost', 'do', 'target', 'who', None) and x in tagof:
                tags.add(tagof[x])

    for f in card['features']:
        feat(f)
    walk(card['abilities'])
    return terms, tags


def dump(data):
    """One line per card header, one line per ability: short, readable diffs."""
    j = lambda x: json.dumps(x, ensure_ascii=False)
    out = ['{ "set": ' + j(data['set']) + ',', '  "cards": [']
    for i, c in enumerate(data['cards']):
        head = {k: v for k, v in c.items() if k not in ('features', 'abilities', 'mechanics')}
        lines = ['    ' + j(head)[:-1] + ',', '      "features": ' + j(c['features']) + ',']
        if c['abilities']:
            lines.append('      "abilities": [')
            lines += ['        ' + j(ab) + (',' if k < len(c['abilities']) - 1 else '') for k, ab in enumerate(c['abilities'])]
            lines.append('      ],')
        else:
            lines.append('      "abilities": [],')
        lines.append('      "mechanics": ' + j(c['mechanics']) + ' }' + (',' if i < len(data['cards']) - 1 else ''))
        out += lines
    out += ['  ]', '}', '']
    return '\n'.join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--microbers', help='berserk-online-server/cards.json (default: read from the mirror)')
    ap.add_argument('--skazi', help='SkAZi/berserk-nxt resources/data.json (default: sources/skazi-vs.tsv)')
    ap.add_argument('--igornick', help='IgorNick79/berserk tmp/cards.sql (default: sources/igornick-vs.tsv)')
    ap.add_argument('--out', default=os.path.join(ROOT, 'data', 'berserk-vs.json'))
    a = ap.parse_args()

    mb, sk, ig = load_microbers(a.microbers), load_skazi(a.skazi), load_igornick(a.igornick)
    for name, src in (('microbers', mb), ('skazi', sk), ('igornick', ig)):
        if sorted(src) != list(range(1, 201)):
            sys.exit(f'{name}: expected numbers 1..200, got {len(src)}')
    abil = json.load(open(os.path.join(HERE, 'abilities.json'), encoding='utf-8'))
    # The creature classes (IgorNick79's `class` column, transcribed as our ids).
    classes = {int(r[0]): r[1].split(',') for r in rows(os.path.join(HERE, 'sources', 'classes-vs.tsv'))}
    vocab = json.load(open(os.path.join(HERE, 'vocabulary.json'), encoding='utf-8'))

    disagreements, notes, cards = [], [], []
    for n in range(1, 201):
        cid = f'vs-{n:03d}'
        card = {'id': cid, 'number': n, 'name': {'ru': mb[n]['name'], 'en': abil[cid]['en']}}
        for f in FIELDS:
            v = vote(n, f, {'microbers': mb[n][f], 'skazi': sk[n][f], 'igornick': ig[n][f]}, disagreements)
            if f == 'movement' and card['kind'] == 'flyer':
                continue
            card[f] = v
        if n in classes:
            card['classes'] = classes[n]
        card['features'] = features_from_icons(sk[n]['icons'], n, notes)
        card['abilities'] = abil[cid]['abilities']
        _, tags = terms_and_tags(card, vocab)
        card['mechanics'] = sorted(tags)
        cards.append(card)

    data = {'set': {'id': 'vs', 'name': {'ru': SET_RU, 'en': 'War of the Elements'}, 'size': 200}, 'cards': cards}
    with open(a.out, 'w', encoding='utf-8') as fh:
        fh.write(dump(data))
    with open(os.path.join(HERE, 'sources', 'disagreements.json'), 'w', encoding='utf-8') as fh:
        json.dump({'votes': disagreements, 'notes': notes}, fh, ensure_ascii=False, indent=1)
        fh.write('\n')
    print(f'wrote {a.out}: {len(cards)} cards; {len(disagreements)} field disagreements, {len(notes)} notes')
    for d in disagreements:
        print(f"  #{d['number']:3} {d['field']}: {d['values']} -> {d['chosen']}")
    for d in notes:
        print(f"  #{d['number']:3} {d['field']}: {d['note']}")


if __name__ == '__main__':
    main()
