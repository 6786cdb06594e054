// A Yummell race played to the end through `pending`/`choose` with Yummell's types. The marked
// lines must NOT type-check.
import { Game, narrate, cards, decks, type YummellChoice, type YummellDecision, type YummellEvent } from "arbiter-engine";
import init, { Game as YummellOnly } from "arbiter-engine/yummell/init";

function answer(d: YummellDecision): YummellChoice {
  switch (d.kind) {
    case "window":
      return d.options.find((c) => c.type === "continue") ?? d.options[0];
    case "movement":
    case "challenge":
      return d.options[0];
    case "discard":
      return d.options[d.options.length - 1] ?? { type: "discard", player: d.player, cards: d.hand.slice(0, d.count) };
  }
}

export async function playYummell(seed: number, wasm: Uint8Array): Promise<number> {
  await init({ wasm });
  const game = new Game({ ruleset: "yummell", seed, players: 3 });
  let said = 0;
  for (let d = game.pending(); d; d = game.pending()) {
    const events: YummellEvent[] = game.choose(answer(d));
    for (const e of events) said += narrate(e, "it").length;
  }
  const state = game.state();
  const ahead: number = Math.max(...state.players.map((p) => p.square));
  const finish: number = state.path.length - 1;
  const winner: number | null = state.winner;
  const { characters, advantages } = decks("yummell");
  const magic: number = characters[0].magic;
  const type: "creature" | "artefact" | "event" = cards("yummell")[0].type;
  const other = new YummellOnly({ ruleset: "yummell", players: 2 });
  console.log(ahead, finish, winner, magic, advantages[0].id, type, other.state().round);

  // @ts-expect-error: decks("yummell") is characters and advantages, not a list of decks
  decks("yummell")[0];
  // @ts-expect-error: a Yummell state has no creatures
  console.log(state.creatures);
  // @ts-expect-error: "play" is an Eredan choice
  game.choose({ type: "play", player: 0, cards: [] });
  // @ts-expect-error: Yummell is narrated in English and Italian only
  narrate(game.openingEvents()[0], "fr");
  return said;
}
