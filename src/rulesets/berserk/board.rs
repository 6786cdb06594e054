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

/// Steps between two cells, diagonals counting one (the king's distance).
pub fn distance(a: Cell, b: Cell) -> u8 {
    a[0].abs_diff(b[0]).max(a[1].abs_diff(b[1]))
}

/// Two different cells touching, diagonals included.
pub fn adjacent(a: Cell, b: Cell) -> bool {
    distance(a, b) == 1
}

/// The two end cells of one row [B-GAME-10].
pub fn row_ends(a: Cell, b: Cell) -> bool {
    a[1] == b[1] && a[0].min(b[0]) == 0 && a[0].max(b[0]) == COLUMNS - 1
}

/// The cell opposite a creature of `owner` on `cell`: the next one in its column towards the
/// other side (player 0's squad faces the higher rows) [B-GAME-13].
pub fn opposite_cell(owner: u8, cell: Cell) -> Option<Cell> {
    let row = if owner == 0 { cell[1].checked_add(1).filter(|&r| r < ROWS) } else { cell[1].checked_sub(1) };
    Some([cell[0], row?])
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
            let uid = creatures.len() as u16;
            creatures.push(Creature::new(uid, def, owner as u8, cell, cat.get(def).has(Feature::Ambush)));
        }
    }
    Ok(creatures)
}

impl BerserkGame {
    /// Cells `uid` can reach this turn: up to its movement orthogonally through free cells
    /// [B-TURN-2], sorted by row then column; each with its path.
    pub fn reachable(&self, uid: u16) -> Vec<(Cell, Vec<Cell>)> {
        let reach = self.reach(uid);
        reach.cells().map(|cell| (cell, reach.path(cell).unwrap_or_default())).collect()
    }

    /// [B-TURN-2] What `uid` reaches this turn: a breadth-first search from its cell, up to
    /// its movement, orthogonally (left, right, up, down; diagonally too if its card says so
    /// [B-GAME-10]) through cells no living creature stands on; each cell remembers the one it
    /// was first reached from. A card's jump or teleport then reaches, in one bound, the free
    /// cells within its orthogonal steps (any for a teleport) not reached by walking.
    pub(crate) fn reach(&self, uid: u16) -> Reach {
        let c = self.cr(uid);
        // [B-GAME-13] A movement bonus gained for a while adds to its card's movement.
        let range = self.def_of(uid).movement.saturating_add(self.amount(uid, "movement_bonus"));
        let (diagonal, jump) = self.movement_kinds(uid);
        let row_ends = self.row_ends_adjacent(uid);
        let mut free = [true; CELLS];
        for other in self.alive().filter(|o| !o.flying) {
            if let Some(at) = place(other.cell) {
                free[at] = false;
            }
        }
        // [B-MARKER] A cell with a bonfire counts as taken.
        for m in &self.st.markers {
            if let Some(at) = m.cell.filter(|&cell| self.cell_blocked(cell)).and_then(place) {
                free[at] = false;
            }
        }
        let mut reach = Reach {
            start: c.cell,
            from: [UNREACHED; CELLS],
        };
        // Each cell queued with its place and how many steps it is from the start.
        let mut queue = [(c.cell, FROM_START, 0u8); CELLS + 1];
        let (mut head, mut tail) = (0, 1);
        while head < tail {
            let (cell, at, depth) = queue[head];
            head += 1;
            if depth >= range {
                continue;
            }
            let [col, row] = cell;
            let steps = [
                (col.checked_sub(1), Some(row)),
                (Some(col + 1), Some(row)),
                (Some(col), row.checked_sub(1)),
                (Some(col), Some(row + 1)),
                (col.checked_sub(1), row.checked_sub(1)),
                (Some(col + 1), row.checked_sub(1)),
                (col.checked_sub(1), Some(row + 1)),
                (Some(col + 1), Some(row + 1)),
            ];
            // [B-GAME-10] From one end cell of a row to the other, as a neighbour.
            let across = (row_ends && (col == 0 || col == COLUMNS - 1)).then_some((Some(COLUMNS - 1 - col), Some(row)));
            for step in steps.into_iter().take(if diagonal { 8 } else { 4 }).chain(across) {
                let (Some(nc), Some(nr)) = step else { continue };
                let to = [nc, nr];
                let Some(next) = place(to) else { continue };
                if free[next] && to != reach.start && reach.from[next] == UNREACHED && tail < queue.len() {
                    reach.from[next] = at;
                    queue[tail] = (to, next as u8, depth + 1);
                    tail += 1;
                }
            }
        }
        for (at, (open, from)) in free.iter().zip(reach.from.iter_mut()).enumerate() {
            let to = cell_at(at);
            let steps = to[0].abs_diff(c.cell[0]) + to[1].abs_diff(c.cell[1]);
            if *open && to != reach.start && *from == UNREACHED && steps <= jump {
                *from = FROM_START;
            }
        }
        reach
    }

    /// The path by which `uid` reaches `to` this turn, if it can.
    pub(crate) fn path_to(&self, uid: u16, to: Cell) -> Option<Vec<Cell>> {
        self.reach(uid).path(to)
    }
}

/// The board's cells, by row then column.
const CELLS: usize = COLUMNS as usize * ROWS as usize;

/// A cell's place in a list of the board's cells, if it is on the board.
fn place(cell: Cell) -> Option<usize> {
    let [col, row] = cell;
    (col < COLUMNS && row < ROWS).then(|| usize::from(row) * usize::from(COLUMNS) + usize::from(col))
}

/// The cell at a place of a list of the board's cells.
fn cell_at(place: usize) -> Cell {
    let columns = usize::from(COLUMNS);
    [(place % columns) as u8, (place / columns) as u8]
}

/// In `Reach::from`: a cell not reached.
const UNREACHED: u8 = u8::MAX;
/// In `Reach::from`: a cell reached from the creature's own cell.
const FROM_START: u8 = u8::MAX - 1;

/// The cells a creature reaches this turn, found by `BerserkGame::reach` [B-TURN-2].
pub(crate) struct Reach {
    /// The creature's own cell.
    start: Cell,
    /// For each cell (by its place), the place of the cell it was first reached from,
    /// `FROM_START` or `UNREACHED`.
    from: [u8; CELLS],
}

impl Reach {
    /// The cells reached, sorted by row then column.
    pub(crate) fn cells(&self) -> impl Iterator<Item = Cell> + '_ {
        (0..CELLS).filter(|&at| self.from[at] != UNREACHED).map(cell_at)
    }

    /// The path to `to` (each cell entered, `to` last), if it is reached.
    pub(crate) fn path(&self, to: Cell) -> Option<Vec<Cell>> {
        let mut at = place(to)?;
        let mut path = vec![to];
        loop {
            match self.from[at] {
                UNREACHED => return None,
                FROM_START => break,
                from => {
                    at = usize::from(from);
                    path.push(cell_at(at));
                }
            }
        }
        path.reverse();
        Some(path)
    }
}
