// The route's entry, and its chunk's boundary: the presenter's console is the show's (features/show).
export { ShowConsole as default } from '../features/show/ShowConsole';
