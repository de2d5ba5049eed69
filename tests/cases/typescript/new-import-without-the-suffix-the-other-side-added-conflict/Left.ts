import { parse } from './parser.js';
import { render } from '../render/svg.js';
import { log } from '../logger.js';

export function draw(text: string): string {
  log.debug('drawing');
  return render(parse(text));
}
