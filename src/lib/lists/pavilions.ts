import { placeSegments } from './exhibitions.ts';
import { defineList } from './list-definition.ts';

/** The convention-centre list: /pavilion/ and /pavilion-{f}-{s}-{g}-{p}-{c}-{t}-{page}/. */
export const pavilionList = defineList({ base: 'pavilion', rootPath: '/pavilion/', segments: placeSegments });
