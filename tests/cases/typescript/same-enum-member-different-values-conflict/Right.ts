export enum HttpTimeout {
  Connect = 500,
  Read = 5000,
  Write = 15000,
}
