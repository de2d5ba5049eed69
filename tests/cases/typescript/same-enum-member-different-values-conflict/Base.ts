export enum HttpTimeout {
  Connect = 1000,
  Read = 5000,
  Write = 5000,
}
