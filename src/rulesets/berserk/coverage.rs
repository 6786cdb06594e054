//! What the engine plays of each printed card: a card is done when every mechanic its features
//! and abilities use is played by the rules. The table (`arbiter cards --ruleset berserk
//! --coverage`, kept in docs/berserk-coverage.md) and each card's `missing` in the catalogue
//! come from here.

use super::abilities::{self, Terms};
use super::cards::{Catalogue, CreatureDef, Feature};
use crate::core::ReadError;
use smol_str::SmolStr;

/// The features of printed cards the attack's steps play [B-ATK-2], [B-ATK-1], [B-ATK-5],
/// [B-TURN-1]; protection from spells, the spells of B-GAME-12.
pub(crate) fn plays_feature(feature: Feature) -> bool {
    matches!(
        feature,
        Feature::Armour(_)
            | Feature::AttackExperience(_)
            | Feature::DefenceExperience(_)
            | Feature::DirectedStrike
            | Feature::Regeneration(_)
            | Feature::Poison(_)
            | Feature::StrikeProtection
            | Feature::MagicStrike
            | Feature::FirstStrike
            | Feature::ShotProtection
            | Feature::ThrowProtection
            | Feature::DischargeProtection
            | Feature::MagicProtection
            | Feature::PoisonProtection
            | Feature::FlyerProtection
            | Feature::SpellProtection
            | Feature::NonMagicAttackProtection
            | Feature::StaysOpenAfterAttack
            | Feature::CannotAttack
            | Feature::GrantedMagicStrike
            | Feature::FirstStrikeUnanswerable
    )
}

/// Whether the engine plays an ability: a ranged attack [B-GAME-9], a static ability
/// [B-GAME-10] or a counter rule [B-GAME-11].
fn played_ability(a: &super::abilities::Ability) -> bool {
    super::ranged::ranged_action(a).is_some()
        || super::actions::action(a).is_some()
        || super::triggers::triggered(a).is_some()
        || super::static_abilities::static_ability(a).is_some()
        || super::counters::played(a)
        || super::deck::squad_rule(a).is_some()
        || super::valhalla::valhalla(a).is_some()
        || super::incarnation::incarnation(a).is_some()
        || super::incarnation::on_incarnation(a).is_some()
        || super::card_code::code_ability(a).is_some()
}

/// What the engine does not play yet of `def`: each feature it does not play (by name), then
/// the mechanics of its abilities (abilities are data the rules do not act on yet).
pub fn missing(def: &CreatureDef, terms: &Terms) -> Vec<SmolStr> {
    let mut out: Vec<SmolStr> = def.features.iter().filter(|f| !plays_feature(**f)).map(|f| f.key().into()).collect();
    let mut used = vec![];
    let unplayed: Vec<_> = def.abilities.iter().filter(|a| !played_ability(a)).collect();
    for a in &unplayed {
        abilities::mechanics(a, terms, &mut used);
    }
    used.sort();
    used.dedup();
    if !unplayed.is_empty() && used.is_empty() {
        used.push("ability".into());
    }
    out.extend(used);
    out
}

/// The coverage table of the printed cards of `cat`, in Markdown.
pub fn markdown(cat: &Catalogue) -> Result<String, ReadError> {
    let terms = Terms::builtin()?;
    let cards: Vec<&CreatureDef> = cat.creatures.iter().filter(|c| c.set.is_some()).collect();
    let rows: Vec<(&CreatureDef, Vec<SmolStr>)> = cards.iter().map(|c| (*c, missing(c, terms))).collect();
    let done = rows.iter().filter(|(_, m)| m.is_empty()).count();
    let mut out = format!(
        "# Berserk: what the engine plays of each printed card\n\n\
         Written by `arbiter cards --ruleset berserk --coverage` (a test checks that this page is \
         what it prints). A card is **done** when the rules play every mechanic its features and \
         abilities use; otherwise the last column says what is missing. The mechanics are the tags \
         of the card language's terms ([berserk-card-language.md](berserk-card-language.md)).\n\n\
         **{done} of {} cards done.**\n\n| card | name | mechanics | done |\n|---|---|---|---|\n",
        rows.len()
    );
    for (c, missing) in &rows {
        let mechanics = if c.mechanics.is_empty() { "—".to_string() } else { c.mechanics.join(", ") };
        let status = if missing.is_empty() { "done".to_string() } else { format!("missing: {}", missing.join(", ")) };
        out.push_str(&format!(
            "| {} | {} ({}) | {mechanics} | {status} |\n",
            c.number.map_or(String::new(), |n| n.to_string()),
            c.name.ru,
            c.name.en
        ));
    }
    Ok(out)
}
