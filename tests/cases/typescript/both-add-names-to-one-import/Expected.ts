import { a } from "./a";
import {
    One,
    Two,
    Three,
    Four
} from "./types";
import { z } from "./z";

export const x = 1;
