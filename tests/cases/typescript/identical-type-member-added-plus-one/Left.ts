export type Theme = {
  primary: string;
  background: string;
  accent: string;
  border: string;
};
