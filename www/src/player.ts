// The resolution player: steps through events one at a time, drawing each frame on the board,
// narrating each event in the log (with its rule, which opens an explanation), with play/pause,
// step back and forward, and speed. Shared by the game page and the explainer.
import { narrate } from "arbiter-engine";
import { t, type Lang } from "./i18n";
import { ruleText } from "./rules";

/** Any ruleset's event, as the engine writes it. */
export interface AnyEvent {
  seq: number;
  rule: string;
  kind: string;
  [field: string]: unknown;
}

/**
 * How a ruleset draws one frame of a resolution and the effect of one event on it. The player
 * calls `render(root, frame)` then, for the event just shown, `effect(root, event)`.
 */
export interface View<F> {
  lang: Lang | string;
  render(root: HTMLElement, frame: F): void;
  effect(root: HTMLElement, event: AnyEvent): void;
}

const reducedMotion = () => typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;

export class ResolutionPlayer<F = unknown> {
  private frames: F[] = [];
  private events: AnyEvent[] = [];
  private entries: HTMLLIElement[] = [];
  /** How many events of the current batch are shown. */
  private pos = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private playing = false;
  private delay = 650;
  private waiters: (() => void)[] = [];
  private playButton: HTMLButtonElement;
  private speedSelect: HTMLSelectElement | null = null;
  private dialog: HTMLDialogElement;

  constructor(
    private board: HTMLElement,
    private log: HTMLOListElement,
    controls: HTMLElement,
    private view: () => View<F>,
    /** What the log may say of an event (the game hides the cards other players draw). */
    private redact: (e: AnyEvent) => AnyEvent = (e) => e,
  ) {
    const o = { lang: view().lang as Lang };
    controls.replaceChildren();
    controls.classList.add("controls");
    const button = (label: string, text: string, action: () => void) => {
      const b = document.createElement("button");
      b.type = "button";
      b.textContent = text;
      b.title = label;
      b.setAttribute("aria-label", label);
      b.addEventListener("click", action);
      controls.append(b);
      return b;
    };
    button(t(o.lang, "back"), "◀", () => this.step(-1));
    this.playButton = button(t(o.lang, "playPause"), "▶ ❚❚", () => this.toggle());
    this.playButton.classList.add("play-pause");
    button(t(o.lang, "forward"), "▶", () => this.step(1));
    const speed = document.createElement("select");
    speed.setAttribute("aria-label", t(o.lang, "speed"));
    for (const [label, ms] of [["×0.5", 1300], ["×1", 650], ["×2", 320], ["×4", 150]] as const) {
      const opt = document.createElement("option");
      opt.value = String(ms);
      opt.textContent = label;
      opt.selected = ms === this.delay;
      speed.append(opt);
    }
    speed.addEventListener("change", () => (this.delay = Number(speed.value)));
    this.speedSelect = speed;
    controls.append(speed);
    controls.addEventListener("keydown", (ev) => {
      if (ev.key === "ArrowLeft") this.step(-1);
      else if (ev.key === "ArrowRight") this.step(1);
      else return;
      ev.preventDefault();
    });
    this.dialog = document.createElement("dialog");
    this.dialog.className = "rule-dialog";
    document.body.append(this.dialog);
    log.addEventListener("click", (ev) => {
      const b = (ev.target as HTMLElement).closest<HTMLButtonElement>("button.rule");
      if (b?.dataset.rule) this.explain(b.dataset.rule);
    });
  }

  /** Milliseconds between events (`?speed=0` in a page's address plays without pauses). */
  setDelay(ms: number) {
    this.delay = ms;
    if (this.speedSelect && ![...this.speedSelect.options].some((o) => Number(o.value) === ms)) {
      const opt = document.createElement("option");
      opt.value = String(ms);
      opt.textContent = `${ms} ms`;
      this.speedSelect.append(opt);
    }
    if (this.speedSelect) this.speedSelect.value = String(ms);
  }

  get delayMs() {
    return this.delay;
  }

  /** Shows a rule's explanation. */
  explain(rule: string) {
    const lang = this.view().lang as Lang;
    const { title, text } = ruleText(rule, lang === "fr" ? "fr" : "en");
    this.dialog.replaceChildren();
    const h = document.createElement("h2");
    h.textContent = `${rule} — ${title}`;
    const p = document.createElement("p");
    p.textContent = text;
    const close = document.createElement("button");
    close.type = "button";
    close.textContent = t(lang, "close");
    close.addEventListener("click", () => this.dialog.close());
    this.dialog.append(h, p, close);
    if (typeof this.dialog.showModal === "function") this.dialog.showModal();
    close.focus();
  }

  /** Loads a batch of events (appended to the log) with its frames, and plays it. */
  load(frames: F[], events: AnyEvent[], autoplay = true): Promise<void> {
    this.stop();
    this.frames = frames;
    this.events = events;
    this.pos = 0;
    const lang = this.view().lang as Lang;
    for (const li of this.log.querySelectorAll("li.current")) li.classList.remove("current");
    this.entries = events.map((e) => {
      const li = document.createElement("li");
      li.dataset.seq = String(e.seq);
      li.dataset.rule = e.rule;
      li.dataset.kind = e.kind;
      li.className = "upcoming";
      const s = document.createElement("span");
      s.className = "sentence";
      s.textContent = narrate(this.redact(e) as any, lang);
      const b = document.createElement("button");
      b.type = "button";
      b.className = "rule";
      b.dataset.rule = e.rule;
      b.textContent = e.rule;
      b.title = `${t(lang, "rule")} ${e.rule}`;
      li.append(s, " ", b);
      this.log.append(li);
      return li;
    });
    this.render();
    const done = new Promise<void>((resolve) => this.waiters.push(resolve));
    if (autoplay && events.length) this.play();
    else if (!events.length) this.finish();
    return done;
  }

  /** Re-narrates the whole log in the current language. */
  relabel(all: AnyEvent[]) {
    const lang = this.view().lang as Lang;
    const bySeq = new Map(all.map((e) => [String(e.seq), e]));
    for (const li of this.log.querySelectorAll<HTMLLIElement>("li[data-seq]")) {
      const e = bySeq.get(li.dataset.seq!);
      const s = li.querySelector(".sentence");
      if (e && s) s.textContent = narrate(this.redact(e) as any, lang);
    }
    this.render();
  }

  render() {
    if (!this.frames.length) return;
    const view = this.view();
    view.render(this.board, this.frames[this.pos] ?? this.frames[0]);
    this.board.classList.toggle("reduced", reducedMotion());
    if (this.pos > 0) view.effect(this.board, this.events[this.pos - 1]);
    this.entries.forEach((li, i) => {
      li.classList.toggle("upcoming", i >= this.pos);
      li.classList.toggle("current", i === this.pos - 1);
    });
    const cur = this.entries[this.pos - 1];
    if (cur && typeof cur.scrollIntoView === "function") cur.scrollIntoView({ block: "nearest" });
  }

  get done() {
    return this.pos >= this.events.length;
  }

  step(d: number) {
    this.pos = Math.max(0, Math.min(this.events.length, this.pos + d));
    this.render();
    if (this.done && d > 0) this.finish();
  }

  play() {
    if (this.done) this.pos = 0;
    this.playing = true;
    this.playButton.setAttribute("aria-pressed", "true");
    const tick = () => {
      if (!this.playing) return;
      this.step(1);
      if (!this.done) this.timer = setTimeout(tick, reducedMotion() ? Math.min(this.delay, 250) : this.delay);
      else this.stop();
    };
    this.timer = setTimeout(tick, Math.min(120, this.delay));
  }

  stop() {
    this.playing = false;
    this.playButton.setAttribute("aria-pressed", "false");
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  toggle() {
    if (this.playing) this.stop();
    else this.play();
  }

  /** Jumps to the end of the batch. */
  skip() {
    this.stop();
    this.pos = this.events.length;
    this.render();
    this.finish();
  }

  private finish() {
    const w = this.waiters;
    this.waiters = [];
    w.forEach((f) => f());
  }
}
