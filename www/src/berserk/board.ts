// Draws a Berserk Model: the 5×6 board as a CSS grid (player 0's rows at the bottom), each
// creature with its name, wounds/life, closed state and poison; during an attack, the panel of
// its steps, priority, stack, dice and strikes; and the effect of one event (floating wounds,
// dice, death).
import type { AnyEvent, View } from "../player";
import { STEPS, type CreatureDef, type CreatureView, type Model } from "./model";
import { el } from "../ui";

export type BLang = "en" | "ru";

const STRINGS = {
  language: ["Language", "Язык"],
  vsComputer: ["Against the computer", "Против компьютера"],
  hotSeat: ["Two players, one screen", "Два игрока, один экран"],
  squad: ["Squad", "Отряд"],
  newGame: ["New game", "Новая игра"],
  log: ["Resolution", "Ход событий"],
  autoPass: ["Pass automatically when passing is the only option", "Пасовать автоматически, когда другого выбора нет"],
  player: ["Player", "Игрок"],
  you: ["You", "Вы"],
  computer: ["Computer", "Компьютер"],
  turn: ["Turn", "Ход"],
  active: ["active", "ходит"],
  attack: ["Attack", "Атака"],
  priority: ["Priority", "Приоритет"],
  stack: ["Stack", "Стек"],
  emptyStack: ["empty", "пуст"],
  dice: ["Dice", "Кубики"],
  strikes: ["Strikes", "Удары"],
  attacker: ["attacker", "нападающий"],
  defender: ["defender", "защищающийся"],
  none: ["none", "нет"],
  closed: ["closed", "закрыт"],
  dead: ["dead", "погиб"],
  fallen: ["Fallen", "Павшие"],
  poison: ["poison", "яд"],
  wounds: ["wounds", "раны"],
  life: ["life", "жизнь"],
  thinking: ["The computer is choosing…", "Компьютер выбирает…"],
  main: ["main phase", "основная фаза"],
  priorityIn: ["priority", "приоритет"],
  exchange: ["exchange", "обмен"],
  move: ["Move", "Переместить"],
  strike: ["Strike", "Удар"],
  endTurn: ["End the turn (pass)", "Закончить ход (пас)"],
  pass: ["Pass", "Пас"],
  reroll: ["Reroll", "Переброс"],
  redirect: ["Redirect the attack to", "Перенаправить атаку на"],
  defend: ["Defend with", "Защищать:"],
  asRolled: ["Both strikes as rolled", "Оба удара как выпали"],
  lower: ["Lower my strike, cancel the other", "Ослабить свой удар, отменить чужой"],
  wins: ["wins", "побеждает"],
  draw: ["Draw", "Ничья"],
  over: ["Game over", "Игра окончена"],
  movesOf: ["Moves", "Перемещения"],
  strikesOf: ["Strikes", "Удары"],
  other: ["Other", "Прочее"],
  eredan: ["Eredan", "Eredan"],
  weak: ["weak", "слабый"],
  medium: ["medium", "средний"],
  strong: ["strong", "сильный"],
  on: ["on", "на"],
} as const;

export type Key = keyof typeof STRINGS;
export const bt = (lang: string, k: Key): string => STRINGS[k][lang === "ru" ? 1 : 0];

const STEP_NAMES: Record<string, [string, string]> = {
  preliminary: ["Preliminary", "Предварительный этап"],
  die_roll: ["Die roll", "Бросок кубиков"],
  calculation: ["Calculation", "Расчёт"],
  blocking: ["Blocking", "Блокирование"],
  effect_modification: ["Effect modification", "Изменение эффектов"],
  application: ["Application", "Применение"],
};
export const stepName = (lang: string, s: string) => STEP_NAMES[s]?.[lang === "ru" ? 1 : 0] ?? s;

const FEATURES: Record<string, [string, string]> = {
  armour: ["Armour", "Броня"],
  luck: ["Luck", "Удача"],
  attack_experience: ["Attack experience", "Опыт в атаке"],
  defence_experience: ["Defence experience", "Опыт в защите"],
  redirect: ["Redirect", "Перенаправление"],
  directed_strike: ["Directed strike", "Направленный удар"],
  strike_protection: ["Protection from strikes", "Защита от ударов"],
  stone_skin: ["Stone skin", "Каменная кожа"],
  battle_cry: ["Battle cry", "Боевой клич"],
  poison: ["Poison", "Яд"],
  regeneration: ["Regeneration", "Регенерация"],
};
export const featureName = (lang: string, f: string) => FEATURES[f]?.[lang === "ru" ? 1 : 0] ?? f;

export function features(lang: string, def: CreatureDef | undefined): string {
  return (def?.features ?? [])
    .map((f) => (typeof f === "string" ? featureName(lang, f) : Object.entries(f).map(([k, v]) => `${featureName(lang, k)} ${v}`).join(", ")))
    .join(", ");
}

export interface BoardOptions {
  catalogue: Map<string, CreatureDef>;
  lang: BLang | string;
  /** Player labels ("You", "Computer", "Player 1"...). */
  labels: [string, string];
}

export function creatureName(o: { catalogue: Map<string, CreatureDef>; lang: string }, card: string): string {
  const n = o.catalogue.get(card)?.name;
  if (!n) return card;
  return typeof n === "string" ? n : o.lang === "ru" ? n.ru : n.en;
}

/** "Veteran Knight #1", as the engine's narration names a creature. */
export const nameOf = (o: BoardOptions, m: { creatures: CreatureView[] }, uid: number) => {
  const c = m.creatures.find((x) => x.uid === uid);
  return c ? `${creatureName(o, c.card)} #${uid}` : `#${uid}`;
};


function token(c: CreatureView, o: BoardOptions, m: Model): HTMLElement {
  const def = o.catalogue.get(c.card);
  const a = el("article", `bz-creature p${c.owner}`);
  a.dataset.uid = String(c.uid);
  a.dataset.card = c.card;
  if (c.closed) a.classList.add("closed");
  if (c.dead) a.classList.add("dead");
  if (m.attack?.attacker === c.uid) a.classList.add("attacking");
  if (m.attack?.target === c.uid) a.classList.add("targeted");
  const name = creatureName(o, c.card);
  a.append(el("span", "bz-name", name), el("span", "bz-uid", `#${c.uid}`));
  const left = Math.max(0, c.life - c.wounds);
  const life = el("span", "bz-life", `♥ ${left}/${c.life}`);
  life.title = `${bt(o.lang, "wounds")}: ${c.wounds}`;
  const row = el("span", "bz-row");
  row.append(life);
  if (def) row.append(el("span", "bz-strike", def.strike.join("-")));
  a.append(row);
  const marks = el("span", "bz-marks");
  if (c.closed && !c.dead) marks.append(el("span", "bz-closed", `⤵ ${bt(o.lang, "closed")}`));
  if (c.poison > 0) marks.append(el("span", "bz-poison", `☠${c.poison}`));
  if (c.dead) marks.append(el("span", "bz-dead", `✝ ${bt(o.lang, "dead")}`));
  a.append(marks);
  const feats = features(o.lang, def);
  a.title = `${name} #${c.uid} — ${o.labels[c.owner]}. ${bt(o.lang, "life")} ${c.life}, ${bt(o.lang, "wounds")} ${c.wounds}${def ? `, ${bt(o.lang, "strike")} ${def.strike.join("-")}` : ""}${feats ? `. ${feats}` : ""}${c.poison ? `. ${bt(o.lang, "poison")} ${c.poison}` : ""}${c.closed ? `. ${bt(o.lang, "closed")}` : ""}`;
  a.setAttribute("aria-label", a.title);
  return a;
}

function attackPanel(m: Model, o: BoardOptions): HTMLElement {
  const box = el("section", "bz-attack");
  box.setAttribute("aria-label", bt(o.lang, "attack"));
  const a = m.attack;
  if (!a) {
    box.classList.add("idle");
    box.append(el("p", "bz-turn", `${bt(o.lang, "turn")} ${m.turn} — ${o.labels[m.active]} (${bt(o.lang, "active")})`));
    if (m.outcome) box.append(el("p", "bz-over", outcomeText(m.outcome, o)));
    return box;
  }
  box.append(el("p", "bz-turn", `${bt(o.lang, "turn")} ${m.turn} — ${bt(o.lang, "attack")}: ${nameOf(o, m, a.attacker)} → ${nameOf(o, m, a.target)}`));
  const steps = el("ol", "bz-steps");
  const cur = a.step ? STEPS.indexOf(a.step as any) : -1;
  STEPS.forEach((s, i) => {
    const li = el("li", "", stepName(o.lang, s));
    li.dataset.step = s;
    if (i < cur || (i === cur && a.ended)) li.className = "past";
    if (i === cur && !a.ended) {
      li.className = "now";
      li.setAttribute("aria-current", "step");
    }
    steps.append(li);
  });
  box.append(steps);
  const info = el("dl", "bz-info");
  const row = (k: string, v: string, cls: string) => {
    const d = el("div", cls);
    d.append(el("dt", "", k), el("dd", "", v));
    info.append(d);
  };
  row(bt(o.lang, "priority"), a.priority === null ? "—" : o.labels[a.priority], "bz-priority");
  const die = (v: number | null) => (v === null ? "–" : `[${v}]`);
  row(bt(o.lang, "dice"), `${bt(o.lang, "attacker")} ${die(a.rolls[0])} · ${bt(o.lang, "defender")} ${a.single_roll ? "—" : die(a.rolls[1])}`, "bz-dice");
  const s = (v: string | null) => (v ? bt(o.lang, v as Key) : bt(o.lang, "none"));
  if (a.strikes[0] || a.strikes[1] || a.difference !== null)
    row(bt(o.lang, "strikes"), `${bt(o.lang, "attacker")} ${s(a.strikes[0])} · ${bt(o.lang, "defender")} ${s(a.strikes[1])}${a.exchange ? ` (${bt(o.lang, "exchange")})` : ""}`, "bz-strikes");
  const stack = m.stack.length ? m.stack.map((x) => `${featureName(o.lang, x.feature)} (${nameOf(o, m, x.creature)})`).reverse().join(" ▸ ") : bt(o.lang, "emptyStack");
  row(bt(o.lang, "stack"), stack, "bz-stack");
  box.append(info);
  return box;
}

export function outcomeText(out: NonNullable<Model["outcome"]>, o: BoardOptions) {
  return "winner" in out ? `${o.labels[out.winner]} ${bt(o.lang, "wins")}` : bt(o.lang, "draw");
}

/** Draws the whole frame into `root`. */
export function renderBoard(root: HTMLElement, m: Model, o: BoardOptions) {
  root.classList.add("bz-board-root");
  const wrap = el("div", "bz");
  const label = (p: number) => {
    const h = el("div", `bz-side-label p${p}`, o.labels[p]);
    if (m.active === p) h.append(" ", el("span", "bz-active", bt(o.lang, "active")));
    return h;
  };
  const grid = el("div", "bz-grid");
  grid.setAttribute("role", "grid");
  for (let r = 5; r >= 0; r--) {
    const tr = el("div", "bz-rowline");
    tr.setAttribute("role", "row");
    for (let c = 0; c < 5; c++) {
      const cell = el("div", `bz-cell ${r >= 3 ? "side1" : "side0"}`);
      cell.setAttribute("role", "gridcell");
      cell.dataset.cell = `${c},${r}`;
      cell.append(el("span", "bz-coord", `${c},${r}`));
      const here = m.creatures.find((x) => !x.dead && x.cell[0] === c && x.cell[1] === r);
      if (here) cell.append(token(here, o, m));
      tr.append(cell);
    }
    grid.append(tr);
  }
  wrap.append(label(1), grid, label(0));
  const fallen = m.creatures.filter((x) => x.dead);
  const dead = el("div", "bz-fallen");
  if (fallen.length) {
    dead.append(el("span", "bz-fallen-title", `${bt(o.lang, "fallen")}:`));
    for (const c of fallen) dead.append(token(c, o, m));
  }
  wrap.append(dead, attackPanel(m, o));
  root.replaceChildren(wrap);
}

function float(root: HTMLElement, uid: unknown, text: string, cls: string) {
  const target = root.querySelector<HTMLElement>(`[data-uid="${(uid as { uid: number }).uid}"]`);
  if (!target) return;
  const f = el("span", `float ${cls}`, text);
  target.append(f);
  target.classList.add("flash");
}

/** The effect of the event just shown. */
export function effect(root: HTMLElement, e: AnyEvent, lang: string = "en") {
  switch (e.kind) {
    case "wounded":
      float(root, e.target, `−${e.wounds}`, "dmg");
      break;
    case "poison_wounds":
      float(root, e.creature, `−${e.wounds}`, "dmg poison");
      break;
    case "regenerated":
      float(root, e.creature, `+${e.healed}`, "heal");
      break;
    case "wounds_prevented":
      float(root, e.target, `−${e.prevented}✕`, "mod");
      break;
    case "poison_marker":
      float(root, e.target, `☠+${e.amount}`, "dmg poison");
      break;
    case "died": {
      const t = root.querySelector<HTMLElement>(`[data-uid="${(e.creature as { uid: number }).uid}"]`);
      t?.classList.add("dying");
      break;
    }
    case "moved":
    case "closed":
      float(root, e.creature, e.kind === "moved" ? "↦" : "⤵", "mod");
      break;
    case "attack_declared":
      float(root, e.attacker, "⚔", "mod");
      break;
    case "die_rolled":
    case "die_rerolled":
    case "die_modified":
      root.querySelector(".bz-dice")?.classList.add("flash");
      break;
    case "strikes_determined":
    case "exchange_chosen":
      root.querySelector(".bz-strikes")?.classList.add("flash");
      break;
    case "striking":
      float(root, e.target, `⚔ ${bt(lang, e.strength as Key)}`, "mod");
      break;
    case "strike_blocked":
      float(root, e.target, "⛔", "mod");
      break;
    case "priority_passed":
      root.querySelector(".bz-priority")?.classList.add("flash");
      break;
    case "trigger_put":
    case "trigger_resolved":
      root.querySelector(".bz-stack")?.classList.add("flash");
      break;
    case "step_started":
    case "step_ended":
      root.querySelector(".bz-steps")?.classList.add("flash");
      break;
  }
}

export function berserkView(options: () => BoardOptions): () => View<Model> {
  return () => {
    const o = options();
    return { lang: o.lang, render: (root, m) => renderBoard(root, m, o), effect: (root, e) => effect(root, e, o.lang) };
  };
}
