#!/usr/bin/env python3
"""Check data/berserk-terms.json, the engine's rules-text phrases for the card language.

- every term of every category of vocabulary.json (ability_fields excepted) has an entry with
  tag (equal to the vocabulary's tag), en and ru, and there are no extra categories or terms;
- each phrase holds "{n}" at most once, has no other braces, no trailing punctuation, is under
  60 characters once rendered (longest plural form, "{n}" counted as one character), and every
  plural group "[a|b|c]" has exactly three non-empty forms and follows a "{n}" in the phrase;
- every term used in data/berserk-vs.json with an argument has "{n}" in both phrases, and a term
  that is only ever used bare (a name, or true/false) has no "{n}".

Usage: python3 tools/berserk-set/check_terms.py [TERMS.json [CARDS.json]]
Exit status 1 on any error. Python 3 standard library only."""
import collections, json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..'))
TERMS = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, 'data', 'berserk-terms.json')
CARDS = sys.argv[2] if len(sys.argv) > 2 else os.path.join(ROOT, 'data', 'berserk-vs.json')
VOCAB = os.path.join(HERE, 'vocabulary.json')
SKIP = {'_about', 'ability_fields'}
MAX_LEN = 60

errors, notes = [], []
voc = json.load(open(VOCAB, encoding='utf-8'))
terms = json.load(open(TERMS, encoding='utf-8'))
cards = json.load(open(CARDS, encoding='utf-8'))['cards']
cats = [c for c in voc if c not in SKIP]

# ---- 1. entries: completeness, no extras, shapes of the phrases
for cat in terms:
    if cat not in cats:
        errors.append(f'extra category {cat!r}')
for cat in cats:
    got = terms.get(cat)
    if not isinstance(got, dict):
        errors.append(f'missing category {cat!r}')
        continue
    for term in got:
        if term not in voc[cat]:
            errors.append(f'{cat}.{term}: not a term of vocabulary.json')
    for term, (_, tag) in voc[cat].items():
        e = got.get(term)
        if not isinstance(e, dict):
            errors.append(f'{cat}.{term}: missing')
            continue
        if set(e) != {'tag', 'en', 'ru'}:
            errors.append(f'{cat}.{term}: keys must be tag, en, ru (has {sorted(e)})')
        if 'tag' in e and e['tag'] != tag:
            errors.append(f'{cat}.{term}: tag {e["tag"]!r}, vocabulary.json says {tag!r}')
        for lang in ('en', 'ru'):
            p = e.get(lang)
            if not isinstance(p, str) or not p.strip():
                errors.append(f'{cat}.{term}.{lang}: missing or empty phrase')
                continue
            where = f'{cat}.{term}.{lang} {p!r}'
            if p != p.strip():
                errors.append(f'{where}: leading or trailing space')
            if p.count('{n}') > 1:
                errors.append(f'{where}: "{{n}}" more than once')
            if re.sub(r'\{n\}', '', p).count('{') or re.sub(r'\{n\}', '', p).count('}'):
                errors.append(f'{where}: a brace other than "{{n}}"')
            if p.rstrip()[-1:] in '.,;:!?':
                errors.append(f'{where}: trailing punctuation')
            rest = re.sub(r'\[[^\[\]]*\]', '', p)
            if '[' in rest or ']' in rest:
                errors.append(f'{where}: unbalanced or nested brackets')
            for m in re.finditer(r'\[([^\[\]]*)\]', p):
                forms = m.group(1).split('|')
                if len(forms) != 3 or not all(f.strip() for f in forms):
                    errors.append(f'{where}: plural group [{m.group(1)}] must have exactly three forms')
                if '{n}' not in p[:m.start()]:
                    errors.append(f'{where}: plural group [{m.group(1)}] has no "{{n}}" before it to count')
            shown = re.sub(r'\[([^\[\]]*)\]', lambda m: max(m.group(1).split('|'), key=len), p)
            shown = shown.replace('{n}', 'N')
            if len(shown) >= MAX_LEN:
                errors.append(f'{where}: {len(shown)} characters rendered, must be under {MAX_LEN}')

# ---- 2. how each term is used in the cards: with an argument or bare
usage = collections.defaultdict(set)   # (category, term) -> {'arg', 'bare'}
outside = collections.defaultdict(set)  # (role, name) -> card ids, names not in the expected category


def note(cat, term, value, cid, bare=False):
    if term not in voc[cat]:
        outside[(cat, term)].add(cid)
        return
    usage[(cat, term)].add('bare' if bare or isinstance(value, bool) else 'arg')


def value_words(v, cid):
    if isinstance(v, str):
        if v in voc['values']:
            usage[('values', v)].add('bare')
        else:
            outside[('values', v)].add(cid)
    elif isinstance(v, list):
        for x in v:
            value_words(x, cid)


def condition(c, cid):
    for k, v in c.items():
        note('conditions', k, v, cid)
        if k == 'unless' and isinstance(v, dict):
            condition(v, cid)
        else:
            value_words(v, cid)


def target(t, cid):
    if isinstance(t, str):
        note('targets', t, None, cid, bare=True)
        return
    for k, v in t.items():
        if k == 'if':
            condition(v, cid)
        elif k == 'range':
            note('effect_parameters', k, v, cid)
        else:
            note('targets', k, v, cid)
            if k == 'who':
                note('targets', v, None, cid, bare=True)
            else:
                value_words(v, cid)


def duration(u, cid):
    if isinstance(u, str):
        note('durations', u, None, cid, bare=True)
    else:
        for k, v in u.items():
            note('effect_parameters', k, v, cid)
            value_words(v, cid)


def feature(f, cid):
    if isinstance(f, str):
        note('features', f, None, cid, bare=True)
    elif isinstance(f, list):
        for x in f:
            feature(x, cid)
    elif isinstance(f, dict):
        for k, v in f.items():
            note('features', k, v, cid)


def effect(e, cid):
    if isinstance(e, list):
        for x in e:
            effect(x, cid)
        return
    if isinstance(e, str):
        if e in voc['effects']:
            note('effects', e, None, cid, bare=True)
        else:
            value_words(e, cid)
        return
    items = list(e.items())
    head, arg = items[0]
    cat = 'effects' if head in voc['effects'] else 'costs' if head in voc['costs'] else 'effects'
    note(cat, head, arg, cid)
    if head == 'gain_feature':
        feature(arg, cid)
    elif head == 'choose_one':
        effect(arg, cid)
    elif head == 'code':
        pass
    elif isinstance(arg, dict):            # roll branches, crystals, squad limits: parameters
        for k, v in arg.items():
            note('effect_parameters', k, v, cid)
            if k in ('1-2', '3-4', '5-6'):
                effect(v, cid)
            else:
                value_words(v, cid)
    else:
        value_words(arg, cid)
    for k, v in items[1:]:
        if k == 'note':
            continue
        if k in ('if', 'unless'):
            if k == 'unless':
                note('conditions', k, v, cid)
            condition(v, cid)
        elif k == 'target':
            target(v, cid)
        elif k == 'until':
            duration(v, cid)
        elif k == 'do':
            effect(v, cid)
        elif k == 'optional':
            pass
        elif k == 'then':
            note('effect_parameters', k, v, cid)
            effect(v, cid)
        elif k == 'bonus':
            note('effect_parameters', k, v, cid)
            for bk, bv in v.items():
                if bk == 'if':
                    condition(bv, cid)
                else:
                    note('effect_parameters', bk, bv, cid)
                    value_words(bv, cid)
        else:
            note('effect_parameters', k, v, cid)
            value_words(v, cid)


for c in cards:
    cid = c['id']
    feature(c.get('features', []), cid)
    for a in c.get('abilities', []):
        note('triggers', a['when'], None, cid, bare=True)
        if 'whose' in a:
            note('whose', a['whose'], None, cid, bare=True)
        for co in a.get('cost', []):
            if isinstance(co, str):
                note('costs', co, None, cid, bare=True)
            else:
                for k, v in co.items():
                    note('costs', k, v, cid)
                    value_words(v, cid)
        if 'if' in a:
            condition(a['if'], cid)
        if 'target' in a:
            target(a['target'], cid)
        if 'until' in a:
            duration(a['until'], cid)
        if 'as' in a:
            value_words(a['as'], cid)
        effect(a['do'], cid)

for (cat, term), kinds in sorted(usage.items()):
    e = terms.get(cat, {}).get(term)
    if not isinstance(e, dict):
        continue
    for lang in ('en', 'ru'):
        p = e.get(lang) or ''
        # `code` names the card whose code plays it: the engine writes no id on a card.
        if 'arg' in kinds and '{n}' not in p and (cat, term) != ('effects', 'code'):
            errors.append(f'{cat}.{term}.{lang} {p!r}: used with an argument in the cards but has no "{{n}}"')
        if kinds == {'bare'} and '{n}' in p:
            errors.append(f'{cat}.{term}.{lang} {p!r}: only ever used bare in the cards but has "{{n}}"')

unused = [f'{cat}.{t}' for cat in cats if cat != 'values' for t in voc[cat] if (cat, t) not in usage]
for (cat, name), ids in sorted(outside.items()):
    notes.append(f'{name!r} is used where a {cat[:-1]} term is expected but is not one '
                 f'({len(ids)} card(s), e.g. {sorted(ids)[0]}); its phrase must come from another category')

counts = ', '.join(f'{cat} {len(terms.get(cat, {}))}' for cat in cats)
print(f'terms: {counts}; {sum(len(terms.get(c, {})) for c in cats)} in all')
print(f'used in the cards: {len(usage)} terms ({sum(1 for k in usage.values() if "arg" in k)} with an argument); '
      f'{len(unused)} non-value terms unused')
for n in notes:
    print('note:', n)
for e in errors:
    print('error:', e)
print('OK' if not errors else f'{len(errors)} error(s)')
sys.exit(1 if errors else 0)
