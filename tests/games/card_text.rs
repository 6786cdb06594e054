//! Rules text generated from the cards' data (`eredan::card_text`, `yummell::card_text`,
//! through `session::cards_in` and `decks_in`): golden texts in each language, every entry
//! of both catalogues with a text that shows its numbers and no id, and made-up cards given
//! as data that read right with no code.

use std::collections::BTreeSet;

use arbiter::core::ErrorKind;
use arbiter::rulesets::eredan::{self, card_text as eredan_text, narrate::Lang as EredanLang};
use arbiter::rulesets::yummell::{self, card_text as yummell_text, Lang as YummellLang};
use arbiter::rulesets::RulesetId;
use arbiter::session::{cards, cards_in, decks_in};
use serde_json::{json, Value};

/// Every entry with a text (cards, then the ready setup's characters and advantages) as
/// (id, text), from `cards_in` and `decks_in`.
fn texts(ruleset: RulesetId, lang: &str) -> Vec<(String, String)> {
    let cards = cards_in(ruleset, lang).unwrap();
    let ready = decks_in(ruleset, lang).unwrap();
    let lists = std::iter::once(&cards).chain(ready.as_object().into_iter().flat_map(|o| o.values()));
    lists
        .filter_map(Value::as_array)
        .flatten()
        .filter_map(|e| Some((e["id"].as_str()?.to_string(), e.get("text")?.as_str()?.to_string())))
        .collect()
}

/// Checks each golden (id, text) against the generated one (no-break spaces read as spaces).
fn check_golden(ruleset: RulesetId, lang: &str, golden: &[(&str, &str)]) {
    let got = texts(ruleset, lang);
    for (id, want) in golden {
        let text = got
            .iter()
            .find(|(i, _)| i == id)
            .map(|(_, t)| t.replace('\u{a0}', " "))
            .unwrap_or_else(|| panic!("{ruleset} has no {id}"));
        assert_eq!(&text, want, "{ruleset} {id} in {lang}");
    }
}

/// Every built-in Eredan card, in English.
const EREDAN_EN: &[(&str, &str)] = &[
    ("iro-le-duelliste", "13 PV, 4 ATT, 2 DEF. Guild Kotoba, class Combattant, race Humain, caste Tsoutaï. Enchaînement after playing a weapon. At the start of turns 1, 3 and 5: +1 ATT/+1 DEF this turn."),
    ("seigneur-gakyusha", "15 PV, 3 ATT, 3 DEF. Guild Kotoba, class Combattant, race Humain. Aura: its other living Kotoba allies get +1 ATT."),
    ("anazra", "11 PV, 2 ATT, 2 DEF. Guild Noz'Dingard, class Mage, race Humain, caste Sorcelame. Enchaînement after playing a Sort."),
    ("mache-l-ame", "14 PV, 4 ATT, 1 DEF. Guild Néhantistes, class Combattant, race Démon. Enchaînement after playing a weapon. On turns 2, 4 and 6: at the end of each of its combats, 1 direct damage to the opposing fighter and this character regains 1 PV."),
    ("avatar-de-sol-ra", "16 PV, 5 ATT, 3 DEF. Guild Zil, class Prêtre, race Solarian. At the end of each odd turn: 1 direct damage to every living opposing character."),
    ("garde-de-zil", "12 PV, 3 ATT, 3 DEF. Guild Zil, class Combattant, race Humain."),
    ("rodeur-sans-banniere", "13 PV, 4 ATT, 1 DEF. Mercenary (of no guild), class Combattant, race Démon. Enchaînement after playing a weapon."),
    ("sorciere-vagabonde", "11 PV, 2 ATT, 2 DEF. Mercenary (of no guild), class Mage, race Humain, caste Sorcelame. Enchaînement after playing a Sort."),
    ("veilleur-des-routes", "12 PV, 3 ATT, 3 DEF. Mercenary (of no guild), class Combattant, race Humain."),
    ("wakizashi", "Weapon, 1 hand. Requires: class Combattant. +2 ATT while equipped."),
    ("parole-de-l-empereur", "Weapon, 1 hand. Ambidextrie. Requires: guild Kotoba. +2 ATT/+2 DEF while equipped."),
    ("dague-vivante", "Weapon, 1 hand. Ambidextrie. Activates after combat: no effect before the end of the combat it arrives in. When it activates: the bearer regains 2 PV. +2 ATT while equipped."),
    ("mangevie", "Weapon, 1 hand. Ambidextrie. Requires: class Combattant. Activates after combat: no effect before the end of the combat it arrives in. +3 ATT while equipped. If the bearer dealt more damage than it received this combat: at the end of each of the bearer's combats, the bearer regains 2 PV."),
    ("lame-sorciere", "Weapon, 1 hand. Requires: caste Sorcelame. +2 ATT while equipped. If the bearer is a Mage: at the end of each of the bearer's combats, 4 magic damage to the opposing fighter."),
    ("nodachi", "Weapon, 2 hands. Requires: class Combattant. +4 ATT while equipped."),
    ("armure-de-zil", "Armour (one per character). Requires: guild Zil. +2 DEF while equipped."),
    ("cuirasse-de-cuir", "Armour (one per character). +1 DEF while equipped."),
    ("banniere-de-zil", "Banner. Requires: guild Zil. At the start of each of the bearer's combats: +1 ATT this combat."),
    ("chimere-noire", "Familiar. Requires: race Démon. The opposing fighter gets -1 ATT/-1 DEF while the bearer fights. At the end of each of the bearer's combats: 2 direct damage to the opposing fighter."),
    ("haine-en-vie", "Amulet. Its owner's hand limit is 7."),
    ("potion-de-soin", "Potion. Your fighter regains 2 PV."),
    ("poison-magique", "Requires: class Mage. Attaches to the opposing fighter, who becomes its bearer. Leaves after 3 combats of the bearer, this one included. At the end of each of the bearer's combats: 2 magic damage to the bearer."),
    ("boule-de-feu", "Requires: class Mage. At the end of this combat: 3 magic damage to the opposing fighter."),
    ("amnesie", "Requires: class Mage. The opposing fighter loses all its classes this turn."),
    ("soin", "Requires: class Prêtre. At the end of this combat: your fighter regains 3 PV."),
    ("jugement", "Requires: class Prêtre. At the end of this turn: every living character loses 2 times the PV it gained this turn (life loss)."),
    ("charge", "Requires: class Combattant. Enchaînement: an Objet. +2 ATT this combat."),
    ("garde-haute", "+2 DEF this combat."),
    ("desarmement", "The most recently attached weapon of the opposing fighter goes to the discard pile."),
    ("sagesse-du-dragon", "Enchaînement. The next card of the same play ignores requirements, at play and at resolution."),
    ("kenshi-de-xzia", "12 PV, 3–5 ATT, 2 DEF. Guild Kotoba, class Combattant, race Humain, caste Immortel. Enchaînement after playing a weapon with 1 hand. Each time a card of the Katana family activates: +1 ATT this combat."),
    ("dame-hanae", "11 PV, 2 ATT, 2 DEF. Guild Kotoba, class Prêtre, race Humain, caste Courtisan. Aura: its other living Combattant allies get +1 DEF. At the end of each even turn: one of your living characters drawn at random regains 1 PV."),
    ("chevalier-d-azur", "14 PV, 4 ATT, 3 DEF. Guild Noz'Dingard, class Combattant, race Humain, caste Chevalier Dragon. Enchaînement after playing a card of the Lance family. If this character has fewer than 8 PV: each time this character suffers damage, +1 ATT until the end of the game."),
    ("erudite-du-compendium", "10 PV, 2 ATT, 1 DEF. Guild Noz'Dingard, class Mage, race Elfine, caste Compendium. Enchaînement after playing a Sort. The opposing fighter gets -1 DEF while this character fights."),
    ("dragonnet-de-noz", "9 PV, 3 ATT, 2 DEF. Guild Noz'Dingard, class Combattant, race Bête. At the start of the game: +3 max PV until the end of the game and this character regains 3 PV."),
    ("ysolde-la-tenebreuse", "11 PV, 2 ATT, 1 DEF. Guild Néhantistes, class Mage, race Humain, caste Ténébromancien. Enchaînement after playing a Sort. If the opposing fighter is Prêtre: at the end of each of its combats, 2 magic damage to the opposing fighter."),
    ("necromant-des-cryptes", "12 PV, 3 ATT, 1 DEF. Guild Néhantistes, class Mage, race Non-Mort, caste Nécromancien. At the start of each turn: +1 ATT/+1 DEF for each of the number of the bearer's dead allies this turn."),
    ("terreur-des-nuits", "13 PV, 3–6 ATT, 0 DEF. Guild Néhantistes, class Berserker, race Démon, caste Terreur nocturne. Enchaînement after playing a weapon. At the end of each turn: this character loses 1 PV (life loss)."),
    ("jongleur-du-circus", "11 PV, 3 ATT, 2 DEF. Guild Zil, class Maraudeur, race Humain, caste Circus. Enchaînement after playing an Action. At the end of each of its combats: 1 direct damage to one of the living opposing characters drawn at random."),
    ("oiseleur-corbeau", "12 PV, 3 ATT, 2 DEF. Guild Zil, class Maraudeur, race Hom'chaï, caste Corbeau. Enchaînement after playing a familiar. At the start of each even turn: +2 ATT/-1 DEF this turn."),
    ("golem-errant", "18 PV, 2 ATT, 4 DEF. Mercenary (of no guild), class Combattant, race Golem, caste Colosse. -1 to damage suffered."),
    ("barde-des-tavernes", "10 PV, 2 ATT, 2 DEF. Mercenary (of no guild), class Barde, race Elfine. At the end of each odd turn: its other living allies regain 1 PV."),
    ("canonniere-des-nuees", "12 PV, 3 ATT, 2 DEF. Mercenary (of no guild), class Maraudeur, race Humain. Enchaînement after playing an Objet. At the start of the game: this character gains 3 Powder tokens. At the start of turns 2, 4 and 6: +1 ATT for each of the bearer's Powder tokens this turn."),
    ("katana-du-serment", "Weapon, 1 hand. Family: Katana. Ambidextrie, only with Wakizashi or Katana du serment. Requires: guild Kotoba, class Combattant. +2 ATT/+1 DEF while equipped."),
    ("yari-de-xzia", "Weapon, 2 hands. Family: Lance. Requires: guild Kotoba, class Combattant. ATT +2/+4 while equipped."),
    ("eventail-de-guerre", "Weapon, 1 hand. Ambidextrie. Requires: guild Kotoba. +2 DEF while equipped."),
    ("voie-de-l-honneur", "Requires: guild Kotoba. If your fighter attacks: +3 ATT this combat. If your fighter defends: -2 to damage suffered this combat."),
    ("sceau-imperial", "Amulet. Requires: guild Kotoba. Each time a card of the Katana family activates: +1 ATT while this card stays attached."),
    ("banniere-du-clan", "Banner. Requires: guild Kotoba. At the start of each of the bearer's combats: the opposing fighter gets -1 DEF this combat."),
    ("kimono-renforce", "Armour (one per character). Requires: guild Kotoba. Each time the bearer suffers damage: +1 DEF while this card stays attached."),
    ("frappe-iaido", "Requires: guild Kotoba, class Combattant. Enchaînement: a weapon. If your fighter carries a weapon with 1 hand: +3 ATT this combat."),
    ("meditation-du-tsoutai", "Requires: guild Kotoba, caste Tsoutaï. At the end of this turn: your fighter regains 1 to 3 PV."),
    ("serment-du-sabre", "Requires: guild Kotoba. Enchaînement: an Action. +1 to damage dealt this combat."),
    ("souffle-du-dragon", "Requires: guild Noz'Dingard, class Mage. At the end of this combat: 3 to 5 magic damage to the opposing fighter."),
    ("ecaille-de-dragon", "Armour (one per character). Requires: guild Noz'Dingard. +2 DEF while equipped. Each time a Sort activates: the bearer regains 1 PV."),
    ("baton-de-l-erudit", "Weapon, 2 hands. Family: Bâton. Requires: guild Noz'Dingard. Enchaînement: a Sort. +1 ATT while equipped."),
    ("pluie-de-meteores", "Requires: guild Noz'Dingard, class Mage. At the end of this combat: 1 magic damage to every living opposing character."),
    ("bouclier-de-mana", "Requires: guild Noz'Dingard, class Mage. Attaches to your fighter. Leaves after 2 combats of the bearer, this one included. -2 to damage suffered while attached."),
    ("rune-de-foudre", "Requires: guild Noz'Dingard, class Mage. Attaches to the opposing fighter, who becomes its bearer. Activates after combat: no effect before the end of the combat it arrives in. When it activates: 3 direct damage to the bearer. -1 DEF while attached."),
    ("savoir-du-compendium", "Requires: guild Noz'Dingard. Enchaînement: a Sort. +1 DEF this combat."),
    ("lance-du-chevalier-dragon", "Weapon, 2 hands. Family: Lance. Requires: guild Noz'Dingard, caste Chevalier Dragon. +3 ATT while equipped. If the bearer attacks: at the end of each of the bearer's combats, 1 direct damage to the opposing fighter."),
    ("gemme-de-noz", "Amulet. Requires: guild Noz'Dingard. If the bearer is a Mage: at the start of each of the bearer's combats, +2 DEF this combat."),
    ("tempete-arcanique", "Requires: guild Noz'Dingard, class Mage. At the end of this combat: X magic damage to the opposing fighter (X: the number of cards in the opposing hand, at most 5)."),
    ("dissipation", "Requires: guild Noz'Dingard, class Mage. Enchaînement: a Sort. Every card attached to the opposing fighter that is a Sort goes into its owner's deck."),
    ("ailes-draconiques", "Requires: guild Noz'Dingard. +2 max PV until the end of the game and your fighter regains 2 PV."),
    ("cataclysme-draconique", "Requires: guild Noz'Dingard, class Mage. At the end of this combat: 2 magic damage to every character, dead or alive."),
    ("fouet-de-l-abime", "Weapon, 1 hand. Ambidextrie. Requires: guild Néhantistes. +1 ATT while equipped. At the end of each of the bearer's combats: the opposing fighter loses 1 PV (life loss)."),
    ("pacte-demoniaque", "Requires: guild Néhantistes, race Démon. +4 ATT this combat. At the end of this turn: your fighter loses 2 PV (life loss)."),
    ("marque-de-nehant", "Requires: guild Néhantistes, class Mage. Attaches to the opposing fighter, who becomes its bearer. Leaves after 2 combats of the bearer, this one included. +1 to damage suffered while attached."),
    ("ombre-devorante", "Requires: guild Néhantistes, class Mage. At the end of this combat: X magic damage to the opposing fighter (X: the damage the bearer received this combat, at most 4)."),
    ("armure-d-os", "Armour (one per character). Requires: guild Néhantistes. +1 DEF while equipped. If the bearer has fewer than 5 PV: at the end of each of the bearer's combats, the bearer regains 2 PV."),
    ("diablotin-familier", "Familiar. Requires: guild Néhantistes. At the end of each turn: 1 direct damage to one of the living opposing characters drawn at random."),
    ("appel-des-morts", "Requires: guild Néhantistes, class Mage. At the end of this combat: your fighter regains X PV (X: the number of the bearer's dead allies + 1)."),
    ("drain-d-ame", "Requires: guild Néhantistes, class Mage. At the end of this combat: 2 magic damage to the opposing fighter and your fighter regains 2 PV."),
    ("chaines-de-tourment", "Requires: guild Néhantistes. Attaches to the opposing fighter, who becomes its bearer. Leaves after 3 combats of the bearer, this one included. -2 ATT while attached."),
    ("voile-de-tenebres", "Requires: guild Néhantistes, class Mage, caste Ténébromancien. The opposing fighter gets -1 to damage dealt until the end of the game."),
    ("corne-de-la-horde", "Banner. Requires: guild Néhantistes. If the bearer is Démon: at the start of each of the bearer's combats, +2 ATT this combat."),
    ("festin-des-ames", "Requires: guild Néhantistes. If your fighter dealt less damage than it received this combat: at the end of this combat, your fighter regains X PV (X: the damage the bearer received this combat, at most 3)."),
    ("masque-du-circus", "Amulet. Requires: guild Zil. ATT +0/+2 while equipped."),
    ("tour-de-passe-passe", "Requires: guild Zil. Enchaînement: an Action. Every card attached to the opposing fighter that is an armour goes into its owner's deck."),
    ("lumiere-de-sol-ra", "Requires: guild Zil, class Prêtre. At the end of this combat: one of your living characters drawn at random regains 3 PV."),
    ("benediction-solaire", "Requires: guild Zil, class Prêtre. Attaches to your fighter. Leaves after 3 combats of the bearer, this one included. At the end of each turn: the bearer regains 1 PV."),
    ("chatiment-celeste", "Requires: guild Zil, class Prêtre. If the opposing fighter is Démon: at the end of this combat, 4 direct damage to the opposing fighter."),
    ("cimeterre-de-zil", "Weapon, 1 hand. Family: Épée. Requires: guild Zil. +3 ATT/-1 DEF while equipped."),
    ("filet-du-dompteur", "Requires: guild Zil. Attaches to the opposing fighter, who becomes its bearer. Leaves after 1 combat of the bearer, this one included. -2 to damage dealt while attached."),
    ("acrobatie", "Requires: guild Zil. If the attack of your fighter is below the opposing fighter's: +3 DEF this combat."),
    ("etendard-solaire", "Banner. Requires: guild Zil. At the end of each turn: the bearer's other living allies regain 1 PV."),
    ("parade-psychedelique", "Requires: guild Zil. Enchaînement. One of the living opposing characters drawn at random gets -2 DEF this turn."),
    ("dague-de-lancer", "Weapon, 1 hand. Ambidextrie. 1 direct damage to the opposing fighter. +1 ATT while equipped."),
    ("bouclier-rond", "Armour (one per character). +1 DEF/-1 to damage suffered while equipped."),
    ("potion-de-rage", "Potion. +2 ATT/-1 DEF this turn."),
    ("elixir-de-vigueur", "Potion. Your fighter regains 1 to 4 PV."),
    ("cotte-de-mailles", "Armour (one per character). Requires: class Combattant. -1 ATT/+2 DEF while equipped."),
    ("lance-de-chasse", "Weapon, 2 hands. Family: Lance. +3 ATT while equipped. If the opposing fighter is Bête: at the end of each of the bearer's combats, 2 direct damage to the opposing fighter."),
    ("arbalete-lourde", "Weapon, 2 hands. Activates after combat: no effect before the end of the combat it arrives in. +5 ATT while equipped."),
    ("fiole-de-venin", "Potion. Attaches to the opposing fighter, who becomes its bearer. Leaves after 2 combats of the bearer, this one included. At the end of each turn: the bearer loses 1 PV (life loss)."),
    ("herbes-medicinales", "At the end of this turn: your fighter regains 2 PV."),
    ("cri-de-guerre", "Requires: class Combattant. Your other living characters get +1 ATT this turn."),
    ("coup-bas", "Requires: class Maraudeur. Enchaînement. The opposing fighter gets -2 DEF this combat."),
    ("amulette-de-chance", "Amulet. On odd turns: at the start of each of the bearer's combats, +1 ATT/+1 DEF this combat."),
    ("parchemin-de-feu", "At the end of this combat: 2 magic damage to the opposing fighter."),
    ("priere-du-soir", "Requires: class Prêtre. At the end of this turn: every living character regains 1 PV."),
    ("tonneau-de-poudre", "Enchaînement. Your fighter gains 3 Powder tokens."),
    ("mousquet-a-rouet", "Weapon, 2 hands. At the end of each of the bearer's combats: the bearer loses up to 2 Powder tokens and X direct damage to the opposing fighter (X: the tokens lost that way + 1)."),
    ("dernier-souffle", "If your fighter has fewer than 5 PV: +3 ATT this combat."),
    ("tambour-de-guerre", "Banner. At the start of each of the bearer's combats: the bearer regains 1 PV."),
    ("loup-familier", "Familiar. If the bearer dealt more damage than it received this combat: at the end of each of the bearer's combats, +1 ATT until the end of the game."),
    ("foudre-en-bouteille", "Requires: class Mage. At the end of this combat: 3 magic damage to one of the living opposing characters drawn at random."),
    ("malediction-de-faiblesse", "Requires: class Mage. Attaches to the opposing fighter, who becomes its bearer. Leaves after 2 combats of the bearer, this one included. At the start of each of the bearer's combats: -2 ATT this combat."),
    ("onguent-du-guerisseur", "Attaches to your fighter. Leaves after 2 combats of the bearer, this one included. Each time the bearer suffers damage: the bearer regains 1 PV."),
    ("egide-des-mages", "If your fighter is Mage or Prêtre: +2 DEF this combat."),
];

/// In French (written with plain spaces; the text puts a no-break space before `:`).
const EREDAN_FR: &[(&str, &str)] = &[
    ("iro-le-duelliste", "13 PV, 4 ATT, 2 DEF. Guilde Kotoba, classe Combattant, race Humain, caste Tsoutaï. Enchaînement après avoir joué une arme. Au début des tours 1, 3 et 5 : +1 ATT/+1 DEF pour ce tour."),
    ("seigneur-gakyusha", "15 PV, 3 ATT, 3 DEF. Guilde Kotoba, classe Combattant, race Humain. Aura : ses autres alliés Kotoba vivants reçoivent +1 ATT."),
    ("mache-l-ame", "14 PV, 4 ATT, 1 DEF. Guilde Néhantistes, classe Combattant, race Démon. Enchaînement après avoir joué une arme. Aux tours 2, 4 et 6 : à la fin de chacun de ses combats, 1 dégât direct au combattant adverse et ce personnage regagne 1 PV."),
    ("avatar-de-sol-ra", "16 PV, 5 ATT, 3 DEF. Guilde Zil, classe Prêtre, race Solarian. À la fin de chaque tour impair : 1 dégât direct à chaque personnage adverse vivant."),
    ("garde-de-zil", "12 PV, 3 ATT, 3 DEF. Guilde Zil, classe Combattant, race Humain."),
    ("rodeur-sans-banniere", "13 PV, 4 ATT, 1 DEF. Mercenaire (sans guilde), classe Combattant, race Démon. Enchaînement après avoir joué une arme."),
    ("sorciere-vagabonde", "11 PV, 2 ATT, 2 DEF. Mercenaire (sans guilde), classe Mage, race Humain, caste Sorcelame. Enchaînement après avoir joué un Sort."),
    ("veilleur-des-routes", "12 PV, 3 ATT, 3 DEF. Mercenaire (sans guilde), classe Combattant, race Humain."),
    ("wakizashi", "Arme à 1 main. Conditions : classe Combattant. +2 ATT tant que l'objet est équipé."),
    ("dague-vivante", "Arme à 1 main. Ambidextrie. S'active après le combat : sans effet avant la fin du combat où elle arrive. Quand elle s'active : le porteur regagne 2 PV. +2 ATT tant que l'objet est équipé."),
    ("mangevie", "Arme à 1 main. Ambidextrie. Conditions : classe Combattant. S'active après le combat : sans effet avant la fin du combat où elle arrive. +3 ATT tant que l'objet est équipé. Si le porteur a infligé plus de dégâts qu'il n'en a reçu pendant ce combat : à la fin de chaque combat du porteur, le porteur regagne 2 PV."),
    ("lame-sorciere", "Arme à 1 main. Conditions : caste Sorcelame. +2 ATT tant que l'objet est équipé. Si le porteur est Mage : à la fin de chaque combat du porteur, 4 dégâts magiques au combattant adverse."),
    ("nodachi", "Arme à 2 mains. Conditions : classe Combattant. +4 ATT tant que l'objet est équipé."),
    ("armure-de-zil", "Armure (une par personnage). Conditions : guilde Zil. +2 DEF tant que l'objet est équipé."),
    ("banniere-de-zil", "Bannière. Conditions : guilde Zil. Au début de chaque combat du porteur : +1 ATT pour ce combat."),
    ("chimere-noire", "Familier. Conditions : race Démon. Le combattant adverse reçoit -1 ATT/-1 DEF tant que le porteur combat. À la fin de chaque combat du porteur : 2 dégâts directs au combattant adverse."),
    ("haine-en-vie", "Amulette. La limite de main de son propriétaire est de 7."),
    ("potion-de-soin", "Potion. Votre combattant regagne 2 PV."),
    ("poison-magique", "Conditions : classe Mage. S'attache au combattant adverse, qui devient son porteur. Part après 3 combats du porteur, celui-ci compris. À la fin de chaque combat du porteur : 2 dégâts magiques au porteur."),
    ("boule-de-feu", "Conditions : classe Mage. À la fin de ce combat : 3 dégâts magiques au combattant adverse."),
    ("amnesie", "Conditions : classe Mage. Le combattant adverse perd toutes ses classes pour ce tour."),
    ("soin", "Conditions : classe Prêtre. À la fin de ce combat : votre combattant regagne 3 PV."),
    ("jugement", "Conditions : classe Prêtre. À la fin de ce tour : chaque personnage vivant perd 2 fois les PV qu'il a gagnés pendant ce tour (perte de vie)."),
    ("charge", "Conditions : classe Combattant. Enchaînement : un Objet. +2 ATT pour ce combat."),
    ("desarmement", "La dernière arme attachée du combattant adverse part à la défausse."),
    ("sagesse-du-dragon", "Enchaînement. La carte jouée à sa suite ignore les conditions, à la pose comme à la résolution."),
    ("kenshi-de-xzia", "12 PV, 3–5 ATT, 2 DEF. Guilde Kotoba, classe Combattant, race Humain, caste Immortel. Enchaînement après avoir joué une arme à 1 main. Chaque fois qu'une carte de la famille Katana s'active : +1 ATT pour ce combat."),
    ("dame-hanae", "11 PV, 2 ATT, 2 DEF. Guilde Kotoba, classe Prêtre, race Humain, caste Courtisan. Aura : ses autres alliés Combattant vivants reçoivent +1 DEF. À la fin de chaque tour pair : l'un de vos personnages vivants tiré au hasard regagne 1 PV."),
    ("chevalier-d-azur", "14 PV, 4 ATT, 3 DEF. Guilde Noz'Dingard, classe Combattant, race Humain, caste Chevalier Dragon. Enchaînement après avoir joué une carte de la famille Lance. Si ce personnage a moins de 8 PV : chaque fois que ce personnage subit des dégâts, +1 ATT jusqu'à la fin de la partie."),
    ("erudite-du-compendium", "10 PV, 2 ATT, 1 DEF. Guilde Noz'Dingard, classe Mage, race Elfine, caste Compendium. Enchaînement après avoir joué un Sort. Le combattant adverse reçoit -1 DEF tant que ce personnage combat."),
    ("dragonnet-de-noz", "9 PV, 3 ATT, 2 DEF. Guilde Noz'Dingard, classe Combattant, race Bête. En début de partie : +3 PV max jusqu'à la fin de la partie et ce personnage regagne 3 PV."),
    ("ysolde-la-tenebreuse", "11 PV, 2 ATT, 1 DEF. Guilde Néhantistes, classe Mage, race Humain, caste Ténébromancien. Enchaînement après avoir joué un Sort. Si le combattant adverse est Prêtre : à la fin de chacun de ses combats, 2 dégâts magiques au combattant adverse."),
    ("necromant-des-cryptes", "12 PV, 3 ATT, 1 DEF. Guilde Néhantistes, classe Mage, race Non-Mort, caste Nécromancien. Au début de chaque tour : +1 ATT/+1 DEF, multiplié par le nombre d'alliés morts du porteur, pour ce tour."),
    ("terreur-des-nuits", "13 PV, 3–6 ATT, 0 DEF. Guilde Néhantistes, classe Berserker, race Démon, caste Terreur nocturne. Enchaînement après avoir joué une arme. À la fin de chaque tour : ce personnage perd 1 PV (perte de vie)."),
    ("jongleur-du-circus", "11 PV, 3 ATT, 2 DEF. Guilde Zil, classe Maraudeur, race Humain, caste Circus. Enchaînement après avoir joué une Action. À la fin de chacun de ses combats : 1 dégât direct à l'un des personnages adverses vivants tiré au hasard."),
    ("oiseleur-corbeau", "12 PV, 3 ATT, 2 DEF. Guilde Zil, classe Maraudeur, race Hom'chaï, caste Corbeau. Enchaînement après avoir joué un familier. Au début de chaque tour pair : +2 ATT/-1 DEF pour ce tour."),
    ("golem-errant", "18 PV, 2 ATT, 4 DEF. Mercenaire (sans guilde), classe Combattant, race Golem, caste Colosse. -1 aux dégâts subis."),
    ("barde-des-tavernes", "10 PV, 2 ATT, 2 DEF. Mercenaire (sans guilde), classe Barde, race Elfine. À la fin de chaque tour impair : ses autres alliés vivants regagnent 1 PV."),
    ("canonniere-des-nuees", "12 PV, 3 ATT, 2 DEF. Mercenaire (sans guilde), classe Maraudeur, race Humain. Enchaînement après avoir joué un Objet. En début de partie : ce personnage gagne 3 marqueurs Poudre. Au début des tours 2, 4 et 6 : +1 ATT, multiplié par les marqueurs Poudre du porteur, pour ce tour."),
    ("katana-du-serment", "Arme à 1 main. Famille : Katana. Ambidextrie, seulement avec Wakizashi ou Katana du serment. Conditions : guilde Kotoba, classe Combattant. +2 ATT/+1 DEF tant que l'objet est équipé."),
    ("yari-de-xzia", "Arme à 2 mains. Famille : Lance. Conditions : guilde Kotoba, classe Combattant. ATT +2/+4 tant que l'objet est équipé."),
    ("eventail-de-guerre", "Arme à 1 main. Ambidextrie. Conditions : guilde Kotoba. +2 DEF tant que l'objet est équipé."),
    ("voie-de-l-honneur", "Conditions : guilde Kotoba. Si votre combattant attaque : +3 ATT pour ce combat. Si votre combattant défend : -2 aux dégâts subis pour ce combat."),
    ("sceau-imperial", "Amulette. Conditions : guilde Kotoba. Chaque fois qu'une carte de la famille Katana s'active : +1 ATT tant que cette carte reste attachée."),
    ("banniere-du-clan", "Bannière. Conditions : guilde Kotoba. Au début de chaque combat du porteur : le combattant adverse reçoit -1 DEF pour ce combat."),
    ("kimono-renforce", "Armure (une par personnage). Conditions : guilde Kotoba. Chaque fois que le porteur subit des dégâts : +1 DEF tant que cette carte reste attachée."),
    ("frappe-iaido", "Conditions : guilde Kotoba, classe Combattant. Enchaînement : une arme. Si votre combattant porte une arme à 1 main : +3 ATT pour ce combat."),
    ("meditation-du-tsoutai", "Conditions : guilde Kotoba, caste Tsoutaï. À la fin de ce tour : votre combattant regagne 1 à 3 PV."),
    ("serment-du-sabre", "Conditions : guilde Kotoba. Enchaînement : une Action. +1 aux dégâts infligés pour ce combat."),
    ("souffle-du-dragon", "Conditions : guilde Noz'Dingard, classe Mage. À la fin de ce combat : 3 à 5 dégâts magiques au combattant adverse."),
    ("ecaille-de-dragon", "Armure (une par personnage). Conditions : guilde Noz'Dingard. +2 DEF tant que l'objet est équipé. Chaque fois qu'un Sort s'active : le porteur regagne 1 PV."),
    ("baton-de-l-erudit", "Arme à 2 mains. Famille : Bâton. Conditions : guilde Noz'Dingard. Enchaînement : un Sort. +1 ATT tant que l'objet est équipé."),
    ("pluie-de-meteores", "Conditions : guilde Noz'Dingard, classe Mage. À la fin de ce combat : 1 dégât magique à chaque personnage adverse vivant."),
    ("bouclier-de-mana", "Conditions : guilde Noz'Dingard, classe Mage. S'attache à votre combattant. Part après 2 combats du porteur, celui-ci compris. -2 aux dégâts subis tant que la carte est attachée."),
    ("rune-de-foudre", "Conditions : guilde Noz'Dingard, classe Mage. S'attache au combattant adverse, qui devient son porteur. S'active après le combat : sans effet avant la fin du combat où elle arrive. Quand elle s'active : 3 dégâts directs au porteur. -1 DEF tant que la carte est attachée."),
    ("savoir-du-compendium", "Conditions : guilde Noz'Dingard. Enchaînement : un Sort. +1 DEF pour ce combat."),
    ("lance-du-chevalier-dragon", "Arme à 2 mains. Famille : Lance. Conditions : guilde Noz'Dingard, caste Chevalier Dragon. +3 ATT tant que l'objet est équipé. Si le porteur attaque : à la fin de chaque combat du porteur, 1 dégât direct au combattant adverse."),
    ("gemme-de-noz", "Amulette. Conditions : guilde Noz'Dingard. Si le porteur est Mage : au début de chaque combat du porteur, +2 DEF pour ce combat."),
    ("tempete-arcanique", "Conditions : guilde Noz'Dingard, classe Mage. À la fin de ce combat : X dégâts magiques au combattant adverse (X : le nombre de cartes de la main adverse, au plus 5)."),
    ("dissipation", "Conditions : guilde Noz'Dingard, classe Mage. Enchaînement : un Sort. Chaque carte attachée au combattant adverse qui est un Sort rejoint le deck de son propriétaire."),
    ("ailes-draconiques", "Conditions : guilde Noz'Dingard. +2 PV max jusqu'à la fin de la partie et votre combattant regagne 2 PV."),
    ("cataclysme-draconique", "Conditions : guilde Noz'Dingard, classe Mage. À la fin de ce combat : 2 dégâts magiques à chaque personnage, vivant ou mort."),
    ("fouet-de-l-abime", "Arme à 1 main. Ambidextrie. Conditions : guilde Néhantistes. +1 ATT tant que l'objet est équipé. À la fin de chaque combat du porteur : le combattant adverse perd 1 PV (perte de vie)."),
    ("pacte-demoniaque", "Conditions : guilde Néhantistes, race Démon. +4 ATT pour ce combat. À la fin de ce tour : votre combattant perd 2 PV (perte de vie)."),
    ("marque-de-nehant", "Conditions : guilde Néhantistes, classe Mage. S'attache au combattant adverse, qui devient son porteur. Part après 2 combats du porteur, celui-ci compris. +1 aux dégâts subis tant que la carte est attachée."),
    ("ombre-devorante", "Conditions : guilde Néhantistes, classe Mage. À la fin de ce combat : X dégâts magiques au combattant adverse (X : les dégâts reçus par le porteur pendant ce combat, au plus 4)."),
    ("armure-d-os", "Armure (une par personnage). Conditions : guilde Néhantistes. +1 DEF tant que l'objet est équipé. Si le porteur a moins de 5 PV : à la fin de chaque combat du porteur, le porteur regagne 2 PV."),
    ("diablotin-familier", "Familier. Conditions : guilde Néhantistes. À la fin de chaque tour : 1 dégât direct à l'un des personnages adverses vivants tiré au hasard."),
    ("appel-des-morts", "Conditions : guilde Néhantistes, classe Mage. À la fin de ce combat : votre combattant regagne X PV (X : le nombre d'alliés morts du porteur + 1)."),
    ("drain-d-ame", "Conditions : guilde Néhantistes, classe Mage. À la fin de ce combat : 2 dégâts magiques au combattant adverse et votre combattant regagne 2 PV."),
    ("chaines-de-tourment", "Conditions : guilde Néhantistes. S'attache au combattant adverse, qui devient son porteur. Part après 3 combats du porteur, celui-ci compris. -2 ATT tant que la carte est attachée."),
    ("voile-de-tenebres", "Conditions : guilde Néhantistes, classe Mage, caste Ténébromancien. Le combattant adverse reçoit -1 aux dégâts infligés jusqu'à la fin de la partie."),
    ("corne-de-la-horde", "Bannière. Conditions : guilde Néhantistes. Si le porteur est Démon : au début de chaque combat du porteur, +2 ATT pour ce combat."),
    ("festin-des-ames", "Conditions : guilde Néhantistes. Si votre combattant a infligé moins de dégâts qu'il n'en a reçu pendant ce combat : à la fin de ce combat, votre combattant regagne X PV (X : les dégâts reçus par le porteur pendant ce combat, au plus 3)."),
    ("masque-du-circus", "Amulette. Conditions : guilde Zil. ATT +0/+2 tant que l'objet est équipé."),
    ("tour-de-passe-passe", "Conditions : guilde Zil. Enchaînement : une Action. Chaque carte attachée au combattant adverse qui est une armure rejoint le deck de son propriétaire."),
    ("lumiere-de-sol-ra", "Conditions : guilde Zil, classe Prêtre. À la fin de ce combat : l'un de vos personnages vivants tiré au hasard regagne 3 PV."),
    ("benediction-solaire", "Conditions : guilde Zil, classe Prêtre. S'attache à votre combattant. Part après 3 combats du porteur, celui-ci compris. À la fin de chaque tour : le porteur regagne 1 PV."),
    ("chatiment-celeste", "Conditions : guilde Zil, classe Prêtre. Si le combattant adverse est Démon : à la fin de ce combat, 4 dégâts directs au combattant adverse."),
    ("cimeterre-de-zil", "Arme à 1 main. Famille : Épée. Conditions : guilde Zil. +3 ATT/-1 DEF tant que l'objet est équipé."),
    ("filet-du-dompteur", "Conditions : guilde Zil. S'attache au combattant adverse, qui devient son porteur. Part après 1 combat du porteur, celui-ci compris. -2 aux dégâts infligés tant que la carte est attachée."),
    ("acrobatie", "Conditions : guilde Zil. Si l'attaque de votre combattant est inférieure à celle du combattant adverse : +3 DEF pour ce combat."),
    ("etendard-solaire", "Bannière. Conditions : guilde Zil. À la fin de chaque tour : les autres alliés vivants du porteur regagnent 1 PV."),
    ("parade-psychedelique", "Conditions : guilde Zil. Enchaînement. L'un des personnages adverses vivants tiré au hasard reçoit -2 DEF pour ce tour."),
    ("dague-de-lancer", "Arme à 1 main. Ambidextrie. 1 dégât direct au combattant adverse. +1 ATT tant que l'objet est équipé."),
    ("bouclier-rond", "Armure (une par personnage). +1 DEF/-1 aux dégâts subis tant que l'objet est équipé."),
    ("potion-de-rage", "Potion. +2 ATT/-1 DEF pour ce tour."),
    ("elixir-de-vigueur", "Potion. Votre combattant regagne 1 à 4 PV."),
    ("cotte-de-mailles", "Armure (une par personnage). Conditions : classe Combattant. -1 ATT/+2 DEF tant que l'objet est équipé."),
    ("lance-de-chasse", "Arme à 2 mains. Famille : Lance. +3 ATT tant que l'objet est équipé. Si le combattant adverse est Bête : à la fin de chaque combat du porteur, 2 dégâts directs au combattant adverse."),
    ("arbalete-lourde", "Arme à 2 mains. S'active après le combat : sans effet avant la fin du combat où elle arrive. +5 ATT tant que l'objet est équipé."),
    ("fiole-de-venin", "Potion. S'attache au combattant adverse, qui devient son porteur. Part après 2 combats du porteur, celui-ci compris. À la fin de chaque tour : le porteur perd 1 PV (perte de vie)."),
    ("herbes-medicinales", "À la fin de ce tour : votre combattant regagne 2 PV."),
    ("cri-de-guerre", "Conditions : classe Combattant. Vos autres personnages vivants reçoivent +1 ATT pour ce tour."),
    ("coup-bas", "Conditions : classe Maraudeur. Enchaînement. Le combattant adverse reçoit -2 DEF pour ce combat."),
    ("amulette-de-chance", "Amulette. Aux tours impairs : au début de chaque combat du porteur, +1 ATT/+1 DEF pour ce combat."),
    ("parchemin-de-feu", "À la fin de ce combat : 2 dégâts magiques au combattant adverse."),
    ("priere-du-soir", "Conditions : classe Prêtre. À la fin de ce tour : chaque personnage vivant regagne 1 PV."),
    ("tonneau-de-poudre", "Enchaînement. Votre combattant gagne 3 marqueurs Poudre."),
    ("mousquet-a-rouet", "Arme à 2 mains. À la fin de chaque combat du porteur : le porteur perd jusqu'à 2 marqueurs Poudre et X dégâts directs au combattant adverse (X : les marqueurs ainsi perdus + 1)."),
    ("dernier-souffle", "Si votre combattant a moins de 5 PV : +3 ATT pour ce combat."),
    ("tambour-de-guerre", "Bannière. Au début de chaque combat du porteur : le porteur regagne 1 PV."),
    ("loup-familier", "Familier. Si le porteur a infligé plus de dégâts qu'il n'en a reçu pendant ce combat : à la fin de chaque combat du porteur, +1 ATT jusqu'à la fin de la partie."),
    ("foudre-en-bouteille", "Conditions : classe Mage. À la fin de ce combat : 3 dégâts magiques à l'un des personnages adverses vivants tiré au hasard."),
    ("malediction-de-faiblesse", "Conditions : classe Mage. S'attache au combattant adverse, qui devient son porteur. Part après 2 combats du porteur, celui-ci compris. Au début de chaque combat du porteur : -2 ATT pour ce combat."),
    ("onguent-du-guerisseur", "S'attache à votre combattant. Part après 2 combats du porteur, celui-ci compris. Chaque fois que le porteur subit des dégâts : le porteur regagne 1 PV."),
    ("egide-des-mages", "Si votre combattant est Mage ou Prêtre : +2 DEF pour ce combat."),
];

/// Yummell: every kind of card, power, condition and effect, in English.
const YUMMELL_EN: &[(&str, &str)] = &[
    ("goblin", "Movement 3. Challenge on Strength: more than 7 to beat it."),
    ("sphinx", "Movement 4. Challenge on Magic: more than 8 to beat it."),
    ("seven-league-boots", "Movement 2. Use: +3 movement points this turn."),
    ("enchanted-sword", "Movement 5. Use: +3 to this turn's challenge."),
    ("thieves-glove", "Movement 6. Use: take an active artefact from another character on your square."),
    ("rope-ladder", "Movement 8. Use, on a hill: advance 1 square."),
    ("tailwind", "Movement 5. Play: +2 movement points this turn. Drawn as an encounter: advance 1 square."),
    ("storm", "Movement 3. Play: +2 Agility until the end of the turn. Drawn as an encounter: go back 1 square."),
    ("ambush", "Movement 7. Play: +2 to this turn's challenge. Drawn as an encounter: discard 1 card from the end of your hand."),
    ("thick-fog", "Movement 8. Play: +2 Magic until the end of the turn. Drawn as an encounter: go back 2 squares."),
    ("second-wind", "Movement 6. Play: draw 2 cards. Drawn as an encounter: draw 1 card."),
    ("lia", "Strength 2, Sympathy 3, Agility 5, Magic 2. Fleet-footed, on a plain: +2 movement points this turn."),
    ("morwen", "Strength 1, Sympathy 3, Agility 2, Magic 5. Foresight, after moving this turn: +3 to this turn's challenge."),
    ("pip", "Strength 2, Sympathy 5, Agility 3, Magic 2. Hitch a ride, when sharing a square with another character: advance 1 square."),
    ("gorm", "Strength 4, Sympathy 1, Agility 3, Magic 3. Bog sense, in a wood or in a swamp: +3 movement points this turn."),
    ("lucky-boots", "+1 movement point this turn."),
    ("amulet-of-courage", "When behind another character: +2 to this turn's challenge."),
    ("map-of-shortcuts", "On a hill or in a wood, when behind another character: advance 1 square."),
    ("old-friends", "With at most 2 cards in hand: draw 1 card."),
];

/// In Italian.
const YUMMELL_IT: &[(&str, &str)] = &[
    ("goblin", "Movimento 3. Sfida su Forza: più di 7 per batterla."),
    ("sphinx", "Movimento 4. Sfida su Magia: più di 8 per batterla."),
    ("seven-league-boots", "Movimento 2. Uso: +3 punti movimento in questo turno."),
    ("enchanted-sword", "Movimento 5. Uso: +3 alla sfida di questo turno."),
    ("thieves-glove", "Movimento 6. Uso: prendi un artefatto attivo a un altro personaggio sulla tua casella."),
    ("rope-ladder", "Movimento 8. Uso, in collina: avanza di 1 casella."),
    ("tailwind", "Movimento 5. Giocata: +2 punti movimento in questo turno. Pescata come incontro: avanza di 1 casella."),
    ("storm", "Movimento 3. Giocata: +2 Agilità fino alla fine del turno. Pescata come incontro: torna indietro di 1 casella."),
    ("ambush", "Movimento 7. Giocata: +2 alla sfida di questo turno. Pescata come incontro: scarta 1 carta dalla fine della mano."),
    ("thick-fog", "Movimento 8. Giocata: +2 Magia fino alla fine del turno. Pescata come incontro: torna indietro di 2 caselle."),
    ("second-wind", "Movimento 6. Giocata: pesca 2 carte. Pescata come incontro: pesca 1 carta."),
    ("lia", "Forza 2, Simpatia 3, Agilità 5, Magia 2. Fleet-footed, in pianura: +2 punti movimento in questo turno."),
    ("morwen", "Forza 1, Simpatia 3, Agilità 2, Magia 5. Foresight, dopo aver mosso in questo turno: +3 alla sfida di questo turno."),
    ("pip", "Forza 2, Simpatia 5, Agilità 3, Magia 2. Hitch a ride, quando condividi la casella con un altro personaggio: avanza di 1 casella."),
    ("gorm", "Forza 4, Simpatia 1, Agilità 3, Magia 3. Bog sense, in un bosco o in una palude: +3 punti movimento in questo turno."),
    ("lucky-boots", "+1 punto movimento in questo turno."),
    ("amulet-of-courage", "Quando sei dietro a un altro personaggio: +2 alla sfida di questo turno."),
    ("map-of-shortcuts", "In collina o in un bosco, quando sei dietro a un altro personaggio: avanza di 1 casella."),
    ("old-friends", "Con al massimo 2 carte in mano: pesca 1 carta."),
];
#[test]
fn eredan_cards_read_as_golden_in_english_and_french() {
    check_golden(RulesetId::Eredan, "en", EREDAN_EN);
    check_golden(RulesetId::Eredan, "fr", EREDAN_FR);
    for (id, text) in texts(RulesetId::Eredan, "fr") {
        assert!(!text.contains(" :"), "{id}: a plain space before `:` in {text}");
    }
    assert_eq!(EREDAN_EN.len(), eredan::Catalogue::builtin().cards().len());
}

#[test]
fn yummell_cards_characters_and_advantages_read_as_golden_in_english_and_italian() {
    check_golden(RulesetId::Yummell, "en", YUMMELL_EN);
    check_golden(RulesetId::Yummell, "it", YUMMELL_IT);
}

/// The numbers (other than deck copies) anywhere in a data entry, as they are written.
fn numbers(v: &Value, out: &mut BTreeSet<String>) {
    match v {
        Value::Number(n) => {
            let n = n.as_i64().unwrap_or(0).abs();
            if n != 0 {
                out.insert(n.to_string());
            }
        }
        Value::Array(a) => a.iter().for_each(|x| numbers(x, out)),
        Value::Object(o) => o
            .iter()
            .filter(|(k, _)| !["copies", "text", "number", "note", "code"].contains(&k.as_str()))
            .for_each(|(_, x)| numbers(x, out)),
        _ => {}
    }
}

/// Every id of the data files that reads as an id (with a `-`), for the "no id" check.
fn slug_ids() -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    for file in [
        eredan::cards::BUILTIN_JSON,
        include_str!("../../data/yummell.json"),
        include_str!("../../data/berserk.json"),
    ] {
        let data: Value = serde_json::from_str(file).unwrap();
        for list in ["cards", "characters", "advantages", "decks", "creatures", "squads"] {
            for e in data[list].as_array().into_iter().flatten() {
                ids.extend(e["id"].as_str().filter(|id| id.contains('-')).map(String::from));
            }
        }
    }
    ids
}

#[test]
fn every_entry_has_a_text_in_each_language_with_its_numbers_and_no_id() {
    let slugs = slug_ids();
    let cases = [
        (
            RulesetId::Eredan,
            EredanLang::ALL.map(|l| l.code()).to_vec(),
            vec![eredan::cards::BUILTIN_JSON],
        ),
        (
            RulesetId::Yummell,
            YummellLang::ALL.map(|l| l.code()).to_vec(),
            vec![include_str!("../../data/yummell.json")],
        ),
        (
            RulesetId::Berserk,
            vec!["en", "ru"],
            vec![
                include_str!("../../data/berserk.json"),
                include_str!("../../data/berserk-vs.json"),
            ],
        ),
    ];
    for (ruleset, langs, files) in cases {
        let data: Vec<Value> = files.iter().map(|f| serde_json::from_str(f).unwrap()).collect();
        let entries: Vec<&Value> = data
            .iter()
            .flat_map(|d| ["cards", "characters", "advantages", "creatures"].map(|l| &d[l]))
            .flat_map(|l| l.as_array().into_iter().flatten())
            .collect();
        for lang in langs {
            let got = texts(ruleset, lang);
            assert_eq!(got.len(), entries.len(), "{ruleset} {lang}: one text per entry");
            for entry in &entries {
                let id = entry["id"].as_str().unwrap();
                let (_, text) = got.iter().find(|(i, _)| i == id).unwrap();
                assert!(!text.trim().is_empty(), "{ruleset} {id} {lang}: empty");
                assert!(!text.contains(['{', '}', '_']), "{ruleset} {id} {lang}: {text}");
                for slug in &slugs {
                    assert!(
                        !text.contains(slug.as_str()),
                        "{ruleset} {id} {lang} shows the id {slug}: {text}"
                    );
                }
                let shown: BTreeSet<String> = text
                    .split(|c: char| !c.is_ascii_digit())
                    .filter(|s| !s.is_empty())
                    .map(String::from)
                    .collect();
                let mut wanted = BTreeSet::new();
                numbers(entry, &mut wanted);
                let missing: Vec<_> = wanted.difference(&shown).collect();
                assert!(missing.is_empty(), "{ruleset} {id} {lang}: {missing:?} not in {text}");
            }
        }
    }
}

#[test]
fn the_texts_are_the_catalogue_with_text_and_an_unknown_language_is_refused() {
    for ruleset in RulesetId::ALL {
        let plain = cards(ruleset).unwrap();
        let with = cards_in(ruleset, "en").unwrap();
        let strip = |v: &Value| {
            let mut v = v.clone();
            v.as_array_mut().unwrap().iter_mut().for_each(|e| {
                let e = e.as_object_mut().unwrap();
                e.remove("text");
                // What the engine does not play yet of a printed card (docs/berserk-coverage.md).
                e.remove("missing");
                e.remove("ability_texts");
            });
            v
        };
        assert_eq!(strip(&plain), strip(&with), "{ruleset}: the same entries");
    }
    let e = cards_in(RulesetId::Eredan, "it").unwrap_err();
    assert_eq!(e.kind, ErrorKind::Malformed);
    assert_eq!(
        e.to_string(),
        "lang: unknown language \"it\" (expected \"en\" or \"fr\")"
    );
    let e = decks_in(RulesetId::Yummell, "fr").unwrap_err();
    assert_eq!(
        e.to_string(),
        "lang: unknown language \"fr\" (expected \"en\" or \"it\")"
    );
    assert_ne!(texts(RulesetId::Eredan, "en"), texts(RulesetId::Eredan, "fr"));
}

/// The text of card `id` of an Eredan catalogue extended with `extra`.
fn eredan_card(extra: Value, id: &str, lang: EredanLang) -> String {
    let cat = eredan::Catalogue::with_extra(&extra, "cards").unwrap();
    let card = cat.get(cat.index_of(id).unwrap());
    eredan_text::card_text(card, &cat, lang).replace('\u{a0}', " ")
}

#[test]
fn a_made_up_eredan_card_reads_right_from_its_data() {
    let blessing = json!([{
        "id": "x-benediction", "name": "Bénédiction de Zil", "type": "theurgie",
        "attaches": "fighter", "lasts_combats": 2, "chain": { "name": "soin" },
        "effects": [
            { "when": "start_of_combat", "if": { "turns": "even" },
              "do": { "heal": { "who": "other_allies", "amount": 1 } } },
            { "when": "static", "do": { "modify": { "who": "opposing_fighter", "def": -2 } } },
            { "when": "end_of_turn", "if": { "turns": [4] },
              "do": { "remove_classes": { "who": "living_opponents", "for": "this_turn" } } }
        ]
    }]);
    assert_eq!(
        eredan_card(blessing.clone(), "x-benediction", EredanLang::En),
        "Requires: class Prêtre. Attaches to your fighter. Leaves after 2 combats of the bearer, this one included. \
         Enchaînement: Soin. On even turns: at the start of each of the bearer's combats, the bearer's other living \
         allies regain 1 PV. The opposing fighter gets -2 DEF while the bearer fights. At the end of turn 4: every \
         living opposing character loses all its classes this turn."
    );
    assert_eq!(
        eredan_card(blessing, "x-benediction", EredanLang::Fr),
        "Conditions : classe Prêtre. S'attache à votre combattant. Part après 2 combats du porteur, celui-ci compris. \
         Enchaînement : Soin. Aux tours pairs : au début de chaque combat du porteur, les autres alliés vivants du \
         porteur regagnent 1 PV. Le combattant adverse reçoit -2 DEF tant que le porteur combat. À la fin du tour 4 : \
         chaque personnage adverse vivant perd toutes ses classes pour ce tour."
    );
    let katana = json!([{
        "id": "x-katana", "name": "Katana jumeau", "type": "objet", "subtype": "weapon", "hands": 1,
        "attaches": "fighter", "ambidextrie": ["wakizashi", "x-katana"],
        "requires": { "guild": ["Kotoba", "Zil"], "class": ["Combattant"] },
        "effects": [
            { "when": "end_of_turn", "do": { "lose_life": { "who": "bearer", "amount": 1 } } },
            { "when": "end_of_turn", "do": { "damage": { "who": "all_living", "amount": 2, "kind": "direct" } } }
        ]
    }]);
    assert_eq!(
        eredan_card(katana, "x-katana", EredanLang::En),
        "Weapon, 1 hand. Ambidextrie, only with Wakizashi or Katana jumeau. Requires: guild Kotoba or Zil, class \
         Combattant. At the end of each turn: the bearer loses 1 PV (life loss) and 2 direct damage to every living \
         character."
    );
    let sentinel = json!([{
        "id": "x-sentinelle", "name": "Sentinelle", "type": "character", "pv": 12, "att": 3, "def": 2,
        "guilds": ["Zil"], "classes": ["Combattant", "Mage"], "chain_after": { "subtype": "armor" },
        "effects": [
            { "when": "end_of_combat", "if": { "bearer_class": "Mage", "turns": [1, 2] },
              "do": { "discard_latest_weapon": { "who": "opposing_fighter" } } },
            { "when": "end_of_turn", "do": { "lose_life": { "who": "other_allies",
              "amount": { "pv_gained_this_turn_times": 3 } } } }
        ]
    }]);
    assert_eq!(
        eredan_card(sentinel, "x-sentinelle", EredanLang::En),
        "12 PV, 3 ATT, 2 DEF. Guild Zil, class Combattant and Mage. Enchaînement after playing an armour. On turns 1 \
         and 2, if this character is a Mage: at the end of each of its combats, the most recently attached weapon of \
         the opposing fighter goes to the discard pile. At the end of each turn: its other living allies lose 3 times \
         the PV they gained this turn (life loss)."
    );
}

#[test]
fn life_loss_of_once_the_pv_gained_reads_as_as_many() {
    let verdict = json!([{
        "id": "x-verdict", "name": "Verdict", "type": "theurgie",
        "effects": [{ "when": "end_of_turn", "if": { "turns": "odd" },
            "do": { "lose_life": { "who": "living_opponents", "amount": { "pv_gained_this_turn_times": 1 } } } }]
    }]);
    assert_eq!(
        eredan_card(verdict.clone(), "x-verdict", EredanLang::En),
        "Requires: class Prêtre. On odd turns: at the end of this turn, every living opposing character loses as many \
         PV as it gained this turn (life loss)."
    );
    assert_eq!(
        eredan_card(verdict, "x-verdict", EredanLang::Fr),
        "Conditions : classe Prêtre. Aux tours impairs : à la fin de ce tour, chaque personnage adverse vivant perd \
         autant de PV qu'il en a gagné pendant ce tour (perte de vie)."
    );
}

#[test]
fn a_made_up_yummell_card_and_advantage_read_right_from_their_data() {
    let cat = yummell::Catalogue::with_extra(
        &json!([{
            "id": "x-mudslide", "name": "Mudslide", "type": "event", "movement": 4,
            "play": { "when": { "terrain": ["swamp"], "hand_at_most": 3 },
                      "effects": [{ "do": "back", "squares": 2 }, { "do": "draw", "cards": 3 }] },
            "drawn": [{ "do": "movement", "amount": -1 }, { "do": "discard", "cards": 2 }]
        }]),
        "cards",
    )
    .unwrap();
    let card = cat.card(cat.card_index("x-mudslide").unwrap());
    assert_eq!(
        yummell_text::card_text(card, YummellLang::En),
        "Movement 4. Play, in a swamp, with at most 3 cards in hand: go back 2 squares, then draw 3 cards. Drawn as \
         an encounter: -1 movement point this turn, then discard 2 cards from the end of your hand."
    );
    assert_eq!(
        yummell_text::card_text(card, YummellLang::It),
        "Movimento 4. Giocata, in una palude, con al massimo 3 carte in mano: torna indietro di 2 caselle, poi pesca \
         3 carte. Pescata come incontro: -1 punto movimento in questo turno, poi scarta 2 carte dalla fine della mano."
    );
    let star: yummell::cards::AdvantageDef = arbiter::core::json::from_value(json!({
        "id": "x-star", "name": "Lucky Star", "when": { "moved": true, "shares_square": true },
        "effects": [{ "do": "stat", "stat": "magic", "amount": -2 }, { "do": "steal_artefact" }]
    }))
    .unwrap();
    assert_eq!(
        yummell_text::advantage_text(&star, YummellLang::En),
        "When sharing a square with another character, after moving this turn: -2 Magic until the end of the turn, \
         then take an active artefact from another character on your square."
    );
}

/// Every trigger, target, action and condition of the vocabulary, on each kind of card
/// (character, card that does not attach, equipment, card attaching to the opposing fighter
/// that activates after combat): every combination the loader accepts reads as sentences in
/// both languages, with its amount, and no placeholder, id or doubled space.
#[test]
fn every_accepted_combination_of_the_vocabulary_reads_in_both_languages() {
    let shells = [
        json!({ "type": "character", "pv": 10, "att": 3, "def": 2, "classes": ["Mage"] }),
        json!({ "type": "action" }),
        json!({ "type": "objet", "subtype": "familiar", "attaches": "fighter" }),
        json!({ "type": "sort", "attaches": "opposing_fighter", "activates_after_combat": true, "lasts_combats": 2 }),
    ];
    let whens = [
        "static",
        "start_of_turn",
        "start_of_combat",
        "on_resolve",
        "on_activation",
        "end_of_combat",
        "end_of_turn",
    ];
    let whos = [
        "bearer",
        "opposing_fighter",
        "other_allies",
        "living_opponents",
        "all_living",
    ];
    let ifs = [
        Value::Null,
        json!({ "turns": [3, 5] }),
        json!({ "turns": "even" }),
        json!({ "bearer_class": "Mage" }),
        json!({ "bearer_dealt_more_than_received": true, "turns": [9] }),
    ];
    let actions = |who: &str| {
        vec![
            (json!({ "modify": { "who": who, "att": 7, "def": -7 } }), "7"),
            (json!({ "modify": { "who": who, "att": 7, "for": "this_combat" } }), "7"),
            (json!({ "modify": { "who": who, "def": 7, "for": "this_turn" } }), "7"),
            (json!({ "damage": { "who": who, "amount": 7, "kind": "magic" } }), "7"),
            (json!({ "damage": { "who": who, "amount": 7, "kind": "direct" } }), "7"),
            (json!({ "heal": { "who": who, "amount": 7 } }), "7"),
            (json!({ "lose_life": { "who": who, "amount": 7 } }), "7"),
            (
                json!({ "lose_life": { "who": who, "amount": { "pv_gained_this_turn_times": 7 } } }),
                "7",
            ),
            (json!({ "remove_classes": { "who": who, "for": "this_combat" } }), ""),
            (json!({ "discard_latest_weapon": { "who": who } }), ""),
            (json!({ "waive_requirements": {} }), ""),
            (json!({ "hand_limit": 7 }), "7"),
        ]
    };
    let mut accepted = 0;
    for shell in &shells {
        for when in whens {
            for who in whos {
                for cond in &ifs {
                    for (action, amount) in actions(who) {
                        let mut card = shell.clone();
                        card["id"] = json!("x-made-up");
                        card["name"] = json!("Carte");
                        let mut effect = json!({ "when": when, "do": action });
                        if !cond.is_null() {
                            effect["if"] = cond.clone();
                        }
                        card["effects"] = json!([effect]);
                        let Ok(cat) = eredan::Catalogue::with_extra(&json!([card]), "cards") else {
                            continue;
                        };
                        accepted += 1;
                        let def = cat.get(cat.index_of("x-made-up").unwrap());
                        let [en, fr] = [EredanLang::En, EredanLang::Fr].map(|l| eredan_text::card_text(def, &cat, l));
                        for text in [&en, &fr] {
                            assert!(text.ends_with('.') && text.contains(amount), "{card}: {text}");
                            assert!(
                                !text.contains(['{', '}', '_']) && !text.contains("  "),
                                "{card}: {text}"
                            );
                            assert!(!text.contains("x-made-up"), "{card}: {text}");
                        }
                        assert_ne!(en, fr, "{card}");
                    }
                }
            }
        }
    }
    assert!(accepted > 3000, "only {accepted} combinations were accepted");
}

/// Every Yummell effect under every condition, as an artefact's use, an event's play and
/// draw, a character's ability and an Advantage: sentences in both languages with their
/// numbers and no placeholder or id.
#[test]
fn every_yummell_effect_under_every_condition_reads_in_both_languages() {
    let effects = [
        (json!({ "do": "movement", "amount": -3 }), "3"),
        (json!({ "do": "challenge", "amount": 4 }), "4"),
        (json!({ "do": "stat", "stat": "sympathy", "amount": 2 }), "2"),
        (json!({ "do": "advance", "squares": 3 }), "3"),
        (json!({ "do": "back", "squares": 4 }), "4"),
        (json!({ "do": "draw", "cards": 2 }), "2"),
        (json!({ "do": "discard", "cards": 3 }), "3"),
        (json!({ "do": "steal_artefact" }), ""),
    ];
    let whens = [
        json!({}),
        json!({ "terrain": ["plain", "swamp", "hill"] }),
        json!({ "behind": true }),
        json!({ "shares_square": true }),
        json!({ "moved": true }),
        json!({ "hand_at_most": 6 }),
    ];
    let mut read = 0;
    for (effect, n) in &effects {
        for when in &whens {
            let power = json!({ "when": when, "effects": [effect] });
            let card = if effect["do"] == "steal_artefact" {
                json!({ "id": "x-card", "name": "X", "type": "artefact", "movement": 8, "use": power })
            } else {
                json!({ "id": "x-card", "name": "X", "type": "event", "movement": 8, "play": power, "drawn": [effect] })
            };
            let cat = yummell::Catalogue::with_extra(&json!([card]), "cards").unwrap();
            let card = cat.card(cat.card_index("x-card").unwrap());
            let sheet: yummell::cards::CharacterDef = arbiter::core::json::from_value(json!({
                "id": "x-sheet", "name": "X", "strength": 11, "sympathy": 10, "agility": 11, "magic": 10,
                "ability": { "name": "Knack", "when": when, "effects": [effect] }
            }))
            .unwrap();
            let advantage: yummell::cards::AdvantageDef = arbiter::core::json::from_value(
                json!({ "id": "x-adv", "name": "X", "when": when, "effects": [effect] }),
            )
            .unwrap();
            let texts = [YummellLang::En, YummellLang::It].map(|l| {
                [
                    yummell_text::card_text(card, l),
                    yummell_text::character_text(&sheet, l),
                    yummell_text::advantage_text(&advantage, l),
                ]
            });
            for (en, it) in texts[0].iter().zip(&texts[1]) {
                for text in [en, it] {
                    assert!(text.ends_with('.') && text.contains(n), "{effect} {when}: {text}");
                    assert!(!text.contains(['{', '}', '_']) && !text.contains("x-"), "{text}");
                    if let Some(n) = when["hand_at_most"].as_u64() {
                        assert!(text.contains(&n.to_string()), "{text}");
                    }
                }
                assert_ne!(en, it);
                read += 1;
            }
        }
    }
    assert_eq!(read, effects.len() * whens.len() * 3);
}

/// Russian nouns after a number: 1 рана, 2–4 раны, 5–20 ран, 11–14 ран, 21 рана, 22 раны.
#[test]
fn russian_plurals_follow_the_number() {
    use arbiter::rulesets::berserk::card_text::ru_plural;
    let forms = ["рана", "раны", "ран"];
    for (n, want) in [
        (1, "рана"),
        (2, "раны"),
        (4, "раны"),
        (5, "ран"),
        (11, "ран"),
        (12, "ран"),
        (14, "ран"),
        (20, "ран"),
        (21, "рана"),
        (22, "раны"),
        (25, "ран"),
        (101, "рана"),
        (111, "ран"),
        (0, "ран"),
    ] {
        assert_eq!(ru_plural(n, forms), want, "{n}");
    }
}

/// Berserk creature texts in both languages: numbers agree with their nouns, and the data
/// effects (block of a feature, gain, close, open) and first strike read from the data.
#[test]
fn berserk_texts_read_right() {
    check_golden(
        RulesetId::Berserk,
        "ru",
        &[
            (
                "gnome-axeman",
                "Жизнь 5. Удар 1-2-3. Движение 1. Броня 1: предотвращает за ход 1 рану от немагических атак.",
            ),
            (
                "iron-golem",
                "Жизнь 7. Удар 1-3-4. Движение 1. Броня 2: предотвращает за ход 2 раны от немагических атак. Каменная кожа: сильный удар по нему становится средним.",
            ),
            (
                "thorn-beast",
                "Жизнь 5. Удар 1-2-3. Движение 1. Собственная особенность: когда удары определены, если бросок не меньше 6: наносит 1 рану существу, с которым сражается. Собственная особенность: всегда, если защищается: +1 к броску.",
            ),
            (
                "frost-witch",
                "Жизнь 3. Удар 1-2-2. Движение 1. Собственная особенность: внезапное действие: предварительный этап, если атакует: существо, с которым оно сражается, закрывается.",
            ),
            (
                "ranger-captain",
                "Жизнь 5. Удар 2-3-3. Движение 1. Первый удар: его удар наносится первым, и убитое им существо не наносит удара.",
            ),
        ],
    );
    check_golden(
        RulesetId::Berserk,
        "en",
        &[
            (
                "gnome-axeman",
                "Life 5. Strike 1-2-3. Movement 1. Armour 1: prevents the first 1 wound of non-magic attacks each turn.",
            ),
            (
                "alchemist",
                "Life 3. Strike 1-1-2. Movement 2. Its own feature: an instant in the effect-modification step: it gains Armour 1 until the end of the turn.",
            ),
            (
                "battle-priestess",
                "Life 4. Strike 1-2-3. Movement 1. Its own feature: an instant in the application step, if it attacks: it opens.",
            ),
            (
                "rune-warden",
                "Life 4. Strike 1-2-2. Movement 1. Its own feature: an instant in the preliminary stage: blocks the other side's feature on top of the stack. Its own feature: an instant in the die-roll step: blocks the other side's feature on top of the stack.",
            ),
        ],
    );
}

/// Each Berserk card lists its abilities' lines (`ability_texts`, what a decision about one
/// ability shows on the page), one per ability in its order, each a part of the card's text.
#[test]
fn each_berserk_ability_has_its_own_line_in_the_cards_text() {
    for lang in ["en", "ru"] {
        let cards = cards_in(RulesetId::Berserk, lang).unwrap();
        let mut seen = 0;
        for card in cards.as_array().unwrap() {
            let abilities = card["abilities"].as_array().map_or(0, Vec::len);
            let lines = card.get("ability_texts").and_then(Value::as_array);
            assert_eq!(lines.map_or(0, Vec::len), abilities, "{lang} {}", card["id"]);
            for line in lines.into_iter().flatten() {
                let line = line.as_str().unwrap();
                assert!(
                    !line.is_empty() && card["text"].as_str().unwrap().contains(line),
                    "{lang} {}: {line}",
                    card["id"]
                );
                seen += 1;
            }
        }
        assert!(seen > 200, "{lang}: the printed set's abilities have lines ({seen})");
    }
}

/// [E-CLASH-1] An attack printed as a range reads "3–5 ATT"; a change of the maximum alone
/// reads "ATT +0/+1".
#[test]
fn an_eredan_attack_range_and_a_change_of_its_maximum_read_as_printed() {
    use arbiter::rulesets::eredan::card_text::card_text;
    use arbiter::rulesets::eredan::cards::CardDef;
    use arbiter::rulesets::eredan::narrate::Lang;
    let cat = eredan::Catalogue::builtin();
    let def = |v: serde_json::Value| -> CardDef { serde_json::from_value(v).unwrap() };
    let ranged = def(
        serde_json::json!({ "id": "x", "name": "X", "type": "character", "pv": 12, "att": 3, "att_max": 5, "def": 1,
                                         "guilds": ["Kotoba"], "classes": ["Combattant"] }),
    );
    assert!(card_text(&ranged, &cat, Lang::En).starts_with("12 PV, 3–5 ATT, 1 DEF."));
    let widen = def(serde_json::json!({ "id": "y", "name": "Y", "type": "action",
        "effects": [{ "when": "on_resolve", "do": { "modify": { "who": "bearer", "att": 0, "att_max": 1, "for": "this_combat" } } }] }));
    let text = card_text(&widen, &cat, Lang::En);
    assert!(text.contains("ATT +0/+1 this combat"), "{text}");
    assert!(card_text(&widen, &cat, Lang::Fr).contains("ATT +0/+1"));
}
