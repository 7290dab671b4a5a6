// Mantine's styles of every component the home does not draw, a chunk of its own: the part of the catalogue
// `styles` (app/catalogue.ts) brings it before the first other screen, or a sign-in page, renders.
import './mantine.screens.css';
