#!/usr/bin/env python3
"""The reproducible sample of 40 real Eredan card-ability texts (docs/eredan-cards.md §8).

Usage: sample.py FR_JSON
FR_JSON is `resources/lang/fr.json` of the public repository Jo1oPedro/eredan at commit
355c2c7e02cd946b42f7a3ef8233314775052fda (English keys, French values; the file is not strict
JSON, so it is read line by line). Prints, for each sampled key, its line number in that file
and the first 8 hex digits of the SHA-256 of the key: the texts themselves are not copied.

Filter (card-ability texts, not interface strings): a key of at least 25 characters that
names a game term (Attack, Defense, damage, Chain, PV, HP, Life, heal, discard, opponent,
opposing, turn, combat, fight, deck) and no interface word (click, screen, tournament,
purchase, gold, crystal, account, server, booster, shop, ranking, evolution, trade, friend,
mail, password, login, arena, quest, reward, level, XP, experience, match, ladder, seconds,
minutes, a `%s` or `:param` placeholder, a `{`). Then 40 keys drawn with Python's
`random.Random(2026).sample`, in draw order.
"""
import hashlib
import random
import re
import sys

GAME = re.compile(
    r"\b(Attack|Defen[cs]e|damage|Damage|Chain|PV|HP|Life|heal|Heal|discard|Discard|opponent|opposing"
    r"|Turns?|turns?|combat|fight|Fight|deck)\b"
)
UI = re.compile(
    r"(click|screen|Click|tournament|Tournament|purchase|gold|Gold|crystal|Crystal|account|server|Server"
    r"|booster|Booster|shop|Shop|ranking|evolution|trade|friend|mail|password|login|arena|Arena|quest|Quest"
    r"|reward|Reward|level|Level|\bXP\b|experience|match|Match|ladder|seconds|minutes|%s|:param|\{)"
)
PAIR = re.compile(r'^\s*"(.*?)"\s*:\s*"(.*)",?\s*$')


def main(path):
    keys = []
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f.read().split("\n"), 1):
            m = PAIR.match(line)
            if m and GAME.search(m.group(1)) and not UI.search(m.group(1)) and len(m.group(1)) >= 25:
                keys.append((number, m.group(1)))
    for n, (number, key) in enumerate(random.Random(2026).sample(keys, 40), 1):
        print(f"{n} line {number} sha256 {hashlib.sha256(key.encode()).hexdigest()[:8]}")


if __name__ == "__main__":
    main(sys.argv[1])
