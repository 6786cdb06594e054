// "Play a friend online": creates a table on the page's server (`POST /api/tables` of
// `arbiter serve`, docs/online.md) with the page's setup, and shows the invite link of the
// friend's seat (a Copy button and a QR code), the spectator's link, and the link of your own
// seat, which opens the game. The page then plays as a client of the server (ws-transport.ts).
//
// The QR code is drawn by the npm package `qrcode` (a maintained, dependency-light encoder that
// draws onto a canvas), bundled by esbuild into the page: nothing is downloaded at run time.
import QRCode from "qrcode";
import type { Lang } from "arbiter-engine";
import { button, copyField, el, heading } from "../shell/dom";
import { inviteLink } from "./ws-transport";

/** What the server answers to a new table. */
export interface Created {
  id: string;
  seats: { seat: number; token: string; invite?: string }[];
  spectator: string;
  /** The server's own links (docs/online.md), preferred to the page's when given. */
  spectate?: string;
}

/** The table a page asks for: its ruleset, its setup, who sits where, and a clock per decision. */
export interface TableRequest {
  ruleset: string;
  setup: object;
  seats: ({ kind: "person" } | { kind: "computer"; level: "easy" | "medium" | "hard" })[];
  clock: number | null;
}

const WORDS = {
  en: { open: "Play a friend online", title: "Play a friend online", seats: "Seats", friend: "Friend", computer: "Computer", you: "You", clock: "Seconds per decision (empty: no clock)", create: "Create the table", invite: "Send this link to your friend", copy: "Copy", copied: "Copied", spectate: "Link for spectators", go: "Open my seat", close: "Close", failed: "The table could not be created" },
  fr: { open: "Jouer avec un ami en ligne", title: "Jouer avec un ami en ligne", seats: "Places", friend: "Ami", computer: "Ordinateur", you: "Vous", clock: "Secondes par décision (vide : sans pendule)", create: "Créer la table", invite: "Envoyez ce lien à votre ami", copy: "Copier", copied: "Copié", spectate: "Lien pour les spectateurs", go: "Ouvrir ma place", close: "Fermer", failed: "La table n'a pas pu être créée" },
  ru: { open: "Играть с другом онлайн", title: "Играть с другом онлайн", seats: "Места", friend: "Друг", computer: "Компьютер", you: "Вы", clock: "Секунд на решение (пусто: без часов)", create: "Создать стол", invite: "Отправьте эту ссылку другу", copy: "Копировать", copied: "Скопировано", spectate: "Ссылка для зрителей", go: "Открыть моё место", close: "Закрыть", failed: "Не удалось создать стол" },
  it: { open: "Gioca con un amico online", title: "Gioca con un amico online", seats: "Posti", friend: "Amico", computer: "Computer", you: "Tu", clock: "Secondi per decisione (vuoto: senza orologio)", create: "Crea il tavolo", invite: "Invia questo link al tuo amico", copy: "Copia", copied: "Copiato", spectate: "Link per gli spettatori", go: "Apri il mio posto", close: "Chiudi", failed: "Impossibile creare il tavolo" },
} as const;
type Words = { [K in keyof (typeof WORDS)["en"]]: string };
const wordsOf = (lang: Lang): Words => (Object.hasOwn(WORDS, lang) ? WORDS[lang as keyof typeof WORDS] : WORDS.en);
const levelOf = (v: string): "easy" | "medium" | "hard" => (v === "easy" || v === "hard" ? v : "medium");

/** Asks the server for a table. */
export async function createTable(req: TableRequest): Promise<Created> {
  const res = await fetch("/api/tables", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(req) });
  if (!res.ok) throw new Error(`${res.status} ${res.statusText}`.trim());
  const body = (await res.json()) as Partial<Created>;
  if (typeof body.id !== "string" || !Array.isArray(body.seats) || typeof body.spectator !== "string") throw new Error("the server's answer has no table");
  return body as Created;
}

/** A link with a Copy button (and its QR code when `qr`). */
function linkBox(w: Words, label: string, href: string, name: string, qr: boolean): HTMLElement {
  const box = el("div", "online-link");
  const { label: lab, field: input, copy, said } = copyField(label, href, `online-${name}`, w);
  input.dataset.link = name;
  copy.dataset.action = `copy-${name}`;
  const row = el("div", "choices");
  row.append(input, copy, said);
  box.append(lab, row);
  if (qr) {
    const canvas = el("canvas", "online-qr");
    canvas.dataset.qr = name;
    canvas.setAttribute("role", "img");
    canvas.setAttribute("aria-label", href);
    void QRCode.toCanvas(canvas, href, { width: 200, margin: 2 });
    box.append(canvas);
  }
  return box;
}

/**
 * The "Play a friend online" button: a dialog to choose the seats (you, a friend, and on pages
 * with more seats a friend or the computer at each) and the clock, then the links.
 */
export function onlineButton(ruleset: string, setup: () => { config: object; seats: number }, lang: () => Lang): HTMLButtonElement {
  const open = () => {
    const w = wordsOf(lang());
    const dialog = el("dialog", "online");
    dialog.setAttribute("aria-labelledby", "online-title");
    const h = heading(w.title);
    h.id = "online-title";
    const form = el("form");
    const { config, seats } = setup();
    const kinds: HTMLSelectElement[] = [];
    const list = el("fieldset");
    list.append(el("legend", undefined, w.seats));
    for (let i = 0; i < seats; i++) {
      const row = el("label", "online-seat");
      if (i === 0) {
        row.append(`${i}: ${w.you}`);
      } else {
        const sel = el("select");
        sel.dataset.seat = String(i);
        for (const [value, text] of [["person", w.friend], ["easy", `${w.computer} (1)`], ["medium", `${w.computer} (2)`], ["hard", `${w.computer} (3)`]] as const) {
          const o = el("option", undefined, text);
          o.value = value;
          sel.append(o);
        }
        kinds.push(sel);
        row.append(`${i}: `, sel);
      }
      list.append(row);
    }
    const clockLabel = el("label", "online-clock", w.clock);
    const clock = el("input");
    clock.type = "number";
    clock.min = "5";
    clock.name = "clock";
    clockLabel.append(clock);
    const out = el("div", "online-result");
    out.setAttribute("aria-live", "polite");
    const create = button(w.create, { "data-action": "create-table" }, () => {
      create.disabled = true;
      const secs = Number(clock.value);
      const req: TableRequest = {
        ruleset,
        setup: config,
        seats: [{ kind: "person" }, ...kinds.map((s): TableRequest["seats"][number] => (s.value === "person" ? { kind: "person" } : { kind: "computer", level: levelOf(s.value) }))],
        clock: clock.value && Number.isFinite(secs) && secs > 0 ? Math.round(secs) : null,
      };
      createTable(req)
        .then((t) => {
          const mine = t.seats.find((s) => s.seat === 0);
          const friends = t.seats.filter((s) => s.seat !== 0 && req.seats[s.seat]?.kind === "person");
          out.replaceChildren(
            ...friends.map((s) => linkBox(w, `${w.invite} (${s.seat})`, s.invite ? new URL(s.invite, location.origin).href : inviteLink(ruleset, t.id, s.token), `seat-${s.seat}`, true)),
            linkBox(w, w.spectate, t.spectate ? new URL(t.spectate, location.origin).href : inviteLink(ruleset, t.id, t.spectator), "spectator", false),
          );
          if (mine) {
            const go = el("a", "button", w.go);
            go.href = mine.invite ? new URL(mine.invite, location.origin).href : inviteLink(ruleset, t.id, mine.token);
            go.dataset.action = "open-my-seat";
            out.append(go);
          }
          form.hidden = true;
        })
        .catch((e: unknown) => {
          create.disabled = false;
          const p = el("p", "error-message", `${w.failed}: ${e instanceof Error ? e.message : String(e)}`);
          p.setAttribute("role", "alert");
          out.replaceChildren(p);
        });
    });
    create.type = "button";
    form.append(list, clockLabel, create);
    // Enter in the form creates the table, as the button does.
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      if (!create.disabled) create.click();
    });
    const close = button(w.close, { "data-action": "close-online" }, () => dialog.close());
    dialog.append(h, form, out, close);
    dialog.addEventListener("close", () => dialog.remove());
    document.body.append(dialog);
    if (typeof dialog.showModal === "function") dialog.showModal();
    create.focus();
  };
  const b = button(wordsOf(lang()).open, { id: "play-online", "data-action": "play-online" }, open);
  new MutationObserver(() => (b.textContent = wordsOf(lang()).open)).observe(document.documentElement, { attributes: true, attributeFilter: ["lang"] });
  return b;
}
