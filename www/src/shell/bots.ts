// The computer's level, chosen in the page's `#difficulty` select: every level is an engine
// bot, played by the host (easy its random player, medium its greedy bot, hard its search with
// the playouts its ruleset declares: the engine's `botFor`).

export type Difficulty = "easy" | "medium" | "hard";

/** The level chosen in the page's `#difficulty` select. */
export function difficulty(): Difficulty {
  const v = document.querySelector<HTMLSelectElement>("#difficulty")?.value;
  return v === "easy" || v === "hard" ? v : "medium";
}

/** Selects a saved level in `#difficulty`; a save without one (or with an unknown one) gets the page's default. */
export function restoreDifficulty(saved: unknown) {
  const sel = document.querySelector<HTMLSelectElement>("#difficulty");
  if (!sel) return;
  const options = [...sel.options];
  const offered = options.find((o) => o.value === saved) ?? options.find((o) => o.defaultSelected) ?? options[0];
  if (offered) sel.value = offered.value;
}
