export enum HttpTimeout {
<<<<<<< left
  Connect = 2000,
||||||| base
  Connect = 1000,
=======
  Connect = 500,
>>>>>>> right
  Read = 10000,
  Write = 15000,
}
