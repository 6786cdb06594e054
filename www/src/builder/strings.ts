// The scenario builder's own words (the engine writes the error messages, the card names and the
// narration): one object per language, each a `BuilderStrings`, so a missing word fails the build.
import type { Lang } from "../shell/strings";

export type BuilderStrings = {
  title: string;
  ruleset: string;
  language: string;
  startFrom: string;
  position: string;
  envelope: string;
  seed: string;
  dice: string;
  die: string;
  turn: string;
  active: string;
  from: string;
  until: string;
  /** The stop points' words, by their value in the scenario format. */
  stops: Record<string, string>;
  player: string;
  players: string;
  character: string;
  characters: string;
  creature: string;
  creatures: string;
  card: string;
  cards: string;
  pv: string;
  pvDefault: string;
  tapped: string;
  dead: string;
  attached: string;
  hand: string;
  deck: string;
  deckDefault: string;
  discard: string;
  score: string;
  fighters: string;
  activeFighter: string;
  passiveFighter: string;
  plays: string;
  discards: string;
  owner: string;
  cell: string;
  column: string;
  row: string;
  wounds: string;
  closed: string;
  hidden: string;
  poison: string;
  moved: string;
  luckUsed: string;
  armourUsed: string;
  choices: string;
  choice: string;
  type: string;
  attacker: string;
  target: string;
  to: string;
  role: string;
  feature: string;
  exchange: string;
  advantage: string;
  square: string;
  active_: string;
  activating: string;
  order: string;
  orderDefault: string;
  round: string;
  at: string;
  targetPlayer: string;
  targetCard: string;
  none: string;
  byDefault: string;
  add: string;
  remove: string;
  valid: string;
  invalid: string;
  goToControl: string;
  advanced: string;
  advancedHelp: string;
  preview: string;
  outputs: string;
  shareLink: string;
  open: string;
  copy: string;
  copied: string;
  iframe: string;
  tag: string;
  /** The wikitext of the MediaWiki extension's tag (integrations/mediawiki/). */
  wikiTag: string;
  json: string;
  download: string;
  picture: string;
  frame: string;
  frameStart: string;
  frameAfter: string;
  downloadSvg: string;
  pictureAlt: string;
  exportPosition: string;
  exported: string;
  fallbackLink: string;
  steps: string;
  stale: string;
  /** Says the preview is not the JSON's: it changed and the engine has not (yet) accepted it. */
  previewStale: string;
  /** Under the preview of a board of cells: how to choose a cell by clicking it. */
  pickCell: string;
  /** The button that puts the engine's "did you mean" suggestion in the JSON: "Use" + the suggestion. */
  useSuggestion: string;
  encounter: string;
  used: string;
  slot: string;
  ability: string;
  movementBonus: string;
  challengeBonus: string;
  statBonus: string;
};

const en: BuilderStrings = {
  title: "Scenario builder",
  ruleset: "Ruleset",
  language: "Language",
  startFrom: "Start from",
  position: "The position",
  envelope: "Seed and dice",
  seed: "Seed",
  dice: "Forced dice (in order)",
  die: "Die",
  turn: "Turn",
  active: "Active player",
  from: "Starts at",
  until: "Stops at",
  stops: { end_of_turn: "the end of the turn", end_of_combat: "the end of the combat", attack_end: "the end of the attack", choices_end: "the last choice" },
  player: "Player",
  players: "Players",
  character: "Character",
  characters: "Characters",
  creature: "Creature",
  creatures: "Creatures",
  card: "Card",
  cards: "Cards",
  pv: "PV",
  pvDefault: "max",
  tapped: "Tapped",
  dead: "Dead",
  attached: "Attached cards (arrival order)",
  hand: "Hand",
  deck: "Deck (top first)",
  deckDefault: "empty: the built-in deck, shuffled with the seed",
  discard: "Discard pile",
  score: "Score",
  fighters: "Fighters",
  activeFighter: "The active player's fighter",
  passiveFighter: "The passive player's fighter",
  plays: "Cards played from hand, in order",
  discards: "Cards discarded at the end of the turn",
  owner: "Owner",
  cell: "Cell",
  column: "column",
  row: "row",
  wounds: "Wounds",
  closed: "Closed",
  hidden: "Face down",
  poison: "Poison",
  moved: "Moved this turn",
  luckUsed: "Luck used",
  armourUsed: "Armour used",
  choices: "Choices, in order",
  choice: "Choice",
  type: "Type",
  attacker: "Attacker",
  target: "Target",
  to: "To",
  role: "Die",
  feature: "Feature number",
  exchange: "Answer",
  advantage: "Advantage",
  square: "Square",
  active_: "Active Artefacts",
  activating: "Artefacts being activated",
  order: "Turn order",
  orderDefault: "empty: seat order",
  round: "Round",
  at: "The turn stands at",
  targetPlayer: "Target player",
  targetCard: "Target card",
  none: "none",
  byDefault: "default",
  add: "Add",
  remove: "Remove",
  valid: "The engine accepts this scenario",
  invalid: "The engine refuses this scenario",
  goToControl: "Go to the control",
  advanced: "Advanced: edit the JSON",
  advancedHelp: "The scenario as the engine reads it. Edits here replace the form's values.",
  preview: "Preview",
  outputs: "Use it",
  shareLink: "Share link",
  open: "Open",
  copy: "Copy",
  copied: "Copied",
  iframe: "Iframe, for a site that allows HTML (with the script that resizes it)",
  wikiTag: "MediaWiki, with the ArbiterExplainer extension (wikitext)",
  tag: "Script tag, the scenario inside the element",
  json: "The scenario (JSON)",
  download: "Download",
  picture: "Picture of one frame (SVG), for wikis that allow no embed",
  frame: "Frame",
  frameStart: "the position",
  frameAfter: "after event",
  downloadSvg: "Download the SVG",
  pictureAlt: "The position drawn from the engine's frame",
  exportPosition: "Export this position",
  exported: "The scenario of the link",
  fallbackLink: "See it resolved, step by step",
  steps: "events",
  stale: "Until the error is fixed, these are the outputs of the last scenario the engine accepted.",
  previewStale: "Out of date: the JSON changed since. This preview is the last scenario the engine accepted.",
  pickCell: "To place a creature, choose its Cell menu, then click a cell of the preview's board.",
  useSuggestion: "Use",
  encounter: "The Creature being challenged",
  used: "Already used this turn",
  slot: "Event or Artefact played",
  ability: "Ability",
  movementBonus: "Movement bonus",
  challengeBonus: "Challenge bonus",
  statBonus: "Bonus to",
};

const fr: BuilderStrings = {
  ...en,
  creature: "Créature",
  creatures: "Créatures",
  luckUsed: "Chance utilisée",
  armourUsed: "Armure utilisée",
  role: "Dé",
  feature: "Numéro de la capacité",
  exchange: "Réponse",
  active_: "Artefacts actifs",
  activating: "Artefacts en activation",
  targetPlayer: "Joueur ciblé",
  targetCard: "Carte ciblée",
  encounter: "La Créature défiée",
  used: "Déjà utilisé ce tour",
  slot: "Événement ou Artefact joué",
  ability: "Capacité",
  movementBonus: "Bonus de mouvement",
  challengeBonus: "Bonus de défi",
  statBonus: "Bonus à",
  title: "Créateur de scénarios",
  ruleset: "Jeu",
  language: "Langue",
  startFrom: "Partir de",
  position: "La position",
  envelope: "Graine et dés",
  seed: "Graine",
  dice: "Dés imposés (dans l'ordre)",
  die: "Dé",
  turn: "Tour",
  active: "Joueur actif",
  from: "Commence à",
  until: "S'arrête à",
  stops: { end_of_turn: "la fin du tour", end_of_combat: "la fin du combat", attack_end: "la fin de l'attaque", choices_end: "le dernier choix" },
  player: "Joueur",
  players: "Joueurs",
  character: "Personnage",
  characters: "Personnages",
  card: "Carte",
  cards: "Cartes",
  pvDefault: "max",
  tapped: "Inclinée",
  dead: "Mort",
  attached: "Cartes attachées (ordre d'arrivée)",
  hand: "Main",
  deck: "Pioche (le dessus d'abord)",
  deckDefault: "vide : la pioche de base, mélangée avec la graine",
  discard: "Défausse",
  score: "Score",
  fighters: "Combattants",
  activeFighter: "Le combattant du joueur actif",
  passiveFighter: "Le combattant du joueur passif",
  plays: "Cartes jouées de la main, dans l'ordre",
  discards: "Cartes défaussées en fin de tour",
  owner: "Propriétaire",
  cell: "Case",
  column: "colonne",
  row: "rangée",
  wounds: "Blessures",
  closed: "Fermée",
  hidden: "Face cachée",
  poison: "Poison",
  moved: "A bougé ce tour",
  choices: "Choix, dans l'ordre",
  choice: "Choix",
  type: "Type",
  attacker: "Attaquant",
  target: "Cible",
  to: "Vers",
  advantage: "Avantage",
  square: "Case",
  order: "Ordre du tour",
  orderDefault: "vide : l'ordre des places",
  round: "Manche",
  at: "Le tour en est à",
  none: "aucun",
  byDefault: "par défaut",
  add: "Ajouter",
  remove: "Retirer",
  valid: "Le moteur accepte ce scénario",
  invalid: "Le moteur refuse ce scénario",
  goToControl: "Aller au champ",
  advanced: "Avancé : modifier le JSON",
  advancedHelp: "Le scénario tel que le moteur le lit. Ce que vous écrivez ici remplace les valeurs du formulaire.",
  preview: "Aperçu",
  outputs: "L'utiliser",
  shareLink: "Lien à partager",
  open: "Ouvrir",
  copy: "Copier",
  copied: "Copié",
  iframe: "Iframe, pour un site qui accepte le HTML (avec le script qui l'ajuste)",
  wikiTag: "MediaWiki, avec l'extension ArbiterExplainer (wikitexte)",
  tag: "Balise script, le scénario dans l'élément",
  json: "Le scénario (JSON)",
  download: "Télécharger",
  picture: "Image d'une étape (SVG), pour les wikis sans intégration",
  frame: "Étape",
  frameStart: "la position",
  frameAfter: "après l'événement",
  downloadSvg: "Télécharger le SVG",
  pictureAlt: "La position dessinée d'après l'étape du moteur",
  exportPosition: "Exporter cette position",
  exported: "Le scénario du lien",
  fallbackLink: "La voir résolue, pas à pas",
  steps: "événements",
  stale: "Tant que l'erreur reste, voici les sorties du dernier scénario accepté par le moteur.",
  previewStale: "Pas à jour : le JSON a changé depuis. Cet aperçu est le dernier scénario accepté par le moteur.",
  pickCell: "Pour placer une créature, choisissez son menu Case, puis cliquez une case du plateau de l'aperçu.",
  useSuggestion: "Mettre",
};

const ru: BuilderStrings = {
  ...en,
  character: "Персонаж",
  characters: "Персонажи",
  pv: "ПЖ",
  pvDefault: "макс.",
  tapped: "Повёрнут",
  attached: "Прикреплённые карты (по порядку)",
  hand: "Рука",
  deck: "Колода (сверху вниз)",
  deckDefault: "пусто: встроенная колода, перемешанная по зерну",
  discard: "Сброс",
  score: "Очки",
  fighters: "Бойцы",
  activeFighter: "Боец активного игрока",
  passiveFighter: "Боец пассивного игрока",
  plays: "Карты из руки, по порядку",
  discards: "Карты, сброшенные в конце хода",
  advantage: "Преимущество",
  square: "Клетка пути",
  active_: "Активные артефакты",
  activating: "Активируемые артефакты",
  order: "Порядок хода",
  orderDefault: "пусто: порядок мест",
  round: "Раунд",
  at: "Ход находится на",
  targetPlayer: "Игрок-цель",
  targetCard: "Карта-цель",
  encounter: "Существо, которому бросают вызов",
  used: "Уже использовано в этот ход",
  slot: "Сыграно событие или артефакт",
  ability: "Способность",
  movementBonus: "Бонус к движению",
  challengeBonus: "Бонус к вызову",
  statBonus: "Бонус к",
  title: "Конструктор сценариев",
  ruleset: "Игра",
  language: "Язык",
  startFrom: "Начать с",
  position: "Позиция",
  envelope: "Зерно и кубики",
  seed: "Зерно",
  dice: "Заданные броски (по порядку)",
  die: "Кубик",
  turn: "Ход",
  active: "Активный игрок",
  from: "Начало",
  until: "Остановка",
  stops: { end_of_turn: "в конце хода", end_of_combat: "в конце боя", attack_end: "в конце атаки", choices_end: "после последнего выбора" },
  player: "Игрок",
  players: "Игроки",
  creature: "Существо",
  creatures: "Существа",
  card: "Карта",
  cards: "Карты",
  owner: "Владелец",
  cell: "Клетка",
  column: "столбец",
  row: "ряд",
  wounds: "Раны",
  closed: "Закрыто",
  hidden: "Рубашкой вверх",
  dead: "Погибло",
  poison: "Яд",
  moved: "Ходило в этот ход",
  luckUsed: "Удача использована",
  armourUsed: "Броня использована",
  choices: "Выборы, по порядку",
  choice: "Выбор",
  type: "Тип",
  attacker: "Атакующий",
  target: "Цель",
  to: "Куда",
  role: "Кубик",
  feature: "Номер свойства",
  exchange: "Ответ",
  none: "нет",
  byDefault: "по умолчанию",
  add: "Добавить",
  remove: "Убрать",
  valid: "Движок принимает этот сценарий",
  invalid: "Движок отвергает этот сценарий",
  goToControl: "К полю",
  advanced: "Дополнительно: править JSON",
  advancedHelp: "Сценарий так, как его читает движок. Правки здесь заменяют значения формы.",
  preview: "Просмотр",
  outputs: "Использовать",
  shareLink: "Ссылка",
  open: "Открыть",
  copy: "Копировать",
  copied: "Скопировано",
  iframe: "Iframe для сайта, где разрешён HTML (со скриптом, подгоняющим высоту)",
  wikiTag: "MediaWiki с расширением ArbiterExplainer (викитекст)",
  tag: "Тег script, сценарий внутри элемента",
  json: "Сценарий (JSON)",
  download: "Скачать",
  picture: "Картинка одного кадра (SVG) для вики без встраивания",
  frame: "Кадр",
  frameStart: "позиция",
  frameAfter: "после события",
  downloadSvg: "Скачать SVG",
  pictureAlt: "Позиция, нарисованная по кадру движка",
  exportPosition: "Экспорт позиции",
  exported: "Сценарий из ссылки",
  fallbackLink: "Посмотреть розыгрыш по шагам",
  steps: "событий",
  stale: "Пока ошибка не исправлена, здесь результаты последнего сценария, принятого движком.",
  previewStale: "Устарело: JSON с тех пор изменён. Здесь последний сценарий, принятый движком.",
  pickCell: "Чтобы поставить существо, выберите его меню «Клетка», затем щёлкните клетку поля в предпросмотре.",
  useSuggestion: "Подставить",
};

const it: BuilderStrings = {
  ...en,
  active: "Giocatore attivo",
  from: "Comincia a",
  until: "Si ferma a",
  stops: { end_of_turn: "fine del turno", end_of_combat: "fine del combattimento", attack_end: "fine dell'attacco", choices_end: "ultima scelta" },
  characters: "Personaggi",
  creature: "Creatura",
  creatures: "Creature",
  pv: "PV",
  pvDefault: "max",
  tapped: "Girato",
  dead: "Morto",
  attached: "Carte attaccate (ordine d'arrivo)",
  score: "Punteggio",
  fighters: "Combattenti",
  activeFighter: "Il combattente del giocatore attivo",
  passiveFighter: "Il combattente del giocatore passivo",
  plays: "Carte giocate dalla mano, in ordine",
  discards: "Carte scartate a fine turno",
  owner: "Proprietario",
  cell: "Cella",
  column: "colonna",
  row: "riga",
  wounds: "Ferite",
  closed: "Chiusa",
  hidden: "Coperta",
  poison: "Veleno",
  moved: "Mossa in questo turno",
  luckUsed: "Fortuna usata",
  armourUsed: "Armatura usata",
  attacker: "Attaccante",
  target: "Bersaglio",
  to: "Verso",
  role: "Dado",
  feature: "Numero della capacità",
  exchange: "Risposta",
  title: "Costruttore di scenari",
  ruleset: "Gioco",
  language: "Lingua",
  startFrom: "Parti da",
  position: "La posizione",
  envelope: "Seme e dadi",
  seed: "Seme",
  dice: "Dadi imposti (in ordine)",
  die: "Dado",
  turn: "Turno",
  player: "Giocatore",
  players: "Giocatori",
  character: "Personaggio",
  card: "Carta",
  cards: "Carte",
  hand: "Mano",
  deck: "Mazzo (prima la cima)",
  deckDefault: "vuoto: il mazzo di base, mescolato col seme",
  discard: "Scarti",
  choices: "Scelte, in ordine",
  choice: "Scelta",
  type: "Tipo",
  advantage: "Vantaggio",
  square: "Casella",
  active_: "Artefatti attivi",
  activating: "Artefatti in attivazione",
  order: "Ordine del turno",
  orderDefault: "vuoto: l'ordine dei posti",
  round: "Round",
  at: "Il turno è a",
  targetPlayer: "Giocatore bersaglio",
  targetCard: "Carta bersaglio",
  none: "nessuno",
  byDefault: "predefinito",
  add: "Aggiungi",
  remove: "Togli",
  valid: "Il motore accetta questo scenario",
  invalid: "Il motore rifiuta questo scenario",
  goToControl: "Vai al campo",
  advanced: "Avanzato: modifica il JSON",
  advancedHelp: "Lo scenario come lo legge il motore. Le modifiche qui sostituiscono i valori del modulo.",
  preview: "Anteprima",
  outputs: "Usalo",
  shareLink: "Link da condividere",
  open: "Apri",
  copy: "Copia",
  copied: "Copiato",
  iframe: "Iframe, per un sito che accetta HTML (con lo script che lo ridimensiona)",
  wikiTag: "MediaWiki, con l'estensione ArbiterExplainer (wikitesto)",
  tag: "Tag script, lo scenario dentro l'elemento",
  json: "Lo scenario (JSON)",
  download: "Scarica",
  picture: "Immagine di un momento (SVG), per i wiki senza incorporamento",
  frame: "Momento",
  frameStart: "la posizione",
  frameAfter: "dopo l'evento",
  downloadSvg: "Scarica l'SVG",
  pictureAlt: "La posizione disegnata dallo stato del motore",
  exportPosition: "Esporta questa posizione",
  exported: "Lo scenario del link",
  fallbackLink: "Guardala risolta, passo per passo",
  steps: "eventi",
  stale: "Finché l'errore resta, questi sono i risultati dell'ultimo scenario accettato dal motore.",
  previewStale: "Non aggiornata: il JSON è cambiato da allora. Questa anteprima è l'ultimo scenario accettato dal motore.",
  pickCell: "Per collocare una creatura, scegli il suo menu Cella, poi fai clic su una cella del tavolo dell'anteprima.",
  useSuggestion: "Usa",
  encounter: "La Creatura sfidata",
  used: "Già usato in questo turno",
  slot: "Evento o Artefatto giocato",
  ability: "Abilità",
  movementBonus: "Bonus al movimento",
  challengeBonus: "Bonus alla sfida",
  statBonus: "Bonus a",
};

export const BUILDER: Record<Lang, BuilderStrings> = { en, fr, ru, it };
