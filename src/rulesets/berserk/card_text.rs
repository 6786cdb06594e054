//! A creature's rules text, written from its data in English and Russian: its life, strike and
//! movement, then one sentence per feature — a named feature with what it does, a feature
//! written as data (`rule`) from its timing, condition and effect. A creature added as data
//! gets its text with no code.

use super::abilities::{self, Terms};
use super::cards::{Blocked, Condition, CreatureDef, Effect, Element, Feature, Kind, Rule, Until, When, Whom};
use super::narrate::{feature, pick, step, strength, Lang};

/// The Russian form of a noun after the number `n`: `forms` are the forms after 1, after 2–4
/// and after 5–20 (рана, раны, ран); 11–14 take the third, 21 the first, 22 the second.
pub fn ru_plural(n: u32, forms: [&'static str; 3]) -> &'static str {
    match (n % 10, n % 100) {
        (_, 11..=14) => forms[2],
        (1, _) => forms[0],
        (2..=4, _) => forms[1],
        _ => forms[2],
    }
}

/// "N wounds" as an object (accusative): 1 рану, 2 раны, 5 ран.
pub(super) fn ru_wounds(n: u8) -> String {
    format!("{n} {}", ru_plural(u32::from(n), ["рану", "раны", "ран"]))
}

/// "1 wound", "2 wounds".
pub(super) fn en_wounds(n: u8) -> String {
    format!("{n} {}", if n == 1 { "wound" } else { "wounds" })
}

/// The text of `def` in `lang`: what a printed card shows (cost, elite, unique, element,
/// flyer), its life, strike and movement, its features, then its abilities.
pub fn creature_text(def: &CreatureDef, lang: Lang) -> String {
    let [weak, medium, strong] = def.strike;
    let mut out = vec![];
    if let Some(printed) = printed_text(def, lang) {
        out.push(printed);
    }
    let movement = match (def.kind, lang) {
        (Some(Kind::Flyer), Lang::En) => "Flyer.".to_string(),
        (Some(Kind::Flyer), Lang::Ru) => "Летающее.".to_string(),
        (_, Lang::En) => format!("Movement {}.", def.movement),
        (_, Lang::Ru) => format!("Движение {}.", def.movement),
    };
    out.push(match lang {
        Lang::En => format!("Life {}. Strike {weak}-{medium}-{strong}. {movement}", def.life),
        Lang::Ru => format!("Жизнь {}. Удар {weak}-{medium}-{strong}. {movement}", def.life),
    });
    out.extend(def.features.iter().map(|f| feature_text(*f, lang)));
    if let Ok(terms) = Terms::builtin() {
        out.extend(def.abilities.iter().map(|a| crate::core::narration::capitalize(&abilities::text(a, terms, lang))));
    }
    out.join(" ")
}

/// "Cost 7, elite, unique, Steppes." for a printed card; `None` for the engine's own.
fn printed_text(def: &CreatureDef, lang: Lang) -> Option<String> {
    let cost = def.cost?;
    let mut parts = vec![match lang {
        Lang::En => format!("Cost {cost}"),
        Lang::Ru => format!("Стоимость {cost}"),
    }];
    if def.elite == Some(true) {
        parts.push(pick(lang, "elite", "элитное").into());
    }
    if def.unique == Some(true) {
        parts.push(pick(lang, "unique", "уникальное").into());
    }
    if let Some(element) = def.element {
        parts.push(element_name(element, lang).into());
    }
    Some(format!("{}.", parts.join(", ")))
}

/// An element's name: Steppes, Mountains, Forests, Swamps, Darkness, neutral.
pub fn element_name(element: Element, lang: Lang) -> &'static str {
    match element {
        Element::Steppe => pick(lang, "Steppes", "Степи"),
        Element::Mountains => pick(lang, "Mountains", "Горы"),
        Element::Forest => pick(lang, "Forests", "Леса"),
        Element::Swamp => pick(lang, "Swamps", "Болота"),
        Element::Dark => pick(lang, "Darkness", "Тьма"),
        Element::Neutral => pick(lang, "neutral", "нейтральное"),
    }
}


/// One feature's sentence: its name (and number), then what it does.
fn feature_text(f: Feature, lang: Lang) -> String {
    let name = match f.value() {
        Some(x) if !matches!(f, Feature::Rule(_)) => format!("{} {x}", feature(f.key(), lang)),
        _ => feature(f.key(), lang).to_string(),
    };
    let x = f.value().unwrap_or(0);
    let does = match (f, lang) {
        (Feature::Armour(_), Lang::En) => format!("prevents the first {} of non-magic attacks each turn", en_wounds(x)),
        (Feature::Armour(_), Lang::Ru) => format!("предотвращает за ход {} от немагических атак", ru_wounds(x)),
        (Feature::Luck, _) => pick(
            lang,
            "once a turn, rerolls a die in the die-roll step",
            "раз в ход перебрасывает кубик на шаге броска",
        )
        .into(),
        (Feature::AttackExperience(_), Lang::En) => format!("+{x} to its roll when it attacks"),
        (Feature::AttackExperience(_), Lang::Ru) => format!("+{x} к броску при атаке"),
        (Feature::DefenceExperience(_), Lang::En) => format!("+{x} to its roll when it defends"),
        (Feature::DefenceExperience(_), Lang::Ru) => format!("+{x} к броску при защите"),
        (Feature::DirectedStrike, _) => pick(
            lang,
            "its attacks cannot be taken by a defender",
            "на его атаки нельзя выставить защитника",
        )
        .into(),
        (Feature::StrikeProtection, _) => pick(
            lang,
            "simple strikes against it are blocked",
            "простые удары по нему блокируются",
        )
        .into(),
        (Feature::StoneSkin, _) => pick(
            lang,
            "a strong strike against it becomes a medium one",
            "сильный удар по нему становится средним",
        )
        .into(),
        (Feature::BattleCry, _) => pick(
            lang,
            "when it declares an attack, +1 to its own roll",
            "при объявлении атаки +1 к своему броску",
        )
        .into(),
        (Feature::Poison(_), Lang::En) => {
            format!("when it attacks, its target gets a poison marker of {x} (wounds at the start of its owner's turn)")
        }
        (Feature::Poison(_), Lang::Ru) => {
            format!("при атаке цель получает жетон яда {x} (раны в начале хода её владельца)")
        }
        (Feature::Regeneration(_), Lang::En) => format!("heals {} at the start of its owner's turn", en_wounds(x)),
        (Feature::Regeneration(_), Lang::Ru) => format!("излечивает {} в начале хода владельца", ru_wounds(x)),
        (Feature::Redirect, _) => pick(
            lang,
            "may take on itself an attack aimed at an adjacent ally",
            "может перенаправить на себя атаку на соседнего союзника",
        )
        .into(),
        (Feature::Block, _) => pick(
            lang,
            "an instant: it closes to block an attack on its side, or a strike on its ally",
            "внезапное действие: закрывается, чтобы заблокировать атаку на своей стороне или удар по союзнику",
        )
        .into(),
        (Feature::Onslaught(_), Lang::En) => format!("+{x} to the value of its strike when it attacks"),
        (Feature::Onslaught(_), Lang::Ru) => format!("+{x} к величине удара при атаке"),
        (Feature::ShotBonus(_), Lang::En) => format!("+{x} to the value of its shots"),
        (Feature::ShotBonus(_), Lang::Ru) => format!("+{x} к величине его выстрелов"),
        (Feature::MovementBonus(_), Lang::En) => format!("+{x} to its movement"),
        (Feature::MovementBonus(_), Lang::Ru) => format!("+{x} к его движению"),
        (Feature::DischargeRangeBonus(_), Lang::En) => format!("+{x} to the range of its discharges"),
        (Feature::DischargeRangeBonus(_), Lang::Ru) => format!("+{x} к дальности его разрядов"),
        (Feature::DischargeBonus(_), Lang::En) => format!("+{x} to the value of its discharges"),
        (Feature::DischargeBonus(_), Lang::Ru) => format!("+{x} к величине его разрядов"),
        (Feature::StrikePenalty(_), Lang::En) => format!("−{x} to the value of its strikes, never below 0"),
        (Feature::StrikePenalty(_), Lang::Ru) => format!("−{x} к величине его ударов, не ниже 0"),
        (Feature::LifePenalty(_), Lang::En) => format!("−{x} to its life"),
        (Feature::LifePenalty(_), Lang::Ru) => format!("−{x} к его жизни"),
        (Feature::NonMagicReduction(_), Lang::En) => format!("−{x} to the wounds of each non-magic attack on it"),
        (Feature::NonMagicReduction(_), Lang::Ru) => format!("−{x} от немагических атак"),
        (Feature::NonMagicProtectionOf(_), Lang::En) => format!("protection from non-magic attacks of value {x}"),
        (Feature::NonMagicProtectionOf(_), Lang::Ru) => format!("защита от немагических атак величины {x}"),
        (Feature::Inspire, _) => pick(
            lang,
            "an instant from outside the fight: it closes to give a fighting ally's strike +1",
            "внезапное действие вне боя: закрывается, чтобы дать удару сражающегося союзника +1",
        )
        .into(),
        (Feature::Bloodthirst, _) => pick(
            lang,
            "when it strikes a strong strike, it heals 1 wound",
            "нанося сильный удар, излечивает 1 рану",
        )
        .into(),
        (Feature::MagicStrike, _) => pick(
            lang,
            "its strikes as the attacker are magic: armour does not prevent them",
            "его удары при атаке магические: броня их не предотвращает",
        )
        .into(),
        (Feature::CannotAttack, _) => pick(lang, "it cannot attack", "не может атаковать").into(),
        (Feature::GrantedMagicStrike, _) => pick(
            lang,
            "it has \"close: a magic strike of its strike's values +1, once a turn\"",
            "имеет «закрыться: магический удар величиной с его удар +1, раз в ход»",
        )
        .into(),
        (Feature::FirstStrikeUnanswerable, _) => pick(
            lang,
            "its first simple strike this turn gets no counter-strike",
            "его первый за ход простой удар безответный",
        )
        .into(),
        (Feature::StaysOpenAfterAttack, _) => pick(
            lang,
            "it does not close when it declares a simple strike",
            "не закрывается, объявляя простой удар",
        )
        .into(),
        (Feature::Steadfast, _) => pick(
            lang,
            "it does not close when it defends",
            "не закрывается, когда защищает",
        )
        .into(),
        (Feature::Ambush, _) => pick(
            lang,
            "it starts face down, and is revealed when it becomes the target or strikes",
            "начинает игру рубашкой вверх и раскрывается, когда становится целью или бьёт",
        )
        .into(),
        (Feature::FirstStrike, _) => pick(
            lang,
            "its strike lands first, and a creature it kills does not strike back",
            "его удар наносится первым, и убитое им существо не наносит удара",
        )
        .into(),
        (Feature::ShotProtection, _) => pick(lang, "shots do not wound it", "выстрелы не ранят его").into(),
        (Feature::ThrowProtection, _) => pick(lang, "throws do not wound it", "метание не ранит его").into(),
        (Feature::PoisonProtection, _) => pick(lang, "poison does not act on it", "яд не действует на него").into(),
        (Feature::FlyerProtection, _) => pick(lang, "flyers cannot attack it", "летающие существа не могут его атаковать").into(),
        (Feature::MagicProtection, _) => pick(lang, "magic does not act on it", "магия не действует на него").into(),
        (Feature::SpellProtection, _) => pick(lang, "spells do not act on it", "заклинания не действуют на него").into(),
        (Feature::DischargeProtection, _) => pick(lang, "discharges do not wound it", "разряды не ранят его").into(),
        (Feature::NonMagicAttackProtection, _) => pick(lang, "non-magic attacks on it are blocked", "немагические атаки по нему блокируются").into(),
        (Feature::Rule(rule), _) => rule_text(rule, lang),
    };
    format!("{name}: {does}.")
}

/// A feature written as data: "on die roll, if its roll is at least 6: 1 wound to the creature it fights".
fn rule_text(r: Rule, lang: Lang) -> String {
    let when = match r.when {
        When::Static => pick(lang, "always", "всегда").to_string(),
        When::OnDeclaration => pick(lang, "when it declares an attack", "при объявлении атаки").to_string(),
        When::OnAttack => pick(lang, "when its target is fixed", "когда цель определена").to_string(),
        When::OnDieRoll => pick(lang, "when the strikes are given", "когда удары определены").to_string(),
        When::Instant(s) => match lang {
            Lang::En => format!("an instant in {}", step(s, lang)),
            Lang::Ru => format!("внезапное действие: {}", step(s, lang)),
        },
    };
    let condition = r.condition.map(|c| match (c, lang) {
        (Condition::Attacking, _) => pick(lang, "if it attacks", "если атакует").to_string(),
        (Condition::Defending, _) => pick(lang, "if it defends", "если защищается").to_string(),
        (Condition::Strikes(s), Lang::En) => format!("if it strikes {}", strength(Some(s), lang)),
        (Condition::Strikes(s), Lang::Ru) => format!("если наносит {}", strength(Some(s), lang)),
        (Condition::RollAtLeast(n), Lang::En) => format!("if its roll is at least {n}"),
        (Condition::RollAtLeast(n), Lang::Ru) => format!("если бросок не меньше {n}"),
    });
    let x = r.effect.amount().unwrap_or(0);
    let whom = |w: Whom| match (w, lang) {
        (Whom::It, Lang::En) => "it ",
        (Whom::It, Lang::Ru) => "",
        (Whom::Foe, Lang::En) => "the creature it fights ",
        (Whom::Foe, Lang::Ru) => "существо, с которым оно сражается, ",
    };
    let effect = match (r.effect, lang) {
        (Effect::Die(_), Lang::En) => format!("+{x} to its roll"),
        (Effect::Die(_), Lang::Ru) => format!("+{x} к броску"),
        (Effect::StrikeValue(_), Lang::En) => format!("+{x} to the value of its strike"),
        (Effect::StrikeValue(_), Lang::Ru) => format!("+{x} к величине удара"),
        (Effect::Heal(_), Lang::En) => format!("it heals {}", en_wounds(x)),
        (Effect::Heal(_), Lang::Ru) => format!("излечивает {}", ru_wounds(x)),
        (Effect::Wounds(_), Lang::En) => format!("deals {} to the creature it fights", en_wounds(x)),
        (Effect::Wounds(_), Lang::Ru) => format!("наносит {} существу, с которым сражается", ru_wounds(x)),
        (Effect::Block(Blocked::Feature), _) => pick(
            lang,
            "blocks the other side's feature on top of the stack",
            "блокирует особенность другой стороны, лежащую верхней в стеке",
        )
        .into(),
        (Effect::Block(Blocked::Attack), _) => pick(
            lang,
            "blocks the attack (preliminary stage) or the strike on it (blocking step)",
            "блокирует атаку (предварительный этап) или удар по нему (шаг блокирования)",
        )
        .into(),
        (Effect::Gain(g), _) => {
            let f = g.feature.feature();
            let name = match f.value() {
                Some(n) => format!("{} {n}", feature(f.key(), lang)),
                None => feature(f.key(), lang).to_string(),
            };
            match (g.until, lang) {
                (Until::EndOfTurn, Lang::En) => format!("it gains {name} until the end of the turn"),
                (Until::EndOfTurn, Lang::Ru) => format!("получает «{name}» до конца хода"),
                (Until::EndOfFight, Lang::En) => format!("it gains {name} until the end of the fight"),
                (Until::EndOfFight, Lang::Ru) => format!("получает «{name}» до конца боя"),
                (Until::EndOfOwnNextTurn, Lang::En) => format!("it gains {name} until the end of its owner's next turn"),
                (Until::EndOfOwnNextTurn, Lang::Ru) => format!("получает «{name}» до конца следующего хода своего игрока"),
                (Until::EndOfBattle, Lang::En) => format!("it gains {name} until the end of the battle"),
                (Until::EndOfBattle, Lang::Ru) => format!("получает «{name}» до конца сражения"),
                (Until::EndOfOpponentNextTurn, Lang::En) => format!("it gains {name} until the end of the opponent's next turn"),
                (Until::EndOfOpponentNextTurn, Lang::Ru) => format!("получает «{name}» до конца следующего хода противника"),
                (Until::TurnsOf { turns, .. }, Lang::En) => format!("it gains {name} for the opponent's next {turns} turn(s)"),
                (Until::TurnsOf { turns, .. }, Lang::Ru) => format!("получает «{name}» на следующие ходы противника: {turns}"),
                (Until::WhileSourceInPlay, Lang::En) => format!("it gains {name} while the source is in play"),
                (Until::WhileSourceInPlay, Lang::Ru) => format!("получает «{name}», пока источник в игре"),
            }
        }
        (Effect::Close(w), Lang::En) => format!("{}closes", whom(w)),
        (Effect::Close(w), Lang::Ru) => format!("{}закрывается", whom(w)),
        (Effect::Open(w), Lang::En) => format!("{}opens", whom(w)),
        (Effect::Open(w), Lang::Ru) => format!("{}открывается", whom(w)),
        (Effect::Poison(_), Lang::En) => format!("its strike, if it lands, puts a poison marker of {x}"),
        (Effect::Poison(_), Lang::Ru) => format!("его удар, если достигнет цели, даёт жетон яда {x}"),
    };
    match condition {
        Some(c) => format!("{when}, {c}: {effect}"),
        None => format!("{when}: {effect}"),
    }
}
