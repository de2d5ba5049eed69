import { draw } from './draw.js';
<<<<<<< left
import { guard } from './guard.js';
||||||| base
=======
import { clear } from './clear.js';
>>>>>>> right

export function render(id, div) {
  draw(div);
  if (bindFunctions) bindFunctions(div);
  return guard(id);
}

export function redraw(div) {
  clear(div);
  bindFunctions(div);
}
