// What the apps take from react-router-dom, and only that. A shared module keeps every export it
// has (the build cannot know what other apps will use), so sharing react-router-dom itself ships
// the whole library (about 190 KB) to every page; sharing this file instead lets the build drop the
// rest of the router. An app importing anything not listed here fails its build (exportsPresence).
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Outlet,
  Route,
  Router,
  Routes,
  createPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
