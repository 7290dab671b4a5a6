/** The public client form: a chunk of its own, so visitors do not load the signed-in screens. */
export { AnonymousClientPage } from './anonymous/AnonymousClientPage';
