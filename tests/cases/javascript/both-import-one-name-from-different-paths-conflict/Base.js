import { select } from 'd3';
import { log } from '../logger.js';

export async function render(id) {
  log.debug('rendering', id);
  return select(id);
}
