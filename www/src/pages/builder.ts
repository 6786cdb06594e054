// The scenario builder (builder.html): pick a ruleset, start from one of its examples (or a
// game's position, `builder.html#s=...`), change the position and the choices with pickers —
// the engine validates the scenario as you edit and its error is shown next to the control it
// names — and watch it resolve in the explainer. Then take it away: a share link, an iframe, a
// script tag with the scenario inside, the JSON, or a picture of one frame.
import { defineExplainer, registerRulesets } from "../shell/explainer";
import { RULESETS, rulesetOf } from "../rulesets/registry";
import { engineError, loadEngine, type Engine, type EngineError } from "../shell/engine";
import { $, button, el } from "../shell/dom";
import { pickLang } from "../shell/ruleset";
import type { Lang } from "../shell/strings";
import { addressOptions, decodeScenario, encodeScenario } from "../shell/share";
import { Form, type Obj } from "../builder/form";
import { pickLists, type BuilderPart, type Names, type RulesetId } from "../builder/positions";
import type { CardEntry } from "../builder/berserk-cards";
import { showOutputs, type Resolved } from "../builder/outputs";
import { BUILDER, type BuilderStrings } from "../builder/strings";

registerRulesets();
defineExplainer();

/** Each ruleset's examples (www/examples/ and the tests' scenarios, listed at build time), the first the default. */
const EXAMPLES: Readonly<Record<string, readonly string[]>> = __EXAMPLES__;
const isRuleset = (r: unknown): r is RulesetId => typeof r === "string" && rulesetOf(r) !== undefined;
/** The ruleset the page opens with: the site's first. */
const FIRST: RulesetId = RULESETS[0].id;
/** The languages of `r`'s names, text and narration, its default first. */
const langsOf = (r: RulesetId) => rulesetOf(r)?.langs ?? RULESETS[0].langs;

const rulesetSel = $<HTMLSelectElement>("#ruleset");
const exampleSel = $<HTMLSelectElement>("#example");
const langSel = $<HTMLSelectElement>("#lang");
/** Every language of the menu; it offers those the ruleset narrates. */
const allLangs = [...langSel.options];
const formRoot = $<HTMLFormElement>("#form");
const status = $("#status");
const jsonArea = $<HTMLTextAreaElement>("#json");
const preview = $("#preview");
const outputs = $("#outputs");

const params = addressOptions();
let lang: Lang = pickLang(["en", "fr", "ru", "it"], params.get("lang") ?? navigator.language?.slice(0, 2));
let ruleset: RulesetId = FIRST;
let engine: Engine | null = null;
/** The ruleset's part of the builder (its names, form, picture): www/src/rulesets/<id>/builder.ts. */
let part: BuilderPart | null = null;
let names: Names = {};
/** The engine's cards with their data and text, for a form that shows their faces (Berserk's printed cards and the engine's own), in the page's language. */
let catalogue: readonly CardEntry[] = [];
let model: Obj = {};
/** Bumped at every load, so a slow load does not overwrite a newer one. */
let generation = 0;
let timer: ReturnType<typeof setTimeout> | null = null;
/** Counts the engine's checks, so outputs made for an older one are not called ready. */
let checks = 0;
const w = (): BuilderStrings => BUILDER[lang];

/** Draws the form from the model; the control that had the focus keeps it. */
function render() {
  if (!engine || !part) return;
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement.dataset.key : undefined;
  const form = new Form(model, w(), changed);
  // A scenario's own cards are picked by name like the engine's.
  const shown: Names = part.shown?.(names, model, lang) ?? names;
  const lists = pickLists(formRoot, ruleset, shown);
  const datalists = [...formRoot.querySelectorAll("datalist")];
  formRoot.replaceChildren(...datalists, ...part.form(form, lists, shown, { cards: catalogue, lang }));
  if (focused) formRoot.querySelector<HTMLElement>(`[data-key="${CSS.escape(focused)}"]`)?.focus();
}

/** After an edit: the JSON follows the form, the form is redrawn if its shape changed, and the engine checks it soon. */
function changed(rebuild: boolean) {
  part?.normalize?.(model);
  if (document.activeElement !== jsonArea) jsonArea.value = JSON.stringify(model, null, 2);
  if (rebuild) setTimeout(render, 0);
  schedule();
}

function schedule(text?: string) {
  status.dataset.state = "pending";
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => validate(text), 250);
}

/** Clears the error marks of the last check. */
function clearErrors() {
  for (const e of document.querySelectorAll(".field-error, .fixes")) e.remove();
  for (const c of document.querySelectorAll<HTMLElement>("[aria-invalid]")) {
    c.removeAttribute("aria-invalid");
    const rest = (c.getAttribute("aria-describedby") ?? "").split(" ").filter((id) => id && id !== "field-error" && id !== "json-error");
    if (rest.length) c.setAttribute("aria-describedby", rest.join(" "));
    else c.removeAttribute("aria-describedby");
  }
  for (const e of document.querySelectorAll(".invalid")) e.classList.remove("invalid");
}

/** The path of an error's field within the scenario: the engine roots it at the argument's name (`scenario.players[0]`); the form's and the JSON's are the scenario's own. */
function inScenario(field: string | undefined): string {
  return (field ?? "").replace(/^scenario(\.|(?=\[)|$)/, "");
}

/** The control the error's field path names, or the nearest one around it (`choices[2]` for `choices[2].card`). */
function controlFor(field: string | undefined): { wrap: HTMLElement; control: HTMLElement } | null {
  let f = inScenario(field);
  while (f) {
    const wrap = formRoot.querySelector<HTMLElement>(`[data-field="${CSS.escape(f)}"]`);
    const control = wrap?.matches("input, select, textarea") ? wrap : wrap?.querySelector<HTMLElement>("input, select, textarea, button");
    if (wrap && control) return { wrap, control };
    const up = f.replace(/(\.[^.[\]]+|\[\d+\])$/, "");
    if (up === f) break;
    f = up;
  }
  return null;
}

/** The word the engine refused in `message` and the ones it suggests instead (its " — did you mean "x"?"), or null. */
function suggestion(message: string): { wrong: string; words: string[] } | null {
  const at = message.indexOf(" — did you mean ");
  if (at < 0) return null;
  const wrong = /"([^"]*)"/.exec(message.slice(0, at))?.[1];
  const asked = message.slice(at, message.indexOf("?", at));
  const words = [...asked.matchAll(/"([^"]*)"/g)].map((m) => m[1]);
  return wrong === undefined || words.length === 0 ? null : { wrong, words };
}

/** Puts `word` for `wrong` at the field path `field` of `obj`: the value there, or the name of the field it is (an unknown field). Says whether it could. */
function putSuggestion(obj: Obj, field: string, wrong: string, word: string): boolean {
  const path = [...field.matchAll(/[^.[\]]+/g)].map((m) => m[0]);
  const key = path.pop();
  let at: unknown = obj;
  for (const k of path) at = at !== null && typeof at === "object" ? (at as Record<string, unknown>)[k] : undefined;
  if (key === undefined || at === null || typeof at !== "object") return false;
  const parent = at as Record<string, unknown>;
  if (parent[key] === wrong) {
    parent[key] = word;
    return true;
  }
  if (key !== wrong || !(key in parent) || Array.isArray(parent)) return false;
  // A field of an unknown name: renamed where it stands, the others kept in their order.
  const entries = Object.entries(parent).map(([k, v]) => [k === wrong ? word : k, v] as const);
  for (const k of Object.keys(parent)) delete parent[k];
  Object.assign(parent, Object.fromEntries(entries));
  return true;
}

/**
 * The buttons that apply the engine's "did you mean" to the scenario — the JSON typed (`fromJson`)
 * or the form's — each one click: the JSON box and the form take it and the engine checks it again.
 */
function fixesFor(err: EngineError, fromJson: boolean): HTMLButtonElement[] {
  const s = suggestion(err.message);
  if (!s || !err.field) return [];
  let source: Obj;
  try {
    source = fromJson ? (JSON.parse(jsonArea.value) as Obj) : (structuredClone(model) as Obj);
  } catch {
    return [];
  }
  const field = inScenario(err.field);
  return s.words.flatMap((word) => {
    const fixed = structuredClone(source) as Obj;
    if (!putSuggestion(fixed, field, s.wrong, word)) return [];
    return [
      button(`${w().useSuggestion} “${word}”`, { "data-action": "apply-suggestion", "data-suggestion": word }, () => {
        model = fixed;
        part?.normalize?.(model);
        jsonArea.value = JSON.stringify(model, null, 2);
        render();
        validate(fromJson ? jsonArea.value : undefined);
      }),
    ];
  });
}

/** `buttons` in a line of their own (none: nothing). */
function fixLine(buttons: HTMLButtonElement[]): HTMLElement[] {
  if (!buttons.length) return [];
  const line = el("p", "fixes");
  line.append(...buttons);
  return [line];
}

/**
 * Shows the engine's error in the status line, next to the control it names, and — for text
 * typed in the JSON box — beside that box too, where the person typing looks; a "did you mean"
 * comes with the buttons that apply it.
 */
function showError(err: EngineError, fromJson: boolean) {
  const words = w();
  const found = controlFor(err.field);
  const at = found && !(fromJson && found.control === jsonArea) ? found : null;
  const title = el("strong", undefined, words.invalid);
  const message = el("p", "error-message", err.message);
  status.replaceChildren(title, message, ...fixLine(fixesFor(err, fromJson)));
  if (err.kind) status.dataset.kind = err.kind;
  if (err.rule) status.dataset.rule = err.rule;
  if (err.field) status.dataset.errorField = err.field;
  if (fromJson) {
    const note = el("p", "field-error", err.message);
    note.id = "json-error";
    jsonArea.before(note, ...fixLine(fixesFor(err, fromJson)));
    jsonArea.parentElement?.classList.add("invalid");
    jsonArea.setAttribute("aria-invalid", "true");
    jsonArea.setAttribute("aria-describedby", [jsonArea.getAttribute("aria-describedby"), "json-error"].filter(Boolean).join(" "));
  }
  if (!at) return;
  const note = el("p", "field-error", err.message);
  note.id = "field-error";
  at.wrap.classList.add("invalid");
  at.wrap.append(note, ...(fromJson ? [] : fixLine(fixesFor(err, fromJson))));
  at.control.setAttribute("aria-invalid", "true");
  at.control.setAttribute("aria-describedby", [at.control.getAttribute("aria-describedby"), "field-error"].filter(Boolean).join(" "));
  const details = at.control.closest("details");
  if (details && !fromJson) details.open = true;
  status.append(button(words.goToControl, { "data-action": "go-to-error" }, () => at.control.focus()));
}

/** The line under a preview whose board has cells to pick (one, kept up to date). */
function pickHint(): HTMLElement {
  const hint = preview.parentElement?.querySelector<HTMLElement>(".pick-hint") ?? el("p", "pick-hint");
  hint.textContent = w().pickCell;
  return hint;
}

/** The cell menu last focused (a creature's cell, a move's destination): a click on a cell of the preview's board chooses that cell in it. */
let cellMenu: HTMLSelectElement | null = null;
formRoot.addEventListener("focusin", (e) => {
  if (e.target instanceof HTMLSelectElement && e.target.dataset.cells !== undefined) cellMenu = e.target;
});
preview.addEventListener("click", (e) => {
  const cell = e.composedPath().find((n): n is HTMLElement => n instanceof HTMLElement && n.dataset.cell !== undefined);
  const menu = cellMenu;
  if (!cell || !menu?.isConnected) return;
  const json = JSON.stringify((cell.dataset.cell ?? "").split(",").map(Number));
  const at = [...menu.options].findIndex((o) => o.dataset.json === json);
  if (at < 0) return;
  menu.selectedIndex = at;
  menu.dispatchEvent(new Event("change", { bubbles: true }));
  menu.focus({ preventScroll: true });
});

/** Says above the preview that it is not the JSON's (the JSON changed, and the engine has not accepted it yet), or takes that back. */
function previewStale(stale: boolean) {
  preview.dataset.state = stale ? "stale" : "current";
  preview.parentElement?.querySelector(".preview-stale")?.remove();
  if (!stale || !preview.firstChild) return;
  const note = el("p", "stale-note preview-stale", w().previewStale);
  note.setAttribute("role", "status");
  preview.before(note);
}

/** Has the engine resolve the scenario: valid, the preview and the outputs follow it; refused, its error is shown where it points. */
function validate(typed?: string) {
  if (!engine) return;
  const fromJson = typed !== undefined;
  const text = typed ?? JSON.stringify(model, null, 2);
  clearErrors();
  for (const k of ["kind", "rule", "errorField"]) delete status.dataset[k];
  let result: Resolved;
  try {
    result = engine.explainScenario(text);
  } catch (e) {
    status.dataset.state = "invalid";
    showError(engineError(e), fromJson);
    outputs.classList.add("stale");
    outputs.dataset.state = "stale";
    checks++;
    if (!outputs.querySelector(".stale-note")) outputs.prepend(el("p", "stale-note", w().stale));
    previewStale(true);
    return;
  }
  status.dataset.state = "valid";
  status.replaceChildren(el("strong", undefined, `${w().valid}: ${result.events.length} ${w().steps}`));
  outputs.classList.remove("stale");
  const ex = document.createElement("arbiter-explainer") as HTMLElement & { scenario: string };
  ex.setAttribute("lang", pickLang(langsOf(ruleset), lang));
  ex.setAttribute("speed", "450");
  ex.scenario = text;
  preview.replaceChildren(ex);
  if (formRoot.querySelector("select[data-cells]")) preview.after(pickHint());
  else preview.parentElement?.querySelector(".pick-hint")?.remove();
  previewStale(false);
  // The address keeps the scenario: a reload, or the link of this page, opens it again.
  void encodeScenario(text).then((s) => history.replaceState(null, "", `?ruleset=${ruleset}&lang=${lang}#s=${s}`));
  // The outputs are made asynchronously (the link is compressed): `data-state` says when they are this scenario's.
  const check = ++checks;
  outputs.dataset.state = "pending";
  if (!part) return;
  void showOutputs(outputs, { ruleset, part, text, result, names, engine, lang, narration: pickLang(langsOf(ruleset), lang), w: w() }).then(() => {
    if (check === checks) outputs.dataset.state = "ready";
  });
}


/** Loads `ruleset`'s engine and names, and the scenario `text` (else its example `example`, else its first). */
async function load(r: RulesetId, o: { text?: string; example?: string } = {}) {
  const { text } = o;
  const gen = ++generation;
  ruleset = r;
  rulesetSel.value = r;
  // The menu offers the ruleset's languages only; a language it does not narrate gives way to its default, shown.
  langSel.replaceChildren(...allLangs.filter((o) => (langsOf(r) as readonly string[]).includes(o.value)));
  label(pickLang(langsOf(r), lang));
  exampleSel.replaceChildren(...(EXAMPLES[r] ?? []).map((x) => Object.assign(document.createElement("option"), { value: x, textContent: x })));
  if (o.example && EXAMPLES[r]?.includes(o.example)) exampleSel.value = o.example;
  if (text !== undefined) exampleSel.prepend(Object.assign(document.createElement("option"), { value: "", textContent: w().exported, selected: true }));
  const [loaded, loadedPart] = await Promise.all([loadEngine(r), (rulesetOf(r) ?? RULESETS[0]).builder()]);
  const body = text ?? (await (await fetch(`examples/${exampleSel.value}.json`)).text());
  if (gen !== generation) return;
  engine = loaded;
  part = loadedPart;
  names = part.names(loaded, lang);
  catalogue = part.cards?.(loaded, lang) ?? [];
  try {
    const parsed: unknown = JSON.parse(body);
    model = parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Obj) : { ruleset: r };
  } catch {
    model = { ruleset: r };
  }
  model.ruleset = r;
  jsonArea.value = JSON.stringify(model, null, 2);
  render();
  validate();
}

/** Speaks `l`: the menu shows it, the page's words are in it. */
function label(l: Lang) {
  lang = l;
  langSel.value = l;
  document.documentElement.lang = l;
  for (const e of document.querySelectorAll<HTMLElement>("[data-b]")) {
    const text = w()[e.dataset.b as keyof BuilderStrings];
    if (typeof text === "string") e.textContent = text;
  }
}

function setLang(l: Lang) {
  label(l);
  if (engine && part) {
    names = part.names(engine, l);
    catalogue = part.cards?.(engine, l) ?? [];
    render();
    validate();
  }
}

jsonArea.addEventListener("input", () => {
  try {
    const parsed: unknown = JSON.parse(jsonArea.value);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
      model = parsed as Obj;
      render();
    }
  } catch {
    // Not JSON (yet): the engine says where below.
  }
  previewStale(true);
  schedule(jsonArea.value);
});
rulesetSel.addEventListener("change", () => void load(isRuleset(rulesetSel.value) ? rulesetSel.value : FIRST));
exampleSel.addEventListener("change", () => {
  if (exampleSel.value) void load(ruleset, { example: exampleSel.value });
});
langSel.addEventListener("change", () => setLang(pickLang(langsOf(ruleset), langSel.value)));

setLang(lang);
const packed = params.get("s");
if (packed) {
  decodeScenario(packed).then(
    (text) => {
      let r: unknown;
      try {
        r = (JSON.parse(text) as { ruleset?: unknown }).ruleset;
      } catch {
        r = null;
      }
      void load(isRuleset(r) ? r : FIRST, { text });
    },
    () => void load(FIRST),
  );
} else {
  const asked = params.get("ruleset");
  void load(isRuleset(asked) ? asked : FIRST, { example: params.get("example") ?? undefined });
}
