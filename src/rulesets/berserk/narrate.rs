//! Narration: one sentence per event, English and Russian. Each arm of `narrate` holds one
//! column per language (`say!`), so a new language is one more column in each arm.

use super::cards::{Catalogue, Names};
use smol_str::SmolStr;
use super::events::{CreatureRef, EventKind, Exchange, Role, Step, Strength, TriggerTime, Until};
use crate::core::{Event, Outcome};

crate::narration_languages! { Lang as "BerserkLang" { En = "en", Ru = "ru" } }

/// One sentence, one column per language (format strings over the arm's variables).
macro_rules! say {
    ($lang:expr, en: $en:literal, ru: $ru:literal $(,)?) => {
        match $lang {
            Lang::En => format!($en),
            Lang::Ru => format!($ru),
        }
    };
}
/// Refusals are worded with it too, in `Lang::worded()`.
pub(crate) use say;

/// A phrase of a refusal (a reason), one column per language, worded only when the refusal
/// is shown (`Words::worded`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Words {
    pub en: &'static str,
    pub ru: &'static str,
}

impl Words {
    /// The phrase in the language refusals are worded in now.
    pub(crate) fn worded(self) -> &'static str {
        pick(Lang::worded(), self.en, self.ru)
    }
}

/// `Words`, written as `say!` is: `words!(en: "...", ru: "...")`.
macro_rules! words {
    (en: $en:literal, ru: $ru:literal $(,)?) => {
        $crate::rulesets::berserk::narrate::Words { en: $en, ru: $ru }
    };
}
pub(crate) use words;

pub(super) fn pick(lang: Lang, en: &'static str, ru: &'static str) -> &'static str {
    match lang {
        Lang::En => en,
        Lang::Ru => ru,
    }
}

fn name(c: &CreatureRef, lang: Lang, x: &[(SmolStr, Names)]) -> String {
    let n = own_name(&c.card, x).or_else(|| {
        Catalogue::builtin()
            .ok()
            .and_then(|cat| cat.find(&c.card).map(|d| cat.get(d).name.clone()))
    });
    let base = match (n, lang) {
        (Some(n), Lang::En) => n.en,
        (Some(n), Lang::Ru) => n.ru,
        (None, _) if c.card == super::game::FACE_DOWN => pick(lang, "A face-down creature", "Скрытое существо").into(),
        (None, _) => c.card.to_string(),
    };
    format!("{base} #{}", c.uid)
}

pub(super) fn strength(s: Option<Strength>, lang: Lang) -> &'static str {
    match s {
        Some(Strength::Weak) => pick(lang, "a weak strike", "слабый удар"),
        Some(Strength::Medium) => pick(lang, "a medium strike", "средний удар"),
        Some(Strength::Strong) => pick(lang, "a strong strike", "сильный удар"),
        None => pick(lang, "no strike", "нет удара"),
    }
}

pub(super) fn step(s: Step, lang: Lang) -> &'static str {
    match s {
        Step::Preliminary => pick(lang, "the preliminary stage", "предварительный этап"),
        Step::DieRoll => pick(lang, "the die-roll step", "шаг броска кубика"),
        Step::Calculation => pick(lang, "the calculation step", "шаг расчёта"),
        Step::Blocking => pick(lang, "the blocking step", "шаг блокирования"),
        Step::EffectModification => pick(lang, "the effect-modification step", "шаг изменения эффекта"),
        Step::Application => pick(lang, "the application step", "шаг нанесения эффекта"),
    }
}

/// Each feature's name on the page and in the narration, `(key, [English, Russian])`: the
/// one list of them (the page's words for features are checked against it).
pub const FEATURE_NAMES: &[(&str, [&str; 2])] = &[
    ("attack", ["Attack", "Атака"]),
    ("roll", ["Die roll", "Бросок кубика"]),
    ("marked", ["Marked", "Метка"]),
    ("armour", ["Armour", "Броня"]),
    ("luck", ["Luck", "Удача"]),
    ("attack_experience", ["Attack experience", "Опыт в атаке"]),
    ("defence_experience", ["Defence experience", "Опыт в защите"]),
    ("directed_strike", ["Directed strike", "Направленный удар"]),
    ("strike_protection", ["Protection from strikes", "Защита от ударов"]),
    ("stone_skin", ["Stone skin", "Каменная кожа"]),
    ("battle_cry", ["Battle cry", "Боевой клич"]),
    ("poison", ["Poison", "Яд"]),
    ("regeneration", ["Regeneration", "Регенерация"]),
    ("redirect", ["Redirection", "Перенаправление"]),
    ("block", ["Block", "Блок"]),
    ("onslaught", ["Onslaught", "Натиск"]),
    ("inspire", ["Inspiration", "Воодушевление"]),
    ("bloodthirst", ["Bloodthirst", "Кровожадность"]),
    ("magic_strike", ["Magic strike", "Магический удар"]),
    ("steadfast", ["Steadfast", "Стойкость"]),
    ("ambush", ["Ambush", "Засада"]),
    ("first_strike", ["First strike", "Первый удар"]),
    ("shot_protection", ["Protection from shots", "Защита от выстрелов"]),
    ("throw_protection", ["Protection from throws", "Защита от метания"]),
    ("poison_protection", ["Protection from poison", "Защита от отравления"]),
    ("flyer_protection", ["Protection from flyers", "Защита от летающих"]),
    ("magic_protection", ["Protection from magic", "Защита от магии"]),
    ("spell_protection", ["Protection from spells", "Защита от заклинаний"]),
    ("discharge_protection", ["Protection from discharges", "Защита от разрядов"]),
    ("rule", ["Its own feature", "Собственная особенность"]),
    ("strike_bonus", ["Strike bonus", "Усиление удара"]),
    ("shot_bonus", ["Shot bonus", "Усиление выстрела"]),
    ("movement_bonus", ["Movement bonus", "Прибавка к движению"]),
    ("discharge_range_bonus", ["Longer discharges", "Дальность разряда"]),
    ("discharge_bonus", ["Discharge bonus", "Усиление разряда"]),
    ("strike_penalty", ["Weakened strike", "Ослабление удара"]),
    ("life_penalty", ["Lowered life", "Снижение жизни"]),
    ("damage_reduction", ["Damage reduction", "Снижение урона"]),
    ("discharge", ["Discharge", "Разряд"]),
    ("shot", ["Shot", "Выстрел"]),
    ("throw", ["Throw", "Метание"]),
    ("heal", ["Healing", "Лечение"]),
    ("block_strikes", ["Blocking of strikes", "Отмена ударов"]),
    ("unanswerable_strike", ["Unanswerable strike", "Безответный удар"]),
    ("first_strike_this_turn_unanswerable", ["Unanswerable first strike", "Безответный первый удар"]),
    ("ranged_bonus", ["Ranged attack bonus", "Усиление дальней атаки"]),
    ("scavenging", ["Scavenging", "Трупоедство"]),
    ("strikes_against_reduced_to", ["Strikes on it reduced", "Ослабление ударов по нему"]),
    ("card_bonus", ["The card's own bonus", "Прибавка по карте"]),
    ("vampirism", ["Vampirism", "Вампиризм"]),
    ("clumsy", ["Clumsiness", "Неуклюжесть"]),
    ("extra_lives", ["Extra lives", "Дополнительные жизни"]),
    ("stays_open_after_attack", ["Stays open after attacking", "Не закрывается при атаке"]),
    ("non_magic_attack_protection", ["Protection from non-magic attacks", "Защита от немагических атак"]),
    ("cannot_attack", ["Cannot attack", "Не может атаковать"]),
    ("granted_magic_strike", ["A magic strike given", "Данный магический удар"]),
    ("non_magic_protection_of", ["Protection from non-magic attacks of a value", "Защита от немагических атак величины"]),
];

pub(super) fn feature(key: &str, lang: Lang) -> &'static str {
    match FEATURE_NAMES.iter().find(|(k, _)| *k == key) {
        Some((_, [en, ru])) => pick(lang, en, ru),
        None => pick(lang, "a feature", "особенность"),
    }
}

/// "3 wounds" / "3 раны" as an object, the noun agreeing with the number.
fn wounds_of(n: u8, lang: Lang) -> String {
    match lang {
        Lang::En => super::card_text::en_wounds(n),
        Lang::Ru => super::card_text::ru_wounds(n),
    }
}

fn role(r: Role, lang: Lang) -> &'static str {
    match r {
        Role::Attacker => pick(lang, "the attacker's", "атакующего"),
        Role::Defender => pick(lang, "the defender's", "защищающегося"),
    }
}

/// The sentence for one event.
pub fn narrate(event: &Event<EventKind>, lang: Lang) -> String {
    narrate_named(event, lang, &[])
}

/// The sentence for one event, the cards of `x` (a scenario's own, by id) named by their names.
/// A marker's name in words [B-MARKER].
fn marker_words(key: &str, l: Lang) -> String {
    match key {
        "bonfire" => say!(l, en: "a bonfire marker", ru: "маркер «костра»"),
        "bomb" => say!(l, en: "a bomb marker", ru: "маркер «бомбы»"),
        "hunt" => say!(l, en: "a hunt marker", ru: "маркер «охоты»"),
        "web" => say!(l, en: "a web", ru: "«сеть»"),
        "strangle" => say!(l, en: "a strangling marker", ru: "маркер «удушения»"),
        "storm" => say!(l, en: "a storm marker", ru: "маркер «бури»"),
        "lantern" => say!(l, en: "a lantern's light", ru: "маркер «света фонаря»"),
        "gate" => say!(l, en: "a gate marker", ru: "маркер «врат»"),
        "runes" => say!(l, en: "a blooming runes marker", ru: "маркер «цветущих рун»"),
        "prey" => say!(l, en: "a prey marker", ru: "маркер «добычи»"),
        "tremor" => say!(l, en: "a tremor marker", ru: "маркер «дрожи»"),
        k => say!(l, en: "a {k} marker", ru: "маркер «{k}»"),
    }
}

pub fn narrate_named(event: &Event<EventKind>, lang: Lang, x: &[(SmolStr, Names)]) -> String {
    let l = lang;
    match &event.kind {
        EventKind::GameStarted { first_player } => {
            say!(l, en: "The squads take the field; player {first_player} goes first.",
                    ru: "Отряды выходят на поле; первым ходит игрок {first_player}.")
        }
        EventKind::TurnStarted { turn, active } => {
            say!(l, en: "Turn {turn}: player {active}'s turn begins.",
                    ru: "Ход {turn}: начинается ход игрока {active}.")
        }
        EventKind::Opened { creatures } => {
            let list = creatures.iter().map(|c| name(c, l, x)).collect::<Vec<_>>().join(", ");
            say!(l, en: "Opened: {list}.", ru: "Открываются: {list}.")
        }
        EventKind::PoisonWounds {
            creature,
            wounds,
            total,
        } => {
            let (c, n) = (name(creature, l, x), wounds_of(*wounds, l));
            say!(l, en: "Poison deals {n} to {c} ({total} in all).",
                    ru: "Яд наносит {c} {n} (всего {total}).")
        }
        EventKind::Regenerated {
            creature,
            healed,
            total,
        } => {
            let (c, n) = (name(creature, l, x), wounds_of(*healed, l));
            say!(l, en: "{c} regenerates {n} ({total} left).",
                    ru: "{c} излечивает {n} регенерацией (осталось {total}).")
        }
        EventKind::Moved { creature, from, to, .. } => {
            let c = name(creature, l, x);
            say!(l, en: "{c} moves from {from:?} to {to:?}.", ru: "{c} перемещается с {from:?} на {to:?}.")
        }
        EventKind::AttackDeclared { attacker, target } => {
            let (a, t) = (name(attacker, l, x), name(target, l, x));
            say!(l, en: "{a} attacks {t} with a simple strike.", ru: "{a} атакует {t} простым ударом.")
        }
        EventKind::AttackPut { attacker, .. } => {
            let a = name(attacker, l, x);
            say!(l, en: "The attack of {a} goes on the stack.", ru: "Атака {a} заносится в стек.")
        }
        EventKind::RollPut { .. } => {
            say!(l, en: "The roll goes on the stack, on top of the attack.",
                    ru: "Бросок кубика заносится в стек поверх атаки.")
        }
        EventKind::RollRemoved {
            attacker_roll,
            defender_roll,
        } => match defender_roll {
            Some(d) => say!(l, en: "The roll's value is {attacker_roll} against {d}; it leaves the stack.",
                               ru: "Значение броска — {attacker_roll} против {d}; бросок удаляется из стека."),
            None => say!(l, en: "The roll's value is {attacker_roll}; it leaves the stack.",
                            ru: "Значение броска — {attacker_roll}; бросок удаляется из стека."),
        },
        EventKind::StrikeLost { striker, target, .. } => {
            let (s, t) = (name(striker, l, x), name(target, l, x));
            say!(l, en: "{s} dies of the first strike of {t} and does not strike.",
                    ru: "{s} погибает от первого удара {t} и не наносит удара.")
        }
        EventKind::FeatureBlocked {
            by,
            creature,
            feature: f,
        } => {
            let (b, c, f) = (name(by, l, x), name(creature, l, x), feature(f, l));
            say!(l, en: "{b} blocks {f} of {c}: it leaves the stack.",
                    ru: "{b} блокирует особенность «{f}» ({c}): она удаляется из стека.")
        }
        EventKind::FeatureGained {
            creature,
            feature: f,
            until,
        } => {
            let (c, f) = (name(creature, l, x), feature(f, l));
            match until {
                Until::EndOfTurn => say!(l, en: "{c} gains {f} until the end of the turn.",
                                            ru: "{c} получает «{f}» до конца хода."),
                Until::EndOfFight => say!(l, en: "{c} gains {f} until the end of the fight.",
                                             ru: "{c} получает «{f}» до конца боя."),
                Until::EndOfOwnNextTurn => say!(l, en: "{c} gains {f} until the end of its owner's next turn.",
                                                   ru: "{c} получает «{f}» до конца следующего хода своего игрока."),
                Until::EndOfBattle => say!(l, en: "{c} gains {f} until the end of the battle.",
                                              ru: "{c} получает «{f}» до конца сражения."),
                Until::EndOfOpponentNextTurn => say!(l, en: "{c} gains {f} until the end of its opponent's next turn.",
                                                        ru: "{c} получает «{f}» до конца следующего хода противника."),
                Until::WhileSourceInPlay => say!(l, en: "{c} gains {f} while its source is in play.", ru: "{c} получает «{f}», пока источник в игре."),
                Until::TurnsOf { player, turns } => say!(l, en: "{c} gains {f} for the next {turns} turn(s) of player {player}.",
                                                         ru: "{c} получает «{f}» на следующие ходы игрока {player}: {turns}."),
            }
        }
        EventKind::FeatureLost { creature, feature: f } => {
            let (c, f) = (name(creature, l, x), feature(f, l));
            say!(l, en: "{c} loses {f}.", ru: "{c} теряет «{f}».")
        }
        EventKind::AttackRemoved { .. } => {
            say!(l, en: "The attack leaves the stack.", ru: "Атака удаляется из стека.")
        }
        EventKind::Closed { creature } => {
            let c = name(creature, l, x);
            say!(l, en: "{c} closes.", ru: "{c} закрывается.")
        }
        EventKind::StepStarted { step: s } => {
            let s = step(*s, l);
            say!(l, en: "Start of {s}.", ru: "Начинается {s}.")
        }
        EventKind::PriorityPassed { player, .. } => {
            say!(l, en: "Player {player} passes.", ru: "Игрок {player} пасует.")
        }
        EventKind::StepEnded { step: s } => {
            let s = step(*s, l);
            say!(l, en: "Both players passed: end of {s}.", ru: "Оба игрока спасовали: конец этапа «{s}».")
        }
        EventKind::TriggerPut {
            creature,
            feature: f,
            when,
        } => {
            let (c, f) = (name(creature, l, x), feature(f, l));
            let w = match when {
                TriggerTime::OnDeclaration => pick(l, "on declaration", "при объявлении"),
                TriggerTime::OnAttack => pick(l, "on attack", "при нападении"),
                TriggerTime::OnDieRoll => pick(l, "on die roll", "при броске кубика"),
                TriggerTime::Instant => pick(l, "instant", "внезапная"),
            };
            say!(l, en: "{f} of {c} ({w}) goes on the stack.", ru: "{f} ({c}, {w}) заносится в стек.")
        }
        EventKind::AbilityResolved { creature, ability } => {
            let (c, n) = (name(creature, l, x), ability + 1);
            say!(l, en: "Ability {n} of {c} resolves.", ru: "Способность {n} ({c}) разрешается.")
        }
        EventKind::TriggerResolved { creature, feature: f } => {
            let (c, f) = (name(creature, l, x), feature(f, l));
            say!(l, en: "{f} of {c} resolves.", ru: "{f} ({c}) разрешается.")
        }
        EventKind::RollBonus { creature, bonus } => {
            let c = name(creature, l, x);
            say!(l, en: "{c} gets +{bonus} to its roll this attack.",
                    ru: "{c} получает +{bonus} к броску в этой атаке.")
        }
        EventKind::PoisonReadied { creature, amount } => {
            let c = name(creature, l, x);
            say!(l, en: "{c}'s attack carries poison {amount}.", ru: "Атака {c} несёт яд {amount}.")
        }
        EventKind::StrikeCapped { striker, source, value } => {
            let (s, b) = (name(striker, l, x), name(source, l, x));
            say!(l, en: "{b} reduces the strike of {s} to {value}.", ru: "{b} сводит удар {s} к {value}.")
        }
        EventKind::StrikeReduced { striker, feature: f, amount, value } => {
            let (s, f) = (name(striker, l, x), feature(f, l));
            say!(l, en: "{f}: −{amount} to the strike of {s}, now {value}.",
                    ru: "{f}: −{amount} к удару {s}, теперь {value}.")
        }
        EventKind::StrikeRedirected { by, from, to } => {
            let (b, f, t) = (name(by, l, x), name(from, l, x), name(to, l, x));
            say!(l, en: "{b} redirects the strike on {f} onto {t}.",
                    ru: "{b} перенаправляет удар с {f} на {t}.")
        }
        EventKind::AttackRedirected { by, from, to } => {
            let (b, f, t) = (name(by, l, x), name(from, l, x), name(to, l, x));
            say!(l, en: "{b} moves the attack on {f} onto {t}.",
                    ru: "{b} перенаправляет атаку с {f} на {t}.")
        }
        EventKind::Redirected { by, from } => {
            let (b, f) = (name(by, l, x), name(from, l, x));
            say!(l, en: "{b} redirects the attack on {f} to itself.",
                    ru: "{b} перенаправляет атаку на {f} на себя.")
        }
        EventKind::DefenderAssigned { defender, from } => {
            let (d, f) = (name(defender, l, x), name(from, l, x));
            say!(l, en: "{d} defends {f}.", ru: "{d} становится защитником {f}.")
        }
        EventKind::TargetFixed {
            attacker,
            target,
            single_roll,
        } => {
            let (a, t) = (name(attacker, l, x), name(target, l, x));
            if *single_roll {
                say!(l, en: "{a} attacks {t}; the target is fixed. It is closed: only the attacker rolls.",
                        ru: "{a} нападает на {t}; цель определена. Она закрыта: бросает только нападающий.")
            } else {
                say!(l, en: "{a} attacks {t}; the target is fixed.", ru: "{a} нападает на {t}; цель определена.")
            }
        }
        EventKind::DieRolled { player, role: r, value } => {
            let r = role(*r, l);
            say!(l, en: "Player {player} rolls {value} ({r} die).", ru: "Игрок {player} выбрасывает {value} (кубик {r}).")
        }
        EventKind::DieRerolled {
            player,
            by,
            role: r,
            old,
            value,
        } => {
            let (b, r) = (name(by, l, x), role(*r, l));
            say!(l, en: "Player {player} uses the Luck of {b}: {r} die {old} is rerolled to {value}.",
                    ru: "Игрок {player} использует Удачу {b}: кубик {r} {old} перебрасывается, выпало {value}.")
        }
        EventKind::DieModified {
            role: r,
            source,
            feature: f,
            amount,
            value,
        } => {
            let (r, s, f) = (role(*r, l), name(source, l, x), feature(f, l));
            say!(l, en: "{f} of {s}: +{amount} to {r} roll, now {value}.",
                    ru: "{f} ({s}): +{amount} к броску {r}, теперь {value}.")
        }
        EventKind::DieLowered {
            role: r,
            source,
            feature: f,
            amount,
            value,
        } => {
            let (r, s, f) = (role(*r, l), name(source, l, x), feature(f, l));
            say!(l, en: "{f} of {s}: -{amount} to {r} roll, now {value}.",
                    ru: "{f} ({s}): -{amount} к броску {r}, теперь {value}.")
        }
        EventKind::StrikesDetermined {
            attacker_strike,
            defender_strike,
            difference,
            exchange,
            ..
        } => {
            let (a, d) = (strength(*attacker_strike, l), strength(*defender_strike, l));
            let diff = difference.map(|d| format!("{d:+}")).unwrap_or_else(|| "—".into());
            let ex = if *exchange {
                pick(l, " (exchange)", " (обмен)")
            } else {
                ""
            };
            say!(l, en: "Strike table (difference {diff}): attacker {a}, defender {d}{ex}.",
                    ru: "Таблица ударов (разница {diff}): нападающий — {a}, защищающийся — {d}{ex}.")
        }
        EventKind::ExchangeChosen {
            player,
            choice,
            attacker_strike,
            defender_strike,
        } => {
            let (a, d) = (strength(*attacker_strike, l), strength(*defender_strike, l));
            match choice {
                Exchange::AsRolled => say!(l,
                    en: "Player {player} keeps the exchange: attacker {a}, defender {d}.",
                    ru: "Игрок {player} принимает обмен: нападающий — {a}, защищающийся — {d}."),
                Exchange::Lower => say!(l,
                    en: "Player {player} lowers their strike and cancels the other: attacker {a}, defender {d}.",
                    ru: "Игрок {player} понижает свой удар и отменяет чужой: нападающий — {a}, защищающийся — {d}."),
            }
        }
        EventKind::Striking {
            striker,
            target,
            strength: s,
        } => {
            let (a, t, s) = (name(striker, l, x), name(target, l, x), strength(Some(*s), l));
            say!(l, en: "{a} deals {s} to {t}.", ru: "{a} наносит {t} {s}.")
        }
        EventKind::StrikeCalculated { striker, value, .. } => {
            let a = name(striker, l, x);
            say!(l, en: "{a}'s strike is worth {value}.", ru: "Удар {a} равен {value}.")
        }
        EventKind::Revealed { creature } => {
            let c = name(creature, l, x);
            say!(l, en: "The face-down creature is revealed: {c}.", ru: "Скрытое существо вскрывается: {c}.")
        }
        EventKind::ArmourIgnored {
            striker,
            target,
            feature: f,
        } => {
            let (s, t, f) = (name(striker, l, x), name(target, l, x), feature(f, l));
            say!(l, en: "{f} of {s}: the armour of {t} does not stop magic.",
                    ru: "{f} ({s}): броня {t} не защищает от магии.")
        }
        EventKind::AttackBlocked { attacker, target, by } => {
            let (a, t, b) = (name(attacker, l, x), name(target, l, x), name(by, l, x));
            say!(l, en: "{b} blocks the attack of {a} on {t}: no die is rolled.",
                    ru: "{b} блокирует атаку {a} на {t}: кубик не бросается.")
        }
        EventKind::Healed {
            creature,
            feature: f,
            healed,
            total,
        } => {
            let (c, f, n) = (name(creature, l, x), feature(f, l), wounds_of(*healed, l));
            say!(l, en: "{f}: {c} heals {n} ({total} left).",
                    ru: "{f}: {c} излечивает {n} (осталось {total}).")
        }
        EventKind::StrikeModified {
            striker,
            source,
            feature: f,
            amount,
            value,
        } => {
            let (s, src, f) = (name(striker, l, x), name(source, l, x), feature(f, l));
            say!(l, en: "{f} of {src}: +{amount} to the strike of {s}, now {value}.",
                    ru: "{f} ({src}): +{amount} к удару {s}, теперь {value}.")
        }
        EventKind::StrikeBlocked {
            striker,
            target,
            feature: f,
        } => {
            let (a, t, f) = (name(striker, l, x), name(target, l, x), feature(f, l));
            say!(l, en: "{f} of {t} blocks the strike of {a}.", ru: "{f} ({t}) блокирует удар {a}.")
        }
        EventKind::StrikeReplaced {
            target,
            feature: f,
            value,
            ..
        } => {
            let (t, f) = (name(target, l, x), feature(f, l));
            say!(l, en: "{f} of {t}: the strong strike becomes medium ({value}).",
                    ru: "{f} ({t}): сильный удар заменяется средним ({value}).")
        }
        EventKind::WoundsPrevented {
            target,
            feature: f,
            prevented,
            value,
        } => {
            let (t, f, n) = (name(target, l, x), feature(f, l), wounds_of(*prevented, l));
            say!(l, en: "{f} of {t} prevents {n}; {value} left.",
                    ru: "{f} ({t}) предотвращает {n}; осталось {value}.")
        }
        EventKind::Wounded {
            source,
            target,
            wounds,
            total,
        } => {
            let (s, t, n) = (name(source, l, x), name(target, l, x), wounds_of(*wounds, l));
            say!(l, en: "{s} deals {n} to {t} ({total} in all).",
                    ru: "{s} наносит {t} {n} (всего {total}).")
        }
        EventKind::PoisonMarker { target, amount, .. } => {
            let t = name(target, l, x);
            say!(l, en: "{t} gets a poison marker ({amount}).", ru: "{t} получает жетон яда ({amount}).")
        }
        EventKind::ExtraLivesGained {
            creature,
            feature: f,
            gained,
            total,
        } => {
            let (c, f) = (name(creature, l, x), feature(f, l));
            say!(l, en: "{f}: {c} gains {gained} extra life/lives ({total} in all).",
                    ru: "{f}: {c} получает доп. жизни: {gained} (всего {total}).")
        }
        EventKind::Rooted { creature, by } => {
            let (c, b) = (name(creature, l, x), name(by, l, x));
            say!(l, en: "{c} cannot leave its cell while {b} stays where it is.",
                    ru: "{c} не может покинуть клетку, пока {b} остаётся на месте.")
        }
        EventKind::ExtraLivesLost { creature, lost, left } => {
            let c = name(creature, l, x);
            say!(l, en: "{c} loses {lost} extra life/lives ({left} left).",
                    ru: "{c} теряет доп. жизни: {lost} (осталось {left}).")
        }
        EventKind::Died { creature, .. } => {
            let c = name(creature, l, x);
            say!(l, en: "{c} dies.", ru: "{c} погибает.")
        }
        EventKind::AttackEnded { .. } => {
            say!(l, en: "The attack is over.", ru: "Атака завершена.")
        }
        EventKind::TurnEnded { turn, player } => {
            say!(l, en: "Player {player} passes: turn {turn} ends.", ru: "Игрок {player} пасует: ход {turn} окончен.")
        }
        EventKind::GameOver { outcome } => match outcome {
            Outcome::Winner { winner } => say!(l, en: "Player {winner} wins.", ru: "Побеждает игрок {winner}."),
            Outcome::Draw { .. } => say!(l, en: "The game is a draw.", ru: "Ничья."),
        },
        EventKind::FirstPlayerRoll { rolls: [a, b], chooser } => match chooser {
            Some(p) => say!(l, en: "For the first move player 0 rolls {a}, player 1 rolls {b}: player {p} chooses.",
                               ru: "За право первого хода игрок 0 выбрасывает {a}, игрок 1 — {b}: выбирает игрок {p}."),
            None => say!(l, en: "For the first move both roll {a}: they roll again.",
                            ru: "За право первого хода оба выбрасывают {a}: бросают снова."),
        },
        EventKind::FirstPlayerChosen { chooser, first_player } => {
            say!(l, en: "Player {chooser} chooses: player {first_player} goes first.",
                    ru: "Игрок {chooser} решает: первым ходит игрок {first_player}.")
        }
        EventKind::CrystalsGiven { player, gold, silver } => {
            say!(l, en: "Player {player} gets {gold} gold and {silver} silver crystals.",
                    ru: "Игрок {player} получает {gold} золотых и {silver} серебряных кристаллов.")
        }
        EventKind::Dealt { player, cards, deck, redeals } => match redeals {
            0 => say!(l, en: "Player {player} is dealt {cards} cards ({deck} left in the deck).",
                         ru: "Игрок {player} получает раздачу из {cards} карт (в колоде осталось {deck})."),
            n => say!(l, en: "Player {player} pays 1 gold and is dealt {cards} cards again (redeal {n}).",
                         ru: "Игрок {player} платит 1 золотой и получает новую раздачу из {cards} карт (пересдача {n})."),
        },
        EventKind::DealKept { player } => {
            say!(l, en: "Player {player} keeps the deal.", ru: "Игрок {player} оставляет раздачу.")
        }
        EventKind::Recruited { player, card, gold, silver, paid_extra: Some(extra), .. } => {
            let c = card_name(card, l, x);
            let (g, s) = (gold.unwrap_or(0), silver.unwrap_or(0));
            say!(l, en: "Player {player} recruits {c} paying {extra} more: +{extra} to its strikes and more life ({g} gold, {s} silver left).",
                    ru: "Игрок {player} берёт в отряд: {c}, доплатив {extra}: +{extra} к ударам и больше жизни (осталось {g} золота, {s} серебра).")
        }
        EventKind::Recruited { player, card, gold, silver, .. } => {
            let c = card_name(card, l, x);
            match (gold, silver) {
                (Some(g), Some(s)) => say!(l, en: "Player {player} recruits {c} ({g} gold, {s} silver left).",
                                              ru: "Игрок {player} берёт в отряд: {c} (осталось {g} золота, {s} серебра)."),
                _ => say!(l, en: "Player {player} recruits {c}.", ru: "Игрок {player} берёт в отряд: {c}."),
            }
        }
        EventKind::RecruitedWithCompanion { player, card, with, gold, silver, .. } => {
            let (c, w) = (card_name(card, l, x), card_name(with, l, x));
            match (gold, silver) {
                (Some(g), Some(s)) => say!(l, en: "Player {player} shows {c} and {w}: both join the squad paid in ordinary crystals; {w} will die when {c} leaves the battlefield ({g} gold, {s} silver left).",
                                              ru: "Игрок {player} показывает {c} и {w}: обе карты идут в отряд за обычные кристаллы; {w} погибнет, когда {c} покинет поле боя (осталось {g} золота, {s} серебра)."),
                _ => say!(l, en: "Player {player} shows {c} and {w}: both join the squad paid in ordinary crystals; {w} will die when {c} leaves the battlefield.",
                             ru: "Игрок {player} показывает {c} и {w}: обе карты идут в отряд за обычные кристаллы; {w} погибнет, когда {c} покинет поле боя."),
            }
        }
        EventKind::Infiltrated { player, card, seen, discount, gold, silver, .. } => {
            let c = card_name(card, l, x);
            let n = seen.len();
            match (discount, gold, silver) {
                (Some(d), Some(g), Some(s)) => {
                    let cards = seen.iter().map(|s| card_name(s, l, x)).collect::<Vec<_>>().join(", ");
                    say!(l, en: "Player {player} shows {c} and sees {cards} of the opponent's deal: she costs {d} less and joins the squad ({g} gold, {s} silver left).",
                            ru: "Игрок {player} показывает {c} и смотрит карты раздачи противника: {cards}; она стоит на {d} дешевле и идёт в отряд (осталось {g} золота, {s} серебра).")
                }
                _ => say!(l, en: "Player {player} shows {c}, sees {n} cards of the opponent's deal, and takes her into the squad.",
                             ru: "Игрок {player} показывает {c}, смотрит {n} карты раздачи противника и берёт её в отряд."),
            }
        }
        EventKind::CompanionLost { creature, linnet } => {
            let (c, n) = (name(creature, l, x), name(linnet, l, x));
            say!(l, en: "{n} has left the battlefield: {c}, who came with her, dies too.",
                    ru: "{n} покинула поле боя: {c}, пришедшее с ней, тоже погибает.")
        }
        EventKind::Dismissed { player, card, gold, silver, .. } => {
            let c = card_name(card, l, x);
            match (gold, silver) {
                (Some(g), Some(s)) => say!(l, en: "Player {player} puts {c} back ({g} gold, {s} silver left).",
                                              ru: "Игрок {player} возвращает карту {c} (осталось {g} золота, {s} серебра)."),
                _ => say!(l, en: "Player {player} puts {c} back.", ru: "Игрок {player} возвращает карту {c}."),
            }
        }
        EventKind::SquadRecruited { player, creatures, returned } => {
            say!(l, en: "Player {player}'s squad is recruited: {creatures} creatures; {returned} cards go back into the deck, shuffled.",
                    ru: "Отряд игрока {player} набран: существ — {creatures}; {returned} карт замешиваются обратно в колоду.")
        }
        EventKind::PlacedFaceDown { creature, cell } => {
            let p = creature.owner;
            say!(l, en: "Player {p} places a card face down on {cell:?}.",
                    ru: "Игрок {p} выкладывает карту рубашкой вверх на {cell:?}.")
        }
        EventKind::Rearranged { player, creature, from, to, swapped } => {
            let c = name(creature, l, x);
            match swapped {
                Some(s) => {
                    let s = name(s, l, x);
                    say!(l, en: "Player {player} rearranges: {c} and {s} swap cells ({from:?} and {to:?}).",
                            ru: "Игрок {player} переставляет карты: {c} и {s} меняются клетками ({from:?} и {to:?}).")
                }
                None => say!(l, en: "Player {player} rearranges: {c} goes from {from:?} to {to:?}.",
                                ru: "Игрок {player} переставляет карты: {c} переходит с {from:?} на {to:?}."),
            }
        }
        EventKind::RearrangementDone { player } => {
            say!(l, en: "Player {player} is done rearranging their cards.", ru: "Игрок {player} закончил перестановку своих карт.")
        }
        EventKind::RangedDeclared { attacker, target, attack, value, counters } => {
            let (a, t, k) = (name(attacker, l, x), name(target, l, x), ranged_kind(*attack, l));
            let v = match value {
                [w, m, s] if w == m && m == s => w.to_string(),
                [w, m, s] => format!("{w}-{m}-{s}"),
            };
            match counters {
                0 => say!(l, en: "{a} makes {k} {v} at {t}.", ru: "{a}: {k} {v} по {t}."),
                n => say!(l, en: "{a} spends {n} counters and makes {k} {v} at {t}.",
                             ru: "{a} тратит фишки ({n}): {k} {v} по {t}."),
            }
        }
        EventKind::RangedValue { attacker, target, attack, value } => {
            let (a, t, k) = (name(attacker, l, x), name(target, l, x), ranged_kind(*attack, l));
            say!(l, en: "Value of {k} by {a} at {t}: {value}.", ru: "Величина: {k} {a} по {t} — {value}.")
        }
        EventKind::CounterGained { creature, gained, total } => {
            let c = name(creature, l, x);
            say!(l, en: "{c} takes {gained} counter(s) ({total} on it).", ru: "{c} получает фишки: {gained} (всего {total}).")
        }
        EventKind::CountersLost { creature, lost, left } => {
            let c = name(creature, l, x);
            say!(l, en: "{c} loses {lost} counter(s) ({left} left).", ru: "{c} теряет фишки: {lost} (осталось {left}).")
        }
        EventKind::AbilityUsed {
            creature,
            ability,
            target,
            also,
            counters,
        } => {
            let c = name(creature, l, x);
            let n = ability + 1;
            let spent = match counters {
                0 => String::new(),
                k => say!(l, en: ", spending {k} counter(s)", ru: ", потратив фишки ({k})"),
            };
            match target {
                Some(t) => {
                    let t = std::iter::once(t).chain(also).map(|t| name(t, l, x)).collect::<Vec<_>>().join(", ");
                    say!(l, en: "{c} uses its ability {n} on {t}{spent}.", ru: "{c} применяет способность {n} к {t}{spent}.")
                }
                None => say!(l, en: "{c} uses its ability {n}{spent}.", ru: "{c} применяет способность {n}{spent}."),
            }
        }
        EventKind::AbilityTriggered { creature, ability, when } => {
            let (c, n) = (name(creature, l, x), ability + 1);
            let w = match when.as_str() {
                "on_strike" => pick(l, "on its strike", "при ударе"),
                "on_strike_or_miss" => pick(l, "after its strike", "после своей атаки"),
                "on_attacked" => pick(l, "as it is attacked", "при атаке на него"),
                "on_struck" => pick(l, "as it is struck", "при ударе по нему"),
                "on_ally_attacked" => pick(l, "as a creature of its side is attacked", "при атаке на существо своей стороны"),
                "on_adjacent_attacked" => pick(l, "as a creature next to it is attacked", "при атаке на существо рядом с ним"),
                "on_defender" => pick(l, "as it becomes a defender", "когда оно становится защитником"),
                "on_move" => pick(l, "as it moves", "при перемещении"),
                "on_jump" => pick(l, "as it jumps", "при прыжке"),
                "on_teleport" => pick(l, "as a creature of its side teleports", "при телепортации существа своей стороны"),
                "on_creature_arrives_adjacent" => pick(l, "as a creature moves next to it", "когда существо перемещается рядом с ним"),
                "start_of_turn" => pick(l, "at the start of the turn", "в начале хода"),
                "start_of_battle" => pick(l, "at the start of the battle", "в начале сражения"),
                "on_any_death" => pick(l, "as a creature dies", "при гибели существа"),
                "on_incarnation" => pick(l, "as it incarnates", "при инкарнации"),
                "on_graveyard" => pick(l, "as it reaches the graveyard", "при попадании на кладбище"),
                "on_any_incarnation" => pick(l, "as a creature of its side incarnates", "при инкарнации существа своей стороны"),
                "on_prophecy" => pick(l, "as a card of its side prophesies", "при пророчестве карты своей стороны"),
                "on_incarnation_token" => pick(l, "as it gets an incarnation token", "при получении жетона инкарнации"),
                "on_scavenging" => pick(l, "as its scavenging feeds it", "при трупоедстве"),
                "heal_replaced_by" => pick(l, "instead of a heal", "вместо излечения"),
                "heal_blocked" => pick(l, "and blocks the heal", "и блокирует излечение"),
                "heal_doubled" => pick(l, "and doubles the heal", "и удваивает излечение"),
                "valhalla_twice" => pick(l, "and the first Valhalla of its side this turn will act twice", "и первая за ход Вальхалла его стороны сработает дважды"),
                "on_death" => pick(l, "as it dies", "при своей гибели"),
                "on_chain" => pick(l, "as its forest allies have struck, shot and healed in a row", "после удара, выстрела и излечения лесных союзников подряд"),
                "end_of_turn" => pick(l, "at the end of the turn", "в конце хода"),
                "after_deployment" => pick(l, "after deployment", "после расстановки"),
                _ => pick(l, "now", "сейчас"),
            };
            say!(l, en: "{c}'s ability {n} acts {w}.", ru: "Способность {n} существа {c} срабатывает {w}.")
        }
        EventKind::TriggerDeclined { creature, ability } => {
            let (c, n) = (name(creature, l, x), ability + 1);
            say!(l, en: "{c}'s ability {n} is not used: its owner declines it.", ru: "Способность {n} существа {c} не применяется: владелец от неё отказался.")
        }
        EventKind::Stunned { creature, turns } => {
            let c = name(creature, l, x);
            say!(l, en: "{c} is stunned: it will not open for {turns} turn(s).", ru: "{c} оглушено: не откроется ходов: {turns}.")
        }
        EventKind::StaysClosed { creature, left } => {
            let c = name(creature, l, x);
            say!(l, en: "{c} stays closed, stunned ({left} more).", ru: "{c} остаётся закрытым, оглушено (ещё {left}).")
        }
        EventKind::WoundsMoved { from, to, wounds } => {
            let (f, t) = (name(from, l, x), name(to, l, x));
            say!(l, en: "{wounds} wound(s) move from {f} onto {t}.", ru: "Раны ({wounds}) переходят с {f} на {t}.")
        }
        EventKind::Finished { attacker, target, value, life_left, killed } => {
            let (a, t) = (name(attacker, l, x), name(target, l, x));
            if *killed {
                say!(l, en: "{a}'s finishing strike {value}: {t} has {life_left} life left, and is finished off.",
                        ru: "Добивание на {value} от {a}: у {t} осталось жизней: {life_left}, и оно добито.")
            } else {
                say!(l, en: "{a}'s finishing strike {value}: {t} has {life_left} life left, too much to finish off.",
                        ru: "Добивание на {value} от {a}: у {t} осталось жизней: {life_left}, слишком много, чтобы добить.")
            }
        }
        EventKind::Destroyed { creature } => {
            let c = name(creature, l, x);
            say!(l, en: "{c} is destroyed.", ru: "{c} уничтожено.")
        }
        EventKind::MoversLimited { source, player, turn, roll, limit } => {
            let s = name(source, l, x);
            say!(l, en: "{s} rolls {roll}: in turn {turn} player {player} may move at most {limit} creature(s).",
                    ru: "{s}: на кубике {roll} — в ход {turn} игрок {player} может переместить не больше {limit} существ.")
        }
        EventKind::RollMarked { source, target, player, bonus } => {
            let (s, t) = (name(source, l, x), name(target, l, x));
            say!(l, en: "{s} marks {t}: this turn player {player}'s creatures get +{bonus} to their rolls against it.",
                    ru: "{s} отмечает {t}: в этот ход существа игрока {player} получают +{bonus} к броску кубика против него.")
        }
        EventKind::MarkerPut { source, marker, cell, creature, until_turn } if *until_turn == u32::MAX => {
            let (s, m) = (name(source, l, x), marker_words(marker, l));
            let on = match (cell, creature) {
                (_, Some(c)) => name(c, l, x),
                (Some(cell), None) => format!("{cell:?}"),
                (None, None) => String::new(),
            };
            say!(l, en: "{s} puts {m} on {on}, until the rules take it off.", ru: "{s} кладёт {m} на {on}, пока правила его не снимут.")
        }
        EventKind::MarkerPut { source, marker, cell, creature, until_turn } => {
            let (s, m) = (name(source, l, x), marker_words(marker, l));
            match (cell, creature) {
                (_, Some(c)) => {
                    let c = name(c, l, x);
                    say!(l, en: "{s} puts {m} on {c}, until the end of turn {until_turn}.",
                            ru: "{s} кладёт {m} на {c} до конца хода {until_turn}.")
                }
                (cell, None) => {
                    let cell = cell.map_or(String::new(), |c| format!("{c:?}"));
                    say!(l, en: "{s} puts {m} on {cell}, until the end of turn {until_turn}.",
                            ru: "{s} кладёт {m} на клетку {cell} до конца хода {until_turn}.")
                }
            }
        }
        EventKind::RunesBloomed { creature, row, count } => {
            let c = name(creature, l, x);
            say!(l, en: "{c}'s runes bloom on row {row}: {count} unwounded creature(s) of its side stand there, so as many enemies are wounded.",
                    ru: "Руны {c} расцветают в ряду {row}: там стоят его существа без ран ({count}), столько же существ противника будут ранены.")
        }
        EventKind::MarkerRemoved { marker, cell, creature } => {
            let m = marker_words(marker, l);
            match (cell, creature) {
                (_, Some(c)) => {
                    let c = name(c, l, x);
                    say!(l, en: "{m} on {c} is gone.", ru: "{m} на {c} убран.")
                }
                (cell, None) => {
                    let cell = cell.map_or(String::new(), |c| format!("{c:?}"));
                    say!(l, en: "{m} on {cell} is gone.", ru: "{m} на клетке {cell} убран.")
                }
            }
        }
        EventKind::PoisonCured { creature } => {
            let c = name(creature, l, x);
            say!(l, en: "{c} is cured of poison.", ru: "{c} излечено от отравления.")
        }
        EventKind::TookOff { creature } => {
            let c = name(creature, l, x);
            say!(l, en: "{c} takes off to the flyer zone.", ru: "{c} взлетает в зону полёта.")
        }
        EventKind::FeaturesLost { creature, by } => {
            let (c, b) = (name(creature, l, x), name(by, l, x));
            say!(l, en: "{c} loses all its features while {b} stays on the battlefield.",
                    ru: "{c} теряет все особенности, пока {b} остаётся на поле боя.")
        }
        EventKind::AllFeaturesLost { creature } => {
            let c = name(creature, l, x);
            say!(l, en: "{c} loses all its features for the rest of the battle.",
                    ru: "{c} теряет все особенности до конца боя.")
        }
        EventKind::Landed { creature, cell } => {
            let c = name(creature, l, x);
            let at = format!("[{}, {}]", cell[0], cell[1]);
            say!(l, en: "{c} loses flight and lands on {at}.", ru: "{c} теряет полёт и приземляется на клетку {at}.")
        }
        EventKind::EffectRolled { creature, value, amount } => {
            let c = name(creature, l, x);
            say!(l, en: "A die is rolled for {c}'s ability: {value}, so {amount}.",
                    ru: "Для способности {c} брошен кубик: {value}, значит {amount}.")
        }
        EventKind::IncarnationToken { creature, tokens, needed } => {
            let c = name(creature, l, x);
            say!(l, en: "In the graveyard, {c} gets an incarnation token ({tokens} of {needed}).",
                    ru: "На кладбище {c} получает жетон инкарнации ({tokens} из {needed}).")
        }
        EventKind::Incarnated { creature, cell, open } => {
            let c = name(creature, l, x);
            let at = format!("[{}, {}]", cell[0], cell[1]);
            match open {
                true => say!(l, en: "{c} incarnates on {at}, open.", ru: "{c} инкарнирует на клетку {at} в открытом виде."),
                false => say!(l, en: "{c} incarnates on {at}, closed.", ru: "{c} инкарнирует на клетку {at} в закрытом виде."),
            }
        }
        EventKind::Resurrected { creature, cell, closed } => {
            let c = name(creature, l, x);
            let at = format!("[{}, {}]", cell[0], cell[1]);
            match closed {
                true => say!(l, en: "{c} comes back from the graveyard onto {at}, closed.", ru: "{c} возвращается с кладбища на клетку {at} в закрытом виде."),
                false => say!(l, en: "{c} comes back from the graveyard onto {at}, open.", ru: "{c} возвращается с кладбища на клетку {at} в открытом виде."),
            }
        }
        EventKind::AbilityRolled { creature, value, blocks } => {
            let c = name(creature, l, x);
            match blocks {
                true => say!(l, en: "A die is rolled for {c}'s ability: {value}, the attack on it is blocked.",
                                ru: "Для способности {c} брошен кубик: {value}, атака на него блокируется."),
                false => say!(l, en: "A die is rolled for {c}'s ability: {value}, not enough to block the attack.",
                                 ru: "Для способности {c} брошен кубик: {value}, этого мало, чтобы блокировать атаку."),
            }
        }
        EventKind::NumberChosen { player, creature, value, .. } => {
            let c = name(creature, l, x);
            say!(l, en: "Player {player} chooses {value} for {c}'s ability.",
                    ru: "Игрок {player} выбирает число {value} для способности {c}.")
        }
        EventKind::DiceRolledTwice { player, creature, role: r, dice: [a, b] } => {
            let (c, r) = (name(creature, l, x), role(*r, l));
            say!(l, en: "Two dice are rolled for {c} ({r} die): {a} and {b}; player {player} keeps one of them.",
                    ru: "Бросок двух кубиков ({c}, кубик {r}): {a} и {b}; игрок {player} оставляет один из них.")
        }
        EventKind::RollFixed { creature, value, rolled } => {
            let c = name(creature, l, x);
            match rolled {
                false => say!(l, en: "{c}'s next die roll will be {value}.", ru: "Следующий бросок кубика {c} будет равен {value}."),
                true => say!(l, en: "{c}'s roll is {value}, as its ability said: no die is rolled.",
                             ru: "Бросок {c} равен {value}, как сказано в способности: кубик не бросается."),
            }
        }
        EventKind::NextStrikeBonus { creature, bonus, total } => {
            let c = name(creature, l, x);
            say!(l, en: "{c} gets +{bonus} to its next strike (+{total} in all).",
                    ru: "{c} получает +{bonus} к следующему удару (всего +{total}).")
        }
        EventKind::AbilityDieRolled { creature, ability, value } => {
            let (c, n) = (name(creature, l, x), ability + 1);
            say!(l, en: "A die is rolled for {c}'s ability {n}: {value}.", ru: "За способность {n} существа {c} брошен кубик: {value}.")
        }
        EventKind::StrikeSpread { by, striker, target, wounds } => {
            let (b, s, t) = (name(by, l, x), name(striker, l, x), name(target, l, x));
            say!(l, en: "{b}'s ability takes the {wounds} wound(s) of {s}'s strike off {t}: they go onto other creatures of its side.",
                    ru: "Способность {b} снимает с {t} раны от удара {s} ({wounds}): они переходят на других существ его стороны.")
        }
        EventKind::NextThrowBonus { creature, bonus, total } => {
            let c = name(creature, l, x);
            say!(l, en: "{c} gets +{bonus} to its next throw this turn (+{total} in all).",
                    ru: "{c} получает +{bonus} к следующему метанию в этот ход (всего +{total}).")
        }
        EventKind::Prophesied { player, asked, cards } => {
            let shown = if cards.is_empty() { pick(l, "none", "ничего").to_string() } else { cards.join(", ") };
            say!(l, en: "Prophecy {asked}: player {player} reveals the top of their deck: {shown}.",
                    ru: "Пророчество {asked}: игрок {player} открывает верх своей колоды: {shown}.")
        }
        EventKind::Summoned { player, creature, cell } => {
            let c = name(creature, l, x);
            let at = format!("[{}, {}]", cell[0], cell[1]);
            say!(l, en: "{c} is summoned from player {player}'s deck onto {at}, closed; the deck is shuffled.",
                    ru: "{c} вызывается из колоды игрока {player} на клетку {at} в закрытом виде; колода перемешивается.")
        }
        EventKind::AbilityBorrowed { player, creature, card, ability, .. } => {
            let (c, shown, n) = (name(creature, l, x), card_name(card, l, x), ability + 1);
            say!(l, en: "{c}: player {player} shows {shown} from their deck; {c} takes its ability \"on a strong strike\" for the rest of the battle (its ability {n}); the deck is shuffled.",
                    ru: "{c}: игрок {player} показывает из колоды карту «{shown}»; {c} получает её особенность «при сильном ударе» до конца боя (способность {n}); колода перемешивается.")
        }
        EventKind::Exiled { creature, by } => {
            let (c, b) = (name(creature, l, x), name(by, l, x));
            say!(l, en: "{b} exiles {c} from the graveyard: it is out of the game.",
                    ru: "{b} изгоняет с кладбища карту {c}: она выходит из игры.")
        }
        EventKind::BattleBonus { creature, from, strike, life } => {
            let (c, f) = (name(creature, l, x), name(from, l, x));
            say!(l, en: "{c} gets +{strike} to its strikes and +{life} to its life for the rest of the battle (from {f}).",
                    ru: "{c} получает +{strike} к удару и +{life} к жизни до конца боя (от {f}).")
        }
        EventKind::Milled { player, creature } => {
            let c = name(creature, l, x);
            say!(l, en: "The top card of player {player}'s deck goes to their graveyard: {c}.",
                    ru: "Верхняя карта колоды игрока {player} уходит на его кладбище: {c}.")
        }
        EventKind::DeckLooked { player, creature, cards } => {
            let (c, n) = (name(creature, l, x), cards.len());
            let hidden = cards.iter().all(|c| c == super::game::FACE_DOWN);
            let shown = if hidden { String::new() } else { format!(": {}", cards.join(", ")) };
            say!(l, en: "{c}: player {player} looks at the top {n} card(s) of their deck{shown}.",
                    ru: "{c}: игрок {player} смотрит верхние карты своей колоды ({n}){shown}.")
        }
        EventKind::RevealedSummoned { player, creature, cell } => {
            let c = name(creature, l, x);
            let at = format!("[{}, {}]", cell[0], cell[1]);
            say!(l, en: "{c}, revealed by the prophecy, comes from player {player}'s deck onto {at}, closed.",
                    ru: "{c} (карта, открытая пророчеством) выходит из колоды игрока {player} на клетку {at} в закрытом виде.")
        }
        EventKind::RevealedStays { player, card } => {
            let c = card_name(card, l, x);
            say!(l, en: "Player {player} leaves {c}, revealed by the prophecy, in their deck.",
                    ru: "Игрок {player} оставляет открытую пророчеством карту {c} в своей колоде.")
        }
        EventKind::DeckCardPutBack { player, card, bottom } => {
            let hidden = card == super::game::FACE_DOWN;
            let c = if hidden { pick(l, "a card", "карту").to_string() } else { card.to_string() };
            match bottom {
                true => say!(l, en: "Player {player} puts {c} at the bottom of their deck.", ru: "Игрок {player} кладёт {c} в низ своей колоды."),
                false => say!(l, en: "Player {player} puts {c} back on the top of their deck.", ru: "Игрок {player} кладёт {c} на верх своей колоды."),
            }
        }
        EventKind::FightsOrdered { creature, target, fighters } => {
            let (c, t) = (name(creature, l, x), name(target, l, x));
            if fighters.is_empty() {
                say!(l, en: "{c} gives an order, but none of its side next to {t} may fight it.",
                        ru: "{c} отдаёт приказ, но рядом с целью {t} нет существ его стороны, способных сражаться.")
            } else {
                let f = fighters.iter().map(|f| name(f, l, x)).collect::<Vec<_>>().join(", ");
                say!(l, en: "{c} gives an order: {f}, next to {t}, fight it one after the other as if it were open, without closing.",
                        ru: "{c} отдаёт приказ: {f} по очереди сражаются с целью {t}, стоящей рядом, как с открытой, не закрываясь.")
            }
        }
        EventKind::StrikeForced { by, attacker, target } => {
            let (b, a, t) = (name(by, l, x), name(attacker, l, x), name(target, l, x));
            say!(l, en: "{b}'s hypnosis: {a} is to strike {t} with its simple strike, and close.",
                    ru: "Гипноз {b}: {a} должно нанести простой удар по {t} и закрыться.")
        }
        EventKind::ValhallaActed { creature, ability, target } => {
            let (c, n, t) = (name(creature, l, x), ability + 1, name(target, l, x));
            say!(l, en: "From the graveyard, {c}'s Valhalla (ability {n}) acts on {t}.",
                    ru: "С кладбища Вальхалла {c} (способность {n}) действует на {t}.")
        }
    }
}

/// A ranged attack's kind in words.
fn ranged_kind(kind: super::ranged::RangedKind, lang: Lang) -> &'static str {
    use super::ranged::RangedKind::*;
    match kind {
        Shot => pick(lang, "a shot", "выстрел"),
        Throw => pick(lang, "a throw", "метание"),
        Discharge => pick(lang, "a discharge", "разряд"),
        MagicStrike => pick(lang, "a magic strike", "магический удар"),
        StrikeThroughRow => pick(lang, "a strike through a row", "удар через ряд"),
        SpecialStrike => pick(lang, "a special strike", "особый удар"),
        FinishingStrike => pick(lang, "a finishing strike", "добивание"),
    }
}

/// The name of a card of `x` (a scenario's own cards), by its id.
fn own_name(card: &str, x: &[(SmolStr, Names)]) -> Option<Names> {
    x.iter().find(|(id, _)| id == card).map(|(_, n)| n.clone())
}

/// The names of the cards a scenario defines (its `cards`: objects with `id` and `name`), for
/// narration; anything else in the list is left out.
pub fn own_names(cards: &serde_json::Value) -> Vec<(SmolStr, Names)> {
    let Some(list) = cards.as_array() else { return vec![] };
    list.iter()
        .filter_map(|c| {
            let id = c.get("id")?.as_str()?;
            let n = c.get("name")?;
            let (en, ru) = (n.get("en")?.as_str()?, n.get("ru")?.as_str()?);
            Some((id.into(), Names { en: en.into(), ru: ru.into() }))
        })
        .collect()
}

/// A card's name by its id (`face-down` when hidden from this seat).
fn card_name(card: &str, lang: Lang, x: &[(SmolStr, Names)]) -> String {
    let n = own_name(card, x).or_else(|| Catalogue::builtin().ok().and_then(|cat| cat.find(card).map(|d| cat.get(d).name.clone())));
    match (n, lang) {
        (Some(n), Lang::En) => n.en,
        (Some(n), Lang::Ru) => n.ru,
        (None, _) if card == super::game::FACE_DOWN => pick(lang, "a card", "карту").into(),
        (None, _) => card.to_string(),
    }
}
