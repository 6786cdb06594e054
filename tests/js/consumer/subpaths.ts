// An npm consumer's TypeScript for the subpath entries: a per-ruleset engine, and the
// explicit-init entries with their options; the marked lines must NOT type-check.
import { Game as BerserkGame, rulesets, type Decision } from "arbiter-engine/berserk";
import init, { Game, type Choice, type InitOptions } from "arbiter-engine/eredan/init";
import initWhole from "arbiter-engine/init";

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
}
