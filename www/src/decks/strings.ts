// The deck builder's own words, in every language of a ruleset it builds decks of (English,
// Russian, French): the page, the deck panel, the dialogs, and the reasons the engine's
// `checkDeck` gives for lines it could not read. A ruleset's words (its cards, filters and
// problems) are its part's (`www/src/rulesets/<id>/decks.ts`).

export type DeckLang = "en" | "ru" | "fr";

/** A word's forms by number: English and French `[one, other]`, Russian `[one, few, many]` (1 карта, 2 карты, 5 карт). */
export type Forms = readonly [string, string] | readonly [string, string, string];

/** `n` with the form of `forms` that goes with it, in `lang`. */
export function count(lang: DeckLang, n: number, forms: Forms): string {
  return `${n} ${form(lang, n, forms)}`;
}

/** The form of `forms` that goes with `n`, in `lang`. */
export function form(lang: DeckLang, n: number, forms: Forms): string {
  // French takes the singular for 0 and 1 (0 carte, 1 carte, 2 cartes).
  if (lang === "fr") return n <= 1 ? forms[0] : forms[1];
  if (lang === "en" || forms.length === 2) return n === 1 ? forms[0] : forms[1];
  const tens = n % 100;
  const units = n % 10;
  if (tens >= 11 && tens <= 14) return forms[2];
  if (units === 1) return forms[0];
  if (units >= 2 && units <= 4) return forms[1];
  return forms[2];
}

/** `{key}` in `text` replaced by `values[key]`. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** The builder's own words (a ruleset's part adds its own). */
export interface DeckWords {
  cardsTitle: string;
  language: string;
  loading: string;
  loadFailed: string;
  filters: string;
  search: string;
  inDeckOnly: string;
  sort: string;
  byName: string;
  clearFilters: string;
  shown: string;
  noMatch: string;
  cards: Forms;
  copies: Forms;
  removeLabel: string;
  removeOne: string;
  addOne: string;
  inDeck: string;
  deck: string;
  deckName: string;
  untitled: string;
  showDeck: string;
  legal: string;
  notLegal: string;
  emptyDeck: string;
  keys: string;
  otherProblem: string;
  save: string;
  saved: string;
  replaced: string;
  newDeck: string;
  myDecks: string;
  import: string;
  export: string;
  close: string;
  importTitle: string;
  importList: string;
  importRead: string;
  importNothing: string;
  unread: string;
  line: string;
  replaceDeck: string;
  addToDeck: string;
  imported: string;
  exportTitle: string;
  listIn: string;
  listLabel: string;
  shareLink: string;
  shareHelp: string;
  copy: string;
  copied: string;
  savedTitle: string;
  savedNone: string;
  load: string;
  delete: string;
  deleted: string;
  undo: string;
  readyTitle: string;
  loaded: string;
  linkLoaded: string;
  linkSkipped: string;
  skipped: string;
  storageFailed: string;
  /** The label of the choice of ruleset. */
  game: string;
  /** The set's own order (the part's first). */
  byOrder: string;
}

const EN: DeckWords = {
  cardsTitle: "The cards",
  language: "Language",
  loading: "Loading the cards…",
  loadFailed: "The cards could not be loaded:",
  filters: "Filters",
  search: "Search",
  inDeckOnly: "In the deck",
  sort: "Order",
  byName: "Name",
  clearFilters: "Clear filters",
  shown: "{n} of {total} cards",
  noMatch: "No card matches these filters.",
  cards: ["card", "cards"],
  copies: ["copy", "copies"],
  removeLabel: "Remove a copy of {name}",
  removeOne: "Remove one",
  addOne: "Add one",
  inDeck: "in the deck",
  deck: "Deck",
  deckName: "Deck name",
  untitled: "Untitled deck",
  showDeck: "Show the deck",
  legal: "Legal",
  notLegal: "Not legal",
  emptyDeck: "The deck is empty: click a card (or focus it and press Enter) to add a copy.",
  keys: "On a card: Enter or + adds a copy, − or Delete removes one.",
  otherProblem: "A problem: {problem}.",
  save: "Save",
  saved: "Saved «{name}» in this browser.",
  replaced: "Saved «{name}» in this browser (it replaces the deck of that name).",
  newDeck: "New deck",
  myDecks: "My decks",
  import: "Import",
  export: "Export",
  close: "Close",
  importTitle: "Import a list",
  importList: "Deck list",
  importRead: "Read: {cards}.",
  importNothing: "Paste a list to read it.",
  unread: "Lines not read",
  line: "Line {n}",
  replaceDeck: "Replace the deck",
  addToDeck: "Add to the deck",
  imported: "Imported: {cards}.",
  exportTitle: "Export and share",
  listIn: "List in",
  listLabel: "The deck as a list",
  shareLink: "Link to this deck",
  shareHelp: "Whoever opens the link gets this deck in the builder.",
  copy: "Copy",
  copied: "Copied.",
  savedTitle: "Saved in this browser",
  savedNone: "No deck saved yet: name the deck and press Save.",
  load: "Load",
  delete: "Delete",
  deleted: "Deleted «{name}».",
  undo: "Undo",
  readyTitle: "Ready decks to start from",
  loaded: "Loaded «{name}».",
  linkLoaded: "Deck loaded from the link.",
  linkSkipped: "Deck loaded from the link; {n} of its entries could not be read.",
  skipped: "{n} of its cards are not in the set and were left out.",
  storageFailed: "This browser does not keep decks (its storage is off or full).",
  game: "Game",
  byOrder: "The set's order",
};

const RU: DeckWords = {
  cardsTitle: "Карты",
  language: "Язык",
  loading: "Карты загружаются…",
  loadFailed: "Не удалось загрузить карты:",
  filters: "Фильтры",
  search: "Поиск",
  inDeckOnly: "В колоде",
  sort: "Порядок",
  byName: "Название",
  clearFilters: "Сбросить фильтры",
  shown: "{n} из {total}",
  noMatch: "Ни одна карта не подходит под эти фильтры.",
  cards: ["карта", "карты", "карт"],
  copies: ["копия", "копии", "копий"],
  removeLabel: "Убрать копию: {name}",
  removeOne: "Убрать одну",
  addOne: "Добавить одну",
  inDeck: "в колоде",
  deck: "Колода",
  deckName: "Название колоды",
  untitled: "Колода без названия",
  showDeck: "Показать колоду",
  legal: "По правилам",
  notLegal: "Не по правилам",
  emptyDeck: "Колода пуста: нажмите на карту (или выберите её и нажмите Enter), чтобы добавить копию.",
  keys: "На карте: Enter или + добавляет копию, − или Delete убирает.",
  otherProblem: "Ошибка: {problem}.",
  save: "Сохранить",
  saved: "«{name}» сохранена в этом браузере.",
  replaced: "«{name}» сохранена в этом браузере (вместо колоды с тем же названием).",
  newDeck: "Новая колода",
  myDecks: "Мои колоды",
  import: "Импорт",
  export: "Экспорт",
  close: "Закрыть",
  importTitle: "Импорт списка",
  importList: "Список колоды",
  importRead: "Прочитано: {cards}.",
  importNothing: "Вставьте список, чтобы прочитать его.",
  unread: "Не прочитаны строки",
  line: "Строка {n}",
  replaceDeck: "Заменить колоду",
  addToDeck: "Добавить в колоду",
  imported: "Импортировано: {cards}.",
  exportTitle: "Экспорт и ссылка",
  listIn: "Список на языке",
  listLabel: "Колода списком",
  shareLink: "Ссылка на эту колоду",
  shareHelp: "Кто откроет ссылку, получит эту колоду в конструкторе.",
  copy: "Копировать",
  copied: "Скопировано.",
  savedTitle: "Сохранённые в этом браузере",
  savedNone: "Сохранённых колод пока нет: назовите колоду и нажмите «Сохранить».",
  load: "Открыть",
  delete: "Удалить",
  deleted: "«{name}» удалена.",
  undo: "Вернуть",
  readyTitle: "Готовые колоды для начала",
  loaded: "Открыта «{name}».",
  linkLoaded: "Колода открыта по ссылке.",
  linkSkipped: "Колода открыта по ссылке; не прочитано записей: {n}.",
  skipped: "Пропущено карт не из набора: {n}.",
  storageFailed: "Этот браузер не хранит колоды (хранилище отключено или заполнено).",
  game: "Игра",
  byOrder: "Порядок выпуска",
};

const FR: DeckWords = {
  cardsTitle: "Les cartes",
  language: "Langue",
  loading: "Chargement des cartes…",
  loadFailed: "Les cartes n'ont pas pu être chargées :",
  filters: "Filtres",
  search: "Recherche",
  inDeckOnly: "Dans le deck",
  sort: "Ordre",
  byName: "Nom",
  clearFilters: "Effacer les filtres",
  shown: "{n} cartes sur {total}",
  noMatch: "Aucune carte ne correspond à ces filtres.",
  cards: ["carte", "cartes"],
  copies: ["exemplaire", "exemplaires"],
  removeLabel: "Retirer un exemplaire de {name}",
  removeOne: "En retirer un",
  addOne: "En ajouter un",
  inDeck: "dans le deck",
  deck: "Deck",
  deckName: "Nom du deck",
  untitled: "Deck sans nom",
  showDeck: "Montrer le deck",
  legal: "Valide",
  notLegal: "Non valide",
  emptyDeck: "Le deck est vide : cliquez sur une carte (ou sélectionnez-la et appuyez sur Entrée) pour en ajouter un exemplaire.",
  keys: "Sur une carte : Entrée ou + ajoute un exemplaire, − ou Suppr en retire un.",
  otherProblem: "Un problème : {problem}.",
  save: "Enregistrer",
  saved: "« {name} » est enregistré dans ce navigateur.",
  replaced: "« {name} » est enregistré dans ce navigateur (il remplace le deck de ce nom).",
  newDeck: "Nouveau deck",
  myDecks: "Mes decks",
  import: "Importer",
  export: "Exporter",
  close: "Fermer",
  importTitle: "Importer une liste",
  importList: "Liste du deck",
  importRead: "Lu : {cards}.",
  importNothing: "Collez une liste pour la lire.",
  unread: "Lignes non lues",
  line: "Ligne {n}",
  replaceDeck: "Remplacer le deck",
  addToDeck: "Ajouter au deck",
  imported: "Importé : {cards}.",
  exportTitle: "Exporter et partager",
  listIn: "Liste en",
  listLabel: "Le deck en liste",
  shareLink: "Lien vers ce deck",
  shareHelp: "Qui ouvre le lien trouve ce deck dans le constructeur.",
  copy: "Copier",
  copied: "Copié.",
  savedTitle: "Enregistrés dans ce navigateur",
  savedNone: "Aucun deck enregistré : nommez le deck et appuyez sur Enregistrer.",
  load: "Ouvrir",
  delete: "Supprimer",
  deleted: "« {name} » est supprimé.",
  undo: "Annuler",
  readyTitle: "Decks prêts pour commencer",
  loaded: "« {name} » est ouvert.",
  linkLoaded: "Deck ouvert depuis le lien.",
  linkSkipped: "Deck ouvert depuis le lien ; {n} de ses entrées n'ont pas pu être lues.",
  skipped: "{n} de ses cartes ne sont pas du jeu et ont été laissées de côté.",
  storageFailed: "Ce navigateur ne garde pas de decks (son stockage est coupé ou plein).",
  game: "Jeu",
  byOrder: "Ordre du jeu",
};

export const WORDS: Record<DeckLang, DeckWords> = { en: EN, ru: RU, fr: FR };

/**
 * What `checkDeck` says it could not read, in `lang` (the engine words its reasons in English;
 * a reason it words otherwise is shown as it is).
 */
export function unreadReason(lang: DeckLang, reason: string): string {
  if (lang === "en") return reason;
  const named = /^no (printed )?card is named "(.*)"$/.exec(reason);
  const badCount = /^the count is not a number from 1 to (\d+)$/.exec(reason);
  if (lang === "ru") {
    if (badCount) return `количество — не число от 1 до ${badCount[1]}`;
    if (named) return `нет ${named[1] ? "печатной " : ""}карты с названием «${named[2]}»`;
  } else {
    if (badCount) return `le nombre n'est pas de 1 à ${badCount[1]}`;
    if (named) return `aucune carte ne s'appelle « ${named[2]} »`;
  }
  return reason;
}
