// The explainer for wikis: `<arbiter-explainer src="scenario.json" lang="fr">` shows a
// scenario's position, then animates and narrates its resolution with the same controls and
// log as the game. Usable from one script tag; `explainer.html?scenario=URL` is a page of one.
import { cards, resolveScenario, type CardDef, type Resolution } from "arbiter-engine";
import { fromScenario, fromState, frames } from "./model";
import { ResolutionPlayer, type AnyEvent, type View } from "./player";
import { eredanView, type BoardOptions } from "./board";
import { t, type Lang } from "./i18n";
import css from "../styles.css";
import { explainerFor } from "./rulesets";
import "./berserk/explain";
import "./yummell/explain";

function injectStyles() {
  if (document.querySelector("style[data-arbiter]") || document.querySelector("link[data-arbiter]")) return;
  const style = document.createElement("style");
  style.dataset.arbiter = "";
  style.textContent = css;
  document.head.append(style);
}

const builtin = cards("eredan");

export class ArbiterExplainer extends HTMLElement {
  static observedAttributes = ["src", "lang", "speed"];
  private loaded = "";

  connectedCallback() {
    injectStyles();
    this.classList.add("arbiter-explainer");
    void this.load();
  }

  attributeChangedCallback() {
    if (this.isConnected) void this.load();
  }

  get language(): string {
    const l = this.getAttribute("lang") ?? "en";
    return ["en", "fr", "ru", "it"].includes(l) ? l : "en";
  }

  private showError(message: string) {
    const box = document.createElement("div");
    box.className = "explainer-error";
    box.setAttribute("role", "alert");
    const h = document.createElement("strong");
    h.textContent = t(this.language as Lang, "errorTitle");
    const p = document.createElement("p");
    p.className = "error-message";
    p.textContent = message;
    box.append(h, p);
    this.replaceChildren(box);
    this.dataset.state = "error";
  }

  async load() {
    const src = this.getAttribute("src") ?? "";
    const key = `${src}|${this.language}`;
    if (key === this.loaded) return;
    this.loaded = key;
    this.dataset.state = "loading";
    let text: string;
    try {
      const res = await fetch(src);
      if (!res.ok) throw new Error(`${src}: HTTP ${res.status}`);
      text = await res.text();
    } catch (e) {
      this.showError(String((e as Error).message ?? e));
      return;
    }
    let result: Resolution;
    let scenario: any;
    try {
      result = resolveScenario(text);
      scenario = JSON.parse(text);
    } catch (e) {
      this.showError(String((e as Error).message ?? e));
      return;
    }
    const ruleset = String(scenario.ruleset);
    if (ruleset !== "eredan") {
      const adapter = explainerFor(ruleset);
      if (!adapter) {
        this.showError(`ruleset: this explainer cannot show "${ruleset}" scenarios yet`);
        return;
      }
      await this.play(adapter.frames(scenario, result.events as any, result.state), result.events as any, () => adapter.view(this.language));
      return;
    }
    const catalogue = new Map<string, CardDef>([...builtin, ...((scenario.cards ?? []) as CardDef[])].map((c) => [c.id, c]));
    const lang = this.language as Lang;
    const options = (): BoardOptions => ({
      catalogue,
      lang,
      bottom: 0,
      showHands: new Set([0, 1]),
      labels: [`${t(lang, "player")} 0`, `${t(lang, "player")} 1`],
    });
    const end = fromState(result.state);
    const all = frames(fromScenario(scenario, catalogue), result.events, end);
    await this.play(all, result.events as any, eredanView(options));
  }

  /** Lays out board, controls and log, and plays the resolution. */
  private async play<F>(all: F[], events: AnyEvent[], view: () => View<F>) {
    const board = document.createElement("div");
    const controls = document.createElement("div");
    const log = document.createElement("ol");
    log.className = "log";
    const logBox = document.createElement("section");
    logBox.className = "log-box";
    const h = document.createElement("h3");
    h.textContent = t(this.language as Lang, "log");
    logBox.append(h, log);
    this.replaceChildren(board, controls, logBox);
    const player = new ResolutionPlayer<F>(board, log, controls, view);
    const speed = this.getAttribute("speed") ?? new URLSearchParams(location.search).get("speed");
    if (speed !== null && Number.isFinite(Number(speed))) player.setDelay(Math.max(0, Number(speed)));
    const done = player.load(all, events, true);
    // The first frame is drawn: note when (for measurements) and tell the page.
    (window as any).__arbiterFirstFrame ??= performance.now();
    this.dataset.state = "ready";
    this.dispatchEvent(new CustomEvent("arbiter-ready", { detail: { events: events.length } }));
    await done;
    this.dataset.state = "done";
  }
}

if (!customElements.get("arbiter-explainer")) customElements.define("arbiter-explainer", ArbiterExplainer);

// explainer.html?scenario=URL&lang=fr: one explainer, filling the page.
const mount = document.querySelector<HTMLElement>("#explainer-page");
if (mount) {
  const params = new URLSearchParams(location.search);
  const el = document.createElement("arbiter-explainer");
  el.setAttribute("src", params.get("scenario") ?? "");
  el.setAttribute("lang", params.get("lang") ?? "en");
  mount.append(el);
  const sel = document.querySelector<HTMLSelectElement>("#lang");
  if (sel) {
    sel.value = el.getAttribute("lang")!;
    sel.addEventListener("change", () => el.setAttribute("lang", sel.value));
  }
}
