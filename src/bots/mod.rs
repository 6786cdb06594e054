//! Computer opponents behind one interface, for every ruleset that can hide and judge its
//! positions: `random` (a uniformly random legal choice), `greedy` (the best immediate result by
//! the ruleset's evaluation) and `strong` (determinized Monte Carlo search: each playout samples
//! the information the player cannot see — hidden cards, and the dice to come: the chance nodes —
//! picks a root choice by UCB1 and plays the game out by the ruleset's playout policy, to the
//! end or to a depth where the ruleset's evaluation judges it). Deterministic for a given seed;
//! bounded by a playout budget.

use serde::Deserialize;
use serde::Serialize;

use crate::core::{Card, Game, Outcome, Rng};

/// Deals `cards` again in an order drawn from `rng`, keeping the same uids and definitions
/// but forgetting which uid had which definition and in what order they lay: the result
/// depends only on the multiset of definitions (what a player can know), not on the zones.
/// Rulesets use it to sample hidden hands and deck orders.
pub fn redeal(cards: &[Card], rng: &mut Rng) -> Vec<Card> {
    let mut uids: Vec<u32> = cards.iter().map(|c| c.uid).collect();
    let mut defs: Vec<u16> = cards.iter().map(|c| c.def).collect();
    uids.sort_by_key(|u| *u);
    defs.sort_by_key(|d| *d);
    rng.shuffle(&mut defs);
    uids.into_iter().zip(defs).map(|(uid, def)| Card { uid, def }).collect()
}

/// A fresh generator drawn from `rng`: a copied game's own RNG must not be used by a bot, or it
/// would know the coming draws and rolls.
pub fn reseed(rng: &mut Rng) -> Rng {
    Rng::new((u64::from(rng.next_u32()) << 32) | u64::from(rng.next_u32()))
}

/// What a ruleset provides for its positions to be searched without peeking.
pub trait Searchable: Game + Clone {
    /// The player who must decide now.
    fn to_move(&self) -> Option<u8>;
    /// A copy in which everything `viewer` cannot see (the opponent's hand and secret play, the
    /// order of the decks) is sampled anew from what it could be. Must depend only on what
    /// `viewer` sees (and `rng`), so that positions differing only in hidden cards give the
    /// same worlds.
    fn determinize(&self, viewer: u8, rng: &mut Rng) -> Self;
    /// How good the position is for `player`, roughly in [-1, 1].
    fn evaluate(&self, player: u8) -> f64;
    /// How good the position where a playout is cut is for `player`, in [-1, 1]: the
    /// evaluation, unless the ruleset judges a searched position otherwise than the greedy
    /// bot's next one.
    fn playout_value(&self, player: u8) -> f64 {
        self.evaluate(player)
    }
    /// The choice a playout makes: uniformly random unless the ruleset steers its playouts
    /// (random Berserk creatures wander and rarely meet).
    fn playout_choice(&self, rng: &mut Rng) -> Option<Self::Choice> {
        self.random_choice(rng)
    }
    /// How many decisions a playout takes before `evaluate` judges the position, or `None` to
    /// play to the end.
    const PLAYOUT_DEPTH: Option<usize> = None;
    /// UCB1's weight of exploration at the root: an option's bound is its mean reward plus
    /// `sqrt(EXPLORATION · ln n / visits)`. A ruleset whose rewards lie close together (an
    /// evaluation's shades rather than wins and losses) explores less, so the playouts go to
    /// the options that look best.
    const EXPLORATION: f64 = 2.0;
    /// Whether `playout_value` may judge the position now for the searching `player`: a
    /// playout past `PLAYOUT_DEPTH` goes on until it is, so that it is not cut in the middle
    /// of an exchange whose outcome the evaluation cannot see.
    fn settled(&self, _player: u8) -> bool {
        true
    }
    /// The root choices worth searching, if the ruleset can tell them (every response, the
    /// moves that matter); `None` to sample the legal ones.
    fn root_choices(&self) -> Option<Vec<Self::Choice>> {
        None
    }
}

/// The playouts of a strong decision when none are asked (the CLI's `--playouts`, JS's
/// `suggest`).
pub const DEFAULT_PLAYOUTS: u32 = 200;

/// Which opponent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BotKind {
    Random,
    Greedy,
    Strong,
}

impl BotKind {
    pub fn parse(name: &str) -> Result<BotKind, crate::core::ReadError> {
        match name {
            "random" => Ok(BotKind::Random),
            "greedy" => Ok(BotKind::Greedy),
            "strong" => Ok(BotKind::Strong),
            other => Err(crate::core::ReadError::at(
                "bot",
                &format!("unknown bot \"{other}\" (expected random, greedy or strong)"),
            )),
        }
    }
}

/// How well a computer seat plays: what a page or a table offers (easy, medium, hard). Each
/// level is a bot, and the hard one's playouts are its ruleset's (`Ruleset::hard_playouts`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    Easy,
    Medium,
    Hard,
}

impl Level {
    pub fn parse(name: &str) -> Result<Level, crate::core::ReadError> {
        match name {
            "easy" => Ok(Level::Easy),
            "medium" => Ok(Level::Medium),
            "hard" => Ok(Level::Hard),
            other => Err(crate::core::ReadError::at(
                "level",
                &format!("unknown level \"{other}\" (expected easy, medium or hard)"),
            )),
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }
}

/// How many distinct root choices the searching bots consider, sampled among the legal ones.
const CANDIDATE_DRAWS: usize = 48;
/// A playout longer than this many decisions counts as a draw (games end far sooner).
const PLAYOUT_LIMIT: usize = 4_000;

/// Distinct legal choices for the decision awaited, sampled with `rng` (every choice of a
/// small decision; a sample of a combinatorial one such as a discard).
fn candidates<G: Searchable>(game: &G, rng: &mut Rng) -> Vec<G::Choice>
where
    G::Choice: PartialEq,
{
    let mut out: Vec<G::Choice> = Vec::new();
    for _ in 0..CANDIDATE_DRAWS {
        if let Some(c) = game.random_choice(rng) {
            if !out.contains(&c) {
                out.push(c);
            }
        }
    }
    out
}

/// A world for the bot to search (`Searchable::determinize`): it records no frames and keeps
/// no events, which nobody reads.
fn searched_world<G: Searchable>(game: &G, player: u8, rng: &mut Rng) -> G {
    let mut world = game.determinize(player, rng);
    world.set_framing(false);
    world.set_quiet(true);
    world
}

fn reward(outcome: Option<Outcome>, player: u8) -> f64 {
    match outcome {
        Some(Outcome::Winner { winner }) if winner == usize::from(player) => 1.0,
        Some(Outcome::Winner { .. }) => 0.0,
        _ => 0.5,
    }
}

/// The bot's choice for the decision awaited in `game`; `playouts` bounds the strong bot.
pub fn decide<G: Searchable>(kind: BotKind, game: &G, seed: u64, playouts: u32) -> Option<G::Choice>
where
    G::Choice: PartialEq,
{
    let mut rng = Rng::new(seed);
    let player = game.to_move()?;
    // A decision the ruleset answers alone (one root choice worth making) is not searched.
    if kind != BotKind::Random {
        if let Some(mut only) = game.root_choices().filter(|o| o.len() == 1) {
            return only.pop();
        }
    }
    match kind {
        BotKind::Random => game.random_choice(&mut rng),
        BotKind::Greedy => {
            let world = searched_world(game, player, &mut rng);
            let mut best: Option<(f64, G::Choice)> = None;
            for c in candidates(game, &mut rng) {
                let mut next = world.clone();
                if next.choose(&c).is_err() {
                    continue;
                }
                let v = match next.outcome() {
                    Some(o) => 2.0 * reward(Some(o), player) - 1.0,
                    None => next.evaluate(player),
                };
                if best.as_ref().is_none_or(|(b, _)| v > *b) {
                    best = Some((v, c));
                }
            }
            best.map(|(_, c)| c).or_else(|| game.random_choice(&mut rng))
        }
        BotKind::Strong => {
            let options = game.root_choices().unwrap_or_else(|| candidates(game, &mut rng));
            if options.len() <= 1 {
                return options.into_iter().next();
            }
            let mut wins = vec![0.0f64; options.len()];
            let mut visits = vec![0u32; options.len()];
            for n in 0..playouts.max(1) {
                // UCB1 at the root: each option once, then the best upper bound.
                let i = match visits.iter().position(|v| *v == 0) {
                    Some(i) => i,
                    None => {
                        let ln = f64::from(n).ln();
                        (0..options.len())
                            .max_by(|a, b| {
                                let ucb = |k: usize| {
                                    wins[k] / f64::from(visits[k]) + (G::EXPLORATION * ln / f64::from(visits[k])).sqrt()
                                };
                                ucb(*a).total_cmp(&ucb(*b))
                            })
                            .unwrap_or(0)
                    }
                };
                let mut world = searched_world(game, player, &mut rng);
                let mut r = 0.5;
                if world.choose(&options[i]).is_ok() {
                    let depth = G::PLAYOUT_DEPTH.unwrap_or(PLAYOUT_LIMIT);
                    let mut steps = 0;
                    while steps < depth || (steps < PLAYOUT_LIMIT && !world.settled(player)) {
                        let Some(c) = world.playout_choice(&mut rng) else { break };
                        if world.choose(&c).is_err() {
                            break;
                        }
                        steps += 1;
                    }
                    r = match world.outcome() {
                        None if G::PLAYOUT_DEPTH.is_some() => (world.playout_value(player) + 1.0) / 2.0,
                        o => reward(o, player),
                    };
                }
                wins[i] += r;
                visits[i] += 1;
            }
            let best = (0..options.len()).max_by_key(|k| visits[*k]).unwrap_or(0);
            options.into_iter().nth(best)
        }
    }
}

/// A 95% confidence interval for a proportion (Wilson score interval), in [0, 1].
pub fn wilson(successes: u32, n: u32) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let (z, n_f) = (1.96f64, f64::from(n));
    let p = f64::from(successes) / n_f;
    let denom = 1.0 + z * z / n_f;
    let centre = (p + z * z / (2.0 * n_f)) / denom;
    let half = z * ((p * (1.0 - p) / n_f) + z * z / (4.0 * n_f * n_f)).sqrt() / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval_brackets_the_rate() {
        let (lo, hi) = wilson(70, 100);
        assert!(lo < 0.7 && 0.7 < hi);
        assert!((lo - 0.604).abs() < 0.01 && (hi - 0.781).abs() < 0.01);
        assert_eq!(wilson(0, 0), (0.0, 1.0));
    }
}
