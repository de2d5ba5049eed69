import { parse } from './parser';
import { render } from '../render/svg';
import { log } from '../logger';

export function draw(text: string): string {
  log.debug('drawing');
  return render(parse(text));
}
