// Berserk's words on the board and in the decision panel, one object per language.
import type { Step, Strength } from "./types";

export type BerserkLang = "en" | "ru";

export type BerserkStrings = {
  squad: string;
  turn: string;
  active: string;
  attack: string;
  priority: string;
  stack: string;
  emptyStack: string;
  dice: string;
  strikes: string;
  attacker: string;
  defender: string;
  none: string;
  closed: string;
  dead: string;
  fallen: string;
  poison: string;
  wounds: string;
  life: string;
  main: string;
  priorityIn: string;
  exchange: string;
  move: string;
  creature: string;
  readCard: string;
  strike: string;
  endTurn: string;
  pass: string;
  reroll: string;
  redirect: string;
  defend: string;
  blockWith: string;
  faceDown: string;
  movement: string;
  inspireWith: string;
  useFeature: string;
  notNow: string;
  asRolled: string;
  lower: string;
  wins: string;
  draw: string;
  over: string;
  movesOf: string;
  strikesOf: string;
  other: string;
  steps: Record<Step, string>;
  strengths: Record<Strength, string>;
  features: Record<string, string>;
  /** What a feature written as data does, by its effect (`block` by what it blocks), for its `use` button. */
  effects: Record<string, string>;
  /** The words of an attack's one-line summary in the log. */
  log: {
    vs: string;
    /** "medium strike 2" (`strength` already in words; a number keeps to its word, no line break between). */
    strike(strength: string, value: number): string;
    wounds(n: number): string;
    noStrikes: string;
    blockedBy: string;
    blocked: string;
    dies(name: string): string;
  };
};

/** "Wound" in Russian, by plural category (1 рана, 2 раны, 5 ран; 1.5 раны). */
const RU_WOUNDS: Readonly<Record<string, string>> = { one: "рана", few: "раны", many: "ран", other: "раны" };

export const STRINGS: Record<BerserkLang, BerserkStrings> = {
  en: {
    squad: "Squad",
    turn: "Turn",
    active: "active",
    attack: "Attack",
    priority: "Priority",
    stack: "Stack",
    emptyStack: "empty",
    dice: "Dice",
    strikes: "Strikes",
    attacker: "attacker",
    defender: "defender",
    none: "none",
    closed: "closed",
    dead: "dead",
    fallen: "Fallen",
    poison: "poison",
    wounds: "wounds",
    life: "life",
    main: "main phase",
    priorityIn: "priority",
    exchange: "exchange",
    move: "Move",
    creature: "Creature",
    readCard: "read the card",
    strike: "Strike",
    endTurn: "End the turn (pass)",
    pass: "Pass",
    reroll: "Reroll",
    redirect: "Redirect the attack to",
    defend: "Defend with",
    blockWith: "Block with",
    faceDown: "A face-down creature",
    movement: "Movement",
    inspireWith: "Inspire, closing",
    useFeature: "Use the feature of",
    notNow: "Not possible now",
    asRolled: "Both strikes as rolled",
    lower: "Lower my strike, cancel the other",
    wins: "wins",
    draw: "Draw",
    over: "Game over",
    movesOf: "Moves",
    strikesOf: "Strikes",
    other: "Other",
    steps: {
      preliminary: "Preliminary",
      die_roll: "Die roll",
      calculation: "Calculation",
      blocking: "Blocking",
      effect_modification: "Effect modification",
      application: "Application",
    },
    strengths: { weak: "weak", medium: "medium", strong: "strong" },
    features: {
      armour: "Armour",
      luck: "Luck",
      attack_experience: "Attack experience",
      defence_experience: "Defence experience",
      redirect: "Redirect",
      directed_strike: "Directed strike",
      strike_protection: "Protection from strikes",
      stone_skin: "Stone skin",
      battle_cry: "Battle cry",
      poison: "Poison",
      regeneration: "Regeneration",
      block: "Block",
      onslaught: "Onslaught",
      inspire: "Inspiration",
      bloodthirst: "Bloodthirst",
      magic_strike: "Magic strike",
      steadfast: "Steadfast",
      ambush: "Ambush",
      first_strike: "First strike",
      rule: "Its own feature",
      attack: "Attack",
      roll: "Die roll",
    },
    effects: {
      die: "+ to the die",
      strike_value: "+ to the strike",
      heal: "heal",
      wounds: "wounds",
      poison: "poison",
      block_feature: "block the feature on top of the stack",
      block_attack: "block",
      gain: "gain",
      close: "close",
      open: "open",
    },
    log: {
      vs: "vs",
      strike: (strength, value) => `${strength} strike\u00a0${value}`,
      wounds: (n) => (n === 1 ? "1\u00a0wound" : `${n}\u00a0wounds`),
      noStrikes: "no strike",
      blockedBy: "blocked by",
      blocked: "blocked",
      dies: (name) => `${name} dies`,
    },
  },
  ru: {
    squad: "Отряд",
    turn: "Ход",
    active: "ходит",
    attack: "Атака",
    priority: "Приоритет",
    stack: "Стек",
    emptyStack: "пуст",
    dice: "Кубики",
    strikes: "Удары",
    attacker: "нападающий",
    defender: "защищающийся",
    none: "нет",
    closed: "закрыт",
    dead: "погиб",
    fallen: "Павшие",
    poison: "яд",
    wounds: "раны",
    life: "жизнь",
    main: "основная фаза",
    priorityIn: "приоритет",
    exchange: "обмен",
    move: "Переместить",
    creature: "Существо",
    readCard: "прочитать карту",
    strike: "Удар",
    endTurn: "Закончить ход (пас)",
    pass: "Пас",
    reroll: "Переброс",
    redirect: "Перенаправить атаку на",
    defend: "Защищать:",
    blockWith: "Заблокировать:",
    faceDown: "Существо рубашкой вверх",
    movement: "Движение",
    inspireWith: "Воодушевить, закрыв",
    useFeature: "Применить особенность:",
    notNow: "Сейчас нельзя",
    asRolled: "Оба удара как выпали",
    lower: "Ослабить свой удар, отменить чужой",
    wins: "побеждает",
    draw: "Ничья",
    over: "Игра окончена",
    movesOf: "Перемещения",
    strikesOf: "Удары",
    other: "Прочее",
    steps: {
      preliminary: "Предварительный этап",
      die_roll: "Бросок кубиков",
      calculation: "Расчёт",
      blocking: "Блокирование",
      effect_modification: "Изменение эффектов",
      application: "Применение",
    },
    strengths: { weak: "слабый", medium: "средний", strong: "сильный" },
    features: {
      armour: "Броня",
      luck: "Удача",
      attack_experience: "Опыт в атаке",
      defence_experience: "Опыт в защите",
      redirect: "Перенаправление",
      directed_strike: "Направленный удар",
      strike_protection: "Защита от ударов",
      stone_skin: "Каменная кожа",
      battle_cry: "Боевой клич",
      poison: "Яд",
      regeneration: "Регенерация",
      block: "Блок",
      onslaught: "Натиск",
      inspire: "Воодушевление",
      bloodthirst: "Кровожадность",
      magic_strike: "Магический удар",
      steadfast: "Стойкость",
      ambush: "Засада",
      first_strike: "Первый удар",
      rule: "Собственная особенность",
      attack: "Атака",
      roll: "Бросок кубика",
    },
    effects: {
      die: "+ к кубику",
      strike_value: "+ к удару",
      heal: "излечить",
      wounds: "раны",
      poison: "яд",
      block_feature: "заблокировать особенность, верхнюю в стеке",
      block_attack: "заблокировать",
      gain: "получить",
      close: "закрыть",
      open: "открыть",
    },
    log: {
      vs: "против",
      strike: (strength, value) => `${strength} удар\u00a0${value}`,
      wounds: (n) => `${n}\u00a0${RU_WOUNDS[new Intl.PluralRules("ru").select(n)] ?? "ран"}`,
      noStrikes: "нет удара",
      blockedBy: "заблокирована:",
      blocked: "заблокирован",
      dies: (name) => `${name} погибает`,
    },
  },
};

/** The words of `lang` for the page's `data-i18n` labels (the nested tables left out). */
export function labels(lang: BerserkLang): Record<string, string> {
  const { steps: _s, strengths: _t, features: _f, effects: _e, log: _l, ...flat } = STRINGS[lang];
  return flat;
}
