//! Narration: one sentence per event, the single source of sentences for the CLI and the
//! page. English now; other languages are added here, in Rust.

use super::cards::Catalogue;
use super::events::{CharacterRef, DiscardReason, EventKind, Harm, Lasting};
use crate::core::{Event, Outcome};

/// Languages the narration speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lang {
    En,
}

impl Lang {
    /// Parses a language code; unknown codes are an error naming them.
    pub fn parse(code: &str) -> Result<Lang, String> {
        match code {
            "en" => Ok(Lang::En),
            other => Err(format!("lang: unknown language \"{other}\" (expected \"en\")")),
        }
    }
}

fn name(id: &str) -> String {
    let cat = Catalogue::builtin();
    cat.index_of(id)
        .map(|d| cat.get(d).name.clone())
        .unwrap_or_else(|| id.to_string())
}

fn who(c: &CharacterRef) -> String {
    format!("{} (player {})", name(&c.card), c.player)
}

fn names(ids: &[smol_str::SmolStr]) -> String {
    if ids.is_empty() {
        return "nothing".into();
    }
    ids.iter().map(|i| name(i)).collect::<Vec<_>>().join(", ")
}

fn signed(n: i32) -> String {
    if n >= 0 {
        format!("+{n}")
    } else {
        n.to_string()
    }
}

fn lasting(l: Lasting) -> &'static str {
    match l {
        Lasting::ThisCombat => "this combat",
        Lasting::ThisTurn => "this turn",
    }
}

/// The sentence for one event.
pub fn narrate(event: &Event<EventKind>, lang: Lang) -> String {
    let Lang::En = lang;
    use EventKind::*;
    match &event.kind {
        GameStarted { first_player } => format!("The game begins; player {first_player} is drawn to play first."),
        DeckShuffled { player } => format!("Player {player} shuffles their deck."),
        TurnStarted { turn, active } => format!("Turn {turn} begins; player {active} is the active player."),
        Untapped { player, characters } => {
            let list: Vec<_> = characters.iter().map(|c| name(&c.card)).collect();
            format!(
                "All of player {player}'s living characters were tapped, so they untap: {}.",
                list.join(", ")
            )
        }
        CardsDrawn { player, cards } => format!("Player {player} draws {} card(s): {}.", cards.len(), names(cards)),
        OutOfCards { player } => format!(
            "Player {player} cannot draw up to 5 cards: they are out of cards and will lose at the end of this turn."
        ),
        FightersChosen { active, passive } => format!("{} fights {}.", who(active), who(passive)),
        CardPlayed {
            player,
            card,
            fighter,
            chained,
        } => {
            if *chained {
                format!("Player {player} chains {} for {}.", name(card), name(&fighter.card))
            } else {
                format!("Player {player} plays {} for {}.", name(card), name(&fighter.card))
            }
        }
        StartOfCombat { card, character } => format!(
            "At the start of combat, {} on {} takes effect.",
            name(card),
            who(character)
        ),
        CardResolved { player, card, position } => {
            format!("{} (player {player}) resolves, card {position} in N order.", name(card))
        }
        CardCancelled { card, requirement, .. } => {
            format!(
                "{} is cancelled: its requirement ({requirement}) no longer holds, so it has no effect.",
                name(card)
            )
        }
        Attached { card, character, .. } => format!("{} attaches to {}.", name(card), who(character)),
        WeaponReplaced {
            character,
            replaced,
            by,
        } => {
            format!("{} replaces {} on {}.", name(by), name(replaced), who(character))
        }
        ArmorReplaced {
            character,
            replaced,
            by,
        } => {
            format!(
                "{} replaces the armour {} on {}.",
                name(by),
                name(replaced),
                who(character)
            )
        }
        Modified {
            character,
            att,
            def,
            lasting: l,
            source,
        } => {
            let mut parts = Vec::new();
            if *att != 0 {
                parts.push(format!("{} ATT", signed(*att)));
            }
            if *def != 0 {
                parts.push(format!("{} DEF", signed(*def)));
            }
            format!(
                "{} gets {} {} from {}.",
                who(character),
                parts.join(" and "),
                lasting(*l),
                name(source)
            )
        }
        ClassesRemoved {
            character,
            lasting: l,
            source,
        } => {
            format!(
                "{} loses all its classes {} ({}).",
                who(character),
                lasting(*l),
                name(source)
            )
        }
        NoPhysicalAttack { character, card } => format!(
            "{} is a pure mage who played {}, a card dealing magic damage: no physical attack.",
            who(character),
            name(card)
        ),
        Damaged {
            source,
            target,
            amount,
            harm,
            pv,
        } => {
            let kind = match harm {
                Harm::Physical => "physical",
                Harm::Magic => "magic",
                Harm::Direct => "direct",
            };
            format!(
                "{} deals {amount} {kind} damage to {} ({pv} PV left).",
                name(source),
                who(target)
            )
        }
        Healed {
            source,
            target,
            amount,
            pv,
        } => format!("{} heals {} by {amount} ({pv} PV).", name(source), who(target)),
        LostLife {
            source,
            target,
            amount,
            pv,
        } => {
            format!("{} loses {amount} PV to {} ({pv} PV left).", who(target), name(source))
        }
        Activated { card, character } => format!("{} on {} activates after the combat.", name(card), who(character)),
        CardDiscarded { owner, card, reason } => {
            let why = match reason {
                DiscardReason::Replaced => "it was replaced",
                DiscardReason::Removed => "it was removed",
                DiscardReason::Cancelled => "it was cancelled",
                DiscardReason::Used => "it was used",
                DiscardReason::Expired => "its time ran out",
                DiscardReason::BearerDied => "its bearer died",
            };
            format!("{} goes to player {owner}'s discard pile: {why}.", name(card))
        }
        Tapped { characters } => {
            let list: Vec<_> = characters.iter().map(who).collect();
            format!("The fighters return to their line, tapped: {}.", list.join(" and "))
        }
        CombatEnded {} => "The combat ends; \"this combat\" effects end.".into(),
        Died { character } => format!("{} dies.", who(character)),
        HandDiscarded { player, cards, limit } => {
            format!("Player {player} discards {} (hand limit {limit}).", names(cards))
        }
        LostByOutOfCards { player } => format!("Player {player} ran out of cards this turn and loses."),
        TurnEnded { turn } => format!("Turn {turn} ends."),
        GameOver { outcome, scores } => match outcome {
            Outcome::Winner { winner } => {
                format!("Player {winner} wins. Scores: {} to {}.", scores[0], scores[1])
            }
            Outcome::Draw { .. } => format!("The game is a draw. Scores: {} to {}.", scores[0], scores[1]),
        },
    }
}
