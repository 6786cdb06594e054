//! Glicko-2 ratings, one per player and ruleset (docs/online.md, "Ratings").
//!
//! The algorithm is Glickman's Glicko-2 ("Example of the Glicko-2 system", 2012): a rating, its
//! deviation (how unsure the rating is) and its volatility (how erratic the player is). Every
//! rated game is a rating period of its own for both players: each is rated on that one result
//! the moment the game ends, so a rating never waits for a batch.

use serde::{Deserialize, Serialize};

/// The scale factor between the Glicko scale (1500 ± 350) and Glicko-2's internal one.
const SCALE: f64 = 173.7178;
/// The system constant τ: how far the volatility may move in one period (0.3 to 1.2 in the
/// paper; 0.5 is its example's).
const TAU: f64 = 0.5;
/// The convergence tolerance of the volatility's iteration.
const EPSILON: f64 = 0.000_001;
/// The most iterations of that search: it converges in a handful; this bounds a pathological
/// input (a NaN) instead of looping.
const MAX_STEPS: usize = 100;

/// A player's rating on the Glicko scale.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    pub rating: f64,
    /// The rating deviation: about 95% of the time the player's strength is within twice it.
    pub deviation: f64,
    pub volatility: f64,
}

impl Default for Rating {
    /// A new player: 1500, deviation 350, volatility 0.06 (the paper's defaults).
    fn default() -> Rating {
        Rating {
            rating: 1500.0,
            deviation: 350.0,
            volatility: 0.06,
        }
    }
}

/// A game's result for the player rated: 1 a win, 0.5 a draw, 0 a loss.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Outcome {
    pub opponent: Rating,
    pub score: f64,
}

fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

fn expected(mu: f64, mu_j: f64, phi_j: f64) -> f64 {
    1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp())
}

impl Rating {
    /// The rating after a period with these games (none: only the deviation grows).
    pub fn after(self, games: &[Outcome]) -> Rating {
        let mu = (self.rating - 1500.0) / SCALE;
        let phi = self.deviation / SCALE;
        let sigma = self.volatility;
        if games.is_empty() {
            let phi_star = (phi * phi + sigma * sigma).sqrt();
            return Rating {
                deviation: (phi_star * SCALE).min(350.0),
                ..self
            };
        }
        // The estimated variance of the rating from the games alone, and the improvement
        // they suggest.
        let (mut inv_v, mut sum) = (0.0, 0.0);
        for game in games {
            let mu_j = (game.opponent.rating - 1500.0) / SCALE;
            let phi_j = game.opponent.deviation / SCALE;
            let e = expected(mu, mu_j, phi_j);
            inv_v += g(phi_j).powi(2) * e * (1.0 - e);
            sum += g(phi_j) * (game.score - e);
        }
        let v = 1.0 / inv_v;
        let delta = v * sum;
        let sigma = new_volatility(phi, sigma, v, delta);
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu_new = mu + phi_new * phi_new * sum;
        Rating {
            rating: SCALE * mu_new + 1500.0,
            deviation: (SCALE * phi_new).min(350.0),
            volatility: sigma,
        }
    }
}

/// The new volatility: the root of the paper's f by the Illinois algorithm (regula falsi that
/// halves the stale end's value).
fn new_volatility(phi: f64, sigma: f64, v: f64, delta: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let d = phi * phi + v + ex;
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (TAU * TAU)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * TAU) < 0.0 && k < MAX_STEPS as f64 {
            k += 1.0;
        }
        a - k * TAU
    };
    let (mut f_a, mut f_b) = (f(big_a), f(big_b));
    for _ in 0..MAX_STEPS {
        if (big_b - big_a).abs() <= EPSILON {
            break;
        }
        let c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(c);
        if f_c * f_b <= 0.0 {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = c;
        f_b = f_c;
    }
    let sigma = (big_a / 2.0).exp();
    if sigma.is_finite() {
        sigma
    } else {
        0.06
    }
}

/// Both players' ratings after one game between them (`score` is the first's: 1, 0.5 or 0).
pub fn after_game(first: Rating, second: Rating, score: f64) -> (Rating, Rating) {
    (
        first.after(&[Outcome {
            opponent: second,
            score,
        }]),
        second.after(&[Outcome {
            opponent: first,
            score: 1.0 - score,
        }]),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(rating: f64, deviation: f64) -> Rating {
        Rating {
            rating,
            deviation,
            volatility: 0.06,
        }
    }

    /// The worked example of Glickman's paper: 1500 (RD 200) beats 1400 (RD 30), loses to
    /// 1550 (RD 100) and to 1700 (RD 300): 1464.06, RD 151.52, volatility 0.05999.
    #[test]
    fn the_papers_worked_example() {
        let after = r(1500.0, 200.0).after(&[
            Outcome {
                opponent: r(1400.0, 30.0),
                score: 1.0,
            },
            Outcome {
                opponent: r(1550.0, 100.0),
                score: 0.0,
            },
            Outcome {
                opponent: r(1700.0, 300.0),
                score: 0.0,
            },
        ]);
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
    }

    #[test]
    fn a_win_raises_the_winner_and_lowers_the_loser_by_as_much_between_equals() {
        let (a, b) = after_game(Rating::default(), Rating::default(), 1.0);
        assert!(a.rating > 1500.0 && b.rating < 1500.0);
        assert!((a.rating - 1500.0 - (1500.0 - b.rating)).abs() < 1e-9);
        assert!(a.deviation < 350.0, "a game makes the rating surer");
    }

    #[test]
    fn a_draw_between_equals_moves_nobody_and_an_upset_moves_more_than_a_win_expected() {
        let (a, b) = after_game(Rating::default(), Rating::default(), 0.5);
        assert!((a.rating - 1500.0).abs() < 1e-9 && (b.rating - 1500.0).abs() < 1e-9);
        let strong = r(1800.0, 80.0);
        let weak = r(1400.0, 80.0);
        let expected_win = after_game(strong, weak, 1.0).0.rating - 1800.0;
        let upset = after_game(weak, strong, 1.0).0.rating - 1400.0;
        assert!(upset > expected_win * 3.0, "{upset} against {expected_win}");
    }

    #[test]
    fn a_period_without_games_only_widens_the_deviation_up_to_a_new_players() {
        let before = r(1600.0, 100.0);
        let after = before.after(&[]);
        assert_eq!(after.rating, 1600.0);
        assert!(after.deviation > 100.0);
        assert_eq!(Rating::default().after(&[]).deviation, 350.0);
    }
}
