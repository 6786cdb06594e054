// The explainer for wikis: `<arbiter-explainer src="scenario.json" lang="fr">` shows a
// scenario's position, then animates and narrates its resolution with the same controls and
// log as the game, drawing the engine's frame of every event. Every registered ruleset's
// scenarios; usable from one script tag; `explainer.html?scenario=URL` is a page of one, and
// `explainer.html#s=...` carries the whole scenario in its address (share.ts).
//
// It never disturbs its host page: it scrolls nothing but its own log, starts playing only once
// it is on screen (and pauses when scrolled away), and does not play by itself under reduced
// motion. The scenario comes from `src`, or from a child `<script type="application/json">`;
// `step` opens it at a step, `autoplay="off"` waits for the reader, `theme="dark"`.
import css from "../../styles.css";
import { engineError, explain, type Types } from "./engine";
import { ResolutionPlayer } from "./player";
import { pickLang, type RulesetModule } from "./ruleset";
import { SHELL, type Lang } from "./strings";
import { el } from "./dom";
import { addressOptions, decodeScenario } from "./share";

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
      const done = player.load(result.start, result, false);
      host.ready(result.events.length);
      host.drive(player);
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

const reducedMotion = () => typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;

/** What the explainer's host drives of a player: where it stands, playing and pausing. */
interface Driven {
  play(): void;
  stop(): void;
  goto(step: number): void;
  readonly done: boolean;
  readonly isPlaying: boolean;
}

export class ArbiterExplainer extends HTMLElement {
  static observedAttributes = ["src", "lang", "speed", "step", "autoplay", "theme"];
  private loaded = "";
  /** The scenario written inside the element (a child `<script type="application/json">`), read once. */
  private inline: string | null = null;
  /** A scenario given as text by the page (an address's `#s=`). */
  private given: string | null = null;
  private visibility: IntersectionObserver | null = null;
  /** Whether it still plays by itself (a reader who pauses or steps takes over). */
  private auto = true;

  connectedCallback() {
    if (!document.querySelector("link[data-arbiter]")) injectStyles("arbiter", css);
    this.classList.add("arbiter-explainer");
    if (!this.dataset.listening) {
      this.dataset.listening = "1";
      this.addEventListener("click", (ev) => {
        if (ev.target instanceof Element && ev.target.closest(".controls")) this.auto = false;
      });
    }
    void this.load();
  }

  disconnectedCallback() {
    this.visibility?.disconnect();
  }

  /** Shows the scenario `text` (instead of `src`). */
  set scenario(text: string) {
    this.given = text;
    this.loaded = "";
    if (this.isConnected) void this.load();
  }

  /**
   * Starts `player` as the attributes say: at `step` (paused), or playing once the explainer
   * is on screen, pausing while it is off screen — unless `autoplay` is off or the reader
   * prefers reduced motion.
   */
  drive(player: Driven) {
    this.visibility?.disconnect();
    this.classList.toggle("theme-dark", this.getAttribute("theme") === "dark");
    const step = this.getAttribute("step");
    if (step !== null && Number.isFinite(Number(step))) {
      player.goto(Number(step));
      return;
    }
    if (/^(off|false|0|no)$/i.test(this.getAttribute("autoplay") ?? "") || reducedMotion()) return;
    if (typeof IntersectionObserver !== "function") return player.play();
    this.auto = true;
    // Paused because it left the screen: it goes on when it comes back.
    let resume = false;
    this.visibility = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) {
        if ((resume || this.auto) && !player.isPlaying && !player.done) player.play();
        this.auto = false;
        resume = false;
      } else if (player.isPlaying) {
        player.stop();
        resume = true;
      }
    });
    this.visibility.observe(this);
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
    const key = `${src}|${this.language}|${this.getAttribute("step")}|${this.getAttribute("theme")}|${this.given}`;
    if (key === this.loaded) return;
    this.loaded = key;
    this.dataset.state = "loading";
    // Read before anything replaces the element's content (an observed attribute may load it
    // first); an element met while the page is still being parsed may not have its children yet.
    if (this.inline === null && !src && this.given === null && document.readyState === "loading") {
      await new Promise((resolve) => document.addEventListener("DOMContentLoaded", resolve, { once: true }));
    }
    this.inline ??= this.querySelector('script[type="application/json"]')?.textContent ?? null;
    const w = SHELL[this.language];
    let text: string;
    if (this.given !== null) text = this.given;
    else if (this.inline !== null && !src) text = this.inline;
    else if (!src) {
      this.showError(w.noScenario, "malformed");
      return;
    } else {
      try {
        const res = await fetch(src);
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        text = await res.text();
      } catch (e) {
        this.showError(`${src} ${w.fetchFailed} (${engineError(e).message})`);
        return;
      }
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
  const params = addressOptions();
  const host = document.createElement("arbiter-explainer") as ArbiterExplainer;
  host.setAttribute("src", params.get("scenario") ?? "");
  host.setAttribute("lang", params.get("lang") ?? "en");
  for (const name of ["step", "autoplay", "theme", "speed"]) {
    const value = params.get(name);
    if (value !== null) host.setAttribute(name, value);
  }
  const packed = params.get("s");
  if (packed) {
    decodeScenario(packed).then(
      (text) => (host.scenario = text),
      () => (host.scenario = "{ not a scenario: the link's s= is damaged }"),
    );
  }
  mount.append(host);
  reportHeight();
  const sel = document.querySelector<HTMLSelectElement>("#lang");
  if (sel) {
    sel.value = host.getAttribute("lang") ?? "en";
    sel.addEventListener("change", () => host.setAttribute("lang", sel.value));
  }
}

/**
 * In an iframe, tells the parent page how tall the explainer is whenever that changes:
 * `{ type: "arbiter-explainer-height", height }` by postMessage (docs/wiki.md has the
 * one-line listener that resizes the iframe).
 */
function reportHeight() {
  if (window.parent === window || typeof ResizeObserver !== "function") return;
  let last = 0;
  new ResizeObserver(() => {
    const height = Math.ceil(document.documentElement.scrollHeight);
    if (height !== last) {
      last = height;
      window.parent.postMessage({ type: "arbiter-explainer-height", height }, "*");
    }
  }).observe(document.body);
}
