import { select } from 'd3';
import { log } from '../logger.js';
<<<<<<< left
import cytoscape from 'cytoscape/dist/cytoscape.umd.js';
||||||| base
=======
import cytoscape from 'cytoscape';
import coseBilkent from 'cytoscape-cose-bilkent';
>>>>>>> right

export async function render(id) {
  log.debug('rendering', id);
<<<<<<< left
  const cy = cytoscape({ container: select(id).node() });
  return cy;
||||||| base
  return select(id);
=======
  cytoscape.use(coseBilkent);
  return select(id);
>>>>>>> right
}
