// The deck builder (decks.html): one page for every ruleset whose players build decks, each
// ruleset's part from the registry (www/src/decks/part.ts; `?ruleset=eredan`, Berserk without
// it). The cards as a grid of tiles, filtered by the part's filters and by text; a click (or
// Enter, +) adds a copy, − removes one; the deck panel shows the list, the part's numbers, and
// the engine's verdict on the deck (`checkDeck`: the one judge of legality, no rule written
// here) as it is built. A pasted list is imported, the deck exported as the plain list the
// engine writes (`writeDeck`) and as a link (decks.html?ruleset=...#deck=...), and decks are kept
// in the browser (localStorage `arbiter.<ruleset>.decks`, which the game pages read).
import { readCards } from "../shell/card-reader";
import { $, button, copyField, el } from "../shell/dom";
import { RULESETS, type SiteRuleset } from "../rulesets/registry";
import { Deck, decodeShare, encodeShare, loadDraft, saveDeck, savedDecks, storeDecks, storeDraft, type SavedDeck } from "../decks/deck";
import type { BookCard, DeckBook, DeckPart, Order, PartWords } from "../decks/part";
import { setCount, tile } from "../decks/grid";
import { renderPanel } from "../decks/panel";
import { count, fill, unreadReason, WORDS, type DeckLang, type DeckWords } from "../decks/strings";

/** The rulesets the builder builds decks of; the one of the address (Berserk without one). */
const BUILT = RULESETS.filter((r): r is SiteRuleset & { decks: () => Promise<DeckPart> } => r.decks !== undefined);
const params = new URLSearchParams(location.search);
const site = BUILT.find((r) => r.id === params.get("ruleset")) ?? BUILT.find((r) => r.id === "berserk") ?? BUILT[0];
const ruleset = site.id;
/** Each language's name in itself (the language menu). */
const LANG_NAMES: Record<DeckLang, string> = { en: "English", ru: "Русский", fr: "Français" };

let part: DeckPart;
let book: DeckBook<BookCard>;
let byId = new Map<string, BookCard>();
let lang: DeckLang = "en";
/** The page's words and, once its cards are loaded, the ruleset's. */
const words = (): DeckWords & Partial<PartWords> => ({ ...WORDS[lang], ...book?.words(lang) });

function storedLang(): string | null {
  try {
    return localStorage.getItem(part.langKey);
  } catch {
    return null;
  }
}

const deck = new Deck();
/** The card tiles by id (drawn again when the language changes). */
const tiles = new Map<string, HTMLLIElement>();
/** Cards the engine finds with too many copies (their tiles are marked). */
let overCopies = new Set<string>();

const filters = {
  /** The values pressed, by filter key. */
  chosen: new Map<string, Set<string>>(),
  text: "",
  inDeck: false,
  sort: "order",
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
  document.title = `Arbiter — ${w.title ?? site.name}`;
  for (const e of document.querySelectorAll<HTMLElement>("[data-w]")) {
    const text = (w as unknown as Record<string, unknown>)[e.dataset.w ?? ""];
    if (typeof text === "string") e.textContent = text;
  }
  search.placeholder = w.searchHint ?? "";
  nameInput.placeholder = w.untitled;
  toggle.setAttribute("aria-label", w.showDeck);
}

/** The choice of ruleset (a link to the builder of each) and of language (the part's). */
function buildMenus() {
  const nav = $("#rulesets");
  nav.replaceChildren(
    ...BUILT.map((r) => {
      const a = el("a", undefined, r.name);
      a.href = `decks.html?ruleset=${r.id}`;
      if (r.id === ruleset) a.setAttribute("aria-current", "page");
      return a;
    }),
  );
  langSel.replaceChildren(
    ...part.langs.map((l) => {
      const o = el("option", undefined, LANG_NAMES[l]);
      o.value = l;
      return o;
    }),
  );
  document.body.dataset.ruleset = ruleset;
}

// ---- Filters

function chip(text: string, data: Record<string, string>, pressed = false): HTMLButtonElement {
  const b = button(text, { "aria-pressed": String(pressed) });
  Object.assign(b.dataset, data);
  return b;
}

/** The part's filters as groups of chips (drawn again in another language, the chips pressed kept). */
function buildFilters() {
  const box = $("#filter-groups");
  box.replaceChildren(
    ...book.filters(lang).map((f) => {
      const group = el("div", "dk-chips");
      group.id = `f-${f.key}`;
      group.setAttribute("role", "group");
      group.setAttribute("aria-labelledby", `f-${f.key}-label`);
      const label = el("span", "dk-chips-label", f.label);
      label.id = `f-${f.key}-label`;
      group.append(label);
      const chosen = filters.chosen.get(f.key) ?? new Set<string>();
      filters.chosen.set(f.key, chosen);
      for (const c of f.chips) {
        const b = chip(c.label, { filter: f.key, value: c.value, [f.key]: c.value }, chosen.has(c.value));
        b.classList.add("dk-chip", ...(c.tone ? c.tone.split(" ") : []));
        group.append(b);
      }
      return group;
    }),
  );
  const sort = $<HTMLSelectElement>("#sort");
  const orders: { key: string; label: string }[] = [{ key: "order", label: words().setOrder ?? words().byOrder }, { key: "name", label: words().byName }, ...book.orders(lang)];
  sort.replaceChildren(
    ...orders.map((o) => {
      const opt = el("option", undefined, o.label);
      opt.value = o.key;
      return opt;
    }),
  );
  sort.value = orders.some((o) => o.key === filters.sort) ? filters.sort : "order";
}

function wireFilters() {
  $("#filter-groups").addEventListener("click", (ev) => {
    const b = (ev.target as Element).closest<HTMLButtonElement>("[data-filter]");
    if (!b) return;
    const chosen = filters.chosen.get(b.dataset.filter!)!;
    toggleIn(chosen, b.dataset.value!);
    b.setAttribute("aria-pressed", String(chosen.has(b.dataset.value!)));
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
    for (const chosen of filters.chosen.values()) chosen.clear();
    filters.text = "";
    filters.inDeck = false;
    search.value = "";
    $<HTMLInputElement>("#f-in-deck").checked = false;
    for (const b of document.querySelectorAll("#filter-groups [aria-pressed]")) b.setAttribute("aria-pressed", "false");
    filterGrid();
  });
}

function toggleIn<T>(set: Set<T>, x: T) {
  if (set.has(x)) set.delete(x);
  else set.add(x);
}

/** Text as searched: lower case, ё as е, without accents (é as e). */
const fold = (s: string) => s.toLowerCase().replaceAll("ё", "е").normalize("NFD").replace(/[\u0300-\u036f]/g, "").normalize("NFC");

function matches(c: BookCard): boolean {
  for (const [key, chosen] of filters.chosen) {
    if (chosen.size && !(c.values[key] ?? []).some((v) => chosen.has(v))) return false;
  }
  if (filters.inDeck && deck.count(c.id) === 0) return false;
  const q = filters.text;
  if (!q) return true;
  if (c.number !== undefined && /^#?\d+$/.test(q)) return c.number === Number(q.replace("#", ""));
  return c.search.some((t) => fold(t).includes(q));
}

function sorted(): BookCard[] {
  const cards = [...book.cards];
  const order: Order<BookCard> | undefined = book.orders(lang).find((o) => o.key === filters.sort);
  if (order) cards.sort((a, b) => order.compare(a, b));
  else if (filters.sort === "name") cards.sort((a, b) => a.name(lang).localeCompare(b.name(lang), lang) || a.order - b.order);
  else cards.sort((a, b) => a.order - b.order);
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
  $("#shown").textContent = fill(words().shown, { n: shown, total: book.cards.length });
  const active = [...filters.chosen.values()].reduce((s, chosen) => s + chosen.size, 0) + Number(filters.inDeck);
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
  for (const c of book.cards) tiles.set(c.id, tile(c, book, lang, deck.count(c.id)));
  grid.replaceChildren(...book.cards.map((c) => tiles.get(c.id)!));
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
const ids = () => deck.ids((a, b) => (byId.get(a)?.order ?? Infinity) - (byId.get(b)?.order ?? Infinity));

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
    const c = byId.get(id);
    if (li && c) setCount(li, c, book, lang, deck.count(id));
  }
  const check = book.check(ids());
  renderPanel(parts, deck, check, book, byId, lang);
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
  storeDraft(ruleset, { name: nameInput.value.trim(), cards: ids() });
}

/** Replaces the deck with `cards` (ids the set does not have are left out: their number is returned). */
function setDeck(cards: string[], name: string): number {
  const known = cards.filter((id) => byId.has(id));
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

nameInput.addEventListener("input", () => storeDraft(ruleset, { name: nameInput.value.trim(), cards: ids() }));

$("#save").addEventListener("click", () => {
  const w = words();
  const name = nameInput.value.trim() || w.untitled;
  nameInput.value = name;
  const done = saveDeck(ruleset, { name, cards: ids() });
  if (!done) return notify(w.storageFailed);
  storeDraft(ruleset, { name, cards: ids() });
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
  const read = text.trim() ? book.read(text) : null;
  // A deck's characters (Eredan's) are read apart from its cards: both go into the deck.
  imported = read ? [...(read.characters ?? []), ...read.cards] : [];
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

// Export: the plain list in each language the engine writes it in, and the link that opens the page with the deck.
const exportDialog = $<HTMLDialogElement>("#export-dialog");
let exportLang: DeckLang = "en";
function shareLink(): string {
  const entries = deck.entries().flatMap(([id, n]) => {
    const c = byId.get(id);
    return c ? [[c, n] as [BookCard, number]] : [];
  });
  entries.sort(([a], [b]) => a.order - b.order);
  const here = `${location.origin}${location.pathname}${ruleset === "berserk" ? "" : `?ruleset=${ruleset}`}`;
  return `${here}#${encodeShare(entries.map(([c, n]) => [book.shareKey(c), n]), nameInput.value.trim())}`;
}
function renderExport() {
  const w = words();
  if (!book.exportLangs.includes(exportLang)) exportLang = book.exportLangs.includes(lang) ? lang : book.exportLangs[0];
  for (const b of exportDialog.querySelectorAll<HTMLElement>("[data-export-lang]")) b.setAttribute("aria-pressed", String(b.dataset.exportLang === exportLang));
  const list = copyField(w.listLabel, book.write(ids(), exportLang), "export-list-text", w, 10);
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
  const saved = savedDecks(ruleset);
  const list = $("#saved-list");
  if (!saved.length) list.replaceChildren(el("li", "dk-empty", w.savedNone));
  else {
    list.replaceChildren(
      ...saved.map((d, i) => {
        const li = el("li");
        const legal = book.check(d.cards).legal;
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
    ...book.ready(lang).map((d) => {
      const li = el("li", d.tone);
      const name = d.name;
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
  const saved = savedDecks(ruleset);
  const [gone] = saved.splice(i, 1);
  if (!gone) return;
  if (!storeDecks(ruleset, saved)) return notify(w.storageFailed, undefined, $("#saved-status"));
  renderDecks();
  notify(
    fill(w.deleted, { name: gone.name }),
    () => {
      const now = savedDecks(ruleset);
      now.splice(Math.min(i, now.length), 0, gone);
      storeDecks(ruleset, now);
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
  const shared = decodeShare(location.hash, new Map(book.cards.map((c) => [book.shareKey(c), c.id])));
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
  lang = part.langs.find((l) => l === langSel.value) ?? part.langs[0];
  try {
    localStorage.setItem(part.langKey, lang);
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
  if (!book) return;
  buildFilters();
  filterGrid();
  buildGrid();
  changed();
  notice.replaceChildren();
});

// ---- Start

async function start() {
  try {
    part = await site.decks();
    const wanted = params.get("lang") ?? storedLang() ?? navigator.language?.slice(0, 2);
    lang = part.langs.find((l) => l === wanted) ?? part.langs[0];
    buildMenus();
    applyWords();
    book = await part.load();
  } catch (e) {
    $("#load-status").textContent = `${words().loadFailed} ${e instanceof Error ? e.message : String(e)}`;
    return;
  }
  byId = new Map(book.cards.map((c) => [c.id, c]));
  // The languages of the exported list (none to choose when the engine writes one list).
  const exportLangs = $("#export-langs");
  exportLangs.hidden = book.exportLangs.length < 2;
  exportLangs.append(...book.exportLangs.map((l) => button(LANG_NAMES[l], { "data-export-lang": l })));
  $("#load-status").hidden = true;
  buildFilters();
  wireFilters();
  applyWords();
  buildGrid();
  readCards(document.body, (id) => {
    const c = byId.get(id);
    return c ? book.face(c, lang) : null;
  }, () => words().close);
  if (!loadFromHash()) {
    const draft = loadDraft(ruleset);
    if (draft) setDeck(draft.cards, draft.name);
    else changed();
  }
  document.body.dataset.ready = "true";
}

void start();
