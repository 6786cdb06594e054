// Eredan's decision panel: the fighters (own, then the opponent), the cards to play (the
// engine's options; a blocked card says why, with its rule), and the cards to discard. The
// fighter and play buttons send back one of the decision's options as it is.
import type { EredanChoice as Choice, EredanDecision as Decision } from "arbiter-engine";
import type { PanelContext } from "../../shell/game-page";
import { button, el, heading } from "../../shell/dom";
import { discardForm } from "../../shell/discard-form";
import { cardName, type Catalogue, type EredanTypes } from "./board";
import { STRINGS, type EredanLang } from "./strings";

type Ctx = PanelContext<EredanTypes, EredanLang>;

function askFighters(d: Extract<Decision, { kind: "fighters" }>, ctx: Ctx, catalogue: Catalogue): Promise<Choice> {
  const w = STRINGS[ctx.lang];
  const name = (player: number, i: number) => cardName(catalogue, ctx.state.players[player].characters[i].card);
  return new Promise((resolve) => {
    const own = [...new Set(d.options.map((o) => o.own))];
    const render = (chosen: number | null) => {
      const row = el("div", "choices");
      for (const i of own) row.append(button(name(d.player, i), { "data-own": String(i), "aria-pressed": String(chosen === i) }, () => render(i)));
      const row2 = el("div", "choices");
      if (chosen !== null) {
        for (const o of d.options.filter((o) => o.own === chosen)) {
          row2.append(button(`${w.fight}: ${name(1 - d.player, o.opponent)}`, { "data-opponent": String(o.opponent) }, () => resolve(o)));
        }
      }
      const second = chosen !== null ? [el("h3", undefined, w.opponent), row2] : [];
      ctx.show("fighters", heading(`${ctx.labels[d.player]} — ${w.chooseFighters}`), el("h3", undefined, w.yourFighter), row, ...second);
      if (chosen !== null) row2.querySelector("button")?.focus({ preventScroll: true });
    };
    render(own.length === 1 ? own[0] : null);
  });
}

function askPlay(d: Extract<Decision, { kind: "play" }>, ctx: Ctx, catalogue: Catalogue): Promise<Choice> {
  const w = STRINGS[ctx.lang];
  const name = (id: string) => cardName(catalogue, id);
  return new Promise((resolve) => {
    const me = ctx.state.players[d.player];
    const fighter = name(me.characters[d.fighter].card);
    // The option that plays exactly `cards`.
    const send = (cards: string[]) => {
      const option = d.options.find((o) => o.cards.length === cards.length && o.cards.every((c, i) => c === cards[i]));
      if (option) resolve(option);
    };
    const render = (first: string | null) => {
      const list = el("ul", "hand-choices");
      for (const id of [...new Set(me.hand)]) {
        const li = el("li");
        const legal = d.options.some((o) => o.cards[0] === id);
        const b = button(name(id), { "data-card": id, "aria-pressed": String(first === id) }, () => render(id), !legal);
        li.append(b);
        const why = d.blocked.find((x) => x.card === id);
        if (why) {
          b.setAttribute("aria-description", why.reason);
          li.append(el("span", "reason", `${why.reason} [${why.rule}]`));
        }
        list.append(li);
      }
      const actions = el("div", "choices");
      if (first) {
        const seconds = d.options.filter((o) => o.cards.length === 2 && o.cards[0] === first).map((o) => o.cards[1]);
        actions.append(el("h3", undefined, w.chained));
        if (seconds.length === 0) actions.append(el("p", undefined, w.noChain));
        for (const s of [...new Set(seconds)]) actions.append(button(`${name(first)} + ${name(s)}`, { "data-second": s }, () => send([first, s])));
        if (d.options.some((o) => o.cards.length === 1 && o.cards[0] === first)) {
          actions.append(button(`${w.play}: ${name(first)}`, { "data-action": "play-one" }, () => send([first])));
        }
      }
      actions.append(button(w.nothing, { "data-action": "play-nothing" }, () => send([])));
      ctx.show("play", heading(`${ctx.labels[d.player]} — ${w.playCards} ${fighter}`), list, actions);
      if (first) actions.querySelector("button")?.focus({ preventScroll: true });
    };
    render(null);
  });
}

function askDiscard(d: Extract<Decision, { kind: "discard" }>, ctx: Ctx, catalogue: Catalogue): Promise<Choice> {
  const w = STRINGS[ctx.lang];
  return new Promise((resolve) => {
    const form = discardForm({
      hand: d.hand,
      name: (id) => cardName(catalogue, id),
      min: d.min,
      max: d.max,
      confirm: w.confirm,
      note: d.min > 0 ? `${w.mustDiscard} ${d.min}.` : w.mayDiscard,
      done: (cards) => resolve({ type: "discard", player: d.player, cards }),
    });
    ctx.show("discard", heading(`${ctx.labels[d.player]} — ${w.discardTitle}`), form);
  });
}

/** A person's Eredan choice. */
export function askEredan(d: Decision, ctx: Ctx, catalogue: Catalogue): Promise<Choice> {
  if (d.kind === "fighters") return askFighters(d, ctx, catalogue);
  if (d.kind === "play") return askPlay(d, ctx, catalogue);
  return askDiscard(d, ctx, catalogue);
}
