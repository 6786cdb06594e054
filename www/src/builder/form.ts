// The builder's controls, each bound to one field of the scenario being built (a plain JSON
// object): a number, a menu, a check box, a card picked by name (a datalist that shows names
// and sends ids), lists with add and remove. Each control's wrapper carries the field's path as
// the engine writes it in its errors (`data-field="players[0].characters[1].card"`), so an error
// can be shown next to the control it names. A control left at its default removes its field.
import { button, el } from "../shell/dom";
import type { BuilderStrings } from "./strings";

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Obj = { [key: string]: Json };
export type Path = readonly (string | number)[];

/** The path as the engine's errors write it: `players[0].hand[2]`. */
export const fieldName = (path: Path) => path.reduce<string>((s, k) => (typeof k === "number" ? `${s}[${k}]` : s ? `${s}.${k}` : k), "");

export function getAt(root: Json, path: Path): Json | undefined {
  let at: Json | undefined = root;
  for (const k of path) {
    if (at === null || typeof at !== "object") return undefined;
    at = Array.isArray(at) ? at[k as number] : at[k as string];
  }
  return at;
}

/** Sets the field at `path` (undefined removes it), making the objects and arrays on the way. */
export function setAt(root: Obj, path: Path, value: Json | undefined) {
  let at: Json = root;
  for (let i = 0; i < path.length - 1; i++) {
    const k = path[i];
    const box: Json = at;
    if (box === null || typeof box !== "object") return;
    let next: Json | undefined = Array.isArray(box) ? box[k as number] : box[k as string];
    if (next === null || typeof next !== "object") {
      next = typeof path[i + 1] === "number" ? [] : {};
      if (Array.isArray(box)) box[k as number] = next;
      else box[k as string] = next;
    }
    at = next;
  }
  const last = path[path.length - 1];
  if (Array.isArray(at)) {
    if (value === undefined) at.splice(last as number, 1);
    else at[last as number] = value;
  } else if (at !== null && typeof at === "object") {
    if (value === undefined) delete at[last as string];
    else at[last as string] = value;
  }
}

/** What a card picker offers: ids with their names, in one datalist of the page. */
export interface Picks {
  listId: string;
  names: ReadonlyMap<string, string>;
}

/** Adds (once) the datalist of `names` (id → name) to `host`; the picker sends the id, shows both. */
export function picks(host: HTMLElement, listId: string, names: ReadonlyMap<string, string>): Picks {
  let list = document.getElementById(listId);
  if (!list) {
    list = el("datalist");
    list.id = listId;
    host.append(list);
  }
  list.replaceChildren(...[...names].map(([id, name]) => Object.assign(document.createElement("option"), { value: id, label: name })));
  return { listId, names };
}

let uid = 0;
const nextId = () => `b-${++uid}`;

/**
 * The controls of one form, bound to `model`. `changed(rebuild)` is called after every edit:
 * `rebuild` when the form's shape changes (an item added or removed, a type changed), so the
 * page draws the form again from the model.
 */
export class Form {
  constructor(
    readonly model: Obj,
    readonly w: BuilderStrings,
    private changed: (rebuild: boolean) => void,
  ) {}

  get(path: Path): Json | undefined {
    return getAt(this.model, path);
  }

  set(path: Path, value: Json | undefined, rebuild = false) {
    setAt(this.model, path, value);
    this.changed(rebuild);
  }

  /** A labelled control, its wrapper naming the field. */
  private field(label: string, control: HTMLElement, path: Path, hint?: string): HTMLElement {
    const id = nextId();
    control.id = id;
    control.dataset.key = fieldName(path);
    const wrap = el("div", "field");
    wrap.dataset.field = fieldName(path);
    const l = el("label", undefined, label);
    l.htmlFor = id;
    wrap.append(l, control);
    if (hint) {
      const h = el("span", "hint", hint);
      h.id = `${id}-hint`;
      control.setAttribute("aria-describedby", h.id);
      wrap.append(h);
    }
    return wrap;
  }

  /** A whole number; empty removes the field (the engine's default, `placeholder`). */
  number(label: string, path: Path, o: { min?: number; max?: number; placeholder?: string; required?: boolean } = {}) {
    const input = el("input");
    input.type = "number";
    input.inputMode = "numeric";
    if (o.min !== undefined) input.min = String(o.min);
    if (o.max !== undefined) input.max = String(o.max);
    input.placeholder = o.placeholder ?? this.w.byDefault;
    const v = this.get(path);
    input.value = typeof v === "number" ? String(v) : "";
    input.addEventListener("input", () => {
      const text = input.value.trim();
      this.set(path, text === "" ? (o.required ? 0 : undefined) : Number(text));
    });
    return this.field(label, input, path);
  }

  /** A line of text; empty removes the field. */
  text(label: string, path: Path, o: { placeholder?: string; rebuild?: boolean } = {}) {
    const input = el("input");
    input.type = "text";
    input.autocomplete = "off";
    input.spellcheck = false;
    if (o.placeholder) input.placeholder = o.placeholder;
    const v = this.get(path);
    input.value = typeof v === "string" ? v : "";
    input.addEventListener("input", () => this.set(path, input.value === "" ? undefined : input.value));
    // The other controls that show this text (a card's id in the creatures' menus) follow once it is typed.
    if (o.rebuild) input.addEventListener("change", () => this.changed(true));
    return this.field(label, input, path);
  }

  /** A menu of `options` ([value, label]); `optional` adds a first entry that removes the field. */
  select(label: string, path: Path, options: readonly (readonly [Json, string])[], o: { optional?: string; rebuild?: boolean; cells?: boolean } = {}) {
    const sel = el("select");
    // A menu of cells: the builder page lets a click on the preview's board choose one.
    if (o.cells) sel.dataset.cells = "";
    const values: Json[] = [];
    if (o.optional !== undefined) {
      sel.append(Object.assign(document.createElement("option"), { value: "", textContent: o.optional }));
      values.push(null);
    }
    for (const [value, text] of options) {
      const option = Object.assign(document.createElement("option"), { value: String(values.length), textContent: text });
      option.dataset.json = JSON.stringify(value);
      sel.append(option);
      values.push(value);
    }
    const v = this.get(path);
    const at = values.findIndex((x, i) => (o.optional !== undefined && i === 0 ? v === undefined : JSON.stringify(x) === JSON.stringify(v)));
    if (at >= 0) sel.selectedIndex = at;
    else if (v !== undefined) {
      // A value the menu does not offer (written in the JSON): kept, and shown as it is.
      sel.append(Object.assign(document.createElement("option"), { value: String(values.length), textContent: JSON.stringify(v) }));
      values.push(v);
      sel.selectedIndex = values.length - 1;
    }
    sel.addEventListener("change", () => {
      const i = sel.selectedIndex;
      this.set(path, o.optional !== undefined && i === 0 ? undefined : (values[i] ?? undefined), o.rebuild ?? false);
    });
    return this.field(label, sel, path);
  }

  /** A check box; unchecked removes the field (false is every flag's default). */
  check(label: string, path: Path) {
    const box = el("input");
    box.type = "checkbox";
    box.checked = this.get(path) === true;
    box.addEventListener("change", () => this.set(path, box.checked ? true : undefined));
    const wrap = this.field(label, box, path);
    wrap.classList.add("check");
    return wrap;
  }

  /**
   * A card, character or creature picked by name: the datalist offers each id with its name; a
   * name typed in full becomes its id; anything else goes to the engine as it is (which says
   * "did you mean"). The name of the id chosen is shown beside it.
   */
  card(label: string, path: Path, p: Picks, o: { optional?: boolean } = {}) {
    const input = el("input");
    input.setAttribute("list", p.listId);
    input.autocomplete = "off";
    input.spellcheck = false;
    const v = this.get(path);
    input.value = typeof v === "string" ? v : "";
    const name = el("span", "pick-name");
    const byName = new Map([...p.names].map(([id, n]) => [n.toLowerCase(), id]));
    const show = () => (name.textContent = p.names.get(input.value) ?? "");
    show();
    input.addEventListener("input", () => {
      const text = input.value.trim();
      const id = byName.get(text.toLowerCase()) ?? text;
      if (id !== text) input.value = id;
      show();
      this.set(path, text === "" && o.optional ? undefined : id);
    });
    const wrap = this.field(label, input, path);
    wrap.classList.add("card-pick");
    wrap.append(name);
    return wrap;
  }

  /** A fieldset for a group of fields (an item of a list, a player...). */
  group(legend: string, path: Path, ...children: (Node | null)[]) {
    const set = el("fieldset", "group");
    set.dataset.field = fieldName(path);
    set.append(el("legend", undefined, legend), ...children.filter((c): c is Node => c !== null));
    return set;
  }

  /**
   * A list at `path`: each item drawn by `item` (with a remove button), and an add button that
   * appends `fresh()`. An empty list removes the field unless `keepEmpty`.
   */
  list(label: string, path: Path, item: (i: number) => HTMLElement, fresh: () => Json, o: { keepEmpty?: boolean; hint?: string; max?: number } = {}) {
    const set = el("fieldset", "list");
    set.dataset.field = fieldName(path);
    set.append(el("legend", undefined, label));
    if (o.hint) set.append(el("p", "hint", o.hint));
    const items = this.get(path);
    const arr = Array.isArray(items) ? items : [];
    const ol = el("ol", "items");
    arr.forEach((_, i) => {
      const li = el("li");
      const rm = button("×", { "aria-label": `${this.w.remove}: ${label} ${i + 1}`, title: this.w.remove, "data-key": `remove:${fieldName([...path, i])}`, class: "remove" }, () => {
        const now = this.get(path);
        if (!Array.isArray(now)) return;
        now.splice(i, 1);
        if (!now.length && !o.keepEmpty) setAt(this.model, path, undefined);
        this.changed(true);
      });
      li.append(item(i), rm);
      ol.append(li);
    });
    set.append(ol);
    if (o.max === undefined || arr.length < o.max) {
      set.append(
        button(`+ ${this.w.add}`, { "data-key": `add:${fieldName(path)}`, "aria-label": `${this.w.add}: ${label}`, class: "add" }, () => {
          const now = this.get(path);
          const next = Array.isArray(now) ? now : [];
          next.push(fresh());
          setAt(this.model, path, next);
          this.changed(true);
        }),
      );
    }
    return set;
  }

  /** A list of cards picked by name. */
  cards(label: string, path: Path, p: Picks, o: { hint?: string; keepEmpty?: boolean } = {}) {
    return this.list(label, path, (i) => this.card(`${this.w.card} ${i + 1}`, [...path, i], p), () => [...p.names.keys()][0] ?? "", o);
  }

  /** The forced dice: a list of d6 results. */
  dice(path: Path = ["dice"]) {
    const faces = [1, 2, 3, 4, 5, 6].map((n) => [n, String(n)] as const);
    return this.list(this.w.dice, path, (i) => this.select(`${this.w.die} ${i + 1}`, [...path, i], faces), () => 6);
  }
}
