//! [Y-WIN] The first character to reach the finish wins; nothing can be chosen afterwards.

use super::events::EventKind;
use super::game::{Step, YummellGame};
use super::rules::Y_WIN;
use super::refusals::Refused;

impl YummellGame {
    /// [Y-WIN] Choices are refused once the race is won.
    pub(crate) fn check_race_goes_on(&self) -> Result<(), Refused<'static>> {
        if self.winner.is_some() {
            return Err(Refused::RaceOver);
        }
        Ok(())
    }

    /// Puts `player` on square `to` and records `event` (the move, by `rule`); reaching the
    /// finish wins [Y-WIN].
    pub(crate) fn place(&mut self, player: u8, to: u8, rule: &'static str, event: EventKind) {
        self.players[usize::from(player)].square = to;
        self.emit(rule, event);
        if to >= self.cat.finish() {
            self.win(player);
        }
    }

    /// [Y-WIN] `player` has reached the finish: the race is over.
    fn win(&mut self, player: u8) {
        if self.winner.is_some() {
            return;
        }
        self.winner = Some(player);
        self.step = Step::Over;
        let character = self.cat.characters[usize::from(self.players[usize::from(player)].character)]
            .id
            .clone();
        self.emit(
            Y_WIN,
            EventKind::GameOver {
                winner: player,
                character,
            },
        );
    }
}
