// A Berserk game played to the end through `pending`/`choose` with Berserk's types: its
// decisions list their choices. The marked lines must NOT type-check.
import { Game, narrate, resolveScenario, cards, decks, type BerserkChoice, type BerserkEvent } from "arbiter-engine";
import { Game as BerserkOnly, type Decision, type PublicState } from "arbiter-engine/berserk";

export function playBerserk(seed: number): number {
  const game = new Game({ ruleset: "berserk", seed, squads: ["mountain-guard", "wild-horde"] });
  let said = 0;
  for (let d = game.pending(); d; d = game.pending()) {
    const strike = d.options.find((c) => c.type === "strike");
    const choice: BerserkChoice = strike ?? d.options[0];
    const events: BerserkEvent[] = game.choose(choice);
    for (const e of events) said += narrate(e, "ru").length;
    if (d.kind === "priority" && d.step === "die_roll") said++;
  }
  const state = game.state();
  const alive: number = state.creatures.filter((c) => !c.dead && c.wounds < c.life).length;
  const phase: "main" | "attack" | "over" = state.phase;
  const life: number = cards("berserk")[0].life;
  const squad: string = decks("berserk")[0].creatures[0].card;
  const resolved = resolveScenario({ ruleset: "berserk", creatures: [] });
  const only = new BerserkOnly({ ruleset: "berserk", seed: 1 });
  const decision: Decision | null = only.pending();
  const s: PublicState = only.state();
  console.log(alive, phase, life, squad, resolved.state.turn, decision?.kind, s.stack.length);

  // @ts-expect-error: a Berserk state has no players (its creatures are on the board)
  console.log(resolved.state.players);
  // @ts-expect-error: "fighters" is an Eredan choice
  game.choose({ type: "fighters", player: 0, own: 0, opponent: 0 });
  // @ts-expect-error: a strike names its attacker and target by uid (numbers)
  game.choose({ type: "strike", player: 0, attacker: "a", target: 2 });
  // @ts-expect-error: Berserk is narrated in English and Russian only
  narrate(game.openingEvents()[0], "fr");
  // @ts-expect-error: the Berserk engine plays no Eredan
  new BerserkOnly({ ruleset: "eredan", seed: 1 });
  // @ts-expect-error: Berserk's ready decks are squads of creatures, not Eredan decks
  console.log(decks("berserk")[0].characters);
  return said + alive;
}
