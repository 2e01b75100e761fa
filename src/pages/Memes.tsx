// The route's entry, and its chunk's boundary: the meme office is a product of its own (features/memes).
export { MemeOffice as default } from '../features/memes/MemeOffice';
