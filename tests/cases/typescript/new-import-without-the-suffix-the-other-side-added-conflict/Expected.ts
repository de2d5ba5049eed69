<<<<<<< left
import { parse } from './parser.js';
import { render } from '../render/svg.js';
import { log } from '../logger.js';
||||||| base
import { parse } from './parser';
import { render } from '../render/svg';
import { log } from '../logger';
=======
import { parse } from './parser';
import { render } from '../render/svg';
import { stripComments } from './comments';
import { log } from '../logger';
>>>>>>> right

export function draw(text: string): string {
  log.debug('drawing');
  return render(parse(stripComments(text)));
}
