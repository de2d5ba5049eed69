import { Request, Response } from "express";
import { UserStore } from "./store";

export function makeGetUser(store: UserStore) {
  return async (req: Request, res: Response): Promise<void> => {
    const id = Number(req.params.id);
    if (!Number.isInteger(id)) {
      res.status(400).json({ error: "invalid id" });
      return;
    }
    const user = await store.find(id);
    if (!user) {
      res.status(404).json({ error: "not found" });
      return;
    }
    res.json({ id: user.id, name: user.name, email: user.email });
  };
}

export function makeDeleteUser(store: UserStore) {
    return async (req: Request, res: Response): Promise<void> => {
        await store.remove(Number(req.params.id));
        res.status(204).end();
    };
}
