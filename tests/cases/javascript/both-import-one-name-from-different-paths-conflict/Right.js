import { select } from 'd3';
import { log } from '../logger.js';
import cytoscape from 'cytoscape';
import coseBilkent from 'cytoscape-cose-bilkent';

export async function render(id) {
  log.debug('rendering', id);
  cytoscape.use(coseBilkent);
  return select(id);
}
