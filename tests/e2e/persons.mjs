// A person at each game page, as the end-to-end tests play them: each page's address, save key,
// how to make a game like its own in Node, the decisions a person takes and how (always a legal
// click of the decision panel), and the parts of the board that show the whole state.

/** Each page: its address, save key, how to make a game like its own in Node, the decisions a person takes and how, and the parts of the board that show the whole state. */
export const pages = {
  eredan: {
    path: "/?speed=0",
    key: "arbiter-save-eredan",
    config: { ruleset: "eredan" },
    settings: { mode: "computer", difficulty: "hard" },
    human: ["fighters", "play", "discard"],
    board: "#board .side",
    async act(page, kind) {
      if (kind === "fighters") {
        if ((await page.locator("#decision [data-opponent]").count()) === 0) await page.locator("#decision [data-own]").first().click();
        return page.locator("#decision [data-opponent]").first().click();
      }
      if (kind === "play") return page.click('[data-action="play-nothing"]');
      return discard(page);
    },
  },
  berserk: {
    path: "/berserk.html?game=skirmish&speed=0",
    key: "arbiter-save-berserk",
    config: { ruleset: "berserk" },
    // As saved before the difficulty was: resumes at the page's default.
    settings: { mode: "computer" },
    human: ["main", "priority", "exchange"],
    board: "#board .bz-grid",
    async act(page) {
      for (const type of ["strike", "move", "exchange", "pass"]) {
        const b = page.locator(`#decision button[data-type="${type}"]`);
        if ((await b.count()) > 0) return b.first().click();
      }
      return page.locator("#decision button[data-type]").first().click();
    },
  },
  yummell: {
    path: "/yummell.html?speed=0&lang=en",
    key: "arbiter-save-yummell",
    config: { ruleset: "yummell", players: 4 },
    settings: { kinds: ["human", "computer", "computer", "computer"], difficulty: "easy" },
    human: ["window", "movement", "challenge", "discard"],
    board: "#board .y-path, #board .y-seats",
    async act(page, kind) {
      if (kind === "window") return page.click('#decision button[data-type="continue"]');
      if (kind === "discard") return discard(page);
      const moves = page.locator('#decision button[data-type="move"]');
      return ((await moves.count()) > 0 ? moves : page.locator("#decision button[data-choice]")).first().click();
    },
  },
};

/** Ticks boxes until the discard may be confirmed, then confirms. */
export async function discard(page) {
  const ok = page.locator('[data-action="confirm"]');
  const boxes = page.locator('#decision input[type="checkbox"]');
  for (let i = 0; (await ok.isDisabled()) && i < (await boxes.count()); i++) await boxes.nth(i).check();
  return ok.click();
}
