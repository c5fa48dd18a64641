import { useQuery } from '@tanstack/react-query';
import { adminScenariosQuery } from '@app/api-client/knowledge-base';

/** Every scenario as the admin wrote it (knowledge base and training upload share it). */
export const useScenarios = () => useQuery(adminScenariosQuery());
