// Draws a Model: the two lines of characters, the row of played cards, and the effect of one
// event (floating numbers, flashes, a tombstone, a weapon flying to the discard pile).
import type { CardDef, CharacterRef, EredanEvent } from "arbiter-engine";
import type { Model, CharView } from "./model";
import type { AnyEvent, View } from "./player";
import { t, type Lang } from "./i18n";
import { el } from "./ui";

export interface BoardOptions {
  catalogue: Map<string, CardDef>;
  lang: Lang;
  /** The player drawn at the bottom. */
  bottom: number;
  /** Hands shown face up (others show their size only). */
  showHands: Set<number>;
  /** Player labels ("You", "Computer", "Player 1"...). */
  labels: [string, string];
}

export const cardName = (catalogue: Map<string, CardDef>, id: string) => catalogue.get(id)?.name ?? id;


function charArticle(c: CharView, player: number, index: number, o: BoardOptions, m: Model): HTMLElement {
  const a = el("article", "char");
  a.dataset.player = String(player);
  a.dataset.index = String(index);
  a.dataset.card = c.card;
  if (c.tapped) a.classList.add("tapped");
  if (c.dead) a.classList.add("dead");
  if (m.fighters?.some((f) => f.player === player && f.index === index)) a.classList.add("fighting");
  const def = o.catalogue.get(c.card);
  a.append(el("h3", "char-name", def?.name ?? c.card));
  const pv = el("div", "pv");
  const meter = el("meter");
  meter.min = 0;
  meter.max = c.max_pv || 1;
  meter.value = Math.max(0, c.pv);
  meter.low = (c.max_pv || 1) / 3;
  meter.optimum = c.max_pv || 1;
  pv.append(el("span", "pv-text", `${t(o.lang, "pv")} ${c.pv}/${c.max_pv}`), meter);
  a.append(pv);
  const stats = el("div", "stats");
  stats.append(
    el("span", "att", `${t(o.lang, "att")} ${c.attack ?? "–"}`),
    el("span", "def", `${t(o.lang, "def")} ${c.defense ?? "–"}`),
  );
  a.append(stats);
  const status = el("div", "status");
  if (c.dead) status.append(el("span", "badge tomb", `✝ ${t(o.lang, "dead")}`));
  else if (c.tapped) status.append(el("span", "badge", `↷ ${t(o.lang, "tapped")}`));
  a.append(status);
  if (c.attached.length) {
    const ul = el("ul", "attached");
    for (const id of c.attached) {
      const d = o.catalogue.get(id);
      const kind = d?.subtype === "weapon" ? "⚔" : d?.subtype === "armor" ? "◈" : "✦";
      const li = el("li", `att-card ${d?.subtype ?? ""}`, `${kind} ${d?.name ?? id}`);
      li.dataset.card = id;
      ul.append(li);
    }
    a.append(ul);
  }
  return a;
}

/** Renders `m` into `root`. */
export function renderBoard(root: HTMLElement, m: Model, o: BoardOptions) {
  root.replaceChildren();
  root.classList.add("board");
  const side = (player: number, where: "top" | "bottom") => {
    const s = el("section", `side side-${where}`);
    s.dataset.player = String(player);
    const p = m.players[player];
    const head = el("header", "side-head");
    head.append(
      el("strong", "", o.labels[player]),
      el("span", "", ` · ${t(o.lang, "score")} ${p.score} · ${t(o.lang, "discard")} ${p.discard.length}`),
    );
    if (m.active === player) head.append(el("span", "badge active", t(o.lang, "active")));
    s.append(head);
    const line = el("div", "line");
    p.characters.forEach((c, i) => line.append(charArticle(c, player, i, o, m)));
    s.append(line);
    const hand = el("div", "hand-view");
    if (o.showHands.has(player)) {
      hand.append(el("span", "label", `${t(o.lang, "hand")}: `));
      for (const id of p.hand) hand.append(el("span", "hand-card", cardName(o.catalogue, id)));
    } else {
      hand.append(el("span", "label", `${t(o.lang, "hand")}: ${p.hand.length} ${t(o.lang, "cards")}`));
    }
    s.append(hand);
    return s;
  };
  const top = 1 - o.bottom;
  const played = el("section", "played-row");
  played.setAttribute("aria-label", t(o.lang, "played"));
  for (const p of m.played) {
    const chip = el("span", `played-card ${p.status}`, cardName(o.catalogue, p.card));
    chip.dataset.player = String(p.player);
    chip.dataset.card = p.card;
    played.append(chip);
  }
  root.append(side(top, "top"), played, side(o.bottom, "bottom"));
}

function charEl(root: HTMLElement, r: CharacterRef) {
  return root.querySelector<HTMLElement>(`.char[data-player="${r.player}"][data-index="${r.index}"]`);
}

function float(root: HTMLElement, r: CharacterRef, text: string, cls: string) {
  const c = charEl(root, r);
  if (!c) return;
  const f = el("span", `float ${cls}`, text);
  c.append(f);
}

/** Decorates the board for event `e` (drawn on the model before it). */
export function showEffect(root: HTMLElement, e: EredanEvent, o: BoardOptions) {
  const flash = (r: CharacterRef) => charEl(root, r)?.classList.add("flash");
  switch (e.kind) {
    case "damaged":
      flash(e.target);
      float(root, e.target, `−${e.amount}`, `dmg ${e.harm}`);
      break;
    case "healed":
      flash(e.target);
      float(root, e.target, `+${e.amount}`, "heal");
      break;
    case "lost_life":
      flash(e.target);
      float(root, e.target, `−${e.amount}`, "loss");
      break;
    case "modified": {
      const parts = [];
      if (e.att) parts.push(`${e.att > 0 ? "+" : ""}${e.att} ${t(o.lang, "att")}`);
      if (e.def) parts.push(`${e.def > 0 ? "+" : ""}${e.def} ${t(o.lang, "def")}`);
      float(root, e.character, parts.join(" "), "mod");
      break;
    }
    case "died":
      charEl(root, e.character)?.classList.add("dying");
      break;
    case "tapped":
      for (const c of e.characters) charEl(root, c)?.classList.add("tapping");
      break;
    case "fighters_chosen":
      flash(e.active);
      flash(e.passive);
      break;
    case "attached":
    case "activated":
    case "start_of_combat":
    case "no_physical_attack":
    case "classes_removed":
      flash(e.character);
      break;
    case "weapon_replaced":
    case "armor_replaced": {
      const c = charEl(root, e.character);
      const item = c?.querySelector<HTMLElement>(`.att-card[data-card="${e.replaced}"]`);
      item?.classList.add("flying");
      break;
    }
    case "card_discarded": {
      if (e.from) charEl(root, e.from)?.querySelector<HTMLElement>(`.att-card[data-card="${e.card}"]`)?.classList.add("flying");
      break;
    }
    case "card_cancelled": {
      const chip = root.querySelector<HTMLElement>(`.played-card[data-player="${e.player}"][data-card="${e.card}"]`);
      chip?.classList.add("cancelled", "flash");
      break;
    }
    case "card_played":
    case "card_resolved": {
      const chips = root.querySelectorAll<HTMLElement>(`.played-card[data-player="${e.player}"][data-card="${e.card}"]`);
      chips[chips.length - 1]?.classList.add("flash");
      break;
    }
    default:
      break;
  }
}

/** Eredan's view for the resolution player. */
export function eredanView(options: () => BoardOptions): () => View<Model> {
  return () => {
    const o = options();
    return {
      lang: o.lang,
      render: (root, frame) => renderBoard(root, frame, o),
      effect: (root, event: AnyEvent) => showEffect(root, event as unknown as EredanEvent, o),
    };
  };
}
