// End-to-end tests of the log's groups: a Berserk attack and an Eredan turn are each one entry of
// the log, a button whose one-line summary is composed from the group's events (checked against
// the engine's events for the same game, replayed here in Node), that opens to every event of the
// group and folds again (by mouse and keyboard); the group being played is open, a finished one
// folded, and stepping back into a folded group opens it; dice are drawn as dice; axe-core clean
// at 1280 and 360 px. The entries one attack and one turn take, before and after, go to
// target/e2e/log-groups.json.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { Game, cards } from "../../pkg/node.js";
import { start, shot, out, savedLog, accessible, openSettings } from "./harness.mjs";
import { pages } from "./persons.mjs";

let env, open, problems;
const measured = {};

before(async () => {
  env = await start();
  ({ open, problems } = env);
});

after(async () => {
  writeFileSync(new URL("log-groups.json", out), JSON.stringify(measured, null, 2));
  await env?.stop();
});

const decision = (page) => page.locator("#decision").getAttribute("data-decision");

/** Every event of the game of `log`, in order, as the engine gives them. */
function eventsOf(log) {
  const game = Game.fromLog({ ...log, choices: [] });
  try {
    const events = [...game.opening().events];
    for (const choice of log.choices) events.push(...game.step(choice).events);
    return events;
  } finally {
    game.free();
  }
}

/** The English name of each card of `ruleset`. */
const namesOf = (ruleset) => new Map(cards(ruleset).map((c) => [c.id, typeof c.name === "string" ? c.name : c.name.en]));

/** Waits until a person is asked one of `kinds` (or the game is over); returns the decision's kind. */
async function person(page, kinds) {
  await page.waitForFunction((kinds) => [...kinds, "over"].includes(document.querySelector("#decision").dataset.decision), kinds, { timeout: 60_000 });
  return decision(page);
}

/** The group entry `group` of the page: its button's state, its summary, its dice, its lines' seqs and whether they show. */
function readGroup(group) {
  return group.evaluate((li) => ({
    expanded: li.querySelector(".group-head").getAttribute("aria-expanded"),
    summary: li.querySelector(".summary").textContent.replaceAll("\u00a0", " "),
    dice: [...li.querySelectorAll(".summary svg.die")].map((d) => ({ value: Number(d.dataset.value), label: d.getAttribute("aria-label") })),
    seqs: [...li.querySelectorAll("li[data-seqs]")].flatMap((l) => l.dataset.seqs.split(" ").map(Number)),
    lines: li.querySelectorAll("li[data-seqs]").length,
    visible: [...li.querySelectorAll("li[data-seqs]")].filter((l) => l.checkVisibility()).length,
  }));
}

/** The events of the engine from `first` (a kind) to the next `last`, from the seq `from` on. */
function span(events, from, first, last) {
  const i = events.findIndex((e) => e.seq >= from && e.kind === first);
  const j = events.findIndex((e, k) => k > i && e.kind === last);
  assert.ok(i >= 0 && j > i, `the engine's events hold a ${first} … ${last}`);
  return events.slice(i, j + 1);
}

/** Opens and folds `group` with the mouse and the keyboard, checking its lines show only when open. */
async function openAndFold(page, group, what) {
  const head = group.locator(".group-head");
  const before = await readGroup(group);
  await head.click();
  let now = await readGroup(group);
  assert.equal(now.expanded, "true", `${what}: a click opens the entry`);
  assert.equal(now.visible, now.lines, `${what}: opened, every line of the group shows`);
  await page.screenshot({ path: shot(`${what}-opened`) });
  await page.locator(".log-box").screenshot({ path: shot(`${what}-opened-log`) });
  await head.focus();
  await page.keyboard.press("Enter");
  now = await readGroup(group);
  assert.equal(now.expanded, "false", `${what}: Enter folds it`);
  assert.equal(now.visible, 0, `${what}: folded, no line of the group shows`);
  await page.keyboard.press("Space");
  assert.equal((await readGroup(group)).expanded, "true", `${what}: Space opens it`);
  await page.keyboard.press("Space");
  assert.equal((await readGroup(group)).expanded, "false");
  return before;
}

/** On a phone the log is a drawer: opened before reading the log, closed before playing, as a person does. */
async function logDrawer(page, open) {
  const toggle = page.locator("#open-log");
  if (!(await toggle.isVisible())) return;
  const isOpen = (await toggle.getAttribute("aria-expanded")) === "true";
  if (open && !isOpen) await toggle.click();
  if (!open && isOpen) await page.click("#close-log");
}

for (const [width, height] of [[1280, 900], [360, 740]]) {
  test(`Berserk at ${width} px: an attack is one entry, summed up from its events (attacker, target, dice, strikes, wounds), opened to all of them; stepping back into it opens it`, async () => {
    const page = await open("/berserk.html?game=skirmish&speed=0&seed=1", { width, height });
    await person(page, ["main"]);
    const strike = JSON.parse(await page.locator('#decision button[data-type="strike"]').first().getAttribute("data-choice"));
    await page.click(`#board [data-uid="${strike.attacker}"]`);
    await page.click(`#board [data-uid="${strike.target}"]`);
    const group = page.locator('#log li.log-group[data-group="attack"]').first();
    // The attack under way: its entry is open, its summary names the fighters.
    await page.waitForSelector('#log li.log-group[data-group="attack"]:not(.upcoming)', { state: "attached" });
    const ended = () => group.locator('li[data-kind="attack_ended"]').count();
    for (let i = 0; (await ended()) === 0 && i < 50; i++) {
      const kind = await person(page, ["main", "priority", "exchange"]);
      if ((await ended()) > 0 || kind === "over") break;
      if (kind === "priority" || kind === "exchange") {
        const open_ = await readGroup(group);
        assert.equal(open_.expanded, "true", "the attack being played is open");
        await pages.berserk.act(page);
      }
    }
    await person(page, ["main", "priority", "exchange"]);
    const events = eventsOf(await savedLog(page, "arbiter-save-berserk"));
    const attack = span(events, 0, "attack_declared", "attack_ended");
    const names = namesOf("berserk");
    const name = (c) => `${names.get(c.card)} #${c.uid}`;
    await logDrawer(page, true);
    const folded = await readGroup(group);
    assert.equal(folded.expanded, "false", "the attack over, its entry is folded");
    assert.equal(folded.visible, 0);
    assert.deepStrictEqual(folded.seqs, attack.map((e) => e.seq), "the entry holds every event of the attack, from its declaration to its end, in order");
    const fixed = attack.findLast((e) => e.kind === "target_fixed") ?? attack[0];
    assert.ok(folded.summary.startsWith(`${name(fixed.attacker)} → ${name(fixed.target)}`), `the summary names the attacker and the target: ${folded.summary}`);
    const rolled = {};
    for (const e of attack) if (e.kind === "die_rolled" || e.kind === "die_rerolled") rolled[e.role] = e.value;
    const dice = ["attacker", "defender"].filter((r) => r in rolled).map((r) => ({ value: rolled[r], label: `rolled ${rolled[r]}` }));
    assert.ok(dice.length > 0, "the attack rolled dice");
    assert.deepStrictEqual(folded.dice, dice, "the summary draws each fighter's die, with its text alternative");
    for (const e of attack.filter((e) => e.kind === "strike_calculated")) assert.ok(folded.summary.includes(`${e.strength} strike ${e.value}`), `the summary gives the strike: ${folded.summary}`);
    const wounds = attack.filter((e) => e.kind === "wounded");
    for (const e of wounds) assert.ok(folded.summary.includes(e.wounds === 1 ? "1 wound" : `${e.wounds} wounds`), `the summary gives the wounds: ${folded.summary}`);
    if (!wounds.length) assert.doesNotMatch(folded.summary, /wound/);
    assert.doesNotMatch(folded.summary, /pass/i, "passes stay inside the entry");
    // Each die of the attack's lines is drawn too.
    const lineDice = await group.locator('li[data-kind="die_rolled"] svg.die').evaluateAll((ds) => ds.map((d) => d.getAttribute("aria-label")));
    assert.deepStrictEqual(lineDice, attack.filter((e) => e.kind === "die_rolled").map((e) => `rolled ${e.value}`), "each die roll's line draws its die");
    measured.berserk = { seed: 1, attack: { events: attack.length, linesBefore: folded.lines, entriesAfter: 1 } };
    await page.screenshot({ path: shot(`log-groups-berserk-${width}-folded`) });
    await page.locator(".log-box").screenshot({ path: shot(`log-groups-berserk-${width}-folded-log`) });
    await accessible(page, `Berserk ${width} px: the attack folded`);
    await openAndFold(page, group, `log-groups-berserk-${width}`);
    await group.locator(".group-head").click();
    await accessible(page, `Berserk ${width} px: the attack opened`);
    await group.locator(".group-head").click();
    // Stepping back into the folded attack opens it, with its current line shown; forward to the end folds it.
    await logDrawer(page, false);
    const back = page.locator('#controls button[aria-label="Step back"]');
    const inside = () => group.locator('li.current:not([data-kind="attack_ended"])').count();
    for (let i = 0; i < 40 && (await inside()) === 0; i++) await back.click();
    const stepped = await readGroup(group);
    assert.equal(stepped.expanded, "true", "stepping back into the attack opens its entry");
    await logDrawer(page, true);
    assert.ok(await group.locator("li.current").isVisible(), "the current line shows");
    await logDrawer(page, false);
    await page.locator('#controls button[aria-label="Skip to the end"]').click();
    assert.equal((await readGroup(group)).expanded, "false", "at the end again, the attack folds");
    // In Russian, the summary speaks Russian, its dice say so too.
    await openSettings(page);
    await page.selectOption("#lang", "ru");
    await page.keyboard.press("Escape");
    await logDrawer(page, true);
    const ru = await readGroup(group);
    assert.match(ru.summary, /удар/, `the summary in Russian: ${ru.summary}`);
    assert.deepStrictEqual(ru.dice.map((d) => d.label), dice.map((d) => `выпало ${d.value}`));
    await page.locator(".log-box").screenshot({ path: shot(`log-groups-berserk-${width}-ru-log`) });
    assert.deepStrictEqual(problems, []);
    await page.close();
  });
}

/** An Eredan person who plays a card when they can (else as `pages.eredan` plays). */
async function playACard(page, kind) {
  const card = page.locator("#decision [data-card]:not([disabled])");
  if (kind !== "play" || (await card.count()) === 0) return pages.eredan.act(page, kind);
  await card.first().click();
  const second = page.locator("#decision [data-second]");
  if ((await second.count()) > 0) return second.first().click();
  return page.click('[data-action="play-one"]');
}

test("Eredan: a turn is one entry, summed up from its events (whose turn, the fighters, the cards played, the clash, the PV lost), opened to all of them", async () => {
  const page = await open("/?speed=0&seed=1");
  const group = page.locator('#log li.log-group[data-group="turn"]').first();
  const ended = () => group.locator('li[data-kind="turn_ended"]').count();
  for (let i = 0; (await ended()) === 0 && i < 40; i++) {
    const kind = await person(page, pages.eredan.human);
    if ((await ended()) > 0 || kind === "over") break;
    await playACard(page, kind);
    await page.waitForTimeout(50);
  }
  await person(page, pages.eredan.human);
  const events = eventsOf(await savedLog(page, "arbiter-save-eredan"));
  const turn = span(events, 0, "turn_started", "turn_ended");
  assert.ok(turn.some((e) => e.kind === "card_played"), "a card was played in the turn");
  const names = namesOf("eredan");
  const g = await readGroup(group);
  assert.deepStrictEqual(g.seqs, turn.map((e) => e.seq), "the entry holds every event of the turn, in order");
  assert.equal(g.expanded, "false", "the turn over, its entry is folded");
  const started = turn[0];
  assert.ok(g.summary.startsWith(`Turn ${started.turn} · `) && g.summary.includes(`(Player ${started.active})`), `the summary names the turn and its player: ${g.summary}`);
  const fighters = turn.find((e) => e.kind === "fighters_chosen");
  if (fighters) assert.ok(g.summary.includes(`${names.get(fighters.active.card)} vs ${names.get(fighters.passive.card)}`), `the summary names the fighters: ${g.summary}`);
  for (const e of turn.filter((e) => e.kind === "card_played")) assert.ok(g.summary.includes(names.get(e.card)), `the summary names each card played: ${g.summary}`);
  for (const e of turn.filter((e) => e.kind === "damaged" && e.harm === "physical")) assert.ok(g.summary.includes(`${names.get(e.source)} deals ${e.amount}`), `the summary gives the clash: ${g.summary}`);
  const lost = new Map();
  for (const e of turn.filter((e) => e.kind === "damaged" || e.kind === "lost_life")) lost.set(e.target.card, (lost.get(e.target.card) ?? 0) + e.amount);
  for (const [card, pv] of lost) if (pv > 0) assert.ok(g.summary.includes(`${names.get(card)} ${pv}`), `the summary gives the PV lost: ${g.summary}`);
  measured.eredan = { seed: 1, turn: { events: turn.length, linesBefore: g.lines, entriesAfter: 1 } };
  await page.screenshot({ path: shot("log-groups-eredan-folded") });
  await openAndFold(page, group, "log-groups-eredan");
  await accessible(page, "Eredan: a turn folded");
  assert.deepStrictEqual(problems, []);
  await page.close();
});

test("Yummell: a turn is one entry, summed up from its events (whose turn, the squares they went through)", async () => {
  const page = await open("/yummell.html?speed=0&lang=en&seed=1&seats=hc");
  const group = page.locator('#log li.log-group[data-group="turn"]').first();
  const ended = () => group.locator('li[data-kind="turn_ended"]').count();
  for (let i = 0; (await ended()) === 0 && i < 40; i++) {
    const kind = await person(page, pages.yummell.human);
    if ((await ended()) > 0 || kind === "over") break;
    await pages.yummell.act(page, kind);
    await page.waitForTimeout(50);
  }
  await person(page, pages.yummell.human);
  const events = eventsOf(await savedLog(page, "arbiter-save-yummell"));
  const turn = span(events, 0, "turn_started", "turn_ended");
  const g = await readGroup(group);
  assert.deepStrictEqual(g.seqs, turn.map((e) => e.seq), "the entry holds every event of the turn, in order");
  assert.ok(g.summary.startsWith(`Round ${turn[0].round} · `) && g.summary.includes(`Player ${turn[0].player}`), `the summary names the round and the player: ${g.summary}`);
  const moves = turn.filter((e) => ["moved", "advanced", "went_back"].includes(e.kind));
  if (moves.length) assert.ok(g.summary.includes(`square ${[moves[0].from, ...moves.map((e) => e.to)].join(" → ")}`), `the summary gives the squares: ${g.summary}`);
  await page.locator(".log-box").screenshot({ path: shot("log-groups-yummell-folded-log") });
  await openAndFold(page, group, "log-groups-yummell");
  await accessible(page, "Yummell: a turn folded");
  assert.deepStrictEqual(problems, []);
  await page.close();
});
