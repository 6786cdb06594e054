// The explainer for wikis: `<arbiter-explainer src="scenario.json" lang="fr">` shows a
// scenario's position, then animates and narrates its resolution with the same controls and
// log as the game, drawing the engine's frame of every event. Every registered ruleset's
// scenarios; usable from one script tag; `explainer.html?scenario=URL` is a page of one.
import css from "../../styles.css";
import { engineError, explain, type Types } from "./engine";
import { ResolutionPlayer } from "./player";
import { pickLang, type RulesetModule } from "./ruleset";
import { SHELL, type Lang } from "./strings";
import { el } from "./dom";

declare global {
  interface Window {
    /** When the first explainer drew its first frame (for measurements). */
    __arbiterFirstFrame?: number;
  }
}

/** A ruleset module whatever its types: the explainer only passes its values between its own parts. */
interface Explainable {
  show(host: ArbiterExplainer, text: string, scenario: { cards?: unknown[] }, wanted: string): Promise<void>;
}

/** The rulesets the explainer shows, each loaded (its module, which loads its engine) when a scenario first names it. */
const rulesets = new Map<string, () => Promise<Explainable>>();

/** Lets the explainer show scenarios of the ruleset `id`, whose module `load` imports when one is first shown. */
export function registerExplainer<T extends Types, L extends Lang>(id: string, load: () => Promise<RulesetModule<T, L>>) {
  let loading: Promise<Explainable> | null = null;
  rulesets.set(id, () => {
    loading ??= load().then(explainable, (e: unknown) => {
      loading = null;
      throw e;
    });
    return loading;
  });
}

/** How the explainer shows a scenario of `rs`. */
function explainable<T extends Types, L extends Lang>(rs: RulesetModule<T, L>): Explainable {
  return {
    async show(host, text, scenario, wanted) {
      const result = explain<T>(rs.id, text);
      const lang = pickLang(rs.langs, wanted);
      if (rs.css) injectStyles(rs.id, rs.css);
      const players = (result.start as { players?: unknown }).players;
      const seats = Array.isArray(players) ? players.length : 2;
      const labels = Array.from({ length: seats }, (_, i) => `${SHELL[lang].player} ${i}`);
      const all = new Set(labels.map((_, i) => i));
      const board = rs.board(() => ({ lang, labels, showHands: all }), scenario.cards);
      const parts = host.layout(SHELL[lang].log);
      const player = new ResolutionPlayer<T>(parts.board, parts.log, parts.controls, {
        ruleset: rs.id,
        lang: () => lang,
        board: () => board,
        ruleText: (id) => rs.ruleText(id, lang),
        dialogClass: `rules-${rs.id}`,
      });
      const speed = host.getAttribute("speed") ?? new URLSearchParams(location.search).get("speed");
      if (speed !== null && Number.isFinite(Number(speed))) player.setDelay(Math.max(0, Number(speed)));
      const done = player.load(result.start, result, true);
      host.ready(result.events.length);
      await done;
    },
  };
}

function injectStyles(id: string, text: string) {
  if (document.querySelector(`style[data-arbiter-css="${id}"]`)) return;
  const style = document.createElement("style");
  style.dataset.arbiterCss = id;
  style.textContent = text;
  document.head.append(style);
}

export class ArbiterExplainer extends HTMLElement {
  static observedAttributes = ["src", "lang", "speed"];
  private loaded = "";

  connectedCallback() {
    if (!document.querySelector("link[data-arbiter]")) injectStyles("arbiter", css);
    this.classList.add("arbiter-explainer");
    void this.load();
  }

  attributeChangedCallback() {
    if (this.isConnected) void this.load();
  }

  get language(): Lang {
    return pickLang(["en", "fr", "ru", "it"], this.getAttribute("lang"));
  }

  private showError(message: string, kind?: string) {
    const box = el("div", "explainer-error");
    box.setAttribute("role", "alert");
    if (kind) box.dataset.kind = kind;
    box.append(el("strong", undefined, SHELL[this.language].errorTitle), el("p", "error-message", message));
    this.replaceChildren(box);
    this.dataset.state = "error";
  }

  /** Lays out the board, the controls and the log. */
  layout(title: string) {
    const board = el("div");
    const controls = el("div");
    const log = el("ol", "log");
    const logBox = el("section", "log-box");
    logBox.append(el("h3", undefined, title), log);
    this.replaceChildren(board, controls, logBox);
    return { board, controls, log };
  }

  /** The first frame is drawn: note when (for measurements) and tell the page. */
  ready(events: number) {
    window.__arbiterFirstFrame ??= performance.now();
    this.dataset.state = "ready";
    this.dispatchEvent(new CustomEvent("arbiter-ready", { detail: { events } }));
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
      this.showError(engineError(e).message);
      return;
    }
    let scenario: { ruleset?: unknown; cards?: unknown[] } = {};
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === "object" && parsed !== null) scenario = parsed;
    } catch {
      // Not JSON: the engine says so below.
    }
    const ruleset = typeof scenario.ruleset === "string" ? scenario.ruleset : "eredan";
    const rs = rulesets.get(ruleset);
    try {
      if (!rs) throw new Error(`ruleset: this explainer cannot show "${ruleset}" scenarios`);
      await (await rs()).show(this, text, scenario, this.getAttribute("lang") ?? "en");
    } catch (e) {
      const err = engineError(e);
      this.showError(err.message, err.kind);
      return;
    }
    this.dataset.state = "done";
  }
}

/** Defines `<arbiter-explainer>`, and fills `#explainer-page` (explainer.html?scenario=URL&lang=fr) with one. */
export function defineExplainer() {
  if (!customElements.get("arbiter-explainer")) customElements.define("arbiter-explainer", ArbiterExplainer);
  const mount = document.querySelector<HTMLElement>("#explainer-page");
  if (!mount) return;
  const params = new URLSearchParams(location.search);
  const host = document.createElement("arbiter-explainer");
  host.setAttribute("src", params.get("scenario") ?? "");
  host.setAttribute("lang", params.get("lang") ?? "en");
  mount.append(host);
  const sel = document.querySelector<HTMLSelectElement>("#lang");
  if (sel) {
    sel.value = host.getAttribute("lang") ?? "en";
    sel.addEventListener("change", () => host.setAttribute("lang", sel.value));
  }
}
