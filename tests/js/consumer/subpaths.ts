// An npm consumer's TypeScript for the subpath entries: a per-ruleset engine, and the
// explicit-init entries with their options; the marked lines must NOT type-check.
import { Game as BerserkGame, rulesets, type Decision } from "arbiter-engine/berserk";
import init, { Game, type Choice, type InitOptions } from "arbiter-engine/eredan/init";
import initWhole from "arbiter-engine/init";
import { explainScenario, narrate, type Event as BerserkEvent } from "arbiter-engine/berserk/scenarios";
import initScenarios, * as eredanScenarios from "arbiter-engine/eredan/scenarios/init";

export async function start(bytes: Uint8Array): Promise<void> {
  const options: InitOptions = { wasm: new URL("https://example.org/eredan/arbiter_bg.wasm") };
  await init(options);
  await initWhole({ wasm: bytes });
  await initWhole({ wasm: fetch("https://example.org/arbiter_bg.wasm") });
  const names: string[] = rulesets();
  const berserk = new BerserkGame({ ruleset: "berserk", seed: 1 });
  const d: Decision | null = berserk.pending();
  console.log(names, d?.player, berserk.playRandom(1));
  const eredan = new Game({ ruleset: "eredan", seed: 2, decks: ["lames-de-kotoba", "zil-et-sortileges"] });
  const choice: Choice = { type: "fighters", player: 0, own: 0, opponent: 0 };
  console.log(eredan.whyNot(choice));
  // @ts-expect-error: init takes an options object, not a path
  await init("arbiter_bg.wasm");
  // @ts-expect-error: the per-ruleset Eredan engine is fully typed too
  eredan.whyNot({ type: "dance", player: 0 });
  // The scenario engines: the same calls and types, no Game.
  await initScenarios({ wasm: bytes });
  const explained = explainScenario({ ruleset: "berserk", creatures: [] });
  const first: BerserkEvent | undefined = explained.events[0];
  if (first) console.log(narrate(first, "ru"), explained.frames.length);
  console.log(eredanScenarios.cards("eredan", "fr").length);
  // @ts-expect-error: a scenario engine has no Game class
  new eredanScenarios.Game({ ruleset: "eredan", seed: 1 });
  // @ts-expect-error: Berserk narrates in "en" and "ru" only
  if (first) narrate(first, "fr");
}
