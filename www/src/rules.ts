// Short explanations of the Eredan rules (Part E of RULES.md), keyed by rule id, as the
// engine names them in every event's `rule`. Written for a player reading a wiki, in English
// and French. Plain data: the page looks an id up with `ruleText`.

type Words = { en: string; fr: string };

export const RULES: Record<string, { title: Words; text: Words }> = {
  "E-SET": {
    title: { en: "Setup", fr: "Mise en place" },
    text: {
      en: "Each player brings 3 characters and a deck of 20 to 50 cards, with no more than 3 copies of any card. The decks are shuffled, everyone draws 5 cards, and a random draw decides who is the active player first; after that the roles swap every turn.",
      fr: "Chaque joueur aligne 3 personnages et un deck de 20 à 50 cartes, sans plus de 3 exemplaires d'une même carte. Les decks sont mélangés, chacun pioche 5 cartes, et un tirage au sort désigne le premier joueur actif ; ensuite, les rôles s'échangent à chaque tour.",
    },
  },
  "E-START": {
    title: { en: "Start of turn", fr: "Début du tour" },
    text: {
      en: "The turn opens: a line whose characters are all tapped untaps, turn orders printed on characters kick in, and auras keep applying.",
      fr: "Le tour s'ouvre : une ligne dont tous les personnages sont inclinés se redresse, les ordres de tour imprimés sur les personnages s'appliquent et les auras restent actives.",
    },
  },
  "E-START-1": {
    title: { en: "Untapping", fr: "Redressement" },
    text: {
      en: "If all of a player's living characters are tapped, they all untap at the start of the turn. As long as one of them is still untapped, nothing happens.",
      fr: "Si tous les personnages vivants d'un joueur sont inclinés, ils se redressent tous au début du tour. Tant qu'il en reste un redressé, rien ne se passe.",
    },
  },
  "E-START-2": {
    title: { en: "Turn orders", fr: "Ordres de tour" },
    text: {
      en: "Some characters carry orders tied to the turn number, such as “turns 1, 3, 5: +1 ATT/+1 DEF”. On a matching turn, the order applies for that turn.",
      fr: "Certains personnages portent des ordres liés au numéro du tour, comme « tours 1, 3, 5 : +1 ATT/+1 DEF ». Lors d'un tour correspondant, l'ordre s'applique pour ce tour.",
    },
  },
  "E-START-3": {
    title: { en: "Auras", fr: "Auras" },
    text: {
      en: "An aura is a permanent bonus a character gives its allies for as long as it is alive. It needs no card to be played and no trigger.",
      fr: "Une aura est un bonus permanent qu'un personnage accorde à ses alliés tant qu'il est vivant. Elle ne demande ni carte à jouer ni déclenchement.",
    },
  },
  "E-DRAW": {
    title: { en: "Draw", fr: "Pioche" },
    text: {
      en: "Each player, the active one first, draws back up to 5 cards. A player who cannot reach 5 is out of cards and will lose at the end of the turn, even if they could draw again later.",
      fr: "Chaque joueur, en commençant par le joueur actif, complète sa main à 5 cartes. Celui qui n'y parvient pas est à court de cartes : il perdra à la fin du tour, même s'il pouvait repiocher plus tard.",
    },
  },
  "E-FIGHT": {
    title: { en: "Choosing the fighters", fr: "Choix des combattants" },
    text: {
      en: "The active player picks one of their own untapped living characters and one untapped living character of the opponent: these two fight this turn. Dead or tapped characters cannot fight.",
      fr: "Le joueur actif désigne un de ses personnages vivants et redressés, et un personnage adverse vivant et redressé : ce sont les deux combattants du tour. Un personnage mort ou incliné ne peut pas combattre.",
    },
  },
  "E-PLAY": {
    title: { en: "Play phase", fr: "Phase de jeu" },
    text: {
      en: "Both players secretly choose the cards their fighter will use this combat: none, one, or two thanks to Enchaînement. The phase ends once both have confirmed their choice.",
      fr: "Les deux joueurs choisissent en secret les cartes que jouera leur combattant : aucune, une, ou deux grâce à l'Enchaînement. La phase se termine quand les deux ont validé leur choix.",
    },
  },
  "E-PLAY-1": {
    title: { en: "One card", fr: "Une carte" },
    text: {
      en: "Each player secretly picks zero or one card from their hand for their fighter.",
      fr: "Chaque joueur choisit en secret zéro ou une carte de sa main pour son combattant.",
    },
  },
  "E-PLAY-2": {
    title: { en: "Enchaînement (chaining)", fr: "Enchaînement" },
    text: {
      en: "If the first card grants Enchaînement, from the card itself or from the fighter's ability, the player may add a second card. It must match the chain's filter (a type, subtype or name); with no filter, any card will do.",
      fr: "Si la première carte donne l'Enchaînement, par elle-même ou par une capacité du combattant, le joueur peut ajouter une deuxième carte. Celle-ci doit correspondre au filtre de l'Enchaînement (un type, un sous-type ou un nom) ; sans filtre, n'importe quelle carte convient.",
    },
  },
  "E-PLAY-3": {
    title: { en: "Requirements", fr: "Conditions" },
    text: {
      en: "A card can only be played if the fighter meets its guild, caste, class and race requirements. An illegal play is refused, unless an effect such as Sagesse du Dragon lifts the requirements.",
      fr: "Une carte ne peut être jouée que si le combattant remplit ses conditions de guilde, de caste, de classe et de race. Un choix illégal est refusé, sauf si un effet comme Sagesse du Dragon lève ces conditions.",
    },
  },
  "E-RES": {
    title: { en: "Resolution", fr: "Résolution" },
    text: {
      en: "Start-of-combat effects fire, then the played cards resolve one by one in N order, each checked again just before it takes effect.",
      fr: "Les effets de début de combat se déclenchent, puis les cartes jouées se résolvent une à une dans l'ordre « en N », chacune revérifiée juste avant de prendre effet.",
    },
  },
  "E-RES-1": {
    title: { en: "Start of combat", fr: "Début de combat" },
    text: {
      en: "Before any played card resolves, the “at the start of combat” effects of cards already attached to the fighters fire: the active fighter's first, in the order they arrived, then the passive fighter's.",
      fr: "Avant toute carte jouée, les effets « en début de combat » des cartes déjà attachées aux combattants se déclenchent : d'abord ceux du combattant actif, dans leur ordre d'arrivée, puis ceux du combattant passif.",
    },
  },
  "E-RES-2": {
    title: { en: "Resolution in N", fr: "Résolution « en N »" },
    text: {
      en: "Played cards resolve in a zigzag, like the letter N: the active player's first card, the passive player's first, the active player's second, then the passive player's second.",
      fr: "Les cartes jouées se résolvent en zigzag, comme la lettre N : première carte du joueur actif, première carte du passif, deuxième carte de l'actif, puis deuxième carte du passif.",
    },
  },
  "E-RES-3": {
    title: { en: "Cancelled card", fr: "Carte annulée" },
    text: {
      en: "Right before a card resolves, its requirements are checked again. If an earlier effect means one no longer holds, the card is cancelled: it does nothing and goes to the discard pile.",
      fr: "Juste avant qu'une carte se résolve, ses conditions sont revérifiées. Si un effet précédent fait qu'elle ne les remplit plus, la carte est annulée : elle n'a aucun effet et part dans la défausse.",
    },
  },
  "E-RES-4": {
    title: { en: "When an effect applies", fr: "Quand l'effet s'applique" },
    text: {
      en: "A card's effect applies as soon as it resolves, unless the card says it waits: at end of combat, at end of turn, or activating after combat.",
      fr: "L'effet d'une carte s'applique dès qu'elle se résout, sauf si la carte précise qu'il attend : en fin de combat, en fin de tour, ou par une activation après le combat.",
    },
  },
  "E-RES-5": {
    title: { en: "Attaching cards", fr: "Cartes attachées" },
    text: {
      en: "Cards that stay in play attach when they resolve, to your own fighter or to the opposing one when the card targets it. A card that removes attached cards can even take away one played and resolved earlier this turn.",
      fr: "Les cartes qui restent en jeu s'attachent au moment de leur résolution, à votre combattant ou au combattant adverse si la carte le cible. Une carte qui retire des cartes attachées peut même enlever une carte jouée et résolue plus tôt dans le tour.",
    },
  },
  "E-EQ": {
    title: { en: "Equipment", fr: "Équipement" },
    text: {
      en: "A character carries at most one armour and one or two weapons. New equipment may replace older equipment, which then goes to the discard pile.",
      fr: "Un personnage porte au plus une armure et une ou deux armes. Un nouvel équipement peut remplacer l'ancien, qui part alors dans la défausse.",
    },
  },
  "E-EQ-1": {
    title: { en: "Armour", fr: "Armure" },
    text: {
      en: "A character wears only one armour. A new armour replaces the old one, which goes to the discard pile.",
      fr: "Un personnage ne porte qu'une seule armure. Une nouvelle armure remplace l'ancienne, qui part dans la défausse.",
    },
  },
  "E-EQ-2": {
    title: { en: "Weapons and Ambidextrie", fr: "Armes et Ambidextrie" },
    text: {
      en: "A character wields one weapon, or two if the pair is legal: neither may be two-handed, and at least one must have Ambidextrie. A weapon with “Ambidextrie: names” only pairs with the weapons it names.",
      fr: "Un personnage manie une arme, ou deux si la paire est légale : aucune ne doit être à deux mains, et au moins l'une doit avoir l'Ambidextrie. Une arme avec « Ambidextrie : noms » ne s'associe qu'aux armes qu'elle nomme.",
    },
  },
  "E-EQ-3": {
    title: { en: "A second weapon", fr: "Une deuxième arme" },
    text: {
      en: "When a new weapon arrives on a character holding one, both are kept if they make a legal pair; otherwise the new weapon replaces the old one.",
      fr: "Quand une nouvelle arme arrive sur un personnage qui en tient déjà une, il garde les deux si elles forment une paire légale ; sinon la nouvelle remplace l'ancienne.",
    },
  },
  "E-EQ-4": {
    title: { en: "A third weapon", fr: "Une troisième arme" },
    text: {
      en: "With two weapons equipped, a new one replaces the more recent if it pairs with the older; failing that, it replaces the older if it pairs with the more recent; failing that, it replaces both. A two-handed weapon always replaces every weapon.",
      fr: "Avec deux armes équipées, la nouvelle remplace la plus récente si elle forme une paire avec la plus ancienne ; à défaut, elle remplace la plus ancienne si elle s'associe à la plus récente ; à défaut, elle remplace les deux. Une arme à deux mains remplace toujours toutes les armes.",
    },
  },
  "E-EQ-5": {
    title: { en: "Replaced equipment", fr: "Équipement remplacé" },
    text: {
      en: "Replaced equipment goes to the discard pile. Its ongoing bonuses stop at once, and any of its effects still waiting to happen are lost.",
      fr: "Un équipement remplacé part dans la défausse. Ses bonus continus cessent aussitôt, et ses effets encore en attente sont perdus.",
    },
  },
  "E-CLASH": {
    title: { en: "Clash", fr: "Affrontement" },
    text: {
      en: "The two fighters trade physical attacks, the active fighter striking first.",
      fr: "Les deux combattants échangent leurs attaques physiques, le combattant actif frappant le premier.",
    },
  },
  "E-CLASH-1": {
    title: { en: "Physical attacks", fr: "Attaques physiques" },
    text: {
      en: "Each fighter deals damage equal to its ATT minus the other's DEF (never below 0), with the values of that moment. The active fighter strikes first, but the passive one still strikes back even at 0 PV or less: death only comes later.",
      fr: "Chaque combattant inflige des dégâts égaux à son ATT moins la DEF adverse (jamais moins de 0), avec les valeurs du moment. Le combattant actif frappe le premier, mais le passif riposte même à 0 PV ou moins : la mort ne vient que plus tard.",
    },
  },
  "E-CLASH-2": {
    title: { en: "Pure mages", fr: "Mages purs" },
    text: {
      en: "A pure mage (a character whose only class is Mage) that played a card dealing magic damage this combat makes no physical attack. Magic damage dealt over time by an attached card, such as Poison magique, does not count.",
      fr: "Un mage pur (un personnage dont la seule classe est Mage) qui a joué une carte infligeant des dégâts magiques pendant ce combat ne fait pas d'attaque physique. Les dégâts magiques infligés dans la durée par une carte attachée, comme Poison magique, ne comptent pas.",
    },
  },
  "E-END": {
    title: { en: "End of combat", fr: "Fin de combat" },
    text: {
      en: "End-of-combat effects resolve, the fighters go back to their line tapped, characters at 0 PV or less die, and victory is checked.",
      fr: "Les effets de fin de combat se résolvent, les combattants retournent dans leur ligne inclinés, les personnages à 0 PV ou moins meurent et l'on vérifie la victoire.",
    },
  },
  "E-END-1": {
    title: { en: "End-of-combat effects", fr: "Effets de fin de combat" },
    text: {
      en: "“At end of combat” effects resolve in order: the active fighter's own abilities, then the passive fighter's, then the attached or played cards in the order they were placed, the active player's before the passive's. Magic damage is dealt here.",
      fr: "Les effets « en fin de combat » se résolvent dans l'ordre : capacités du combattant actif, puis celles du passif, puis les cartes attachées ou jouées dans leur ordre de placement, celles du joueur actif d'abord. C'est là que tombent les dégâts magiques.",
    },
  },
  "E-END-2": {
    title: { en: "Back to the line", fr: "Retour en ligne" },
    text: {
      en: "The fighters return to their line and are tapped. Bonuses that lasted “this combat” end.",
      fr: "Les combattants retournent dans leur ligne et sont inclinés. Les bonus « pour ce combat » prennent fin.",
    },
  },
  "E-END-3": {
    title: { en: "Death", fr: "Mort" },
    text: {
      en: "Every character at 0 PV or less dies now; this and the end-of-turn check are the only moments a character can die. A dead character can no longer fight, be targeted, healed or damaged, and its attached cards go to the discard pile.",
      fr: "Tout personnage à 0 PV ou moins meurt à cet instant ; avec la vérification de fin de tour, c'est le seul moment où un personnage peut mourir. Un personnage mort ne peut plus combattre, être ciblé, soigné ni blessé, et ses cartes attachées partent dans la défausse.",
    },
  },
  "E-END-4": {
    title: { en: "Victory check", fr: "Vérification de la victoire" },
    text: {
      en: "Once the dead are gone, the game checks whether a player has won (see E-WIN).",
      fr: "Une fois les morts retirés, on vérifie si un joueur a gagné (voir E-WIN).",
    },
  },
  "E-DISC": {
    title: { en: "Discard", fr: "Défausse" },
    text: {
      en: "Each player may discard any cards from their hand, and must discard down to the hand limit of 5 (7 with Haine en vie).",
      fr: "Chaque joueur peut défausser les cartes de son choix, et doit ramener sa main à la limite de 5 cartes (7 avec Haine en vie).",
    },
  },
  "E-EOT": {
    title: { en: "End of turn", fr: "Fin de tour" },
    text: {
      en: "End-of-turn effects resolve, deaths and victory are checked again, and a player out of cards loses. Then the turn counter advances and the active and passive players swap.",
      fr: "Les effets de fin de tour se résolvent, on revérifie les morts et la victoire, et un joueur à court de cartes perd. Puis le compteur de tours avance et les joueurs actif et passif échangent leurs rôles.",
    },
  },
  "E-EOT-1": {
    title: { en: "End-of-turn effects", fr: "Effets de fin de tour" },
    text: {
      en: "“At end of turn” effects resolve, the active player's before the passive player's.",
      fr: "Les effets « en fin de tour » se résolvent, ceux du joueur actif avant ceux du joueur passif.",
    },
  },
  "E-EOT-2": {
    title: { en: "Second death check", fr: "Seconde vérification des morts" },
    text: {
      en: "Characters at 0 PV or less die, then victory is checked again, just as at the end of combat.",
      fr: "Les personnages à 0 PV ou moins meurent, puis on vérifie à nouveau la victoire, comme en fin de combat.",
    },
  },
  "E-EOT-3": {
    title: { en: "Out of cards; next turn", fr: "À court de cartes ; tour suivant" },
    text: {
      en: "A player who ran out of cards this turn loses now, unless the game already ended. “This turn” bonuses end, the turn counter goes up, and the active and passive players swap.",
      fr: "Un joueur à court de cartes ce tour-ci perd maintenant, sauf si la partie est déjà finie. Les bonus « pour ce tour » prennent fin, le compteur de tours avance et les joueurs actif et passif échangent leurs rôles.",
    },
  },
  "E-WIN": {
    title: { en: "Victory", fr: "Victoire" },
    text: {
      en: "A player wins by wiping out the opposing line while keeping at least one character alive. If both sides fall together, the score decides.",
      fr: "Un joueur gagne en éliminant toute la ligne adverse tout en gardant au moins un personnage en vie. Si les deux camps tombent ensemble, le score départage.",
    },
  },
  "E-WIN-1": {
    title: { en: "Last one standing", fr: "Dernier debout" },
    text: {
      en: "A player wins when every opposing character is dead and at least one of their own is still alive.",
      fr: "Un joueur gagne quand tous les personnages adverses sont morts et qu'au moins un des siens est encore en vie.",
    },
  },
  "E-WIN-2": {
    title: { en: "Decided on score", fr: "Départage au score" },
    text: {
      en: "If every character on both sides is dead, or both players run out of cards in the same turn, the higher score wins. Equal scores make a draw.",
      fr: "Si tous les personnages des deux camps sont morts, ou si les deux joueurs sont à court de cartes au même tour, le meilleur score l'emporte. À score égal, la partie est nulle.",
    },
  },
  "E-WIN-3": {
    title: { en: "Score", fr: "Score" },
    text: {
      en: "Your score is the damage dealt to opposing characters plus the healing your own characters actually received (up to their max PV). Life loss, as from Jugement, scores nothing; damage to your own characters and healing of the opponent's count for your opponent.",
      fr: "Votre score additionne les dégâts infligés aux personnages adverses et les soins réellement reçus par vos personnages (dans la limite de leurs PV max). Une perte de PV, comme avec Jugement, ne rapporte rien ; les dégâts subis par vos propres personnages et les soins des personnages adverses comptent pour l'adversaire.",
    },
  },
  "E-DMG": {
    title: { en: "Kinds of damage", fr: "Types de dégâts" },
    text: {
      en: "Physical damage is reduced by DEF and only happens in the clash; magic damage is not reduced and lands at end of combat; direct damage is not reduced either. Life loss is not damage: it cannot be prevented and scores nothing, and healing never raises PV above max PV.",
      fr: "Les dégâts physiques sont réduits par la DEF et n'ont lieu que pendant l'affrontement ; les dégâts magiques ne sont pas réduits et tombent en fin de combat ; les dégâts directs ne sont pas réduits non plus. La perte de PV n'est pas un dégât : rien ne l'empêche et elle ne rapporte aucun point ; un soin ne fait jamais dépasser les PV max.",
    },
  },
};

/** French typography: a no-break space before : ; ! ? and inside « », as the engine's narration does. */
function frenchSpacing(s: string): string {
  return s.replace(/ ([:;!?»])/g, "\u00a0$1").replace(/« /g, "«\u00a0");
}

/** The entry of an id, if listed (own keys only: "toString" is not a rule). */
function entryOf(id: string): { title: Words; text: Words } | undefined {
  return Object.prototype.hasOwnProperty.call(RULES, id) ? RULES[id] : undefined;
}

/**
 * The title and explanation of a rule, in `lang`. An id not listed falls back to its section
 * (an unknown "E-RES-9" explains "E-RES"); failing that, a title naming the id and a short note.
 */
export function ruleText(id: string, lang: "en" | "fr"): { title: string; text: string } {
  let key = id;
  let entry = entryOf(key);
  while (!entry && /-\d+$/.test(key)) {
    key = key.replace(/-\d+$/, "");
    entry = entryOf(key);
  }
  const fr = lang === "fr";
  const found = entry
    ? { title: fr ? entry.title.fr : entry.title.en, text: fr ? entry.text.fr : entry.text.en }
    : {
        title: fr ? `Règle ${id}` : `Rule ${id}`,
        text: fr ? "Cette règle n'a pas encore d'explication." : "This rule has no explanation yet.",
        // Part B (Berserk).
  "B-TURN-1": {
    title: { en: "Start of turn", fr: "Début du tour" },
    text: {
      en: "The active player's closed creatures open, then start-of-turn features act: poison markers deal their wounds, regeneration heals.",
      fr: "Les créatures fermées du joueur actif s'ouvrent, puis les capacités de début de tour agissent : le poison inflige ses blessures, la régénération soigne.",
    },
  },
  "B-TURN-2": {
    title: { en: "Main phase", fr: "Phase principale" },
    text: {
      en: "Each open creature of the active player may move up to its movement through free cells and/or take one action, such as a simple strike on an adjacent creature; an action closes it. Passing ends the turn.",
      fr: "Chaque créature ouverte du joueur actif peut se déplacer jusqu'à sa valeur de mouvement et/ou faire une action, comme une frappe simple sur une créature adjacente ; l'action la ferme. Passer termine le tour.",
    },
  },
  "B-WIN": {
    title: { en: "Victory", fr: "Victoire" },
    text: {
      en: "A player with no creature left loses.",
      fr: "Un joueur qui n'a plus de créature perd.",
    },
  },
  "B-STACK-1": {
    title: { en: "Priority", fr: "Priorité" },
    text: {
      en: "In each step the active player gets priority first; a player with priority puts an instant action or feature on the stack, or passes, and priority passes again.",
      fr: "À chaque étape, le joueur actif a la priorité en premier ; le joueur qui l'a place une action instantanée sur la pile ou passe, puis la priorité circule.",
    },
  },
  "B-STACK-2": {
    title: { en: "The stack", fr: "La pile" },
    text: {
      en: "When both players pass in succession, the top of the stack resolves: last in, first out.",
      fr: "Quand les deux joueurs passent successivement, le haut de la pile se résout : dernier entré, premier sorti.",
    },
  },
  "B-STACK-3": {
    title: { en: "End of a step", fr: "Fin d'une étape" },
    text: {
      en: "A step ends when both players pass with nothing of its own on the stack. Triggered features (on declaration, on attack, on die roll) go on the stack when their event happens.",
      fr: "Une étape se termine quand les deux joueurs passent sans rien d'elle sur la pile. Les capacités déclenchées vont sur la pile quand leur événement survient.",
    },
  },
  "B-ATK-1": {
    title: { en: "Preliminary stage", fr: "Étape préliminaire" },
    text: {
      en: "On-declaration features go on the stack; players may redirect the attack, assign a defender (simple strikes only) or block. Then the target is fixed and on-attack features fire.",
      fr: "Les capacités « à la déclaration » vont sur la pile ; on peut rediriger l'attaque, désigner un défenseur (frappes simples) ou bloquer. Puis la cible est fixée et les capacités « à l'attaque » se déclenchent.",
    },
  },
  "B-ATK-2": {
    title: { en: "Die roll", fr: "Jet de dé" },
    text: {
      en: "Attacker and defender each roll a d6; rerolls and die modifiers may follow. The strike table then gives the strikes.",
      fr: "L'attaquant et le défenseur lancent chacun un d6 ; relances et modificateurs peuvent suivre. La table des frappes donne ensuite les frappes.",
    },
  },
  "B-ATK-3": {
    title: { en: "Calculation", fr: "Calcul" },
    text: {
      en: "Modifiers to the strike's value apply.",
      fr: "Les modificateurs de la valeur de la frappe s'appliquent.",
    },
  },
  "B-ATK-4": {
    title: { en: "Blocking", fr: "Blocage" },
    text: {
      en: "Blocks and protections apply, such as protection from simple strikes.",
      fr: "Les blocages et protections s'appliquent, comme la protection contre les frappes simples.",
    },
  },
  "B-ATK-5": {
    title: { en: "Effect modification", fr: "Modification de l'effet" },
    text: {
      en: "Replacement effects apply first (stone skin turns a strong strike into a medium one), then prevention (armour prevents wounds).",
      fr: "Les remplacements s'appliquent d'abord (peau de pierre change une frappe forte en moyenne), puis la prévention (l'armure empêche des blessures).",
    },
  },
  "B-ATK-6": {
    title: { en: "Application", fr: "Application" },
    text: {
      en: "Wounds and markers are put on the target; death follows at once.",
      fr: "Les blessures et marqueurs sont posés sur la cible ; la mort suit aussitôt.",
    },
  },
  "B-TABLE": {
    title: { en: "Strike table", fr: "Table des frappes" },
    text: {
      en: "The difference between the modified rolls gives each side's strike: weak, medium, strong or none, with ties depending on whether both rolls are 4 or less or 5 or more.",
      fr: "La différence entre les jets modifiés donne la frappe de chaque camp : faible, moyenne, forte ou aucune ; les égalités dépendent de jets tous deux ≤ 4 ou ≥ 5.",
    },
  },
  "B-TABLE-1": {
    title: { en: "Exchange", fr: "Échange" },
    text: {
      en: "In an exchange row, the player with the higher roll chooses: both strikes as rolled, or lower their own by one step and cancel the other's.",
      fr: "Dans une ligne d'échange, le joueur au meilleur jet choisit : les deux frappes telles quelles, ou baisser la sienne d'un cran et annuler l'autre.",
    },
  },
  "B-TABLE-2": {
    title: { en: "Single roll", fr: "Jet unique" },
    text: {
      en: "Against a closed creature, or when no counter-strike is allowed, only the attacker rolls: 1–3 weak, 4–5 medium, 6 strong.",
      fr: "Contre une créature fermée, ou sans riposte possible, seul l'attaquant lance : 1–3 faible, 4–5 moyenne, 6 forte.",
    },
  },
  "B-DEATH": {
    title: { en: "Death", fr: "Mort" },
    text: {
      en: "A creature whose wounds reach its life dies at once, as a rule action outside the stack.",
      fr: "Une créature dont les blessures atteignent sa vie meurt aussitôt, par action de règle hors de la pile.",
    },
  },
};
  return fr ? { title: frenchSpacing(found.title), text: frenchSpacing(found.text) } : found;
}
