// Eredan's decision panel: the fighters (own, then the opponent), the cards to play (the
// engine's options, on the board's hand and in a list; a blocked card says why), and the cards to discard. The
// fighter and play buttons send back one of the decision's options as it is.
import type { EredanChoice as Choice, EredanDecision as Decision } from "arbiter-engine";
import type { PanelContext } from "../../shell/game-page";
import { button, el, heading } from "../../shell/dom";
import { discardForm } from "../../shell/discard-form";
import { cardName, type Catalogue, type EredanBoard, type EredanTypes, type HandPlay } from "./board";
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

/**
 * The play phase: the player picks cards in the hand on the board (or in the panel's list, the
 * keyboard's way), then plays them on the fighter — its button on the board, a drop of the card
 * on it, or the panel's buttons. Every way sends one of the decision's options as it is; a card
 * no option starts with shows the engine's reason (`whyNot`).
 */
function askPlay(d: Extract<Decision, { kind: "play" }>, ctx: Ctx, catalogue: Catalogue, board: EredanBoard | null): Promise<Choice> {
  const w = STRINGS[ctx.lang];
  const name = (id: string) => cardName(catalogue, id);
  const me = ctx.state.players[d.player];
  const hand = me.hand;
  const fighter = name(me.characters[d.fighter].card);
  const blocked = [...new Set(d.blocked.map((b) => b.card))];
  const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((c, i) => c === b[i]);
  const option = (cards: readonly string[]) => d.options.find((o) => same(o.cards, cards));
  return new Promise((resolve) => {
    void (blocked.length ? ctx.whyNot(blocked.map((card) => ({ type: "play", player: d.player, cards: [card] }))) : Promise.resolve([])).then((answers) => {
      const why = new Map(blocked.map((card, i) => [card, answers[i] ?? d.blocked.find((b) => b.card === card)?.reason ?? ""]));
      /** The hand positions picked, in play order. */
      let picked: number[] = [];
      const cards = (extra?: number) => [...picked, ...(extra === undefined ? [] : [extra])].map((i) => hand[i]);
      const send = (ids: readonly string[]) => {
        const o = option(ids);
        if (!o) return;
        board?.offer(null);
        resolve(o);
      };
      const startsWith = (ids: readonly string[]) => d.options.some((o) => o.cards.length >= ids.length && ids.every((c, i) => c === o.cards[i]));
      const onBoard = (): HandPlay => ({
        player: d.player,
        fighter: d.fighter,
        hand,
        picked,
        canAdd: (i) => !picked.includes(i) && startsWith([...cards(), hand[i]]),
        reason: (i) => (picked.length === 0 ? (why.get(hand[i]) ?? null) : null),
        ready: (extra) => (cards(extra).length && option(cards(extra)) ? `${w.play}: ${cards(extra).map(name).join(" + ")} ${w.playOn} ${fighter}` : null),
        toggle: (i) => {
          picked = picked.includes(i) ? picked.slice(0, picked.indexOf(i)) : [...picked, i];
          sync(false);
        },
        play: (extra) => send(cards(extra)),
      });

      // The panel: the same picks as a list of the hand's cards, the chained cards, "play", "play nothing".
      const list = el("ul", "hand-choices");
      const buttons = new Map<string, HTMLButtonElement>();
      for (const id of [...new Set(hand)]) {
        const li = el("li");
        const b = button(name(id), { "data-card": id, "aria-pressed": "false" }, () => {
          picked = [hand.indexOf(id)];
          sync(true);
        }, !d.options.some((o) => o.cards[0] === id));
        buttons.set(id, b);
        li.append(b);
        const reason = why.get(id);
        if (reason) {
          const r = el("span", "reason", reason);
          r.id = `why-${d.player}-${id}`;
          b.setAttribute("aria-describedby", r.id);
          li.append(r);
        }
        list.append(li);
      }
      const actions = el("div", "choices");
      /** Redraws the panel's picks and the board's marks; `focus`: the first action takes the focus (a pick in the list). */
      const sync = (focus: boolean) => {
        const first = picked.length ? hand[picked[0]] : null;
        for (const [id, b] of buttons) b.setAttribute("aria-pressed", String(first === id));
        actions.replaceChildren();
        if (first) {
          const seconds = d.options.filter((o) => o.cards.length === 2 && o.cards[0] === first).map((o) => o.cards[1]);
          actions.append(el("h3", undefined, w.chained));
          if (seconds.length === 0) actions.append(el("p", undefined, w.noChain));
          for (const s of [...new Set(seconds)]) actions.append(button(`${name(first)} + ${name(s)}`, { "data-second": s }, () => send([first, s])));
          if (option([first])) actions.append(button(`${w.play}: ${name(first)}`, { "data-action": "play-one" }, () => send([first])));
        }
        actions.append(button(w.nothing, { "data-action": "play-nothing" }, () => send([])));
        board?.offer(onBoard());
        if (focus && first) actions.querySelector("button")?.focus({ preventScroll: true });
      };
      sync(false);
      const listHead = el("h3", undefined, w.orFromList);
      ctx.show("play", heading(`${ctx.labels[d.player]} — ${w.playCards} ${fighter}`), el("p", "how-to-play", w.howToPlay), listHead, list, actions);
    });
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
export function askEredan(d: Decision, ctx: Ctx, catalogue: Catalogue, board: EredanBoard | null): Promise<Choice> {
  if (d.kind !== "play") board?.offer(null);
  if (d.kind === "fighters") return askFighters(d, ctx, catalogue);
  if (d.kind === "play") return askPlay(d, ctx, catalogue, board);
  return askDiscard(d, ctx, catalogue);
}
