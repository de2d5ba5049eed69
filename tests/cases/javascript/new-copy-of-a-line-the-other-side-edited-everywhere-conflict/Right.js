import { draw } from './draw.js';
import { clear } from './clear.js';

export function render(id, div) {
  draw(div);
  bindFunctions(div);
  return id;
}

export function redraw(div) {
  clear(div);
  bindFunctions(div);
}
