// The explainer for wikis: `<arbiter-explainer src="scenario.json" lang="fr">` shows a
// scenario's position, then animates and narrates its resolution with the same controls and
// log as the game, drawing the engine's frame of every event. Every registered ruleset's
// scenarios; usable from one script tag; `explainer.html?scenario=URL` is a page of one, and
// `explainer.html#s=...` carries the whole scenario in its address (share.ts).
//
// It never disturbs its host page: it draws in a shadow root with its styles inside it, scrolls
// nothing but its own log, starts playing only once it is on screen (and pauses when scrolled
// away), and does not play by itself under reduced motion. The scenario comes from `s` (a
// link's packed scenario), `src`, or a child `<script type="application/json">`; `step` opens
// it at a step (empty: none), `autoplay="off"` waits for the reader, `theme="dark"`.
import css from "../../styles.css";
import { engineError, explain, loadEngine, type Types } from "./engine";
import { ResolutionPlayer } from "./player";
import { pickLang, type RulesetModule } from "./ruleset";
import { END, SHELL, type Lang, type ShellStrings } from "./strings";
import { el } from "./dom";
import { faceElement, readCards } from "./card-reader";
import { addressOptions, decodeScenario } from "./share";
import { reportHeight } from "./framed";
import { RULESETS } from "../rulesets/registry";

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
  registerLoaded(id, () => load().then(explainable));
}

/** Lets the explainer show scenarios of every ruleset of the site (www/src/rulesets/registry.ts). */
export function registerRulesets() {
  for (const r of RULESETS) registerLoaded(r.id, () => r.load(({ module }) => explainable(module)));
}

/** Lets the explainer show scenarios of the ruleset `id`, its `Explainable` loaded by `load` once. */
function registerLoaded(id: string, load: () => Promise<Explainable>) {
  let loading: Promise<Explainable> | null = null;
  rulesets.set(id, () => {
    loading ??= load().catch((e: unknown) => {
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
      // The language it speaks (the ruleset's default when it does not narrate the one asked for)
      // and those it could: a page's language menu offers these.
      host.dataset.lang = lang;
      host.dataset.langs = rs.langs.join(" ");
      // A position that lists its players gives their number; the others have two sides.
      const start: Types["state"] = result.start;
      const seats = "players" in start ? start.players.length : 2;
      const labels = Array.from({ length: seats }, (_, i) => `${SHELL[lang].player} ${i}`);
      const all = new Set(labels.map((_, i) => i));
      // The scenario's own cards: the engine has just read them as this ruleset's (`explain`
      // throws otherwise), so they are its card type.
      const cards = scenario.cards as T["card"][] | undefined;
      const board = rs.board(() => ({ lang, labels, showHands: all }), cards);
      const parts = host.layout(SHELL[lang].log, rs.css);
      const player = new ResolutionPlayer<T>(parts.board, parts.log, parts.controls, {
        ruleset: rs.id,
        cards,
        lang: () => lang,
        board: () => board,
        ruleText: (id) => rs.ruleText(id, lang),
        dialogClass: `rules-${rs.id}`,
        dice: (e) => rs.dice?.(e) ?? [],
      });
      // Every card on the board opens its face (its "i", a click, a peek), and the faces of the
      // scenario's cards are listed under the board: a printed card's cost, element and text.
      const faceOf = (id: string) => rs.face?.(id, lang, cards) ?? null;
      readCards(parts.body, faceOf, () => SHELL[lang].close);
      const faces = (rs.cardsIn?.(result.start) ?? []).flatMap((id) => {
        const f = faceOf(id);
        if (!f) return [];
        const face = faceElement(f, "card-face scenario-face");
        face.dataset.card = id;
        return [face];
      });
      if (faces.length) {
        const list = el("div", "scenario-faces");
        list.append(...faces);
        parts.cards.append(el("summary", undefined, `${SHELL[lang].scenarioCards} (${faces.length})`), list);
        parts.cards.open = true;
        parts.cards.hidden = false;
      }
      const speed = host.getAttribute("speed") ?? new URLSearchParams(location.search).get("speed");
      if (speed !== null && speed !== "" && Number.isFinite(Number(speed))) player.setDelay(Math.max(0, Number(speed)));
      const done = player.load(result.start, result, false);
      host.ready(result.events.length);
      host.drive(player);
      await done;
    },
  };
}

/** Whether shadow roots take shared stylesheets (constructed once, adopted by each root). */
const shareable = typeof ShadowRoot === "function" && "adoptedStyleSheets" in ShadowRoot.prototype && typeof CSSStyleSheet.prototype.replaceSync === "function";
const sheets = new Map<string, CSSStyleSheet>();

/** The stylesheet of `text`, parsed the first time it is asked for. */
function sheet(text: string): CSSStyleSheet {
  let s = sheets.get(text);
  if (!s) {
    s = new CSSStyleSheet();
    s.replaceSync(text);
    sheets.set(text, s);
  }
  return s;
}

const reducedMotion = () => typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;

/** An attribute's number, or null when it is absent, empty or not a number. */
function numberAttr(value: string | null): number | null {
  if (value === null || value.trim() === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** What the explainer's host drives of a player: where it stands, playing and pausing. */
interface Driven {
  play(): void;
  stop(): void;
  goto(step: number): void;
  readonly done: boolean;
  readonly isPlaying: boolean;
}

/** Why a scenario could not be fetched from `src`, in the words of `w`. */
async function fetchScenario(src: string, w: ShellStrings): Promise<{ text: string } | { error: string }> {
  let res: Response;
  try {
    res = await fetch(src);
  } catch {
    // A refused read and an unreachable site look the same to a page; a request whose answer
    // the page may not read (no-cors) tells them apart: it succeeds when the site is there.
    const reachable = await fetch(src, { mode: "no-cors" }).then(
      () => true,
      () => false,
    );
    const crossOrigin = new URL(src, location.href).origin !== location.origin;
    return { error: `${src} ${reachable && crossOrigin ? w.corsBlocked : w.unreachable}` };
  }
  if (res.status === 404) return { error: `${src} ${w.notFound}` };
  if (!res.ok) return { error: `${src} ${w.httpStatus} ${res.status}.` };
  const text = await res.text();
  try {
    JSON.parse(text);
  } catch {
    const start = text.trim().slice(0, 40).replace(/\s+/g, " ");
    return { error: `${src} ${w.notJson} “${start}${text.trim().length > 40 ? "…" : ""}”.` };
  }
  return { text };
}

/**
 * `<arbiter-explainer>`. It draws inside a shadow root of its own, with its styles there, so
 * that nothing of its host page changes: not a style, not its scroll; what the element holds
 * (a fallback link, the scenario's `<script type="application/json">`) stays as it was and is
 * not shown once the explainer draws.
 */
export class ArbiterExplainer extends HTMLElement {
  static observedAttributes = ["src", "s", "lang", "speed", "step", "autoplay", "theme"];
  private loaded = "";
  /** A scenario given as text by the page (the `scenario` property). */
  private given: string | null = null;
  private visibility: IntersectionObserver | null = null;
  /** Whether it still plays by itself (a reader who pauses or steps takes over). */
  private auto = true;
  private root: ShadowRoot;

  constructor() {
    super();
    this.root = this.attachShadow({ mode: "open" });
    this.root.addEventListener("click", (ev) => {
      if (ev.target instanceof Element && ev.target.closest(".controls")) this.auto = false;
    });
  }

  connectedCallback() {
    void this.load();
  }

  disconnectedCallback() {
    this.visibility?.disconnect();
  }

  /** Shows the scenario `text` (instead of `src` or `s`). */
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
    const step = numberAttr(this.getAttribute("step"));
    if (step !== null) {
      player.goto(step);
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

  /**
   * The shadow root's content: its styles (the shared stylesheet, whose `:host` rules stand for
   * the page's `:root` and `body` ones, and the ruleset's), then `parts`. The stylesheets are
   * parsed once for every explainer of the page, where the browser can share them.
   */
  private fill(rulesetCss: string | null, ...parts: Node[]) {
    const texts = rulesetCss ? [css, rulesetCss] : [css];
    if (shareable) {
      this.root.adoptedStyleSheets = texts.map(sheet);
      this.root.replaceChildren(...parts);
    } else {
      this.root.replaceChildren(...texts.map((text) => el("style", undefined, text)), ...parts);
    }
  }

  private showError(message: string, kind?: string) {
    const box = el("div", "explainer-error");
    box.setAttribute("role", "alert");
    if (kind) box.dataset.kind = kind;
    box.append(el("strong", undefined, SHELL[this.language].errorTitle), el("p", "error-message", message));
    this.fill(null, box);
    this.dataset.state = "error";
  }

  /** Lays out the board, the controls and the log, with the ruleset's styles. */
  layout(title: string, rulesetCss: string | null = null) {
    const board = el("div");
    const controls = el("div");
    const log = el("ol", "log");
    const logBox = el("section", "log-box");
    logBox.append(el("h2", undefined, title), log);
    const cards = el("details", "scenario-cards");
    cards.hidden = true;
    const body = el("div", "explainer-body");
    body.append(board, controls, cards, logBox);
    this.fill(rulesetCss, el("h2", "sr", END[this.language].board), body);
    return { board, controls, log, cards, body };
  }

  /** The first frame is drawn: note when (for measurements) and tell the page. */
  ready(events: number) {
    window.__arbiterFirstFrame ??= performance.now();
    this.dataset.state = "ready";
    this.dispatchEvent(new CustomEvent("arbiter-ready", { detail: { events } }));
  }

  /** The scenario's text, or the error to show instead. */
  private async scenarioText(w: ShellStrings): Promise<{ text: string } | { error: string; kind?: string }> {
    if (this.given !== null) return { text: this.given };
    const packed = this.getAttribute("s")?.trim();
    if (packed) {
      try {
        return { text: await decodeScenario(packed) };
      } catch {
        return { error: w.damagedLink, kind: "malformed" };
      }
    }
    const src = this.getAttribute("src")?.trim();
    if (src) return fetchScenario(src, w);
    // Read once the children are there (an element met while the page is parsed may not have
    // them yet).
    if (document.readyState === "loading") {
      await new Promise((resolve) => document.addEventListener("DOMContentLoaded", resolve, { once: true }));
    }
    const inline = this.querySelector('script[type="application/json"]')?.textContent;
    if (inline != null) return { text: inline };
    return { error: w.noScenario, kind: "malformed" };
  }

  async load() {
    const key = ["src", "s", "lang", "step", "theme"].map((a) => this.getAttribute(a)).join("|") + `|${this.given}`;
    if (key === this.loaded) return;
    this.loaded = key;
    this.dataset.state = "loading";
    const got = await this.scenarioText(SHELL[this.language]);
    if (key !== this.loaded) return; // an attribute changed meanwhile: that load shows
    if ("error" in got) {
      this.showError(got.error, "kind" in got ? got.kind : undefined);
      return;
    }
    const text = got.text;
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
      // The engine's chunk and .wasm are asked for at once, not once the ruleset's module has arrived.
      void loadEngine(ruleset).catch(() => {});
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
  const scenario = params.get("scenario");
  if (scenario) host.setAttribute("src", scenario);
  host.setAttribute("lang", params.get("lang") || "en");
  for (const name of ["s", "step", "autoplay", "theme", "speed"]) {
    const value = params.get(name);
    if (value) host.setAttribute(name, value);
  }
  const framed = window.parent !== window;
  // In another page's iframe the explainer is all there is: no page header, no page background.
  if (framed) {
    document.documentElement.classList.add("framed");
    document.querySelector("header.top")?.remove();
  }
  mount.append(host);
  if (framed) reportHeight();
  const sel = document.querySelector<HTMLSelectElement>("#lang");
  if (sel) {
    sel.value = host.getAttribute("lang") ?? "en";
    sel.addEventListener("change", () => host.setAttribute("lang", sel.value));
    // Once the scenario's ruleset is known: only the languages it narrates, the one spoken selected.
    const all = [...sel.options];
    host.addEventListener("arbiter-ready", () => {
      const langs = (host.dataset.langs ?? "").split(" ");
      sel.replaceChildren(...all.filter((o) => langs.includes(o.value)));
      sel.value = host.dataset.lang ?? langs[0];
      document.documentElement.lang = sel.value;
    });
  }
}
