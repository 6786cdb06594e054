// Berserk's decision panel: a button per engine option, grouped (strikes, then moves, then the
// rest, passing last); hovering or focusing an option marks its cell or creature on the board.
// The board answers clicks too: click one of your creatures to see where it can go (cells
// marked) and whom it can strike (enemies marked), then click the cell or the enemy; a
// creature named by a response (defender, redirect, reroll) is clicked to choose it. A flyer is
// clicked in its flyer zone like a creature on the board. The preparation's decisions are prep.ts's.
import type { PanelContext } from "../../shell/game-page";
import { button, heading, el, refused } from "../../shell/dom";
import { nameOf, type Catalogue } from "./board";
import { STRINGS, type BerserkLang } from "./strings";
import type { BerserkEffect } from "arbiter-engine";
import type { BerserkTypes, Choice, Decision } from "./types";
import { askPrep, PREP_KINDS } from "./prep";

/** The board element an option is about (its cell, target or creature), as a selector. */
function hintOf(o: Choice): string {
  if (o.type === "move") return `[data-cell="${o.to.join(",")}"]`;
  if (o.type === "strike") return `[data-uid="${o.target}"]`;
  if ("creature" in o) return `[data-uid="${o.creature}"]`;
  return "";
}

/** The effect (`{"block": "feature"}`, `{"gain": {...}}`…) of feature number `index` of `card`, if it is written as data. */
function effectOf(catalogue: Catalogue, card: string | undefined, index: number): BerserkEffect | null {
  const f = card ? catalogue.get(card)?.features?.[index] : undefined;
  return typeof f === "object" && "rule" in f ? f.rule.do : null;
}

/** What a `use` does, in words: the effect, what a block blocks, the feature gained. */
function effectLabel(w: (typeof STRINGS)[BerserkLang], does: BerserkEffect): string {
  if ("block" in does) return w.effects[does.block === "feature" ? "block_feature" : "block_attack"];
  if ("gain" in does) {
    const f = does.gain.feature;
    const key = typeof f === "string" ? f : (Object.keys(f)[0] ?? "");
    return `${w.effects.gain}: ${w.features[key] ?? key}`;
  }
  const [key, value] = Object.entries(does)[0] ?? ["", null];
  const base = w.effects[key] ?? key;
  return typeof value === "number" ? `${base} ${value}` : base;
}

/** A response on a creature's card that the engine does not offer now: the choice it would be. */
interface Unoffered {
  candidate: Choice;
  uid: number;
  card: string;
  feature: number;
}

/**
 * The responses the deciding player's creatures have on their cards (block, inspire, an instant
 * written as data) that the engine does not offer now: each is shown as a disabled button with
 * the engine's reason (asked of the host in one `whyNot` round trip), so a player sees why a
 * feature cannot be used.
 */
function unoffered(d: Decision, ctx: PanelContext<BerserkTypes, BerserkLang>, catalogue: Catalogue): Unoffered[] {
  const out: Unoffered[] = [];
  for (const c of ctx.state.creatures) {
    if (c.owner !== d.player || c.dead) continue;
    (catalogue.get(c.card)?.features ?? []).forEach((f, feature) => {
      // An instant written as data names its step: it is shown in that step only.
      const when = typeof f === "object" && "rule" in f ? f.rule.when : null;
      const instant = typeof when === "object" && when !== null && when.instant === d.step;
      const candidate: Choice | null =
        f === "block" || f === "inspire"
          ? { type: f, player: d.player, creature: c.uid }
          : instant
            ? { type: "use", player: d.player, creature: c.uid, feature }
            : null;
      if (!candidate) return;
      const offered = d.options.some((o) => o.type === candidate.type && "creature" in o && o.creature === c.uid && (o.type !== "use" || (candidate.type === "use" && o.feature === candidate.feature)));
      if (!offered) out.push({ candidate, uid: c.uid, card: c.card, feature });
    });
  }
  return out;
}

/** The disabled buttons of `list`, each with its reason (`reasons[i]` is `list[i]`'s; null: not refused after all, not shown). */
function unavailable(list: Unoffered[], reasons: readonly (string | null)[], catalogue: Catalogue, name: (uid: number) => string, w: (typeof STRINGS)[BerserkLang]): HTMLElement[] {
  const out: HTMLElement[] = [];
  list.forEach(({ candidate, uid, card, feature }, i) => {
    const reason = reasons[i];
    if (!reason) return;
    const does = candidate.type === "use" ? effectOf(catalogue, card, feature) : null;
    const label = candidate.type === "block" ? w.blockWith : candidate.type === "inspire" ? w.inspireWith : w.useFeature;
    const text = `${label} ${name(uid)}${does ? ` — ${effectLabel(w, does)}` : ""}`;
    const box = el("span", "bz-unavailable");
    box.append(...refused(text, reason, `why-${uid}-${feature}`));
    out.push(box);
  });
  return out;
}

/** A person's Berserk choice. */
export async function askBerserk(d: Decision, ctx: PanelContext<BerserkTypes, BerserkLang>, catalogue: Catalogue): Promise<Choice> {
  const w = STRINGS[ctx.lang];
  const name = (uid: number) => nameOf({ catalogue, lang: ctx.lang }, ctx.state, uid);
  stopBoardClicks?.();
  stopBoardClicks = null;
  // A whole game's preparation: the roll's choice, the deal, recruitment, placement.
  if (PREP_KINDS.includes(d.kind)) return askPrep(d, ctx, catalogue, (s) => (stopBoardClicks = s));
  const notNow = d.kind === "priority" ? unoffered(d, ctx, catalogue) : [];
  const reasons = notNow.length ? await ctx.whyNot(notNow.map((u) => u.candidate)) : [];
  return new Promise((answer) => {
    const resolve = (o: Choice) => {
      stopBoardClicks?.();
      answer(o);
    };
    const groups = new Map<string, HTMLElement[]>();
    const add = (group: string, b: HTMLElement) => groups.set(group, [...(groups.get(group) ?? []), b]);
    d.options.forEach((o, i) => {
      const attrs = { "data-type": o.type, "data-option": String(i), "data-choice": JSON.stringify(o) };
      const go = () => resolve(o);
      const hint = (b: HTMLElement) => {
        const sel = hintOf(o);
        if (!sel) return b;
        const on = (v: boolean) => document.querySelector(`#board ${sel}`)?.classList.toggle("bz-hint", v);
        b.addEventListener("mouseenter", () => on(true));
        b.addEventListener("focus", () => on(true));
        b.addEventListener("mouseleave", () => on(false));
        b.addEventListener("blur", () => on(false));
        return b;
      };
      switch (o.type) {
        case "move":
          add(`${w.movesOf}: ${name(o.creature)}`, hint(button(`${w.move} → [${o.to.join(", ")}]`, attrs, go)));
          break;
        case "strike":
          add(`${w.strikesOf}: ${name(o.attacker)}`, hint(button(`⚔ ${name(o.target)}`, attrs, go)));
          break;
        case "reroll":
          add(w.reroll, hint(button(`${w.reroll}: ${o.role === "attacker" ? w.attacker : w.defender} (${name(o.creature)})`, attrs, go)));
          break;
        case "redirect":
          add(w.other, hint(button(`${w.redirect} ${name(o.creature)}`, attrs, go)));
          break;
        case "defender":
          add(w.other, hint(button(`${w.defend} ${name(o.creature)}`, attrs, go)));
          break;
        case "block":
          add(w.other, hint(button(`${w.blockWith} ${name(o.creature)}`, attrs, go)));
          break;
        case "inspire":
          add(w.other, hint(button(`${w.inspireWith} ${name(o.creature)}`, attrs, go)));
          break;
        case "use": {
          const does = effectOf(catalogue, ctx.state.creatures.find((c) => c.uid === o.creature)?.card, o.feature);
          const label = does ? ` — ${effectLabel(w, does)}` : "";
          add(w.other, hint(button(`${w.useFeature} ${name(o.creature)}${label}`, attrs, go)));
          break;
        }
        case "exchange":
          add(w.exchange, button(o.choice === "lower" ? w.lower : w.asRolled, attrs, go));
          break;
        case "pass":
          add("", button(d.kind === "main" ? w.endTurn : w.pass, attrs, go));
          break;
      }
    });
    unavailable(notNow, reasons, catalogue, name, w).forEach((b) => add(w.notNow, b));
    const what = d.kind === "main" ? w.main : d.kind === "exchange" ? w.exchange : `${w.priorityIn} — ${d.step ? w.steps[d.step] : ""}`;
    const rank = (group: string) => (group === "" ? 9 : group === w.notNow ? 8 : group.startsWith(w.strikesOf) ? 1 : group.startsWith(w.movesOf) ? 2 : 0);
    const parts: HTMLElement[] = [heading(`${ctx.labels[d.player]} — ${what}`)];
    // On a narrow screen each creature's moves fold under one line: the board takes the click.
    const narrow = window.matchMedia("(max-width: 699px)").matches;
    for (const g of [...groups.keys()].sort((a, b) => rank(a) - rank(b))) {
      const buttons = groups.get(g) ?? [];
      const row = el("div", "choices");
      row.append(...buttons);
      if (narrow && g.startsWith(w.movesOf)) {
        const box = el("details", "bz-group bz-moves");
        box.append(el("summary", "", `${g} (${buttons.length})`), row);
        parts.push(box);
        continue;
      }
      const box = el("div", "bz-group");
      if (g) box.append(heading(g, "h3"));
      box.append(row);
      parts.push(box);
    }
    ctx.show(d.kind, ...parts);
    stopBoardClicks = boardClicks(d, resolve);
  });
}

/** Ends the board's answering of the decision shown last (answered, or abandoned). */
let stopBoardClicks: (() => void) | null = null;

/** The creature an option is about, and whom or where it goes: the uid it is chosen by on the board. */
const actorOf = (o: Choice): number | null => (o.type === "move" ? o.creature : o.type === "strike" ? o.attacker : "creature" in o ? o.creature : null);

/**
 * Lets the board answer `d`: a click on a creature with moves or strikes selects it and marks
 * its reachable cells (`bz-reach`) and strike targets (`bz-target`); a click on a marked cell or
 * target sends that option. A creature with exactly one other option (a response) sends it.
 * The listener goes once the decision is answered.
 */
function boardClicks(d: Decision, resolve: (c: Choice) => void): () => void {
  const board = document.querySelector<HTMLElement>("#board");
  if (!board) return () => {};
  let selected: number | null = null;
  const mark = () => {
    for (const e of board.querySelectorAll(".bz-reach, .bz-target, .bz-selected")) e.classList.remove("bz-reach", "bz-target", "bz-selected");
    const actors = new Set(d.options.map(actorOf).filter((u): u is number => u !== null));
    for (const u of actors) board.querySelector(`[data-uid="${u}"]`)?.classList.add("bz-actor");
    if (selected === null) return;
    board.querySelector(`[data-uid="${selected}"]`)?.classList.add("bz-selected");
    for (const o of d.options) {
      if (o.type === "move" && o.creature === selected) board.querySelector(`[data-cell="${o.to.join(",")}"]`)?.classList.add("bz-reach");
      if (o.type === "strike" && o.attacker === selected) board.querySelector(`[data-uid="${o.target}"]`)?.classList.add("bz-target");
    }
  };
  const stop = () => {
    board.removeEventListener("click", onClick);
    for (const e of board.querySelectorAll(".bz-reach, .bz-target, .bz-selected, .bz-actor")) e.classList.remove("bz-reach", "bz-target", "bz-selected", "bz-actor");
  };
  const done = (o: Choice) => resolve(o);
  function onClick(ev: MouseEvent) {
    const target = ev.target instanceof Element ? ev.target : null;
    // The card reader's button on a creature reads it, and chooses nothing.
    if (target?.closest("[data-face]")) return;
    const creature = target?.closest<HTMLElement>("[data-uid]");
    const cell = target?.closest<HTMLElement>("[data-cell]");
    const uid = creature ? Number(creature.dataset.uid) : null;
    if (selected !== null) {
      const strike = d.options.find((o) => o.type === "strike" && o.attacker === selected && o.target === uid);
      if (strike) return done(strike);
      const to = cell?.dataset.cell;
      const move = d.options.find((o) => o.type === "move" && o.creature === selected && o.to.join(",") === to);
      if (move && uid === null) return done(move);
    }
    if (uid !== null) {
      const own = d.options.filter((o) => actorOf(o) === uid);
      const spatial = own.filter((o) => o.type === "move" || o.type === "strike");
      if (spatial.length > 0) {
        selected = selected === uid ? null : uid;
        return mark();
      }
      if (own.length === 1) return done(own[0]);
    }
    selected = null;
    mark();
  }
  board.addEventListener("click", onClick);
  mark();
  return stop;
}
