// The resolution player: steps through a batch of events one at a time, drawing on the board
// the engine's frame of each (the public state right after it), narrating each event in the
// log with its rule (a button that opens the rule's explanation), with play/pause, step back
// and forward, and speed. Shared by the game pages and the explainer.
import { narrate, type Stepped, type Types } from "./engine";
import type { Board } from "./ruleset";
import { SHELL, type Lang, type RuleText } from "./strings";

/** What the player needs to know of the page: the language, the rules, what the log may say. */
export interface PlayerOptions<T extends Types> {
  /** The ruleset whose engine narrates the events. */
  ruleset: string;
  lang(): Lang;
  board(): Board<T>;
  ruleText(id: string): RuleText;
  /** The class of the rule dialog besides `rule-dialog`. */
  dialogClass: string;
  /** What the log may say of an event (a game hides the cards other players draw). */
  redact?(e: T["event"]): T["event"];
}

const reducedMotion = () => typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;

export class ResolutionPlayer<T extends Types> {
  /** The position before the batch, then the frame after each of its events. */
  private frames: T["state"][] = [];
  private events: T["event"][] = [];
  /** The events of the batches before this one (since the game or scenario was loaded). */
  private past: T["event"][] = [];
  private entries: HTMLLIElement[] = [];
  /** How many events of the current batch are shown. */
  private pos = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private playing = false;
  private delay = 650;
  private waiters: (() => void)[] = [];
  private playButton: HTMLButtonElement;
  private speedSelect: HTMLSelectElement;
  private dialog: HTMLDialogElement;
  private buttons: HTMLButtonElement[] = [];

  constructor(
    private board: HTMLElement,
    private log: HTMLOListElement,
    controls: HTMLElement,
    private o: PlayerOptions<T>,
  ) {
    controls.replaceChildren();
    controls.classList.add("controls");
    const button = (text: string, action: () => void) => {
      const b = document.createElement("button");
      b.type = "button";
      b.textContent = text;
      b.addEventListener("click", action);
      controls.append(b);
      this.buttons.push(b);
      return b;
    };
    button("◀", () => this.step(-1));
    this.playButton = button("▶ ❚❚", () => this.toggle());
    this.playButton.classList.add("play-pause");
    button("▶", () => this.step(1));
    const speed = document.createElement("select");
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
    this.labelControls();
    controls.addEventListener("keydown", (ev) => {
      if (ev.key === "ArrowLeft") this.step(-1);
      else if (ev.key === "ArrowRight") this.step(1);
      else return;
      ev.preventDefault();
    });
    this.dialog = document.createElement("dialog");
    this.dialog.className = `rule-dialog ${o.dialogClass}`;
    document.body.append(this.dialog);
    log.addEventListener("click", (ev) => {
      const b = ev.target instanceof Element ? ev.target.closest<HTMLButtonElement>("button.rule") : null;
      if (b?.dataset.rule) this.explain(b.dataset.rule);
    });
  }

  private labelControls() {
    const w = SHELL[this.o.lang()];
    const labels = [w.back, w.playPause, w.forward];
    this.buttons.forEach((b, i) => {
      b.title = labels[i];
      b.setAttribute("aria-label", labels[i]);
    });
    this.speedSelect.setAttribute("aria-label", w.speed);
  }

  /** Milliseconds between events (`?speed=0` in a page's address plays without pauses). */
  setDelay(ms: number) {
    this.delay = ms;
    if (![...this.speedSelect.options].some((o) => Number(o.value) === ms)) {
      const opt = document.createElement("option");
      opt.value = String(ms);
      opt.textContent = `${ms} ms`;
      this.speedSelect.append(opt);
    }
    this.speedSelect.value = String(ms);
  }

  get delayMs() {
    return this.delay;
  }

  /** Shows a rule's explanation. */
  explain(rule: string) {
    const { title, text } = this.o.ruleText(rule);
    const h = document.createElement("h2");
    h.textContent = `${rule} — ${title}`;
    const p = document.createElement("p");
    p.textContent = text;
    const close = document.createElement("button");
    close.type = "button";
    close.textContent = SHELL[this.o.lang()].close;
    close.addEventListener("click", () => this.dialog.close());
    this.dialog.replaceChildren(h, p, close);
    if (typeof this.dialog.showModal === "function") this.dialog.showModal();
    close.focus();
  }

  /** Forgets the events of earlier batches (a new game, or a resumed one). */
  reset() {
    this.stop();
    this.past = [];
    this.events = [];
    this.frames = [];
    this.pos = 0;
    this.finish();
  }

  /**
   * Loads a batch: its events (appended to the log) and their frames, after the position
   * `before`; plays it unless `autoplay` is false. Resolves once its end is shown.
   */
  load(before: T["state"], batch: Stepped<T>, autoplay = true): Promise<void> {
    this.stop();
    this.past.push(...this.events);
    this.frames = [before, ...batch.frames];
    this.events = batch.events;
    this.pos = 0;
    const lang = this.o.lang();
    for (const li of this.log.querySelectorAll("li.current")) li.classList.remove("current");
    this.entries = batch.events.map((e) => {
      const li = document.createElement("li");
      li.dataset.seq = String(e.seq);
      li.dataset.rule = e.rule;
      li.dataset.kind = e.kind;
      li.className = "upcoming";
      const s = document.createElement("span");
      s.className = "sentence";
      s.textContent = this.sentence(e, lang);
      const b = document.createElement("button");
      b.type = "button";
      b.className = "rule";
      b.dataset.rule = e.rule;
      b.textContent = e.rule;
      b.title = `${SHELL[lang].rule} ${e.rule}`;
      li.append(s, " ", b);
      this.log.append(li);
      return li;
    });
    this.render();
    const done = new Promise<void>((resolve) => this.waiters.push(resolve));
    if (autoplay && batch.events.length) this.play();
    else if (!batch.events.length) this.finish();
    return done;
  }

  private sentence(e: T["event"], lang: Lang) {
    return narrate(this.o.ruleset, this.o.redact ? this.o.redact(e) : e, lang);
  }

  /** Narrates the log again (after a change of language) and redraws. */
  relabel() {
    const lang = this.o.lang();
    const bySeq = new Map([...this.past, ...this.events].map((e) => [String(e.seq), e]));
    for (const li of this.log.querySelectorAll<HTMLLIElement>("li[data-seq]")) {
      const e = bySeq.get(li.dataset.seq ?? "");
      const s = li.querySelector(".sentence");
      if (e && s) s.textContent = this.sentence(e, lang);
    }
    this.labelControls();
    this.render();
  }

  render() {
    const frame = this.frames[this.pos];
    if (frame === undefined) return;
    const event = this.pos > 0 ? this.events[this.pos - 1] : null;
    const before = this.pos > 0 ? this.frames[this.pos - 1] : null;
    this.o.board().render(this.board, { frame, event, before, history: [...this.past, ...this.events.slice(0, this.pos)] });
    this.board.classList.toggle("reduced", reducedMotion());
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
