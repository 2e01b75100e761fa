// Until the scene and the motion import src/runtime/ themselves (they move in their own change), the
// old path stays as a re-export; delete this folder once nothing imports it.
export { layOutAllActs } from '../runtime/layOutActs';
