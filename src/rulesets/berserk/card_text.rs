//! A creature's rules text, written from its data in English and Russian: its life, strike and
//! movement, then one sentence per feature — a named feature with what it does, a feature
//! written as data (`rule`) from its timing, condition and effect. A creature added as data
//! gets its text with no code.

use super::cards::{Condition, CreatureDef, Effect, Feature, Rule, When};
use super::narrate::{feature, pick, step, strength, Lang};

/// The text of `def` in `lang`.
pub fn creature_text(def: &CreatureDef, lang: Lang) -> String {
    let [weak, medium, strong] = def.strike;
    let mut out = vec![match lang {
        Lang::En => format!(
            "Life {}. Strike {weak}-{medium}-{strong}. Movement {}.",
            def.life, def.movement
        ),
        Lang::Ru => format!(
            "Жизнь {}. Удар {weak}-{medium}-{strong}. Движение {}.",
            def.life, def.movement
        ),
    }];
    out.extend(def.features.iter().map(|f| feature_text(*f, lang)));
    out.join(" ")
}

/// One feature's sentence: its name (and number), then what it does.
fn feature_text(f: Feature, lang: Lang) -> String {
    let name = match f.value() {
        Some(x) if !matches!(f, Feature::Rule(_)) => format!("{} {x}", feature(f.key(), lang)),
        _ => feature(f.key(), lang).to_string(),
    };
    let x = f.value().unwrap_or(0);
    let does = match (f, lang) {
        (Feature::Armour(_), Lang::En) => format!("prevents the first {x} wounds of non-magic attacks each turn"),
        (Feature::Armour(_), Lang::Ru) => format!("предотвращает первые {x} ран от немагических атак за ход"),
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
        (Feature::Regeneration(_), Lang::En) => format!("heals {x} at the start of its owner's turn"),
        (Feature::Regeneration(_), Lang::Ru) => format!("излечивает {x} в начале хода владельца"),
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
    let x = r.effect.amount();
    let effect = match (r.effect, lang) {
        (Effect::Die(_), Lang::En) => format!("+{x} to its roll"),
        (Effect::Die(_), Lang::Ru) => format!("+{x} к броску"),
        (Effect::StrikeValue(_), Lang::En) => format!("+{x} to the value of its strike"),
        (Effect::StrikeValue(_), Lang::Ru) => format!("+{x} к величине удара"),
        (Effect::Heal(_), Lang::En) => format!("it heals {x}"),
        (Effect::Heal(_), Lang::Ru) => format!("излечивает {x}"),
        (Effect::Wounds(_), Lang::En) => format!("{x} wounds to the creature it fights"),
        (Effect::Wounds(_), Lang::Ru) => format!("{x} ран существу, с которым сражается"),
        (Effect::Poison(_), Lang::En) => format!("its strike, if it lands, puts a poison marker of {x}"),
        (Effect::Poison(_), Lang::Ru) => format!("его удар, если достигнет цели, даёт жетон яда {x}"),
    };
    match condition {
        Some(c) => format!("{when}, {c}: {effect}"),
        None => format!("{when}: {effect}"),
    }
}
