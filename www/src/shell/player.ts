// The resolution player: steps through a batch of events one at a time, drawing on the board
// the engine's frame of each (the public state right after it), narrating each event in the
// log with its rule (a button that opens the rule's explanation) and in a polite live region
// (one sentence per step, for screen readers), with play/pause, step back and forward, skip to
// the end, and speed. A run of events the ruleset folds (automatic passes) is one step and one
// log line. A group of events (a turn, an attack) is one entry of the log: a button with its
// one-line summary that opens and folds its lines; the group being played is open, the others
// folded. Dice are drawn as dice. It scrolls nothing but its own log box. Shared by the game
// pages and the explainer.
import { narrate, type Stepped, type Types } from "./engine";
import type { Board, SummaryPart } from "./ruleset";
import { dieFace } from "./dice";
import { SHELL, type Lang, type RuleText } from "./strings";

/** What the player needs to know of the page: the language, the rules, what the log may say. */
export interface PlayerOptions<T extends Types> {
  /** The ruleset whose engine narrates the events. */
  ruleset: string;
  /** A scenario's own card definitions, which the engine's narration calls by their names. */
  cards?: readonly unknown[];
  lang(): Lang;
  board(): Board<T>;
  ruleText(id: string): RuleText;
  /** The class of the rule dialog besides `rule-dialog`. */
  dialogClass: string;
  /** Events that fold into one step with the events next to them of the same key (a run of passes), or null. */
  fold?(e: T["event"]): string | null;
  /** Told when the reader clicks "Skip to the end" (a game page then skips what follows too, until a person decides). */
  skipped?(): void;
  /** How the log groups its events into entries with a summary (none: one line per step). */
  groups?: LogGroups<T>;
  /** The dice an event rolled, drawn after its sentence. */
  dice?(e: T["event"]): number[];
  /** Where the speed select goes (a game page's settings), else beside the buttons. */
  speedIn?: HTMLElement;
  /** Told after every drawing: the step shown (0: before the first) and how many steps the batch has (the replay viewer keeps it in its address). */
  moved?(step: number, steps: number): void;
}

/** The log's groups, in the page's language: see `RulesetLogGroups`. */
export interface LogGroups<T extends Types> {
  opens(e: T["event"]): string | null;
  closes(e: T["event"], kind: string): boolean;
  alone(e: T["event"]): boolean;
  summary(events: readonly T["event"][]): SummaryPart[];
}

/** One entry of the log that holds the lines of a group of events. */
interface Group<T extends Types> {
  kind: string;
  li: HTMLLIElement;
  head: HTMLButtonElement;
  summary: HTMLSpanElement;
  lines: HTMLOListElement;
  events: T["event"][];
  /** The line of its closing event, once logged. */
  closing: HTMLLIElement | null;
  /** How many of its events the summary was composed from (it is composed again when that changes). */
  summarised: number;
  /** Opened or folded by the reader (it then stays so), or null: open while it is being played. */
  pinned: boolean | null;
}

let groupIds = 0;

const reducedMotion = () => typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;

export class ResolutionPlayer<T extends Types> {
  /** The position before the batch, then the frame after each of its events. */
  private frames: T["state"][] = [];
  private events: T["event"][] = [];
  /** The events of the batches before this one (since the game or scenario was loaded). */
  private past: T["event"][] = [];
  /** The log line of each step of the current batch. */
  private entries: HTMLLIElement[] = [];
  /** Where each step ends (a count of events): 0, then one bound per step. */
  private bounds: number[] = [0];
  /** How many events of the current batch are shown (one of `bounds`). */
  private pos = 0;
  /** The live region that reads each step's sentence. */
  private live: HTMLElement;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private playing = false;
  private delay = 650;
  private waiters: (() => void)[] = [];
  private playButton: HTMLButtonElement;
  private speedSelect: HTMLSelectElement;
  private dialog: HTMLDialogElement;
  private buttons: HTMLButtonElement[] = [];
  /** The group that takes the next events (its closing event not yet logged), or null. */
  private open: Group<T> | null = null;
  /** The group of each line inside one. */
  private groupOf = new Map<HTMLLIElement, Group<T>>();
  /** Every group, in the log's order. */
  private groups: Group<T>[] = [];
  /** The group being played: the one of the current line, unless that is its closing line (it then folds). */
  private currentGroup: Group<T> | null = null;

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
    button("▶▶|", () => {
      this.skip();
      o.skipped?.();
    });
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
    (o.speedIn ?? controls).append(speed);
    this.labelControls();
    controls.addEventListener("keydown", (ev) => {
      if (ev.key === "ArrowLeft") this.step(-1);
      else if (ev.key === "ArrowRight") this.step(1);
      else return;
      ev.preventDefault();
    });
    this.dialog = document.createElement("dialog");
    this.dialog.className = `rule-dialog ${o.dialogClass}`;
    // Inside the shadow root of an explainer (whose styles are there), else on the page.
    const root = log.getRootNode();
    (root instanceof ShadowRoot ? root : document.body).append(this.dialog);
    this.live = document.createElement("div");
    this.live.className = "sr";
    this.live.setAttribute("aria-live", "polite");
    this.live.setAttribute("role", "status");
    log.after(this.live);
    log.addEventListener("click", (ev) => {
      const b = ev.target instanceof Element ? ev.target.closest<HTMLButtonElement>("button.rule") : null;
      if (b?.dataset.rule) this.explain(b.dataset.rule);
    });
  }

  private labelControls() {
    const w = SHELL[this.o.lang()];
    const labels = [w.back, w.playPause, w.forward, w.skipToEnd];
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
    this.entries = [];
    this.bounds = [0];
    this.pos = 0;
    this.last = { key: null, li: null };
    this.open = null;
    this.groupOf.clear();
    this.groups = [];
    this.currentGroup = null;
    this.finish();
  }

  /**
   * Loads a batch: its events (appended to the log) and their frames, after the position
   * `before`; plays it unless `autoplay` is false. Resolves once its end is shown.
   */
  load(before: T["state"], batch: Stepped<T>, autoplay = true): Promise<void> {
    this.stop();
    // The batch before is past, all of it (even where the reader stepped back to).
    for (const li of this.entries) li.classList.remove("upcoming", "current");
    for (const g of new Set(this.entries.flatMap((li) => this.groupOf.get(li) ?? []))) {
      this.summarise(g);
      g.li.classList.remove("holds-current");
    }
    this.past.push(...this.events);
    this.frames = [before, ...batch.frames];
    this.events = batch.events;
    for (const li of this.log.querySelectorAll("li.current")) li.classList.remove("current");
    const { bounds, entries } = this.append(batch.events);
    this.bounds = bounds;
    this.entries = entries;
    this.pos = bounds[0];
    this.render();
    const done = new Promise<void>((resolve) => this.waiters.push(resolve));
    if (autoplay && !this.done) this.play();
    else if (this.done) this.finish();
    return done;
  }

  /** Appends batches of events to the log as past, shown at once and not played (a resumed game's history). */
  history(batches: T["event"][][]) {
    for (const events of batches) {
      for (const li of this.append(events).entries) li.classList.remove("upcoming");
      this.past.push(...events);
    }
    for (const g of this.groups) {
      this.summarise(g);
      this.showGroup(g, null);
    }
  }

  /** Appends a line that is not an event (`cls` its class), which ends any fold run. */
  note(text: string, cls: string) {
    const li = document.createElement("li");
    li.className = cls;
    li.textContent = text;
    (this.open?.lines ?? this.log).append(li);
    scrollWithin(li);
    this.last = { key: null, li: null };
  }

  /** The fold key of the log's last line, and that line (a run of passes goes on across batches). */
  private last: { key: string | null; li: HTMLLIElement | null } = { key: null, li: null };

  /**
   * Appends `events` to the log, one line per step. Events that carry on the fold run of the
   * log's last line join that line at once; the steps left start at `bounds[0]`.
   */
  private append(events: T["event"][]): { bounds: number[]; entries: HTMLLIElement[] } {
    const key = (e: T["event"] | undefined) => (e === undefined ? null : (this.o.fold?.(e) ?? null));
    let carry = 0;
    if (this.last.key !== null && this.last.li) {
      while (carry < events.length && key(events[carry]) === this.last.key) carry++;
      if (carry > 0) {
        this.extend(this.last.li, events.slice(0, carry));
        this.groupOf.get(this.last.li)?.events.push(...events.slice(0, carry));
      }
    }
    const rest = events.slice(carry);
    const bounds = this.steps(rest).map((b) => b + carry);
    const entries = bounds.slice(1).map((end, i) => {
      const step = events.slice(bounds[i], end);
      const li = this.line(step);
      this.place(li, step);
      return li;
    });
    if (entries.length) this.last = { key: key(events[events.length - 1]), li: entries[entries.length - 1] };
    return { bounds, entries };
  }

  /** Puts the line `li` of `step` in the log: in the open group, or in a group it opens, or in the log itself. */
  private place(li: HTMLLIElement, step: T["event"][]) {
    const g = this.o.groups;
    if (!g) return void this.log.append(li);
    if (g.alone(step[0])) this.open = null;
    if (!this.open) {
      const kind = g.opens(step[0]);
      if (kind !== null) this.open = this.group(kind);
    }
    const open = this.open;
    if (!open) return void this.log.append(li);
    open.lines.append(li);
    open.events.push(...step);
    this.groupOf.set(li, open);
    if (step.some((e) => g.closes(e, open.kind))) {
      open.closing = li;
      this.open = null;
    }
  }

  /** A new group entry at the end of the log, folded, hidden until its first line is shown. */
  private group(kind: string): Group<T> {
    const li = document.createElement("li");
    li.className = "log-group upcoming";
    li.dataset.group = kind;
    const head = document.createElement("button");
    head.type = "button";
    head.className = "group-head";
    const lines = document.createElement("ol");
    lines.className = "group-lines";
    lines.id = `log-group-${++groupIds}`;
    head.setAttribute("aria-controls", lines.id);
    const summary = document.createElement("span");
    summary.className = "summary";
    head.append(summary);
    li.append(head, lines);
    this.log.append(li);
    const group: Group<T> = { kind, li, head, summary, lines, events: [], closing: null, summarised: -1, pinned: null };
    head.addEventListener("click", () => {
      group.pinned = head.getAttribute("aria-expanded") !== "true";
      this.showGroup(group, this.currentGroup);
    });
    this.groups.push(group);
    this.showGroup(group, null);
    return group;
  }

  /** Opens or folds `g` (open: pinned so by the reader, else while it holds the current line). */
  private showGroup(g: Group<T>, current: Group<T> | null) {
    const open = g.pinned ?? g === current;
    g.head.setAttribute("aria-expanded", String(open));
    g.lines.hidden = !open;
    g.li.classList.toggle("open", open);
  }

  /** Composes `g`'s summary again from its events shown (those before `unshown`, a seq), if they changed. */
  private summarise(g: Group<T>, unshown = Infinity) {
    const shown = g.events.filter((e) => e.seq < unshown);
    g.li.classList.toggle("upcoming", shown.length === 0);
    if (shown.length === g.summarised || !this.o.groups) return;
    g.summarised = shown.length;
    const lang = this.o.lang();
    const roll = (die: number, after = "") => {
      const span = document.createElement("span");
      span.className = "roll";
      span.append(dieFace(die, `${SHELL[lang].rolled} ${die}`), after);
      return span;
    };
    g.summary.replaceChildren(...this.o.groups.summary(shown).map((p) => (typeof p === "string" ? p : roll(p.die, p.after))));
  }

  /** A copy of the summary of the log's last group with events (the game's last turn or attack), or null. */
  lastGroupSummary(): HTMLElement | null {
    const g = [...this.groups].reverse().find((g) => g.events.length > 0);
    if (!g) return null;
    this.summarise(g);
    const copy = g.summary.cloneNode(true) as HTMLElement;
    copy.dataset.group = g.kind;
    return copy;
  }

  /** The dice of `events`, drawn as dice (a span, empty when there are none). */
  private dice(events: T["event"][], lang: Lang): HTMLSpanElement {
    const span = document.createElement("span");
    span.className = "dice";
    for (const v of events.flatMap((e) => this.o.dice?.(e) ?? [])) span.append(" ", dieFace(v, `${SHELL[lang].rolled} ${v}`));
    return span;
  }

  /** Adds `events` to the end of the line `li` (its sentences, seqs and rules). */
  private extend(li: HTMLLIElement, events: T["event"][]) {
    const lang = this.o.lang();
    li.dataset.seqs = [li.dataset.seqs, ...events.map((e) => e.seq)].join(" ");
    const s = li.querySelector(".sentence");
    if (s) s.textContent = [s.textContent, ...events.map((e) => this.sentence(e, lang))].join(" ");
  }

  /** Where the steps of `events` end: a run of events of one fold key is one step. */
  private steps(events: T["event"][]): number[] {
    const bounds = [0];
    events.forEach((e, i) => {
      const key = this.o.fold?.(e) ?? null;
      const next = events[i + 1];
      if (key === null || next === undefined || (this.o.fold?.(next) ?? null) !== key) bounds.push(i + 1);
    });
    return bounds;
  }

  /** The log line of a step: its sentences and the rule of each (one button per distinct rule). */
  private line(events: T["event"][]): HTMLLIElement {
    const lang = this.o.lang();
    const li = document.createElement("li");
    li.dataset.seq = String(events[0].seq);
    li.dataset.seqs = events.map((e) => e.seq).join(" ");
    li.dataset.rule = events[0].rule;
    li.dataset.kind = events[0].kind;
    li.className = "upcoming";
    const s = document.createElement("span");
    s.className = "sentence";
    s.textContent = events.map((e) => this.sentence(e, lang)).join(" ");
    li.append(s, this.dice(events, lang));
    for (const rule of [...new Set(events.map((e) => e.rule))]) {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "rule";
      b.dataset.rule = rule;
      b.textContent = rule;
      b.title = `${SHELL[lang].rule} ${rule}`;
      li.append(" ", b);
    }
    return li;
  }

  private sentence(e: T["event"], lang: Lang) {
    return narrate(this.o.ruleset, e, lang, this.o.cards);
  }

  /** Narrates the log again (after a change of language) and redraws. */
  relabel() {
    const lang = this.o.lang();
    const bySeq = new Map([...this.past, ...this.events].map((e) => [String(e.seq), e]));
    for (const li of this.log.querySelectorAll<HTMLLIElement>("li[data-seqs]")) {
      const events = (li.dataset.seqs ?? "").split(" ").flatMap((seq) => bySeq.get(seq) ?? []);
      const s = li.querySelector(".sentence");
      if (events.length && s) s.textContent = events.map((e) => this.sentence(e, lang)).join(" ");
      li.querySelector(".dice")?.replaceWith(this.dice(events, lang));
    }
    for (const g of this.groups) {
      g.summarised = -1;
      this.summarise(g);
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
    const shown = this.bounds.indexOf(this.pos);
    this.entries.forEach((li, i) => {
      li.classList.toggle("upcoming", i >= shown);
      li.classList.toggle("current", i === shown - 1);
    });
    const cur = this.entries[shown - 1];
    this.renderGroups(cur);
    if (cur) scrollWithin(cur.closest("li.log-group:not(.open)") ?? cur);
    this.o.moved?.(shown, this.bounds.length - 1);
  }

  /**
   * Composes the summaries of the batch's groups up to the event shown, and opens the group of
   * the current line `cur` (a group the reader folded opens again when the current line comes
   * into it), folding the one played before; a group whose closing line is the current one is
   * over: folded, its summary marked current.
   */
  private renderGroups(cur: HTMLLIElement | undefined) {
    if (!this.o.groups) return;
    const unshown = this.events[this.pos]?.seq ?? Infinity;
    const touched = new Set(this.entries.flatMap((li) => this.groupOf.get(li) ?? []));
    for (const g of touched) {
      this.summarise(g, unshown);
      g.li.classList.toggle("holds-current", cur !== undefined && this.groupOf.get(cur) === g);
    }
    const holder = (cur && this.groupOf.get(cur)) ?? null;
    const group = holder && holder.closing !== cur ? holder : null;
    const before = this.currentGroup;
    if (group !== before) {
      if (group) group.pinned = null;
      this.currentGroup = group;
      if (before) this.showGroup(before, group);
    }
    if (group) this.showGroup(group, group);
  }

  get done() {
    return this.pos >= this.events.length;
  }

  /** Moves `d` steps (a folded run is one step); a step forward is read in the live region. */
  step(d: number) {
    const i = Math.max(0, Math.min(this.bounds.length - 1, this.bounds.indexOf(this.pos) + d));
    this.pos = this.bounds[i];
    this.render();
    if (d > 0 && i > 0) this.announce(this.entries[i - 1]);
    if (this.done && d > 0) this.finish();
  }

  private announce(li: HTMLLIElement | undefined) {
    this.live.textContent = li?.querySelector(".sentence")?.textContent ?? "";
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

  /** Shows the batch up to its step `n` (0: the position before its first event), without playing. */
  goto(n: number) {
    this.stop();
    const i = Math.max(0, Math.min(this.bounds.length - 1, Math.floor(n)));
    this.pos = this.bounds[i];
    this.render();
  }

  /** Every event loaded since the last `reset`: the earlier batches' and this one's. */
  get shown(): readonly T["event"][] {
    return [...this.past, ...this.events];
  }

  get isPlaying() {
    return this.playing;
  }

  /** Jumps to the end of the batch. */
  skip() {
    this.stop();
    const wasDone = this.done;
    this.pos = this.events.length;
    this.render();
    if (!wasDone) this.announce(this.entries[this.entries.length - 1]);
    this.finish();
  }

  private finish() {
    const w = this.waiters;
    this.waiters = [];
    w.forEach((f) => f());
  }
}

/** Scrolls `li` into view inside the nearest scrolling box around it, and nothing else (not the page). */
function scrollWithin(li: HTMLElement) {
  let box = li.parentElement;
  while (box && !/(auto|scroll)/.test(getComputedStyle(box).overflowY)) box = box.parentElement;
  if (!box || box === document.body || box === document.documentElement) return;
  const b = box.getBoundingClientRect();
  const r = li.getBoundingClientRect();
  if (r.top < b.top) box.scrollTop -= b.top - r.top;
  else if (r.bottom > b.bottom) box.scrollTop += Math.min(r.bottom - b.bottom, r.top - b.top);
}
