// An npm consumer's TypeScript: it must type-check against the shipped declarations (pkg/types/), and the
// marked lines must NOT (so the types are real, not `any`).
import { Game, resolveScenario, narrate, type Choice, type Decision, type EredanEvent, type ResolutionOf } from "arbiter-engine";

const game = new Game({ ruleset: "eredan", seed: 1, decks: ["lames-de-kotoba", "zil-et-sortileges"] });
const d: Decision | null = game.pending();
if (d && d.kind === "fighters") {
  const { own, opponent } = d.options[0];
  const choice: Choice = { type: "fighters", player: d.player, own, opponent };
  const events: EredanEvent[] = game.choose(choice);
  for (const e of events) {
    if (e.kind === "damaged") {
      const amount: number = e.amount;
      console.log(amount, e.target.card, narrate(e, "en"));
    }
  }
}
const r: ResolutionOf<"eredan"> = resolveScenario({ ruleset: "eredan", players: [{ characters: [{ card: "iro-le-duelliste" }] }, { characters: [{ card: "garde-de-zil" }] }], fighters: [0, 0], plays: [[], []] });
console.log(r.outcome, r.state.players[0].characters[0].attack);

// @ts-expect-error: cards are ids (strings), not numbers
game.choose({ type: "play", player: 0, cards: [1] });
// @ts-expect-error: there is no such choice type
game.choose({ type: "dance", player: 0 });
// @ts-expect-error: a damaged event has no `cards`
((e: EredanEvent) => e.kind === "damaged" && e.cards)(null!);
