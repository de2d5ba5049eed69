export type Theme = {
  primary: string;
  background: string;
};
