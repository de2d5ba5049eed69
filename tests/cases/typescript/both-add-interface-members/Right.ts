export interface User {
  id: string;
  name: string;
  createdAt: Date;
}
