// "Export this position": a game in progress opened in the builder. The engine has no entry
// point that writes a game as a scenario, so the position is the game's public state written in
// the scenario format of its ruleset, field by field (the scenario formats take the same
// fields the state has: each ruleset's builder part writes it, `BuilderPart.position`); what the
// state does not hold — effects lasting this turn, the fighters already chosen, a turn in a step
// the format cannot name — starts again from the turn's next point the format can express. The
// builder then has the engine validate it, like any scenario.
import type { RulesetName, StateOf } from "arbiter-engine";
import { button } from "../shell/dom";
import type { Lang } from "../shell/strings";
import { encodeScenario } from "../shell/share";
import { BUILDER } from "./strings";
import { rulesetOf } from "../rulesets/registry";

type Rec = Record<string, unknown>;

/** Drops the fields equal to their scenario default (the JSON stays short). */
export function lean(o: Rec, defaults: Rec): Rec {
  return Object.fromEntries(Object.entries(o).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(defaults[k])));
}

/** The scenario of `ruleset` whose position is `state`, a game's public state (its builder part writes it). */
export async function positionOf(ruleset: string, state: StateOf<RulesetName>): Promise<Rec> {
  const site = rulesetOf(ruleset);
  if (!site) throw new Error(`ruleset: no builder for "${ruleset}"`);
  return (await site.builder()).position(state);
}

/** `value` without the cards a seat's view hides (`"hidden"`, docs/rules.md: E-SEE, Y-SEE): a
 *  hand or a deck the page cannot see is exported as the cards it can see (none for a deck). */
function seen(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => v !== "hidden").map(seen);
  if (typeof value === "object" && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, seen(v)]));
  return value;
}

/** The builder's address with `scenario` in it. */
export async function builderLink(scenario: Rec): Promise<string> {
  return new URL(`builder.html#s=${await encodeScenario(JSON.stringify(scenario, null, 2))}`, location.href).href;
}

/**
 * The game page's "Export this position" button: opens the builder with the position `state()`
 * returns (the page's view; null: no game yet), labelled in `lang()`.
 */
export function exportButton(ruleset: string, state: () => StateOf<RulesetName> | null, lang: () => Lang): HTMLButtonElement {
  const b = button(BUILDER[lang()].exportPosition, { id: "export-position", "data-action": "export-position" }, () => {
    const s = state();
    if (s) void positionOf(ruleset, seen(s) as StateOf<RulesetName>).then(builderLink).then((href) => window.open(href, "_blank", "noopener"));
  });
  // The page's language can change: the label follows it.
  new MutationObserver(() => (b.textContent = BUILDER[lang()].exportPosition)).observe(document.documentElement, { attributes: true, attributeFilter: ["lang"] });
  return b;
}
