// One typed loop drives a game of each ruleset, each game made by its ruleset's own entry and
// typed by it: `AnyGame` takes them all (a union of them too), its `pending()` lists options its
// `choose` takes back, and the fast loop chooses by index. Setups and scenarios are typed field
// by field: the marked lines must NOT type-check. Run by tests/js/consumer.test.mjs.
import { Game, resolveScenario, type AnyGame, type Outcome, type ScenarioOf } from "arbiter-engine";
import * as E from "arbiter-engine/eredan";
import * as B from "arbiter-engine/berserk";
import * as Y from "arbiter-engine/yummell";

/** Plays `game` to its end, every option written out; how it ended and how many events. */
export function drive(game: AnyGame, seed: number): { outcome: Outcome | null; events: number } {
  let events = 0;
  for (let d = game.pending(); d !== null; d = game.pending()) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    events += game.choose(d.options[seed % d.options.length]).length;
  }
  return { outcome: game.outcome(), events };
}

/** The same loop crossing numbers only: an option index each time, no events. */
export function driveByIndex(game: AnyGame, seed: number): Outcome | null {
  for (let n = game.optionCount(); n > 0; n = game.optionCount()) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const nothing: null = game.choose(seed % n, { events: false });
    void nothing;
  }
  return game.outcome();
}

/** What an outcome says, narrowed as its type allows. */
export function told(outcome: Outcome | null): string {
  if (outcome === null) return "not over";
  if ("winner" in outcome) return `seat ${outcome.winner} won`;
  const draw: true = outcome.draw;
  return `a draw (${draw})`;
}

const games: AnyGame[] = [
  new E.Game({ ruleset: "eredan", seed: 1, setup: { decks: ["zil-et-sortileges", "lames-de-kotoba"] } }),
  new B.Game({ ruleset: "berserk", seed: 1, setup: { squads: ["wild-horde", "arcane-circle"] } }),
  new Y.Game({
    ruleset: "yummell",
    seed: 1,
    setup: { seats: [{ character: "brann", advantage: "lucky-boots" }, { character: "lia", advantage: "map-of-shortcuts" }] },
  }),
];
const mixed: E.Game | B.Game = games.length > 5 ? new E.Game({ ruleset: "eredan" }) : new B.Game({ ruleset: "berserk", seed: 2 });
games.push(mixed, new Game({ ruleset: "yummell", seed: 3, players: 3 }));
for (const game of games) {
  const copy = game.clone();
  const played = drive(game, 7);
  // The copy, played by index with the same draws, ends the same way.
  console.log(`${game.log().ruleset}: ${told(played.outcome)} after ${played.events} events; by index: ${told(driveByIndex(copy, 7))}`);
}

const berserkScenario: ScenarioOf<"berserk"> = {
  ruleset: "berserk",
  dice: [6, 1],
  creatures: [
    { card: "veteran-knight", owner: 0, cell: [0, 2] },
    { card: "forest-wolf", owner: 1, cell: [1, 2] },
  ],
  choices: [{ type: "pass", player: 0 }],
};
void berserkScenario;
void resolveScenario;

// @ts-expect-error: a draw is always `true`
export const notADraw: Outcome = { draw: false };
// @ts-expect-error: a misspelt setup field
export const misspeltSetup = () => new Game({ ruleset: "eredan", setup: { deks: ["lames-de-kotoba", "zil-et-sortileges"] } });
// @ts-expect-error: another ruleset's setup (Yummell's players)
export const otherSetup = () => new B.Game({ ruleset: "berserk", setup: { players: 4 } });
// A Berserk whole game's decks: a ready deck's id or its plain list.
export const berserkDecks = () => new B.Game({ ruleset: "berserk", setup: { decks: ["steppe", ["3 Кочевник", "vs-002"]] } });
// @ts-expect-error: a misspelt scenario field
export const misspeltScenario = () => resolveScenario({ ruleset: "berserk", creaturs: [] });
// @ts-expect-error: a scenario field of another ruleset
export const otherScenario = () => resolveScenario({ ruleset: "yummell", players: [], creatures: [] });
