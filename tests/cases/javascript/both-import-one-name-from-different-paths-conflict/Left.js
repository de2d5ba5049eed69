import { select } from 'd3';
import { log } from '../logger.js';
import cytoscape from 'cytoscape/dist/cytoscape.umd.js';

export async function render(id) {
  log.debug('rendering', id);
  const cy = cytoscape({ container: select(id).node() });
  return cy;
}
