// The page's own words (the engine narrates the events; these are buttons and labels).
export type Lang = "en" | "fr" | "ru" | "it";

/** Each entry: English, French, and where the page needs them, Russian and Italian. */
const STRINGS: Record<string, readonly string[]> = {
  pv: ["PV", "PV"],
  att: ["ATT", "ATT"],
  def: ["DEF", "DEF"],
  dead: ["dead", "mort"],
  tapped: ["tapped", "incliné"],
  score: ["score", "score"],
  discard: ["discard", "défausse"],
  hand: ["hand", "main"],
  cards: ["cards", "cartes"],
  active: ["active", "actif"],
  played: ["Played cards", "Cartes jouées"],
  newGame: ["New game", "Nouvelle partie", "Новая игра", "Nuova partita"],
  vsComputer: ["Against the computer", "Contre l'ordinateur"],
  hotSeat: ["Two players, one screen", "Deux joueurs, un écran"],
  deck: ["Deck", "Deck"],
  you: ["You", "Vous"],
  computer: ["Computer", "Ordinateur"],
  player: ["Player", "Joueur", "Игрок", "Giocatore"],
  chooseFighters: ["Choose your fighter, then the opponent to fight", "Choisissez votre combattant, puis l'adversaire"],
  yourFighter: ["Your fighter", "Votre combattant"],
  opponent: ["Opponent", "Adversaire"],
  fight: ["Fight", "Combattre"],
  playCards: ["Play up to two cards for", "Jouez jusqu'à deux cartes pour"],
  firstCard: ["First card", "Première carte"],
  chained: ["Chained card (Enchaînement)", "Carte enchaînée (Enchaînement)"],
  noChain: ["This card grants no Enchaînement here.", "Cette carte ne donne pas d'Enchaînement ici."],
  nothing: ["Play nothing", "Ne rien jouer"],
  play: ["Play", "Jouer"],
  none: ["(none)", "(aucune)"],
  discardTitle: ["Discard phase: choose cards to discard", "Phase de défausse : choisissez les cartes à défausser"],
  mustDiscard: ["You must discard at least", "Vous devez défausser au moins"],
  confirm: ["Confirm", "Valider"],
  handOver: ["Pass the device to", "Passez l'appareil à"],
  ready: ["I am", "Je suis"],
  secret: ["The other player must not look: this choice is secret.", "L'autre joueur ne doit pas regarder : ce choix est secret."],
  thinking: ["The computer is choosing…", "L'ordinateur choisit…"],
  wins: ["wins", "gagne"],
  draw: ["Draw", "Match nul"],
  scores: ["Scores", "Scores"],
  playPause: ["Play / pause", "Lecture / pause", "Пуск / пауза", "Avvia / pausa"],
  back: ["Step back", "Reculer", "Шаг назад", "Indietro"],
  forward: ["Step forward", "Avancer", "Шаг вперёд", "Avanti"],
  speed: ["Speed", "Vitesse", "Скорость", "Velocità"],
  log: ["Resolution", "Résolution", "Розыгрыш", "Risoluzione"],
  rule: ["Rule", "Règle", "Правило", "Regola"],
  close: ["Close", "Fermer", "Закрыть", "Chiudi"],
  language: ["Language", "Langue"],
  errorTitle: ["This scenario cannot be shown", "Ce scénario ne peut pas être affiché", "Этот сценарий нельзя показать", "Questo scenario non può essere mostrato"],
  waiting: ["Waiting for", "En attente de"],
  turn: ["Turn", "Tour"],
  difficulty: ["Computer", "Ordinateur", "Компьютер", "Computer"],
  easy: ["easy", "facile", "лёгкий", "facile"],
  medium: ["medium (greedy)", "moyen (glouton)", "средний (жадный)", "medio (avido)"],
  hard: ["hard (search)", "difficile (recherche)", "сложный (поиск)", "difficile (ricerca)"],
  resumed: ["Game resumed", "Partie reprise", "Игра продолжена", "Partita ripresa"],
  saveError: ["The saved game cannot be resumed", "La partie enregistrée ne peut pas être reprise", "Сохранённую игру нельзя продолжить", "La partita salvata non può essere ripresa"],
};

export type Key = keyof typeof STRINGS;

const COLUMN: Record<string, number> = { en: 0, fr: 1, ru: 2, it: 3 };

/** The page's word for `key` in `lang`, falling back to English. */
export function t(lang: Lang | string, key: Key): string {
  const row = STRINGS[key] ?? [key];
  return row[COLUMN[lang] ?? 0] ?? row[0];
}
