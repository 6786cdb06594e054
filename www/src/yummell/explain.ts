// The explainer's Yummell adapter: a scenario's position, then its events animated on the path
// and the seats (every hand face up: a scenario has no secrets).
import { registerExplainer } from "../rulesets";
import { fromScenario, fromState, frames, type YModel } from "./model";
import { installRuleHelp, yt, yummellView } from "./board";
import css from "../../yummell.css";

function injectStyles() {
  if (typeof document === "undefined") return;
  if (document.querySelector("style[data-yummell]") || document.querySelector("link[data-yummell]")) return;
  const style = document.createElement("style");
  style.dataset.yummell = "";
  style.textContent = css;
  document.head.append(style);
}

registerExplainer<YModel>("yummell", {
  frames(scenario, events, end) {
    injectStyles();
    const endModel = fromState(end);
    return frames(fromScenario(scenario, end), events, endModel);
  },
  view(lang) {
    injectStyles();
    const l = lang === "it" ? "it" : "en";
    const view = yummellView(() => {
      const n = 8;
      return {
        lang: l,
        showHands: new Set(Array.from({ length: n }, (_, i) => i)),
        labels: Array.from({ length: n }, (_, i) => `${yt(l, "player")} ${i}`),
      };
    })();
    return {
      ...view,
      render(root: HTMLElement, frame: YModel) {
        const log = root.parentElement?.querySelector<HTMLElement>("ol.log");
        if (log) installRuleHelp(log, () => l);
        view.render(root, frame);
      },
    };
  },
});
