declare module "*.css" {
  const text: string;
  export default text;
}
declare module "*.wasm" {
  /** The URL of the .wasm in the build (esbuild's file loader). */
  const url: string;
  export default url;
}
