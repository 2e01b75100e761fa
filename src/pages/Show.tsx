// The route's entry, and its chunk's boundary: the show itself is a product of its own (features/show).
export { ShowScreen as default } from '../features/show/ShowScreen';
