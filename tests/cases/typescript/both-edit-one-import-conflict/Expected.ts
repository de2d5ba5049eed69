import { a } from "./a";
import {
    One,
<<<<<<< left
    Two,
    Three
||||||| base
    Two
=======
    Two,
    Four
>>>>>>> right
} from "./types";
import { z } from "./z";

export const x = 1;
