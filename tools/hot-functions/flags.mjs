// The RUSTFLAGS that take the size marks off a one-ruleset engine's hot functions (Makefile,
// `make pkg`): `node tools/hot-functions/flags.mjs WASM LIST` reads the function names of WASM,
// a build of the engine with every function marked for size (its name section: the symbols
// rustc gave them), and prints `-C llvm-args=-force-remove-attribute=SYMBOL:minsize` (and
// `:optsize`) for each function LIST names. The next build, with these flags added, compiles
// those functions with opt-level 3's full pipeline and the rest for size. A symbol's hash does
// not depend on `-C llvm-args`, so the names read from the first build are the second's.
//
// LIST has one path a line, as the functions' demangled names give it without their hash:
// `a::b::c` names that function, `a::b::` every function under that path (a module, or
// `<T as Trait>::` the methods of an impl). `#` starts a comment. A line that names no function
// of WASM is an error: the list has gone stale (a function renamed, moved or inlined).
import { readFileSync } from "node:fs";

const [wasmFile, listFile] = process.argv.slice(2);
if (!listFile) {
  console.error("usage: node tools/hot-functions/flags.mjs WASM LIST");
  process.exit(2);
}

/** The function names of a .wasm's name section (subsection 1). */
function functionNames(bytes) {
  let i = 8;
  const leb = () => {
    let result = 0;
    let shift = 0;
    for (;;) {
      const b = bytes[i++];
      result += (b & 0x7f) * 2 ** shift;
      shift += 7;
      if (b < 0x80) return result;
    }
  };
  const text = (n) => new TextDecoder().decode(bytes.subarray(i, (i += n)));
  const names = [];
  while (i < bytes.length) {
    const id = bytes[i++];
    const end = leb() + i;
    if (id === 0 && text(leb()) === "name") {
      while (i < end) {
        const sub = bytes[i++];
        const subEnd = leb() + i;
        if (sub === 1) {
          for (let count = leb(); count > 0; count--) {
            leb(); // the function's index
            names.push(text(leb()));
          }
        }
        i = subEnd;
      }
    }
    i = end;
  }
  return names;
}

/** A legacy Rust symbol (`_ZN7arbiter4game4step17h0123456789abcdefE`) as its path without the
 *  hash (`arbiter::game::step`); null for any other name. */
function demangle(symbol) {
  if (!symbol.startsWith("_ZN") || !symbol.endsWith("E")) return null;
  const parts = [];
  let i = 3;
  while (i < symbol.length - 1) {
    const digits = /^\d+/.exec(symbol.slice(i));
    if (!digits) return null;
    i += digits[0].length;
    parts.push(symbol.slice(i, (i += Number(digits[0]))));
  }
  if (/^h[0-9a-f]{16}$/.test(parts.at(-1))) parts.pop();
  const escapes = { SP: "@", BP: "*", RF: "&", LT: "<", GT: ">", LP: "(", RP: ")", C: "," };
  return parts
    .map((p) =>
      p
        .replace(/^_\$/, "$")
        .replace(/\.\./g, "::")
        .replace(/\$(SP|BP|RF|LT|GT|LP|RP|C)\$/g, (_, e) => escapes[e])
        .replace(/\$u([0-9a-f]+)\$/g, (_, hex) => String.fromCodePoint(parseInt(hex, 16))),
    )
    .join("::");
}

const paths = readFileSync(listFile, "utf8")
  .split("\n")
  .map((line) => line.replace(/#.*/, "").trim())
  .filter(Boolean);
const symbols = functionNames(readFileSync(wasmFile))
  .map((symbol) => [symbol, demangle(symbol)])
  .filter(([, path]) => path);
const stale = [];
const chosen = new Set();
for (const want of paths) {
  const found = symbols.filter(([, path]) => (want.endsWith("::") ? path.startsWith(want) : path === want));
  if (found.length === 0) stale.push(want);
  for (const [symbol] of found) chosen.add(symbol);
}
if (stale.length > 0) {
  console.error(`${listFile}: no function of ${wasmFile} is\n  ${stale.join("\n  ")}`);
  process.exit(1);
}
const flags = [...chosen].flatMap((s) => [`-C llvm-args=-force-remove-attribute=${s}:minsize`, `-C llvm-args=-force-remove-attribute=${s}:optsize`]);
console.log(flags.join(" "));
