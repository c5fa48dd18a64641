import type { CategoryBank } from './bank-types';
import { propertyBasicsA } from './property-basics-a';
import { propertyBasicsB } from './property-basics-b';

export const propertyBasicsBank: CategoryBank = { category: 'property-basics', questions: [...propertyBasicsA, ...propertyBasicsB] };
