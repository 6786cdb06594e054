// One function that plays a game of any ruleset to its end, with no code of any ruleset:
// every decision has one shape (`player`, `kind`, `options` — each option the exact choice to
// send back), so the loop picks an option and returns it through `choose`, typed by R.
import { Game, type ChoiceOf, type DecisionOf, type DecisionShape, type EventFor, type RulesetName, type StateOf } from "arbiter-engine";

// Every ruleset's decision has the one shape, its options being that ruleset's choices.
type HasTheShape = { [R in RulesetName]: DecisionOf<R> extends DecisionShape<ChoiceOf<R>> ? true : never };
export const everyRuleset: HasTheShape = { eredan: true, berserk: true, yummell: true };

export function playOut<R extends RulesetName>(game: Game<R>, seed: number): { events: EventFor<R>[]; state: StateOf<R>; kinds: string[] } {
  const events: EventFor<R>[] = [...game.openingEvents()];
  const kinds = new Set<string>();
  for (let d = game.pending(); d !== null; d = game.pending()) {
    const shape: DecisionShape<ChoiceOf<R>> = d;
    kinds.add(shape.kind);
    seed = (seed * 1103515245 + 12345) % 2147483648;
    events.push(...game.choose(shape.options[seed % shape.options.length]));
  }
  return { events, state: game.state(), kinds: [...kinds] };
}

const eredan = playOut(new Game({ ruleset: "eredan", seed: 1 }), 1);
const berserk = playOut(new Game({ ruleset: "berserk", seed: 1 }), 1);
const yummell = playOut(new Game({ ruleset: "yummell", seed: 1, players: 2 }), 1);
console.log(eredan.state.players[0].score, berserk.state.creatures.length, yummell.state.players[0].square);
// @ts-expect-error: the result keeps its ruleset: a Berserk state has no players
console.log(berserk.state.players);
// @ts-expect-error: an Eredan option is an Eredan choice, not a Berserk one
((g: Game<"berserk">, d: DecisionShape<ChoiceOf<"eredan">>) => g.choose(d.options[0]))(null!, null!);
