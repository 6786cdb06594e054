// "Export this position": a game in progress opened in the builder. The engine has no entry
// point that writes a game as a scenario, so the position is the game's public state written in
// the scenario format of its ruleset, field by field (the scenario formats take the same
// fields the state has); what the state does not hold — effects lasting this turn, the fighters
// already chosen, a Yummell turn in its Refill — starts again from the turn's next point the
// format can express. The builder then has the engine validate it, like any scenario.
import type { RulesetName, StateOf } from "arbiter-engine";
import { button } from "../shell/dom";
import type { Lang } from "../shell/strings";
import { encodeScenario } from "../shell/share";
import { BUILDER } from "./strings";

type Rec = Record<string, unknown>;

/** Drops the fields equal to their scenario default (the JSON stays short). */
function lean(o: Rec, defaults: Rec): Rec {
  return Object.fromEntries(Object.entries(o).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(defaults[k])));
}

const YUMMELL_AT = new Set(["after_preparation", "movement", "after_movement", "challenge", "after_encounter"]);

/** The scenario whose position is `state`, a game's public state (its ruleset known by its shape). */
export function positionOf(state: StateOf<RulesetName>): Rec {
  if ("creatures" in state) {
    const creatures = state.creatures.map((c) =>
      lean(
        { card: c.card, owner: c.owner, cell: c.cell, wounds: c.wounds, closed: c.closed, dead: c.dead, poison: c.poison, moved: c.moved, luck_used: c.luck_used, armour_used: c.armour_used, hidden: c.hidden },
        { wounds: 0, closed: false, dead: false, poison: 0, moved: false, luck_used: false, armour_used: 0, hidden: false },
      ),
    );
    return { ruleset: "berserk", turn: state.turn, active: state.active, creatures, choices: [] };
  }
  if ("path" in state) {
    const at = YUMMELL_AT.has(state.step) ? state.step : "preparation";
    const players = state.players.map((p) =>
      lean({ character: p.character, advantage: p.advantage, square: p.square, hand: p.hand, active: p.active, activating: p.activating }, { square: 0, hand: [], active: [], activating: [] }),
    );
    const scenario: Rec = { ruleset: "yummell", players, order: state.order, round: state.round, turn: state.turn, at, deck: state.deck, discard: state.discard, choices: [] };
    if (at !== "preparation") scenario.used = state.used;
    if (at === "challenge" && state.encounter) scenario.encounter = state.encounter;
    return scenario;
  }
  const players = state.players.map((p) =>
    lean(
      {
        characters: p.characters.map((c) => lean({ card: c.card, pv: c.pv, tapped: c.tapped, dead: c.dead, attached: c.attached }, { tapped: false, dead: false, attached: [] })),
        hand: p.hand,
        deck: p.deck,
        discard: p.discard,
        score: p.score,
      },
      { hand: [], deck: [], discard: [], score: 0 },
    ),
  );
  return { ruleset: "eredan", turn: state.turn, active: state.active, players, fighters: [0, 0], plays: [[], []] };
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
export function exportButton(state: () => StateOf<RulesetName> | null, lang: () => Lang): HTMLButtonElement {
  const b = button(BUILDER[lang()].exportPosition, { id: "export-position", "data-action": "export-position" }, () => {
    const s = state();
    if (s) void builderLink(positionOf(seen(s) as StateOf<RulesetName>)).then((href) => window.open(href, "_blank", "noopener"));
  });
  // The page's language can change: the label follows it.
  new MutationObserver(() => (b.textContent = BUILDER[lang()].exportPosition)).observe(document.documentElement, { attributes: true, attributeFilter: ["lang"] });
  return b;
}
