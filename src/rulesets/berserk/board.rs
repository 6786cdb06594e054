//! The board: 5 columns × 6 rows, each squad placed in its own three rows; adjacency
//! (diagonals included) for strikes and the cells a creature can reach by moving
//! orthogonally through free cells [B-TURN-2].

use crate::core::ReadError;
use super::cards::{Catalogue, Feature, Squad};
use super::events::Cell;
use super::game::{BerserkGame, Creature};

/// Board size: 5 columns × 6 rows.
pub const COLUMNS: u8 = 5;
pub const ROWS: u8 = 6;

/// Two different cells touching, diagonals included.
pub fn adjacent(a: Cell, b: Cell) -> bool {
    a != b && a[0].abs_diff(b[0]) <= 1 && a[1].abs_diff(b[1]) <= 1
}

/// A squad's own-rows cell on the board for `owner` (player 1's rows are mirrored).
pub fn board_cell(owner: u8, cell: [u8; 2]) -> Cell {
    if owner == 0 {
        cell
    } else {
        [cell[0], ROWS - 1 - cell[1].min(ROWS - 1)]
    }
}

/// The creatures of two squads in their own rows, uids in squad order.
pub(crate) fn place_squads(cat: &Catalogue, squads: [&Squad; 2]) -> Result<Vec<Creature>, ReadError> {
    let mut creatures = Vec::new();
    for (owner, squad) in squads.iter().enumerate() {
        for (i, slot) in squad.creatures.iter().enumerate() {
            let def = cat.require(&slot.card, &format!("squads[{owner}].creatures[{i}].card"))?;
            if slot.cell[0] >= COLUMNS || slot.cell[1] > 2 {
                return Err(ReadError::at(&format!("squads[{owner}].creatures[{i}].cell"), "outside the squad's own rows"));
            }
            let cell = board_cell(owner as u8, slot.cell);
            if creatures.iter().any(|c: &Creature| c.cell == cell) {
                return Err(ReadError::at(&format!("squads[{owner}].creatures[{i}].cell"), "the cell is taken"));
            }
            creatures.push(Creature {
                uid: creatures.len() as u16,
                def,
                owner: owner as u8,
                cell,
                wounds: 0,
                closed: false,
                poison: 0,
                moved: false,
                luck_used: false,
                armour_used: 0,
                dead: false,
                hidden: cat.get(def).has(Feature::Ambush),
                gained: vec![],
            });
        }
    }
    Ok(creatures)
}

impl BerserkGame {
    /// A living creature stands on `cell`.
    pub(crate) fn occupied(&self, cell: Cell) -> bool {
        self.alive().any(|c| c.cell == cell)
    }

    /// Cells `uid` can reach this turn: up to its movement orthogonally through free cells
    /// [B-TURN-2], sorted by row then column; each with its path.
    pub fn reachable(&self, uid: u16) -> Vec<(Cell, Vec<Cell>)> {
        let c = self.cr(uid);
        let range = self.def_of(uid).movement;
        let mut seen: Vec<(Cell, Vec<Cell>)> = vec![(c.cell, vec![])];
        let mut frontier = vec![c.cell];
        for _ in 0..range {
            let mut next = vec![];
            for cell in frontier {
                let path = seen
                    .iter()
                    .find(|(s, _)| *s == cell)
                    .map(|(_, p)| p.clone())
                    .unwrap_or_default();
                let [col, row] = cell;
                let steps = [
                    (col.checked_sub(1), Some(row)),
                    (Some(col + 1), Some(row)),
                    (Some(col), row.checked_sub(1)),
                    (Some(col), Some(row + 1)),
                ];
                for step in steps {
                    if let (Some(nc), Some(nr)) = step {
                        let to = [nc, nr];
                        if nc < COLUMNS && nr < ROWS && !self.occupied(to) && !seen.iter().any(|(s, _)| *s == to) {
                            let mut p = path.clone();
                            p.push(to);
                            seen.push((to, p));
                            next.push(to);
                        }
                    }
                }
            }
            frontier = next;
        }
        let mut out: Vec<(Cell, Vec<Cell>)> = seen.into_iter().skip(1).collect();
        crate::core::small_sort::sort_by_key(&mut out, |(cell, _)| (cell[1], cell[0]));
        out
    }

    /// The path by which `uid` reaches `to` this turn, if it can.
    pub(crate) fn path_to(&self, uid: u16, to: Cell) -> Option<Vec<Cell>> {
        self.reachable(uid).into_iter().find(|(c, _)| *c == to).map(|(_, p)| p)
    }
}
