// The JS API of the built package (pkg/, as `make pkg` writes it), run with `node --test`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import {
  Game, resolveScenario, narrate, cards, decks, rulesets, version, checkDeck, writeDeck, printedDecks,
} from "../../pkg/node.js";
import { prng, randomChoice, playOut } from "./random.mjs";
import { thrown } from "./shared.mjs";

const scenarios = new URL("../scenarios/", import.meta.url);
const golden = readdirSync(scenarios).filter((f) => f.endsWith(".json") && !f.endsWith(".expected.json"));

test("resolveScenario gives exactly the CLI's JSON for every golden scenario", () => {
  assert.ok(golden.length >= 4);
  for (const file of golden) {
    const text = readFileSync(new URL(file, scenarios), "utf8");
    const expected = JSON.parse(readFileSync(new URL(file.replace(".json", ".expected.json"), scenarios), "utf8"));
    assert.deepStrictEqual(resolveScenario(JSON.parse(text)), expected, file);
    assert.deepStrictEqual(resolveScenario(text), expected, file);
  }
});

test("a full game plays through Game, and its log and snapshot restore it", () => {
  const game = new Game({ ruleset: "eredan", seed: 7, decks: ["lames-de-kotoba", "zil-et-sortileges"] });
  const opening = game.openingEvents();
  assert.equal(opening[0].seq, 0);
  const events = playOut(game, prng(7));
  const outcome = game.outcome();
  assert.ok(outcome && ("winner" in outcome || outcome.draw === true));
  assert.equal(game.pending(), null);
  assert.ok(events.every((e, i) => i === 0 || e.seq === events[i - 1].seq + 1));
  assert.ok(events.every((e) => typeof e.rule === "string" && e.rule.startsWith("E-")));
  for (const e of [...opening, ...events]) assert.ok(narrate(e, "en").length > 5);
  const replayed = Game.fromLog(game.log());
  assert.deepStrictEqual(replayed.state(), game.state());
  assert.deepStrictEqual(replayed.outcome(), outcome);
  const restored = Game.restore(game.snapshot());
  assert.equal(restored.snapshot(), game.snapshot());
});

test("a snapshot mid-game restores and plays on identically", () => {
  const a = new Game({ ruleset: "eredan", seed: 3 });
  const rnd = prng(3);
  for (let i = 0; i < 9; i++) a.choose(randomChoice(a.pending(), rnd));
  const b = Game.restore(a.snapshot());
  assert.deepStrictEqual(b.pending(), a.pending());
  const c = randomChoice(a.pending(), rnd);
  assert.deepStrictEqual(b.choose(c), a.choose(c));
  assert.throws(() => Game.restore(a.snapshot().replace('"version":2', '"version":3')), /version 3/);
  assert.throws(() => Game.restore(a.snapshot().slice(0, 200)), /snapshot/);
  const edited = JSON.parse(a.snapshot());
  edited.state.players[0].score += 5;
  assert.throws(() => Game.restore(JSON.stringify(edited)), /does not match/);
});

test("a Berserk skirmish plays through Game and narrates in English and Russian", () => {
  const game = new Game({ ruleset: "berserk", seed: 4, squads: ["mountain-guard", "wild-horde"] });
  const events = [...game.openingEvents(), ...playOut(game, prng(4))];
  assert.ok(game.outcome());
  assert.ok(events.some((e) => e.kind === "strikes_determined" && e.rule.startsWith("B-TABLE")));
  for (const e of events.slice(0, 200)) {
    assert.ok(narrate(e, "en").length > 3);
    assert.match(narrate(e, "ru"), /[а-яА-Я]/);
  }
  assert.deepStrictEqual(Game.fromLog(game.log()).state(), game.state());
  assert.throws(() => new Game({ ruleset: "berserk", squads: ["x", "wild-horde"] }), /config.squads\[0\]: unknown squad "x"/);
});

test("a Yummell race for 2 to 8 players plays through Game and narrates in English and Italian", () => {
  for (const players of [2, 5, 8]) {
    const game = new Game({ ruleset: "yummell", seed: players, players });
    const events = [...game.openingEvents(), ...playOut(game, prng(players))];
    assert.ok(game.outcome() && "winner" in game.outcome(), `a ${players}-player race has a winner`);
    for (const e of events.slice(0, 150)) {
      assert.ok(narrate(e, "en").length > 3);
      assert.ok(narrate(e, "it").length > 3);
    }
    assert.deepStrictEqual(Game.fromLog(game.log()).state(), game.state());
  }
});

test("the computer opponents choose legally, deterministically, through Game.suggest", () => {
  for (const bot of ["random", "greedy", "strong"]) {
    const game = new Game({ ruleset: "eredan", seed: 21 });
    for (let i = 0; i < 12 && game.pending(); i++) {
      const c = game.suggest(bot, i, 24);
      assert.deepStrictEqual(game.suggest(bot, i, 24), c, "same seed, same choice");
      assert.equal(game.whyNot(c), null, `${bot} proposes a legal choice`);
      game.choose(c);
    }
  }
  assert.throws(() => new Game({ ruleset: "eredan" }).suggest("genius", 0, 10), /bot: unknown bot "genius"/);
  for (const ruleset of ["berserk", "yummell"]) {
    const game = new Game({ ruleset, seed: 3 });
    for (let i = 0; i < 8 && game.pending(); i++) {
      const c = game.suggest(i % 2 ? "greedy" : "strong", i, 8);
      assert.equal(game.whyNot(c), null, `${ruleset}: a legal choice`);
      game.choose(c);
    }
  }
});

test("a computer seat's level is the engine's bot for it: the hard one's playouts are its ruleset's (the server plays the same)", () => {
  const of = (config, level) => {
    const game = new Game(config);
    const b = game.botFor(level);
    game.free();
    return b;
  };
  for (const ruleset of rulesets()) {
    assert.equal(of({ ruleset }, "easy").bot, "random");
    assert.equal(of({ ruleset }, "medium").bot, "greedy");
  }
  assert.deepStrictEqual(of({ ruleset: "eredan" }, "hard"), { bot: "strong", playouts: 400 });
  assert.deepStrictEqual(of({ ruleset: "berserk" }, "hard"), { bot: "strong", playouts: 4000 });
  assert.deepStrictEqual(of({ ruleset: "yummell", players: 2 }, "hard"), { bot: "strong", playouts: 2500 });
  assert.deepStrictEqual(of({ ruleset: "yummell", players: 5 }, "hard"), { bot: "strong", playouts: 1000 });
  assert.throws(() => of({ ruleset: "eredan" }, "genius"), (e) => e.field === "level" && /unknown level "genius" \(expected easy, medium or hard\)/.test(e.message));
});

test("catalogue, decks, rulesets and version", () => {
  const all = cards("eredan");
  assert.equal(all.filter((c) => c.type === "character").length, 22);
  assert.equal(all.length, 111);
  assert.deepStrictEqual(decks("eredan").map((d) => d.id), ["lames-de-kotoba", "zil-et-sortileges", "envoyes-de-noz-dingard", "pactes-de-nehant"]);
  assert.deepStrictEqual(rulesets(), ["eredan", "berserk", "yummell"]);
  assert.ok(cards("berserk").length >= 24, "at least 24 creatures");
  assert.equal(decks("berserk").length, 5, "five ready squads");
  assert.match(version(), /^\d+\.\d+\.\d+$/);
  assert.throws(() => cards("chess"), /ruleset: unknown ruleset "chess"/);
});

test("Eredan's decks [E-SET] [E-DECK]: the ready decks legal, a pasted list's every problem as data with its rule, and a game refused from an illegal deck", () => {
  for (const d of decks("eredan")) {
    const check = checkDeck("eredan", writeDeck("eredan", [...d.characters, ...d.cards], "en"));
    assert.equal(check.legal, true, `${d.id}: ${JSON.stringify(check.problems)}`);
    assert.deepStrictEqual([check.characters, check.cards, check.warnings], [d.characters, d.cards, []]);
    assert.ok(["Kotoba", "Zil", "Noz'Dingard", "Néhantistes"].includes(check.guild), d.id);
  }
  // Two guilds, a Zil card, a fourth copy, too few cards; a Sort no character can cast; a line not read.
  const bad = checkDeck("eredan", "Iro le duelliste\nGarde de Zil\nRôdeur sans bannière\n4 Wakizashi\n3 Armure de Zil\n2 Boule de feu\nune carte\n");
  assert.equal(bad.legal, false);
  assert.deepStrictEqual(bad.problems.map((p) => [p.problem, p.rule]), [["too_many_copies", "E-SET"], ["too_few", "E-SET"], ["two_guilds", "E-DECK-1"]]);
  assert.equal(bad.guild, null);
  assert.deepStrictEqual(bad.warnings.map((w) => [w.warning, w.card, w.rule]), [["no_character_can_play", "boule-de-feu", "E-DECK-3"]]);
  assert.deepStrictEqual(bad.unread.map((u) => u.line), [7]);
  const kotoba = checkDeck("eredan", "Iro le duelliste\nSeigneur impérial Gakyusha\nRôdeur sans bannière\n3 Wakizashi\n3 Armure de Zil\n3 Charge\n3 Garde haute\n3 Potion de soin\n3 Dague vivante\n2 Nodachi");
  assert.deepStrictEqual(kotoba.problems.map((p) => [p.problem, p.card, p.deck_guild, p.rule]), [["other_guild", "armure-de-zil", "Kotoba", "E-DECK-2"]]);
  assert.match(kotoba.problems[0].message, /Zil, not of Kotoba/);
  // A game of an illegal deck does not start: the error names the rule and where.
  const deck = { characters: ["iro-le-duelliste", "garde-de-zil", "seigneur-gakyusha"], cards: decks("eredan")[0].cards };
  assert.throws(() => new Game({ ruleset: "eredan", decks: [deck, "zil-et-sortileges"] }), (e) => e.rule === "E-DECK-1" && e.field === "config.decks[0].characters");
});

test("Berserk's decks: ready decks of printed cards, a pasted list checked, a deck written back, a whole game from them", () => {
  const ready = printedDecks("berserk");
  assert.deepStrictEqual(ready.map((d) => d.id), ["steppe", "mountains", "forest", "swamp", "dark"]);
  assert.deepStrictEqual(printedDecks("eredan"), []);
  for (const d of ready) {
    const check = checkDeck("berserk", d.cards.join("\n"));
    assert.equal(check.legal, true, d.id);
    assert.deepStrictEqual(check.cards, d.cards);
  }
  // [B-GAME-1] A fourth copy and too few cards, as data; a line not read, with its reason.
  const bad = checkDeck("berserk", "4 Кочевник\n2x Nomad\nno such card");
  assert.equal(bad.legal, false);
  assert.deepStrictEqual(bad.problems.map((p) => p.problem), ["too_many_copies", "too_few"]);
  assert.deepStrictEqual(bad.unread.map((u) => u.line), [3]);
  assert.equal(writeDeck("berserk", ["vs-001", "vs-001", "vs-002"], "ru"), "2 Кочевник\n1 Кшар\n");
  assert.equal(writeDeck("berserk", ["vs-001"], "en"), "1 Nomad\n");
  assert.throws(() => checkDeck("yummell", "1 x"), /not checked yet/);
  assert.throws(() => writeDeck("berserk", "vs-001", "en"), /cards: expected a list of card ids/);
  // A whole game of two ready decks opens with the first-player roll [B-GAME-4].
  const game = new Game({ ruleset: "berserk", seed: 4, setup: { decks: ["steppe", ["3 Кочевник", ...ready[2].cards]] } });
  assert.equal(game.openingEvents()[0].kind, "first_player_roll");
  assert.equal(game.pending().kind, "side");
  game.free();
  // The same decks beside `ruleset` (as the game page gives them): a plain list is a Berserk
  // deck there too, read by Berserk's setup, not Eredan's; its errors keep their field path.
  const beside = new Game({ ruleset: "berserk", seed: 4, decks: ["steppe", ["3 Кочевник", ...ready[2].cards]] });
  assert.equal(beside.pending().kind, "side");
  beside.free();
  assert.throws(() => new Game({ ruleset: "berserk", decks: ["steppe", ["3 Кочевник"]] }), /config\.decks\[1\]: the deck is not legal \[B-GAME-1\]/);
});

test("errors name the field and the reason", () => {
  assert.throws(() => resolveScenario("{"), /malformed JSON/);
  assert.throws(() => resolveScenario({ ruleset: "eredan", players: 3 }), /players: expected a list, got the number 3/);
  assert.throws(() => new Game({ ruleset: "eredan", seed: "x" }), /config\.seed: expected a whole number, got the text "x"/);
  assert.throws(() => new Game({ ruleset: "eredan", decks: ["nope", "zil-et-sortileges"] }), /decks\[0\]: unknown deck id "nope"/);
  const game = new Game({ ruleset: "eredan", seed: 1 });
  const d = game.pending();
  assert.throws(() => game.choose({ type: "fighters", player: 1 - d.player, own: 0, opponent: 0 }), /out of turn/);
  assert.throws(() => game.choose({ type: "fighters", player: d.player, own: 9, opponent: 0 }), /E-FIGHT.*index 9/);
  assert.throws(() => game.choose({ type: "dance" }), /choice\.type: "dance" is not one of: "fighters", "play", "discard"/);
  const before = game.snapshot();
  assert.match(game.whyNot({ type: "fighters", player: d.player, own: 9, opponent: 0 }), /E-FIGHT.*index 9/);
  assert.equal(game.whyNot({ type: "fighters", player: d.player, own: d.options[0].own, opponent: d.options[0].opponent }), null);
  assert.equal(game.whyNot(d.options[0]), null, "an option is the exact choice");
  assert.equal(game.snapshot(), before, "whyNot changes nothing");
  // The reason in one of the ruleset's languages; the same kind and rule, another sentence.
  assert.equal(
    game.whyNot({ type: "fighters", player: d.player, own: 9, opponent: 0 }, "fr"),
    `[E-FIGHT] own: l'indice 9 est hors limites\u00a0: le joueur ${d.player} a 3 personnages`,
  );
  assert.equal(game.whyNot(d.options[0], "fr"), null);
  assert.throws(() => game.whyNot(d.options[0], "ru"), /lang: unknown language "ru" \(expected "en" or "fr"\)/);
  assert.equal(game.snapshot(), before, "whyNot in French changes nothing either");
  assert.throws(() => narrate({ seq: 0, rule: "E-SET", kind: "nonsense" }, "en"), /nonsense/);
  assert.throws(() => narrate({ seq: 0, rule: "E-SET", kind: "game_started", first_player: 0 }, "xx"), /lang/);
});

test("a misspelt name or id gets the nearest ones, in plain words, with its field", () => {
  const cases = [
    [() => new Game({ ruleset: "eredan", sede: 4 }), "config.sede",
      'config.sede: unknown field "sede" — did you mean "seed"? (allowed: "ruleset", "seed", "setup", "decks", "squads", "players")'],
    [() => new Game({ ruleset: "eredan", decks: ["lames-de-kotob", "zil-et-sortileges"] }), "config.decks[0]",
      'decks[0]: unknown deck id "lames-de-kotob" — did you mean "lames-de-kotoba"? (ready decks: "lames-de-kotoba", "zil-et-sortileges", "envoyes-de-noz-dingard", "pactes-de-nehant")'],
    [() => new Game({ ruleset: "eredan" }).choose({ type: "fighter", player: 0, own: 0, opponent: 0 }), "choice.type",
      'choice.type: "fighter" is not one of: "fighters", "play", "discard" — did you mean "fighters"?'],
    [() => cards("Eredan"), "ruleset",
      'ruleset: unknown ruleset "Eredan" — did you mean "eredan"? (available: eredan, berserk, yummell)'],
    [() => resolveScenario({ ruleset: "yummell", players: [{ character: "Lia", advantage: "underdog" }, { character: "brann", advantage: "lucky-boots" }] }),
      "scenario.players[0].character", 'players[0].character: unknown character id "Lia" — did you mean "lia"?'],
    [() => resolveScenario(""), "scenario", "malformed JSON: this is not JSON (an empty text?)"],
  ];
  for (const [call, field, message] of cases) {
    const e = thrown(call);
    assert.equal(e.kind, "malformed", message);
    assert.equal(e.field, field, message);
    assert.ok(e.message.endsWith(message), `${e.message}\nshould end with\n${message}`);
  }
});

/** Bad inputs of every kind: malformed JSON, wrong types, illegal and out-of-turn choices. */
function* badInputs(game, rnd) {
  const ids = ["wakizashi", "soin", "nodachi", "anazra", "no-such-card", "", "boule-de-feu"];
  const junk = [null, undefined, 0, -1, 1.5, 2 ** 53, "", "x", "{", "[]", [], {}, [[]], { type: null }, true, NaN];
  const pick = (l) => l[Math.floor(rnd() * l.length)];
  for (;;) {
    const d = game.pending();
    const other = 1 - d.player;
    const r = Math.floor(rnd() * 10);
    // (0 is an option's index: legal.)
    if (r === 0) yield () => game.choose(pick(junk.filter((j) => j !== 0)));
    else if (r === 1) yield () => game.choose({ type: "play", player: d.player, cards: [pick(ids), pick(ids), pick(ids)] });
    else if (r === 2) yield () => game.choose({ type: "play", player: other, cards: [] });
    else if (r === 3) yield () => game.choose({ type: "fighters", player: d.player, own: pick([3, 99, -1, 1.5, "0"]), opponent: 0 });
    else if (r === 4) yield () => game.choose({ type: "discard", player: d.player, cards: [pick(ids), 7] });
    else if (r === 5) yield () => game.choose({ type: pick(["fighters", "play", "discard"]), player: d.player, extra: 1 });
    else if (r === 6) yield () => resolveScenario(pick(["{", "[1,", '{"ruleset":"eredan","players":[1]}', '{"ruleset":7}']));
    else if (r === 7) yield () => resolveScenario(pick(junk.filter((j) => typeof j !== "string" || j === "")));
    else if (r === 8) yield () => new Game({ ruleset: pick(["", "chess", 3]), seed: pick(junk) });
    else yield () => Game.restore(pick(["", "{}", '{"format":"arbiter-snapshot","version":1}', "nope"]));
  }
}

test("10,000 bad inputs in a row: each throws an Error, the game is unchanged, then plays on", () => {
  const game = new Game({ ruleset: "eredan", seed: 11 });
  const rnd = prng(11);
  // Move into the game a little, so the bad inputs meet a play decision too.
  for (let i = 0; i < 2; i++) game.choose(randomChoice(game.pending(), rnd));
  const before = game.snapshot();
  let n = 0;
  for (const attempt of badInputs(game, rnd)) {
    assert.throws(attempt, (e) => e instanceof Error && e.message.length > 0);
    if (++n % 500 === 0) assert.equal(game.snapshot(), before);
    if (n === 10_000) break;
  }
  assert.equal(game.snapshot(), before);
  playOut(game, rnd);
  assert.ok(game.outcome());
});

test("cards and decks with a language: each entry's rules text, generated by the engine from its data", () => {
  const fr = cards("eredan", "fr");
  assert.equal(fr.length, cards("eredan").length);
  assert.ok(fr.every((c) => typeof c.text === "string" && c.text.length > 0), "every Eredan card has a text");
  const iro = fr.find((c) => c.id === "iro-le-duelliste");
  assert.match(iro.text, /PV.*ATT.*DEF/);
  assert.match(iro.text, /Guilde Kotoba/);
  const it = cards("yummell", "it");
  assert.ok(it.every((c) => c.text && !/[{}_]/.test(c.text)));
  assert.match(it.find((c) => c.id === "goblin").text, /Movimento 3/);
  const { characters, advantages } = decks("yummell", "it");
  assert.ok(characters.every((c) => c.text) && advantages.every((a) => a.text));
  assert.ok(cards("yummell").every((c) => c.text === undefined), "without a language: the catalogue as its data has it, no text written");
  let e;
  try {
    cards("eredan", "it");
  } catch (x) {
    e = x;
  }
  assert.equal(e?.kind, "malformed");
  assert.match(e.message, /"en".*"fr"/);
});
