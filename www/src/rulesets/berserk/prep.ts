// A whole game's preparation on the Berserk page [B-GAME]: the first-player roll, each camp's
// deal (the cards as small faces: cost in gold or silver, element, life, strike, movement or
// the flyer's mark), recruitment and the squad to place face down; and the decision panel of
// each step. Everything drawn is the seat's view (another camp's cards are "face-down" there),
// and only the engine's options are clickable: a card it does not offer is dimmed, with the
// engine's reason (`whyNot`) shown when it is pointed at, focused or clicked.
import type { BoardOptions } from "../../shell/ruleset";
import type { PanelContext } from "../../shell/game-page";
import { button, el, heading, refused } from "../../shell/dom";
import { readable } from "../../shell/card-reader";
import { dieFace } from "../../shell/dice";
import { bottomSeat, creatureName, syllables, type Catalogue, type Names } from "./board";
import { STRINGS, type BerserkLang, type BerserkStrings } from "./strings";
import type { BerserkTypes, Camp, Choice, Decision, Prep, PrepKind, State } from "./types";

/** The preparation's decisions; after deployment (the Pathfinder) comes in the placement's phase [B-GAME-13]. */
export const PREP_KINDS: readonly string[] = ["side", "deal", "recruit", "place", "after_deployment"] satisfies (PrepKind | "after_deployment")[];

/** Whether the cards of `camp` (seat `p`) are shown face up: the seat's own, while its person looks. */
const known = (camp: Camp, cards: readonly string[], p: number, o: BoardOptions<BerserkLang>) => o.showHands.has(p) && cards.length > 0 && cards.every((c) => c !== "face-down") && camp.crystals !== null;

/** A card's small face: its cost (a gold crystal for an elite card, silver for an ordinary one), name, element, life, strike, and movement or the flyer's mark. */
export function cardFace(names: Names, id: string): HTMLElement[] {
  const w = STRINGS[names.lang];
  const def = names.catalogue.get(id);
  const name = creatureName(names, id);
  if (!def) return [el("span", "bz-card-name", name)];
  const cost = el("span", `bz-cost ${def.elite ? "elite" : "ordinary"}`, String(def.cost ?? "?"));
  cost.title = `${w.prep.cost} ${def.cost ?? "?"} (${def.elite ? w.prep.elite : w.prep.ordinary})`;
  const head = el("span", "bz-card-head");
  head.append(cost, el("span", "bz-card-name", syllables(name)));
  if (def.unique) {
    const u = el("span", "bz-unique", "♛");
    u.title = w.prep.unique;
    head.append(u);
  }
  const element = def.element ?? "neutral";
  const elem = el("span", `bz-card-el el-${element}`, w.elements[element] ?? element);
  const stats = el("span", "bz-card-stats");
  const flyer = def.kind === "flyer";
  stats.append(el("span", "bz-card-life", `♥${def.life}`), el("span", "bz-card-strike", `⚔${def.strike.join("-")}`), flyer ? el("span", "bz-card-fly", `✈ ${w.prep.flyer}`) : el("span", "bz-card-move", `➜${def.movement ?? 0}`));
  return [head, elem, stats];
}

/** What a card's face says in words (its button's accessible name). */
export function cardWords(names: Names, id: string): string {
  const w = STRINGS[names.lang];
  const def = names.catalogue.get(id);
  const name = creatureName(names, id);
  if (!def) return name;
  const move = def.kind === "flyer" ? w.prep.flyer : `${w.movement} ${def.movement ?? 0}`;
  return `${name}: ${w.prep.cost} ${def.cost ?? "?"} (${def.elite ? w.prep.elite : w.prep.ordinary}${def.unique ? `, ${w.prep.unique}` : ""}), ${w.elements[def.element ?? "neutral"] ?? ""}, ${w.life} ${def.life}, ${w.strike} ${def.strike.join("-")}, ${move}`;
}

/** A card of a row the player may click (a deal card, a squad card to place), with the card reader's button beside it. */
function pickable(names: Names, id: string, data: Record<string, string>, extra: HTMLElement[] = []): HTMLLIElement {
  const w = STRINGS[names.lang];
  const li = el("li", "bz-card");
  const pick = el("button", "bz-pick");
  pick.type = "button";
  for (const [k, v] of Object.entries(data)) pick.dataset[k] = v;
  pick.dataset.peek = id;
  // Nothing to do with it until the engine asks this seat (the panel marks the cards it offers).
  pick.setAttribute("aria-disabled", "true");
  pick.setAttribute("aria-label", cardWords(names, id));
  pick.append(...cardFace(names, id), ...extra);
  const read = readable(el("span", "bz-read", "i"), id, null);
  read.setAttribute("aria-label", `${creatureName(names, id)}: ${w.readCard}`);
  li.append(pick, read);
  return li;
}

/** The dice of the first-player roll, round by round, and who chooses (or who goes first); `compact`: the last round and who goes first, in one line. */
export function rollView(prep: Prep, labels: readonly string[], lang: BerserkLang, compact = false): HTMLElement {
  const w = STRINGS[lang].prep;
  const last = prep.rolls.at(-1);
  if (compact && last && prep.first !== null) {
    const line = el("p", "bz-roll-line");
    line.append(el("span", "bz-seat p0", labels[0] ?? ""), " ", dieFace(last[0], `${labels[0] ?? ""}: ${last[0]}`), " — ", dieFace(last[1], `${labels[1] ?? ""}: ${last[1]}`), " ", el("span", "bz-seat p1", labels[1] ?? ""), el("span", "bz-chooser", `· ${w.goesFirst(labels[prep.first] ?? "")}`));
    return line;
  }
  const box = el("section", "bz-roll");
  box.setAttribute("aria-label", w.firstRoll);
  box.append(el("h3", "bz-prep-title", w.firstRoll));
  const list = el("ol", "bz-rounds");
  prep.rolls.forEach(([a, b], i) => {
    const li = el("li", "bz-round");
    li.append(el("span", "bz-round-n", w.roll(i + 1)), el("span", "bz-seat p0", labels[0] ?? ""), dieFace(a, `${labels[0] ?? ""}: ${a}`), el("span", "bz-vs", "—"), dieFace(b, `${labels[1] ?? ""}: ${b}`), el("span", "bz-seat p1", labels[1] ?? ""));
    list.append(li);
  });
  box.append(list);
  const who = prep.first === null ? w.chooses(labels[prep.chooser] ?? "") : w.goesFirst(labels[prep.first] ?? "");
  box.append(el("p", "bz-chooser", who));
  return box;
}

/** One camp's line: its deck, its deal (face down when not `shown`) or squad, its redeals. */
function campFacts(camp: Camp, phase: string, shown: boolean, w: BerserkStrings): string {
  const facts = [w.prep.deckLeft(camp.deck)];
  if (camp.squad.length) {
    const left = camp.placed.filter((u) => u === null).length;
    facts.push(w.prep.squadCount(camp.squad.length));
    if (phase === "place" && left) facts.push(w.prep.toPlace(left));
  } else if (camp.deal.length) {
    facts.push(`${w.prep.deal}: ${shown ? w.prep.cards(camp.deal.length) : w.prep.faceDownCards(camp.deal.length)}`);
    const taken = camp.taken.filter(Boolean).length;
    if (phase === "recruit") facts.push(w.prep.recruited(taken));
  }
  if (camp.redeals) facts.push(w.prep.redeals(camp.redeals));
  return facts.join(" · ");
}

/** A camp's crystals: what is left of them (once counted) in gold and silver. */
function crystals(camp: Camp, w: BerserkStrings): HTMLElement | null {
  const left = camp.cost?.left ?? camp.crystals;
  if (!left) return null;
  const box = el("p", "bz-crystals");
  box.append(el("span", "", `${w.prep.crystals}: `), el("span", "bz-gold", w.prep.gold(left.gold)), " ", el("span", "bz-silver", w.prep.silver(left.silver)));
  return box;
}

/**
 * The preparation before the board (the roll, the deal and recruitment): the roll's dice, then
 * each camp, the seat's own with its deal face up (the cards taken into the squad marked).
 */
export function prepView(m: State, prep: Prep, o: BoardOptions<BerserkLang>, names: Names): HTMLElement {
  const w = STRINGS[o.lang];
  const phase = m.phase as string;
  const box = el("section", "bz-prep");
  box.setAttribute("aria-label", `${w.prep.preparation}: ${w.prep.phases[phase as PrepKind] ?? phase}`);
  box.append(el("p", "bz-prep-phase", `${w.prep.preparation} — ${w.prep.phases[phase as PrepKind] ?? phase}`));
  if (prep.rolls.length) box.append(rollView(prep, o.labels, o.lang, phase !== "side"));
  // The top side's camp above, the bottom side's below, as on the board.
  const bottom = bottomSeat(m, o);
  for (const p of [1 - bottom, bottom]) {
    const camp = prep.camps[p];
    const sec = el("section", `bz-camp p${p}`);
    sec.dataset.player = String(p);
    const title = el("h3", `bz-side-label p${p}`, o.labels[p] ?? "");
    if (m.active === p && phase !== "side") title.append(" ", el("span", "bz-active", w.active));
    const mine = known(camp, camp.deal.length ? camp.deal : camp.squad, p, o);
    sec.append(title, el("p", "bz-camp-facts", campFacts(camp, phase, mine, w)));
    const gems = mine ? crystals(camp, w) : null;
    if (gems) sec.append(gems);
    if (camp.deal.length && known(camp, camp.deal, p, o)) {
      const list = el("ul", "bz-deal");
      list.setAttribute("aria-label", `${o.labels[p] ?? ""} — ${w.prep.deal}`);
      camp.deal.forEach((id, i) => {
        const taken = camp.taken[i] === true;
        const li = pickable(names, id, { slot: String(i) }, taken ? [el("span", "bz-taken", `✓ ${w.prep.taken}`)] : []);
        if (taken) li.classList.add("taken");
        li.querySelector(".bz-pick")?.setAttribute("aria-pressed", String(taken));
        list.append(li);
      });
      sec.append(list);
    } else if (camp.deal.length) {
      // Another camp's deal: its backs, counted.
      const backs = el("div", "bz-backs");
      backs.setAttribute("aria-hidden", "true");
      camp.deal.forEach((_, i) => backs.append(el("span", `bz-back${camp.taken[i] ? " taken" : ""}`)));
      sec.append(backs);
    }
    box.append(sec);
  }
  return box;
}

/** The squad cards of the seat's camp not placed yet, to pick one and place it (null: none to show). */
export function squadTray(prep: Prep, p: number, o: BoardOptions<BerserkLang>, names: Names): HTMLElement | null {
  const w = STRINGS[o.lang];
  const camp = prep.camps[p];
  if (!known(camp, camp.squad, p, o)) return null;
  const left = camp.squad.map((id, i) => [id, i] as const).filter(([, i]) => camp.placed[i] === null);
  if (!left.length) return null;
  const box = el("section", `bz-tray p${p}`);
  box.setAttribute("aria-label", w.prep.yourSquad);
  box.append(el("h3", "bz-prep-title", `${w.prep.yourSquad} (${left.length})`));
  const list = el("ul", "bz-deal bz-squad");
  for (const [id, i] of left) list.append(pickable(names, id, { squad: String(i) }));
  box.append(list);
  return box;
}

/** How many cards a camp still has to place, when they are not shown (another seat's, or behind the hand-over). */
export function placeCount(prep: Prep, p: number, o: BoardOptions<BerserkLang>): HTMLElement | null {
  const camp = prep.camps[p];
  const left = camp.placed.filter((u) => u === null).length;
  if (!left || known(camp, camp.squad, p, o)) return null;
  return el("p", `bz-camp-facts p${p}`, STRINGS[o.lang].prep.toPlace(left));
}

// ---- The decision panel and the board's clicks of the preparation.

/** A cell no longer offered: not lit, not reached by the keyboard. */
function unreach(c: HTMLElement) {
  c.classList.remove("bz-reach");
  c.removeAttribute("tabindex");
  c.removeAttribute("aria-label");
  delete c.dataset.choice;
}

/** Ends the board's answering of the preparation's decision shown last. */
type Stop = () => void;

/** The board's cards and cells an option is about: a deal slot, a squad card, a cell. */
const slotOf = (o: Choice) => (o.type === "recruit" || o.type === "dismiss" ? o.card : null);

/**
 * A person's decision of the preparation: the roll's choice, the deal, recruitment (the deal's
 * cards on the board are clicked), placement (a squad card, then a lit cell). `setStop` is
 * given what ends the board's clicks (the page calls it before the next decision).
 */
export async function askPrep(d: Decision, ctx: PanelContext<BerserkTypes, BerserkLang>, catalogue: Catalogue, setStop: (s: Stop | null) => void): Promise<Choice> {
  const w = STRINGS[ctx.lang];
  const pw = w.prep;
  const names: Names = { catalogue, lang: ctx.lang };
  const me = d.player;
  const label = ctx.labels[me] ?? "";
  const prep = ctx.state.prep;
  const camp = prep?.camps[me];
  const attrs = (o: Choice, i: number) => ({ "data-type": o.type, "data-option": String(i), "data-choice": JSON.stringify(o) });
  // Recruitment: why each card not offered (and "done", when it is not) would be refused, in one round trip.
  const notOffered: Choice[] = [];
  if (d.kind === "recruit" && camp) {
    camp.deal.forEach((_, i) => {
      if (!d.options.some((o) => slotOf(o) === i)) notOffered.push({ type: camp.taken[i] ? "dismiss" : "recruit", player: me, card: i });
    });
    if (!d.options.some((o) => o.type === "done")) notOffered.push({ type: "done", player: me });
  }
  const reasons = notOffered.length ? await ctx.whyNot(notOffered) : [];
  const why = new Map<string, string>();
  notOffered.forEach((c, i) => {
    const r = reasons[i];
    if (r) why.set(c.type === "done" ? "done" : String(slotOf(c)), r);
  });

  return new Promise((answer) => {
    let answered = false;
    const board = document.querySelector<HTMLElement>("#board");
    let observer: MutationObserver | null = null;
    const resolve = (o: Choice) => {
      if (answered) return;
      answered = true;
      stop();
      setStop(null);
      answer(o);
    };
    const parts: (Node | string)[] = [];
    /** The squad card picked to place (the first not placed, at first). */
    let picked: number | null = null;
    /** After deployment: the creature of the seat's being moved (the first offered, at first). */
    let moving: number | null = null;
    const pickedLine = el("p", "bz-picked");
    pickedLine.setAttribute("aria-live", "polite");
    // Placement: a card the engine offers to place to use after deployment (the Pathfinder) gets
    // a box; ticked or not, it is placed face down alike, the choice the seat's secret [B-GAME-13].
    const useBox = el("label", "bz-use-after");
    const useTick = document.createElement("input");
    useTick.type = "checkbox";
    const useText = el("span");
    useBox.append(useTick, " ", useText, el("small", "bz-help", pw.placeToUseHint));
    useBox.hidden = true;
    useTick.addEventListener("change", () => mark());

    if (d.kind === "side") {
      parts.push(heading(`${label} — ${pw.sideTitle}`));
      // The last roll in a line (every roll is drawn on the board above).
      const last = prep?.rolls.at(-1);
      if (last) {
        const line = el("p", "bz-last-roll");
        line.append(el("span", "bz-seat p0", ctx.labels[0] ?? ""), " ", dieFace(last[0], `${ctx.labels[0] ?? ""}: ${last[0]}`), " — ", dieFace(last[1], `${ctx.labels[1] ?? ""}: ${last[1]}`), " ", el("span", "bz-seat p1", ctx.labels[1] ?? ""));
        parts.push(line);
      }
      parts.push(el("p", "bz-help", pw.sideHint));
      const row = el("div", "choices");
      d.options.forEach((o, i) => row.append(button(o.type === "side" && o.first ? pw.goFirst : pw.goSecond, attrs(o, i), () => resolve(o))));
      parts.push(row);
    } else if (d.kind === "deal") {
      parts.push(heading(`${label} — ${pw.dealTitle}`));
      const gems = camp ? crystals(camp, w) : null;
      if (gems) parts.push(gems);
      if (camp) parts.push(el("p", "bz-camp-facts", [pw.deckLeft(camp.deck), ...(camp.redeals ? [pw.redeals(camp.redeals)] : [])].join(" · ")));
      const row = el("div", "choices");
      d.options.forEach((o, i) => row.append(button(o.type === "keep" ? pw.keep : pw.redeal, attrs(o, i), () => resolve(o))));
      parts.push(row);
    } else if (d.kind === "recruit") {
      parts.push(heading(`${label} — ${pw.recruitTitle}`), el("p", "bz-help", pw.recruitHint));
      if (camp?.cost) {
        const c = camp.cost;
        const facts = el("dl", "bz-cost-facts");
        const row = (k: string, v: (Node | string)[], cls = "") => {
          const div = el("div", cls);
          const dd = el("dd");
          dd.append(...v);
          div.append(el("dt", "", k), dd);
          facts.append(div);
        };
        row(pw.left, [el("span", "bz-gold", pw.gold(c.left.gold)), " ", el("span", "bz-silver", pw.silver(c.left.silver))], "bz-left");
        row(pw.spent, [el("span", "bz-gold", pw.gold(c.gold)), " ", el("span", "bz-silver", pw.silver(c.silver))], "bz-spent");
        const taken = camp.taken.filter(Boolean).length;
        parts.push(facts, el("p", "bz-squad-facts", [pw.squadCount(taken), pw.flyers(c.flyers), pw.extraElements(c.extra_elements)].join(" · ")));
      }
      // What the Infiltrator saw of the opponent's deal: this seat's alone [B-GAME-3].
      if (camp?.seen?.length) parts.push(el("p", "bz-seen", pw.seenCards(camp.seen.map((c) => creatureName(names, c)).join(", "))));
      // A card whose price may be raised (the Free Warrior): a button for each price the engine offers.
      const paying = el("div", "choices bz-paying");
      d.options.forEach((o, i) => {
        if (o.type === "recruit_paying") paying.append(button(pw.recruitPaying(creatureName(names, camp?.deal[o.card] ?? ""), o.extra), attrs(o, i), () => resolve(o)));
        // Linnet shown with an elite creature before any card is taken: both for silver [B-GAME-3].
        // The Infiltrator shown before recruitment: she sees two cards of the opponent's deal [B-GAME-3].
        if (o.type === "infiltrate") paying.append(button(pw.infiltrate(creatureName(names, camp?.deal[o.card] ?? "")), attrs(o, i), () => resolve(o)));
        if (o.type === "recruit_pair") paying.append(button(pw.recruitPair(creatureName(names, camp?.deal[o.card] ?? ""), creatureName(names, camp?.deal[o.with] ?? "")), attrs(o, i), () => resolve(o)));
      });
      if (paying.childElementCount) parts.push(paying);
      const row = el("div", "choices");
      const done = d.options.findIndex((o) => o.type === "done");
      if (done >= 0) row.append(button(pw.done, attrs(d.options[done], done), () => resolve(d.options[done])));
      else if (why.has("done")) row.append(...refused(pw.done, why.get("done") ?? "", "why-done", { "data-type": "done" }));
      parts.push(row);
    } else if (d.kind === "place") {
      parts.push(heading(`${label} — ${pw.placeTitle}`), el("p", "bz-help", pw.placeHint), pickedLine, useBox);
      const first = d.options.find((o) => o.type === "place");
      picked = first && first.type === "place" ? first.card : null;
    } else if (d.kind === "after_deployment") {
      // After deployment [B-GAME-13]: the card placed to act (the Pathfinder) acted; the seat's
      // cards moved one at a time onto the cells the engine offers [B-GAME-6], then done.
      const row = el("div", "choices");
      parts.push(heading(`${label} — ${pw.rearrangeTitle}`), el("p", "bz-help", pw.rearrangeHint), pickedLine);
      const done = d.options.findIndex((o) => o.type === "done");
      if (done >= 0) row.append(button(pw.rearrangeDone, attrs(d.options[done], done), () => resolve(d.options[done])));
      parts.push(row);
    }

    /** The name of creature `uid` as the seat sees it (its own face-down cards by name). */
    function creatureOf(uid: number): string {
      return creatureName(names, ctx.state.creatures.find((c) => c.uid === uid)?.card ?? "");
    }
    /** After deployment: the creatures the engine offers to move, and the cells for the one moving. */
    const movable = () => new Set(d.options.flatMap((o) => (o.type === "rearrange" ? [o.creature] : [])));
    const moveOptions = () => d.options.filter((o): o is Extract<Choice, { type: "rearrange" }> => o.type === "rearrange" && o.creature === moving);
    /** The seat's creature on a board cell, if any (on the board, alive). */
    const creatureAt = (cell: string | undefined) => ctx.state.creatures.find((c) => !c.dead && !c.flying && c.cell.join(",") === cell);

    const squadName = (i: number) => creatureName(names, camp?.squad[i] ?? "");
    const placeOptions = () => {
      const mine = d.options.filter((o): o is Extract<Choice, { type: "place" }> => o.type === "place" && o.card === picked);
      const usable = mine.some((o) => o.after_deployment);
      useBox.hidden = !usable;
      return mine.filter((o) => !usable || (o.after_deployment ?? false) === useTick.checked);
    };

    /** Marks on the board what the engine offers: the deal's cards, the squad's, the cells for the card picked. */
    const mark = () => {
      if (!board) return;
      for (const b of board.querySelectorAll<HTMLElement>(".bz-pick[data-slot]")) {
        const i = Number(b.dataset.slot);
        const o = d.kind === "recruit" ? d.options.find((x) => slotOf(x) === i) : undefined;
        b.classList.toggle("bz-offered", o !== undefined);
        b.classList.toggle("bz-refused", d.kind === "recruit" && o === undefined);
        b.setAttribute("aria-disabled", String(o === undefined));
        if (o) {
          const n = d.options.indexOf(o);
          Object.assign(b.dataset, { type: o.type, option: String(n), choice: JSON.stringify(o) });
          b.title = o.type === "recruit" ? pw.recruit(creatureName(names, camp?.deal[i] ?? "")) : pw.dismiss(creatureName(names, camp?.deal[i] ?? ""));
          delete b.dataset.reason;
        } else {
          const r = why.get(String(i));
          if (r) b.dataset.reason = r;
          b.title = r ?? "";
        }
      }
      const squads = new Set(d.options.flatMap((o) => (o.type === "place" ? [o.card] : [])));
      for (const b of board.querySelectorAll<HTMLElement>(".bz-pick[data-squad]")) {
        const i = Number(b.dataset.squad);
        b.classList.toggle("bz-offered", squads.has(i));
        b.setAttribute("aria-disabled", String(!squads.has(i)));
        b.setAttribute("aria-pressed", String(i === picked));
        b.classList.toggle("bz-selected", i === picked);
      }
      for (const c of board.querySelectorAll<HTMLElement>(".bz-cell.bz-reach")) unreach(c);
      if (d.kind === "place" && picked !== null) {
        for (const o of placeOptions()) {
          const c = board.querySelector<HTMLElement>(`.bz-cell[data-cell="${o.cell.join(",")}"]`);
          if (!c) continue;
          // A cell of the grid that the keyboard reaches (Tab) and chooses (Enter or Space).
          c.classList.add("bz-reach");
          c.tabIndex = 0;
          c.setAttribute("aria-label", pw.placeOn(squadName(picked), `[${o.cell.join(", ")}]`));
          c.dataset.choice = JSON.stringify(o);
        }
        pickedLine.textContent = pw.placing(squadName(picked));
        useText.textContent = pw.placeToUse(squadName(picked));
      }
      if (d.kind === "after_deployment" && moving === null) {
        // Nothing moving yet: the seat's cards the engine offers to move are lit to pick one.
        for (const uid of movable()) {
          const cell = ctx.state.creatures.find((c) => c.uid === uid)?.cell;
          const c = cell && board.querySelector<HTMLElement>(`.bz-cell[data-cell="${cell.join(",")}"]`);
          if (!c) continue;
          c.classList.add("bz-reach");
          c.tabIndex = 0;
          c.setAttribute("aria-label", pw.rearranging(creatureOf(uid)));
        }
        pickedLine.textContent = "";
      }
      if (d.kind === "after_deployment" && moving !== null) {
        for (const o of moveOptions()) {
          const c = board.querySelector<HTMLElement>(`.bz-cell[data-cell="${o.cell.join(",")}"]`);
          if (!c) continue;
          c.classList.add("bz-reach");
          c.tabIndex = 0;
          c.setAttribute("aria-label", pw.rearrangeOn(creatureOf(o.creature), `[${o.cell.join(", ")}]`));
          c.dataset.choice = JSON.stringify(o);
        }
        pickedLine.textContent = pw.rearranging(creatureOf(moving));
      }
    };
    const unmark = () => {
      if (!board) return;
      for (const b of board.querySelectorAll<HTMLElement>(".bz-pick")) {
        b.classList.remove("bz-offered", "bz-refused", "bz-selected");
        b.setAttribute("aria-disabled", "true");
        delete b.dataset.reason;
      }
      for (const c of board.querySelectorAll<HTMLElement>(".bz-cell.bz-reach")) unreach(c);
    };
    const act = (target: Element | null): boolean => {
      // The card reader's button reads the card, and chooses nothing.
      if (!target || target.closest("[data-face]")) return false;
      const slot = target.closest<HTMLElement>(".bz-pick[data-slot]");
      if (slot && d.kind === "recruit") {
        const o = d.options.find((x) => slotOf(x) === Number(slot.dataset.slot));
        if (o) resolve(o);
        return o !== undefined;
      }
      const squad = target.closest<HTMLElement>(".bz-pick[data-squad]");
      if (squad && d.kind === "place") {
        const i = Number(squad.dataset.squad);
        if (!d.options.some((o) => o.type === "place" && o.card === i)) return false;
        picked = i;
        mark();
        return true;
      }
      const cell = target.closest<HTMLElement>(".bz-cell");
      if (cell && d.kind === "after_deployment") {
        // A card of the seat's offered is picked; then a lit cell takes it, or it is clicked again to put it down.
        const there = creatureAt(cell.dataset.cell);
        if (moving === null) {
          if (!there || !movable().has(there.uid)) return false;
          moving = there.uid;
          mark();
          return true;
        }
        const o = moveOptions().find((x) => x.cell.join(",") === cell.dataset.cell);
        if (o) resolve(o);
        else if (there?.uid === moving) {
          moving = null;
          mark();
        }
        return o !== undefined || moving === null;
      }
      if (cell && d.kind === "place") {
        const o = placeOptions().find((x) => x.cell.join(",") === cell.dataset.cell);
        if (o) resolve(o);
        return o !== undefined;
      }
      return false;
    };
    const onClick = (ev: MouseEvent) => {
      if (act(ev.target instanceof Element ? ev.target : null)) ev.preventDefault();
    };
    // A lit cell is a button for the keyboard too (Enter or Space); the cards are buttons already.
    const onKey = (ev: KeyboardEvent) => {
      const t = ev.target instanceof Element ? ev.target : null;
      if ((ev.key === "Enter" || ev.key === " ") && t?.matches(".bz-cell.bz-reach") && act(t)) ev.preventDefault();
    };
    function stop() {
      observer?.disconnect();
      board?.removeEventListener("click", onClick);
      board?.removeEventListener("keydown", onKey);
      unmark();
    }
    ctx.show(d.kind, ...parts);
    if (board && (d.kind === "recruit" || d.kind === "place" || d.kind === "after_deployment")) {
      board.addEventListener("click", onClick);
      board.addEventListener("keydown", onKey);
      // The board drawn again (a step of the log shown, a language changed) is marked again.
      observer = new MutationObserver(() => mark());
      observer.observe(board, { childList: true });
      mark();
      // The squad and the cells to choose from come into view (above the decision's sheet on a phone).
      if (d.kind === "place") {
        board.querySelector(".bz-tray")?.scrollIntoView({ block: "nearest" });
        board.querySelector(".bz-cell.bz-reach")?.scrollIntoView({ block: "nearest" });
      }
    }
    // On a phone the seat's own deal comes into view, under the banner (the roll and the other
    // camp above it), unless the person has scrolled to it already.
    const deal = board?.querySelector(`.bz-camp.p${me}`);
    if ((d.kind === "deal" || d.kind === "recruit") && deal && window.matchMedia("(max-width: 700px)").matches && deal.getBoundingClientRect().top > window.innerHeight * 0.3) deal.scrollIntoView({ block: "start" });
    setStop(stop);
  });
}
