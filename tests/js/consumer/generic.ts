// One function that plays a game of any ruleset to its end, with no code of any ruleset: the
// decisions do not share a shape (Eredan's options are not choices, Yummell's discard has none),
// so the choice comes from the engine's `suggest` and goes back through `choose`, typed by R.
import { Game, type ChoiceOf, type EventFor, type RulesetName, type StateOf } from "arbiter-engine";

export function playOut<R extends RulesetName>(game: Game<R>, seed: number): { events: EventFor<R>[]; state: StateOf<R> } {
  const events: EventFor<R>[] = [...game.openingEvents()];
  while (game.pending() !== null) {
    const choice: ChoiceOf<R> | null = game.suggest("random", seed++, 1);
    if (choice === null) break;
    events.push(...game.choose(choice));
  }
  return { events, state: game.state() };
}

const eredan = playOut(new Game({ ruleset: "eredan", seed: 1 }), 1);
const berserk = playOut(new Game({ ruleset: "berserk", seed: 1 }), 1);
const yummell = playOut(new Game({ ruleset: "yummell", seed: 1, players: 2 }), 1);
console.log(eredan.state.players[0].score, berserk.state.creatures.length, yummell.state.players[0].square);
// @ts-expect-error: the result keeps its ruleset: a Berserk state has no players
console.log(berserk.state.players);
