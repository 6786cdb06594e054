// The Berserk explainer: `<arbiter-explainer src="scenario.json">` on a Berserk scenario shows
// its position on the 5×6 board and animates the attack's steps, priority, stack, dice and
// strikes with the engine's narration.
import { cards } from "arbiter-engine";
import { registerExplainer } from "../rulesets";
import { fromScenario, fromState, frames, type CreatureDef, type Model } from "./model";
import { berserkView, bt } from "./board";
import css from "../../berserk.css";

function injectStyles() {
  if (document.querySelector("style[data-arbiter-berserk]") || document.querySelector("link[data-arbiter-berserk]")) return;
  const style = document.createElement("style");
  style.dataset.arbiterBerserk = "";
  style.textContent = css;
  document.head.append(style);
}

let builtin: CreatureDef[] | null = null;
/** The catalogue of the scenario last resolved (built-in creatures and its own `cards`). */
let catalogue = new Map<string, CreatureDef>();

registerExplainer<Model>("berserk", {
  frames(scenario, events, end) {
    builtin ??= cards("berserk") as unknown as CreatureDef[];
    catalogue = new Map<string, CreatureDef>([...builtin, ...((scenario.cards ?? []) as CreatureDef[])].map((c) => [c.id, c]));
    return frames(fromScenario(scenario, catalogue), events, fromState(end));
  },
  view(lang) {
    injectStyles();
    const l = lang === "ru" ? "ru" : "en";
    return berserkView(() => ({ catalogue, lang: l, labels: [`${bt(l, "player")} 0`, `${bt(l, "player")} 1`] }))();
  },
});
