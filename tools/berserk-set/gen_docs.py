#!/usr/bin/env python3
"""Write docs/berserk-card-language.md from vocabulary.json, data/berserk-vs.json and
sources/disagreements.json. Run after build.py. Python 3 standard library only."""
import collections, json, os, sys
sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..'))
sys.path.insert(0, HERE)
from build import terms_and_tags  # noqa: E402

vocab = json.load(open(os.path.join(HERE, 'vocabulary.json'), encoding='utf-8'))
data = json.load(open(os.path.join(ROOT, 'data', 'berserk-vs.json'), encoding='utf-8'))
dis = json.load(open(os.path.join(HERE, 'sources', 'disagreements.json'), encoding='utf-8'))
cards = data['cards']

uses = collections.defaultdict(list)     # term -> card numbers
tag_cards = collections.defaultdict(list)
for c in cards:
    terms, tags = terms_and_tags(c, vocab)
    for t in terms:
        uses[t].append(c['number'])
    for t in c['mechanics']:
        tag_cards[t].append(c['number'])
uses['note'] = [c['number'] for c in cards if 'code' in c['mechanics']]
for v in ('creature', 'flyer'):
    for c in cards:
        if c['kind'] == v:
            uses[v].append(c['number'])
for c in cards:
    uses[c['element']].append(c['number'])

code_cards = [c for c in cards if 'code' in c['mechanics']]
data_cards = [c for c in cards if 'code' not in c['mechanics']]
blank = [c for c in cards if not c['abilities']]


def ex(term):
    u = sorted(set(uses.get(term, [])))
    if not u:
        return '—', 0
    return f'#{u[0]}', len(u)


def table(cat, title, intro):
    out = [f'### {title}', '', intro, '', '| term | meaning | example | cards |', '|---|---|---|---|']
    for term, (meaning, tag) in vocab[cat].items():
        e, n = ex(term)
        m = meaning.replace('|', '\\|')
        if tag:
            m += f' Tag: `{tag}`.'
        out.append(f'| `{term}` | {m} | {e} | {n} |')
    return out + ['']


TAGS = {
 'armour': 'Armour icon (or armour gained).', 'attack_experience': 'Attack experience (ОвА), printed or gained.',
 'defence_experience': 'Defence experience (ОвЗ), printed or gained.', 'regeneration': 'Regeneration, printed or gained.',
 'directed_strike': 'Directed strike, printed or gained.', 'protection': 'Any protection feature (shots, throws, poison, flyers, magic, spells, discharges, strikes, non-magic attacks).',
 'tap_cost': 'An ability paid by closing the creature.', 'counters': 'Counters: paid, gained, lost, capped, or counted.',
 'usage_limit': 'Once a turn / once a battle / N times a turn.', 'instant': 'Usable with priority (lightning icon).',
 'spell': 'The ability is a spell.', 'special_strike': 'Special strike.', 'strike_through_row': 'Strike through a row (УЧР).',
 'magic_strike': 'Magic strike.', 'shot': 'Shot.', 'throw': 'Throw.', 'discharge': 'Discharge.', 'finishing_strike': 'Finishing strike (добивание).',
 'wounds': 'Wounds dealt by an effect.', 'heal': 'Healing.', 'poison': 'Poison given, raised, cured or triggered on.',
 'redistribute_wounds': 'Moving wounds between creatures.', 'strike_modifier': 'Changes to simple strikes (bonus, level, value, reduction).',
 'ranged_modifier': 'Bonuses to shots, throws, discharges and ranges.', 'roll_modifier': 'Die-roll bonuses, rerolls, fixed rolls.',
 'die_roll': 'An extra die roll with branches, or a condition on the roll.', 'damage_reduction': '-N from some attacks; immunities.',
 'gain_feature': 'Gains a feature for a time.', 'feature_loss': 'Loses or ignores features.', 'formation': 'Formation (строй) conditions and targets.',
 'first_second_player': 'Depends on being first or second player.', 'turn_trigger': 'Start / end of turn or battle, after deployment.',
 'movement_trigger': 'Triggered by moving, jumping, teleporting or arriving.', 'strike_trigger': 'Triggered by its strike, shot or miss.',
 'attacked_trigger': 'Triggered when it or an ally is attacked.', 'death_trigger': 'Triggered by deaths or the graveyard.',
 'defender': 'Defender rules.', 'valhalla': 'Valhalla.', 'incarnation': 'Incarnation.', 'prophecy': 'Prophecy.', 'scavenging': 'Scavenging (трупоедство).',
 'vampirism': 'Vampirism.', 'jump': 'Jump.', 'teleport': 'Teleportation.', 'flight': 'Flight gained, or attacking flyers.',
 'unanswerable_strike': 'Strikes without counter-strike.', 'open_close': 'Opening, closing, stun.', 'movement': 'Movement changes, pushes, rooting.',
 'life': 'Extra lives, life caps, life bonuses.', 'redirect': 'Redirection and target interception.', 'block': 'Blocking attacks or strikes.',
 'clumsy': 'Clumsiness.', 'multiple_attacks': 'More or forced attacks.', 'markers': 'Markers on cards or cells.', 'deck': 'Looking at or ordering the deck.',
 'resurrect': 'Bringing creatures back.', 'destroy': 'Destroying cards.', 'squad_building': 'Recruitment rules.', 'code': 'Part of the card needs code.'}

o = []
o += ['# Berserk: the card language of «Война стихий» (set `vs`)', '',
 'This page describes how the 200 cards of the first set of the 2023 Berserk relaunch, «Война стихий» '
 '("War of the Elements"), are written as data in `data/berserk-vs.json`. It is meant for whoever edits '
 'or reviews those cards. The numbers on the cards (cost, life, movement, strikes, elite, unique) are facts '
 'taken from three public sources; the abilities are our own encoding in the vocabulary below. The engine '
 'checks every ability against the table of terms `data/berserk-terms.json` when it loads the cards (an unknown '
 'term is refused with its place, e.g. `cards[0] (\"x\").abilities[0].do.shoot: unknown effect ...`) and '
 'writes each card\'s rules text in English and Russian from that table\'s words '
 '(`arbiter cards --ruleset berserk --lang ru`). No printed card text is kept in the repository. '
 'What the battle plays of each card so far: [berserk-coverage.md](berserk-coverage.md).', '',
 'The existing creature format and the features the engine already plays are described in '
 '[berserk-features.md](berserk-features.md); this language reuses its feature names where a printed icon means '
 'exactly the same thing.', '',
 '## A card', '',
 '```json',
 '{"id": "vs-002", "number": 2, "name": {"ru": "Кшар", "en": "Kshar"}, "cost": 3, "elite": false, "unique": false,',
 ' "element": "steppe", "kind": "creature", "life": 6, "movement": 2, "strike": [1, 2, 2],',
 ' "features": [],',
 ' "abilities": [',
 '   {"when": "action", "cost": ["tap"], "do": {"strike_through_row": 1}},',
 '   {"when": "action", "cost": [{"counters": 1}, "tap"], "do": {"special_strike": 3}},',
 '   {"when": "static", "if": {"target_element": "mountains"}, "do": {"strike_bonus": 1}}],',
 ' "mechanics": ["counters", "special_strike", "strike_modifier", "strike_through_row", "tap_cost"]}',
 '```', '',
 '| field | meaning |', '|---|---|',
 '| `id` | `vs-NNN`, the set code and the printed number on three digits |',
 '| `number` | the printed collector number, 1 to 200 |',
 '| `name` | `ru` as printed (spelling of the microBers source), `en` our own translation |',
 '| `cost` | crystals to recruit it; `elite` true means gold crystals |',
 '| `unique` | only one copy per squad |',
 '| `element` | `steppe`, `mountains`, `forest`, `swamp`, `dark` or `neutral`; every card of the set has exactly one |',
 '| `kind` | `creature` (walks) or `flyer` |',
 '| `life` | printed life |',
 '| `movement` | printed movement; absent on flyers, which have none printed |',
 '| `classes` | the creature classes of its type line (`jordling`, `dwarf`...; lowercase English ids), absent when it has none |',
 '| `strike` | simple strike: weak, medium, strong |',
 '| `features` | printed icons, in the feature vocabulary below |',
 '| `abilities` | the card text, encoded (below) |',
 '| `mechanics` | tags of the mechanics its features and abilities use, derived by the build script; they drive the coverage table |',
 '',
 '## Abilities', '',
 'Each ability is one object in the same shape as the engine\'s other card languages:', '',
 '```', '{ "when": TRIGGER, "cost": [COSTS]?, "if": CONDITION?, "target": TARGET?, "do": EFFECT or [EFFECTS], "until": DURATION?, "as": "spell"?, "optional": true? }', '```', '',
 'A term without a parameter is a string (`"open"`); a term with one is a one-key object (`{"heal": 2}`), sometimes '
 'with extra parameter keys beside it (`{"shot": [1, 2, 3], "range": 4}`). Amounts are a number, three numbers for '
 'weak-medium-strong by the die (`[1, 2, 2]`), or a named amount (`"X"`, `"counters"`, ... listed under Values). '
 'An effect may carry its own `target`, `if` or `until` when it differs from the ability\'s. '
 'Where a card cannot yet be said in data, the effect is `{"code": "vs-NNN", "note": "..."}`: the behaviour is '
 'implemented in code under the card\'s id and the note says, in our words, what it must do. Everything else on such '
 'a card is still data.', '',
 '## Summary', '',
 f'- {len(cards)} cards: {sum(c["kind"]=="creature" for c in cards)} creatures and {sum(c["kind"]=="flyer" for c in cards)} flyers; '
 + ', '.join(f'{sum(c["element"]==e for c in cards)} {e}' for e in ['steppe', 'mountains', 'forest', 'swamp', 'dark', 'neutral']) + '.',
 f'- Fully data (no `code`): **{len(data_cards)}** cards, of which {len(blank)} have no text at all ('
 + ', '.join(f'#{c["number"]}' for c in blank) + ').',
 f'- Need `code` for at least one ability: **{len(code_cards)}** cards: ' + ', '.join(f'#{c["number"]}' for c in code_cards) + '.',
 '']

o += ['## Vocabulary', '', 'Each table gives the term, what it means in the rules, one card that uses it (by number) and how many cards use it.', '']
o += table('triggers', 'Triggers (`when`)', 'When an ability acts.')
o += table('whose', 'Whose (`whose`)', 'For turn and event triggers.')
o += table('ability_fields', 'Ability fields', 'The keys of an ability object.')
o += table('costs', 'Costs (`cost`)', 'A list; all are paid.')
o += table('conditions', 'Conditions (`if`)', 'An object; every key must hold. Target conditions describe the card being attacked or chosen.')
o += table('targets', 'Targets (`target`)', 'A name, or an object `{"who": NAME, "count": N, "range": N, "different": true, "if": CONDITION}`.')
o += table('effects', 'Effects (`do`)', 'One effect or a list applied in order.')
o += table('effect_parameters', 'Effect parameters', 'Keys that refine an effect.')
o += table('durations', 'Durations (`until`)', 'Also `{"opponent_turns": "X"}`.')
o += table('values', 'Values', 'Enumerated values and named amounts used inside conditions and effects.')
o += table('features', 'Features (`features`, and `gain_feature`)',
           'Printed icons. A feature without a number is a string, with a number a one-key object, as in the existing catalogue. '
           'The seven protections are separate strings (like the engine\'s `strike_protection`) so each stays "given at most once". '
           'The icon names are those of SkAZi/berserk-nxt `resources/const.json`: ova, ovz, regen, armor, direct, zov, zot, zoo, zoal, zom, zoz, zor.')

o += ['## Mechanic tags', '', 'One flat list; `build.py` fills each card\'s `mechanics` from the tags of the terms it uses (the tag column above). '
      'A coverage table is card -> mechanics -> done or missing.', '', '| tag | meaning | example | cards |', '|---|---|---|---|']
alltags = sorted({t for cat in vocab if not cat.startswith('_') for (_, t) in vocab[cat].values() if t})
for t in alltags:
    u = sorted(tag_cards.get(t, []))
    o.append(f'| `{t}` | {TAGS.get(t, "")} | {"#%d" % u[0] if u else "—"} | {len(u)} |')
o.append('')

o += ['## Sources and disagreements', '',
 'The numbers were read from three public repositories (fetched read-only, nothing of their code is used):', '',
 '- microBers-studios/berserk-online, branch `server-gameplay`, `berserk-online-server/cards.json` (MIT): name, cost, elite, unique, elements, type, life, movement, strikes;',
 '- SkAZi/berserk-nxt, `resources/data.json` (set_id 10) and `resources/const.json`: the same numbers and the printed icons (the features);',
 '- IgorNick79/berserk, `tmp/cards.sql` (ids `s1_1`…`s1_200`): the same numbers and the printed ability text, which we read to write our encoding (its `docs/05_cards.md` describes that engine\'s own encoding, which we did not follow).', '',
 'Each number is voted field by field by `tools/berserk-set/build.py`; the two sources that agree decide. '
 'The SkAZi and IgorNick79 repositories could not be mirrored here (one is too large, the other had no snapshot), so their files were read page by page and the numbers and icons transcribed into `tools/berserk-set/sources/*.tsv`; the script reads the full files instead when they are given (`--skazi`, `--igornick`). The transcriptions agree with microBers on every field except those listed below, which is also a check on the transcription.', '',
 '| card | field | microBers | SkAZi | IgorNick79 | followed | why |', '|---|---|---|---|---|---|---|']
why = {'movement': 'microBers gives no movement for this walking creature; both others agree',
       'elite': 'two against one (the brief also states #121 is not elite)', 'unique': 'two against one'}
for d in dis['votes']:
    v = d['values']
    f = lambda x: '—' if x is None else json.dumps(x)
    o.append(f"| #{d['number']} | {d['field']} | {f(v['microbers'])} | {f(v['skazi'])} | {f(v['igornick'])} | {f(d['chosen'])} | {why.get(d['field'], 'majority')} |")
o += ['', 'Other differences found:', '']
for d in dis['notes']:
    o.append(f"- #{d['number']} {d['field']}: {d['note']}.")
o += [
 '- Card names: microBers writes ё where the other two write е in several names (#24, #80, #85, #98, #114, #171), and a typographic apostrophe in #119 (Бул’Багур) where the others have a straight one; SkAZi and microBers write «Наёмник» (#176), IgorNick79 «Наемник». We keep the microBers spelling.',
 '- No card has more than one element in any source (classes can be double, e.g. #27, #160, #188, but classes are not elements).',
 '- Icons: IgorNick79\'s engine data (`prop`) lacks several printed icons that SkAZi lists (e.g. attack experience on #12, defence experience 2 on #19); we follow SkAZi for all icons. SkAZi marks two protections with a number (#123 shots, #135 poison); protections have no number, so we read them as plain protections.',
 '- #158 prints strong strike 0 (its strong strike is a bonus equal to half the target\'s life): all three sources agree on [2, 3, 0], so `check.py` allows this one exception to weak ≤ medium ≤ strong.',
 '- #118: IgorNick79 shows the "starts the battle with a counter" line behind a strike icon, not the second-player icon the similar cards have; SkAZi\'s search text has no second-player word either. We encoded it without a player condition; to be checked against the printed card.',
 '- IgorNick79 marks some texts with an erratum of 2023-04-08 (#26, #90, #92, #157); we encoded the errata wording.', '',
 '## Cards we were unsure of', '',
 '- #45 Ice Hunter: its first ability is printed after a strike icon; we read it as an action (strike through a row 2) that also gives the creature opposite it attack experience.',
 '- #59 Werewolf: the choice is made "before your turn" and lasts until the end of the opponent\'s turn; encoded as start of our turn until the end of the opponent\'s next turn.',
 '- #118, #158: see above. #192 protection "of that size" is left to code because the engine has no sized protection yet.', '',
 '## Building and checking', '',
 '`tools/berserk-set/README.md` says how to rebuild the data file (`build.py`), regenerate this page (`gen_docs.py`) and check the result (`check.py`).', '']
open(os.path.join(ROOT, 'docs', 'berserk-card-language.md'), 'w', encoding='utf-8').write('\n'.join(o))
print('wrote docs/berserk-card-language.md', len(o), 'lines;', len(data_cards), 'data,', len(code_cards), 'code')
