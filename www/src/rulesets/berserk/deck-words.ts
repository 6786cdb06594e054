// The Berserk deck builder's words in English and Russian: its cards' numbers, elements and
// kinds, its filters, the deck's problems as the engine's `checkDeck` reports them, and the names
// of the mechanics a card lists as not played yet (its `missing`). The page's own words are
// www/src/decks/strings.ts.
import type { BerserkElement } from "arbiter-engine";
import type { BerserkLang } from "./strings";

export interface BerserkDeckWords {
  title: string;
  intro: string;
  searchHint: string;
  element: string;
  cost: string;
  kind: string;
  ground: string;
  flyers: string;
  byNumber: string;
  byCost: string;
  addLabel: string;
  life: string;
  strike: string;
  movement: string;
  flyer: string;
  elite: string;
  ordinary: string;
  unique: string;
  number: string;
  notPlayed: string;
  notPlayedLong: string;
  tooFew: string;
  tooMany: string;
  tooManyCopies: string;
  unknownCard: string;
  notPrinted: string;
  curve: string;
  curveLabel: string;
  elements: string;
  eliteCount: string;
  flyerCount: string;
  uniqueCount: string;
  importHelp: string;
}

const EN: BerserkDeckWords = {
  title: "Berserk deck builder",
  intro: "The 200 cards of «Война стихий» (War of the Elements). Click a card to add a copy; a deck holds 30 to 50 cards, at most 3 copies of each.",
  searchHint: "name or rules text",
  element: "Element",
  cost: "Cost",
  kind: "Kind",
  ground: "Ground",
  flyers: "Flyers",
  byNumber: "Number",
  byCost: "Cost",
  addLabel: "{name}, cost {cost}: add a copy ({n} in the deck)",
  life: "Life",
  strike: "Strike",
  movement: "Movement",
  flyer: "Flyer",
  elite: "Elite: paid in gold only",
  ordinary: "Ordinary: paid in gold or silver",
  unique: "Unique",
  number: "No.",
  notPlayed: "not played yet",
  notPlayedLong: "Not played yet by the engine: {list}.",
  tooFew: "Too few cards: {cards}, a deck needs at least {min}.",
  tooMany: "Too many cards: {cards}, a deck holds at most {max}.",
  tooManyCopies: "{card}: {copies}, at most {max} of a card.",
  unknownCard: "{card}: there is no such card.",
  notPrinted: "{card} is not a printed card.",
  curve: "Cost curve",
  curveLabel: "cost {cost}: {n}",
  elements: "Elements",
  eliteCount: "Elite",
  flyerCount: "Flyers",
  uniqueCount: "Unique",
  importHelp: "Paste a deck list: a card a line, as «3 Кочевник», «3x Nomad» or «Nomad x3», in Russian or English.",
};

const RU: BerserkDeckWords = {
  title: "Конструктор колод «Берсерк»",
  intro: "200 карт выпуска «Война стихий». Нажмите на карту, чтобы добавить её копию; в колоде от 30 до 50 карт, каждой не больше трёх.",
  searchHint: "название или текст",
  element: "Стихия",
  cost: "Стоимость",
  kind: "Тип",
  ground: "Наземные",
  flyers: "Летающие",
  byNumber: "Номер",
  byCost: "Стоимость",
  addLabel: "{name}, стоимость {cost}: добавить копию (в колоде {n})",
  life: "Жизнь",
  strike: "Удар",
  movement: "Движение",
  flyer: "Летающее",
  elite: "Элитное: только за золото",
  ordinary: "Рядовое: за золото или серебро",
  unique: "Уникальное",
  number: "№",
  notPlayed: "пока не играется",
  notPlayedLong: "Движок пока не играет: {list}.",
  tooFew: "Мало карт: {cards}, в колоде должно быть не меньше {min}.",
  tooMany: "Слишком много карт: {cards}, в колоде не больше {max}.",
  tooManyCopies: "{card}: {copies}, одной карты можно не больше {max}.",
  unknownCard: "{card}: такой карты нет.",
  notPrinted: "{card} — не печатная карта.",
  curve: "Кривая стоимости",
  curveLabel: "стоимость {cost}: {n}",
  elements: "Стихии",
  eliteCount: "Элитные",
  flyerCount: "Летающие",
  uniqueCount: "Уникальные",
  importHelp: "Вставьте список колоды: по карте в строке, например «3 Кочевник», «3x Nomad» или «Кочевник x3», на русском или английском.",
};

export const DECK_WORDS: Record<BerserkLang, BerserkDeckWords> = { en: EN, ru: RU };

/** The elements in the order the builder lists them (the set's numbering: Steppes first, neutral last). */
export const ELEMENTS: readonly BerserkElement[] = ["steppe", "mountains", "forest", "swamp", "dark", "neutral"];

export const ELEMENT_NAMES: Record<BerserkLang, Record<BerserkElement, string>> = {
  en: { steppe: "Steppes", mountains: "Mountains", forest: "Forests", swamp: "Swamps", dark: "Darkness", neutral: "Neutral" },
  ru: { steppe: "Степи", mountains: "Горы", forest: "Леса", swamp: "Болота", dark: "Тьма", neutral: "Нейтральные" },
};

/** The mechanics a card can list as not played yet (its `missing`), by tag. */
const MECHANICS: Record<string, [en: string, ru: string]> = {
  armour: ["armour", "броня"],
  attack_experience: ["attack experience", "опыт в атаке"],
  attacked_trigger: ["when attacked", "срабатывание при атаке"],
  block: ["block", "блок"],
  clumsy: ["clumsiness", "неуклюжесть"],
  code: ["a rule of its own", "особое правило"],
  counters: ["counters", "фишки"],
  damage_reduction: ["wound reduction", "снижение ран"],
  death_trigger: ["death triggers", "срабатывание при гибели"],
  deck: ["looking at the deck", "просмотр колоды"],
  defence_experience: ["defence experience", "опыт в защите"],
  defender: ["defender rules", "правила защитника"],
  destroy: ["destroying cards", "уничтожение карт"],
  die_roll: ["extra die rolls", "дополнительный бросок"],
  directed_strike: ["directed strike", "направленный удар"],
  discharge: ["discharge", "разряд"],
  discharge_protection: ["protection from discharges", "защита от разрядов"],
  feature_loss: ["losing features", "потеря свойств"],
  finishing_strike: ["finishing strike", "добивание"],
  first_second_player: ["first or second player", "первый или второй игрок"],
  flight: ["gaining flight", "полёт"],
  flyer_protection: ["protection from flyers", "защита от летающих"],
  formation: ["formation", "строй"],
  gain_feature: ["gaining features", "получение свойств"],
  heal: ["healing", "лечение"],
  incarnation: ["incarnation", "воплощение"],
  instant: ["fast actions", "быстрые действия"],
  jump: ["jump", "прыжок"],
  life: ["life changes", "изменение жизни"],
  magic_protection: ["protection from magic", "защита от магии"],
  magic_strike: ["magic strike", "магический удар"],
  markers: ["markers", "метки"],
  movement: ["movement changes", "изменение движения"],
  movement_trigger: ["movement triggers", "срабатывание при движении"],
  multiple_attacks: ["extra attacks", "дополнительные атаки"],
  open_close: ["opening and closing", "открытие и закрытие"],
  poison: ["poison", "отравление"],
  poison_protection: ["protection from poison", "защита от отравления"],
  prophecy: ["prophecy", "пророчество"],
  protection: ["protections", "защиты"],
  ranged_modifier: ["ranged bonuses", "бонусы дальних атак"],
  redirect: ["redirection", "перенаправление"],
  redistribute_wounds: ["moving wounds", "перенос ран"],
  regeneration: ["regeneration", "регенерация"],
  resurrect: ["resurrection", "воскрешение"],
  roll_modifier: ["die-roll changes", "изменение броска"],
  scavenging: ["scavenging", "трупоедство"],
  shot: ["shot", "выстрел"],
  shot_protection: ["protection from shots", "защита от выстрелов"],
  special_strike: ["special strike", "особый удар"],
  spell: ["spells", "заклинания"],
  spell_protection: ["protection from spells", "защита от заклинаний"],
  squad_building: ["recruitment rules", "правила найма"],
  strike_modifier: ["strike changes", "изменение удара"],
  strike_through_row: ["strike through a row", "удар через ряд"],
  strike_trigger: ["strike triggers", "срабатывание при ударе"],
  tap_cost: ["closing as a cost", "закрытие как цена"],
  teleport: ["teleport", "телепортация"],
  throw: ["throw", "метание"],
  throw_protection: ["protection from throws", "защита от метания"],
  turn_trigger: ["turn triggers", "начало и конец хода"],
  unanswerable_strike: ["strikes without answer", "удар без ответа"],
  usage_limit: ["usage limits", "ограничение использований"],
  valhalla: ["Valhalla", "Вальхалла"],
  vampirism: ["vampirism", "вампиризм"],
  wounds: ["wounds by effects", "раны от эффектов"],
};

/** A mechanic's name in `lang` (a tag not named here: the tag itself, its underscores as spaces). */
export function mechanic(lang: BerserkLang, tag: string): string {
  const names = MECHANICS[tag];
  return names ? names[lang === "en" ? 0 : 1] : tag.replaceAll("_", " ");
}
