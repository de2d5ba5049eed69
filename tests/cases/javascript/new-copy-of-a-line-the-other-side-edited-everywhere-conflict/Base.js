import { draw } from './draw.js';

export function render(id, div) {
  draw(div);
  bindFunctions(div);
  return id;
}
