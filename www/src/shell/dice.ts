// A die drawn as a die: a small inline SVG of its face (pips for 1 to 6, the number for any
// other value), an image whose text alternative says the roll ("rolled 4").
const SVG = "http://www.w3.org/2000/svg";

/** Where the pips of each face sit, on a 3×3 grid (0, 1, 2 on each axis). */
const PIPS: Record<number, [number, number][]> = {
  1: [[1, 1]],
  2: [[0, 0], [2, 2]],
  3: [[0, 0], [1, 1], [2, 2]],
  4: [[0, 0], [2, 0], [0, 2], [2, 2]],
  5: [[0, 0], [2, 0], [1, 1], [0, 2], [2, 2]],
  6: [[0, 0], [2, 0], [0, 1], [2, 1], [0, 2], [2, 2]],
};

/** The face of a die showing `value`; `label` is its text alternative. */
export function dieFace(value: number, label: string): SVGSVGElement {
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("class", "die");
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", label);
  svg.dataset.value = String(value);
  const box = document.createElementNS(SVG, "rect");
  for (const [k, v] of Object.entries({ x: "1", y: "1", width: "22", height: "22", rx: "5" })) box.setAttribute(k, v);
  svg.append(box);
  const pips = PIPS[value];
  if (pips) {
    for (const [x, y] of pips) {
      const pip = document.createElementNS(SVG, "circle");
      pip.setAttribute("cx", String(6 + 6 * x));
      pip.setAttribute("cy", String(6 + 6 * y));
      pip.setAttribute("r", "2.2");
      svg.append(pip);
    }
  } else {
    const t = document.createElementNS(SVG, "text");
    for (const [k, v] of Object.entries({ x: "12", y: "16.5", "text-anchor": "middle", "font-size": "13" })) t.setAttribute(k, v);
    t.textContent = String(value);
    svg.append(t);
  }
  return svg;
}
