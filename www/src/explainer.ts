// The explainer for wikis: `<arbiter-explainer src="scenario.json" lang="fr">` shows a
// scenario's position, then animates and narrates its resolution with the same controls and
// log as the game. Usable from one script tag; `explainer.html?scenario=URL` is a page of one.
import { cards, resolveScenario, type CardDef, type Resolution } from "arbiter-engine";
import { fromScenario, fromState, frames } from "./model";
import { ResolutionPlayer } from "./player";
import type { BoardOptions } from "./board";
import { t, type Lang } from "./i18n";
import css from "../styles.css";

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

  get language(): Lang {
    return this.getAttribute("lang") === "fr" ? "fr" : "en";
  }

  private showError(message: string) {
    const box = document.createElement("div");
    box.className = "explainer-error";
    box.setAttribute("role", "alert");
    const h = document.createElement("strong");
    h.textContent = t(this.language, "errorTitle");
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
    const catalogue = new Map<string, CardDef>([...builtin, ...((scenario.cards ?? []) as CardDef[])].map((c) => [c.id, c]));
    const lang = this.language;
    const options = (): BoardOptions => ({
      catalogue,
      lang,
      bottom: 0,
      showHands: new Set([0, 1]),
      labels: [`${t(lang, "player")} 0`, `${t(lang, "player")} 1`],
    });
    const board = document.createElement("div");
    const controls = document.createElement("div");
    const log = document.createElement("ol");
    log.className = "log";
    const logBox = document.createElement("section");
    logBox.className = "log-box";
    const h = document.createElement("h3");
    h.textContent = t(lang, "log");
    logBox.append(h, log);
    this.replaceChildren(board, controls, logBox);
    const player = new ResolutionPlayer(board, log, controls, options);
    const speed = this.getAttribute("speed") ?? new URLSearchParams(location.search).get("speed");
    if (speed !== null && Number.isFinite(Number(speed))) player.setDelay(Math.max(0, Number(speed)));
    const end = fromState(result.state);
    const all = frames(fromScenario(scenario, catalogue), result.events, end);
    const done = player.load(all, result.events, true);
    // The first frame is drawn: note when (for measurements) and tell the page.
    (window as any).__arbiterFirstFrame ??= performance.now();
    this.dataset.state = "ready";
    this.dispatchEvent(new CustomEvent("arbiter-ready", { detail: { events: result.events.length } }));
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
  el.setAttribute("lang", params.get("lang") === "fr" ? "fr" : "en");
  mount.append(el);
  const sel = document.querySelector<HTMLSelectElement>("#lang");
  if (sel) {
    sel.value = el.getAttribute("lang")!;
    sel.addEventListener("change", () => el.setAttribute("lang", sel.value));
  }
}
