// A scenario in a link: its JSON text compressed (raw DEFLATE, the browser's own
// CompressionStream) and written in base64url, so a whole scenario fits in the fragment of
// `explainer.html#s=...` — one link, or one iframe `src`, carries it, and no server sees it.

async function pipe(bytes: Uint8Array<ArrayBuffer>, stream: CompressionStream | DecompressionStream): Promise<Uint8Array<ArrayBuffer>> {
  const out = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

/** The scenario text as the `s` of a link. */
export async function encodeScenario(text: string): Promise<string> {
  const packed = await pipe(new TextEncoder().encode(text), new CompressionStream("deflate-raw"));
  let bin = "";
  for (const b of packed) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The scenario text of a link's `s` (throws if it is not one). */
export async function decodeScenario(s: string): Promise<string> {
  const b64 = s.replace(/-/g, "+").replace(/_/g, "/");
  const bin = atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
  const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(await pipe(bytes, new DecompressionStream("deflate-raw")));
}

/** The options of an explainer's address: `?scenario=URL&step=3&lang=fr&autoplay=0&theme=dark` or the same after `#` (with `s=` for the scenario itself). */
export function addressOptions(loc: Location = location): URLSearchParams {
  const query = new URLSearchParams(loc.search);
  for (const [k, v] of new URLSearchParams(loc.hash.replace(/^#/, ""))) query.set(k, v);
  return query;
}
