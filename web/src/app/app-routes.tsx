import { useRoutes } from 'react-router';
import { routes } from './routes';

/** The portal's route table, rendered by whichever router holds it (the browser's, a test's memory router). */
export function AppRoutes() {
  return useRoutes(routes);
}
