import { useQuery } from '@tanstack/react-query';
import { activityQuery } from '@app/api-client/home';

export const useActivity = (userId: number) => useQuery(activityQuery(userId));
