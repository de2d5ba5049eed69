import { parse } from './parser';
import { render } from '../render/svg';
import { stripComments } from './comments';
import { log } from '../logger';

export function draw(text: string): string {
  log.debug('drawing');
  return render(parse(stripComments(text)));
}
