// Berserk's decision panel: a button per engine option, grouped (strikes, then moves, then the
// rest, passing last); hovering or focusing an option marks its cell or creature on the board.
// The board answers clicks too: click one of your creatures to see where it can go (cells
// marked) and whom it can strike (enemies marked), then click the cell or the enemy; a
// creature named by a response (defender, redirect, reroll) is clicked to choose it. A flyer is
// clicked in its flyer zone like a creature on the board. A ranged attack [B-GAME-9] is made the
// same way (its targets, near or far, are marked dashed); a target attacked in several ways
// opens a small choice ("Strike", "Shot 1"); the selected creature's box in the panel takes a
// counter [B-GAME-11]. The preparation's decisions are prep.ts's.
import type { PanelContext } from "../../shell/game-page";
import { button, heading, el, refused } from "../../shell/dom";
import { creatureName, nameOf, type Catalogue } from "./board";
import { STRINGS, type BerserkLang, type BerserkStrings } from "./strings";
import type { BerserkEffect } from "arbiter-engine";
import type { BerserkTypes, Choice, CreatureDef, Decision } from "./types";
import { chosenEffect, distinctLabels, rangedLabel } from "./ranged";
import { askPrep, PREP_KINDS } from "./prep";
import { wordsOf } from "./texts";

/** A cell as the panel and the lit cells name it ("Cell 0,3"). */
const cellName = (w: BerserkStrings, cell: readonly number[]) => `${w.cellWord} ${cell.join(",")}`;

/** The board element an option is about (its cell, target or creature), as a selector. */
function hintOf(o: Choice): string {
  if (o.type === "move") return `[data-cell="${o.to.join(",")}"]`;
  if (o.type === "act" && o.cell) return `[data-cell="${o.cell.join(",")}"]`;
  if (o.type === "strike" || o.type === "act" || o.type === "valhalla" || o.type === "trigger") return `[data-uid="${o.target}"]`;
  if (o.type === "incarnate" || o.type === "cell") return `[data-cell="${o.cell.join(",")}"]`;
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
  const creature = (uid: number) => ctx.state.creatures.find((c) => c.uid === uid);
  /** The card of creature `uid` (its ranged attacks are its card's abilities). */
  const defOf = (uid: number) => catalogue.get(creature(uid)?.card ?? "");
  const countersOn = (uid: number) => creature(uid)?.counters ?? 0;
  /** "Stonetree #2: at the end of its owner's turn, …": the ability's own line, as the engine words it. */
  const abilityOf = (uid: number, ability: number) => {
    // [B-PROPHECY] A card of the deck a prophecy revealed (the Punitive Squad) is no creature yet: named by the uid it will have.
    if (!creature(uid)) return `${w.revealedCard} #${uid}`;
    const own = wordsOf(creature(uid)?.card ?? "", ctx.lang).abilityTexts;
    // [B-GAME-13] Numbered on after its card's own: an ability it borrowed (Degaska's).
    const count = defOf(uid)?.abilities?.length ?? own.length;
    const lent = ability >= count ? creature(uid)?.borrowed?.[ability - count] : undefined;
    const line = lent ? wordsOf(lent.card, ctx.lang).abilityTexts[lent.ability] : own[ability];
    return `${name(uid)}: ${line ?? `${w.triggerOf} ${ability + 1}`}`;
  };
  /** The Valhalla ability of the fallen creature `uid`, in the engine's words. */
  const valhallaOf = (uid: number) => {
    const i = defOf(uid)?.abilities?.findIndex((a) => a.when === "valhalla") ?? -1;
    return i >= 0 ? abilityOf(uid, i) : `${w.valhalla} (${name(uid)})`;
  };
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
        case "act": {
          // On a cell: the creature it puts or brings back there named too, when not itself,
          // and the card of the graveyard it exiles for it (its `also`, B-GAME-12).
          const exiled = o.cell && o.also?.length ? ` (${w.exiled}: ${o.also.map(name).join(", ")})` : "";
          add(`${w.ranged.of}: ${name(o.creature)}`, hint(button(`➶ ${rangedLabel(w, defOf(o.creature), o.ability)} → ${o.cell ? `${o.target !== o.creature ? `${name(o.target)} → ` : ""}${cellName(w, o.cell)}${exiled}` : name(o.target)}`, attrs, go)));
          break;
        }
        case "take_counter":
          add(w.ranged.countersGroup, hint(button(`● ${w.ranged.takeCounter}: ${name(o.creature)}${countersOn(o.creature) ? ` (●${countersOn(o.creature)})` : ""}`, attrs, go)));
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
        case "valhalla":
          add(valhallaOf(o.creature), hint(button(`★ ${name(o.target)}`, attrs, go)));
          break;
        case "incarnate":
          add(`${w.incarnate} (${name(o.creature)})`, hint(button(cellName(w, o.cell), attrs, go)));
          break;
        case "trigger":
          add(abilityOf(o.creature, o.ability), hint(button(`✦ ${name(o.target)}`, attrs, go)));
          break;
        case "put_back": {
          // [B-PROPHECY] A card of the look at the deck's top: its seat's view names it.
          const card = ctx.state.look?.cards[o.card];
          const label = card ? creatureName({ catalogue, lang: ctx.lang }, card) : `${o.card + 1}`;
          add(abilityOf(o.creature, o.ability), button(`${label} — ${o.bottom ? w.putAtBottom : w.putOnTop}`, attrs, go));
          break;
        }
        case "effect": {
          // What the option does, as the engine's state says it (a close, a push, wounds, or
          // one of a card's "choose one" sets, named by number).
          const offer = ctx.state.effects?.[o.option];
          const label =
            offer?.does === "close" ? w.effectClose
            : offer?.does === "push" ? w.effectPush
            : offer?.does === "wounds" ? w.effectWounds
            : offer?.does === "card_option" ? w.effectOption(offer.option + 1)
            : `${o.option + 1}`;
          add(abilityOf(o.creature, o.ability), button(label, attrs, go));
          break;
        }
        case "number":
          add(abilityOf(o.creature, o.ability), button(`${w.chooseNumber} ${o.value}`, attrs, go));
          break;
        case "cell":
          // [B-MARKER] A cell its card's ability chooses (the far end of Bul'Bagur's light).
          add(abilityOf(o.creature, o.ability), hint(button(cellName(w, o.cell), attrs, go)));
          break;
        case "reveal":
          // [B-GAME-13] A card of the deck its ability may show: this seat's options alone name them.
          add(abilityOf(o.creature, o.ability), button(`${w.showCard} ${creatureName({ catalogue, lang: ctx.lang }, o.card)}`, attrs, go));
          break;
        case "keep_die":
          add(`${w.keepDieOf} (${name(o.creature)})`, button(`🎲 ${w.keepDie} ${o.value}`, attrs, go));
          break;
        case "decline":
          add(abilityOf(o.creature, o.ability), button(d.kind === "targets" ? w.noMoreTargets : w.declineTrigger, attrs, go));
          break;
        case "pass":
          add("", button(d.kind === "main" ? w.endTurn : w.pass, attrs, go));
          break;
      }
    });
    unavailable(notNow, reasons, catalogue, name, w).forEach((b) => add(w.notNow, b));
    const what =
      d.kind === "main" ? w.main
      : d.kind === "exchange" ? w.exchange
      : d.kind === "valhalla" ? w.valhalla
      : d.kind === "incarnation" ? w.incarnate
      : d.kind === "trigger" ? w.triggerAsks
      : d.kind === "targets" ? w.targetsAsk
      : `${w.priorityIn} — ${d.step ? w.steps[d.step] : ""}`;
    // Strikes, ranged attacks, counters to take, moves; the responses first (a priority window's); passing last.
    const rank = (group: string) =>
      group === "" ? 9 : group === w.notNow ? 8 : group.startsWith(w.strikesOf) ? 1 : group.startsWith(w.ranged.of) ? 2 : group === w.ranged.countersGroup ? 3 : group.startsWith(w.movesOf) ? 4 : 0;
    // The creature selected on the board: its name, counters, and what it does but move or attack (take a counter).
    const selection = el("div", "bz-selection");
    selection.hidden = true;
    selection.setAttribute("aria-live", "polite");
    const parts: HTMLElement[] = [heading(`${ctx.labels[d.player]} — ${what}`), selection];
    // On a narrow screen each creature's moves and ranged attacks fold under one line: the board takes the click.
    const narrow = window.matchMedia("(max-width: 699px)").matches;
    for (const g of [...groups.keys()].sort((a, b) => rank(a) - rank(b))) {
      const buttons = groups.get(g) ?? [];
      const row = el("div", "choices");
      row.append(...buttons);
      if (narrow && (g.startsWith(w.movesOf) || g.startsWith(w.ranged.of))) {
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
    stopBoardClicks = boardClicks(d, resolve, { selection, name, defOf, countersOn, w });
  });
}

/** Ends the board's answering of the decision shown last (answered, or abandoned). */
let stopBoardClicks: (() => void) | null = null;

/** The creature an option is about, and whom or where it goes: the uid it is chosen by on the board. */
const actorOf = (o: Choice): number | null => (o.type === "move" ? o.creature : o.type === "strike" ? o.attacker : "creature" in o ? o.creature : null);

/** The options a click on a creature selects it for (its other options, responses, are sent by the click). */
const SELECTING: ReadonlySet<string> = new Set(["move", "strike", "act", "take_counter"]);

/** What the board's clicks need of the panel: the selected creature's box, names, cards and counters, words. */
interface ClickContext {
  selection: HTMLElement;
  name(uid: number): string;
  defOf(uid: number): CreatureDef | undefined;
  countersOn(uid: number): number;
  w: BerserkStrings;
}

/**
 * Lets the board answer `d`: a click on a creature with moves, strikes, ranged attacks or a
 * counter to take selects it, marks its reachable cells (`bz-reach`) and targets (`bz-target`;
 * `bz-ranged` for a ranged attack's) and shows it in the panel's selection box (with its "Take a
 * counter" button); a click on a marked cell or target sends that option, or, when the target
 * may be attacked in several ways (a strike and a shot, two ranged abilities), opens a small
 * choice naming them. A creature with exactly one other option (a response) sends it. The
 * listener goes once the decision is answered.
 */
function boardClicks(d: Decision, resolve: (c: Choice) => void, x: ClickContext): () => void {
  const board = document.querySelector<HTMLElement>("#board");
  if (!board) return () => {};
  const { w } = x;
  let selected: number | null = null;
  let menu: { box: HTMLElement; close(): void } | null = null;
  const attrs = (o: Choice) => ({ "data-type": o.type, "data-option": String(d.options.indexOf(o)), "data-choice": JSON.stringify(o) });
  /** The selected creature's attacks on `uid`: its simple strike, then its ranged attacks by ability. */
  const attacksOn = (uid: number) =>
    d.options.filter((o) => (o.type === "strike" && o.attacker === selected && o.target === uid) || (o.type === "act" && !o.cell && o.creature === selected && o.target === uid));
  const showSelection = () => {
    const box = x.selection;
    if (selected === null) {
      box.hidden = true;
      box.replaceChildren();
      return;
    }
    const uid = selected;
    const line = el("p", "bz-selection-name");
    line.append(el("span", "bz-selection-label", `${w.ranged.selected}: `), el("strong", "", x.name(uid)));
    const n = x.countersOn(uid);
    if (n > 0) {
      const badge = el("span", "bz-counters", `●${n}`);
      badge.title = w.ranged.onIt(n);
      line.append(" ", badge);
    }
    const row = el("div", "choices");
    for (const o of d.options) if (o.type === "take_counter" && o.creature === uid) row.append(button(`● ${w.ranged.takeCounter}`, attrs(o), () => done(o)));
    const any = d.options.some((o) => (o.type === "move" || o.type === "strike" || o.type === "act") && actorOf(o) === uid);
    box.replaceChildren(line, ...(row.childElementCount ? [row] : []), ...(any ? [el("p", "bz-help", w.ranged.hint)] : []));
    box.hidden = false;
  };
  /** Lights the cell of a choice made on a cell; the keyboard reaches it (Tab) and chooses it (Enter). */
  const lightCell = (cell: readonly number[], label: string) => {
    const c = board.querySelector<HTMLElement>(`.bz-cell[data-cell="${cell.join(",")}"]`);
    if (!c) return;
    c.classList.add("bz-reach");
    c.tabIndex = 0;
    c.setAttribute("aria-label", `${label}: ${cellName(w, cell)}`);
  };
  const unlightCells = () => {
    for (const c of board.querySelectorAll<HTMLElement>(".bz-cell[tabindex]")) {
      c.removeAttribute("tabindex");
      c.removeAttribute("aria-label");
    }
  };
  const mark = () => {
    for (const e of board.querySelectorAll(".bz-reach, .bz-target, .bz-ranged, .bz-selected")) e.classList.remove("bz-reach", "bz-target", "bz-ranged", "bz-selected");
    unlightCells();
    const actors = new Set(d.options.map(actorOf).filter((u): u is number => u !== null));
    for (const u of actors) board.querySelector(`[data-uid="${u}"]`)?.classList.add("bz-actor");
    showSelection();
    // An incarnation's cells [B-INCARNATION].
    for (const o of d.options) if (o.type === "incarnate") lightCell(o.cell, `${w.incarnate} (${x.name(o.creature)})`);
    // The cells a triggered ability chooses among: to mark, or to teleport or jump onto [B-MARKER], [B-GAME-13].
    for (const o of d.options) if (o.type === "cell") lightCell(o.cell, `${w.chooseCell} (${x.name(o.creature)})`);
    if (selected === null) return;
    board.querySelector(`[data-uid="${selected}"]`)?.classList.add("bz-selected");
    for (const o of d.options) {
      if (o.type === "move" && o.creature === selected) board.querySelector(`[data-cell="${o.to.join(",")}"]`)?.classList.add("bz-reach");
      if (o.type === "strike" && o.attacker === selected) board.querySelector(`[data-uid="${o.target}"]`)?.classList.add("bz-target");
      // [B-MARKER] An action on a cell (a bonfire): its cells.
      if (o.type === "act" && o.creature === selected && o.cell) lightCell(o.cell, `${rangedLabel(w, x.defOf(selected), o.ability)} (${x.name(selected)})`);
      else if (o.type === "act" && o.creature === selected) board.querySelector(`[data-uid="${o.target}"]`)?.classList.add("bz-target", "bz-ranged");
    }
  };
  const closeMenu = () => {
    menu?.close();
    menu = null;
  };
  /** The small choice among `options` titled `title` beside `anchor`: the attacks on a creature (its tile), or the actions of the selected creature on a cell. */
  const chooseAttack = (anchor: HTMLElement, title: string, options: Choice[]) => {
    closeMenu();
    const box = el("div", "bz-attack-menu");
    box.setAttribute("role", "group");
    box.setAttribute("aria-label", title);
    const acts = options.filter((o): o is Extract<Choice, { type: "act" }> => o.type === "act");
    const labels = distinctLabels(w, selected === null ? undefined : x.defOf(selected), acts.map((o) => o.ability));
    const row = el("div", "choices");
    for (const o of options) {
      // An action on several creatures names the others it acts on too.
      const also = o.type === "act" && o.also?.length ? ` + ${o.also.map((u) => x.name(u)).join(", ")}` : "";
      const pick = o.type === "act" ? chosenEffect(w, selected === null ? undefined : x.defOf(selected), o.ability, o.x) : "";
      // On a cell: the creature it brings there, and the card of the graveyard it exiles for it (B-GAME-12).
      const onCell = o.type === "act" && o.cell ? `➶ ${x.name(o.target)}${o.also?.length ? ` (${w.exiled}: ${o.also.map((u) => x.name(u)).join(", ")})` : ""}` : null;
      const label = onCell ?? (o.type === "act" ? `➶ ${labels[acts.indexOf(o)]}${pick}${also}` : `⚔ ${w.ranged.strike}`);
      row.append(button(label, attrs(o), () => done(o)));
    }
    const cancel = button(w.ranged.cancel, { "data-action": "cancel-attack" }, () => {
      closeMenu();
      anchor.focus?.();
    });
    box.append(el("p", "bz-attack-menu-title", title), row, cancel);
    document.body.append(box);
    // Beside the target: below it, or above it when the screen (or, on a phone, the decision's
    // sheet) ends there; never off the screen's sides.
    const r = anchor.getBoundingClientRect();
    const m = box.getBoundingClientRect();
    const sheet = document.getElementById("decision-sheet");
    const floor = sheet && getComputedStyle(sheet).position === "fixed" ? Math.min(window.innerHeight, sheet.getBoundingClientRect().top) : window.innerHeight;
    const left = Math.max(8, Math.min(r.left + r.width / 2 - m.width / 2, window.innerWidth - m.width - 8));
    let top = r.bottom + 6;
    if (top + m.height > floor - 8) top = Math.max(8, r.top - m.height - 6);
    box.style.left = `${Math.round(left)}px`;
    box.style.top = `${Math.round(top)}px`;
    const onKey = (ev: KeyboardEvent) => {
      if (ev.key === "Escape") {
        ev.preventDefault();
        closeMenu();
      }
    };
    const onDown = (ev: PointerEvent) => {
      if (!(ev.target instanceof Node) || !box.contains(ev.target)) closeMenu();
    };
    box.addEventListener("keydown", onKey);
    // Deferred: the click that opened the choice does not close it.
    const armed = setTimeout(() => document.addEventListener("pointerdown", onDown, true), 0);
    menu = {
      box,
      close() {
        clearTimeout(armed);
        document.removeEventListener("pointerdown", onDown, true);
        box.remove();
      },
    };
    box.querySelector<HTMLButtonElement>("button")?.focus({ preventScroll: true });
  };
  /** The choice made on the cell `el` is in, if it is one: an incarnation there, or the selected creature's action on it. */
  const cellChoiceAt = (el: Element | null) => {
    const at = el?.closest<HTMLElement>(".bz-cell")?.dataset.cell;
    if (at === undefined) return undefined;
    return d.options.find((o) => (o.type === "incarnate" && o.cell.join(",") === at) || (o.type === "act" && o.creature === selected && o.cell?.join(",") === at));
  };
  /** The selected creature's actions on the cell `el` is in, when they are several (each bringing back another dead creature, or exiling another card for it, B-GAME-12). */
  const cellActionsAt = (el: Element | null) => {
    const cell = el?.closest<HTMLElement>(".bz-cell");
    const at = cell?.dataset.cell;
    const acts = at === undefined ? [] : d.options.filter((o) => o.type === "act" && o.creature === selected && o.cell?.join(",") === at);
    return cell && acts.length > 1 ? { cell, acts } : null;
  };
  /** A click or a key on a cell: its one choice made, or the small choice among the selected creature's actions on it opened. */
  const onCellChosen = (el: Element | null, o: Choice) => {
    const several = o.type === "act" && o.cell ? cellActionsAt(el) : null;
    if (several && o.type === "act" && o.cell && selected !== null) return chooseAttack(several.cell, `${rangedLabel(w, x.defOf(selected), o.ability)} → ${cellName(w, o.cell)}`, several.acts);
    done(o);
  };
  const onKey = (ev: KeyboardEvent) => {
    if (ev.key !== "Enter" && ev.key !== " ") return;
    const o = ev.target instanceof HTMLElement && ev.target.matches(".bz-cell.bz-reach") ? cellChoiceAt(ev.target) : undefined;
    if (!o) return;
    ev.preventDefault();
    onCellChosen(ev.target as Element, o);
  };
  const stop = () => {
    board.removeEventListener("click", onClick);
    board.removeEventListener("keydown", onKey);
    unlightCells();
    closeMenu();
    x.selection.hidden = true;
    for (const e of board.querySelectorAll(".bz-reach, .bz-target, .bz-ranged, .bz-selected, .bz-actor")) e.classList.remove("bz-reach", "bz-target", "bz-ranged", "bz-selected", "bz-actor");
  };
  const done = (o: Choice) => resolve(o);
  function onClick(ev: MouseEvent) {
    const target = ev.target instanceof Element ? ev.target : null;
    // The card reader's button on a creature reads it, and chooses nothing.
    if (target?.closest("[data-face]")) return;
    const creature = target?.closest<HTMLElement>("[data-uid]");
    const cell = target?.closest<HTMLElement>("[data-cell]");
    const uid = creature ? Number(creature.dataset.uid) : null;
    closeMenu();
    const onCell = uid === null ? cellChoiceAt(cell ?? null) : undefined;
    if (onCell?.type === "incarnate") return done(onCell);
    if (selected !== null) {
      if (uid !== null && creature) {
        const attacks = attacksOn(uid);
        if (attacks.length === 1) return done(attacks[0]);
        if (attacks.length > 1) return chooseAttack(creature, w.ranged.attackWith(x.name(uid)), attacks);
      }
      const to = cell?.dataset.cell;
      const move = d.options.find((o) => o.type === "move" && o.creature === selected && o.to.join(",") === to);
      if (move && uid === null) return done(move);
      // [B-MARKER] Else the selected creature's action on this cell (a bonfire on it).
      if (onCell) return onCellChosen(cell ?? null, onCell);
    }
    if (uid !== null) {
      const own = d.options.filter((o) => actorOf(o) === uid);
      if (own.some((o) => SELECTING.has(o.type))) {
        selected = selected === uid ? null : uid;
        return mark();
      }
      if (own.length === 1) return done(own[0]);
    }
    selected = null;
    mark();
  }
  board.addEventListener("click", onClick);
  board.addEventListener("keydown", onKey);
  mark();
  return stop;
}
