import { a } from "./a";
import {
    One,
    Two,
    Three
} from "./types";
import { z } from "./z";

export const x = 1;
