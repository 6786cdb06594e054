// Short explanations of the Eredan rules, keyed by the rule id every event names, in English and
// French (French typography: no-break spaces before : ; ! ? and inside « »). The log's rule
// buttons open these.
import type { RuleTexts } from "../../shell/strings";
import type { EredanLang } from "./strings";

export const RULES: RuleTexts<EredanLang> = {
  "E-SET": {
    en: {
      title: "Setup",
      text: "Each player brings 3 characters and a deck of 20 to 50 cards, with no more than 3 copies of one card. The decks are shuffled, everyone draws 5 cards, and a random draw decides who is the active player first; after that the roles swap every turn.",
    },
    fr: {
      title: "Mise en place",
      text: "Chaque joueur aligne 3 personnages et un deck de 20 à 50 cartes, sans plus de 3 exemplaires d'une même carte. Les decks sont mélangés, chacun pioche 5 cartes, et un tirage au sort désigne le premier joueur actif ; ensuite, les rôles s'échangent à chaque tour.",
    },
  },
  "E-DECK": {
    en: { title: "Building a deck", text: "A deck is built around one guild: its guild characters, mercenaries (characters of no guild), the guild's cards and the unaffiliated ones." },
    fr: { title: "Construire un deck", text: "Un deck se construit autour d'une guilde : ses personnages de guilde, des mercenaires (sans guilde), les cartes de la guilde et les cartes sans affiliation." },
  },
  "E-DECK-1": {
    en: { title: "One guild, and mercenaries", text: "Characters of two guilds never share a deck; mercenaries join any. One guild character makes the deck that guild's." },
    fr: { title: "Une guilde, et des mercenaires", text: "Deux guildes ne se mélangent jamais dans un deck ; les mercenaires s'ajoutent à tous. Un seul personnage de guilde fait du deck un deck de cette guilde." },
  },
  "E-DECK-2": {
    en: { title: "The guild's cards", text: "A deck takes its guild's cards and unaffiliated ones; a deck of mercenaries takes no guild's card." },
    fr: { title: "Les cartes de la guilde", text: "Un deck prend les cartes de sa guilde et les cartes sans affiliation ; un deck de mercenaires ne prend aucune carte de guilde." },
  },
  "E-DECK-3": {
    en: { title: "A card no character can play", text: "A card whose requirements none of the deck's characters meets is only a warning: the deck stays legal." },
    fr: { title: "Une carte qu'aucun personnage ne peut jouer", text: "Une carte dont aucun personnage du deck ne remplit les conditions n'est qu'un avertissement : le deck reste légal." },
  },
  "E-START": {
    en: {
      title: "Start of turn",
      text: "The turn opens: a line whose characters are all tapped untaps, turn orders printed on characters kick in, and auras keep applying.",
    },
    fr: {
      title: "Début du tour",
      text: "Le tour s'ouvre : une ligne dont tous les personnages sont inclinés se redresse, les ordres de tour imprimés sur les personnages s'appliquent et les auras restent actives.",
    },
  },
  "E-START-1": {
    en: {
      title: "Untapping",
      text: "If all of a player's living characters are tapped, they all untap at the start of the turn. As long as one of them is still untapped, nothing happens.",
    },
    fr: {
      title: "Redressement",
      text: "Si tous les personnages vivants d'un joueur sont inclinés, ils se redressent tous au début du tour. Tant qu'il en reste un redressé, rien ne se passe.",
    },
  },
  "E-START-2": {
    en: {
      title: "Turn orders",
      text: "Some characters carry orders tied to the turn number, such as “turns 1, 3, 5: +1 ATT/+1 DEF”. On a matching turn, the order applies for that turn.",
    },
    fr: {
      title: "Ordres de tour",
      text: "Certains personnages portent des ordres liés au numéro du tour, comme « tours 1, 3, 5 : +1 ATT/+1 DEF ». Lors d'un tour correspondant, l'ordre s'applique pour ce tour.",
    },
  },
  "E-START-3": {
    en: {
      title: "Auras",
      text: "An aura is a permanent bonus a character gives its allies for as long as it is alive. It needs no card to be played and no trigger.",
    },
    fr: {
      title: "Auras",
      text: "Une aura est un bonus permanent qu'un personnage accorde à ses alliés tant qu'il est vivant. Elle ne demande ni carte à jouer ni déclenchement.",
    },
  },
  "E-DRAW": {
    en: {
      title: "Draw",
      text: "Each player, the active one first, draws back up to 5 cards. A player who cannot reach 5 is out of cards and will lose at the end of the turn, even if they could draw again later.",
    },
    fr: {
      title: "Pioche",
      text: "Chaque joueur, en commençant par le joueur actif, complète sa main à 5 cartes. Celui qui n'y parvient pas est à court de cartes : il perdra à la fin du tour, même s'il pouvait repiocher plus tard.",
    },
  },
  "E-FIGHT": {
    en: {
      title: "Choosing the fighters",
      text: "The active player picks one of their own untapped living characters and one untapped living character of the opponent: these two fight this turn. Dead or tapped characters cannot fight.",
    },
    fr: {
      title: "Choix des combattants",
      text: "Le joueur actif désigne un de ses personnages vivants et redressés, et un personnage adverse vivant et redressé : ce sont les deux combattants du tour. Un personnage mort ou incliné ne peut pas combattre.",
    },
  },
  "E-PLAY": {
    en: {
      title: "Play phase",
      text: "Both players secretly choose the cards their fighter will use this combat: none, one, or two thanks to Enchaînement. The phase ends once both have confirmed their choice.",
    },
    fr: {
      title: "Phase de jeu",
      text: "Les deux joueurs choisissent en secret les cartes que jouera leur combattant : aucune, une, ou deux grâce à l'Enchaînement. La phase se termine quand les deux ont validé leur choix.",
    },
  },
  "E-PLAY-1": {
    en: {
      title: "One card",
      text: "Each player secretly picks zero or one card from their hand for their fighter.",
    },
    fr: {
      title: "Une carte",
      text: "Chaque joueur choisit en secret zéro ou une carte de sa main pour son combattant.",
    },
  },
  "E-PLAY-2": {
    en: {
      title: "Enchaînement (chaining)",
      text: "If the first card grants Enchaînement, from the card itself or from the fighter's ability, the player may add a second card. It must match the chain's filter (a type, subtype or name); with no filter, every card will do.",
    },
    fr: {
      title: "Enchaînement",
      text: "Si la première carte donne l'Enchaînement, par elle-même ou par une capacité du combattant, le joueur peut ajouter une deuxième carte. Celle-ci doit correspondre au filtre de l'Enchaînement (un type, un sous-type ou un nom) ; sans filtre, n'importe quelle carte convient.",
    },
  },
  "E-PLAY-3": {
    en: {
      title: "Requirements",
      text: "A card can only be played if the fighter meets its guild, caste, class and race requirements. An illegal play is refused, unless an effect such as Sagesse du Dragon lifts the requirements.",
    },
    fr: {
      title: "Conditions",
      text: "Une carte ne peut être jouée que si le combattant remplit ses conditions de guilde, de caste, de classe et de race. Un choix illégal est refusé, sauf si un effet comme Sagesse du Dragon lève ces conditions.",
    },
  },
  "E-RES": {
    en: {
      title: "Resolution",
      text: "Start-of-combat effects fire, then the played cards resolve one by one in N order, each checked again just before it takes effect.",
    },
    fr: {
      title: "Résolution",
      text: "Les effets de début de combat se déclenchent, puis les cartes jouées se résolvent une à une dans l'ordre « en N », chacune revérifiée juste avant de prendre effet.",
    },
  },
  "E-RES-1": {
    en: {
      title: "Start of combat",
      text: "Before the first played card resolves, the “at the start of combat” effects of cards already attached to the fighters fire: the active fighter's first, in the order they arrived, then the passive fighter's.",
    },
    fr: {
      title: "Début de combat",
      text: "Avant toute carte jouée, les effets « en début de combat » des cartes déjà attachées aux combattants se déclenchent : d'abord ceux du combattant actif, dans leur ordre d'arrivée, puis ceux du combattant passif.",
    },
  },
  "E-RES-2": {
    en: {
      title: "Resolution in N",
      text: "Played cards resolve in a zigzag, like the letter N: the active player's first card, the passive player's first, the active player's second, then the passive player's second.",
    },
    fr: {
      title: "Résolution « en N »",
      text: "Les cartes jouées se résolvent en zigzag, comme la lettre N : première carte du joueur actif, première carte du passif, deuxième carte de l'actif, puis deuxième carte du passif.",
    },
  },
  "E-RES-3": {
    en: {
      title: "Cancelled card",
      text: "Right before a card resolves, its requirements are checked again. If an earlier effect means one no longer holds, the card is cancelled: it does nothing and goes to the discard pile.",
    },
    fr: {
      title: "Carte annulée",
      text: "Juste avant qu'une carte se résolve, ses conditions sont revérifiées. Si un effet précédent fait qu'elle ne les remplit plus, la carte est annulée : elle n'a aucun effet et part dans la défausse.",
    },
  },
  "E-RES-4": {
    en: {
      title: "When an effect applies",
      text: "A card's effect applies as soon as it resolves, unless the card says it waits: at end of combat, at end of turn, or activating after combat.",
    },
    fr: {
      title: "Quand l'effet s'applique",
      text: "L'effet d'une carte s'applique dès qu'elle se résout, sauf si la carte précise qu'il attend : en fin de combat, en fin de tour, ou par une activation après le combat.",
    },
  },
  "E-RES-5": {
    en: {
      title: "Attaching cards",
      text: "Cards that stay in play attach when they resolve, to your own fighter or to the opposing one when the card targets it. A card that removes attached cards can even take away one played and resolved earlier this turn.",
    },
    fr: {
      title: "Cartes attachées",
      text: "Les cartes qui restent en jeu s'attachent au moment de leur résolution, à votre combattant ou au combattant adverse si la carte le cible. Une carte qui retire des cartes attachées peut même enlever une carte jouée et résolue plus tôt dans le tour.",
    },
  },
  "E-EQ": {
    en: {
      title: "Equipment",
      text: "A character carries at most one armour and one or two weapons. New equipment may replace older equipment, which then goes to the discard pile.",
    },
    fr: {
      title: "Équipement",
      text: "Un personnage porte au plus une armure et une ou deux armes. Un nouvel équipement peut remplacer l'ancien, qui part alors dans la défausse.",
    },
  },
  "E-EQ-1": {
    en: {
      title: "Armour",
      text: "A character wears only one armour. A new armour replaces the old one, which goes to the discard pile.",
    },
    fr: {
      title: "Armure",
      text: "Un personnage ne porte qu'une seule armure. Une nouvelle armure remplace l'ancienne, qui part dans la défausse.",
    },
  },
  "E-EQ-2": {
    en: {
      title: "Weapons and Ambidextrie",
      text: "A character wields one weapon, or two if the pair is legal: neither may be two-handed, and at least one must have Ambidextrie. A weapon with “Ambidextrie: names” only pairs with the weapons it names.",
    },
    fr: {
      title: "Armes et Ambidextrie",
      text: "Un personnage manie une arme, ou deux si la paire est légale : aucune ne doit être à deux mains, et au moins l'une doit avoir l'Ambidextrie. Une arme avec « Ambidextrie : noms » ne s'associe qu'aux armes qu'elle nomme.",
    },
  },
  "E-EQ-3": {
    en: {
      title: "A second weapon",
      text: "When a new weapon arrives on a character holding one, both are kept if they make a legal pair; otherwise the new weapon replaces the old one.",
    },
    fr: {
      title: "Une deuxième arme",
      text: "Quand une nouvelle arme arrive sur un personnage qui en tient déjà une, il garde les deux si elles forment une paire légale ; sinon la nouvelle remplace l'ancienne.",
    },
  },
  "E-EQ-4": {
    en: {
      title: "A third weapon",
      text: "With two weapons equipped, a new one replaces the more recent if it pairs with the older; failing that, it replaces the older if it pairs with the more recent; failing that, it replaces both. A two-handed weapon always replaces every weapon.",
    },
    fr: {
      title: "Une troisième arme",
      text: "Avec deux armes équipées, la nouvelle remplace la plus récente si elle forme une paire avec la plus ancienne ; à défaut, elle remplace la plus ancienne si elle s'associe à la plus récente ; à défaut, elle remplace les deux. Une arme à deux mains remplace toujours toutes les armes.",
    },
  },
  "E-EQ-5": {
    en: {
      title: "Replaced equipment",
      text: "Replaced equipment goes to the discard pile. Its ongoing bonuses stop at once, and those of its effects still waiting to happen are lost.",
    },
    fr: {
      title: "Équipement remplacé",
      text: "Un équipement remplacé part dans la défausse. Ses bonus continus cessent aussitôt, et ses effets encore en attente sont perdus.",
    },
  },
  "E-CLASH": {
    en: {
      title: "Clash",
      text: "The two fighters trade physical attacks, the active fighter striking first.",
    },
    fr: {
      title: "Affrontement",
      text: "Les deux combattants échangent leurs attaques physiques, le combattant actif frappant le premier.",
    },
  },
  "E-CLASH-1": {
    en: {
      title: "Physical attacks",
      text: "Each fighter deals damage equal to its ATT minus the other's DEF (never below 0), with the values of that moment. An ATT printed as a range (3–5) is drawn at random within it as the fighter strikes. The active fighter strikes first, but the passive one still strikes back even at 0 PV or less: death only comes later.",
    },
    fr: {
      title: "Attaques physiques",
      text: "Chaque combattant inflige des dégâts égaux à son ATT moins la DEF adverse (jamais moins de 0), avec les valeurs du moment. Le combattant actif frappe le premier, mais le passif riposte même à 0 PV ou moins : la mort ne vient que plus tard.",
    },
  },
  "E-CLASH-2": {
    en: {
      title: "Pure mages",
      text: "A pure mage (a character whose only class is Mage) that played a card dealing magic damage this combat makes no physical attack. Magic damage dealt over time by an attached card, such as Poison magique, does not count.",
    },
    fr: {
      title: "Mages purs",
      text: "Un mage pur (un personnage dont la seule classe est Mage) qui a joué une carte infligeant des dégâts magiques pendant ce combat ne fait pas d'attaque physique. Les dégâts magiques infligés dans la durée par une carte attachée, comme Poison magique, ne comptent pas.",
    },
  },
  "E-END": {
    en: {
      title: "End of combat",
      text: "End-of-combat effects resolve, the fighters go back to their line tapped, characters at 0 PV or less die, and victory is checked.",
    },
    fr: {
      title: "Fin de combat",
      text: "Les effets de fin de combat se résolvent, les combattants retournent dans leur ligne inclinés, les personnages à 0 PV ou moins meurent et l'on vérifie la victoire.",
    },
  },
  "E-END-1": {
    en: {
      title: "End-of-combat effects",
      text: "“At end of combat” effects resolve in order: the active fighter's own abilities, then the passive fighter's, then the attached or played cards in the order they were placed, the active player's before the passive's. Magic damage is dealt here.",
    },
    fr: {
      title: "Effets de fin de combat",
      text: "Les effets « en fin de combat » se résolvent dans l'ordre : capacités du combattant actif, puis celles du passif, puis les cartes attachées ou jouées dans leur ordre de placement, celles du joueur actif d'abord. C'est là que tombent les dégâts magiques.",
    },
  },
  "E-END-2": {
    en: {
      title: "Back to the line",
      text: "The fighters return to their line and are tapped. Bonuses that lasted “this combat” end.",
    },
    fr: {
      title: "Retour en ligne",
      text: "Les combattants retournent dans leur ligne et sont inclinés. Les bonus « pour ce combat » prennent fin.",
    },
  },
  "E-END-3": {
    en: {
      title: "Death",
      text: "Every character at 0 PV or less dies now; this and the end-of-turn check are the only moments a character can die. A dead character can no longer fight, be targeted, healed or damaged, and its attached cards go to the discard pile.",
    },
    fr: {
      title: "Mort",
      text: "Tout personnage à 0 PV ou moins meurt à cet instant ; avec la vérification de fin de tour, c'est le seul moment où un personnage peut mourir. Un personnage mort ne peut plus combattre, être ciblé, soigné ni blessé, et ses cartes attachées partent dans la défausse.",
    },
  },
  "E-END-4": {
    en: {
      title: "Victory check",
      text: "Once the dead are gone, the game checks whether a player has won (see E-WIN).",
    },
    fr: {
      title: "Vérification de la victoire",
      text: "Une fois les morts retirés, on vérifie si un joueur a gagné (voir E-WIN).",
    },
  },
  "E-DISC": {
    en: {
      title: "Discard",
      text: "Each player may discard cards of their choice from their hand, and must discard down to the hand limit of 5 (7 with Haine en vie).",
    },
    fr: {
      title: "Défausse",
      text: "Chaque joueur peut défausser les cartes de son choix, et doit ramener sa main à la limite de 5 cartes (7 avec Haine en vie).",
    },
  },
  "E-EOT": {
    en: {
      title: "End of turn",
      text: "End-of-turn effects resolve, deaths and victory are checked again, and a player out of cards loses. Then the turn counter advances and the active and passive players swap.",
    },
    fr: {
      title: "Fin de tour",
      text: "Les effets de fin de tour se résolvent, on revérifie les morts et la victoire, et un joueur à court de cartes perd. Puis le compteur de tours avance et les joueurs actif et passif échangent leurs rôles.",
    },
  },
  "E-EOT-1": {
    en: {
      title: "End-of-turn effects",
      text: "“At end of turn” effects resolve, the active player's before the passive player's.",
    },
    fr: {
      title: "Effets de fin de tour",
      text: "Les effets « en fin de tour » se résolvent, ceux du joueur actif avant ceux du joueur passif.",
    },
  },
  "E-EOT-2": {
    en: {
      title: "Second death check",
      text: "Characters at 0 PV or less die, then victory is checked again, just as at the end of combat.",
    },
    fr: {
      title: "Seconde vérification des morts",
      text: "Les personnages à 0 PV ou moins meurent, puis on vérifie à nouveau la victoire, comme en fin de combat.",
    },
  },
  "E-EOT-3": {
    en: {
      title: "Out of cards; next turn",
      text: "A player who ran out of cards this turn loses now, unless the game already ended. “This turn” bonuses end, the turn counter goes up, and the active and passive players swap.",
    },
    fr: {
      title: "À court de cartes ; tour suivant",
      text: "Un joueur à court de cartes ce tour-ci perd maintenant, sauf si la partie est déjà finie. Les bonus « pour ce tour » prennent fin, le compteur de tours avance et les joueurs actif et passif échangent leurs rôles.",
    },
  },
  "E-WIN": {
    en: {
      title: "Victory",
      text: "A player wins by wiping out the opposing line while keeping at least one character alive. If both sides fall together, the score decides.",
    },
    fr: {
      title: "Victoire",
      text: "Un joueur gagne en éliminant toute la ligne adverse tout en gardant au moins un personnage en vie. Si les deux camps tombent ensemble, le score départage.",
    },
  },
  "E-WIN-1": {
    en: {
      title: "Last one standing",
      text: "A player wins when every opposing character is dead and at least one of their own is still alive.",
    },
    fr: {
      title: "Dernier debout",
      text: "Un joueur gagne quand tous les personnages adverses sont morts et qu'au moins un des siens est encore en vie.",
    },
  },
  "E-WIN-2": {
    en: {
      title: "Decided on score",
      text: "If every character on both sides is dead, or both players run out of cards in the same turn, the higher score wins. Equal scores make a draw.",
    },
    fr: {
      title: "Départage au score",
      text: "Si tous les personnages des deux camps sont morts, ou si les deux joueurs sont à court de cartes au même tour, le meilleur score l'emporte. À score égal, la partie est nulle.",
    },
  },
  "E-WIN-3": {
    en: {
      title: "Score",
      text: "Your score is the damage dealt to opposing characters plus the healing your own characters actually received (up to their max PV). Life loss, as from Jugement, scores nothing; damage to your own characters and healing of the opponent's count for your opponent.",
    },
    fr: {
      title: "Score",
      text: "Votre score additionne les dégâts infligés aux personnages adverses et les soins réellement reçus par vos personnages (dans la limite de leurs PV max). Une perte de PV, comme avec Jugement, ne rapporte rien ; les dégâts subis par vos propres personnages et les soins des personnages adverses comptent pour l'adversaire.",
    },
  },
  "E-DMG": {
    en: {
      title: "Kinds of damage",
      text: "Physical damage is reduced by DEF and only happens in the clash; magic damage is not reduced and lands at end of combat; direct damage is not reduced either. Life loss is not damage: it cannot be prevented and scores nothing, and healing never raises PV above max PV.",
    },
    fr: {
      title: "Types de dégâts",
      text: "Les dégâts physiques sont réduits par la DEF et n'ont lieu que pendant l'affrontement ; les dégâts magiques ne sont pas réduits et tombent en fin de combat ; les dégâts directs ne sont pas réduits non plus. La perte de PV n'est pas un dégât : rien ne l'empêche et elle ne rapporte aucun point ; un soin ne fait jamais dépasser les PV max.",
    },
  },
  "E-CARD": {
    en: { title: "The card language", text: "What a card's data may say beyond the turn's rules: conditions, computed amounts, longer durations, answers to damage, cards sent back to the deck, families, and changes to the damage dealt and suffered." },
    fr: { title: "Le langage des cartes", text: "Ce que les données d'une carte peuvent dire au-delà des règles du tour : conditions, valeurs calculées, durées plus longues, réponses aux dégâts, cartes renvoyées dans le deck, familles, et changements des dégâts infligés et subis." },
  },
  "E-CARD-1": {
    en: { title: "Conditions", text: "An effect may ask about the bearer's or the opposing fighter's guild, class, race and caste, the damage dealt and received, the cards the bearer carries, its attack against the opponent's, its PV, and whether it attacks or defends." },
    fr: { title: "Conditions", text: "Un effet peut dépendre de la guilde, de la classe, de la race et de la caste du porteur ou du combattant adverse, des dégâts infligés et reçus, des cartes que porte le porteur, de son attaque face à celle de l'adversaire, de ses PV, et du fait qu'il attaque ou défende." },
  },
  "E-CARD-2": {
    en: { title: "Amounts", text: "An amount may be drawn between two numbers, or counted when the effect acts (Objets on your side, dead allies, cards in the opposing hand, the printed attack), plus a number." },
    fr: { title: "Valeurs", text: "Une valeur peut être tirée entre deux nombres, ou comptée quand l'effet agit (Objets de votre camp, alliés morts, cartes de la main adverse, attaque imprimée), plus un nombre." },
  },
  "E-CARD-3": {
    en: { title: "Until the end of the game, and maximum PV", text: "A modifier may last until the end of the game, and may change the maximum PV; PV above a lowered maximum are lost (life loss)." },
    fr: { title: "Jusqu'à la fin de la partie, et PV max", text: "Un modificateur peut durer jusqu'à la fin de la partie et changer les PV max ; les PV au-dessus d'un maximum abaissé sont perdus (perte de vie)." },
  },
  "E-CARD-4": {
    en: { title: "Each time it suffers damage", text: "An effect may act right after each damage of more than 0 that its bearer suffers; such an effect never deals damage." },
    fr: { title: "Chaque fois qu'il subit des dégâts", text: "Un effet peut agir juste après chaque dégât de plus de 0 que subit son porteur ; un tel effet n'inflige jamais de dégâts." },
  },
  "E-CARD-5": {
    en: { title: "Back to the deck", text: "Attached cards may be sent into their owner's deck, at a drawn place; what they gave ends at once." },
    fr: { title: "Retour au deck", text: "Des cartes attachées peuvent rejoindre le deck de leur propriétaire, à une place tirée au sort ; ce qu'elles donnaient cesse aussitôt." },
  },
  "E-CARD-6": {
    en: { title: "Families and hands", text: "A card may name its family (Spear, Sword…), and a filter may ask for a family and for a weapon's hands." },
    fr: { title: "Familles et mains", text: "Une carte peut nommer sa famille (Lance, Épée…), et un filtre peut demander une famille et le nombre de mains d'une arme." },
  },
  "E-CARD-7": {
    en: { title: "Damage dealt and suffered", text: "A modifier may add to each damage a character deals or suffers, physical, magic or direct; the result is never below 0." },
    fr: { title: "Dégâts infligés et subis", text: "Un modificateur peut s'ajouter à chaque dégât qu'un personnage inflige ou subit, physique, magique ou direct ; le résultat n'est jamais négatif." },
  },
  "E-CARD-8": {
    en: { title: "Powder tokens and the start of the game", text: "A character may gain and lose Powder tokens (never more than it has); an ability may act once, at the start of the first turn." },
    fr: { title: "Marqueurs Poudre et début de partie", text: "Un personnage peut gagner et perdre des marqueurs Poudre (jamais plus qu'il n'en a) ; une capacité peut agir une fois, au début du premier tour." },
  },
  "E-CARD-9": {
    en: { title: "A random target", text: "An effect may act on one living opposing or allied character drawn at random, among those of an affiliation if it says so." },
    fr: { title: "Une cible au hasard", text: "Un effet peut agir sur un personnage vivant, adverse ou allié, tiré au hasard, parmi ceux d'une affiliation s'il le dit." },
  },
  "E-CARD-10": {
    en: { title: "Bonuses that scale with a count", text: "A timed modifier may be multiplied by a count read when it acts, such as the tokens lost that way." },
    fr: { title: "Bonus proportionnels", text: "Un modificateur temporaire peut être multiplié par un nombre lu quand il agit, comme les marqueurs ainsi perdus." },
  },
  "E-CARD-11": {
    en: { title: "When a card activates, and while attached", text: "An effect may act each time a card of a kind activates (when it resolves, or after the combat for one that waits); an attached card's bonus may last while it stays attached." },
    fr: { title: "Quand une carte s'active, et tant qu'attachée", text: "Un effet peut agir chaque fois qu'une carte d'un genre s'active (à sa résolution, ou après le combat pour une qui attend) ; le bonus d'une carte attachée peut durer tant qu'elle reste attachée." },
  },
  "E-CARD-12": {
    en: { title: "Every character, dead or alive, and losing the game", text: "Damage may hit every character, the dead too (scored as usual); a card may make its player lose when the turn ends." },
    fr: { title: "Chaque personnage, vivant ou mort, et perdre la partie", text: "Des dégâts peuvent toucher chaque personnage, les morts aussi (comptés comme d'habitude) ; une carte peut faire perdre son joueur à la fin du tour." },
  },
};
