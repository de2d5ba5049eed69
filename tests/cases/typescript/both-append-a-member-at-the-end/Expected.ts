declare module "*.svg" {
  const url: string;
  export default url;
}

declare module "*.css" {
  const classes: Record<string, string>;
  export default classes;
}

declare module "*.wasm" {
  const init: () => Promise<WebAssembly.Instance>;
  export default init;
}

declare module "*.md" {
  const html: string;
  export default html;
}
