export enum HttpTimeout {
  Connect = 2000,
  Read = 10000,
  Write = 5000,
}
