import { draw } from './draw.js';
import { guard } from './guard.js';

export function render(id, div) {
  draw(div);
  if (bindFunctions) bindFunctions(div);
  return guard(id);
}
