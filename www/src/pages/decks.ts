// The deck builder (decks.html): a Berserk deck of the 200 cards of «Война стихий». The cards
// as a grid of faces, filtered by element, cost, kind and text; a click (or Enter, +) adds a
// copy, − removes one; the deck panel shows the list, its curve and elements, and the engine's
// verdict on it (`checkDeck`) as it is built. A pasted list is imported, the deck exported as
// the plain list in Russian or English (`writeDeck`) and as a link (decks.html#deck=...), and
// decks are kept in the browser (localStorage `arbiter.berserk.decks`, which the game page reads).
import { readCards } from "../shell/card-reader";
import { $, button, copyField, el } from "../shell/dom";
import { Deck, decodeShare, encodeShare, loadDraft, saveDeck, savedDecks, storeDecks, storeDraft, type SavedDeck } from "../decks/deck";
import { loadDeckEngine, type DeckEngine, type Printed } from "../decks/engine";
import { faceOf, setCount, tile } from "../decks/grid";
import { renderPanel } from "../decks/panel";
import { count, ELEMENT_NAMES, ELEMENTS, fill, LANGS, unreadReason, WORDS, type DeckLang, type DeckWords } from "../decks/strings";

/** The language chosen, shared with the Berserk game page. */
const LANG_KEY = "arbiter-berserk-lang";

const params = new URLSearchParams(location.search);
function storedLang(): string | null {
  try {
    return localStorage.getItem(LANG_KEY);
  } catch {
    return null;
  }
}
const wantedLang = params.get("lang") ?? storedLang() ?? (navigator.language?.startsWith("ru") ? "ru" : "en");
let lang: DeckLang = LANGS.find((l) => l === wantedLang) ?? "en";
const words = (): DeckWords => WORDS[lang];

const deck = new Deck();
let engine: DeckEngine;
/** The card tiles by id (drawn again when the language changes). */
const tiles = new Map<string, HTMLLIElement>();
/** Cards the engine finds with too many copies (their tiles are marked). */
let overCopies = new Set<string>();

type Kind = "all" | "creature" | "flyer";
const filters = {
  elements: new Set<string>(),
  costs: new Set<number>(),
  kind: "all" as Kind,
  text: "",
  inDeck: false,
  sort: "number",
};

const langSel = $<HTMLSelectElement>("#lang");
const search = $<HTMLInputElement>("#search");
const grid = $<HTMLUListElement>("#grid");
const nameInput = $<HTMLInputElement>("#deck-name");
const panel = $("#deck-panel");
const toggle = $<HTMLButtonElement>("#deck-toggle");
const notice = $("#notice");
const parts = {
  summary: $("#deck-summary"),
  verdict: $("#verdict"),
  problems: $<HTMLUListElement>("#problems"),
  stats: $("#stats"),
  list: $("#deck-list"),
};

// ---- Words

function applyWords() {
  const w = words();
  document.documentElement.lang = lang;
  langSel.value = lang;
  document.title = `Arbiter — ${w.title}`;
  for (const e of document.querySelectorAll<HTMLElement>("[data-w]")) {
    const text = w[e.dataset.w as keyof DeckWords];
    if (typeof text === "string") e.textContent = text;
  }
  search.placeholder = w.searchHint;
  nameInput.placeholder = w.untitled;
  toggle.setAttribute("aria-label", w.showDeck);
  for (const b of document.querySelectorAll<HTMLElement>("#f-element [data-element]")) b.textContent = ELEMENT_NAMES[lang][b.dataset.element as Printed["element"]];
  for (const b of document.querySelectorAll<HTMLElement>("#f-kind [data-kind]")) b.textContent = { all: w.all, creature: w.ground, flyer: w.flyers }[b.dataset.kind as Kind];
}

// ---- Filters

function chip(text: string, data: Record<string, string>, pressed = false): HTMLButtonElement {
  const b = button(text, { "aria-pressed": String(pressed) });
  Object.assign(b.dataset, data);
  return b;
}

function buildFilters() {
  const elements = $("#f-element");
  for (const e of ELEMENTS) {
    const b = chip(ELEMENT_NAMES[lang][e], { element: e });
    b.classList.add("dk-chip", `el-${e}`);
    elements.append(b);
  }
  const costs = $("#f-cost");
  for (const c of [...new Set(engine.cards.map((c) => c.cost))].sort((a, b) => a - b)) {
    const b = chip(String(c), { cost: String(c) });
    b.classList.add("dk-chip");
    costs.append(b);
  }
  const kinds = $("#f-kind");
  for (const k of ["all", "creature", "flyer"] as const) {
    const b = chip(k, { kind: k }, k === "all");
    b.classList.add("dk-chip");
    kinds.append(b);
  }
  elements.addEventListener("click", (ev) => {
    const b = (ev.target as Element).closest<HTMLButtonElement>("[data-element]");
    if (!b) return;
    toggleIn(filters.elements, b.dataset.element!);
    b.setAttribute("aria-pressed", String(filters.elements.has(b.dataset.element!)));
    filterGrid();
  });
  costs.addEventListener("click", (ev) => {
    const b = (ev.target as Element).closest<HTMLButtonElement>("[data-cost]");
    if (!b) return;
    toggleIn(filters.costs, Number(b.dataset.cost));
    b.setAttribute("aria-pressed", String(filters.costs.has(Number(b.dataset.cost))));
    filterGrid();
  });
  kinds.addEventListener("click", (ev) => {
    const b = (ev.target as Element).closest<HTMLButtonElement>("[data-kind]");
    if (!b) return;
    filters.kind = b.dataset.kind as Kind;
    for (const k of kinds.querySelectorAll("[data-kind]")) k.setAttribute("aria-pressed", String(k === b));
    filterGrid();
  });
  search.addEventListener("input", () => {
    filters.text = fold(search.value.trim());
    filterGrid();
  });
  $<HTMLInputElement>("#f-in-deck").addEventListener("change", (ev) => {
    filters.inDeck = (ev.target as HTMLInputElement).checked;
    filterGrid();
  });
  $<HTMLSelectElement>("#sort").addEventListener("change", (ev) => {
    filters.sort = (ev.target as HTMLSelectElement).value;
    filterGrid();
  });
  $("#clear-filters").addEventListener("click", () => {
    filters.elements.clear();
    filters.costs.clear();
    filters.kind = "all";
    filters.text = "";
    filters.inDeck = false;
    search.value = "";
    $<HTMLInputElement>("#f-in-deck").checked = false;
    for (const b of document.querySelectorAll(".dk-filters [aria-pressed]")) b.setAttribute("aria-pressed", String(b.getAttribute("data-kind") === "all"));
    filterGrid();
  });
}

function toggleIn<T>(set: Set<T>, x: T) {
  if (set.has(x)) set.delete(x);
  else set.add(x);
}

/** Text as searched: lower case, ё as е. */
const fold = (s: string) => s.toLowerCase().replaceAll("ё", "е");

function matches(c: Printed): boolean {
  if (filters.elements.size && !filters.elements.has(c.element)) return false;
  if (filters.costs.size && !filters.costs.has(c.cost)) return false;
  if (filters.kind !== "all" && c.kind !== filters.kind) return false;
  if (filters.inDeck && deck.count(c.id) === 0) return false;
  const q = filters.text;
  if (!q) return true;
  if (/^#?\d+$/.test(q)) return c.number === Number(q.replace("#", ""));
  return [c.name.en, c.name.ru, c.text.en, c.text.ru].some((t) => fold(t).includes(q));
}

function sorted(): Printed[] {
  const cards = [...engine.cards];
  if (filters.sort === "cost") cards.sort((a, b) => a.cost - b.cost || a.number - b.number);
  else if (filters.sort === "name") cards.sort((a, b) => a.name[lang].localeCompare(b.name[lang], lang) || a.number - b.number);
  return cards;
}

/** Shows the tiles the filters let through, in the order chosen. */
function filterGrid() {
  let shown = 0;
  const order = sorted();
  for (const c of order) {
    const li = tiles.get(c.id)!;
    li.hidden = !matches(c);
    if (!li.hidden) shown++;
  }
  // Moved only when the order changed (the focused tile keeps its focus otherwise).
  const now = [...grid.children].map((li) => (li as HTMLElement).dataset.id);
  if (order.some((c, i) => now[i] !== c.id)) grid.replaceChildren(...order.map((c) => tiles.get(c.id)!));
  $("#shown").textContent = fill(words().shown, { n: shown, total: engine.cards.length });
  const active = filters.elements.size + filters.costs.size + Number(filters.kind !== "all") + Number(filters.inDeck);
  $("#active-filters").textContent = active ? String(active) : "";
  $("#no-match").hidden = shown > 0;
}

// The filters stay open on a wide screen (their summary is hidden there); on a narrow one they
// fold under "Filters" until opened.
const wide = matchMedia("(min-width: 861px)");
const moreFilters = $<HTMLDetailsElement>("#more-filters");
moreFilters.open = wide.matches;
wide.addEventListener("change", () => {
  if (wide.matches) moreFilters.open = true;
});

// ---- The grid

function buildGrid() {
  tiles.clear();
  for (const c of engine.cards) tiles.set(c.id, tile(c, lang, deck.count(c.id)));
  grid.replaceChildren(...engine.cards.map((c) => tiles.get(c.id)!));
  markOver();
  filterGrid();
}

function markOver() {
  for (const [id, li] of tiles) li.classList.toggle("over", overCopies.has(id));
}

grid.addEventListener("click", (ev) => {
  const target = ev.target as Element;
  const li = target.closest<HTMLElement>(".dk-tile");
  if (!li?.dataset.id) return;
  if (target.closest(".dk-remove")) remove(li.dataset.id);
  else if (target.closest(".dk-add")) add(li.dataset.id);
});
// On a touch screen a tap adds a copy: the mouse events and the focus the browser sends after
// the tap do not reach the card reader, so no enlarged face covers the grid (a long press shows it).
let touchedAt = -Infinity;
for (const type of ["pointerdown", "pointerup"] as const) {
  grid.addEventListener(type, (ev) => {
    if (ev.pointerType === "touch") touchedAt = performance.now();
  }, true);
}
for (const type of ["mouseover", "focusin"] as const) {
  grid.addEventListener(type, (ev) => {
    if (performance.now() - touchedAt < 1000) ev.stopPropagation();
  }, true);
}
grid.addEventListener("keydown", (ev) => {
  const li = (ev.target as Element).closest<HTMLElement>(".dk-tile");
  if (!li?.dataset.id || ev.ctrlKey || ev.metaKey || ev.altKey) return;
  if (ev.key === "+" || ev.key === "=") add(li.dataset.id);
  else if (ev.key === "-" || ev.key === "Delete" || ev.key === "Backspace") remove(li.dataset.id);
  else return;
  ev.preventDefault();
});

// ---- The deck

/** The deck's ids in the set's order (what is saved, shared and exported). */
const ids = () => deck.ids((a, b) => (engine.byId.get(a)?.number ?? 999) - (engine.byId.get(b)?.number ?? 999));

function add(id: string) {
  deck.add(id);
  changed([id]);
}

function remove(id: string) {
  if (deck.count(id) === 0) return;
  deck.remove(id);
  changed([id]);
}

/** Redraws what depends on the deck (the tiles of `touched`, or all) and keeps it as the draft. */
function changed(touched?: string[]) {
  for (const id of touched ?? tiles.keys()) {
    const li = tiles.get(id);
    const c = engine.byId.get(id);
    if (li && c) setCount(li, c, lang, deck.count(id));
  }
  const check = engine.check(ids());
  renderPanel(parts, deck, check, engine, lang);
  overCopies = new Set(check.problems.filter((p) => p.problem === "too_many_copies").map((p) => String(p.card)));
  markOver();
  if (filters.inDeck) {
    // A card whose last copy goes leaves the grid: the focus moves on to the next card shown.
    const focused = document.activeElement instanceof Element ? document.activeElement.closest<HTMLElement>(".dk-tile") : null;
    filterGrid();
    if (focused?.hidden) {
      const tilesShown = [...grid.querySelectorAll<HTMLElement>(".dk-tile:not([hidden])")];
      const next = tilesShown.find((t) => focused.compareDocumentPosition(t) & Node.DOCUMENT_POSITION_FOLLOWING) ?? tilesShown.at(-1);
      (next?.querySelector<HTMLElement>(".dk-add") ?? search).focus();
    }
  }
  $<HTMLButtonElement>("#save").disabled = deck.size === 0;
  storeDraft({ name: nameInput.value.trim(), cards: ids() });
}

/** Replaces the deck with `cards` (ids the set does not have are left out: their number is returned). */
function setDeck(cards: string[], name: string): number {
  const known = cards.filter((id) => engine.byId.has(id));
  deck.set(known);
  nameInput.value = name;
  changed();
  return cards.length - known.length;
}

/** Says `text` in the panel (with an Undo button when `undo` is given). */
function notify(text: string, undo?: () => void, box: HTMLElement = notice) {
  const p = el("p", undefined, text);
  if (undo) {
    p.append(" ", button(words().undo, { class: "dk-undo" }, () => {
      undo();
      box.replaceChildren();
    }));
  }
  box.replaceChildren(p);
}

/** Undoes a replacement of the deck: puts back what it held. */
function restorer(): () => void {
  const before = { cards: ids(), name: nameInput.value };
  return () => setDeck(before.cards, before.name);
}

nameInput.addEventListener("input", () => storeDraft({ name: nameInput.value.trim(), cards: ids() }));

$("#save").addEventListener("click", () => {
  const w = words();
  const name = nameInput.value.trim() || w.untitled;
  nameInput.value = name;
  const done = saveDeck({ name, cards: ids() });
  if (!done) return notify(w.storageFailed);
  storeDraft({ name, cards: ids() });
  notify(fill(done.replaced ? w.replaced : w.saved, { name }));
});

$("#new-deck").addEventListener("click", () => {
  if (deck.size === 0 && !nameInput.value) return;
  const undo = restorer();
  setDeck([], "");
  notify(words().newDeck, undo);
});

// The panel on a narrow screen: a bar at the bottom that opens it.
toggle.addEventListener("click", () => setOpen(!panel.classList.contains("open")));
function setOpen(open: boolean) {
  panel.classList.toggle("open", open);
  toggle.setAttribute("aria-expanded", String(open));
}
panel.addEventListener("keydown", (ev) => {
  if (ev.key === "Escape" && panel.classList.contains("open") && getComputedStyle(toggle).display !== "none") {
    setOpen(false);
    toggle.focus();
  }
});

parts.list.addEventListener("click", (ev) => {
  const b = (ev.target as Element).closest<HTMLButtonElement>("[data-act]");
  if (!b?.dataset.id) return;
  if (b.dataset.act === "add") add(b.dataset.id);
  else remove(b.dataset.id);
});

// ---- Dialogs

function openDialog(d: HTMLDialogElement) {
  d.showModal();
}
for (const d of document.querySelectorAll<HTMLDialogElement>("dialog.dk-dialog")) {
  d.addEventListener("click", (ev) => {
    if (ev.target === d || (ev.target as Element).closest(".dk-close")) d.close();
  });
}

// Import: the list read by the engine as it is pasted; its unread lines with the engine's reasons.
const importDialog = $<HTMLDialogElement>("#import-dialog");
const importText = $<HTMLTextAreaElement>("#import-text");
let imported: string[] = [];
function readImport() {
  const w = words();
  const text = importText.value;
  const read = text.trim() ? engine.read(text) : null;
  imported = read?.cards ?? [];
  $("#import-preview").textContent = read ? fill(w.importRead, { cards: count(lang, imported.length, w.cards) }) : w.importNothing;
  const unread = read?.unread ?? [];
  $("#import-unread-list").replaceChildren(
    ...unread.map((u) => {
      const li = el("li");
      li.append(el("strong", undefined, `${fill(w.line, { n: u.line })}: `), el("code", undefined, u.text.trim()), ` — ${unreadReason(lang, u.reason)}`);
      return li;
    }),
  );
  $("#import-unread").hidden = unread.length === 0;
  $<HTMLButtonElement>("#import-replace").disabled = imported.length === 0;
  $<HTMLButtonElement>("#import-add").disabled = imported.length === 0;
}
importText.addEventListener("input", readImport);
$("#open-import").addEventListener("click", () => {
  readImport();
  openDialog(importDialog);
});
function finishImport(replace: boolean) {
  const w = words();
  const undo = restorer();
  if (replace) setDeck(imported, nameInput.value);
  else setDeck([...ids(), ...imported], nameInput.value);
  importDialog.close();
  notify(fill(w.imported, { cards: count(lang, imported.length, w.cards) }), undo);
}
$("#import-replace").addEventListener("click", () => finishImport(true));
$("#import-add").addEventListener("click", () => finishImport(false));

// Export: the plain list in Russian or English, and the link that opens the page with the deck.
const exportDialog = $<HTMLDialogElement>("#export-dialog");
let exportLang: DeckLang = lang;
function shareLink(): string {
  const entries = deck.entries().flatMap(([id, n]) => {
    const c = engine.byId.get(id);
    return c ? [[c, n] as [Printed, number]] : [];
  });
  return `${location.origin}${location.pathname}#${encodeShare(entries, nameInput.value.trim())}`;
}
function renderExport() {
  const w = words();
  for (const b of exportDialog.querySelectorAll<HTMLElement>("[data-export-lang]")) b.setAttribute("aria-pressed", String(b.dataset.exportLang === exportLang));
  const list = copyField(w.listLabel, engine.write(ids(), exportLang), "export-list-text", w, 10);
  const link = copyField(w.shareLink, shareLink(), "export-link-url", w);
  $("#export-list").replaceChildren(list.label, list.field, list.copy, list.said);
  $("#export-link").replaceChildren(link.label, link.field, link.copy, link.said);
}
exportDialog.addEventListener("click", (ev) => {
  const b = (ev.target as Element).closest<HTMLElement>("[data-export-lang]");
  if (!b) return;
  exportLang = b.dataset.exportLang as DeckLang;
  renderExport();
});
$("#open-export").addEventListener("click", () => {
  renderExport();
  openDialog(exportDialog);
});

// My decks: the decks kept in the browser (load, delete) and the ready decks.
const decksDialog = $<HTMLDialogElement>("#decks-dialog");
function renderDecks() {
  const w = words();
  const saved = savedDecks();
  const list = $("#saved-list");
  if (!saved.length) list.replaceChildren(el("li", "dk-empty", w.savedNone));
  else {
    list.replaceChildren(
      ...saved.map((d, i) => {
        const li = el("li");
        const legal = engine.check(d.cards).legal;
        li.append(
          el("span", "dk-saved-name", d.name),
          el("span", "dk-saved-size", count(lang, d.cards.length, w.cards)),
          el("span", `dk-verdict-badge ${legal ? "ok" : "bad"}`, legal ? `✓ ${w.legal}` : `✗ ${w.notLegal}`),
          button(w.load, { "aria-label": `${w.load}: ${d.name}`, "data-load": String(i) }, () => load(d)),
          button(w.delete, { "aria-label": `${w.delete}: ${d.name}`, "data-delete": String(i) }, () => deleteDeck(i)),
        );
        return li;
      }),
    );
  }
  $("#ready-list").replaceChildren(
    ...engine.ready.map((d) => {
      const li = el("li", `el-${d.element}`);
      const name = d.name[lang];
      li.append(
        el("span", "dk-saved-name", name),
        el("span", "dk-saved-size", count(lang, d.cards.length, w.cards)),
        button(w.load, { "aria-label": `${w.load}: ${name}`, "data-ready": d.id }, () => load({ name, cards: d.cards })),
      );
      return li;
    }),
  );
}
function load(d: SavedDeck) {
  const w = words();
  const undo = restorer();
  const skipped = setDeck(d.cards, d.name);
  decksDialog.close();
  notify(fill(w.loaded, { name: d.name }) + (skipped ? ` ${fill(w.skipped, { n: skipped })}` : ""), undo);
}
function deleteDeck(i: number) {
  const w = words();
  const saved = savedDecks();
  const [gone] = saved.splice(i, 1);
  if (!gone) return;
  if (!storeDecks(saved)) return notify(w.storageFailed, undefined, $("#saved-status"));
  renderDecks();
  notify(
    fill(w.deleted, { name: gone.name }),
    () => {
      const now = savedDecks();
      now.splice(Math.min(i, now.length), 0, gone);
      storeDecks(now);
      renderDecks();
    },
    $("#saved-status"),
  );
  decksDialog.querySelector<HTMLElement>("#saved-status .dk-undo")?.focus();
}
$("#open-decks").addEventListener("click", () => {
  renderDecks();
  $("#saved-status").replaceChildren();
  openDialog(decksDialog);
});

// ---- A deck in the link

function loadFromHash(): boolean {
  const shared = decodeShare(location.hash, engine.byNumber);
  if (!shared) return false;
  const undo = deck.size ? restorer() : undefined;
  setDeck(shared.ids, shared.name);
  const w = words();
  notify(shared.skipped ? fill(w.linkSkipped, { n: shared.skipped }) : w.linkLoaded, undo);
  // The deck is the draft now: a reload keeps it without the link.
  history.replaceState(null, "", location.pathname + location.search);
  return true;
}
window.addEventListener("hashchange", () => void loadFromHash());

// ---- Language

langSel.addEventListener("change", () => {
  lang = LANGS.find((l) => l === langSel.value) ?? "en";
  try {
    localStorage.setItem(LANG_KEY, lang);
  } catch {
    // The choice holds for this visit.
  }
  // An address that names the language names the one chosen now (a reload keeps it).
  const here = new URL(location.href);
  if (here.searchParams.has("lang")) {
    here.searchParams.set("lang", lang);
    history.replaceState(null, "", here);
  }
  applyWords();
  if (!engine) return;
  buildGrid();
  changed();
  notice.replaceChildren();
});

// ---- Start

async function start() {
  applyWords();
  try {
    engine = await loadDeckEngine();
  } catch (e) {
    $("#load-status").textContent = `${words().loadFailed} ${e instanceof Error ? e.message : String(e)}`;
    return;
  }
  $("#load-status").hidden = true;
  buildFilters();
  applyWords();
  buildGrid();
  readCards(document.body, (id) => {
    const c = engine.byId.get(id);
    return c ? faceOf(c, lang) : null;
  }, () => words().close);
  if (!loadFromHash()) {
    const draft = loadDraft();
    if (draft) setDeck(draft.cards, draft.name);
    else changed();
  }
  document.body.dataset.ready = "true";
}

void start();
